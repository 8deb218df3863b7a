"""Issue 28.6, written before the fix: a refusal also cites the permissions that held before it. fftcg: a forward
played in main phase 1 by the turn player holding priority (9.3.1.5 and 11.4.1 allow that) with a payment one
element short was refused citing only the payment rules; a judge explaining the ruling says both."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.loading import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def test_a_refused_payment_cites_the_permissions_that_held() -> None:
    trace = run(load_scenario(ROOT / "scenarios" / "fftcg" / "cp-missing-element.yaml")).trace
    action = [s for s in trace.steps if s.action == 0]
    held = [s for s in action if s.check == "pass"]
    failed = [s for s in action if s.check == "fail"]
    assert failed and held, "the permissions that held are checks of the refused action"
    assert max(s.n for s in held) < min(s.n for s in failed)  # said before the refusal, as a judge explains it
    cited = {c for s in held for c in s.cites}
    assert {"fftcg:9.3.1.5", "fftcg:11.4.1"} <= cited
    assert trace.result is not None and trace.result.stopped_at == 0
