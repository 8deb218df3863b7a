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


@pytest.mark.parametrize(("memory", "said"), [
    ({"stack": [{"id": "s1", "kind": "draw"}]}, "state.stack"),
    ({"passes": 1}, "passed"),
])
def test_a_key_of_the_older_format_is_refused_with_what_replaced_it(memory: dict[str, Any], said: str) -> None:
    """The stack moved to state.stack and passes became passed: an older file is told so, not "unknown key"."""
    import copy

    from judge_app.engine.problems import ScenarioError
    from judge_app.loading import validate_data

    data = copy.deepcopy(BASE)
    data["state"].setdefault("memory", {}).update(memory)
    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    assert any(said in p.message for p in err.value.problems), [p.message for p in err.value.problems]


def test_a_stack_item_names_a_known_card_and_a_spell_sits_in_the_stack_zone() -> None:
    import copy

    data = copy.deepcopy(BASE)
    card = next(o for o in data["state"]["objects"] if o["zone"].endswith(".play"))
    data["state"]["stack"] = [{"id": "s1", "kind": "spell", "source": card["id"], "controller": "A"},
                              {"id": "s2", "kind": "ability", "source": "nobody", "controller": "A"}]
    from judge_app.engine.problems import ScenarioError
    from judge_app.loading import validate_data

    with pytest.raises(ScenarioError) as err:
        validate_data(data)
    paths = [p.dotted for p in err.value.problems]
    assert "state.stack.0" in paths and any(p.startswith("state.stack.1") for p in paths), paths
