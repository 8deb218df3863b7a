"""Issue 15/16 scenarios for fftcg, written from the ver.2.00 text before the engine work: each pins its
outcome and cites (the scenario's ``expect``) and here, besides, on which kind of step a rule must appear
(a passed check, a check where nothing happens, every refusal). A scenario still under
``scenarios/fftcg/pending/`` is expected to fail (strict xfail) until the code that satisfies it lands and
the file moves up to ``scenarios/fftcg/``."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.runner import Run, check_expectations, run
from judge_app.games.fftcg import messages as M
from judge_app.loading import load_scenario
from tests.games.fftcg import args_of, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "fftcg"

# scenario -> (cites that must appear on a check="pass" step, cites on a check="nothing" step)
NEW: dict[str, tuple[list[str], list[str]]] = {
    "pass-attack-permissions": (["fftcg:10.1.2.1.1", "fftcg:10.1.2.1.2"], ["fftcg:11.10.1"]),
    "pass-block-survives": (["fftcg:10.1.3.1.1", "fftcg:10.1.3.1.2"], ["fftcg:12.4.5"]),
    "pass-play-character": (["fftcg:9.3.1.5", "fftcg:7.7.3", "fftcg:11.4.6.1"], []),
    "nothing-summon-damage-survives": (["fftcg:9.3.1.6", "fftcg:11.3.3"], ["fftcg:12.4.5"]),
    "nothing-end-phase-hand-limit": ([], ["fftcg:9.5.1.2"]),
    "refuse-attack-every-reason": ([], []),
    "target-restriction-opponent-forward": (["fftcg:11.3.3"], []),
    "target-restriction-own-refused": ([], []),
    "trigger-no-legal-target-own-card": ([], ["fftcg:11.8.4"]),
    "trigger-cannot-choose-itself": ([], ["fftcg:11.8.4"]),
    "party-split-illegal": ([], []),
    "simultaneous-loss-each-player": ([], ["fftcg:3.2"]),  # 11.11.6 is a procedure step (pinned by expect.cites)
    "first-strike-window-back-attack": (["fftcg:15.2.5.2"], []),
    "first-strike-window-summon-refused": ([], []),
}


def _path(name: str) -> Path:
    landed = ROOT / f"{name}.yaml"
    return landed if landed.exists() else ROOT / "pending" / f"{name}.yaml"


def _params() -> list[object]:
    out = []
    for name in NEW:
        marks = [pytest.mark.xfail(strict=True, reason="engine work pending")] if "pending" in _path(name).parts else []
        out.append(pytest.param(name, marks=marks, id=name))
    return out


def _run(name: str) -> tuple[Run, list[str]]:
    loaded = load_scenario(_path(name))
    result = run(loaded)
    return result, check_expectations(loaded, result)


def _on(result: Run, outcome: str) -> set[str]:
    return {c for s in result.trace.steps if s.check == outcome for c in s.cites}


@pytest.mark.parametrize("name", _params())
def test_new_scenario(name: str) -> None:
    result, fails = _run(name)
    assert fails == []
    passed, nothing = NEW[name]
    assert set(passed) <= _on(result, "pass"), "permissions cited on the pass path"
    assert set(nothing) <= _on(result, "nothing"), "rules cited where nothing happens"
    steps = result.trace.steps
    fails_steps = [s for s in steps if s.check == "fail"]
    assert all(s.decisive for s in fails_steps)
    if name == "refuse-attack-every-reason":
        # dull, not controlled since the turn began (no Haste), attacked already, "cannot attack"
        assert len(fails_steps) == 4
    if name == "party-split-illegal":
        assert any("fftcg:10.1.4.2.1" in s.cites for s in fails_steps)
        assert not any(s.kind == "choice" and says(s, M.DEFAULT_SPLIT) for s in steps), "never replaced by a default"
    if name == "target-restriction-own-refused":
        assert any("fftcg:11.3.3" in s.cites for s in fails_steps)
    if name in ("trigger-no-legal-target-own-card", "trigger-cannot-choose-itself"):
        assert not any(s.kind == "choice" and says(s, M.DEFAULT_TARGET) for s in steps), "never aimed by default"
    if name == "simultaneous-loss-each-player":
        ending = [s for s in steps if any(c.path == "game_over" for c in s.changes)]
        assert ending and "fftcg:3.3" in ending[0].cites
        assert ending[0].msg == M.ALL_LOSE_DRAW.id, "the reason is the draw of 3.3, not 3.2's win-and-lose"
    if name == "first-strike-window-back-attack":
        # the held "when broken" trigger goes on the stack only after normal damage, i.e. after the window's passes
        stacked = [s for s in steps
                   if s.kind == "procedure" and "损毁时抽1张卡" in (args_of(s, M.TO_STACK) or {}).get("ability", "")]
        assert stacked and stacked[0].action is not None and stacked[0].action >= 7


def test_validate_names_an_unsupported_target_restriction() -> None:
    """A restriction the engine cannot check is a validation error naming it, never a silent no-op."""
    from judge_app.engine.problems import ScenarioError
    from judge_app.loading import loads_scenario

    text = (ROOT / "target-restriction-opponent-forward.yaml").read_text(encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text.replace("chosen:forward:opponent", "chosen:forward:opponent:samurai"))
    assert "samurai" in str(err.value)


@pytest.mark.parametrize(
    ("old", "new", "named"),
    [
        ("{type: damage, target: \"chosen:forward:opponent\", amount: 7000}",
         "{type: set_job, target: \"chosen:forward:opponent\", job: 武士}", "set_job"),
        ("{type: damage, target: \"chosen:forward:opponent\", amount: 7000}",
         "{type: modify_stat, target: \"chosen:forward:opponent\", stat: toughness, delta: 1000}", "toughness"),
    ],
)
def test_validate_names_effects_the_engine_cannot_model(old: str, new: str, named: str) -> None:
    from judge_app.engine.problems import ScenarioError
    from judge_app.loading import loads_scenario

    text = (ROOT / "target-restriction-opponent-forward.yaml").read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text.replace(old, new))
    assert named in str(err.value)
