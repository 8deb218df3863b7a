"""Markdown, HTML and JSON: cited rule texts with edition and hash, annotations, and hostile text escaped."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

from conftest import HOSTILE_NAME, HOSTILE_NOTE

from judge_app.report.html import render_html
from judge_app.report.markdown import esc, render_markdown
from judge_app.report.model import Report


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> _Tags:
    p = _Tags()
    p.feed(html)
    return p


def with_reconstructed(report: Report) -> Report:
    """The report with its first rule marked reconstructed and repaired, as a GA rule can be."""
    r = report.model_copy(deep=True)
    r.rules[0].flags = ["reconstructed", "repaired"]
    return r


def test_markdown_content(hostile_report: Report) -> None:
    md = render_markdown(hostile_report)
    for rule in hostile_report.rules:
        assert f"### `{rule.cite}`" in md
        assert all(esc(line) in md for line in rule.text.splitlines())
    assert md.count(hostile_report.header.rulebook.source_sha256) >= len(hostile_report.rules)
    assert "版本 web" in md
    assert esc(HOSTILE_NOTE) in md and "再生不视为被破坏" in md and "步骤 99" in md
    v = hostile_report.verdict
    assert f"**{esc(v.mark)} {esc(v.sentence)}**" in md and esc(hostile_report.outcome.ruling) in md
    assert "data:image/svg+xml;base64," in md
    assert hostile_report.scenario_yaml.rstrip("\n") in md


def test_markdown_escapes_markup(hostile_report: Report) -> None:
    md = render_markdown(hostile_report)
    body = md.split("## 附录")[0]  # the appendix is a fenced block, shown verbatim
    assert not re.findall(r"(?<!\\)[<&]", body), "every < and & is backslash-escaped"
    assert r"\<script\>alert('x')\</script\>\&\*骷髅\*\|" in body
    assert esc(HOSTILE_NOTE) in body and r"\*\*粗\*\*" in body


def test_html_content(hostile_report: Report) -> None:
    html = render_html(hostile_report)
    text = "".join(parse(html).text)
    for rule in hostile_report.rules:
        assert rule.text in text and rule.cite in text
    assert text.count(hostile_report.header.rulebook.source_sha256) >= len(hostile_report.rules)
    assert HOSTILE_NOTE in text and "再生不视为被破坏" in text and HOSTILE_NAME in text
    assert "@media print" in html and "<svg" in html


def test_html_escapes_everything(hostile_report: Report) -> None:
    for for_qt in (False, True):
        tags = set(parse(render_html(hostile_report, for_qt=for_qt)).tags)
        assert "script" not in tags and "b" not in tags
        assert ("img" in tags) == for_qt, "the only image is the board picture of the Qt variant"


def test_reconstructed_mark_and_warning(hostile_report: Report) -> None:
    report = with_reconstructed(hostile_report)
    cite = report.rules[0].cite
    md, html = render_markdown(report), render_html(report)
    assert f"### `{cite}` **[重建]** **[已修复]**" in md
    assert "并非印刷原文" in md and "并非印刷原文" in html
    assert "重建" in html.split(f'id="{cite}"')[1].split("</h3>")[0]
    assert "并非印刷原文" not in render_markdown(hostile_report)


def test_json_round_trips_and_carries_everything(hostile_report: Report) -> None:
    data = json.loads(hostile_report.to_json())
    assert Report.model_validate(data) == hostile_report
    assert [r["cite"] for r in data["rules"]] == hostile_report.cited()
    assert all(r["text"] and r["edition"] == "web" and len(r["source_sha256"]) == 64 for r in data["rules"])
    assert data["ruling_note"] == HOSTILE_NOTE and data["unplaced_notes"] == {"99": "写给不存在的步骤"}
