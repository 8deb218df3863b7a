"""The report lists the stack at the start position: an mtg scenario that starts with combat damage and a
pump spell on the stack (mtg keeps them in state.stack as its typed items)."""

from __future__ import annotations

import yaml

from judge_app.engine.runner import run
from judge_app.loading import load_scenario, loads_scenario
from judge_app.report.build import build_report
from judge_app.report.html import render_html
from judge_app.report.markdown import render_markdown
from tests.report.conftest import GENERATED, SCENARIOS

PUMP = SCENARIOS / "mtg" / "pump-after-damage-on-stack.yaml"


def stacked_text() -> str:
    """The pump scenario restarted after the cast: its state is the runner's snapshot, one pass left."""
    snap = run(load_scenario(PUMP), snapshots=True).snapshots[4]
    data = yaml.safe_load(PUMP.read_text(encoding="utf-8"))
    data["meta"]["id"] = "mtg-stack-at-start"
    data["state"] = snap.model_dump(mode="json", by_alias=True)
    data["actions"] = data["actions"][-1:]
    data.pop("expect")
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def test_mtg_stack_in_board_tables_and_picture() -> None:
    text = stacked_text()
    report = build_report(loads_scenario(text, "stacked.yaml"), text, generated=GENERATED)
    assert [s.split(" ", 1)[0] for s in report.board.stack] == ["1(顶)", "2"]
    assert "巨大化(a_growth) [咒语] 控制者 甲 → 灰熊(a_bear)" in report.board.stack[0]
    assert "战斗伤害" in report.board.stack[1]
    html = render_html(report)
    assert "栈/连锁:1(顶) 巨大化(a_growth) [咒语]" in html
    assert "灰熊(a_bear) → 灰熊(b_bear) 2" in html
    assert "栈/连锁(顶在上)" in report.board.svg and "巨大化(a_growth)" in report.board.svg
    assert "- 栈/连锁:1(顶) 巨大化" in render_markdown(report)


def test_no_stack_no_stack_box() -> None:
    text = PUMP.read_text(encoding="utf-8")
    report = build_report(loads_scenario(text, "pump.yaml"), text, generated=GENERATED)
    assert report.board.stack == [] and "栈/连锁" not in report.board.svg
