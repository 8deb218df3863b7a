"""How the actions timeline judges each action (no widgets)."""

from __future__ import annotations

from pathlib import Path

from judge_app.loading import load_scenario
from judge_app.ui.trace.analysis import analyse

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def test_actions_after_a_halt_cannot_continue_rather_than_game_over() -> None:
    loaded = load_scenario(SCENARIOS / "riftbound" / "burn-out-unsupported.yaml")
    analysis = analyse(loaded.scenario, loaded.game)
    assert analysis.error == ""
    later = [s for s in analysis.statuses if s.standing == "unreached"]
    assert later, "the scenario has an action after the halt"
    assert all(s.reason.startswith("无法继续:") and "418" in s.reason for s in later)


def test_an_action_the_timeline_never_reaches_is_still_described() -> None:
    """After an illegal action the later ones are not carried out, but their labels are the game's description
    (read in the last position the timeline reached), not the raw ``A: pass_until``."""
    from judge_app.ui.trace.analysis import describe, state_near

    loaded = load_scenario(SCENARIOS / "mtg" / "trample-illegal-assignment.yaml")
    analysis = analyse(loaded.scenario, loaded.game)
    later = [i for i, s in enumerate(analysis.statuses) if s.standing == "unreached"]
    assert later
    for i in later:
        label = describe(loaded.game, state_near(analysis, i), loaded.scenario.actions[i])
        assert loaded.scenario.actions[i].type not in label, label
