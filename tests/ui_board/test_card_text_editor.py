"""Issue 27 (GUI): a card's printed rules text typed in the inspector, read live ("读作", unread spans underlined
and listed), applied to the card and used at once (the board's view reads it like the loaders do)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QPushButton

from tests.ui_board.conftest import type_into


def test_typed_card_text_is_read_live_and_applied(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario("eol")
    board.add_card("A.minions", {"name": "学者", "types": ["minion"], "stats": {"attack": 2},
                                 "face_down": False, "status": ["awake"]})
    (card,) = board.doc.view.state.in_zone("A.minions")
    lst = board.board.boxes["A.minions"].list
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=lst.visualRect(lst.model().index(0, 0)).center())
    qtbot.waitUntil(lambda: "text" in board.inspector.fields, timeout=3000)
    box = board.inspector.fields["text"]
    assert isinstance(box, QPlainTextEdit)
    type_into(box, "唤醒技:抽1张牌。翻转时间。", finish=False)
    preview = board.inspector.findChild(QLabel, "cardTextReading")
    assert "读作" in preview.text() and "抽" in preview.text()
    assert "翻转时间" in preview.text()  # the sentence not understood is listed …
    assert preview.textFormat() == Qt.TextFormat.RichText and "<br>" in preview.text()  # lines, not raw tags
    assert box.extraSelections() and box.extraSelections()[0].cursor.selectedText() == "翻转时间"  # … and underlined
    apply = board.inspector.findChild(QPushButton, "applyCardText")
    assert apply.isEnabled()
    qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(board.doc.view.state.obj(card.id).abilities), timeout=3000)
    node = board.doc.tree["state"]["objects"][0]
    assert node["text"] == "唤醒技:抽1张牌。翻转时间。" and "abilities" not in node
    abilities = board.doc.view.state.obj(card.id).abilities
    assert [a.id for a in abilities][:1] == ["a1"]
    assert any("翻转时间" in p.message for p in board.doc.view.notes)  # the unread span is listed …
    assert not board.doc.view.warnings and not board.doc.view.errors  # … and does not stop the trace
    assert board.analyse()
