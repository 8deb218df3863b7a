"""A shortcut acts on the tab that is shown (issue 31): Ctrl+K from the board brings the rules tab to the front with
its search box (typing then lands in a visible box, not in the hidden one), and the rules tab's own shortcuts
(Ctrl+D bookmark) never act on the hidden browser from the board, nor the board's (适应窗口) from the rules tab."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def test_ctrl_k_from_the_board_shows_the_search_box(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario("mtg")
    assert window.workspace.currentWidget() is board
    focus = QApplication.focusWidget()
    assert focus is not None and board.isAncestorOf(focus)
    QTest.keyClick(focus, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.workspace.currentWidget() is window.browser
    box = window.browser.search_box
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box, timeout=3000)
    assert box.isVisible()
    QTest.keyClicks(box, "trample")
    assert box.text() == "trample"


def test_a_tabs_shortcuts_do_not_reach_the_hidden_tab(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board, browser = window.board, window.browser
    assert window.show_rule("eol:2.2")
    bookmarked = browser.act_bookmark.isChecked()
    assert board.new_scenario("mtg")
    focus = QApplication.focusWidget()
    QTest.keyClick(focus, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert browser.act_bookmark.isChecked() == bookmarked, "Ctrl+D on the board bookmarked the hidden rule"
    assert not window.nav_bar.isVisible()
    fit = board.act_fit.isChecked()
    window.workspace.setCurrentWidget(browser)
    browser.search_box.setFocus()
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(browser.search_box, Qt.Key.Key_F, keys)
    assert board.act_fit.isChecked() == fit, "Ctrl+Shift+F in the rules tab changed the hidden board"
    assert window.nav_bar.isVisible()
    QTest.keyClick(browser.search_box, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert browser.act_bookmark.isChecked() != bookmarked, "Ctrl+D works where the rule is shown"
