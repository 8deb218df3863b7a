"""eol: what a choice may name, written from the rulebook before the code (judge trial, fix-eol).

- A choice naming an object that is not in the scenario, a misspelt choice key, a negative printed stat: refused at
  load with file:line:field (``judge validate`` exits 1), never run with the id dropped or a default.
- “破坏对方1个随从” chooses a minion in the minion zone (1.1.2; 濒死 and destruction, 4.2.3, happen to minions on
  the board): a minion card in hand or a hero is refused with those rules, and a legal target is said to be legal
  with the same rules. The card text says 对方: the player's own minion is refused with the text and 1.4.2.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from judge_app import cli
from judge_app.engine import words as W
from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.engine.trace import Step
from judge_app.games.eol import messages as M
from judge_app.loading import load_scenario, loads_scenario

HERE = Path(__file__).resolve().parent
REFUSED = HERE / "refused"
SCENARIOS = HERE.parents[2] / "scenarios" / "eol"


def _line(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


CASES = [
    pytest.param("choice-unknown-target", "actions.0.choices.0.targets.0", "b_zz", "targets: [b_zz]",
                 id="choice-unknown-target"),
    pytest.param("choice-misspelt-key", "actions.0.choices.0.for", "a_i1.smtie", "for: a_i1.smtie",
                 id="choice-misspelt-key"),
    pytest.param("badinput-negative-attack-accepted", "state.objects.2.stats.attack", "eol:1.3.2", "attack: -3",
                 id="badinput-negative-attack-accepted"),
]


@pytest.mark.parametrize(("name", "dotted", "words", "needle"), CASES)
def test_refused_at_load_with_file_line_and_field(name: str, dotted: str, words: str, needle: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = REFUSED / f"{name}.yaml"
    with pytest.raises(ScenarioError) as e:
        load_scenario(path)
    problems = [p for p in e.value.problems if p.dotted == dotted]
    assert problems, [str(p) for p in e.value.problems]
    assert problems[0].line == _line(path, needle)
    assert words in problems[0].message
    assert cli.main(["validate", str(path)]) == 1
    assert re.search(rf"{re.escape(path.name)}:{problems[0].line}(:\d+)?: {re.escape(dotted)}: ",
                     capsys.readouterr().err)


def test_negative_cost_and_hp_are_refused_too() -> None:
    text = (REFUSED / "badinput-negative-attack-accepted.yaml").read_text(encoding="utf-8")
    text = text.replace("stats: {attack: -3}", "stats: {attack: 3}").replace("cost: 2, stats: {attack: 2}",
                                                                           "cost: -2, stats: {attack: 2}")
    text = text.replace("stats: {hp: 20}, props: {element: 火}", "stats: {hp: -1}, props: {element: 火}")
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text)
    where = {p.dotted for p in e.value.problems}
    assert {"state.objects.3.cost", "state.objects.0.stats.hp"} <= where, where


def test_zero_attack_is_a_card() -> None:
    text = (REFUSED / "badinput-negative-attack-accepted.yaml").read_text(encoding="utf-8")
    assert loads_scenario(text.replace("stats: {attack: -3}", "stats: {attack: 0}")).scenario


def test_a_choice_for_a_replacement_or_another_ability_is_a_known_key() -> None:
    # keys the engine may ask for: <object>.<ability> of any object, replace:<minion> of any minion
    text = (REFUSED / "choice-misspelt-key.yaml").read_text(encoding="utf-8")
    ok = text.replace("- {for: a_i1.smtie, targets: [b_m2]}",
                      "- {for: a_i1.smite, targets: [b_m2]}\n  - {for: 'replace:b_m2', cards: [b_h1]}")
    assert loads_scenario(ok).scenario
    with pytest.raises(ScenarioError) as e:
        loads_scenario(text.replace("- {for: a_i1.smtie, targets: [b_m2]}",
                                    "- {for: 'replace:b_hero', cards: [b_h1]}"))
    assert [p.dotted for p in e.value.problems] == ["actions.0.choices.0.for"]


def _said(text: dict[str, Any]) -> tuple[str, str]:
    """A chosen-target verdict as (message id, the target's id): its wording is the catalog's, not pinned here."""
    return text["msg"], text["args"]["target"].rsplit("(", 1)[-1].rstrip(")")


def _reason(step: Step) -> tuple[str, str]:
    """The verdict a refusal step gives as its reason (the kernel's 不合法… frame around it)."""
    assert step.msg in (W.ILLEGAL.id, W.ILLEGAL_ONE_OF.id, W.ILLEGAL_LAST_OF.id)
    return _said(step.args["reason"])


def _destroy(target: str):
    text = (SCENARIOS / "destroy-target-in-hand.yaml").read_text(encoding="utf-8")
    text = text.replace("targets: [b_h1]", f"targets: [{target}]")
    return run(loads_scenario(text))


def test_a_minion_card_in_hand_is_refused_with_its_rules() -> None:
    steps = run(load_scenario(SCENARIOS / "destroy-target-in-hand.yaml")).trace.steps
    fails = [s for s in steps if s.check == "fail"]
    assert fails and _reason(fails[0]) == (M.TARGET_NOT_IN_ROW.id, "b_h1")
    assert {"eol:1.1.2", "eol:4.2.3"} <= set(fails[0].cites)


def test_a_hero_is_refused_with_its_rules() -> None:
    result = _destroy("b_hero")
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and _reason(fails[0]) == (M.TARGET_NOT_IN_ROW.id, "b_hero")
    assert {"eol:1.1.2", "eol:4.2.3"} <= set(fails[0].cites)
    assert result.trace.result.stopped_at == 0


def test_own_minion_is_refused_because_the_text_says_opponent() -> None:
    result = _destroy("a_m1")
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and _reason(fails[0]) == (M.OWN_TARGET.id, "a_m1") and "eol:1.4.2" in fails[0].cites
    assert result.state.obj("a_m1").zone == "A.minions"


def test_a_legal_target_is_said_legal_with_the_same_rules() -> None:
    result = _destroy("b_m2")
    passes = [s for s in result.trace.steps if s.check == "pass" and s.msg == M.TARGET_IN_ROW.id
              and s.args["target"].endswith("(b_m2)")]
    assert passes and {"eol:1.1.2", "eol:4.2.3"} <= set(passes[0].cites)
    assert result.state.obj("b_m2").zone == "B.graveyard"


DEATH_SKILL = """
schema: 1
meta: {id: t, title: t, game: eol, question: t}
state:
  turn: 3
  first_player: A
  active_player: A
  phase: main
  players:
  - {id: A, name: 甲, resources: {life: 20, energy: 5}}
  - {id: B, name: 乙, resources: {life: 20, energy: 5}}
  objects:
  - {id: a_hero, name: 甲的英雄, owner: A, zone: A.hero, types: [hero], stats: {hp: 20}, props: {element: 火}}
  - {id: b_hero, name: 乙的英雄, owner: B, zone: B.hero, types: [hero], stats: {hp: 20}, props: {element: 水}}
  - id: a_m1
    name: 殉道者
    owner: A
    zone: A.minions
    slot: 1
    types: [minion]
    cost: 1
    stats: {attack: 1}
    props: {element: 草}
    status: [awake]
    abilities:
    - {id: last, kind: death, text: 破坏对方1个随从, trigger: {event: destroyed, scope: self},
       effects: [{type: destroy, target: chosen}]}
  - {id: a_m2, name: 甲的另一随从, owner: A, zone: A.minions, slot: 2, face_down: true, types: [minion], cost: 1,
     stats: {attack: 1}, props: {element: 草}}
  - {id: b_m1, name: 乙的随从, owner: B, zone: B.minions, slot: 1, types: [minion], cost: 1, stats: {attack: 5},
     props: {element: 草}, status: [awake]}
  - {id: b_h1, name: 乙的替补, owner: B, zone: B.hand, types: [minion], cost: 1, stats: {attack: 2},
     props: {element: 光}}
actions:
- type: attack
  player: A
  attacker: a_m1
  target: b_m1
  choices:
  - {for: a_m1.last, targets: [b_h1]}
"""


def test_a_triggered_skill_whose_target_is_not_on_the_board_says_so() -> None:
    # a death skill resolves after the combat: its target is judged then (a minion replaced into the row in
    # between could be a legal one), and an illegal one gets a step with its rules instead of a silent no-op
    result = run(loads_scenario(DEATH_SKILL))
    notes = [s for s in result.trace.steps if s.msg == M.TARGET_DOES_NOT_TAKE.id
             and _said(s.args["why"]) == (M.TARGET_NOT_IN_ROW.id, "b_h1")]
    assert notes and {"eol:1.1.2", "eol:4.2.3"} <= set(notes[0].cites), [s.text for s in result.trace.steps]
    assert result.state.obj("b_h1").zone == "B.hand"
