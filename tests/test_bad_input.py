"""Ordinary mistakes a user can type, each with a clear message and the documented exit status (never 3, the
internal error, and never a hang): issue 12's list, one test each, and what a newcomer met after it (a folder with no
variants, a record that is JSON but no object, an unwritable --record, a busy port, Ctrl-C)."""
import copy
import functools
import json
import os
import re
import threading

import pytest

from verifier.cli import main

from conftest import ROOT


def run(capsys, *argv):
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("VERIFIER_SEEDS", raising=False)
    return tmp_path


@pytest.fixture(scope="module")
def record():
    from verifier.play import engine
    from verifier.play.trick.players import RandomPlayer
    import random

    game = engine.load("classic-2deck")
    agents = [RandomPlayer(random.Random(f"bad:{seat}")) for seat in range(4)]
    return game.play_match(3, agents, deal_limit=1)


def write_record(folder, record, name="r.json"):
    path = folder / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


# judge --------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [["a", "b", "c", "d", "e"], ["a", "b"]])
def test_judge_a_record_whose_players_do_not_fit(here, capsys, record, players):
    bad = copy.deepcopy(record)
    bad["players"] = players
    status, out, err = run(capsys, "judge", write_record(here, bad))
    assert status == 1 and f"the record has {len(players)} player(s); classic-2deck is played by 4" in out
    assert "rule: " in out and "internal error" not in err


def test_judge_deeply_nested_json(here, capsys, record):
    (here / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    good = write_record(here, record, "good.json")
    status, out, err = run(capsys, "judge", str(here / "deep.json"), good)
    assert status == 2 and "nested too deeply" in out and "internal error" not in err
    assert "good.json: confirmed" in out  # the rest of the run goes on


def test_judge_a_missing_or_unreadable_record(here, capsys):
    status, out, _ = run(capsys, "judge", str(here / "nowhere.json"))
    assert status == 2 and "cannot read the record" in out
    (here / "latin1.json").write_bytes(b'{"x": "\xe9"}')
    status, out, _ = run(capsys, "judge", str(here / "latin1.json"))
    assert status == 2 and "not UTF-8" in out
    (here / "broken.json").write_text("{", encoding="utf-8")
    status, out, _ = run(capsys, "judge", str(here / "broken.json"))
    assert status == 2 and "cannot read the record" in out


# simulate -----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("argv,message", [
    (["--players", "bogus"], "unknown player `bogus`"),
    (["--players", "greedy,random"], "classic-2deck is played by 4 players; --players names 2"),
    (["--deal-limit", "0"], "0 is not allowed"),
    (["--deal-limit", "-2"], "-2 is not allowed"),
    (["--games", "0"], "0 is not allowed"),
    (["--jobs", "-1"], "-1 is not allowed"),
    (["--batch", "0"], "0 is not allowed"),
    (["--batch", "-3"], "-3 is not allowed"),  # it used to loop forever on empty batches
])
def test_simulate_arguments_that_mean_nothing(capsys, argv, message):
    status, _, err = run(capsys, "simulate", "classic-2deck", "--games", "1", "--quiet", *argv)
    assert status == 2 and message in err and "internal error" not in err


@pytest.mark.parametrize("value", ["0", "-5"])
def test_check_timeout_must_be_positive(capsys, value):
    status, _, err = run(capsys, "check", "classic-2deck", "--timeout", value)
    assert status == 2 and f"{value} is not allowed" in err


# build --------------------------------------------------------------------------------------------------------------

def _spec(here, *ids):
    (here / "spec").mkdir()
    for vid in ids:
        (here / "spec" / f"{vid}.variant").write_text(f"variant {vid} {{\n  players 4\n}}\n", encoding="utf-8")


def test_build_two_ids_one_module(here, capsys):
    _spec(here, "a-b", "a_b")
    status, _, err = run(capsys, "build")
    assert status == 1 and "`a-b` and `a_b` would both be written as engines/a_b.py" in err


def test_build_when_generated_is_a_file(here, capsys):
    _spec(here, "solo")
    (here / "generated").write_text("not a folder", encoding="utf-8")
    status, _, err = run(capsys, "build")
    assert status == 2 and "cannot write" in err and "Not a directory" in err


