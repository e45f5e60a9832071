"""simulate on every backend, for both families: the same statistics for a seed as the serial backend, whatever the
workers and the batches; the JSON Lines stream holds every deal kept, in match order."""
import io
import json
import os
import subprocess
import sys

import pytest

from verifier.play.simulate import simulate

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMING = ("seconds", "deals_per_second", "decisions_per_second", "jobs", "backend")


def figures(stats: dict) -> dict:
    return {k: v for k, v in stats.items() if k not in TIMING}


@pytest.fixture(scope="module")
def serial():
    stream = io.StringIO()
    stats = simulate("classic-2deck", 45, 11, progress=False, deal_limit=7, jsonl=stream)
    return stats, [json.loads(line) for line in stream.getvalue().splitlines()]


def test_the_stream_holds_every_deal(serial):
    stats, lines = serial
    assert len(lines) == stats["deals"] == 45
    assert sum(d["points"] for d in lines) / 45 == pytest.approx(stats["attacker_points"]["mean"], abs=0.01)
    assert [(d["match"], d["deal"]) for d in lines] == sorted((d["match"], d["deal"]) for d in lines)
    assert stats["matches"] == len({d["match"] for d in lines})


@pytest.mark.parametrize("jobs,batch", [(2, 1), (2, 3)])
def test_process_backend_gives_the_serial_figures(serial, jobs, batch):
    stream = io.StringIO()
    stats = simulate("classic-2deck", 45, 11, jobs=jobs, progress=False, deal_limit=7, backend="process",
                     batch=batch, jsonl=stream)
    assert stats["backend"] == "process" and stats["jobs"] == jobs
    assert figures(stats) == figures(serial[0])
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == serial[1]


@pytest.fixture(scope="module")
def ray_cluster():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


def test_ray_backend_gives_the_serial_figures(serial, ray_cluster):
    stream = io.StringIO()
    stats = simulate("classic-2deck", 45, 11, progress=False, deal_limit=7, backend="ray", batch=2, jsonl=stream)
    assert stats["backend"] == "ray" and stats["jobs"] == 2  # the CPUs of the cluster it found
    assert figures(stats) == figures(serial[0])
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == serial[1]
    assert ray_cluster.is_initialized()  # the backend leaves a cluster it did not start running


CLIMBING = ("gouji-6p-4deck", "baohuang-5p-4deck")


@pytest.fixture(scope="module")
def climbing_serial():
    """Each climbing variant's 10 deals (matches of 4, the last cut at 2), serial: the statistics, the stream."""
    out = {}
    for vid in CLIMBING:
        stream = io.StringIO()
        stats = simulate(vid, 10, 5, progress=False, jsonl=stream)
        out[vid] = stats, [json.loads(line) for line in stream.getvalue().splitlines()]
    return out


@pytest.mark.parametrize("vid", CLIMBING)
def test_a_climbing_stream_holds_every_deal_and_the_in_process_figures(climbing_serial, vid):
    from verifier.play import engine
    from verifier.play.climbing.simulate import simulate as in_process

    stats, lines = climbing_serial[vid]
    assert stats["backend"] == "serial" and stats["deals"] == len(lines) == 10 and stats["matches"] == 3
    assert [(d["match"], d["deal"]) for d in lines] == [(m, d) for m in range(3) for d in range(1, 5)][:10]
    assert sum(d["decisions"] for d in lines) / 10 == pytest.approx(stats["decisions_per_deal"], abs=0.05)
    assert sum(d["swept"] for d in lines) == stats["sweeps"]
    # the climbing simulator's own figures (verifier.play.climbing.simulate, played in this process)
    assert figures(stats) == figures(in_process(engine.load(vid), 10, seed=5))


@pytest.mark.parametrize("vid", CLIMBING)
@pytest.mark.parametrize("batch", [1, 3])
def test_the_process_backend_gives_the_serial_climbing_figures(climbing_serial, vid, batch, tmp_path):
    stream = io.StringIO()
    stats = simulate(vid, 10, 5, jobs=2, progress=False, backend="process", batch=batch, jsonl=stream,
                     record_dir=str(tmp_path / "process"))
    assert stats["backend"] == "process" and stats["jobs"] == 2
    assert figures(stats) == figures(climbing_serial[vid][0])
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == climbing_serial[vid][1]
    simulate(vid, 10, 5, progress=False, record_dir=str(tmp_path / "serial"))
    records = {run: {p.name: p.read_text(encoding="utf-8") for p in (tmp_path / run).iterdir()}
               for run in ("serial", "process")}
    assert sorted(records["process"]) == ["match-00000.json", "match-00001.json", "match-00002.json"]
    assert records["process"] == records["serial"]


def test_ray_backend_gives_the_serial_climbing_figures(climbing_serial, ray_cluster):
    vid = CLIMBING[0]
    stream = io.StringIO()
    stats = simulate(vid, 10, 5, progress=False, backend="ray", batch=2, jsonl=stream)
    assert stats["backend"] == "ray" and stats["jobs"] == 2
    assert figures(stats) == figures(climbing_serial[vid][0])
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == climbing_serial[vid][1]


def test_no_climbing_deal_is_played_past_the_last_asked(monkeypatch):
    """A climbing match plays all its deals: each task knows the deals of its matches, and the last is cut there."""
    import verifier.play.climbing.simulate as climbing

    played, summary = [0], climbing.summary

    def counted(entry, violations):
        played[0] += 1
        return summary(entry, violations)
    monkeypatch.setattr(climbing, "summary", counted)
    stats = simulate(CLIMBING[0], 6, 5, progress=False, batch=3)
    assert played[0] == stats["deals"] == 6 and stats["matches"] == 2


