"""The compiled runtime (the `compiled` extra: verifier/runtime/native.py, verifier/native_build.py) plays exactly as the
pure-Python runtime, the reference: the same seeds give the same game records on both, for every variant of spec/.
A build made from other sources is never loaded, and the runtime loaded is shown."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from .conftest import ROOT
from verifier.runtime import native

PROBE = os.path.join(ROOT, "tests", "engine", "native_probe.py")


def _env(pure: bool, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "VERIFIER_PURE"}  # a VERIFIER_NATIVE_DIR is the build's
    if pure:
        env["VERIFIER_PURE"] = "1"
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def built():
    """The build brought up to date with the sources (only the modules changed since the last build are compiled);
    the differential needs the extra: without Cython it is skipped, and says why, and so it is where the build was
    switched off (scripts/setup.sh --no-compiled, VERIFIER_NO_COMPILED=1: minutes of compiling the tests would do)."""
    if os.environ.get("VERIFIER_NO_COMPILED") == "1":
        pytest.skip("the compiled runtime is switched off (VERIFIER_NO_COMPILED=1): its tests are not run")
    pytest.importorskip("Cython", reason="the `compiled` extra is not installed (pip install -e '.[compiled]')")
    from verifier import native_build
    native_build.build(quiet=True)
    assert set(native.availability().values()) == {"compiled"}, native.availability()
    return native.folder()


def _probe(tmp_path, pure: bool, deals: int = 20) -> dict:
    out = tmp_path / ("pure.json" if pure else "compiled.json")
    subprocess.run([sys.executable, PROBE, str(out), "--deals", str(deals)], check=True, cwd=ROOT, env=_env(pure),
                   timeout=900)
    return json.loads(out.read_text(encoding="utf-8"))


def _first_difference(a, b, path="") -> str:
    if type(a) is not type(b) or not isinstance(a, (dict, list)):
        return f"{path}: {json.dumps(a, ensure_ascii=False)[:300]} != {json.dumps(b, ensure_ascii=False)[:300]}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if len(a) != len(b):
        return f"{path}: {len(a)} items != {len(b)} items"
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return _first_difference(x, y, f"{path}[{i}]")
    return path


def test_compiled_and_pure_runtimes_play_the_same_records(built, tmp_path):
    compiled = _probe(tmp_path, pure=False)
    pure = _probe(tmp_path, pure=True)
    modules = native.compiled_modules()
    # Each side ran the runtime it was meant to, every module of it.
    assert compiled["runtime"]["runtime"] == "compiled" and compiled["runtime"]["pure"] == []
    assert set(compiled["runtime"]["compiled"]) == set(modules)
    assert pure["runtime"]["runtime"] == "pure" and set(pure["runtime"]["pure"]) == set(modules)
    spec = sorted(name[:-len(".variant")] for name in os.listdir(os.path.join(ROOT, "spec")) if name.endswith(".variant"))
    assert sorted(compiled["variants"]) == sorted(pure["variants"]) == spec
    assert len(pure["search"]) == 2 and compiled["search"] == pure["search"]  # the search's deal copies too
    families = {"climbing" if "r1" not in v else "trick-taking" for v in pure["variants"].values()}
    assert families == {"climbing", "trick-taking"}
    for vid in spec:
        a, b = compiled["variants"][vid], pure["variants"][vid]
        assert a == b, f"{vid}: the compiled runtime played otherwise: {_first_difference(a, b)}"
        for kind in ("random", "greedy"):  # something was played and recorded
            assert b[kind]["records"] and b[kind]["stats"]["deals"] == 20, vid
        r1 = b.get("r1") or b["climbing_r1"]
        assert r1["deals"] >= 20 and r1["digest"], vid
        if "r1" in b:
            assert b["follow_rulings"], vid


def test_the_typed_kernels_pass_their_own_tests_compiled(built):
    """The typed kernels (the .pxd files) on the cases the differential's deals do not reach: every refusal of the
    shaped beat relation (tests/climbing/test_kernels.py), the move generator against its plain loops with its tables
    cleared at every entry, the shaped generator against its reader; run on the compiled runtime (VERIFIER_PURE=0)."""
    files = ["tests/climbing/test_kernels.py", "tests/climbing/test_moves_order.py", "tests/climbing/test_shapes.py"]
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *files], cwd=ROOT,
                          env=_env(False, VERIFIER_PURE="0"), capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout, done.stdout[-500:]


def _copy_extension(built, folder, module: str, key: str | None = None) -> None:
    """Put the current build's extension of `module` into `folder`, under the key of another source when given."""
    current = native.source_key(native.source_path(module))
    src = os.path.join(built, native.extension_name(module, current))
    shutil.copyfile(src, os.path.join(folder, native.extension_name(module, key or current)))


_WHICH = ("import json, sys, warnings; warnings.simplefilter('always');"
          "import verifier.runtime.trick.penalty as m, verifier.runtime.trick.ids;"
          "from verifier.runtime import native;"
          "print(json.dumps({'file': m.__file__, 'status': native.status(), 'line': native.describe()}))")


def _which(folder, pure=False):
    done = subprocess.run([sys.executable, "-c", _WHICH], capture_output=True, text=True, cwd=ROOT,
                          env=_env(pure, VERIFIER_NATIVE_DIR=str(folder)), timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), done.stderr


def test_an_extension_of_the_current_source_is_loaded(built, tmp_path):
    _copy_extension(built, tmp_path, "verifier.runtime.trick.penalty")
    _copy_extension(built, tmp_path, "verifier.runtime.trick.ids")
    seen, _ = _which(tmp_path)
    assert seen["file"].startswith(str(tmp_path)) and seen["file"].endswith(native.SUFFIX)
    assert "verifier.runtime.trick.penalty" in seen["status"]["compiled"]
    assert seen["status"]["runtime"] == "compiled"  # of the modules loaded: both are extensions
    assert seen["line"].startswith("runtime: mixed, 2 of ")  # the rest of the runtime is not in this folder