def test_build_to_an_unwritable_folder(here, capsys):
    _spec(here, "solo")
    status, _, err = run(capsys, "build", "--out", "/proc/no-such-folder")
    assert status == 2 and "cannot write" in err and "internal error" not in err


# the language -------------------------------------------------------------------------------------------------------

def test_an_extends_chain_of_2000_variants(here, capsys):
    (here / "v0.variant").write_text("variant v0 {\n  players 4\n}\n", encoding="utf-8")
    for i in range(1, 2000):
        (here / f"v{i}.variant").write_text(f"variant v{i} extends v{i - 1} {{\n}}\n", encoding="utf-8")
    status, out, err = run(capsys, "show", "v1999.variant", "--format", "json")
    assert status == 0, err
    assert len(json.loads(out)["lineage"]) == 2000
    (here / "v0.variant").write_text("variant v0 extends v1999 {\n}\n", encoding="utf-8")  # and as a cycle
    status, out, _ = run(capsys, "check", "v1999.variant")
    assert status == 1 and "error[E306]" in out


@pytest.mark.parametrize("number", ["+" + "9" * 5000, "9" * 5000])
def test_a_number_of_more_than_4300_digits(here, capsys, number):
    text = ("variant n {\n  scoring {\n    when points = 0 -> declarers " + number + ' "x"\n  }\n}\n'
            if number.startswith("+") else f"variant n {{\n  players {number}\n}}\n")
    (here / "n.variant").write_text(text, encoding="utf-8")
    status, out, _ = run(capsys, "check", "n.variant")
    assert status == 1 and "error[E207]" in out and "E999" not in out


def _number_places():
    """One number of each kind of statement of the variant files (spec/ and the tests'): the first number at each
    (statement keyword, position in the line) found, with its file, its text and its offset."""
    import glob

    found = {}
    files = sorted(glob.glob(os.path.join(ROOT, "spec", "*.variant"))) + \
        sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.variant"), recursive=True))
    for path in files:
        try:
            text = open(path, encoding="utf-8").read()
        except UnicodeDecodeError:
            continue
        if _value_errors(path, text) != []:  # the parser's and the resolver's tests: a file with errors as it is
            continue
        for number in re.finditer(r"(?<=[\s,(])[+-]?[0-9]+(?=[\s,:)/]|$)", text):
            start = text.rfind("\n", 0, number.start()) + 1
            line = text[start:number.start()]
            words = line.split()
            if not words or words[0].startswith(("#", "@", '"')) or line.count('"') % 2:
                continue
            found.setdefault((words[0], len(words)), (path, text, number))
    return list(found.values())


@functools.lru_cache(maxsize=1)
def _spec_files() -> dict:
    from verifier.language.parser import parse_text
    from conftest import spec_files

    return {vfile.id: vfile for vfile in (parse_text(path, open(path, encoding="utf-8").read())
                                          for path in spec_files())}


def _value_errors(path: str, text: str) -> list | None:
    """The diagnostics of reading, resolving (with spec/) and checking the names of a file; None if it cannot be
    resolved with spec/ alone (a parent of its own folder)."""
    from verifier.diagnostics import DiagnosticError
    from verifier.language.parser import parse_text
    from verifier.language.references import check_references
    from verifier.language.resolve import Library

    try:
        vfile = parse_text(path, text)
    except DiagnosticError as exc:
        return list(exc.diagnostics)
    try:
        variant = Library({**_spec_files(), vfile.id: vfile}).resolve(vfile.id)
    except DiagnosticError as exc:
        return None if any(d.code == "E304" for d in exc.diagnostics) else list(exc.diagnostics)
    return check_references(variant)


def test_a_number_of_5000_digits_anywhere_is_a_value_error_at_its_place():
    """Not only in `place` rows (issue 24): every kind of statement that holds a number, read as a number (E207, too
    large), as a rank (E201) or as a word of a setting, never E999, and said in a message short enough to read."""
    places = _number_places()
    assert len(places) > 60  # scores, shares, rows, counts, claims of both families
    big = "9" * 5000
    for path, text, number in places:
        sign = number.group()[0] if number.group()[0] in "+-" else ""
        mutant = text[:number.start()] + sign + big + text[number.end():]
        line = text.count("\n", 0, number.start()) + 1
        diags = _value_errors(path, mutant) or []
        errors = [d for d in diags if d.code.startswith("E2") and d.span and d.span.line == line]
        assert errors and all(len(d.message) < 200 for d in diags), (path, line, [d.message[:80] for d in diags])