@pytest.mark.parametrize("vid", ["classic-2deck", CLIMBING[0]])
@pytest.mark.parametrize("extra", [[], ["--backend", "process"]])
def test_an_address_without_the_ray_backend_is_a_usage_error(capsys, vid, extra):
    """--address names a Ray cluster: with another backend it was ignored (the run played here, exit 0)."""
    from verifier.cli import main

    assert main(["simulate", vid, "--games", "1", "--quiet", "--address", "127.0.0.1:1", *extra]) == 2
    assert "--address names a Ray cluster: it needs --backend ray" in capsys.readouterr().err


def test_a_climbing_run_on_an_unreachable_cluster_is_a_usage_error():
    """It played serially and said nothing (exit 0) before the climbing variants went through the backends. (In a
    process of its own: the Ray started by this module's fixture would be used whatever the address.)"""
    pytest.importorskip("ray")
    done = subprocess.run([sys.executable, "-m", "verifier", "simulate", CLIMBING[0], "--games", "1", "--quiet",
                           "--backend", "ray", "--address", "127.0.0.1:1"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and "cannot reach the Ray cluster at 127.0.0.1:1" in done.stderr, done.stderr


def test_a_climbing_run_writes_its_json_lines_from_the_command_line(tmp_path, capsys, climbing_serial):
    from verifier.cli import main

    out = tmp_path / "deals.jsonl"
    assert main(["simulate", CLIMBING[0], "--games", "10", "--seed", "5", "--quiet", "--jobs", "2",
                 "--jsonl", str(out)]) == 0
    assert "invariant violations: 0" in capsys.readouterr().out
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == climbing_serial[CLIMBING[0]][1]


def _counting(monkeypatch):
    """The deals simulate plays (summed up once each), counted."""
    import verifier.play.simulate as sim
    played, summary = [0], sim.summary

    def counted(deal):
        played[0] += 1
        return summary(deal)
    monkeypatch.setattr(sim, "summary", counted)
    return played


@pytest.mark.parametrize("batch", [1, 3])
def test_no_deal_is_played_past_the_last_asked(serial, monkeypatch, batch):
    """The last match stops at the N-th deal (its worker knows how many are still wanted), with the same figures as
    a match played further and cut afterwards."""
    played = _counting(monkeypatch)
    stats = simulate("classic-2deck", 45, 11, progress=False, deal_limit=7, batch=batch)
    assert played[0] == 45
    assert figures(stats) == figures(serial[0])
    assert any(end.startswith("cut at") for end in stats["match_ends"]), stats["match_ends"]


def test_a_match_cut_short_keeps_the_deals_it_would_have_played(tmp_path):
    """The records of the matches of a run, the last one cut at the N-th deal, are those of a longer run (the cut
    one: its first deals), on every backend and batch size."""
    runs = {}
    for name, extra in (("serial", {}), ("process", {"backend": "process", "jobs": 2, "batch": 3}),
                        ("longer", {"games": 80})):
        folder = tmp_path / name
        args = {"games": 45, **extra}
        simulate("classic-2deck", args.pop("games"), 11, progress=False, deal_limit=7, record_dir=str(folder), **args)
        runs[name] = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in folder.iterdir()}
    assert runs["serial"] == runs["process"]
    cut = [name for name, record in runs["serial"].items() if record["result"].get("cut")]
    assert len(cut) == 1, cut
    for name, record in runs["serial"].items():
        whole = runs["longer"][name]
        assert record["deals"] == whole["deals"][:len(record["deals"])]
        if name not in cut:
            assert record == whole
    assert len(runs["serial"][cut[0]]["deals"]) < len(runs["longer"][cut[0]]["deals"])


@pytest.mark.parametrize("batch", [0, -3])
def test_a_batch_of_no_match_is_refused(batch):
    """From Python too (the command line refuses it itself): a batch of no match would never end the run."""
    with pytest.raises(ValueError, match="at least one match"):
        simulate("classic-2deck", 5, 1, progress=False, batch=batch)


def test_the_text_report_names_no_multiplier_when_no_bonus_was_paid():
    """A run where the attackers never won the kitty has no mean multiplier: the report says so by leaving it out
    (it printed `mean multiplier None ()`), and names the multipliers when some were paid."""
    from verifier.play.simulate import render_text
    stats = simulate("classic-2deck", 8, 3, progress=False)
    assert ("mean multiplier" in render_text(stats)) == bool(stats["kitty_bonus"]["multipliers"])
    stats["kitty_bonus"].update(mean_multiplier=None, multipliers={}, bonus_paid=0)
    line = next(line for line in render_text(stats).splitlines() if line.startswith("kitty bonus:"))
    assert "None" not in line and "multiplier" not in line and line.endswith("a bonus was paid in 0.0%"), line


def _slow_task(path: str) -> str:
    import time

    time.sleep(0.3)
    with open(path, "w", encoding="utf-8") as out:
        out.write("ended")
    return path


def test_the_process_backend_ends_its_tasks_in_flight_before_its_workers(tmp_path):
    """A worker killed while it sends a result (the pool's terminate) left the result queue's lock taken, and closing
    the pool then waited for ever: the workers end only after the tasks in flight, each of which ends whole."""
    from verifier.play.backends import Processes

    runner = Processes(2)
    paths = [str(tmp_path / f"task-{n}") for n in range(8)]
    try:
        taken = [next(runner.run(_slow_task, iter(paths), lambda: False))]  # the first result; the window is ahead
    finally:
        runner.close()
    ended = sorted(p.name for p in tmp_path.iterdir())
    assert taken == [paths[0]] and ended == [f"task-{n}" for n in range(4)]  # the window: two tasks a worker
    assert all(p.read_text(encoding="utf-8") == "ended" for p in tmp_path.iterdir())
