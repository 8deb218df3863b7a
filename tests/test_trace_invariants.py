"""What every trace of every game owes a judge, whatever the scenario: checked on every shipped scenario.

- A check step cites the rule it applies, whether it passed, failed or found nothing to do.
- An illegal action is refused by at least one cited, decisive failed check.
- The trace names the steps its ruling rests on, and they cite rules.
- Every rule id the trace cites exists in that game's rules database (the engine never cites a rule the
  judge cannot open).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from judge_app.engine.trace import Result, Step, Trace
from rulesdb.models import Rulebook
from rulesdb.store import load_rulebook
from tests.shipped import shipped_run

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))


@cache
def _book(game: str) -> Rulebook:
    return load_rulebook(game)


def _trace(path: Path) -> Trace:
    return shipped_run(path)[1].trace


def uncited_checks(trace: Trace) -> list[str]:
    return [f"step {s.n} [{s.label}] {s.text}" for s in trace.steps if s.check is not None and not s.cites]


def refusal_problems(trace: Trace) -> list[str]:
    if trace.result is None or trace.result.stopped_at is None:
        return []
    refusals = [s for s in trace.steps if s.check == "fail" and s.action == trace.result.stopped_at]
    if not refusals:
        return ["the trace stops at an illegal action without a failed check saying why"]
    return [f"step {s.n}: a refusal must be decisive and cite its rule" for s in refusals
            if not (s.decisive and s.cites)]


def unknown_cites(trace: Trace) -> list[str]:
    book = _book(trace.game)
    return sorted({c for c in trace.cited() if c.split(":", 1)[1] not in book})


IDS = [f"{p.parent.name}/{p.stem}" for p in FILES]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_every_check_cites_its_rule(path: Path) -> None:
    assert uncited_checks(_trace(path)) == []


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_a_refusal_is_a_cited_decisive_failed_check(path: Path) -> None:
    assert refusal_problems(_trace(path)) == []


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_the_ruling_rests_on_cited_steps(path: Path) -> None:
    decisive = _trace(path).decisive_steps()
    assert decisive, "no step the ruling rests on"
    assert all(s.cites for s in decisive)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_every_cited_rule_exists(path: Path) -> None:
    assert unknown_cites(_trace(path)) == []


def test_the_checks_can_fail() -> None:
    bad = Trace(scenario="x", game="eol", edition="e", result=Result(outcome="ongoing", stopped_at=0), steps=[
        Step(n=1, kind="check", text="沉睡的随从不能攻击", check="fail", action=0),
        Step(n=2, kind="check", text="可以攻击", cites=["eol:4.2.12"], check="pass", action=0),
    ])
    assert uncited_checks(bad) == ["step 1 [检查✗] 沉睡的随从不能攻击"]
    assert refusal_problems(bad) == ["step 1: a refusal must be decisive and cite its rule"]
    assert unknown_cites(bad) == ["eol:4.2.12"]
