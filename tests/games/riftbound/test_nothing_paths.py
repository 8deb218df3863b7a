"""riftbound checks where nothing happens are written with their rule (issue 15: "3 < 5, the unit survives")."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.engine.trace import Step
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.loading import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound"


def _nothing(name: str) -> list[tuple[Step, list[str]]]:
    trace = run(load_scenario(SCENARIOS / name)).trace
    return [(s, list(s.cites)) for s in trace.steps if s.check == "nothing"]


def test_a_spell_that_deals_less_than_might_says_the_unit_survives() -> None:
    notes = _nothing("chain-reaction-lifo.yaml")
    assert any(s.msg == M.SURVIVES.id and (s.args["damage"], s.args["might"]) == (3, 5) and cites == [R.CLEANUP_LETHAL]
               for s, cites in notes)


def test_combat_damage_below_might_is_stated_once() -> None:
    notes = [n for n in _nothing("combat-tank-ordering.yaml") if R.CLEANUP_LETHAL in n[1]]
    assert len(notes) == 1 and notes[0][0].msg == M.SURVIVES.id and notes[0][0].args["card"].startswith("凯特琳")


def test_no_initial_chain_without_triggers_is_stated() -> None:
    notes = _nothing("combat-no-triggers-no-chain.yaml")
    assert any(R.SHOWDOWN_NO_INITIAL_CHAIN in cites and R.COMBAT_NO_CHAIN in cites for _, cites in notes)


def test_the_recall_step_says_why_it_does_nothing_when_no_defender_is_left() -> None:
    notes = _nothing("attacker-conquers.yaml")
    assert any(cites == [R.COMBAT_2B] and s.msg == M.STEP_2B_NO_DEFENDERS.id for s, cites in notes)
