"""A board that does not move (issue 31): no zone's geometry changes when actions are added or the verdict banner's
text changes, and at 1280×720 every zone of every game is on screen, on the editing board and on a step's board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from judge_app.games import registered_games
from judge_app.ui.board import edits as E
from tests.ui_board.conftest import SCENARIOS, main_window

# For each game the shipped scenario with the most cards (the fullest table), and its actions.
RICHEST = {g.id: max((p for p in SCENARIOS if p.parent.name == g.id),
                     key=lambda p: p.read_text(encoding="utf-8").count("zone:")) for g in registered_games()}


def geometry(board: Any) -> dict[str, QRect]:
    """Every zone's rectangle in the window's coordinates, and the board's viewport."""
    win = board.window()
    out = {zone: QRect(box.mapTo(win, QPoint(0, 0)), box.size()) for zone, box in board.board.boxes.items()}
    vp = board.board.viewport()
    out["viewport"] = QRect(vp.mapTo(win, QPoint(0, 0)), vp.size())
    return out


def without_actions(path: Path, tmp_path: Path) -> tuple[Path, list[Any]]:
    from judge_app.loading import load_scenario

    actions = list(load_scenario(path).scenario.actions)
    text = path.read_text(encoding="utf-8")
    head = text.split("\nactions:")[0]
    rest = text.split("\nactions:", 1)[1] if "\nactions:" in text else ""
    tail = next((rest[i:] for i in range(len(rest)) if rest[i:].startswith("\n") and rest[i + 1:i + 2].isalpha()), "")
    out = tmp_path / path.name
    out.write_text(head + "\nactions: []" + tail, encoding="utf-8")
    return out, actions


def settle(qtbot, board: Any) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not board.analyse_timer.isActive() and not board.runner.busy and board.analysis is not None
                    and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)
    QApplication.processEvents()


@pytest.mark.parametrize("game", sorted(RICHEST))
def test_adding_actions_moves_no_zone(qtbot, library, data_dir: Path, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    """The shipped scenario's actions added one by one, as 添加动作 adds them: after each one the verdict banner says
    something else (or appears, for the first), and every zone stays exactly where it was."""
    path, actions = without_actions(RICHEST[game], tmp_path)
    assert actions, f"{RICHEST[game].name} has actions"
    with main_window(qtbot, library, (1600, 1000)) as window:
        board = window.board
        assert board.open_file(path)
        settle(qtbot, board)
        before = geometry(board)
        banners = set()
        for n, action in enumerate(actions):
            assert board.apply(E.add_action(board.doc, E.action_data(action), n))
            settle(qtbot, board)
            banners.add(board.verdict_banner.label.text())
            after = geometry(board)
            moved = {z: (before[z], after[z]) for z in before if before[z] != after[z]}
            assert not moved, f"after action {n + 1}: {moved}"
        assert len(banners) >= 1 and board.verdict_banner.verdict is not None


@pytest.mark.parametrize("game", sorted(RICHEST))
def test_every_zone_visible_at_1280x720(qtbot, library, data_dir: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    with main_window(qtbot, library, (1280, 720)) as window:
        board = window.board
        assert board.open_file(RICHEST[game])
        settle(qtbot, board)

        def hidden() -> list[str]:
            vp = board.board.viewport()
            area = QRect(QPoint(0, 0), vp.size())
            out = []
            for zone, box in board.board.boxes.items():
                r = QRect(box.mapTo(vp, QPoint(0, 0)), box.size())
                if not box.isVisible() or not area.contains(r):
                    out.append(zone)
            return out

        assert not hidden(), f"zones off screen at 1280×720: {hidden()}"
        assert board.board.horizontalScrollBar().maximum() == 0, "the board does not scroll sideways"
        # the board after the last step keeps every zone where it was
        before = geometry(board)
        board.trace_view.select_step(board.trace_view.model.rowCount() - 1)
        QApplication.processEvents()
        assert not board.board.editable
        assert not hidden()
        assert geometry(board) == before
