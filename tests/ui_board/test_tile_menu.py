"""Stats and damage changed on the card itself (issue 17): the card's context menu raises or lowers any
stat of the game's vocabulary and the damage by one, without the inspector."""

from __future__ import annotations


def test_card_menu_changes_stats_and_damage(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario("mtg")
    board.add_card("A.play", {"name": "熊", "types": ["creature"], "stats": {"power": 2, "toughness": 2}})
    (card,) = board.doc.view.state.in_zone("A.play")
    menu = board.card_menu(card.id)
    texts = {a.text(): a for a in menu.actions()}
    texts["力量 +1"].trigger()
    texts["伤害 +1"].trigger()
    board.card_menu(card.id)  # rebuilt on the new values
    after = board.doc.view.state.obj(card.id)
    assert after.stats == {"power": 3, "toughness": 2} and after.damage == 1
    {a.text(): a for a in board.card_menu(card.id).actions()}["防御力 −1"].trigger()
    assert board.doc.view.state.obj(card.id).stats["toughness"] == 1


def test_right_click_on_the_tile_and_keys_in_its_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The real path: a right-click on the tile opens the card's menu; the judge picks 伤害 +1 with the keyboard."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu

    board = window.board
    assert board.new_scenario("mtg")
    board.add_card("A.play", {"name": "熊", "types": ["creature"], "stats": {"power": 2, "toughness": 2}})
    (card,) = board.doc.view.state.in_zone("A.play")
    lst = board.board.boxes["A.play"].list
    at = lst.visualRect(lst.model().index(0, 0)).center()
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.RightButton, pos=at)
    # QTest's right-click does not make the context-menu event the platform would: send that event as Qt does
    QApplication.sendEvent(lst.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                                                             lst.viewport().mapToGlobal(at)))
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    menu = QApplication.activePopupWidget()
    wanted = next(a for a in menu.actions() if a.text() == "伤害 +1")
    menu.setActiveAction(wanted)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: board.doc.view.state.obj(card.id).damage == 1, timeout=3000)
    assert QApplication.activePopupWidget() is None


def test_move_to_a_zone_by_name(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The card's menu moves it to any other zone by name (a keyboard way to do what dragging does, also to a
    pile drawn as a strip): the move is one undo step, and the selection moves together."""
    board = window.board
    assert board.new_scenario("mtg")
    for name in ("熊", "狼"):
        board.add_card("A.play", {"name": name, "types": ["creature"], "stats": {"power": 2, "toughness": 2}})
    bear, wolf = board.doc.view.state.in_zone("A.play")
    assert board.board.boxes["A.graveyard"].list.compact  # a pile: a strip of chips
    (move,) = [a.menu() for a in board.card_menu(bear.id).actions() if a.text() == "移到"]
    targets = {a.text(): a for a in move.actions()}
    assert "A.play" not in targets and "甲 的场上" not in targets  # not where it already is
    assert {"甲 的坟墓场", "乙 的坟墓场", "堆叠"} <= set(targets)
    targets["甲 的坟墓场"].trigger()
    state = board.doc.view.state
    assert state.obj(bear.id).zone == "A.graveyard" and state.obj(wolf.id).zone == "A.play"
    board.undo_stack.undo()
    assert board.doc.view.state.obj(bear.id).zone == "A.play"
    # With both cards selected, the menu of one moves both.
    board.board.select([bear.id, wolf.id])
    {a.text(): a for a in next(a.menu() for a in board.card_menu(wolf.id).actions()
                               if a.text() == "移到").actions()}["乙 的移出游戏"].trigger()
    state = board.doc.view.state
    assert state.obj(bear.id).zone == state.obj(wolf.id).zone == "B.removed"
