"""Independent judge check (qa3): eol cites a head judge expects, and none borrowed from combat."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.games.eol import messages as M
from judge_app.loading import load_scenario

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "eol"


def _steps(name: str):
    return run(load_scenario(ROOT / f"{name}.yaml")).trace.steps


def test_destruction_by_an_item_does_not_cite_the_combat_rule() -> None:
    for name in ("judge-item-destroy-replacement", "judge-item-destroy-regenerates"):
        steps = _steps(name)
        assert all("eol:2.2.3.5" not in s.cites for s in steps), name
        assert any("eol:4.2.3" in s.cites for s in steps)


def test_destruction_in_combat_still_cites_it() -> None:
    assert any("eol:2.2.3.5" in s.cites for s in _steps("judge-water-beats-fire-no-replacement"))


def test_a_sleeping_minions_passive_is_said_not_to_apply() -> None:
    notes = [s for s in _steps("judge-sleeping-passive-inactive") if s.check == "nothing"]
    assert any(s.msg == M.SLEEPING_PASSIVE.id and "号角手" in s.args["card"] and "eol:4.2.7" in s.cites for s in notes)


def test_a_sleeping_minions_skill_is_refused_with_the_sleeping_rule() -> None:
    fails = [s for s in _steps("judge-sleeping-skill-refused-two-reasons") if s.check == "fail"]
    assert len(fails) == 2 and "eol:4.2.1" in fails[0].cites


def test_reattack_not_triggered_is_said_with_its_rule() -> None:
    steps = _steps("judge-reattack-not-after-regeneration")
    assert any(s.check == "nothing" and "eol:4.2.9" in s.cites for s in steps)


def test_end_phase_limits_are_checked_both_ways() -> None:
    notes = [s.cites for s in _steps("judge-end-phase-at-limits-no-discard") if s.check == "nothing"]
    assert ["eol:2.1.2.4.a"] in notes and ["eol:2.1.2.4.b"] in notes
    fails = [s for s in _steps("judge-end-phase-discard-too-many-refused") if s.check == "fail"]
    assert fails and fails[0].cites == ["eol:2.1.2.4.a"]


def test_illegal_choices_are_refused_not_applied() -> None:
    for name, cite in (("judge-item-two-targets-for-one", "eol:1.4.2"),
                       ("judge-replace-two-cards-refused", "eol:2.3.1.1")):
        fails = [s for s in _steps(name) if s.check == "fail"]
        assert fails and fails[0].cites == [cite], name
