"""simulate on every backend: the same statistics for a seed as the serial backend, whatever the workers and the
batches; the JSON Lines stream holds every deal kept, in match order."""
import io
import json

import pytest

from verifier.simulate import simulate

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
