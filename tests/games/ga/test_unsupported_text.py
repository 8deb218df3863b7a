"""Issue 16: ``judge validate`` names card text the ga engine cannot model instead of running it as a
silent no-op."""

from __future__ import annotations

import pytest
import yaml

from judge_app.engine.problems import ScenarioError
from judge_app.games.ga.template import TEMPLATE
from judge_app.loading import validate_data


def _with(obj: dict) -> dict:
    data = yaml.safe_load(TEMPLATE)
    data["state"]["objects"].append(obj)
    return data


@pytest.mark.parametrize(("obj", "words"), [
    ({"id": "x", "name": "書", "owner": "A", "zone": "field", "types": ["item"], "cost": 1,
      "abilities": [{"id": "s", "kind": "static", "effects": [{"type": "draw", "count": 1}]}]},
     "靜止型能力不能執行 draw"),
    ({"id": "x", "name": "兵", "owner": "A", "zone": "field", "types": ["ally"], "cost": 1,
      "stats": {"power": 1, "life": 1},
      "abilities": [{"id": "e", "kind": "effect", "effects": [{"type": "draw", "count": 1}]}]}, "永遠不會生效"),
    ({"id": "x", "name": "符", "owner": "A", "zone": "field", "types": ["item"], "cost": 1,
      "abilities": [{"id": "s", "kind": "static",
                     "effects": [{"type": "damage_modify", "target": "this_attack", "op": "double"}]}]}, "this_attack"),
    ({"id": "x", "name": "符", "owner": "A", "zone": "field", "types": ["item"], "cost": 1,
      "abilities": [{"id": "t", "kind": "triggered", "trigger": {"event": "enter"},
                     "effects": [{"type": "damage_modify", "target": "self", "op": "add", "amount": 1}]}]},
     "只能寫在 kind: static"),
    ({"id": "x", "name": "符", "owner": "A", "zone": "field", "types": ["item"], "cost": 1,
      "abilities": [{"id": "s", "kind": "static",
                     "effects": [{"type": "damage_modify", "source": "nobody", "op": "add", "amount": 1}]}]},
     "傷害來源 'nobody'"),
])
def test_unsupported_text_is_named(obj: dict, words: str) -> None:
    with pytest.raises(ScenarioError) as e:
        validate_data(_with(obj))
    assert words in str(e.value)


def test_the_template_itself_is_valid() -> None:
    validate_data(yaml.safe_load(TEMPLATE))
