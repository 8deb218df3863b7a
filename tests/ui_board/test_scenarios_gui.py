"""Every shipped scenario opens in the board, saves back byte for byte, and traces from the GUI with the
same result as the engine run from the command line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.loading import load_scenario
from tests.ui_board.conftest import SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_opens_saves_unchanged_and_traces(qtbot, window, tmp_path: Path, path: Path) -> None:  # type: ignore[no-untyped-def]
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    board = window.board
    try:
        expected = run(load_scenario(path)).trace
    except ScenarioError as e:  # a scenario the engine refuses: the GUI lists the same problems and does not trace
        assert board.open_file(copy)
        shown = board.doc.view.errors + board.doc.view.warnings
        assert {(p.path, p.message) for p in shown} == {(p.path, p.message) for p in e.problems}
        board.resolve()
        assert "修正后才能追溯" in board.trace_view.summary.text()
        return
    assert board.open_file(copy), board.last_message
    assert board.doc is not None and not board.doc.view.errors and not board.doc.view.warnings
    assert sum(len(b.list.zone_model().objects()) for b in board.board.boxes.values()) == len(
        board.doc.view.state.objects)  # every card is on the table
    assert board.save()
    assert copy.read_bytes() == path.read_bytes()
    board.resolve()
    qtbot.waitUntil(lambda: not board.runner.busy and board.trace_view.model.rowCount() > 0, timeout=20000)
    shown = board.trace_view.model.steps
    assert [(s.kind, s.text, s.cites) for s in shown] == [(s.kind, s.text, s.cites) for s in expected.steps]
    assert "未满足 expect" not in board.trace_view.summary.text()
    board.trace_view.select_step(len(shown) - 1)  # the board after the last step renders
    assert not board.board.editable
