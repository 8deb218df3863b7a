"""Answer first in the GUI (issue 17): the verdict banner above the trace and above the board, ✗/⚠ on the
actions list and in the trace header, priority bookkeeping folded into one row."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.ui_board.conftest import SCENARIOS

DULL = next(p for p in SCENARIOS if p.name == "blocker-dull-illegal.yaml")
TRAMPLE = next(p for p in SCENARIOS if p.name == "trample-illegal-assignment.yaml")
REDECLARED = next(p for p in SCENARIOS if p.name == "summoning-sickness.yaml")  # refused, then redeclared (308.3)


def traced(qtbot, window, path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    board = window.board
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    assert board.open_file(copy)
    qtbot.waitUntil(lambda: board.analysis is not None and board.analysis.run is not None
                    and board.trace_view.model.rowCount() > 0, timeout=20000)
    return board


def test_refused_action_banner_marks_and_header(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, DULL, tmp_path)
    board.side.setCurrentWidget(board.trace_view)
    for banner in (board.verdict_banner, board.trace_view.banner):
        assert banner.isVisibleTo(window)
        text = banner.text_plain()
        assert text.startswith("✗") and "第 2 个动作不合法" in text and "fftcg:10.1.3.1.1" in text
    item = board.actions_panel.list.item(1)
    assert item.text().startswith("✗")
    assert "✗" in board.trace_view.summary.text()


def test_replaced_action_is_marked_not_shown_legal(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, REDECLARED, tmp_path)
    step = next(s for s in board.analysis.run.trace.steps if s.check == "fail")
    item = board.actions_panel.list.item(step.action)
    assert item.text().startswith("⚠"), item.text()
    assert "⚠" in board.trace_view.summary.text()
    assert board.verdict_banner.text_plain().startswith("⚠")


def test_priority_bookkeeping_folds(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, TRAMPLE, tmp_path)
    trace = board.analysis.run.trace
    model = board.trace_view.model
    assert model.rowCount() < len(trace.steps)
    shown = {s.n for row in range(model.rowCount()) for s in model.steps_at(row)}
    assert shown == {s.n for s in trace.steps}, "folded, not dropped"
    for s in trace.steps:
        if s.kind != "procedure" or s.decisive or s.check == "fail":
            row = model.row_of(trace.steps.index(s))
            assert model.steps_at(row) == [s], f"step {s.n} keeps its own row"
    folded = next(r for r in range(model.rowCount()) if len(model.steps_at(r)) > 1)
    board.trace_view.steps.setCurrentIndex(model.index(folded))
    last = model.steps_at(folded)[-1]
    assert str(last.n) in board.readonly_label.text()
