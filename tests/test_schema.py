"""The shipped JSON Schema is the one the model generates, and every exported variant is valid against it."""
import json
import os

import pytest
import yaml

from verifier.language.export import SCHEMA_FILE, make_schema, schema_text, to_data, to_json, to_yaml, validate

from conftest import SPEC_IDS, ROOT


def test_shipped_schema_is_fresh():
    shipped = open(os.path.join(ROOT, "verifier", SCHEMA_FILE), encoding="utf-8").read()
    assert shipped == schema_text(), "regenerate with: python -m verifier schema > verifier/rule-model.schema.json"


def test_schema_is_a_valid_draft_2020_12_schema():
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(make_schema())


@pytest.mark.parametrize("vid", SPEC_IDS + ["every-construct", "child"])
def test_exports_validate(library, vid):
    variant = library.resolve(vid)
    data = json.loads(to_json(variant))
    assert validate(data) == []
    assert validate(json.loads(to_json(variant, spans=False))) == []
    assert yaml.safe_load(to_yaml(variant)) == data


def test_schema_rejects_what_the_model_cannot_hold(library):
    data = to_data(library.resolve("classic-2deck"))
    data["kitty"]["size"] = "eight"
    data["teams"]["kind"] = "strangers"
    data["surprise"] = 1
    problems = validate(data)
    assert any(p.startswith("kitty/size") for p in problems)
    assert any(p.startswith("teams/kind") for p in problems)
    assert any("surprise" in p for p in problems)


def test_cards_export_as_notation(library):
    data = to_data(library.resolve("classic-2deck"), spans=False)
    tractor = next(c for c in data["combinations"] if c["kind"] == "tractor")
    assert tractor["examples"][0]["claim"] == {"kind": "combination-claim", "cards": "KH KH QH QH",
                                               "combination": "tractor", "holds": True}
