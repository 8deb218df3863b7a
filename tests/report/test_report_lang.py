"""The report's own labels follow the language asked for (issue 17 item 4): with ``lang="en"`` every heading,
label, step kind and game vocabulary name is English; what the engine and the rulebook wrote (trace text, rule
text, the scenario's own names) stays as written, labelled as rulebook language. Chinese stays the default and
is unchanged."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.loading import loads_scenario
from judge_app.report.build import build_report
from judge_app.report.html import render_html
from judge_app.report.markdown import render_markdown
from judge_app.report.model import Report
from tests.report.conftest import GENERATED

ROOT = Path(__file__).resolve().parents[2]
TRAMPLE = ROOT / "scenarios" / "mtg" / "trample-illegal-assignment.yaml"
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
X = "x"


def build(path: Path, lang: str) -> Report:
    text = path.read_text(encoding="utf-8")
    return build_report(loads_scenario(text, str(path)), text, scenario_file=path.name, generated=GENERATED,
                        lang=lang)


def scrubbed(report: Report) -> Report:
    """``report`` with everything the engine, the rulebook or the scenario wrote replaced by ``x``: what is
    left is the report's own wording and the game vocabulary, which must all be in the report's language."""
    r = report.model_copy(deep=True)
    h = r.header
    h.title, h.rulebook.title, h.scenario_file, h.event, h.judge = X, X, X, X, X
    r.question, r.scenario_yaml, r.ruling_note = X, X, X
    o = r.outcome
    o.ruling, o.answer, o.reason = X, X, X
    o.winner = X if o.winner else None
    v = r.verdict
    v.sentence, v.ruling = X, X
    for m in v.actions:
        m.why = X
    for d in v.deciding:
        d.text = X
    for s in r.steps:
        s.text, s.note = X, (X if s.note else "")
        s.changes = [X for _ in s.changes]
    for n in r.nuances:
        n.text = X
    for reading in r.readings:
        reading.question, reading.meaning, reading.reading = X, X, X
    r.unplaced_notes = {k: X for k in r.unplaced_notes}
    for rule in r.rules:
        rule.text, rule.context, rule.examples, rule.notes = X, [X], [X], [X]
        for rep in rule.repairs:
            rep.detail = X
    b = r.board
    b.svg = "<svg></svg>"
    b.stack = [X for _ in b.stack]
    b.pending_triggers = [X for _ in b.pending_triggers]
    for p in b.players:
        p.name = X
    for z in b.zones:
        for obj in z.objects:
            obj.name = X
            for name in _card_names(report):  # card names inside a summary (attached to …) are the scenario's
                obj.summary = obj.summary.replace(name, X)
    return r


def _card_names(report: Report) -> list[str]:
    return sorted({o.name for z in report.board.zones for o in z.objects}, key=len, reverse=True)


def test_english_report_labels_have_no_chinese() -> None:
    report = build(TRAMPLE, "en")
    assert report.lang == "en"
    clean = scrubbed(report)
    for text in (render_markdown(clean), render_html(clean), render_html(clean, for_qt=True)):
        found = sorted(set(CJK.findall(text)))
        assert not found, f"Chinese in the English report's own labels: {''.join(found)}"


def test_english_report_keeps_the_rule_text_labelled_as_rulebook_language() -> None:
    report = build(TRAMPLE, "en")
    md = render_markdown(report)
    rule = next(r for r in report.rules if r.found and r.text)
    assert " ".join(rule.text.split())[:30] in " ".join(md.split()), "the cited rule's text is still quoted"
    for heading in ("## Question", "## Ruling", "Appendix A", "Appendix D"):
        assert heading in md
    assert "rulebook, Chinese" in md and "rulebook, Chinese" in render_html(report)
    kinds = {s.kind: s.kind_label.rstrip("✓✗–") for s in report.steps}
    assert kinds["action"] == "Action" and kinds["procedure"] == "Procedure", "step kinds in English"


def test_english_board_names_come_from_the_english_vocabulary() -> None:
    report = build(TRAMPLE, "en")
    zones = {z.name for z in report.board.zones}
    assert "In play" in zones, zones
    assert not CJK.search(report.board.phase)
    assert report.board.step is None or not CJK.search(report.board.step)
    svg = report.board.svg
    for name in [*_card_names(report), *(p.name for p in report.board.players)]:
        svg = svg.replace(name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"), "")
    found = sorted(set(CJK.findall(svg)))
    assert not found, f"Chinese in the English board picture's labels: {''.join(found)}"


def test_chinese_is_the_default_and_unchanged() -> None:
    zh = build(TRAMPLE, "zh")
    text = TRAMPLE.read_text(encoding="utf-8")
    default = build_report(loads_scenario(text, str(TRAMPLE)), text, scenario_file=TRAMPLE.name,
                           generated=GENERATED)
    assert default.lang == "zh"
    assert render_markdown(default) == render_markdown(zh)
    assert "## 问题" in render_markdown(zh) and "## 裁定" in render_markdown(zh)


EXAMPLES = sorted(p.name.removesuffix(".json") for p in (ROOT / "docs" / "examples").glob("*.json")
                  if not p.name.endswith("-en.json"))


@pytest.mark.parametrize("example", EXAMPLES)
def test_chinese_examples_are_reproduced_byte_for_byte(example: str) -> None:
    """docs/examples (Chinese) as the CLI writes them today, except the generation time."""
    from judge_app.report.annotate import load_notes

    game, _, name = example.partition("-")
    path = ROOT / "scenarios" / game / f"{name}.yaml"
    notes_file = ROOT / "docs" / "examples" / f"{example}.notes.yaml"
    notes = load_notes(notes_file) if notes_file.is_file() else None
    text = path.read_text(encoding="utf-8")
    report = build_report(loads_scenario(text, str(path)), text, scenario_file=f"scenarios/{game}/{name}.yaml",
                          notes=notes)
    for fmt, render in (("md", render_markdown), ("html", render_html)):
        want = (ROOT / "docs" / "examples" / f"{example}.{fmt}").read_text(encoding="utf-8")
        got = render(report)
        strip = re.compile(r"^.*(报告生成时间|Generated).*$", re.M)
        assert strip.sub("", got) == strip.sub("", want), f"{example}.{fmt} differs"


def test_cli_lang_en(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from judge_app.cli import main

    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    out = tmp_path / "r.md"
    assert main(["report", str(TRAMPLE), "-o", str(out), "--no-log", "--lang", "en"]) == 0
    md = out.read_text(encoding="utf-8")
    assert "## Question" in md and "## 问题" not in md
    out_zh = tmp_path / "z.md"
    assert main(["report", str(TRAMPLE), "-o", str(out_zh), "--no-log"]) == 0
    assert "## 问题" in out_zh.read_text(encoding="utf-8")
