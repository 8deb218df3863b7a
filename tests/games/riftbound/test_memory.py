"""state.memory has the shape riftbound's memory model declares (judge_app/games/riftbound/memory.py): a wrongly shaped
value, or an id naming no player/object where the model types a reference, is refused before the engine
runs, with its path, instead of a traceback from the code reading it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.memory_cases import refused_paths, scenario_data

BASE = scenario_data("riftbound", "attacker-conquers.yaml")


@pytest.mark.parametrize(("memory", "path"), [
    ({"scored": {"A": "bf1"}}, "state.memory.scored.A"),
    ({"passed": "A"}, "state.memory.passed"),
    ({"battlefields": {"bf1": 1}}, "state.memory.battlefields.bf1"),
    ({"effects": [{"id": "e"}]}, "state.memory.effects.0.kind"),
    ({"priority": "zz"}, "state.memory.priority"),
    ({"effects": [{"id": "e", "kind": "might", "target": "x", "value": "riftbound:451", "timestamp": 1}]},
     "state.memory.effects.0"),
])
def test_wrongly_shaped_memory_is_refused_with_its_path(memory: dict[str, Any], path: str) -> None:
    paths = refused_paths(BASE, memory)
    assert path in paths, paths
