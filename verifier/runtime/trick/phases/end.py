"""The end of a deal: points, the kitty bonus, the settlement, levels and the next declarer."""

from __future__ import annotations

from ...cards import NO_TRUMP_LEVEL
from ...citation import in_record
from .. import ids as I
from ..match_points import match_points
from ..penalty import throw_penalty_levels
from ..scoring import bid_scale, evaluate, matching_rows, multiplier_ids, settle
from ..shares import (apply_demotion, deal_shares, demotion_for, demotion_shares, friends_next_seat, give_spoils,
                      naming_refused, next_choice, spoils_refused, transfer_refused)
from ..state import EngineError, Illegal, seat_choice


class EndPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    # 6. The end ------------------------------------------------------------------------------------------------

    def _finish(self, agents=None) -> dict:
        rules, o, match = self.rules, self.order, self.match
        self.phase = "end"
        self.stopped: dict[int, int] = {}  # levels a mandatory level stopped, by seat (team)
        declarers = self.declarer % 2
        side = self.declarer_side()  # with found friends, the declarer and the friend as the deal ends
        trick_points = sum(p for seat, p in enumerate(self.points) if seat not in side)
        kitty_points = sum(o.point[c] for c in self.buried)
        last_winner, last_play = self._last
        last_side = "declarers" if last_winner in side else "attackers"
        multiplier = None
        bonus = 0
        if last_side == "attackers":
            multiplier = multiplier_ids(last_play, o) if rules.bonus else 1
            bonus = kitty_points * (multiplier if multiplier is not None else 1)
        # below 0 only where the attackers' failed throws cost more than they won (the table says what that gives)
        attackers = trick_points + bonus + self.penalty
        found = settle(attackers, last_side, rules, self.bid, self.buried)
        if found is None:
            rows = matching_rows(min(attackers, rules.scoring_cap or attackers), last_side, rules,
                                 bid_scale(self.bid, rules), self.buried)
            raise EngineError(f"the scoring table gives no single outcome for {attackers} points with the last trick "
                              f"to the {last_side} ({len(rows)} rows match)")
        levels = found.amount
        for amount, card in found.per_kitty_card:
            levels += amount * self._kitty_count(card)
        row = next((r for r in rules.scoring if r.ref == found.ref), None)
        settlement = {"side": found.side, "kind": found.kind, "levels": levels, "round_ends": found.round_ends,
                      "rule": in_record(found.ref), "label": row.label if row else None}
        if found.also:  # both sides rise: the other side's rise, beside the row's outcome
            settlement["also"] = [{"side": name, "levels": amount} for name, amount in found.also]
        before = match.to_record()
        if self._jacked(last_side, last_play):
            settlement["jack_rule"] = self._knock_back(side)
        if self.friends:
            settlement["shares"] = self._advance_friends(found.side, found.kind, levels, found.round_ends, side,
                                                         last_winner, agents, settlement, found.also)
            if rules.demotions:
                self._kitty_demotion(agents, attackers, last_side, last_winner, last_play, side, settlement)
        elif match.individual:
            settlement["shares"] = self._advance_players(found.side, found.kind, levels, found.round_ends, side,
                                                         found.also)
        else:
            self._advance(found.side, found.kind, levels, found.round_ends, declarers, found.also)
        if rules.throw_penalty_levels:  # failed throws pay levels to the other side, beside the table's result
            settlement["penalty_levels"] = throw_penalty_levels(self, side)
        if rules.match_points and not match.individual:
            settlement["match_points"] = match_points(self, found.side, found.kind, levels)
        tribute = self._tribute_owed(attackers, last_side)
        match.tribute = tribute
        self.result = {
            "attacker_points": attackers, "trick_points": trick_points, "kitty_points": kitty_points,
            "last_trick": last_side, "kitty_multiplier": multiplier, "kitty_bonus": bonus, "penalty": self.penalty,
            "stake": self.stake, "settlement": settlement, "next_declarer": match.declarer,
            "levels": [self.rules.ladder[i] for i in match.levels], "rounds": list(match.rounds),
            "match_over": match.over, "winner": match.winner,
            "tribute_owed": list(tribute) if tribute else None,
        }
        if self.bidding:
            self.result["bid"] = self.bid
        self.before = before
        return self.result

    def _jacked(self, last_side: str, last_play: list[int]) -> bool:
        """The Jack rule applies: the declarers play J and the attackers won the last trick with a jack (one jack
        alone with `single-jack`, any play holding one with `any-jack`)."""
        rule = self.rules.jack_rule
        if rule is None or last_side != "attackers" or self.level != "J":
            return False
        jacks = sum(1 for c in last_play if I.RANK_OF[c] == "J")
        return jacks == len(last_play) == 1 if rule == "single-jack" else jacks > 0

    def _knock_back(self, side: set[int]) -> list[int]:
        """The declarers' side goes back to the bottom (or `jack_back` levels, not below it), before the deal's rise;
        returns the teams (or seats) knocked back."""
        match, back = self.match, self.rules.jack_back
        knocked = sorted({match.team(seat) for seat in side})
        for team in knocked:
            match.levels[team] = 0 if back is None else max(0, match.levels[team] - back)
        return knocked

    def _rise(self, team: int, steps: int, declaring: bool = False) -> int | None:
        """Raise a team's (or a seat's) level: None, or when it passes the top the steps of the rise left over. A
        mandatory or defended level stops the rise; a defended level is left only by the declarers (`declaring`),
        with the first step of their rise, and a defended NT only in a deal played at NT (rbtying/shengji: "the
        landlord must also be defending NoTrump"; it tells only where a player of the side stands apart)."""
        ladder, mandatory, defended = self.rules.ladder, self.rules.mandatory, self.rules.defended
        i = self.match.levels[team]
        for step in range(steps):
            if ladder[i] in defended and not (declaring and step == 0 and
                                              (ladder[i] != NO_TRUMP_LEVEL or self.level == NO_TRUMP_LEVEL)):
                break
            if i == len(ladder) - 1:
                return steps - step - 1
            i += 1
            self.match.levels[team] = i
            if ladder[i] in mandatory or ladder[i] in defended:
                if ladder[i] in mandatory and step + 1 < steps:  # the rest is stopped (级数不浪费 may give it on)
                    getattr(self, "stopped", {})[team] = steps - step - 1
                break
        return None

    def _past_top(self, passed: list[tuple[int, int]]) -> None:
        """Teams (or seats) that passed the top, each with the steps of its rise left over, in the order they passed:
        the match is won by the first, or levels start again (`past the top`) and a round is won by each."""
        match, rules = self.match, self.rules
        if rules.past_top not in ("restart", "new-round", "restart-keeping-steps", "wrap-around"):
            match.over, match.winner = True, passed[0][0]
            return
        if rules.past_top != "wrap-around":
            match.levels = [0] * len(match.levels)
        for team, left in passed:
            while left is not None:  # with the steps kept, a rise may pass the top again: a round each time
                match.rounds[team] += 1
                match.levels[team] = 0
                left = self._rise(team, left) if rules.past_top in ("restart-keeping-steps", "wrap-around") and left \
                    else None
        if rules.past_top == "new-round":  # declared anew, as the first deal
            match.declarer = None

    def _advance(self, side, kind, levels, round_ends, declarers, also=()) -> None:
        """A team's rise (or the declarer's change) by the row's outcome; with `also` (both sides rising) the other
        team rises too, after it. The first to pass the top passes it first (`past the top`)."""
        match, rules = self.match, self.rules
        attackers = 1 - declarers
        d = self.declarer
        rising, left = None, None
        if kind == "take-over" and side == "attackers":
            rising, left = attackers, self._rise(attackers, levels)
            match.declarer = seat_choice(rules.next_take_over, d, self.n, self.rng)
        elif kind == "keep" and side == "declarers":
            if levels > 0:
                rising, left = declarers, self._rise(declarers, levels, declaring=True)
                match.declarer = seat_choice(rules.next_keep, d, self.n, self.rng)
            else:
                match.declarer = seat_choice(rules.next_stay, d, self.n, self.rng)
        else:  # nothing, or the attackers rise without taking over (`attackers +N`, 到点即升级)
            if kind == "keep" and side == "attackers":
                rising, left = attackers, self._rise(attackers, levels)
            match.declarer = seat_choice(rules.next_stay, d, self.n, self.rng)
        passed = [(rising, left)] if left is not None else []
        for name, amount in also:
            team = declarers if name == "declarers" else attackers
            more = self._rise(team, amount, declaring=name == "declarers")
            if more is not None:
                passed.append((team, more))
        if passed:
            self._past_top(passed)
        if round_ends:
            self._new_round()
        match.deal_number = self.number

    def _advance_players(self, kind_side, kind, levels, round_ends, side, also=()) -> list[int]:
        """Levels by seat without found friends (`levels … per player`): every player of the side the table names
        rises its levels, whether it keeps or takes over (到点即升级). With a bidding no declarer carries over: the
        next deal's first receiver is the next player. Returns the levels each seat gained."""
        match, rules, d, n = self.match, self.rules, self.declarer, self.n
        gains = [0] * n
        if kind in ("keep", "take-over") and kind_side in ("declarers", "attackers") and levels > 0:
            for seat in range(n):
                if (seat in side) == (kind_side == "declarers"):
                    gains[seat] = levels
        self._also_gains(gains, also, side)
        if self.bidding:
            match.receiver = (self.first + 1) % n
        elif kind == "take-over" and kind_side == "attackers":
            match.declarer = seat_choice(rules.next_take_over, d, n, self.rng)
        elif kind == "keep" and kind_side == "declarers" and levels > 0:
            match.declarer = seat_choice(rules.next_keep, d, n, self.rng)
        else:
            match.declarer = seat_choice(rules.next_stay, d, n, self.rng)
        return self._apply_gains(gains, round_ends)

    def _also_gains(self, gains: list[int], also, side: set[int]) -> list[int]:
        """Both sides rising, by seat: every player of the other side the row names gains its levels too."""
        for name, amount in also:
            for seat in range(self.n):
                if (seat in side) == (name == "declarers"):
                    gains[seat] += amount
        return gains

    def _apply_gains(self, gains: list[int], round_ends: bool) -> list[int]:
        """Each seat's levels gained, applied to the match in seat order from the declarer: the first to pass the top
        wins the match (or starts a round again); returns the gains."""
        match, d, n = self.match, self.declarer, self.n
        order = [(d + k) % n for k in range(n)]
        side = self.declarer_side()
        passed = []
        for seat in order:
            left = self._rise(seat, gains[seat], declaring=seat in side) if gains[seat] else None
            if left is not None:
                passed.append((seat, left))
        if passed:
            self._past_top(passed)
        if round_ends:
            self._new_round()
        match.deal_number = self.number
        return gains

    def _new_round(self) -> None:
        """A row that ends the round (`round ends`): the levels start again, and the next round begins as one past the
        top does, declared anew where `past the top: new-round` says so ("一轮结束后重新亮王抢庄")."""
        match = self.match
        match.levels = [0] * len(match.levels)
        if self.rules.past_top == "new-round":
            match.declarer = None

    def _advance_friends(self, kind_side, kind, levels, round_ends, side, last_winner, agents=None,
                         settlement=None, also=()) -> list[int]:
        """Levels by seat (级差权, shares.py): each attacker gains the table's levels when they take over; the
        declarer's side gains them once per attacker, split between the declarer and the friend as the variant says
        (with the flexible split, the kitty keeper gives out the spoils). Returns the levels each seat gained."""
        match, rules, d = self.match, self.rules, self.declarer
        shares = deal_shares(rules, kind_side, kind, levels, self.n, d, self.friend, side, last_winner)
        if shares.spoils:
            self._give_spoils(shares, agents)
            if settlement is not None:
                settlement["spoils"] = {"giver": shares.giver, "given": list(shares.given)}
        match.declarer = friends_next_seat(next_choice(rules, kind_side, kind, levels), d, self.friend, side, self.n,
                                           self.rng)
        gains = self._apply_gains(self._also_gains(list(shares.gains), also, side), round_ends)
        if rules.unused_levels == "transfer" and getattr(self, "stopped", None) and not match.over and not round_ends:
            winners = side if kind_side == "declarers" else {s for s in range(self.n) if s not in side}
            transfers = self._transfer_unused(agents, winners)
            if settlement is not None and transfers:
                settlement["transfers"] = transfers
        return gains

    def _transfer_unused(self, agents, winners: set[int]) -> list[dict]:
        """级数不浪费: each player whose rise a mandatory level stopped (in seat order from the declarer) may give the
        levels left over, one at a time, raising players of their own side (up to a mandatory level) or lowering
        players of the other side (down to the ladder's first level); a player of the winning side named may refuse.
        Asked and ruled here; returns what was given, as recorded."""
        match, rules, d, n = self.match, self.rules, self.declarer, self.n
        ladder, mandatory = rules.ladder, rules.mandatory
        out = []
        for giver in [(d + k) % n for k in range(n)]:
            count = self.stopped.get(giver, 0)
            if not count:
                continue
            same = winners if giver in winners else {s for s in range(n) if s not in winners}
            self.phase = "transfer"
            answer = agents[giver].transfer_levels(self, giver, count, sorted(same - {giver}),
                                                   sorted(s for s in range(n) if s not in same))
            self.stats.decisions += 1
            why = transfer_refused(answer, count, giver, same, match.levels, ladder, mandatory)
            if why:
                raise Illegal(self.where(player=giver), why, self.ref("friends"))
            given = [[int(seat), way] for seat, way in answer]
            refused = []
            for seat in sorted({seat for seat, _ in given if seat in winners}):
                if not agents[seat].accept_levels(self, seat, giver, sum(1 for s, _ in given if s == seat)):
                    refused.append(seat)  # 胜利方有权拒绝
                self.stats.decisions += 1
            for seat, way in given:
                if seat not in refused:
                    match.levels[seat] += 1 if way == "up" else -1
            out.append({"player": giver, "levels": count, "given": given, "refused": refused})
        self.phase = "end"
        return out

    def _kitty_demotion(self, agents, points, last_side, last_winner, last_play, side, settlement) -> None:
        """Kitty demotion (抠底降级, shares.py): the declarers playing the rank lose the row's levels, after the
        deal's gains; the levels a player cannot lose go down the overflow steps, players named by the declarer or
        the friend where the variant says (asked, and ruled)."""
        found = demotion_for(self.rules, self.level, points, last_side, last_play, self.order)
        if found is None or self.match.over:
            return
        demotion, row = found
        match, n, d = self.match, self.n, self.declarer
        ladder = self.rules.ladder
        shares = demotion_shares(row, ladder, match.levels, n, d, self.friend)

        def name(chooser, count, candidates, room):
            self.phase = "demotion"
            answer = agents[chooser].name_demoted(self, chooser, count, candidates)
            self.stats.decisions += 1
            why = naming_refused(answer, count, candidates, room)
            if why:
                raise Illegal(self.where(player=chooser), why, row[2] or demotion[4])
            return answer

        applied = apply_demotion(demotion, row, match.levels, n, d, self.friend, last_winner, side, name,
                                 ladder.index)
        self.phase = "end"
        settlement["demotion"] = {"rule": in_record(row[2]), "shares": shares, "lost": applied.lost, "named": applied.named}

    def _give_spoils(self, shares, agents) -> None:
        """The flexible split (弹性分配): the kitty keeper names who of the declarer's side gets each level of the
        spoils (战利品); the engine rules on the answer."""
        self.phase = "spoils"
        answer = agents[shares.giver].give_spoils(self, shares.giver, shares.spoils, shares.receivers)
        self.stats.decisions += 1
        why = spoils_refused(shares, answer)
        if why:
            raise Illegal(self.where(player=shares.giver), why, self.ref("friends"))
        give_spoils(shares, answer)
        self.phase = "end"

    def _kitty_count(self, card: str) -> int:
        """The kitty's cards of a rank (or jokers) that count for extra levels or tribute: in a dry pot (干锅) its
        jokers count nothing (底牌中的王不追加升级也不算血)."""
        if self.dry_pot and card in ("BJ", "SJ"):
            return 0
        return list(map(I.RANK_OF.__getitem__, self.buried)).count(card)

    def _tribute_owed(self, points: int, last_side: str) -> tuple[str, int] | None:
        rules = self.rules
        if not rules.tribute:
            return None
        rows = matching_rows(points, last_side, rules, kitty=self.buried, table=rules.tribute)
        if not rows:
            return None
        if len(rows) > 1 and not rules.tribute_first_row and len({repr(r.outcome) for r in rows}) > 1:
            raise EngineError(f"the tribute table gives no single row for {points} points")
        found = evaluate(rows[0].outcome, points, rows[0].ref)
        count = found.amount
        for amount, card in found.per_kitty_card:
            count += amount * self._kitty_count(card)
        return (found.side or "attackers", count) if count > 0 else None
