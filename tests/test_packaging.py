"""The package as installed from a wheel: every subpackage listed, the grammar and schemas shipped."""
import os
import tomllib

from conftest import ROOT


def test_every_subpackage_is_listed():
    config = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {"verifier." + os.path.relpath(root, os.path.join(ROOT, "verifier")).replace(os.sep, ".")
             for root, _dirs, files in os.walk(os.path.join(ROOT, "verifier"))
             if "__init__.py" in files and "__pycache__" not in root}
    found = {name.replace("verifier..", "verifier") for name in found}
    assert found - listed == set(), f"add to pyproject.toml [tool.setuptools] packages: {sorted(found - listed)}"
    assert "verifier.grammar" in listed and config["package-dir"]["verifier.grammar"] == "grammar"


def test_package_data_ships_the_grammar_and_schemas():
    config = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["tool"]["setuptools"]
    assert "*.lark" in config["package-data"]["verifier.grammar"]
    assert "*.json" in config["package-data"]["verifier"] and "*.json" in config["package-data"]["verifier.play"]
    for name in ("rule-model.schema.json", os.path.join("play", "record.schema.json")):
        assert os.path.exists(os.path.join(ROOT, "verifier", name))
