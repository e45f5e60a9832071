"""Same variants, same findings: what `verifier check` prints, to compare two revisions of the checker.
Prints digests; asserts nothing (the comparison with `--against` says equal or different, and exits 1 if different).

    .venv/bin/python benchmarks/check_same.py [TARGET ...]                 # digests of this checkout
    .venv/bin/python benchmarks/check_same.py --against main [TARGET ...]

For each target (default: spec/ and the folders tests/checks/cases, tests/fixtures and tests/engine/levels, each as a
whole; with `--each` also every fixture of tests/checks/cases alone) `check TARGET --no-cache` runs twice in one
process, once with `--verbose` (text) and once with `--format json`, and the output, without its timing, is digested. A change of HOW the
checker computes (a shared run, a memo, a cheaper solver term) must leave every digest equal; a change of WHAT it finds
changes some. `--against REV` exports REV (`git archive`) into a temporary folder, runs this same script there and
here (one process each), and prints the targets whose output differs, with the first differing lines.
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checkout import own_grammar  # (benchmarks/ is on the path: this script's folder, or the tests')

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_SECONDS = re.compile(r" in \d+\.\d+ s$", re.M)


def default_targets(root: str, each: bool = False) -> list[str]:
    cases = sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "tests/checks/cases/*.variant")))
    return ["spec/", "tests/checks/cases/", "tests/fixtures/", "tests/engine/levels/", *(cases if each else ())]


def outputs(root: str, targets: list[str], each: bool = False, sources: str | None = None) -> dict[str, str]:
    """{target: the text and JSON output of `check TARGET --no-cache`, timing left out}, run with the checker of
    `root` (imported here)."""
    sys.path.insert(0, root)
    os.chdir(root)
    from verifier.cli import main
    out = {}
    for target in targets or default_targets(root, each):
        texts = []
        for flags in (["--verbose"], ["--format", "json"]):
            stream, errors = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(stream), contextlib.redirect_stderr(errors):
                status = main(["check", target, "--no-cache", *flags, *(["--sources", sources] if sources else [])])
            text = stream.getvalue()
            if flags[0] == "--format" and text.startswith("{"):
                data = json.loads(text)
                data.get("summary", {}).pop("seconds", None)
                text = json.dumps(data, indent=1, sort_keys=True)
            texts.append(f"exit {status}\n" + _SECONDS.sub("", text) + errors.getvalue())
        out[target] = "\n".join(texts)
    return out


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _run_at(root: str, opts, dump: str) -> dict[str, str]:
    subprocess.run([sys.executable, os.path.join(HERE, "benchmarks", "check_same.py"), "--root", root,
                    "--dump", dump, *(["--each"] if opts.each else []),
                    *(["--sources", opts.sources] if opts.sources else []), *opts.targets],
                   check=True, env={**os.environ, "VERIFIER_CACHE": "off"})
    with open(dump, encoding="utf-8") as handle:
        return json.load(handle)


def _first_difference(a: str, b: str) -> str:
    for number, (x, y) in enumerate(zip(a.splitlines(), b.splitlines()), 1):
        if x != y:
            return f"line {number}:\n    - {x}\n    + {y}"
    return "one output is a prefix of the other"


def main() -> int:
    args = argparse.ArgumentParser()
    args.add_argument("targets", nargs="*")
    args.add_argument("--against", metavar="REV", default=None)
    args.add_argument("--each", action="store_true", help="also every fixture of tests/checks/cases alone (slow)")
    args.add_argument("--sources", default=None, help="the seeds folder, for both sides (REV's copy is elsewhere and "
                      "would not find ../shared/seeds)")
    args.add_argument("--root", default=HERE, help=argparse.SUPPRESS)
    args.add_argument("--dump", default=None, help=argparse.SUPPRESS)
    opts = args.parse_args()
    if opts.dump:
        with open(opts.dump, "w", encoding="utf-8") as handle:
            json.dump(outputs(opts.root, opts.targets, opts.each, opts.sources), handle)
        return 0
    if opts.against is None:
        for target, text in outputs(HERE, opts.targets, opts.each, opts.sources).items():
            print(f"{digest(text)}  {target}")
        return 0
    tmp = tempfile.mkdtemp(prefix="check-same-")
    try:
        other = os.path.join(tmp, "rev")
        os.makedirs(other)
        archive = subprocess.run(["git", "-C", HERE, "archive", opts.against], check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", other], input=archive.stdout, check=True)
        own_grammar(other)  # REV's checker with REV's grammar
        subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.join(other, "verifier")], check=False,
                       stdout=subprocess.DEVNULL)
        theirs = _run_at(other, opts, os.path.join(tmp, "theirs.json"))
        ours = _run_at(HERE, opts, os.path.join(tmp, "ours.json"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    differ = [t for t in ours if ours[t] != theirs.get(t)]
    for target in differ:
        print(f"differs: {target}: {_first_difference(theirs.get(target, ''), ours[target])}")
    print(f"{len(ours) - len(differ)} of {len(ours)} targets equal against {opts.against}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
