"""C4xx: declaring and overcalling.

An overcall order lists steps from the weakest; each step overcalls every step before it. A step is a show, or a show
narrowed to one suit, and stands for the declarations it covers: (show, suit) pairs. The order is a strict order when
no declaration is covered by two steps — else it overcalls itself, directly or round a cycle. Z3 decides it: each
declaration gets a rank, each pair of neighbouring steps is a tracked clause `rank(earlier) < rank(later)`, and the
unsat core is the chain of steps that closes the cycle.
"""
from __future__ import annotations

import z3

from ...runtime.cards import LEVELS, RANKS, SUITS, Card
from ...diagnostics import Severity
from ...model import DealScope, Family, Permission, Reinforce, Show, Variant
from ..registry import check
from ..deal import copies
from ..solver import Undecided, ask, labels, proved, refuted, undecided


def _known_shows(variant: Variant, block) -> dict[str, Show]:
    shows = {show.name: show for show in (variant.declare.shows if variant.declare else ())}
    if block is not variant.declare:
        shows.update({show.name: show for show in block.shows})
    return shows


def _blocks(variant: Variant):
    """(what it is called, the block) for each block with shows: `declare` and `kitty overcall`."""
    for name, block in (("declare", variant.declare), ("kitty overcall", variant.kitty_overcall)):
        if block is not None:
            yield name, block


def _ordered_blocks(variant: Variant):
    """(what it is called, the block, the shows it knows) for each block with shows that writes an overcall order."""
    for name, block in _blocks(variant):
        if block.order is not None:
            yield name, block, _known_shows(variant, block)


def show_suits(show: Show) -> tuple[str | None, ...]:
    """The suits a declaration of this show can have: its level or suited cards' suits; (None,) when it shows only
    jokers."""
    suits: set[str] = set()
    for part in show.parts:
        if part.cards in ("level", "suited"):
            suits |= set(part.suits or SUITS)
    return tuple(s for s in SUITS if s in suits) or (None,)


def _step_text(step) -> str:
    return step.show + (f" in {step.suit}" if step.suit else "")


def _covered(step, shows) -> tuple:
    """The declarations a step covers; empty for an unknown show (E221) or a suit the show cannot have (C403)."""
    show = shows.get(step.show)
    if show is None:
        return ()
    suits = show_suits(show)
    if step.suit is None:
        return tuple((show.name, suit) for suit in suits)
    return ((show.name, step.suit),) if step.suit in suits else ()


# C401: a strict order, and how long a chain of overcalls can be -------------------------------------------------------

@check("C401", "the overcall order is a strict order (no cycle, no show overcalls itself)", family=Family.TRICK_TAKING)
def strict_order(variant: Variant, ctx):
    for name, block, shows in _ordered_blocks(variant):
        steps = [(i, step, _covered(step, shows)) for i, step in enumerate(block.order.steps)]
        steps = [entry for entry in steps if entry[2]]
        subject = f"{name} order {' < '.join(_step_text(s) for _, s, _ in steps)}"
        try:
            cycles = _cycles(ctx, steps)
        except Undecided as exc:
            yield undecided("C401", subject, exc, block.order.span, variant)
            continue
        if not cycles:
            yield proved("C401", f"{subject} is a strict order; {_chain(variant, name, block, len(steps))}")
        for chain in cycles:
            yield _cycle_finding(variant, name, subject, chain)


def _cycles(ctx, steps) -> list[list]:
    """Every cycle the solver finds, each as the list of steps from one occurrence of a declaration to the next."""
    rank = {decl: z3.Int(f"overcall.{decl[0]}.{decl[1]}") for _, _, covered in steps for decl in covered}
    links = {}
    for k in range(len(steps) - 1):
        lower, higher = steps[k][2], steps[k + 1][2]
        links[f"link{k}"] = (k, z3.And([rank[a] < rank[b] for a in lower for b in higher]))
    found, dropped = [], set()
    for _ in range(len(links)):
        answer = ask(ctx, tracked=[(n, clause) for n, (_, clause) in links.items() if n not in dropped])
        if answer.sat:
            break
        inside = {links[n][0] for n in answer.core}
        chain = _shortest_cycle(steps, inside)
        if chain is None:
            break
        found.append(chain)
        dropped.add(f"link{steps.index(chain[-2])}")  # break this cycle; look for another
    return found


