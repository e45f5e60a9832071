"""The benchmarks' generated inputs stay valid, so that the figures they print measure real work."""
import os
import sys

from verifier.language.parser import parse_text

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "benchmarks"))

import parse as parse_benchmark  # noqa: E402


def test_generated_variant_parses():
    text = parse_benchmark.generate(200)
    vfile = parse_text("big.variant", text)
    assert text.count("\n") >= 190
    assert len(vfile.statements) > 5


def test_a_revision_checked_out_for_against_reads_its_own_grammar(tmp_path):
    """The editable install maps `verifier.grammar` to this checkout's grammar/: a process of another checkout's
    code (check.py and check_same.py --against) read today's grammar, unless that checkout has its own copy where
    its package looks first (checkout.own_grammar)."""
    import subprocess

    from checkout import HERE, own_grammar

    other = tmp_path / "rev"
    archive = subprocess.run(["git", "-C", HERE, "archive", "HEAD", "verifier", "grammar"], check=True,
                             capture_output=True)
    other.mkdir()
    subprocess.run(["tar", "-x", "-C", str(other)], input=archive.stdout, check=True)
    probe = [sys.executable, "-c", "from importlib import resources; print(resources.files('verifier.grammar'))"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    before = subprocess.run(probe, cwd=other, capture_output=True, text=True, env=env, check=True).stdout.strip()
    own_grammar(str(other))
    after = subprocess.run(probe, cwd=other, capture_output=True, text=True, env=env, check=True).stdout.strip()
    assert after == str(other / "verifier" / "grammar"), after
    assert before != after  # (this checkout's grammar/, where the install is editable)
