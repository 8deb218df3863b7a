"""The runner writes every permission a legality check found as a passed check step, and every refusal
as its own failed, decisive step (not the first reason only)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from judge_app.engine import run
from judge_app.engine import words as W
from judge_app.engine.checks import Checks, IllegalAction, Reason
from judge_app.loading import loads_scenario

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "eol" / "reattack.yaml"


def _with_checker(checker):  # type: ignore[no-untyped-def]
    loaded = loads_scenario(SCENARIO.read_text(encoding="utf-8"))
    loaded.game = dataclasses.replace(loaded.game, action_checker=checker)
    return loaded


def test_permissions_become_passed_check_steps() -> None:
    def checker(state, action, interpretations):  # type: ignore[no-untyped-def]
        c = Checks()
        c.require(True, "eol:2.1.2.3", ok=f"{action.type} 合乎时机", no="不合时机")
        return c.verdict()

    trace = run(_with_checker(checker)).trace
    passed = [s for s in trace.steps if s.check == "pass"]
    assert passed and all(s.cites == ["eol:2.1.2.3"] and s.kind == "check" for s in passed)
    first_action = next(s for s in trace.steps if s.kind == "action")
    assert trace.steps[first_action.n].check == "pass"  # right after the action it permits
    assert "[检查✓]" in trace.to_text()


def test_every_refusal_is_a_decisive_step() -> None:
    def checker(state, action, interpretations):  # type: ignore[no-untyped-def]
        raise IllegalAction.of([Reason("甲不合法", ("eol:2.1.2.3",)), Reason("乙不合法", ("eol:2.1.1",))])

    trace = run(_with_checker(checker)).trace
    failed = [s for s in trace.steps if s.check == "fail"]
    assert [(s.msg, s.args["k"], s.args["count"]) for s in failed] == [(W.ILLEGAL_ONE_OF.id, 1, 2),
                                                                         (W.ILLEGAL_LAST_OF.id, 2, 2)]
    assert [s.cites for s in failed] == [["eol:2.1.2.3"], ["eol:2.1.1"]]
    assert all(s.decisive for s in failed)
    assert trace.decisive_steps() == failed
    assert trace.result is not None and trace.result.stopped_at == 0


def test_what_happens_before_an_action_comes_before_it_and_its_checks() -> None:
    """A game's ``reach`` plays out the default passes before the action: the action step, its passed checks
    and its resolution follow them, so a judge reads the checks at the moment the action is taken."""
    loaded = _with_checker(lambda state, action, interpretations: [Reason("合乎时机", ("eol:2.1.2.3",))])
    game = loaded.game

    class Reaching(type(game)):  # type: ignore[misc]
        def reach(self, table, action):  # type: ignore[no-untyped-def]
            table.step("choice", "场景未列出此前的动作:视为让过。", ["eol:2.1.1"])

    loaded.game = Reaching(**{f.name: getattr(game, f.name) for f in dataclasses.fields(game)})
    steps = run(loaded).trace.steps
    first = next(i for i, s in enumerate(steps) if s.kind == "choice" and s.text.startswith("场景未列出此前"))
    assert [s.kind for s in steps[first:first + 3]] == ["choice", "action", "check"]
    assert steps[first + 2].check == "pass" and steps[first].action == steps[first + 1].action == 0
