"""Gouji and Baohuang rules built by hand from the seed (000_79ebff438be5e347.txt, lines 46-160), so the engine can be
tested before and beside the compiled variants. Every `rule` points at the seed line it transcribes."""
from verifier.runtime.climbing import rules as r

SEED = "000_79ebff438be5e347.txt"


def at(line: int) -> str:
    return f"{SEED}:{line}"


def gouji(**changes) -> r.ClimbingRules:
    rules = r.ClimbingRules(
        id="gouji-handmade", players=6, decks=4, direction="counter-clockwise", ranks_rule=at(51),
        jokers=r.Jokers(rule=at(52)),
        money=r.Money(("2",), rule=at(52)),
        deal=r.Deal(hand=36, rule=at(47)),
        sets=(r.SetKind(money=True, rule=at(53)),),
        beat=r.Beat(same_count=True, rank="higher", rule=at(55), covers=(
            r.JokerCover("small", by="big", at_least="small", rank="higher", rule=at(52)),
            r.JokerCover("big", by="nothing", closed_by="opposite", rule=at(52)),
        )),
        round=r.Round(pass_scope="round-except-opposite", defer=r.Defer("next-two", "opposite-set", rule=at(63)),
                      ends="all-pass", wind_to="next", rule=at(62), wind_rule=at(70)),
        teams=r.Teams("alternate", opposite="across", rule=at(46)),
        first_lead=r.FirstLead("most-threes", later="last-place", min_threes=2, rule=at(49)),
        gouji_sets=r.GoujiSets(rule=at(58)),
        burning=r.Burning(rule=at(60)),
        no_opposite=r.NoOpposite(rule=at(68)),
        free_for_all=r.FreeForAll(after=2, rule=at(69)),
        revolution=r.Revolution(rule=at(82)),
        show_count=10, show_count_rule=at(65),
        end_rule=at(47),
        settlement=(r.Table("normal", points=(4, 2, 0, 0, -2, -4), positive_only=True, sweep_places=3,
                            sweep_amount=12, zero_sum=False, rule=at(71)),),
        tribute=r.Tribute(rows=(r.TributeRow(-1, 1, 2, rule=at(75)), r.TributeRow(-2, 2, 1, rule=at(75))),
                          cards=("BJ", "SJ", "2"), refuse=True, after_sweep="none", rule=at(73)),
    )
    return _replace(rules, changes)


def baohuang(**changes) -> r.ClimbingRules:
    split = (r.Share("emperor", 2, 3), r.Share("guard", 1, 3), r.Share("rebel", 1, 3))
    lone = (r.Share("emperor", 1, 1), r.Share("rebel", 1, 4))
    rules = r.ClimbingRules(
        id="baohuang-handmade", players=5, decks=4, direction="counter-clockwise", ranks_rule=at(124),
        jokers=r.Jokers(rule=at(122)),
        money=None,
        # 216 cards to 5 players: 43 each, the one left over set aside (a decision the variant must make).
        deal=r.Deal(hand=None, leftover="set-aside", rule=at(141)),
        sets=(r.SetKind(money=False, rule=at(120)),),
        beat=r.Beat(same_count=True, rank="higher", rule=at(129), covers=(
            r.JokerCover("small", by="big", at_least="small", rank="higher", rule=at(126)),
            r.JokerCover("big", by="big", at_least="all", rank="higher", rule=at(126)),
        )),
        round=r.Round(pass_scope="round", defer=r.Defer("first-circle", "any", rule=at(153)),
                      ends="circles", circles=2, wind_to="next", rule=at(155), wind_rule=at(159)),
        teams=r.Teams("emperor", opposite=None, rule=at(91)),
        first_lead=r.FirstLead("emperor", later="emperor", rule=at(147)),
        calling=r.Calling(rule=at(100), forced_rule=at(104), seize_rule=at(108), lone_rule=at(110)),
        end_rule=at(161),
        settlement=(
            r.Table("normal", points=(6, 3, 0, -3, -6), shares=split, rule=at(163)),
            r.Table("open-guard", points=(6, 3, 0, -3, -6), shares=split, multiplier=2, rule=at(163)),
            r.Table("lone-emperor", points=(16, 4, 0, -4, -16), shares=lone, rule=at(164)),
            r.Table("open-lone-emperor", points=(16, 4, 0, -4, -16), shares=lone, multiplier=2, rule=at(164)),
            r.Table("seized", zero_sum=True, rule=at(165), fixed=(
                r.FixedRow("emperor", (1,), (("emperor", 40), ("rebel", -10))),
                r.FixedRow("emperor", (2, 3, 4, 5), (("emperor", -40), ("rebel", 10))),
            )),
        ),
        tribute=None,
    )
    return _replace(rules, changes)


def _replace(rules, changes):
    import dataclasses
    return dataclasses.replace(rules, **changes) if changes else rules
