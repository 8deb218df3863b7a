"""The verdict, answer first (issue 17): one sentence with the deciding rules, ✗ on the action that was
refused, ⚠ on an action the engine replaced (a failed check that did not stop the trace), the deciding steps
quoted with their rule text, and all of it on the report's first page and in its attention section."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.loading import load_scenario, loads_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
DULL = SCENARIOS / "fftcg" / "blocker-dull-illegal.yaml"
TRAMPLE = SCENARIOS / "mtg" / "trample-illegal-assignment.yaml"
# An illegal attack the rules answer by redeclaring (mtg 308.3): a failed check on a trace that goes on.
REDECLARED = SCENARIOS / "mtg" / "summoning-sickness.yaml"
TIE = SCENARIOS / "eol" / "tie-and-regenerate.yaml"


def replaced_attack():  # type: ignore[no-untyped-def]
    trace = run(load_scenario(REDECLARED)).trace
    assert trace.result is not None and trace.result.stopped_at is None
    step = next(s for s in trace.steps if s.check == "fail")
    return trace, step


def test_refused_action_is_the_verdict() -> None:
    from judge_app.report.verdict import build_verdict

    trace = run(load_scenario(DULL)).trace
    v = build_verdict(trace)
    assert v.mark == "✗"
    assert v.sentence.startswith("第 2 个动作不合法") and "fftcg:10.1.3.1.1" in v.sentence
    assert [(m.action, m.mark) for m in v.actions] == [(1, "✗")]
    assert v.actions[0].cites == ["fftcg:10.1.3.1.1"]
    assert 1 <= len(v.deciding) <= 3 and v.deciding[0].cites == ["fftcg:10.1.3.1.1"]


def test_replaced_action_gets_a_warning() -> None:
    from judge_app.report.verdict import build_verdict

    trace, step = replaced_attack()
    v = build_verdict(trace)
    assert [(m.action, m.mark, m.step) for m in v.actions] == [(step.action, "⚠", step.n)]
    assert v.mark == "⚠"
    assert f"第 {step.action + 1} 个动作" in v.sentence and "mtg:308.2" in v.sentence


def test_an_illegal_trample_split_is_refused() -> None:
    from judge_app.report.verdict import build_verdict

    v = build_verdict(run(load_scenario(TRAMPLE)).trace)
    assert v.mark == "✗" and [(m.action, m.mark) for m in v.actions] == [(4, "✗")]
    assert "第 5 个动作不合法" in v.sentence and "mtg:502.9b" in v.sentence


def test_a_legal_timeline_quotes_the_decisive_steps() -> None:
    from judge_app.report.verdict import build_verdict

    trace = run(load_scenario(TIE)).trace
    v = build_verdict(trace)
    assert v.mark == "✓" and not v.actions
    decisive = [s.n for s in trace.decisive_steps() if s.cites]
    assert [d.step for d in v.deciding] == decisive[-3:]
    assert all(c in v.sentence for c in v.deciding[-1].cites)


def test_report_page_one_and_attention_carry_the_verdict() -> None:
    from judge_app.report.build import build_report
    from judge_app.report.html import render_html
    from judge_app.report.markdown import render_markdown

    text = DULL.read_text(encoding="utf-8")
    report = build_report(loads_scenario(text, str(DULL)), text)
    assert report.verdict.mark == "✗" and report.verdict.actions[0].action == 1
    html = render_html(report)
    first = html.index(report.verdict.sentence.split(":")[0])
    assert first < html.index("追溯步骤"), "the verdict comes before the trace"
    rule = next(r for r in report.rules if r.cite == "fftcg:10.1.3.1.1")
    assert rule.text[:30] in html[: html.index("追溯步骤")], "the deciding rule is quoted on page 1"
    attention = html[html.index("需要注意"):]
    assert "✗" in attention and "第 2 个动作" in attention
    md = render_markdown(report)
    assert "✗" in md[: md.index("追溯")]


def test_replaced_action_in_the_attention_section() -> None:
    import judge_app.report.build as build

    _trace, step = replaced_attack()
    text = REDECLARED.read_text(encoding="utf-8")
    report = build.build_report(loads_scenario(text, str(REDECLARED)), text)
    from judge_app.report.html import render_html

    html = render_html(report)
    attention = html[html.index("需要注意"):]
    assert "⚠" in attention and f"第 {step.action + 1} 个动作" in attention


def test_the_sentence_names_each_rule_once() -> None:
    """Two deciding steps citing the same rules (riftbound: two units destroyed by 322.2 in one cleanup, 440.1)
    name each rule once in the verdict sentence."""
    import re

    from judge_app.report.verdict import build_verdict

    verdict = build_verdict(run(load_scenario(SCENARIOS / "riftbound" / "combat-tank-ordering.yaml")).trace)
    named = re.findall(r"riftbound:[\d.]+", verdict.sentence)
    assert named and len(named) == len(set(named)), verdict.sentence