def _within(seconds, fn):
    """Run fn in a thread; fail (instead of hanging the suite) when it does not return in time."""
    result = {}

    def target():
        try:
            result["value"] = fn()
        except Exception as exc:  # noqa: BLE001 - raised again in the test's thread
            result["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    if "error" in result:
        raise result["error"]
    return result["value"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_a_variant_file(here, capsys):
    os.mkfifo(here / "pipe.variant")
    status = _within(60, lambda: main(["check", "pipe.variant"]))
    out = capsys.readouterr().out
    assert status == 2 and "not a regular file" in out


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_as_a_variant_file(here, capsys):
    status = _within(60, lambda: main(["check", "/dev/zero"]))
    out = capsys.readouterr().out
    assert status == 2 and "not a regular file" in out
    from verifier.play import engine
    with pytest.raises(engine.LoadError):
        _within(60, lambda: engine.load("/dev/zero"))


def test_a_copy_of_spec_shadows_spec_instead_of_clashing(capsys, monkeypatch, tmp_path):
    """From the project root, a copy of spec/ is checked as itself (it used to give E305 for every variant)."""
    import shutil

    monkeypatch.chdir(ROOT)
    shutil.copytree(os.path.join(ROOT, "spec"), tmp_path / "copy")
    status, out, _ = run(capsys, "show", str(tmp_path / "copy" / "shuangsheng-2deck.variant"), "--format", "json")
    assert status == 0 and "E305" not in out
    assert json.loads(out)["lineage"] == ["shuangsheng-2deck", "classic-2deck"]
    from verifier.play import engine
    game = engine.load(str(tmp_path / "copy" / "classic-2deck.variant"))
    assert game.origin.startswith(str(tmp_path))
    # Two named files with one id still clash.
    status, out, _ = run(capsys, "check", "spec/one-deck.variant", str(tmp_path / "copy" / "one-deck.variant"))
    assert status == 1 and "error[E305]" in out


# what a newcomer met ------------------------------------------------------------------------------------------------

def test_check_a_folder_with_no_variants(here, capsys):
    (here / "empty").mkdir()
    (here / "empty" / "notes.txt").write_text("no variants here", encoding="utf-8")
    for command in ("check", "soak"):
        status, out, err = run(capsys, command, "empty")
        assert status == 2 and "no variant files (*.variant) in the folder empty" in err, (command, out, err)
    status, _, err = run(capsys, "check", "spec/")  # a folder's name (it ends with /), not a variant id
    assert status == 2 and "no such folder: spec/" in err and "unknown variant" not in err


def test_build_outside_a_checkout(here, capsys):
    status, _, err = run(capsys, "build")
    assert status == 2 and "no folder spec/ here" in err and "unknown variant" not in err


def test_judge_a_folder_with_no_records_and_json_that_is_no_record(here, capsys, record):
    (here / "records").mkdir()
    status, out, err = run(capsys, "judge", "records")
    assert status == 2 and "no records (*.json) in the folder records" in err
    for text, kind in (("[]", "an array"), ("7", "a number"), ('"r"', "a string"), ("null", "null")):
        (here / "r.json").write_text(text, encoding="utf-8")
        status, out, _ = run(capsys, "judge", str(here / "r.json"))
        assert status == 2 and f"a record is a JSON object, not {kind}" in out
    status, out, _ = run(capsys, "judge", write_record(here, {**record, "format": 99}))  # readable, but wrong
    assert status == 1 and "illegal" in out


@pytest.mark.parametrize("option,path,reason", [
    ("--record", "a-file/records", "Not a directory"),
    ("--record", "a-file", "not a folder: the records are written into a folder"),  # was "File exists"
    ("--jsonl", "no-such-folder/deals.jsonl", "No such file or directory"),
])
def test_simulate_into_a_path_that_cannot_be_written(here, capsys, option, path, reason):
    (here / "a-file").write_text("", encoding="utf-8")
    status, _, err = run(capsys, "simulate", "classic-2deck", "--games", "1", "--quiet", option, path)
    assert status == 2 and f"verifier: error: {path.split('/')[0]}" in err and reason in err, err
    assert "internal error" not in err


@pytest.mark.parametrize("argv,message", [
    (["--port", "99999"], "99999 is not a port: give 1 to 65535"),
    (["--port", "0"], "0 is not a port"),
    (["--port", "http"], "`http` is not a port number"),
    (["--games", "0"], "0 is not allowed"),
])
def test_serve_arguments_that_mean_nothing(capsys, argv, message):
    status, _, err = run(capsys, "serve", *argv)
    assert status == 2 and message in err


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _verifier(*argv, **kwargs):
    import subprocess
    import sys

    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    # Ctrl-C as a terminal sends it: a suite started in the background (`pytest &`) ignores SIGINT, and a child
    # inherits that, so the child is given the default disposition back (its Python then raises KeyboardInterrupt)
    return subprocess.Popen([sys.executable, "-m", "verifier", *argv], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=_default_sigint, **kwargs)


def _default_sigint():
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_serve_on_a_busy_port_and_stopped_by_ctrl_c(capsys):
    """`serve` says which port it cannot listen on (it used to print uvicorn's traceback and exit 3); Ctrl-C, the way
    the docs say it stops, ends it with status 0 and no traceback."""
    import signal
    import time
    import urllib.request

    pytest.importorskip("uvicorn")
    port = _free_port()
    server = _verifier("serve", "--port", str(port))
    try:
        deadline = time.time() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as page:
                    assert page.status == 200
                break
            except OSError:
                assert server.poll() is None and time.time() < deadline, server.communicate()
                time.sleep(0.2)
        status, _, err = run(capsys, "serve", "--port", str(port))
        assert status == 2 and f"cannot listen on 127.0.0.1:{port}" in err and "Traceback" not in err
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=60)
    assert server.returncode == 0 and "Traceback" not in err, err
    assert f"Playing at http://127.0.0.1:{port}/" in err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_in_simulate(tmp_path, jobs):
    """Ctrl-C during `simulate`: one line and exit status 130, no traceback; the deals merged so far stay in --jsonl.
    As a terminal sends it, to every process of the group: with --jobs 2 each worker of the pool printed a
    KeyboardInterrupt traceback of its own ("Process ForkPoolWorker-1: Traceback …")."""
    import signal
    import time

    jsonl = tmp_path / "deals.jsonl"
    run_ = _verifier("simulate", "classic-2deck", "--games", "100000", "--quiet", "--jsonl", str(jsonl),
                     "--jobs", jobs, start_new_session=True)
    deadline = time.time() + 120
    while not (jsonl.exists() and jsonl.read_text(encoding="utf-8").count("\n") >= 2):
        assert run_.poll() is None and time.time() < deadline, run_.communicate()
        time.sleep(0.1)
    time.sleep(0.5)  # (the workers busy with their matches)
    os.killpg(run_.pid, signal.SIGINT)
    _, err = run_.communicate(timeout=60)
    assert run_.returncode == 130 and err.strip() == "verifier: interrupted", err
    lines = jsonl.read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 2 and all(json.loads(line)["match"] == 0 for line in lines[:2])


def test_simulate_on_a_ray_cluster_that_is_not_there(capsys):
    """Nothing listens at the address: a usage error at once (ray.init retried such an address for ever)."""
    pytest.importorskip("ray")
    port = _free_port()
    status, _, err = run(capsys, "simulate", "classic-2deck", "--games", "1", "--quiet", "--backend", "ray",
                         "--address", f"127.0.0.1:{port}")
    assert status == 2 and f"cannot reach the Ray cluster at 127.0.0.1:{port}: Connection refused" in err, err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (a device that is always full)")
@pytest.mark.parametrize("argv,to_full", [
    (["show", "classic-2deck"], True),
    (["schema"], True),
    (["simulate", "classic-2deck", "--games", "2", "--quiet", "--jsonl", "/dev/full"], False),
])
def test_a_full_disk_is_no_internal_error(argv, to_full):
    """Output that cannot be written for want of space: exit 2 with the reason, not 'internal error … please report
    it' (exit 3), nor the interpreter's 'Exception ignored' at its exit."""
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "verifier", *argv], cwd=ROOT, text=True, stderr=subprocess.PIPE,
                              stdout=full if to_full else subprocess.DEVNULL, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "verifier: error: writing failed: No space left on device" in done.stderr
    assert "internal error" not in done.stderr and "Exception ignored" not in done.stderr
