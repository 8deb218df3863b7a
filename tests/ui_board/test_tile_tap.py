"""Double-clicking a card turns it sideways the game's way (issue 17): mtg taps, fftcg dulls, ga rests,
riftbound exhausts, eol wakes a minion; again turns it back. Undo restores it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

CASES = [("mtg", "A.play", "tapped"), ("fftcg", "A.field", "dull"), ("ga", "field", "rested"),
         ("riftbound", "A.base", "exhausted"), ("eol", "A.minions", "awake")]


@pytest.mark.parametrize(("game", "zone", "status"), CASES, ids=[c[0] for c in CASES])
def test_double_click_turns_a_card(qtbot, window, game: str, zone: str, status: str) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario(game)
    board.add_card(zone)
    (card,) = board.doc.view.state.in_zone(zone)
    lst = board.board.boxes[zone].list

    def double_click() -> None:  # a real double-click: press and release, then the double-click event
        rect = lst.visualRect(lst.model().index(0, 0))
        qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    double_click()
    assert status in board.doc.view.state.obj(card.id).status
    double_click()
    assert status not in board.doc.view.state.obj(card.id).status
    board.undo_stack.undo()
    assert status in board.doc.view.state.obj(card.id).status
