"""Inputs the long fuzz run (``make fuzz``) found crashing, each refused now with a line, not a traceback."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.yamlio import load_file
from judge_app.loading import validate_data

ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize(("game", "file"), [("eol", "attack-refused-every-reason.yaml"),
                                            ("ga", "action-damage-survives.yaml")])
def test_two_players_with_one_id_on_an_even_turn(game: str, file: str) -> None:
    """validate.py looked for "the other player" to check whose even turn it is (StopIteration)."""
    data = copy.deepcopy(load_file(ROOT / "scenarios" / game / file).data)
    data["state"]["players"][1]["id"] = data["state"]["players"][0]["id"]
    data["state"]["turn"] = 2
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert "state.players.1.id" in [p.dotted for p in err.value.problems]


def test_riftbound_might_effect_with_a_word_for_its_value() -> None:
    """layers.py read int(value) of a preset ``might`` effect (ValueError)."""
    data = copy.deepcopy(load_file(ROOT / "scenarios" / "riftbound" / "attacker-conquers.yaml").data)
    data["state"]["memory"]["effects"] = [{"id": "e", "kind": "might", "target": "x", "value": "riftbound:451",
                                           "timestamp": 1}]
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert "state.memory.effects.0" in [p.dotted for p in err.value.problems]


def test_mtg_prevention_shield_without_amount() -> None:
    """events._prevent read shield["amount"] of a preset shield (KeyError)."""
    data = copy.deepcopy(load_file(ROOT / "scenarios" / "mtg" / "prevention-and-redirect.yaml").data)
    del data["state"]["memory"]["shields"][0]["amount"]
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert "state.memory.shields.0.amount" in [p.dotted for p in err.value.problems]
