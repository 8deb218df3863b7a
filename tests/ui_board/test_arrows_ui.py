"""Arrows on the board, drag-to-act, pick mode and fit board (issue 17 items 2 and 3), driven through the real
workspace with real mouse and key events.

Expectations from the issue and the rulebooks: the trample case (mtg 502.9b) draws the attack (508.1), the block
(509.1a) and the assignment with its amounts (510.1); the refused assignment is in the verdict's ✗ colour; dragging
an attacker onto the defending player declares it; dragging a blocker onto the attacker blocks it; an illegal drag
is still added and refused by the trace, never changed."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from judge_app.engine.arrows import Arrow, End
from tests.ui_board.conftest import SCENARIOS


def data(action: Any) -> dict[str, Any]:
    return {"type": action.type, **action.model_dump(exclude_defaults=True)}

TRAMPLE = next(p for p in SCENARIOS if p.name == "trample-illegal-assignment.yaml")
FFTCG_BLOCK = SCENARIOS[0].parents[1] / "fftcg" / "back-attack-block.yaml"


def traced(qtbot: Any, window: Any, path: Path) -> Any:
    board = window.board
    assert board.open_file(path)
    qtbot.waitUntil(lambda: board.analysis is not None and board.analysis.run is not None
                    and board.analysis.statuses is not None
                    and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)
    return board


def traced_copy(qtbot: Any, window: Any, tmp_path: Path, source: Path) -> Any:
    """A shipped scenario opened from a copy (the test may save), traced."""
    copy = tmp_path / source.name
    shutil.copyfile(source, copy)
    return traced(qtbot, window, copy)


def settle(qtbot: Any, board: Any) -> None:
    """Wait for the engine run after an edit."""
    n = len(board.doc.view.scenario.actions)
    qtbot.waitUntil(lambda: board.analysis is not None and board.analysis.run is not None
                    and len(board.analysis.statuses) == n and not board.analyse_timer.isActive(), timeout=20000)
    board.runner.wait()
    QApplication.processEvents()


def without_actions(tmp_path: Path, extra: str = "") -> Path:
    text = TRAMPLE.read_text(encoding="utf-8").split("actions:")[0] + "actions: []\n"
    if extra:
        text = text.replace("  objects:\n", "  objects:\n" + extra)
    path = tmp_path / "drag.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def tile_center(board: Any, oid: str) -> tuple[QWidget, QPoint]:
    lst, row = board.board.list_for(oid)
    return lst.viewport(), lst.visualRect(lst.zone_model().index(row)).center()


def drag(board: Any, source: str, target: QWidget, at: QPoint, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    """Press on ``source``'s tile, move and release over ``at`` in ``target``'s coordinates; the release goes to
    the viewport that had the press (the mouse grabber), as in a real drag."""
    vp, start = tile_center(board, source)
    end = vp.mapFromGlobal(target.mapToGlobal(at))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifier, start)
    QTest.mouseMove(vp, (start + end) / 2)
    assert board.board.overlay.rubber is not None  # the rubber-band arrow follows the pointer
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifier, end)
    QApplication.processEvents()


# --- the arrow model on the trample case ----------------------------------------------------------------------

def test_trample_case_arrows_for_the_selected_action(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced_copy(qtbot, window, tmp_path, TRAMPLE)
    board.actions_panel.list.setCurrentRow(4)  # the refused assignment
    shown = board.board.overlay.arrows
    strong = [(s.arrow, s.standing) for s in shown if s.strong]
    assert strong == [(Arrow("damage", End("card", "a_crash"), End("card", "b_giant"), "2"), "illegal"),
                      (Arrow("damage", End("card", "a_crash"), End("player", "B"), "3"), "illegal")]
    light = {s.arrow for s in shown if not s.strong}  # the rest of this combat, lightly
    assert light == {Arrow("attack", End("card", "a_crash"), End("player", "B")),
                     Arrow("block", End("card", "b_giant"), End("card", "a_crash"))}
    board.actions_panel.list.setCurrentRow(2)
    strong = [(s.arrow, s.standing) for s in board.board.overlay.arrows if s.strong]
    assert strong == [(Arrow("block", End("card", "b_giant"), End("card", "a_crash")), "ok")]


def test_arrows_are_painted_between_the_tiles(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced_copy(qtbot, window, tmp_path, TRAMPLE)
    board.actions_panel.list.setCurrentRow(4)
    overlay = board.board.overlay
    assert overlay.geometry() == board.board.viewport().rect()
    overlay.grab()  # paints
    assert len(overlay.painted) == len(overlay.arrows) == 4
    crash = board.board.end_rect(End("card", "a_crash"))
    b_player = board.board.end_rect(End("player", "B"))
    _shown, a, b = next(p for p in overlay.painted if p[0].arrow.target == End("player", "B") and p[0].strong)
    # the arrow leaves the attacker's tile border and ends on the defending player's name
    assert crash.adjusted(-2, -2, 2, 2).contains(a.toPoint())
    assert b_player.adjusted(-2, -2, 2, 2).contains(b.toPoint())
    # scrolling the board moves the endpoints with the tiles
    before = board.board.end_rect(End("card", "a_crash"))
    board.board.verticalScrollBar().setValue(board.board.verticalScrollBar().maximum())
    QApplication.processEvents()
    after = board.board.end_rect(End("card", "a_crash"))
    assert before.top() - after.top() == board.board.verticalScrollBar().value()


def test_an_arrow_says_where_a_card_was_when_the_board_shows_it_elsewhere(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # fftcg back-attack-block: 忍者 (b_h1) starts in B's hand, is cast in action 3 and blocks in action 6. The board
    # being edited shows the start, so the block arrow leaves the hand: it must say the card was on the field then.
    board = traced_copy(qtbot, window, tmp_path, FFTCG_BLOCK)
    board.actions_panel.list.setCurrentRow(5)
    overlay = board.board.overlay
    block = next(s for s in overlay.arrows if s.strong)
    assert block.arrow == Arrow("block", End("card", "b_h1"), End("card", "a_fw"))
    assert block.elsewhere == (("b_h1", "B.field"),)
    assert overlay.label(block) == "忍者:当时在战场"
    overlay.grab()
    assert any(p[0] is block for p in overlay.painted)  # still drawn, from the tile the board shows
    # An arrow between cards that have not moved says nothing more (the attack, action 1).
    board.actions_panel.list.setCurrentRow(0)
    attack = next(s for s in overlay.arrows if s.strong)
    assert attack.elsewhere == () and overlay.label(attack) == ""
    # A trace step shows the position after it: there the card is where the arrow says, so no note.
    step = next(i for i, st in enumerate(board.analysis.run.trace.steps) if st.action == 5)
    board.show_step(step)
    block = next(s for s in overlay.arrows if s.strong)
    assert block.elsewhere == () and overlay.label(block) == ""


# --- dragging creates the natural action ----------------------------------------------------------------------

def test_drag_attacker_onto_player_then_blocker_onto_attacker(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, without_actions(tmp_path))
    board.act_point.trigger()
    assert board.board.pointing
    button = board.board.player_buttons["B"]
    drag(board, "a_crash", button, QPoint(20, button.height() // 2))
    actions = board.doc.view.scenario.actions
    assert [data(a) for a in actions] == [
        {"type": "declare_attackers", "player": "A", "attackers": ["a_crash"]}]
    settle(qtbot, board)
    vp, at = tile_center(board, "a_crash")
    drag(board, "b_giant", vp, at)
    actions = board.doc.view.scenario.actions
    # 509.1: blockers are declared in the declare blockers step; both players pass first (the ⏩ way)
    assert data(actions[-1]) == {
        "type": "declare_blockers", "player": "B", "blocks": {"b_giant": "a_crash"}}
    assert [a.type for a in actions[1:-1]] and all(a.type == "pass" for a in actions[1:-1])
    settle(qtbot, board)
    assert all(s.standing == "ok" for s in board.analysis.statuses)
    # and the new action's arrow is on the board
    assert [s.arrow.kind for s in board.board.overlay.arrows if s.strong] == ["block"]


def test_second_attacker_joins_the_declaration_with_alt_drag(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bear = ("  - {id: a_bear, name: 熊, owner: A, zone: A.play, types: [creature], stats: {power: 2, toughness: 2}, "
            "props: {color: G}}\n")
    board = traced(qtbot, window, without_actions(tmp_path, bear))
    assert not board.board.pointing  # Alt-drag works without pointing mode
    button = board.board.player_buttons["B"]
    drag(board, "a_crash", button, QPoint(20, 8), Qt.KeyboardModifier.AltModifier)
    settle(qtbot, board)
    drag(board, "a_bear", button, QPoint(20, 8), Qt.KeyboardModifier.AltModifier)
    actions = board.doc.view.scenario.actions
    assert len(actions) == 1 and actions[0].attackers == ["a_crash", "a_bear"]


def test_illegal_drag_is_added_and_refused_not_changed(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, without_actions(tmp_path))
    board.act_point.trigger()
    button = board.board.player_buttons["A"]
    drag(board, "b_giant", button, QPoint(20, 8))  # 乙 attacks on 甲's turn
    actions = board.doc.view.scenario.actions
    assert data(actions[0]) == {
        "type": "declare_attackers", "player": "B", "attackers": ["b_giant"]}
    settle(qtbot, board)
    status = board.analysis.statuses[0]
    assert status.standing == "illegal" and status.cites
    board.actions_panel.list.setCurrentRow(0)
    assert [s.standing for s in board.board.overlay.arrows if s.strong] == ["illegal"]


def test_drag_spell_onto_target_opens_the_form_prefilled(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    shock = ("  - {id: a_shock, name: 电击, owner: A, zone: A.hand, types: [instant], props: {color: R}, abilities: "
             "[{id: spell, kind: spell, effects: [{type: targets, what: creature_or_player}, "
             "{type: damage, target: target, amount: 2}]}]}\n")
    board = traced(qtbot, window, without_actions(tmp_path, shock))
    board.act_point.trigger()
    vp, at = tile_center(board, "b_giant")
    drag(board, "a_shock", vp, at)
    form = board.actions_panel.form
    assert form is not None and form.isVisible() and form.type == "cast"
    assert form.current()["targets"] == ["b_giant"] and form.current()["card"] == "a_shock"
    form.reject()


# --- pick mode in the forms -----------------------------------------------------------------------------------

def test_pick_mode_fills_fields_by_clicking_the_board(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = traced(qtbot, window, without_actions(tmp_path))
    model = next(t for t in board.doc.game.action_types if t.model_fields["type"].default == "cast")
    form = board.actions_panel.open_form(0, model)
    assert form is not None
    QTest.mouseClick(form.pick_buttons["targets"], Qt.MouseButton.LeftButton)
    assert form.picking == "targets" and board.board.picking
    vp, at = tile_center(board, "b_giant")
    assert vp.cursor().shape() == Qt.CursorShape.CrossCursor
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseClick(board.board.player_buttons["B"], Qt.MouseButton.LeftButton)
    assert form.current()["targets"] == ["b_giant", "B"]
    assert board.board.selected_ids() == []  # a pick neither selects nor moves the card
    QTest.keyClick(form, Qt.Key.Key_Escape)
    assert form.isVisible() and not form.picking and not board.board.picking
    assert vp.cursor().shape() != Qt.CursorShape.CrossCursor
    # a single card field (the card cast) ends pick mode after one click
    QTest.mouseClick(form.pick_buttons["card"], Qt.MouseButton.LeftButton)
    vp, at = tile_center(board, "a_crash")
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert form.current()["card"] == "a_crash" and not form.picking
    # Esc on the board leaves pick mode too
    QTest.mouseClick(form.pick_buttons["targets"], Qt.MouseButton.LeftButton)
    lst, _ = board.board.list_for("a_crash")
    QTest.keyClick(lst, Qt.Key.Key_Escape)
    assert not form.picking and not board.board.picking
    form.reject()


# --- fit board ------------------------------------------------------------------------------------------------

def _full_table(tmp_path: Path) -> Path:
    rows = []
    for p in ("A", "B"):
        for zone in ("library", "hand", "play", "graveyard"):
            for n in range(3):
                rows.append(f"  - {{id: {p.lower()}_{zone}_{n}, name: 牌{n}, owner: {p}, zone: {p}.{zone}, "
                            "types: [creature], stats: {power: 1, toughness: 1}}\n")
    return without_actions(tmp_path, "".join(rows))


def _inside(board: Any, widget: QWidget) -> bool:
    vp = board.board.viewport()
    top_left = widget.mapTo(vp, QPoint(0, 0))
    return vp.rect().contains(top_left) and vp.rect().contains(top_left + QPoint(widget.width() - 1,
                                                                                 widget.height() - 1))


def test_fit_board_shows_both_battlefields(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Fit board is on from the start (issue 31): at 1280×720 both battlefields, both players' names and every pile
    are on screen; Ctrl+Shift+F turns it off (full-size tiles) and on again."""
    window.resize(1280, 720)
    board = traced(qtbot, window, _full_table(tmp_path))
    QApplication.processEvents()
    assert board.act_fit.isChecked()
    plays = [board.board.boxes["A.play"], board.board.boxes["B.play"]]
    assert all(_inside(board, b) for b in board.board.boxes.values())
    assert all(_inside(board, board.board.player_buttons[p]) for p in ("A", "B"))
    board.board.setFocus()
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(board.board, Qt.Key.Key_F, keys)
    QApplication.processEvents()
    assert not board.act_fit.isChecked() and board.board.delegate.scale == 1.0
    QTest.keyClick(board.board, Qt.Key.Key_F, keys)
    QApplication.processEvents()
    assert board.act_fit.isChecked() and board.board.delegate.scale <= 1.0
    assert all(_inside(board, b) for b in plays)


