"""Fixtures for report tests: a real eol scenario with hostile names and notes, and its built report."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from judge_app.loading import loads_scenario
from judge_app.report.build import build_report
from judge_app.report.model import Report

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
TIE = SCENARIOS / "eol" / "tie-and-regenerate.yaml"
HOSTILE_NAME = "<script>alert('x')</script>&*骷髅*|"
HOSTILE_NOTE = "注意 <img src=x onerror=alert(1)> 与 `code` & **粗**"
GENERATED = dt.datetime(2024, 5, 1, 14, 30, tzinfo=dt.timezone(dt.timedelta(hours=8)))


def hostile_text() -> str:
    """The tie scenario with a card named like markup, provenance, and annotations on steps 7 and 99."""
    text = TIE.read_text(encoding="utf-8").replace("name: 不死骷髅", f"name: {json.dumps(HOSTILE_NAME)}")
    text = text.replace("  tags: [combat, tie, regenerate]\n",
                        "  tags: [combat, tie, regenerate]\n"
                        "  provenance: {event: 市赛 <b>, judge: 王裁判, date: '2024-05-01'}\n")
    return text + ("annotations:\n"
                   f"  ruling: {json.dumps(HOSTILE_NOTE, ensure_ascii=False)}\n"
                   "  steps:\n"
                   "    7: 再生不视为被破坏\n"
                   "    99: 写给不存在的步骤\n")


@pytest.fixture(scope="session")
def hostile_report() -> Report:
    text = hostile_text()
    return build_report(loads_scenario(text, "hostile.yaml"), text, scenario_file="hostile.yaml", generated=GENERATED)
