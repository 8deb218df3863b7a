"""Unique objects (1.7.8.2, 1.7.8.2.1, 2.11.7.8.5) and what leaving the field loses (2.11.5.1), written from the
rulebook after a judge trial found the trace's words wrong (not its outcome):

- 2.11.7.8.5: the *player* chooses the one to keep. A scenario that leaves the choice out gets a default, and the
  step that announces it must describe the copy it really keeps;
- a ``unique:<pid>`` choice naming a card outside the group is invalid: refused by the loader with file, line and
  field when that is already knowable, else said in a step that names it and what replaced it — never a step
  claiming the scenario gave no choice;
- 1.7.8.2: "a player" may control only one — two players each controlling one copy sacrifice nothing, and a
  judge asking "why not?" reads the rule in the trace;
- 2.11.5.1: a card moved to another zone loses its counters; the step citing it says so.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.engine.table import Table
from judge_app.engine.trace import Step, Trace
from judge_app.games.ga import messages as M
from judge_app.games.ga.checks import state_based
from judge_app.loading import load_scenario, loads_scenario
from tests.games.wording import args_of, said, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "ga"


def _steps(name: str) -> list[Step]:
    return run(load_scenario(ROOT / f"{name}.yaml")).trace.steps


def _unique_steps(steps: list[Step]) -> list[Step]:
    return [s for s in steps if "ga:2.11.7.8.5" in s.cites and s.kind in ("choice", "check")]


def test_default_keeps_the_copy_it_describes() -> None:
    """a_tris1 was on the field when the scenario starts; a_tris2 entered during the trace. Whatever the
    default keeps (a_tris2 here, as the scenario expects), the step must not call it the earliest one."""
    steps = _steps("judge-trial-unique-default-not-earliest")
    defaults = [s for s in _unique_steps(steps) if says(s, M.UNIQUE_DEFAULT)]
    assert len(defaults) == 1, [said(s) for s in _unique_steps(steps)]
    step = defaults[0]
    assert "ga:1.7.8.2.1" in step.cites
    assert (args_of(step, M.UNIQUE_DEFAULT) or {}).get("key") == "unique:A"  # announced as a default
    kept = args_of(step, M.KEEP_LAST_ARRIVED)  # called the last to arrive, never the earliest
    assert kept is not None and kept["card"] == "崔斯柯特(a_tris2)", said(step)
    # why a_tris2 counts as the later one
    assert args_of(step, M.THERE_AT_START) == {"card": "崔斯柯特(a_tris1)"}, said(step)


# 甲's main phase with two copies of the unique 崔斯柯特 on the field from the start; each test adds its own cards.
HEAD = """
schema: 1
meta: {id: ga-unique, title: t, game: ga}
state:
  turn: 3
  first_player: A
  active_player: A
  phase: main
  step: window
  memory: {placed: [A, B], window: open, await: {player: A, for: opportunity}}
  players: [{id: A, name: 甲}, {id: B, name: 乙}]
  objects:
  - {id: a_champ, name: 洛林, owner: A, zone: field, types: [champion], stats: {level: 1, life: 20}}
  - {id: b_champ, name: 奧術師, owner: B, zone: field, types: [champion], stats: {level: 1, life: 20}}
  - {id: a_t1, name: 崔斯柯特, owner: A, zone: field, types: [ally, unique], stats: {power: 2, life: 2}}
  - {id: a_t2, name: 崔斯柯特, owner: A, zone: field, types: [ally, unique], stats: {power: 2, life: 2}}
"""

UNIQUE_BOTH_AT_START = HEAD + """\
  - {id: a_x, name: 小卡, owner: A, zone: A.hand, types: [ally], cost: 0, stats: {power: 1, life: 1}}
