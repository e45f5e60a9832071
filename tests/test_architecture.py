"""The house's architecture holds: `lint-imports` keeps every contract of pyproject.toml's [tool.importlinter] (the
stages import only downward, the runtime only the standard library, no import circle, each stage's two families
independent), and the contract types of our own find what they are for."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from architecture_contracts import _circles

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_every_architecture_contract_is_kept():
    lint = shutil.which("lint-imports", path=os.path.dirname(sys.executable)) or shutil.which("lint-imports")
    if lint is None:
        pytest.fail("lint-imports is not installed: it comes with the `test` extra (import-linter)")
    done = subprocess.run([lint, "--no-cache"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "BROKEN" not in done.stdout and "Contracts: 0 kept" not in done.stdout


def test_circles_are_found_with_their_modules():
    edges = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": [], "e": ["e"], "f": ["g"], "g": []}
    assert _circles(edges) == [["a", "b", "c"]]  # a module importing itself is no circle of modules
    assert _circles({"x": ["y"], "y": ["x"], "z": ["x"]}) == [["x", "y"]]
    assert _circles({name: [] for name in "abc"}) == []


def _graph(imports):
    import grimp

    graph = grimp.ImportGraph()
    for importer, imported in imports:
        for module in (importer, imported):
            if module.split(".")[0] != "pkg":
                graph.add_module(module, is_squashed=True)  # an external package, as import-linter adds it
                continue
            parts = module.split(".")
            for end in range(1, len(parts) + 1):  # the package and every parent package
                graph.add_module(".".join(parts[:end]))
        graph.add_import(importer=importer, imported=imported, line_number=1, line_contents="import")
    return graph


def test_the_standard_library_contract_finds_a_third_party_import():
    from architecture_contracts import StandardLibraryContract

    contract = StandardLibraryContract("stdlib", {}, {"packages": ["pkg.runtime"]})
    clean = _graph([("pkg.runtime.a", "pkg.runtime.b"), ("pkg.runtime.b", "json"), ("pkg.model", "lark")])
    assert contract.check(clean, verbose=False).kept
    broken = _graph([("pkg.runtime.a", "json"), ("pkg.runtime.b", "lark"), ("pkg.runtime.c", "pkg.model")])
    found = contract.check(broken, verbose=False)
    assert not found.kept
    assert [(importer, imported) for importer, imported, _ in found.metadata["found"]] == [
        ("pkg.runtime.b", "lark"), ("pkg.runtime.c", "pkg.model")]


def test_the_acyclic_contract_finds_a_circle():
    from architecture_contracts import AcyclicModulesContract

    contract = AcyclicModulesContract("acyclic", {}, {"package": "pkg"})
    assert contract.check(_graph([("pkg.a", "pkg.b"), ("pkg.b", "pkg.c")]), verbose=False).kept
    found = contract.check(_graph([("pkg.a", "pkg.b"), ("pkg.b", "pkg.a"), ("pkg.c", "pkg.a")]), verbose=False)
    assert not found.kept and found.metadata["circles"] == [["pkg.a", "pkg.b"]]
