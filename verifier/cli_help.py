"""What the command line's `--help` ends with (examples for every command), and the argument types that refuse
what would hang or mean nothing (a deal limit of 0, a solver time limit of 0, a batch of no matches, an unknown
player, a port out of range)."""
from __future__ import annotations

import argparse

EXAMPLES = {
    None: """\
examples:
  verifier check                          every variant of spec/ (or the shipped ones)
  verifier show classic-2deck             a variant, its ancestors flattened in
  verifier simulate classic-2deck --games 200 --seed 7
  verifier play shuangsheng-2deck         a match in the terminal
  verifier tournament classic-2deck --players search:50,greedy --games 100
  verifier analyse classic-2deck --against hongwu-2deck --out report.html
  verifier <command> --help               each command's options and examples""",
    "check": """\
examples:
  verifier check                                   every variant of spec/ (or the shipped ones)
  verifier check classic-2deck --verbose           one variant by id, with what was proved
  verifier check mine.variant                      your own file (it may extend a shipped variant)
  verifier check spec/ --sources ../shared/seeds   verify every quote against the source documents
  verifier check spec/ --format json               for tools""",
    "mutate": """\
examples:
  verifier mutate shuangsheng-2deck --budget 60   what no check or example notices, and the examples that would
  verifier mutate mine.variant                    your own file
  verifier mutate mine.variant --write            add the examples found to the file, marked for review
  verifier mutate classic-2deck --budget 30 --format json
  verifier mutate shuangsheng-2deck --no-examples --record scores.json   the scores kept, as CI keeps spec/'s""",
    "show": """\
examples:
  verifier show shuangsheng-2deck                  in the variant language, ancestors flattened in
  verifier show classic-2deck --format yaml --no-spans
  verifier show mine.variant --format json""",
    "schema": """\
examples:
  verifier schema > rule-model.schema.json""",
    "build": """\
examples:
  verifier build                                   write generated/ from spec/
  verifier build --check                           fail when generated/ is stale (CI)
  verifier build --spec my-spec --out my-generated""",
    "diff": """\
examples:
  verifier diff classic-2deck shuangsheng-2deck
  verifier diff classic-2deck mine.variant --format json""",
    "judge": """\
examples:
  verifier simulate classic-2deck --games 20 --record records/
  verifier judge records/                          every record of the folder
  verifier judge match.json --format json
  verifier simulate mine.variant --games 5 --record mine-records/
  verifier judge mine-records/ --variant mine.variant   the records of a variant of your own""",
    "play": """\
examples:
  verifier play classic-2deck                      type cards (KS KS), `hint`, `help` or `quit`
  verifier play zhaopengyou-5p-3deck --seed 3 --record match.json
  verifier play classic-2deck --opponents search   against the search player (its time per move is shown)
  verifier judge match.json                        replay the match you played""",
    "simulate": """\
examples:
  verifier simulate classic-2deck --games 500 --seed 1
  verifier simulate huanle-2deck --players greedy,random,greedy,random --deal-limit 10
  verifier simulate classic-2deck --games 100 --record records/ --format json
  verifier simulate gouji-6p-4deck --players search:10,greedy,greedy,greedy,greedy,greedy
  verifier simulate classic-2deck --players mine.py:MyPlayer,greedy,greedy,greedy   your own player""",
    "tournament": """\
examples:
  verifier tournament classic-2deck --players search:50,greedy --games 200 --seed 1
  verifier tournament gouji-6p-4deck --players search:10,greedy,greedy,greedy,greedy,greedy --games 50
  verifier tournament one-deck --players mine.py:MyPlayer,greedy,random --format json""",
    "analyse": """\
examples:
  verifier analyse classic-2deck --games 2000                  greedy players, 95% intervals
  verifier analyse classic-2deck --against hongwu-2deck --out hongwu.html
  verifier analyse gouji-6p-4deck --players search:5 --games 200 --jobs 2 --format json""",
    "soak": """\
examples:
  verifier soak --games 200 --seed 9               every variant of spec/, random and greedy players
  verifier soak spec/ --games 10000 --seed 9 --backend process --jobs 2
  verifier soak classic-2deck mine.variant --players greedy --format json""",
    "lsp": """\
examples:
  verifier lsp                                     started by the editor, over stdio""",
    "serve": """\
examples:
  verifier serve                                   http://127.0.0.1:8765
  verifier serve --port 9000 --rooms 2
  verifier serve --records records/                 replays at /replay?record=match-00000.json
  verifier serve --host 0.0.0.0 --origin https://cards.example.org""",
}


def add_examples(parser: argparse.ArgumentParser, subparsers: argparse._SubParsersAction) -> None:
    """End every command's help with its examples (keeping their line breaks)."""
    for name, command in [(None, parser), *subparsers.choices.items()]:
        if name in EXAMPLES:
            command.epilog = EXAMPLES[name]
            command.formatter_class = argparse.RawDescriptionHelpFormatter


def positive(text: str) -> int:
    """A whole number of at least 1 (a deal limit of 0 would never end a match; a time limit of 0 means none)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"`{text}` is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not allowed: give 1 or more")
    return value


def port(text: str) -> int:
    """A TCP port, 1 to 65535 (the server binds it; an out-of-range number would fail deep inside the socket layer)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"`{text}` is not a port number") from None
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port: give 1 to 65535")
    return value


def player_kinds(text: str) -> str:
    """Player kinds, one for all seats or one per seat, comma-separated (the count is checked against the variant):
    `random`, `greedy`, `search` (`search:500`, `search:80ms`), or a class of the user's (`module:Class`,
    `file.py:Class`); the text itself is kept, as the commands split it."""
    from .play.registry import PlayerError, check_kind
    for kind in dict.fromkeys(kind.strip() for kind in text.split(",")):
        try:
            check_kind(kind)
        except PlayerError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return text
