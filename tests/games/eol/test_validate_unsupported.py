"""eol: ``judge validate`` names card text the engine cannot run instead of carrying a silent no-op."""

from __future__ import annotations

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario

TEXT = """
schema: 1
meta: {{id: t, title: t, game: eol, question: t}}
state:
  turn: 5
  first_player: A
  active_player: A
  phase: main
  players:
  - {{id: A, name: 甲, resources: {{life: 20, energy: 5}}}}
  - {{id: B, name: 乙, resources: {{life: 20, energy: 5}}}}
  objects:
  - {{id: a_hero, name: 炎帝, owner: A, zone: A.hero, types: [hero], stats: {{hp: 20}}, props: {{element: 火}}}}
  - {{id: b_hero, name: 森灵王, owner: B, zone: B.hero, types: [hero], stats: {{hp: 20}}, props: {{element: 草}}}}
  - id: a_m1
    name: 随从
    owner: A
    zone: A.minions
    slot: 1
    types: [minion]
    cost: 1
    stats: {{attack: 1}}
    props: {{element: 火}}
    status: [awake]
    abilities: [{{id: x, kind: {kind}, effects: [{{type: draw, count: 1}}]}}]
  - {{id: b_m1, name: 随从, owner: B, zone: B.minions, slot: 1, types: [minion], cost: 1, stats: {{attack: 1}},
     props: {{element: 草}}, status: [awake]}}
actions: []
"""


@pytest.mark.parametrize("kind", ["awaken", "death", "passive"])
def test_a_triggered_kind_without_trigger_is_named(kind: str) -> None:
    with pytest.raises(ScenarioError) as e:
        loads_scenario(TEXT.format(kind=kind))
    assert any("永远不会发动" in p.message for p in e.value.problems)


def test_an_active_skill_needs_no_trigger() -> None:
    assert loads_scenario(TEXT.format(kind="active")).scenario.state.objects
