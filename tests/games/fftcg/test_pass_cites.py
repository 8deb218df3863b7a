"""Every fftcg action kind, when it succeeds, cites at least one rule for why it may be taken (issue 15):
the legality check returns its permissions, and the runner writes them as passed checks before the action
resolves. Built from minimal positions, so a permission that stops being cited fails here."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine.runner import run
from judge_app.games import get_game
from judge_app.games.fftcg.model import ACTION_TYPES
from judge_app.loading import loads_scenario

GAME = get_game("fftcg")

HEAD = """
schema: 1
meta: {id: fftcg-pass-cites, title: t, game: fftcg, question: q}
state:
  turn: 3
  first_player: A
  active_player: A
  phase: @phase@
  @step@
  memory: @memory@
  players:
  - {id: A, name: 甲}
  - {id: B, name: 乙}
  objects:
  - {id: a_fw, name: 骑士, owner: A, zone: A.field, types: [forward], cost: 3, stats: {power: 7000},
     props: {element: 风},
     abilities: [{id: swing, kind: action, text: 选择1个对手控制的前锋休止, cost: {风: 1},
                  effects: [{type: dull, target: "chosen:forward:opponent"}]}]}
  - {id: a_bk, name: 莫古利, owner: A, zone: A.field, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_bk2, name: 学者, owner: A, zone: A.field, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_h1, name: 弓手, owner: A, zone: A.hand, types: [forward], cost: 1, stats: {power: 4000},
     props: {element: 风}}
  - {id: a_s1, name: 风神, owner: A, zone: A.hand, types: [summon], cost: 1, props: {element: 风},
     abilities: [{id: gust, kind: summon, text: 选择1个前锋力量+1000,
                  effects: [{type: modify_stat, target: chosen, stat: power, delta: 1000}]}]}
  - {id: b_fw, name: 巨人, owner: B, zone: B.field, types: [forward], cost: 5, stats: {power: 9000},
     props: {element: 土}}
  - {id: b_d1, name: 矮人, owner: B, zone: B.deck, types: [backup], cost: 1, props: {element: 土}}
  - {id: a_d1, name: 矮人, owner: A, zone: A.deck, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_d2, name: 矮人, owner: A, zone: A.deck, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_d3, name: 矮人, owner: A, zone: A.deck, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_d4, name: 矮人, owner: A, zone: A.deck, types: [backup], cost: 1, props: {element: 风}}
  - {id: a_d5, name: 矮人, owner: A, zone: A.deck, types: [backup], cost: 1, props: {element: 风}}
actions:
- @action@
"""
MAIN = {"phase": "main1", "step": "", "memory": "{priority: A}"}
CASES: dict[str, tuple[dict[str, str], str]] = {
    "mulligan": (
        {"phase": "setup", "step": "", "memory": "{awaiting: mulligan, mulligan: A}"},
        "{type: mulligan, player: A, redraw: false}",
    ),
    "play_character": (MAIN, "{type: play_character, player: A, card: a_h1, pay: {dull: [a_bk]}}"),
    "cast_summon": (MAIN, "{type: cast_summon, player: A, card: a_s1, pay: {dull: [a_bk]}, targets: [a_fw]}"),
    "use_ability": (MAIN, "{type: use_ability, player: A, source: a_fw, ability: swing, pay: {dull: [a_bk]}, "
                          "targets: [b_fw]}"),
    "pass": (MAIN, "{type: pass, player: A}"),
    "declare_attack": (
        {"phase": "attack", "step": "step: declare", "memory": "{awaiting: declare}"},
        "{type: declare_attack, player: A, forwards: [a_fw]}",
    ),
    "block": (
        {"phase": "attack", "step": "step: block", "memory": "{awaiting: block, attack: {attackers: [a_fw], "
                                                             "party: false, blocker: null, blocked: false}}"},
        "{type: block, player: B, blocker: b_fw}",
    ),
    "concede": (MAIN, "{type: concede, player: B}"),
}


def _loaded(kind: str) -> Any:
    where, action = CASES[kind]
    text = HEAD.replace("@action@", action)
    for key, value in where.items():
        text = text.replace(f"@{key}@", value)
    return loads_scenario(text)


def test_every_action_kind_has_a_case() -> None:
    assert {t.model_fields["type"].default for t in ACTION_TYPES} == set(CASES)


@pytest.mark.parametrize("kind", list(CASES))
def test_a_successful_action_cites_why_it_may_be_taken(kind: str) -> None:
    loaded = _loaded(kind)
    state = loaded.scenario.state.model_copy(deep=True)
    state.model_post_init(None)
    reasons = GAME.check_action(state, loaded.scenario.actions[0], {})
    assert reasons, f"{kind}: no permission cited"
    assert all(r.cites and all(c.startswith("fftcg:") for c in r.cites) for r in reasons)
    trace = run(loaded).trace
    assert trace.result is not None and trace.result.stopped_at is None
    passed = [s for s in trace.steps if s.check == "pass" and s.action == 0]
    assert passed and all(s.cites for s in passed), f"{kind}: the trace writes no cited permission"
