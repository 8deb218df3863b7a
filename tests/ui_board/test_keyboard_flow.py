"""Keyboard-first board building (issue 17), each feature on its own, driven with real key events:

- Ctrl+N opens a game chooser where every game has a one-key accelerator (its digit or the first letter of its
  id): Ctrl+N, one key, and the scenario exists; Enter takes the preselected game (the last one used); Esc
  changes nothing.
- A new scenario puts the keyboard focus on the active player's main zone (mtg's battlefield, fftcg's field,
  ga's shared field, riftbound's base, eol's minion row), so a card name can be typed at once; after a card is
  added the zone keeps the focus for the next name.
- Shift+Enter in the card library gives the card to the opponent: in a per-player zone it goes to the
  opponent's zone of the same kind (mtg A.play → B.play), in a shared zone (ga's field) it gets the opponent as
  owner. The focused zone and the popup say so.
- After a block that makes combat damage assignment a real choice (mtg: a trampler, mtg:310.1c, mtg:502.9b),
  the damage-assignment form opens by itself with the focus on the attacker → defending player cell; typing a
  number and Enter records the passes and the assignment. Esc keeps the default and the trace says so. A block
  where the assignment is not a choice opens nothing.
- Empty zones collapse to a strip and grow back when a card arrives.
"""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from judge_app.games import registered_games

MAIN_ZONES = {"mtg": "A.play", "fftcg": "A.field", "ga": "field", "riftbound": "A.base", "eol": "A.minions"}


def key(widget: QWidget | None, text: str = "", code: int = 0,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    assert widget is not None
    for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(etype, code, modifiers, text))
    QApplication.processEvents()


def type_text(text: str) -> None:
    for ch in text:
        key(QApplication.focusWidget(), ch)


