"""Issue 28.2, written before the fix: an action is judged at the moment it stands in the timeline.

A forward played while its player holds priority in the attack phase is illegal then (9.3.1.5: a forward is played
in a main phase with the stack empty). Before, the engine inserted passes up to main phase 2 and played it there:
the judge asked "may I do this now?" and was told yes. ``at: next_legal`` asks for the later moment explicitly, and
the passes inserted to reach it are steps of the trace."""

from __future__ import annotations

from judge_app.engine.runner import run
from judge_app.loading import loads_scenario

SCENARIO = """\
schema: 2
meta: {id: t-moment, title: 攻击阶段放入前锋, game: fftcg, question: 甲在攻击阶段持有优先权时能放入前锋吗?}
state:
  turn: 3
  first_player: A
  active_player: A
  phase: attack
  step: declare
  memory: {awaiting: declare}
  players:
  - {id: A, name: 甲}
  - {id: B, name: 乙}
  objects:
  - {id: a_fw, name: 骑士, owner: A, zone: A.field, types: [forward], cost: 3,
     stats: {power: 7000}, props: {element: 风}}
  - {id: a_h1, name: 剑士, owner: A, zone: A.hand, types: [forward], cost: 2,
     stats: {power: 5000}, props: {element: 风}}
  - {id: a_h2, name: 弓手, owner: A, zone: A.hand, types: [backup], cost: 2, props: {element: 风}}
  - {id: a_d1, name: 卡1, owner: A, zone: A.deck, types: [backup], cost: 2, props: {element: 风}}
  - {id: a_d2, name: 卡2, owner: A, zone: A.deck, types: [backup], cost: 2, props: {element: 风}}
  - {id: b_d1, name: 卡3, owner: B, zone: B.deck, types: [backup], cost: 2, props: {element: 土}}
  - {id: b_d2, name: 卡4, owner: B, zone: B.deck, types: [backup], cost: 2, props: {element: 土}}
  - {id: b_d3, name: 卡5, owner: B, zone: B.deck, types: [backup], cost: 2, props: {element: 土}}
actions:
- {type: declare_attack, player: A, forwards: [a_fw]}
- {type: play_character, player: A, card: a_h1, pay: {discard: [a_h2]}PLACE}
"""


def _trace(at: str = ""):  # type: ignore[no-untyped-def]
    return run(loads_scenario(SCENARIO.replace("PLACE", at), "moment.yaml")).trace


def test_an_action_illegal_now_is_refused_now() -> None:
    trace = _trace()
    assert trace.result is not None and trace.result.stopped_at == 1
    assert any(r.action == 1 and r.stopped for r in trace.result.refused)
    assert not [s for s in trace.steps if s.msg == "fftcg.default_pass" and s.action == 1]
    refusal = [s for s in trace.steps if s.action == 1 and s.check == "fail"]
    assert refusal and any(c.startswith("fftcg:9.3.1") for s in refusal for c in s.cites)
    assert trace.steps[-1].kind == "result" and "a_h1" not in [c.path for s in trace.steps for c in s.changes]


def test_at_next_legal_moves_it_and_says_so() -> None:
    trace = _trace(", at: next_legal")
    assert trace.result is not None and trace.result.stopped_at is None and trace.result.refused == []
    moved = [s for s in trace.steps if s.action == 1 and s.kind in ("choice", "procedure") and s.n < next(
        t.n for t in trace.steps if t.kind == "action" and t.action == 1)]
    assert moved, "the passes inserted before the action are steps of the trace"
    assert any("next_legal" in s.text or s.msg == "fftcg.moved_to_next_legal" for s in trace.steps)
    last = trace.steps[-1]
    assert last.kind == "result"


def test_a_game_that_cannot_move_an_action_refuses_at_next_legal() -> None:
    from pathlib import Path

    import pytest

    from judge_app.engine.problems import ScenarioError

    path = Path(__file__).resolve().parents[3] / "scenarios" / "mtg" / "wall-cannot-attack.yaml"
    text = path.read_text(encoding="utf-8").replace("attackers: [a_wall, a_bear]}", "attackers: [a_wall, a_bear], "
                                                    "at: next_legal}")
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, "wall.yaml")
    assert [p for p in err.value.problems if tuple(p.path) == ("actions", 0, "at")]