def _shortest_cycle(steps, inside: set[int]) -> list | None:
    """Two steps covering one declaration, every link between them in the core: the shortest such chain."""
    best = None
    for i in range(len(steps)):
        for j in range(i + 1, len(steps)):
            if set(steps[i][2]) & set(steps[j][2]) and all(k in inside for k in range(i, j)):
                if best is None or j - i < best[1] - best[0]:
                    best = (i, j)
    return None if best is None else steps[best[0]:best[1] + 1]


def _cycle_finding(variant: Variant, name: str, subject: str, chain: list):
    first, last = chain[0][1], chain[-1][1]
    shared = sorted(set(chain[0][2]) & set(chain[-1][2]), key=str)[0]
    narrowed = first.suit or last.suit  # a plain step repeated is the show itself, whatever its suit
    decl = shared[0] + (f" in {narrowed}" if narrowed else "")
    words = " < ".join(_step_text(step) for _, step, _ in chain)
    if len(chain) == 2:
        message = f"in the {name} order, `{decl}` overcalls itself: `{words}`"
    else:
        message = f"the {name} order has a cycle: {words}, so `{decl}` overcalls itself"
    middle = [(step.span, "overcalls the step before") for _, step, _ in chain[1:-1]]
    return refuted("C401", subject, message, last.span, variant, label=f"`{decl}` again",
                   secondary=labels((first.span, f"`{decl}` first here"), *middle),
                   witness={"chain": [_step_text(step) for _, step, _ in chain], "declaration": decl},
                   help="list each declaration once, weakest first; to rank equal shows by suit, write one step per "
                        "suit (`pair in D < pair in C < …`) without the plain `pair`")


def _chain(variant: Variant, name: str, block, length: int) -> str:
    """The longest chain of declarations in one deal: one per step, doubled when each may also be reinforced."""
    if name == "kitty overcall":
        named = {step.show for step in block.order.steps}
        standing = variant.declare.shows if variant.declare else ()
        if standing and all(show.name in named for show in standing) and block.undeclared != Permission.ALLOWED:
            length -= 1  # the standing declaration holds a step of the order: only the steps above it remain
        if block.limit is not None and block.limit < length:
            length = block.limit
        text = f"at most {length} kitty overcall(s)"
        if block.stake:
            text += f", raising the stake up to x{block.stake ** length}"
        return text
    text = f"the longest chain of overcalls is {length}"
    if block.reinforce in (Reinforce.ALLOWED, Reinforce.WHILE_EQUIVALENT):
        text += f" ({2 * length} declarations with reinforcing)"
    if block.overcall_limit is not None and block.overcall_limit < length:
        text += f", cut to {block.overcall_limit} by the overcall limit"
    return text


# C402: every declaration can be made with the deck ------------------------------------------------------------------

def _ladder(variant: Variant) -> list[str]:
    levels = variant.levels
    if levels is None or not all(rank in LEVELS for rank in (levels.first, levels.last, *levels.ranks)):
        return list(RANKS)
    return [rank for rank in levels.steps if rank in RANKS] or list(RANKS)  # NT has no level cards


@check("C402", "every declaration can be made with the cards of the deck", family=Family.TRICK_TAKING)
def declarations_possible(variant: Variant, ctx):
    if variant.decks is None:
        return
    for name, block in _blocks(variant):
        for show in block.shows:
            subject = f"show {show.name} can be made with {variant.decks.count} deck(s)"
            short = _shortage(variant, show)
            if short is None:
                yield proved("C402", subject)
                continue
            need, have = short
            yield refuted("C402", subject, f"`show {show.name}` needs {need}, but the deck has "
                          f"{f'only {have}' if have else 'none'}",
                          show.span, variant, label="cannot be shown",
                          secondary=labels((variant.decks.span, f"{variant.decks.count} deck(s)")),
                          witness={"show": show.name, "needs": need, "in_the_deck": have},
                          help="ask for no more identical cards than there are decks")


