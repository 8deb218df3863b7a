"""Click counts with drags (issue 17): the same three cases as test_click_counts.py, the actions made by dragging
cards onto cards and players (Alt+drag: one gesture = one input) instead of the 添加动作 menu."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui_board.test_click_counts import TARGET, Judge, build

ALT = Qt.KeyboardModifier.AltModifier


def drag(judge: Judge, source: str, target: str, player: bool = False) -> None:
    board = judge.board
    judge.settle()
    lst, row = board.board.list_for(source)
    vp, start = lst.viewport(), lst.visualRect(lst.zone_model().index(row)).center()
    if player:
        button = board.board.player_buttons[target]
        end = vp.mapFromGlobal(button.mapToGlobal(QPoint(20, button.height() // 2)))
    else:
        tl, trow = board.board.list_for(target)
        end = vp.mapFromGlobal(tl.viewport().mapToGlobal(tl.visualRect(tl.zone_model().index(trow)).center()))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, ALT, start)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, ALT, end)
    QApplication.processEvents()
    judge.count(1, f"drag {source} → {target}")


def mtg_trample(judge: Judge) -> None:
    judge.new_scenario("mtg")
    judge.add_card("A.play", "33", downs=1)
    judge.add_card("A.play", "11", for_opponent=True)
    drag(judge, "a_c1", "B", player=True)
    drag(judge, "b_c1", "a_c1")
    drag(judge, "a_c1", "B", player=True)  # the grid opens at the damage step with all 3 on 乙: the question
    judge.ok()


def fftcg_block(judge: Judge) -> None:
    judge.new_scenario("fftcg")
    judge.add_card("A.field", "7")
    judge.add_card("A.field", "9", for_opponent=True)
    drag(judge, "a_c1", "B", player=True)
    drag(judge, "b_c1", "a_c1")


def ga_attack(judge: Judge) -> None:
    judge.new_scenario("ga")
    judge.add_card("field", "ys")
    judge.add_card("field", "ys", for_opponent=True)
    judge.add_card("field", "my")
    state = judge.board.doc.view.state
    ally = next(o.id for o in state.objects if "ally" in o.types)
    enemy = next(o.id for o in state.objects if o.controller == "B")
    drag(judge, ally, enemy)


# Measured with -s (keyboard-first building: one-key chooser, focus kept in the zone, Shift+Enter for the
# opponent's cards); with the menu instead of drags: test_click_counts.MEASURED.
MEASURED = {"mtg": 13, "fftcg": 8, "ga": 12}
CASES = [("mtg", mtg_trample), ("fftcg", fftcg_block), ("ga", ga_attack)]


@pytest.mark.parametrize(("game", "case"), CASES, ids=[g for g, _ in CASES])
def test_case_by_dragging(qtbot, window, monkeypatch, game: str, case: Any) -> None:  # type: ignore[no-untyped-def]
    # build() checks the same scenario as the menu path: action kinds, the trample assignment, the cards' zones
    inputs = build(qtbot, window, monkeypatch, game, case).inputs
    assert inputs <= MEASURED[game]
    assert inputs <= TARGET