def test_a_stale_extension_is_never_loaded_and_says_so(built, tmp_path):
    # An extension named by the key of another source: what a build leaves when penalty.py is edited afterwards.
    _copy_extension(built, tmp_path, "verifier.runtime.trick.penalty", key="0" * 20)
    seen, stderr = _which(tmp_path)
    assert seen["file"] == os.path.join(ROOT, "verifier", "runtime", "trick", "penalty.py")
    assert seen["status"]["runtime"] == "pure"
    assert "RuntimeWarning" in stderr and "rebuild: python -m verifier.native_build" in stderr
    assert stderr.count("RuntimeWarning") == 1  # once per process, not once per module
    assert "built from another source: verifier.runtime.trick.penalty" in seen["line"]


def test_verifier_pure_forces_the_pure_runtime(built, tmp_path):
    _copy_extension(built, tmp_path, "verifier.runtime.trick.penalty")
    seen, stderr = _which(tmp_path, pure=True)
    assert seen["file"].endswith("penalty.py") and seen["status"]["runtime"] == "pure"
    assert seen["line"] == "runtime: pure Python (VERIFIER_PURE is set)" and "Warning" not in stderr


def test_version_shows_the_runtime_loaded(tmp_path):
    out = subprocess.run([sys.executable, "-m", "verifier", "--version"], capture_output=True, text=True, cwd=ROOT,
                         env=_env(False, VERIFIER_NATIVE_DIR=str(tmp_path / "none")), timeout=60)
    assert out.returncode == 0 and out.stdout.splitlines() == [
        "verifier 0.1.0", "runtime: pure Python (no compiled build; see docs/engine.md)"]


def test_the_build_plans_only_what_changed(tmp_path):
    """Every module is compiled into an empty folder; an extension no current source has is removed."""
    from verifier import native_build
    gone = native.extension_name("verifier.runtime.gone", "1" * 20)
    (tmp_path / gone).write_bytes(b"")
    (tmp_path / (gone + ".part")).write_bytes(b"")  # what an interrupted build leaves
    todo, remove = native_build.plan(str(tmp_path))
    assert [name for name, _source, _pxd, _key in todo] == native.compiled_modules()
    assert all(key == native.key_of(source, pxd) for _name, source, pxd, key in todo)
    assert sorted(remove) == [gone, gone + ".part"]
    for name, _source, _pxd, key in todo[:1]:  # once built, a module is current
        (tmp_path / native.extension_name(name, key)).write_bytes(b"")
    assert [n for n, _s, _p, _k in native_build.plan(str(tmp_path))[0]] == native.compiled_modules()[1:]


def test_the_benchmark_compares_compiled_with_pure(built, capsys):
    from .test_benchmark import load_benchmark
    bench = load_benchmark()
    assert bench.main(["--compiled", "--rounds", "1", "--deals", "3", "--sim-deals", "2", "--rulings", "10",
                       "--variant", "classic-2deck"]) == 0
    out = capsys.readouterr().out
    assert "round 1 classic-2deck: R1 own queries x" in out and "R1 same queries x" in out and "(same deals;" in out
    assert "median ratio (compiled vs pure" in out and "follow25_us x" in out


def test_the_benchmark_runs_the_compiled_runtime_against_a_revision(built, capsys):
    """`--against REV --compiled`: this side on the compiled runtime, REV on pure Python; each round says so."""
    from .test_benchmark import load_benchmark
    bench = load_benchmark()
    assert bench.main(["--against", "HEAD", "--compiled", "--rounds", "1", "--deals", "3", "--sim-deals", "0",
                       "--rulings", "0", "--variant", "classic-2deck"]) == 0
    out = capsys.readouterr().out
    assert "the compiled runtime) against HEAD (pure Python)" in out
    assert "(same deals; here (compiled (" in out and "modules loaded, all compiled)" in out and "; HEAD: pure)" in out


def test_the_benchmark_stops_when_a_side_ran_another_runtime():
    """A side whose runtime is not the one asked for (a stale build: some modules pure) gives no figure."""
    from .test_benchmark import load_benchmark
    bench = load_benchmark()
    assert bench._check_runtime("here", {"runtime": "compiled (29 modules loaded, all compiled)"}, True).startswith(
        "compiled")
    assert bench._check_runtime("948d3af", {"runtime": "pure"}, False) == "pure"
    for loaded, compiled in (("mixed (3 of 29 modules compiled)", True), ("pure", True),
                             ("compiled (29 modules loaded, all compiled)", False)):
        with pytest.raises(SystemExit, match="ran the"):
            bench._check_runtime("here", {"runtime": loaded}, compiled)
    assert bench._runtime_env(False)["VERIFIER_PURE"] == "1" and "VERIFIER_PURE" not in bench._runtime_env(True)


def test_a_pxd_beside_a_module_is_part_of_its_key(tmp_path):
    """Cython reads a module's .pxd (its declarations) as part of the module: an extension built with another .pxd,
    or without one, is stale, so a changed .pxd is compiled again and a stale one never loads."""
    source = tmp_path / "m.py"
    source.write_bytes(b"x = 1\n")
    bare = native.source_key(str(source))
    assert bare == native.key_of(b"x = 1\n") and native.read_sources(str(source)) == (b"x = 1\n", None)
    (tmp_path / "m.pxd").write_bytes(b"cdef class A:\n    pass\n")
    declared = native.source_key(str(source))
    (tmp_path / "m.pxd").write_bytes(b"cdef class A:\n    cdef public object a\n")
    assert len({bare, declared, native.source_key(str(source))}) == 3
