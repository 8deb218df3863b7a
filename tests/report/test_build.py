"""The report model: cited rules exactly as the database has them, the one-sentence ruling, notes, readings."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import HOSTILE_NAME, HOSTILE_NOTE, SCENARIOS

from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from judge_app.report.build import _cited_rule, build_report
from judge_app.report.model import Report
from rulesdb.store import load_rulebook


def report_for(path: Path) -> Report:
    return build_report(load_scenario(path), path.read_text(encoding="utf-8"), scenario_file=str(path))


def test_every_cited_rule_is_carried_with_its_text_edition_and_hash(hostile_report: Report) -> None:
    book = load_rulebook("eol")
    trace_cites = list(dict.fromkeys(c for s in hostile_report.steps for c in s.cites))
    assert hostile_report.cited() == trace_cites and len(trace_cites) >= 10
    for rule in hostile_report.rules:
        stored = book.get(rule.id)
        assert stored is not None and rule.found
        assert rule.text == stored.text and rule.printed == stored.printed and rule.flags == stored.flags
        assert rule.edition == book.manifest.edition
        assert rule.source_sha256 == book.manifest.sha256 and len(rule.source_sha256) == 64
        first = next(s.n for s in hostile_report.steps if rule.cite in s.cites)
        assert rule.first_step == first
    assert hostile_report.header.rulebook.source_sha256 == book.manifest.sha256


def test_header_and_notes(hostile_report: Report) -> None:
    h = hostile_report.header
    assert (h.event, h.judge, h.date) == ("市赛 <b>", "王裁判", "2024-05-01")
    assert h.generated == "2024-05-01T14:30:00+08:00"
    assert hostile_report.ruling_note == HOSTILE_NOTE
    notes = {s.n: s.note for s in hostile_report.steps if s.note}
    assert notes == {7: "再生不视为被破坏"}
    assert hostile_report.unplaced_notes == {99: "写给不存在的步骤"}
    assert "99: 写给不存在的步骤" in hostile_report.scenario_yaml
    assert any(o.name == HOSTILE_NAME for z in hostile_report.board.zones for o in z.objects)


@pytest.mark.parametrize(("name", "expected"), [
    ("hero-attack-win.yaml", "乙 的英雄血量降至0或以下,甲 获胜。"),
    ("setup-both-empty-draw.yaml", "准备阶段结束时双方随从区都无随从卡,平局。"),
    # a game that goes on: the ruling is what the action came to, not the position summary
    ("tie-and-regenerate.yaml", "不死骷髅(b_m1) 触发再生而复活,保持唤醒状态并保留战斗前的增益与减益;不视为被破坏"
                                "(本回合不能再次再生)；光之骑士(a_m1) 没有再生,被破坏并弃置于墓地。"),
])
def test_one_sentence_ruling(name: str, expected: str) -> None:
    assert report_for(SCENARIOS / "eol" / name).outcome.ruling == expected


def test_ruling_for_an_illegal_action_names_the_action_and_rule() -> None:
    path = next(p for p in sorted((SCENARIOS / "eol").glob("*.yaml"))
                if run(load_scenario(p)).trace.result.stopped_at is not None)  # type: ignore[union-attr]
    report = report_for(path)
    assert report.outcome.stopped_at is not None
    assert report.outcome.ruling.startswith(f"第 {report.outcome.stopped_at + 1} 个动作不合法:")
    assert "追溯到此为止" not in report.outcome.ruling


def test_ambiguity_steps_and_readings() -> None:
    path = SCENARIOS / "eol" / "reattack-awaken-turn.yaml"
    report = report_for(path)
    assert any(n.kind == "ambiguity" for n in report.nuances)
    assert report.readings, "the reading the trace announced is listed"
    loaded = load_scenario(path)
    assert {r.point for r in report.readings if r.explicit} == set(loaded.scenario.interpretations)


def test_unknown_and_reconstructed_rules() -> None:
    missing = _cited_rule("eol:9.9.9.9", 3, load_rulebook)
    assert not missing.found and missing.first_step == 3
    rebuilt = _cited_rule("ga:1.1.2.1", 1, load_rulebook)
    assert rebuilt.reconstructed and rebuilt.repaired and rebuilt.repairs
    assert rebuilt.text == load_rulebook("ga").get("1.1.2.1").text  # type: ignore[union-attr]


def test_board_picture_is_a_drawing_of_the_start_state(hostile_report: Report) -> None:
    svg = hostile_report.board.svg
    root = ET.fromstring(svg)  # well-formed even with markup in card names
    texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "<script>" not in svg and any(t.startswith("<script>") for t in texts)
    for obj_id in ("a_hero", "b_hero", "a_m1", "a_m2", "b_m1"):
        assert obj_id in texts, f"{obj_id} is drawn"
    assert sum(t in ("1", "3", "5") for t in texts) >= 4, "empty minion slots are drawn with their numbers"
    assert any("当前回合" in t for t in texts)


def test_ruling_when_the_trace_cannot_continue_names_the_missing_rule() -> None:
    report = report_for(SCENARIOS / "riftbound" / "burn-out-unsupported.yaml")
    assert report.outcome.ruling.startswith("无法继续:")
    assert "418" in report.outcome.ruling
