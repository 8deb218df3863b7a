"""state.memory has the shape mtg's memory model declares (judge_app/games/mtg/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.memory_cases import refused_paths, scenario_data

BASE = scenario_data("mtg", "as-long-as-source.yaml")


@pytest.mark.parametrize(("memory", "path"), [
    ({"next_id": "7"}, "state.memory.next_id"),
    ({"effects": [{"objs": "x"}]}, "state.memory.effects.0.objs"),
    ({"shields": [{"amount": "x"}]}, "state.memory.shields.0.amount"),
    ({"lands_played": {"A": "1"}}, "state.memory.lands_played.A"),
    ({"priority": "x"}, "state.memory.priority"),
    ({"pending": [{"source": "A", "ability": "a", "controller": "A", "subject": ""}]}, "state.memory.pending.0.source"),
    ({"shields": [{"id": "s", "kind": "prevent", "obj": "A", "to": ""}]}, "state.memory.shields.0.amount"),
    ({"effects": [{"id": "e", "kind": "become", "objs": [], "ts": 1, "label": "l", "types": ["creature"],
                   "power": 2}]}, "state.memory.effects.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    paths = refused_paths(BASE, memory)
    assert path in paths, paths


def test_a_becomes_effect_gives_power_and_toughness_together() -> None:
    """208.1/418.5e: "becomes an X/Y" sets both; an ability giving one without the other is refused, not a
    toughness of None meeting arithmetic in board.characteristics."""
    from pydantic import ValidationError

    from judge_app.games.mtg.model import Become

    with pytest.raises(ValidationError, match="power 与 toughness"):
        Become(target="self", types=["creature"], power=2)
    assert Become(target="self", types=["creature"], power=2, toughness=2).toughness == 2