def _shortage(variant: Variant, show: Show) -> tuple[str, int] | None:
    for joker in ("BJ", "SJ"):
        need = sum(part.count for part in show.parts if part.cards == joker)
        have = copies(variant, Card(joker))
        if need > have:
            return f"{need} {joker}", have
    for part in show.parts:
        if part.cards in ("level", "suited"):  # a level card of any level, or a card of any rank
            ranks = _ladder(variant) if part.cards == "level" else RANKS
            have = max(copies(variant, Card(rank, suit)) for rank in ranks for suit in part.suits or SUITS)
            if part.count > have:
                where = f" of {' or '.join(part.suits)}" if part.suits else " of one suit"
                return f"{part.count} identical {part.cards} cards{where}", have
    return None


# C403: a step's suit is one the show can have --------------------------------------------------------------------

@check("C403", "every suit in the overcall order is a suit its show can be made in", family=Family.TRICK_TAKING)
def step_suits(variant: Variant, ctx):
    for name, block, shows in _ordered_blocks(variant):
        for step in block.order.steps:
            show = shows.get(step.show)
            if show is None or step.suit is None:
                continue  # E221 reports unknown shows; a plain step covers every suit of its show
            subject = f"{name} order step {_step_text(step)}"
            suits = show_suits(show)
            if step.suit in suits:
                yield proved("C403", subject)
                continue
            having = "shows only jokers, which have no suit" if suits == (None,) else \
                f"shows level cards of {' or '.join(suits)} only"
            yield refuted("C403", subject, f"the step `{_step_text(step)}` can never happen: `show {show.name}` "
                          f"{having}", step.span, variant, label="no such declaration",
                          secondary=labels((show.span, f"show {show.name}")),
                          witness={"step": _step_text(step), "suits": [s for s in suits if s]},
                          help="narrow a step only to a suit its show can be made in")


# C404: every show can be overcalled -------------------------------------------------------------------------------

@check("C404", "every show appears in the overcall order (unless it is for the first deal only)",
       family=Family.TRICK_TAKING)
def shows_in_order(variant: Variant, ctx):
    for name, block in _blocks(variant):
        named = {step.show for step in block.order.steps} if block.order else set()
        if block.order is None and len(block.shows) < 2:
            continue  # a single show has nothing to be ordered against
        for show in block.shows:
            subject = f"show {show.name} is in the {name} order"
            if show.name in named:
                yield proved("C404", subject)
            elif show.scope == DealScope.FIRST_DEAL and name == "declare":
                yield proved("C404", f"show {show.name} is for the first deal only, outside the order")
            else:
                order_span = block.order.span if block.order else block.span
                yield refuted("C404", subject, f"`show {show.name}` is not in the {name} order: it can never be "
                              "overcalled and never overcalls", show.span, variant, severity=Severity.WARNING,
                              label="not in the order", secondary=labels((order_span, "the order")),
                              witness={"show": show.name},
                              help=f"add `{show.name}` to `order:`, or scope it `only first-deal` if nobody can "
                                   "overcall it")


# C406: the step-by-step shows make a chain of the order ---------------------------------------------------------

@check("C406", "the shows of `step-by-step` have at least two steps of the overcall order between them",
       family=Family.TRICK_TAKING)
def step_by_step_chain(variant: Variant, ctx):
    block = variant.declare
    if block is None or not block.step_by_step:
        return
    names = block.step_by_step
    steps = [step for step in (block.order.steps if block.order else ()) if step.show in names]
    subject = f"step-by-step {', '.join(names)} is a chain of the overcall order"
    if len(steps) >= 2:
        yield proved("C406", f"{subject}: {' < '.join(_step_text(s) for s in steps)}")
        return
    outside = [name for name in names if name not in {s.show for s in steps}]
    why = f"`{'`, `'.join(outside)}` {'is' if len(outside) == 1 else 'are'} not in the overcall order" if outside \
        else f"only one step, `{_step_text(steps[0])}`, so no overcall can skip one"
    yield refuted("C406", subject, f"`step-by-step` binds nothing: {why}", block.setting_span("step-by-step"),
                  variant, severity=Severity.WARNING, label="nothing to follow step by step",
                  secondary=labels((block.order.span if block.order else block.span, "the order")),
                  witness={"step_by_step": list(names), "steps": [_step_text(s) for s in steps]},
                  help="name shows with two or more steps in `order:` (`single in D < single in C < …`)")
