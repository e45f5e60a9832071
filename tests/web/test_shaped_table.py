"""The games of shaped sets at the card table in Debian's Chromium, by clicking: Big Two, Paodekuai, Dou Dizhu and
Guandan with the search bots in the other seats. The person (seat 0) leads first in the seeds chosen here (the holder
of the 3 of diamonds, of the 3 of hearts; the landlord after bidding 3; Guandan's first player dealt to), selects
cards that are no legal lead and sees the referee's reason with the rule, then selects a five-card hand, a run, a pair
(found among the engine's legal leads of that deal), plays it, and plays on with the hint to the end of the deal: the
settlement shows the cards left, and in Dou Dizhu the stake and the landlord's bid. The server and the browser are the
session's (conftest.py)."""
from __future__ import annotations

import os
import re

import pytest

from verifier import engine
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.match import FIRST_RECEIVER, deck_rng, shuffled
from verifier.runtime.climbing.sets import SetError

from .clicking import latin_words, open_page, play_to_the_end, start_alone
from .conftest import DESKTOP

# variant -> the set kinds of the selection played first
WANTED = {"big-two-4p-1deck": ("straight", "flush", "full-house", "four-with-one", "straight-flush"),
          "paodekuai-3p-1deck": ("straight", "pair-run"),
          "doudizhu-3p-1deck": ("pair",),
          "guandan-4p-2deck": ("straight", "pair-run", "triple-run", "full-house")}
RULE = re.compile(r"\[(?:rule|规则) (?P<variant>[\w-]+)\.variant:\d+\]")
# the words of the page the test reads, by language
WORDS = {"en": {"bid": "Bid 3", "left": "Cards left", "stake": "Stake", "landlord": "bid 3 for the landlord",
                "you": "You", "seat": "Seat {}"},
         "zh": {"bid": "叫 3 分", "left": "剩牌", "stake": "倍数", "landlord": "叫 3 分当地主", "you": "你",
                "seat": "座位 {}"}}
CASES = [(v, "en") for v in WANTED] + [("doudizhu-3p-1deck", "zh")]


def _first_lead(variant: str):
    """The first seed whose first deal the person (seat 0) leads at once (after bidding the most, in Dou Dizhu), with a
    set of the wanted kinds among the legal leads: (seed, that set's cards, two cards of different ranks that make no
    legal lead)."""
    game = engine.load(variant)
    kinds = game.shapes.kinds
    for seed in range(300):
        deal = game.new_deal(order=shuffled(game.rules, deck_rng(seed)), first_receiver=FIRST_RECEIVER)
        if deal.phase == "bidding":
            if deal.turn() != 0:
                continue
            deal.apply(0, max((a for a in deal.legal() if a.kind == A.BID), key=lambda a: a.rank))
        if deal.turn() != 0 or deal.mode() != "lead":
            continue
        sets = [a.set for a in deal.legal() if a.kind == A.PLAY and kinds[a.set.kind].name in WANTED[variant]]
        hand = [game.shapes.card(slot) for slot, n in enumerate(deal.play.hands[0]) for _ in range(n)]
        plain = [c for c in hand if c not in ("SJ", "BJ")]
        pairs = [(a, b) for a in plain for b in plain if game.shapes.rank_of(game.shapes.slot_of(a)) <
                 game.shapes.rank_of(game.shapes.slot_of(b))]
        illegal = next(((a, b) for a, b in pairs if not _legal(game, deal, f"{a} {b}")), None)
        if sets and illegal:
            return seed, game.format(sets[0]).split(), list(illegal)
    raise AssertionError(f"no seed of {variant} where seat 0 leads a {WANTED[variant]} first")


def _legal(game, deal, cards: str) -> bool:
    try:
        return deal.ruling(0, A.Action(A.PLAY, game.table.ranks.parse(cards))).legal
    except SetError:  # no set of the game at all
        return False