def press(code: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    key(QApplication.focusWidget(), code=code, modifiers=modifiers)


def chooser(qtbot: Any, window: Any) -> QDialog:
    """The open game chooser, once it has the keyboard (a judge types when it is up)."""
    def up() -> bool:
        dialog = window.board.findChild(QDialog, "newScenarioDialog")
        return dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible() \
            and dialog.isAncestorOf(QApplication.focusWidget())

    qtbot.waitUntil(up, timeout=3000)
    return window.board.findChild(QDialog, "newScenarioDialog")


def closed(dialog: QDialog) -> bool:
    return not shiboken6.isValid(dialog) or not dialog.isVisible()  # the chooser deletes itself on closing


def ctrl_n(qtbot: Any, window: Any) -> QDialog:
    window.activateWindow()  # the judge's window has the keyboard when Ctrl+N is pressed
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    return chooser(qtbot, window)


@pytest.mark.parametrize("game", [g.id for g in registered_games()])
def test_ctrl_n_and_one_key_creates_any_game(qtbot, window, game: str) -> None:  # type: ignore[no-untyped-def]
    dialog = ctrl_n(qtbot, window)
    type_text(game[0])
    assert closed(dialog)
    assert window.board.doc is not None and window.board.doc.game.id == game


def test_digits_pick_games_in_list_order(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    games = [g.id for g in registered_games()]
    ctrl_n(qtbot, window)
    type_text(str(len(games)))
    assert window.board.doc.game.id == games[-1]


def test_enter_takes_the_last_game_and_escape_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ctrl_n(qtbot, window)
    type_text("f")
    first = window.board.doc
    dialog = ctrl_n(qtbot, window)
    press(Qt.Key.Key_Escape)
    assert closed(dialog) and window.board.doc is first
    ctrl_n(qtbot, window)
    press(Qt.Key.Key_Return)
    assert window.board.doc is not first and window.board.doc.game.id == "fftcg"


def test_first_new_scenario_preselects_the_browsed_rulebook(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """No game used yet in this profile: Enter takes the game of the rulebook open in the rules tab (the judge
    was just reading it); once a game was used, the last one used wins over the browser."""
    # the test library holds the eol and fftcg rulebooks; eol is the chooser's first row, so browse fftcg
    window.browser.set_game("fftcg")
    assert window.browser.current_game == "fftcg"
    window.workspace.setCurrentWidget(window.board)
    dialog = ctrl_n(qtbot, window)
    assert dialog.list.currentItem().data(Qt.ItemDataRole.UserRole) == "fftcg"
    press(Qt.Key.Key_Return)
    assert window.board.doc.game.id == "fftcg"
    ctrl_n(qtbot, window)
    type_text("m")
    window.browser.set_game("eol")
    dialog = ctrl_n(qtbot, window)
    assert dialog.list.currentItem().data(Qt.ItemDataRole.UserRole) == "mtg"  # the last game used
    press(Qt.Key.Key_Escape)


@pytest.mark.parametrize("game", list(MAIN_ZONES))
def test_new_scenario_focuses_the_main_zone(qtbot, window, game: str) -> None:  # type: ignore[no-untyped-def]
    ctrl_n(qtbot, window)
    type_text(game[0])
    lst = window.board.board.boxes[MAIN_ZONES[game]].list
    qtbot.waitUntil(lambda: QApplication.focusWidget() is lst, timeout=3000)
    # the board's line (outside the zones, so no zone moves) tells the judge that typing adds a card and how to
    # give it to the opponent
    assert "Shift+Enter" in window.board.hint_label.text() and window.board.hint_label.isVisible()
    assert "Shift+Enter" not in window.board.board.boxes[MAIN_ZONES[game]].label.text()


def test_zone_keeps_focus_between_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    ctrl_n(qtbot, window)
    type_text("m")
    lst = board.board.boxes["A.play"].list
    qtbot.waitUntil(lambda: QApplication.focusWidget() is lst, timeout=3000)
    type_text("22")
    press(Qt.Key.Key_Return)
    assert QApplication.focusWidget() is lst
    type_text("33")
    press(Qt.Key.Key_Return)
    assert [o.name for o in board.doc.view.state.in_zone("A.play")] == ["2/2 生物", "3/3 生物"]


@pytest.mark.parametrize(("game", "zone", "query", "lands"), [
    ("mtg", "A.play", "11", "B.play"), ("fftcg", "A.field", "7", "B.field"), ("ga", "field", "ys", "field")])
def test_shift_enter_gives_the_card_to_the_opponent(qtbot, window, game: str, zone: str, query: str,
                                                     lands: str) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario(game)
    lst = board.board.boxes[zone].list
    lst.setFocus()
    type_text(query)
    assert "Shift+Enter" in board.library_popup.title.text()
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    (card,) = board.doc.view.state.in_zone(lands)
    assert card.owner == "B"
    assert QApplication.focusWidget() is lst  # the judge goes on typing their own cards


def trample_block(qtbot, window, attacker: str = "3/3 践踏生物") -> Any:  # type: ignore[no-untyped-def]
    """A trampler (or ``attacker``) attacks, a 1/1 blocks, both picked from the menus."""
    from judge_app.ui.board.card_library import CardLibrary

    board = window.board
    assert board.new_scenario("mtg")
    templates = {t.name: t for t in CardLibrary(board.doc.game).templates}
    board.add_card("A.play", templates[attacker].fields())
    board.add_card("B.play", templates["1/1 生物"].fields())
    panel = board.actions_panel

    def pick(part: str) -> None:
        qtbot.waitUntil(lambda: not board.analyse_timer.isActive() and not board.runner.busy
                        and board.analysis is not None and board.analysis.run is not None
                        and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)
        panel.fill_add_menu()
        next(a for a in panel.add_menu.actions() if part in a.text() and a.isEnabled()).trigger()
        QApplication.processEvents()

    pick(f"宣告攻击者:{attacker}")
    pick("宣告阻挡者:1/1 生物")
    return board


def test_trample_block_opens_the_damage_form_on_the_player_cell(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = trample_block(qtbot, window)
    form = board.actions_panel.form
    assert form is not None and form.isVisible()
    grid = form.widgets["assignments"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is grid, timeout=3000)
    source, target = grid.sources[grid.currentRow()][0], grid.targets[grid.currentColumn()][0]
    assert (source, target) == ("a_c1", "B")
    before = len(board.doc.view.scenario.actions)
    type_text("3")
    press(Qt.Key.Key_Return)
    assert not form.isVisible()
    actions = board.doc.view.scenario.actions
    assert len(actions) > before + 1  # the passes to the decision, then the assignment
    assert [a.type for a in actions[before:-1]] == ["pass"] * (len(actions) - before - 1)
    assert actions[-1].type == "assign_damage" and actions[-1].assignments == {"a_c1": {"B": 3}}


def test_escape_keeps_the_default_assignment(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = trample_block(qtbot, window)
    form = board.actions_panel.form
    before = len(board.doc.view.scenario.actions)
    press(Qt.Key.Key_Escape)
    assert not form.isVisible()
    actions = board.doc.view.scenario.actions
    # the passes to the decision and the game's default (no division given), visible in the actions list
    assert actions[-1].type == "assign_damage" and not actions[-1].assignments and len(actions) > before + 1
    board.resolve()
    qtbot.waitUntil(lambda: not board.runner.busy and board.analysis is not None and board.analysis.run is not None
                    and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)
    steps = board.analysis.run.trace.steps
    default = [s for s in steps if s.kind == "choice" and "按默认" in s.text]
    assert default and "mtg:502.9b" in default[0].cites  # the trace says the default was used, with its rules
    board.undo_stack.undo()  # one Ctrl+Z per recorded action takes it back
    assert len(board.doc.view.scenario.actions) == len(actions) - 1


def test_a_block_without_a_damage_choice_opens_no_form(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = trample_block(qtbot, window, attacker="3/3 生物")
    assert board.actions_panel.form is None or not board.actions_panel.form.isVisible()


def test_empty_zones_collapse(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.board.board_view import EMPTY_ZONE_HEIGHT

    board = window.board
    assert board.new_scenario("mtg")
    lst = board.board.boxes["A.play"].list
    assert lst.height() == EMPTY_ZONE_HEIGHT
    board.add_card("A.play")
    assert lst.height() == lst.full_height > EMPTY_ZONE_HEIGHT
    board.undo_stack.undo()
    assert lst.height() == EMPTY_ZONE_HEIGHT


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_game_names_a_main_zone_it_has(game: Any) -> None:
    """A new game module gets the keyboard focus right too: its main zone is one of its zones."""
    assert game.layout.main_zone in {z.key for z in game.zones}


def test_a_double_block_opens_the_damage_form(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Two blockers on one attacker: the attacker's controller divides its damage among them (mtg:310.1c),
    so the form opens after the blockers are declared with their own form."""
    from judge_app.ui.board.card_library import CardLibrary

    board = window.board
    assert board.new_scenario("mtg")
    templates = {t.name: t for t in CardLibrary(board.doc.game).templates}
    board.add_card("A.play", templates["3/3 生物"].fields())
    board.add_card("B.play", templates["1/1 生物"].fields())
    board.add_card("B.play", templates["1/1 生物"].fields())
    panel = board.actions_panel

    def settle() -> None:
        qtbot.waitUntil(lambda: not board.analyse_timer.isActive() and not board.runner.busy
                        and board.analysis is not None and board.analysis.run is not None
                        and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)

    settle()
    panel.fill_add_menu()
    next(a for a in panel.add_menu.actions() if "宣告攻击者:3/3 生物" in a.text()).trigger()
    settle()
    panel.fill_add_menu()
    next(a for a in panel.add_menu.actions() if a.objectName() == "nextDecisionForm:declare_blockers").trigger()
    blocks = panel.form
    table = blocks.widgets["blocks"]
    for row in range(table.rowCount()):
        box = table.cellWidget(row, 1)
        if table.item(row, 0).text().endswith(("(b_c1)", "(b_c2)")):
            box.setCurrentIndex(box.findData("a_c1"))
    assert blocks.data is not None and blocks.data["blocks"] == {"b_c1": "a_c1", "b_c2": "a_c1"}
    blocks.accept()
    form = panel.form
    assert form is not blocks and form.isVisible() and form.type == "assign_damage"
    grid = form.widgets["assignments"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is grid, timeout=3000)
    assert grid.sources[grid.currentRow()][0] == "a_c1"
    # Without trample the defending player cannot be dealt its damage (310.1c; 502.9b only lets a trampler's
    # excess through): the keyboard starts on the first blocker, the first cell that can take damage, not on
    # the player cell where a number would only be refused.
    assert grid.targets[grid.currentColumn()][0] == "b_c1"
    assert grid.currentItem() is not None and grid.currentItem().flags() & Qt.ItemFlag.ItemIsEnabled
    type_text("2")
    press(Qt.Key.Key_Tab)  # ends the edit and moves on to the next cell, as a judge splitting the damage does
    assert grid.value() == {"a_c1": {"b_c1": 2}}