actions:
- {type: activate, player: A, card: a_x}
- {type: pass_all, player: A}
"""


def test_default_says_when_the_order_of_entry_is_unknown() -> None:
    """Both copies were on the field at the start: the scenario does not say which came first, and the
    default step says so instead of claiming one is the earliest."""
    result = run(loads_scenario(UNIQUE_BOTH_AT_START))
    defaults = [s for s in _unique_steps(result.trace.steps) if says(s, M.UNIQUE_DEFAULT)]
    assert defaults, [s.text for s in result.trace.steps]
    why = args_of(defaults[0], M.KEEP_FIRST_LISTED)  # the order is unknown: the first listed, not "the earliest"
    assert why is not None and not says(defaults[0], M.KEEP_LAST_ARRIVED), said(defaults[0])
    kept = [o for o in ("a_t1", "a_t2") if result.state.obj(o).zone == "field"]
    assert len(kept) == 1 and why["card"] == f"崔斯柯特({kept[0]})", said(defaults[0])


def test_choice_outside_the_group_is_said_invalid_and_replaced_aloud() -> None:
    steps = _steps("badinput-unique-choice-not-in-group")
    assert not any(says(s, M.UNIQUE_DEFAULT) for s in steps), "the scenario did give unique:A"
    bad = [s for s in steps if s.kind == "check" and s.check == "fail" and says(s, M.UNIQUE_STRANGERS)]
    assert len(bad) == 1, [s.text for s in steps]
    named = args_of(bad[0], M.UNIQUE_STRANGERS)
    assert named is not None and named["cards"] == ["守衛(a_guard)"], said(bad[0])  # the choice
    assert sorted(named["candidates"]) == ["崔斯柯特(a_tris1)", "崔斯柯特(a_tris2)"]  # and the candidates
    # where to fix it
    assert args_of(bad[0], M.CHOICE_GIVEN_AT) == {"key": "unique:A", "action": 1, "index": 0}, said(bad[0])
    replaced = args_of(bad[0], M.INVALID_KEEP_DEFAULT)  # what replaced it
    assert replaced is not None and replaced["why"]["args"]["card"] == "崔斯柯特(a_tris2)", said(bad[0])
    assert {"ga:2.11.7.8.5", "ga:1.7.8.2.1"} <= set(bad[0].cites)
    assert bad[0].decisive


def test_loader_refuses_a_keep_choice_that_is_not_a_unique_object_of_that_player() -> None:
    """The trial's original file named b_champ (乙's champion, not unique): knowable before the trace runs."""
    text = (ROOT / "badinput-unique-choice-not-in-group.yaml").read_text(encoding="utf-8")
    text = text.replace("cards: [a_guard]", "cards: [b_champ]")
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text, file="bad.yaml")
    problems = [p for p in e.value.problems if p.path[:4] == ("actions", 1, "choices", 0)]
    assert len(problems) == 1, e.value.problems
    p = problems[0]
    assert p.path == ("actions", 1, "choices", 0, "cards", 0) and p.line is not None and p.file == "bad.yaml"
    assert "b_champ" in p.message and "ga:2.11.7.8.5" in p.message, p.message


def test_same_name_under_two_players_cites_why_nobody_sacrifices() -> None:
    steps = _steps("judge-trial-unique-same-name-two-players")
    why = [s for s in steps if s.kind == "check" and {"ga:1.7.8.2", "ga:2.11.7.8.5"} <= set(s.cites)]
    assert len(why) == 1, [s.text for s in steps]
    shared = args_of(why[0], M.UNIQUE_SHARED)
    assert shared is not None and shared["name"] == "崔斯柯特", said(why[0])
    assert sorted(c["args"]["player"] for c in shared["each"]) == ["乙", "甲"], said(why[0])
    assert why[0].check == "nothing"
    assert not any(says(s, M.SACRIFICED_VERB) for s in steps)


def test_bounce_step_says_the_counters_and_damage_are_lost() -> None:
    steps = _steps("judge-trial-bounced-ally-loses-counters")
    bounce = next(s for s in steps if says(s, M.RETURNED_TO_HAND))
    assert "ga:2.11.5.1" in bounce.cites
    assert says(bounce, M.CARRIED), said(bounce)  # they are lost with the card
    assert args_of(bounce, M.DAMAGE_POINTS) == {"count": 1}, said(bounce)
    counters = args_of(bounce, M.COUNTERS_OF)
    assert counters is not None and counters["count"] == 2 and says(bounce, M.COUNTERS["buff"]), said(bounce)


TWO_GROUPS = HEAD + """\
  - {id: a_g1, name: 守衛, owner: A, zone: field, types: [ally, unique], stats: {power: 1, life: 3}}
  - {id: a_g2, name: 守衛, owner: A, zone: field, types: [ally, unique], stats: {power: 1, life: 3}}
  - {id: a_x, name: 小卡, owner: A, zone: A.hand, types: [ally], cost: 0, stats: {power: 1, life: 1}}
actions:
- type: activate
  player: A
  card: a_x
  choices:
  - {for: 'unique:A', cards: [a_t2, a_g1]}
- {type: pass_all, player: A}
"""


def test_one_keep_choice_answers_each_group_of_the_player() -> None:
    """unique:A keeps one copy per name: a_t2 of 崔斯柯特 and a_g1 of 守衛; neither is a stranger to the other's
    group. (The copies are put on the field by hand, then the state check runs with the action's choice.)"""
    loaded = loads_scenario(re.sub(r"(id: a_[tg]2, name: \S+, owner: A, zone: )field", r"\1A.hand", TWO_GROUPS))
    assert loaded.scenario.state.obj("a_g2").zone == "A.hand"
    state = loaded.scenario.state.model_copy(deep=True)
    state.model_post_init(None)
    table = Table(loaded.game, state, Trace(scenario="t", game="ga", edition="4.1"))
    table.begin_action(0, loaded.scenario.actions[0])
    for oid in ("a_t2", "a_g2"):
        table.move(state.obj(oid), "field")
    table.step("resolution", "進場")
    state_based(table)
    assert not [s.text for s in table.trace.steps if s.check == "fail"]
    zones = {o: state.obj(o).zone for o in ("a_t1", "a_t2", "a_g1", "a_g2")}
    assert zones == {"a_t1": "A.graveyard", "a_t2": "field", "a_g1": "field", "a_g2": "A.graveyard"}


def test_loader_refuses_two_copies_of_one_name_and_says_each_problem() -> None:
    text = TWO_GROUPS.replace("cards: [a_t2, a_g1]", "cards: [a_t1, a_t2, b_champ, ghost]")
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text)
    found = {p.path[-1]: p.message for p in e.value.problems if p.path[:4] == ("actions", 0, "choices", 0)}
    assert set(found) == {1, 2, 3}, e.value.problems  # a_t1 is fine on its own
    assert "只能選擇保留一個" in found[1] and "不是唯一物件" in found[2] and "不是已知對象" in found[3]
    assert all("ga:2.11.7.8.5" in m for m in found.values())


def test_same_name_note_is_said_when_a_copy_arrives_not_at_every_later_check() -> None:
    text = (ROOT / "judge-trial-unique-same-name-two-players.yaml").read_text(encoding="utf-8")
    again = "- {type: pass_all, player: A}\n"
    text = text.replace(again, again * 2)
    result = run(loads_scenario(text))
    later = [s for s in result.trace.steps if s.action == 2]
    assert later, "the extra pass was played"
    notes = [s for s in result.trace.steps if s.kind == "check" and "ga:1.7.8.2" in s.cites]
    assert [s.action for s in notes] == [1]
