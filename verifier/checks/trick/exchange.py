"""C405: the exchange of cards (换牌) can be made as the block states it.

With `with: eaten` the eaten player gives the cards of their declaration and the eater as many back, so every
declaration has `count` cards and the cards are still in the hands (`time: after-deal`, before a declarer buries
them). `cards: in-kind` gives back in kind of the cards received, which only an eaten declaration makes known before
the eater chooses; a joker is paid back with a permanent trump, so a show with a joker needs `permanent trumps`.
"""
from __future__ import annotations

from ...diagnostics import Label
from ...model import ExchangeCards, ExchangeTime, ExchangeWith, Family, Variant
from ..registry import check
from ..solver import proved, refuted


@check("C405", "the exchange of cards can be made as stated", family=Family.TRICK_TAKING)
def exchange_possible(variant: Variant, ctx):
    e = variant.exchange
    if e is None:
        return
    with_ = e.given_to or ExchangeWith.OPPONENTS
    cards = e.cards or ExchangeCards.ANY
    count = 3 if e.count is None else e.count
    shows = variant.declare.shows if variant.declare else ()

    def fail(message, setting, label, help, secondary=(), **witness):
        span = (e.setting_span(setting) if setting else None) or e.span
        return refuted("C405", "exchange", message, span, variant, label=label, secondary=secondary, help=help,
                       **({"witness": witness} if witness else {}))

    found = False
    if cards == ExchangeCards.IN_KIND and with_ != ExchangeWith.EATEN:
        found = True
        yield fail(f"`cards: in-kind` gives back in kind of the cards received, but with `with: {with_.value}` every "
                   "player chooses before any card is received", "cards", "nothing received to match",
                   "write `with: eaten`, or `cards: any`", **{"with": with_.value})
    if with_ == ExchangeWith.EATEN:
        if (e.time or ExchangeTime.AFTER_KITTY) != ExchangeTime.AFTER_DEAL:
            found = True
            yield fail("`with: eaten` exchanges the cards of the declarations eaten, which a declarer may have buried "
                       "by then", "time", "after the kitty", "write `time: after-deal`")
        if not shows:
            found = True
            yield fail("`with: eaten` exchanges the declarations eaten, but the variant has no declaring", "with",
                       "nothing to eat", "add a `declare` block, or another `with`")
        for show in shows:
            size = sum(part.count for part in show.parts)
            if size != count:
                found = True
                yield fail(f"`show {show.name}` shows {size} card(s), so an eaten `{show.name}` is no exchange of "
                           f"{count}", "count", f"{count} cards", f"make every show {count} cards, or the count "
                           f"{size}", secondary=(Label(show.span, f"{size} card(s)"),), show=show.name, cards=size,
                           count=count)
        if cards == ExchangeCards.IN_KIND and not (variant.permanent_trumps and variant.permanent_trumps.ranks):
            for show in shows:
                if any(part.cards in ("BJ", "SJ") for part in show.parts):
                    found = True
                    yield fail(f"an eaten `{show.name}` holds a joker, which is paid back with a permanent trump, but "
                               "the variant has no `permanent trumps`", "cards", "no permanent trump to give",
                               "add `permanent trumps …`, or shows without jokers",
                               secondary=(Label(show.span, "a joker"),), show=show.name)
                    break
    if not found:
        yield proved("C405", "the exchange can be made as stated")