def test_riftbound_drag_unit_onto_battlefield_moves_and_draws_the_move(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    src = next(p for p in SCENARIOS if p.name == "combat-assign-order-refused.yaml")
    path = tmp_path / src.name
    path.write_text(src.read_text(encoding="utf-8").split("actions:")[0] + "actions: []\n", encoding="utf-8")
    board = traced(qtbot, window, path)
    box = board.board.boxes["bf1"]
    vp = box.list.viewport()
    empty = QPoint(vp.width() - 5, vp.height() // 2)  # right of the last unit: the battlefield itself
    drag(board, "a1", vp, empty, Qt.KeyboardModifier.AltModifier)
    actions = board.doc.view.scenario.actions
    assert actions, board.last_message
    assert data(actions[0]) == {"type": "move", "player": "A", "units": ["a1"], "to": "bf1"}
    board.actions_panel.list.setCurrentRow(0)
    assert [(s.arrow.kind, s.arrow.target) for s in board.board.overlay.arrows] == [("move", End("zone", "bf1"))]
    assert board.board.end_rect(End("zone", "bf1")) is not None


def test_trample_question_by_dragging(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The issue's trample case by drags: attack, block, then the attacker onto the player opens the damage grid at
    the combat damage step (both players pass first), all 5 on 乙; recorded as is, the trace refuses it (502.9b)."""
    board = traced(qtbot, window, without_actions(tmp_path))
    board.act_point.trigger()
    button = board.board.player_buttons["B"]
    drag(board, "a_crash", button, QPoint(20, 8))
    settle(qtbot, board)
    vp, at = tile_center(board, "a_crash")
    drag(board, "b_giant", vp, at)
    settle(qtbot, board)
    drag(board, "a_crash", button, QPoint(20, 8))
    form = board.actions_panel.form
    assert form is not None and form.isVisible() and form.type == "assign_damage"
    assert form.current()["assignments"] == {"a_crash": {"B": 5}}
    assert form.state.memory.get("awaiting") == "assign_damage"  # the form checks it where it is taken
    QTest.mouseClick(form.buttons.button(form.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    settle(qtbot, board)
    actions = board.doc.view.scenario.actions
    assert data(actions[-1]) == {"type": "assign_damage", "player": "A", "assignments": {"a_crash": {"B": 5}}}
    status = board.analysis.statuses[-1]
    assert status.standing == "illegal" and "mtg:502.9b" in status.cites