def _select(page, cards: list[str]) -> None:
    """Click the cards of a selection: a card with its suit alone (each of two alike in Guandan's two decks); cards of
    a rank (suits never matter) by clicking the n-th card of the rank's group, which selects n of them."""
    wanted: dict[str, int] = {}
    for card in cards:
        wanted[card] = wanted.get(card, 0) + 1
    for card, n in wanted.items():
        cards = page.locator(f"#hand .card[data-card='{card}']")
        if card[-1] in "SHCD" and card not in ("SJ", "BJ"):  # with its suit: each card alone (two decks: twins)
            for i in range(n):
                cards.nth(i).click()
        else:
            cards.nth(n - 1).click()


def _clear(page) -> None:
    for _ in range(40):
        selected = page.locator("#hand .card.selected")
        if not selected.count():
            return
        selected.first.click()
    raise AssertionError("the selection does not clear")


@pytest.mark.parametrize("variant, lang", CASES, ids=[f"{v}-{lang}" for v, lang in CASES])
def test_a_deal_of_shaped_sets_by_clicking(server, browser, artifacts, variant, lang):
    words = WORDS[lang]
    seed, chosen, illegal = _first_lead(variant)
    page, errors = open_page(browser, server, lang, DESKTOP)
    page.wait_for_selector(f"#variant option[value='{variant}']", state="attached")
    page.select_option("#variant", variant)
    assert page.locator("#bots option[value='search']").count() == 1  # the search bot is offered
    page.select_option("#bots", "search")
    start_alone(page, variant, seed=seed)
    if variant.startswith("doudizhu"):  # the person bids first: 3, the most, ends the bidding
        page.get_by_role("button", name=words["bid"]).click()
    page.wait_for_selector("#prompt[data-mode='lead']")
    assert page.locator("#table .seat").count() == engine.load(variant).rules.players
    _select(page, illegal)  # no legal lead: refused beside a disabled Play, with the rule it rests on
    page.wait_for_selector("#actions .notice")
    notice = page.locator("#actions .notice").inner_text()
    assert page.locator("#play").is_disabled()
    assert RULE.search(notice) and RULE.search(notice).group("variant") == variant, notice
    _clear(page)
    _select(page, chosen)  # a five-card hand, a run, a pair: Play enabled, no reason beside it
    page.wait_for_selector("#play:not([disabled])")
    assert page.locator("#actions .notice.why").count() == 0
    page.screenshot(path=os.path.join(artifacts, f"shaped-{variant}-{lang}-selected.png"), full_page=True)
    held = page.locator("#hand .card").count()
    page.click("#play")  # played: the hand is the set's cards fewer
    page.wait_for_function(f"() => document.querySelectorAll('#hand .card').length === {held - len(chosen)}")
    play_to_the_end(page, errors, seconds=120)
    page.screenshot(path=os.path.join(artifacts, f"shaped-{variant}-{lang}-over.png"), full_page=True)
    settlement = page.locator("#settlement").inner_text()
    assert words["left"] in settlement, settlement
    totals = [int(v) for v in re.findall(r"(?:You|Seat \d|你|座位 \d) ([+-]?\d+)", page.locator("#totals").inner_text())]
    best = [s for s, v in enumerate(totals) if v == max(totals)]  # who won, said in words: every seat with the best
    winner = page.locator("#winner").inner_text()
    assert all(((words["you"] if s == 0 else words["seat"].format(s)) in winner) for s in best), (winner, totals)
    if variant.startswith("doudizhu"):
        assert words["stake"] in settlement and words["landlord"] in settlement, settlement
    if lang == "zh":  # no English on the Chinese page's table and end screen, but card names and rule citations
        text = " ".join(page.locator(s).inner_text() for s in ("#table", "#over"))
        assert not latin_words(RULE.sub(" ", text).replace(variant, " ")), latin_words(RULE.sub(" ", text))
    assert "✔" in page.locator("#verdict").inner_text()
    assert not errors, errors
    page.close()
