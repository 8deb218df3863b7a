"""Independent judge check (qa3): cites a head judge expects, and none borrowed."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.games.riftbound import messages as M
from judge_app.loading import load_scenario
from tests.games.riftbound import args_of, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound"


def _steps(name: str):
    return run(load_scenario(ROOT / f"{name}.yaml")).trace.steps


def test_contester_taking_control_does_not_cite_440_2_b() -> None:
    # 440.2.b ("need not be the player who contested") is a borrowed cite when it is that player
    for name in ("judge-combat-several-units", "judge-spell-kills-last-defender"):
        control = [s for s in _steps(name) if "riftbound:440.2" in s.cites and says(s, M.COMBAT_CONTROL)]
        assert control and all("riftbound:440.2.b" not in s.cites for s in control)


def test_retaking_a_scored_battlefield_is_not_called_a_conquest() -> None:
    steps = _steps("judge-conquer-already-scored")
    conquests = [s.n for s in steps if says(s, M.IS_CONQUEST) or says(s, M.CONTROL_IS_CONQUEST)
                 or (args_of(s, M.ALREADY_SCORED) or {}).get("way") == M.CONQUER_WORD().to_json()]
    assert not conquests
    assert any(s.check == "nothing" and "riftbound:440.2.a" in s.cites for s in steps)


def test_no_unit_left_after_combat_says_nobody_takes_control() -> None:
    steps = _steps("judge-combat-mutual-destruction")
    assert any(s.check == "nothing" and s.cites == ["riftbound:440.2"] for s in steps)


def test_a_move_into_an_own_battlefield_says_it_is_not_contested() -> None:
    steps = _steps("judge-move-own-battlefield-no-contest")
    assert any(s.check == "nothing" and "riftbound:424" in s.cites for s in steps)


def test_focus_stays_when_the_showdown_began_after_the_chain() -> None:
    for name in ("judge-spell-move-combat-after-chain",):
        steps = _steps(name)
        assert any(s.check == "nothing" and "riftbound:341" in s.cites for s in steps)
        assert not any("riftbound:343" in s.cites and s.check is None and says(s, M.GETS_FOCUS) for s in steps)


def test_illegal_choices_are_refused_not_trimmed() -> None:
    for name, cite in (("judge-move-during-showdown-refused", "riftbound:344"),
                       ("judge-assign-to-own-unit-refused", "riftbound:439.1.d"),
                       ("judge-spell-two-targets-for-one", "riftbound:328.2")):
        fails = [s for s in _steps(name) if s.check == "fail"]
        assert fails and cite in fails[0].cites, name
