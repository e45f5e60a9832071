"""Small builders for the climbing engine's tests: a play from hands in notation, an action from notation."""
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.round import Play
from verifier.runtime.climbing.table import Table


def play_of(rules, hands, leader=0, folded=()):
    table = Table(rules)
    return Play(table, [table.ranks.counts(h) for h in hands], leader, folded)


def put(play, text):
    return A.Action(A.PLAY, play.parse(text))


def burn(play, text):
    return A.Action(A.BURN, play.parse(text))


def act(play, seat, action):
    r = play.ruling(seat, action)
    assert r.legal, r
    play.apply(seat, action)
