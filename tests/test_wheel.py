"""The tool as a user installs it: the wheel built from this checkout, installed with its dependencies in a fresh
virtual environment, and run in a folder outside the repository. The shipped variants (verifier/spec) are known,
a user's own variant extends one of them, and check, show, simulate, play, diff, judge and the referee work.

pip reaches PyPI (its cache makes the dependencies quick to install); the build needs no network beyond it."""
import json
import os
import shutil
import subprocess
import sys
import venv

import pytest

from conftest import ROOT

# What the wheel is built from: the files the package is made of (a copy, so no stale build/ of the checkout leaks in).
PACKAGED = ["pyproject.toml", "README.md", "LICENSE", "verifier", "grammar", "spec"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the environment's bin folder, a folder outside the repository to run in)."""
    top = tmp_path_factory.mktemp("wheel")
    source = top / "source"
    source.mkdir()
    for name in PACKAGED:
        path = os.path.join(ROOT, name)
        if os.path.isdir(path):
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        elif os.path.exists(path):
            shutil.copy(path, source / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    # -v: the build backend's own messages, so that the test below sees setuptools' warnings
    build = subprocess.run([*pip[:-1], "-v", "wheel", "--no-deps", "-w", str(top / "dist"), str(source)], check=True,
                           capture_output=True, text=True)
    (top / "build.log").write_text(build.stdout + build.stderr, encoding="utf-8")
    wheel = next((top / "dist").glob("shengji_verifier-*.whl"))
    env_dir = top / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    subprocess.run([*pip, "--python", str(python), "install", str(wheel)], check=True, capture_output=True, text=True)
    outside = top / "elsewhere"
    outside.mkdir()
    return env_dir / "bin", outside


def test_the_wheel_builds_clean_and_ships_the_web_page(installed):
    """setuptools warns of a folder of package data that is no listed package (verifier/web/static was one): the
    pyproject lists it, so the build says nothing of it and the page's files are still installed."""
    bin_dir, _outside = installed
    log = (bin_dir.parent.parent / "build.log").read_text(encoding="utf-8")
    assert "Successfully built" in log or "Stored in directory" in log  # the -v output is the build's, not empty
    assert "is absent from the `packages` configuration" not in log
    done = run(installed, "python", "-c", "from importlib.resources import files; "
                                          "print(sorted(f.name for f in files('verifier.web.static').iterdir()))")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(sorted(os.listdir(os.path.join(ROOT, "verifier", "web", "static"))))


def run(installed, *argv, stdin=""):
    bin_dir, outside = installed
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VERIFIER_SEEDS", "SHENGJI_GENERATED")}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run([str(bin_dir / argv[0]), *argv[1:]], cwd=outside, env=env, input=stdin,
                          capture_output=True, text=True, timeout=300)


def test_the_installed_package_is_not_the_checkout(installed):
    done = run(installed, "python", "-c", "import verifier, verifier.language.shipped as s; print(verifier.__file__); "
                                          "print(s.shipped_spec())")
    assert done.returncode == 0, done.stderr
    package, spec = done.stdout.split("\n")[:2]
    assert not package.startswith(ROOT) and spec.endswith(os.path.join("verifier", "spec"))
    shipped = sorted(os.listdir(spec))
    assert shipped == sorted(n for n in os.listdir(os.path.join(ROOT, "spec")) if n.endswith(".variant"))


def test_check_a_shipped_variant_and_a_users_own(installed):
    _bin, outside = installed
    (outside / "mine.variant").write_text(
        'variant mine extends classic-2deck {\n  title en "Mine"\n  override kitty 8\n}\n', encoding="utf-8")
    done = run(installed, "verifier", "check", "classic-2deck", "mine.variant")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 clean" in done.stdout
    assert done.stdout.count("warning[W230]") == 1  # no source folder here: said once, not a silent pass


def test_show_diff_simulate_judge(installed):
    _bin, outside = installed
    show = run(installed, "verifier", "show", "shuangsheng-2deck", "--format", "json")
    assert show.returncode == 0 and json.loads(show.stdout)["lineage"] == ["shuangsheng-2deck", "classic-2deck"]
    diff = run(installed, "verifier", "diff", "classic-2deck", "shuangsheng-2deck")
    assert diff.returncode == 0 and "classic-2deck -> shuangsheng-2deck" in diff.stdout
    sim = run(installed, "verifier", "simulate", "classic-2deck", "--games", "2", "--quiet", "--record", "records")
    assert sim.returncode == 0 and "0 violation(s)" in sim.stdout, sim.stdout + sim.stderr
    judge = run(installed, "verifier", "judge", "records")
    assert judge.returncode == 0 and "confirmed" in judge.stdout, judge.stdout + judge.stderr


def test_play_and_the_referee(installed):
    _bin, outside = installed
    play = run(installed, "verifier", "play", "classic-2deck", "--seed", "1", stdin="quit\n")
    assert play.returncode == 0, play.stdout + play.stderr
    assert "internal error" not in play.stderr
    referee = run(installed, "python", "-c",
                  "from verifier import engine\n"
                  "game = engine.load('classic-2deck')\n"
                  "ctx = game.context(level='10', trump='H')\n"
                  "r = game.follow_ruling(game.cards('KS KS 4S 3H'), game.cards('8S 8S'), game.cards('KS 4S'), ctx)\n"
                  "print(r.legal, r.rule)\n")
    assert referee.returncode == 0, referee.stderr
    legal, rule = referee.stdout.split()
    assert legal == "False" and rule.split(":")[0].endswith("classic-2deck.variant")


PLAYER = '''
class Last:
    """A user's player (the small protocol of verifier/play/protocol.py): the last legal action, always."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, observation, legal):
        return legal[-1]
'''


def test_a_users_player_in_a_file_of_their_own(installed):
    """`--players file.py:Class` from the installed tool, in a folder of the user's; both families, and the search
    player and a tournament beside it."""
    _bin, outside = installed
    (outside / "last_player.py").write_text(PLAYER, encoding="utf-8")
    sim = run(installed, "verifier", "simulate", "classic-2deck", "--games", "2", "--quiet", "--format", "json",
              "--players", "last_player.py:Last,greedy,search:4,greedy")
    assert sim.returncode == 0, sim.stdout + sim.stderr
    stats = json.loads(sim.stdout)
    assert stats["deals"] == 2 and stats["invariants"]["violations"] == 0
    assert stats["players"][0] == "last_player.py:Last"
    climbing = run(installed, "verifier", "simulate", "gouji-6p-4deck", "--games", "1", "--format", "json",
                   "--players", "last_player.py:Last,greedy,greedy,greedy,greedy,greedy")
    assert climbing.returncode == 0, climbing.stdout + climbing.stderr
    tournament = run(installed, "verifier", "tournament", "one-deck", "--players", "last_player.py:Last,greedy",
                     "--games", "2", "--quiet")
    assert tournament.returncode == 0 and "duplicate deals" in tournament.stdout, tournament.stderr


def test_climbing_play_cites_rules_relative_to_the_variants_folder(installed):
    """Installed, the shipped variants live in site-packages: a refusal cites `gouji-6p-4deck.variant:LINE`, not the
    package's path; `help` and `quit` are understood and the record written on quit is marked unfinished."""
    _bin, outside = installed
    play = run(installed, "verifier", "play", "gouji-6p-4deck", "--seed", "1", "--record", "quit.json",
               stdin="help\n3 4\nquit\n")
    assert play.returncode == 0, play.stdout + play.stderr
    assert "[gouji-6p-4deck.variant:" in play.stdout and "site-packages" not in play.stdout
    assert "quit   end the match" in play.stdout
    assert json.loads((outside / "quit.json").read_text(encoding="utf-8"))["unfinished"] is True


@pytest.mark.slow
def test_serve_lists_and_plays_every_shipped_variant(installed):
    """`verifier serve` from the wheel (with its `web` extra) and no generated/ anywhere: the shipped variants are
    listed, each plays a deal through the socket that the judge confirms, and the page leaves out the rulebook links
    (no site to link to)."""
    import socket
    import time
    import urllib.request

    sync_client = pytest.importorskip("websockets.sync.client", reason="the web extra is not installed")
    from web.test_protocol import Player

    bin_dir, outside = installed
    extras = subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "--python",
                             str(bin_dir / "python"), "install", "starlette>=0.37", "uvicorn>=0.29", "websockets>=12"],
                            capture_output=True, text=True)
    assert extras.returncode == 0, extras.stderr
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VERIFIER_SEEDS", "SHENGJI_GENERATED")}
    server = subprocess.Popen([str(bin_dir / "verifier"), "serve", "--port", str(port)], cwd=outside, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.time() < deadline and server.poll() is None, server.stdout.read() if server.poll() else ""
                time.sleep(0.2)
        base = f"http://127.0.0.1:{port}"
        listed = json.loads(urllib.request.urlopen(base + "/api/variants", timeout=120).read())
        shipped = sorted(n[:-len(".variant")] for n in os.listdir(os.path.join(ROOT, "spec")) if n.endswith(".variant"))
        assert sorted(v["id"] for v in listed) == shipped
        assert json.loads(urllib.request.urlopen(base + "/api/info").read())["docs"] is False

        class Socket:  # the test client's two calls, on a real socket
            def __init__(self, ws):
                self.ws = ws

            def send_text(self, text):
                self.ws.send(text)

            def receive_text(self):
                return self.ws.recv(timeout=120)

        for variant in shipped:
            with sync_client.connect(f"ws://127.0.0.1:{port}/ws", max_size=None) as ws:
                player = Player(Socket(ws))
                player.send(type="new", variant=variant, bots="greedy", seed=11, deals=1)
                over = player.play_out()
            assert over["judged"]["ok"], (variant, over["judged"])
            assert over["record"]["variant"] == variant
    finally:
        server.terminate()
        log = server.communicate(timeout=20)[0]
    assert "Traceback" not in log, log


@pytest.mark.parametrize("vid", ["classic-2deck", "gouji-6p-4deck", "baohuang-5p-4deck"])
def test_a_record_judges_the_same_in_the_checkout_and_installed(installed, vid):
    """A record written by the checkout (its rules read from spec/) is confirmed by the installed tool (which reads
    them from its own verifier/spec), and one the installed tool writes is confirmed by the checkout: records cite a
    rule by its file's name and line, never by the path it was read from."""
    from verifier.play import engine
    from verifier.play.judge import judge_record

    _bin, outside = installed
    game = engine.load(vid)
    if game.family == "climbing":
        from verifier.play.climbing.players import make, player_rng
        record = game.play_match(3, [make("random", player_rng(3, s)) for s in range(game.rules.players)], 2)
    else:
        from verifier.play.trick.players import RandomPlayer
        import random
        record = game.play_match(3, [RandomPlayer(random.Random(s)) for s in range(game.rules.players)], 2)
    (outside / f"checkout-{vid}.json").write_text(json.dumps(record), encoding="utf-8")
    judged = run(installed, "verifier", "judge", f"checkout-{vid}.json")
    assert judged.returncode == 0 and "confirmed: 2 deal(s)" in judged.stdout, judged.stdout + judged.stderr
    sim = run(installed, "verifier", "simulate", vid, "--games", "2", "--quiet", "--record", f"installed-{vid}")
    assert sim.returncode == 0, sim.stdout + sim.stderr
    written = sorted((outside / f"installed-{vid}").glob("*.json"))
    assert written
    for path in written:
        record = json.loads(path.read_text(encoding="utf-8"))
        assert all(":" in d["result"]["settlement"]["rule"] and "/" not in d["result"]["settlement"]["rule"]
                   for d in record["deals"])
        assert judge_record(record).ok, path
