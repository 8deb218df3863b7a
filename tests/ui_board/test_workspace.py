"""The board workspace driven like a judge would: new scenario for every game, cards added, dragged,
edited in the inspector, undo/redo from the keyboard, saved and reopened, traced; refusals shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QMessageBox

from judge_app.games import registered_games
from judge_app.ui.board.workspace import BoardWorkspace
from judge_app.ui.board.zone_model import MIME, ZoneModel
from tests.ui_board.conftest import SCENARIOS, type_into

ATTR = next(p for p in SCENARIOS if p.name == "attribute-advantage.yaml")


def drop(qtbot, board: BoardWorkspace, ids: list[str], zone: str, row: int) -> None:  # type: ignore[no-untyped-def]
    """Drop ``ids`` on ``row`` of ``zone``'s list the way the view does after a drag."""
    lst = board.board.boxes[zone].list
    model = lst.model()
    assert isinstance(model, ZoneModel)
    data = QMimeData()
    data.setData(MIME, ("[" + ",".join(f'"{i}"' for i in ids) + "]").encode())
    assert model.canDropMimeData(data, Qt.DropAction.MoveAction, row, 0, model.index(-1))
    model.dropMimeData(data, Qt.DropAction.MoveAction, row, 0, model.index(-1))
    qtbot.wait(20)  # the drop is applied on the next turn of the event loop, after the drag has finished


def ids_in(board: BoardWorkspace, zone: str) -> list[str]:
    return [o.id for o in board.board.boxes[zone].list.zone_model().objects()]


def stat_field(board: BoardWorkspace) -> tuple[str, QLineEdit]:
    fields = {k: w for k, w in board.inspector.fields.items() if k.startswith("stats.") and isinstance(w, QLineEdit)}
    assert fields, "the game's vocabulary has no stats to edit"
    key = sorted(fields)[0]
    return key, fields[key]


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_scenario_from_scratch_for_every_game(qtbot, window, tmp_path: Path, game) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.new_scenario(game.id)
    assert window.workspace.currentWidget() is board
    state = board.doc.view.state
    zones = [z for z in game.zone_ids(state) if game.zone_spec(z).capacity is None and game.zone_spec(z).per_player]
    hand, other = zones[0], next(z for z in zones[1:] if z.split(".")[0] == zones[0].split(".")[0])
    # add two cards with the zone's + button
    qtbot.mouseClick(board.board.boxes[hand].add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.board.boxes[hand].add_button, Qt.MouseButton.LeftButton)
    first, second = ids_in(board, hand)
    assert board.inspector.target == ("object", second)
    # name it in Chinese, set a stat
    type_into(board.inspector.fields["name"], "测试卡")
    assert board.doc.view.state.obj(second).name == "测试卡"
    key, box = stat_field(board)
    type_into(box, "3")
    assert board.doc.view.state.obj(second).stats[key.split(".", 1)[1]] == 3
    # drag one card to another zone and reorder the first zone
    drop(qtbot, board, [first], other, 0)
    assert ids_in(board, other) == [first] and ids_in(board, hand) == [second]
    drop(qtbot, board, [first], hand, 0)
    assert ids_in(board, hand) == [first, second]
    # undo / redo from the keyboard
    count = board.undo_stack.count()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ids_in(board, hand) == [second] and board.undo_stack.index() == count - 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert ids_in(board, hand) == [first, second]
    assert board.title().endswith("*")
    # save as, reopen: identical
    target = tmp_path / f"{game.id}.yaml"
    assert board.save_as(target)
    assert not board.doc.dirty and not board.title().endswith("*")
    saved = target.read_text(encoding="utf-8")
    before = board.doc.data()
    assert board.open_file(target)
    assert board.doc.data() == before and board.doc.text() == saved
    # trace from the GUI
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: not board.runner.busy, timeout=10000)
    assert board.side.currentWidget() is board.trace_view
    steps = board.trace_view.model.rowCount()
    assert steps >= 1 or "问题" in board.trace_view.summary.text(), board.trace_view.summary.text()


def test_invalid_edits_are_refused_with_a_message(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    board.board.select(["b_m2"])
    assert board.inspector.target == ("object", "b_m2")
    # typing a non-number: marked as you type, nothing committed
    key, box = stat_field(board)
    type_into(box, "abc", finish=False)
    message = board.inspector.findChild(QLabel, "inspectorMessage")
    assert "整数" in message.text() and "c62828" in box.styleSheet()
    type_into(box, str(board.doc.view.state.obj("b_m2").stats[key.split(".", 1)[1]]))  # back to the value it had
    assert not board.doc.dirty
    # a duplicate id: refused at commit, the reason shown
    board.board.select(["b_m2"])
    type_into(board.inspector.fields["id"], "b_m1")
    assert "重复" in board.inspector.findChild(QLabel, "inspectorMessage").text()
    assert board.doc.view.state.find("b_m2") is not None and not board.doc.dirty
    # deleting a card an action names: refused, with the action's field
    board.board.select(["a_m1"])
    qtbot.keyClick(board.board.boxes["A.minions"].list, Qt.Key.Key_Delete)
    assert "actions.0.attacker" in board.last_message
    assert board.doc.view.state.find("a_m1") is not None
    # a full zone: the drop is refused
    drop(qtbot, board, ["b_h1"], "B.hero", 0)
    assert "最多容纳" in board.last_message


def test_game_problems_are_shown_not_blocking(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    drop(qtbot, board, ["b_h1"], "B.minions", 2)  # a face-up sleeping minion: eol says that cannot be
    assert board.doc.view.state.obj("b_h1").zone == "B.minions"
    assert board.problems.count() == 1 and "face_down" in board.problems.item(0).text()
    assert "b_h1" in board.board.delegate.problems
    board.resolve()
    assert "修正后才能追溯" in board.trace_view.summary.text()
    board.board.select(["b_h1"])
    board.inspector.fields["face_down"].setChecked(True)
    assert board.problems.count() == 0


def test_actions_timeline_add_legal_reorder_delete(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    panel = board.actions_panel
    qtbot.waitUntil(lambda: board.analysis is not None, timeout=10000)
    assert panel.list.count() == 1 and panel.list.item(0).data(Qt.ItemDataRole.UserRole) == "ok"
    panel.list.setCurrentRow(0)
    panel.fill_add_menu()
    offered = [a for a in panel.add_menu.actions() if a.isEnabled() and a.text() and a.objectName() != "customAction"]
    assert offered, "eol offers legal actions after the attack"
    end_turn = next(a for a in offered if "结束" in a.text())
    end_turn.trigger()
    assert panel.list.count() == 2
    qtbot.waitUntil(lambda: board.analysis is not None and len(board.analysis.statuses) == 2, timeout=10000)
    # moving the pass first makes the attack illegal (not A's turn any more): marked with the reason
    panel.list.setCurrentRow(1)
    qtbot.mouseClick(panel.findChild(type(panel.add_button), "actionUp"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: board.analysis is not None and board.analysis.statuses[1].standing == "illegal",
                    timeout=10000)
    item = panel.list.item(1)
    assert item.text().startswith("✗") and board.analysis.statuses[1].reason in item.text()
    panel.list.setCurrentRow(0)
    panel.delete_current()
    assert len(board.doc.view.scenario.actions) == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(board.doc.view.scenario.actions) == 2


def test_trace_step_shows_the_board_after_it_and_chips_open_rules(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    board.act_resolve.trigger()
    qtbot.waitUntil(lambda: board.trace_view.model.rowCount() > 0, timeout=10000)
    summary = board.trace_view.summary.text()
    assert "裁定" in summary and "游戏继续" in summary
    steps = board.trace_view.model.steps
    n = next(i for i, s in enumerate(steps) if any(c.path == "objects.b_m1.zone" for c in s.changes))
    board.trace_view.select_step(n)
    assert board.readonly_bar.isVisible() and not board.board.editable
    assert "b_m1" in ids_in(board, "B.graveyard")
    assert "b_m1" in board.board.delegate.highlighted
    assert board.doc.view.state.obj("b_m1").zone == "B.minions"  # the scenario itself is untouched
    # click the first chip of a step with citations
    view = board.trace_view.steps
    row = next(i for i, s in enumerate(steps) if s.cites)
    index = board.trace_view.model.index(row)
    view.scrollTo(index)
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    chip, cite, _ = board.trace_view.delegate.chips(option.rect, steps[row], option)[0]
    assert cite.split(":", 1)[1] in (board.trace_view.delegate.rule_text(cite) or "")  # the hover text is the rule
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=chip.center())
    assert window.workspace.currentWidget() is window.browser
    assert window.browser.current_cite() == cite
    # back to editing
    window.workspace.setCurrentWidget(board)
    board.trace_view.select_step(-1)
    assert board.board.editable and not board.readonly_bar.isVisible()


def test_unsaved_prompt_cancel_keeps_the_document(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    board.board.select(["b_m2"])
    type_into(board.inspector.fields["name"], "改名")
    asked = []
    board.ask_unsaved = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    assert not board.new_scenario("eol")
    assert asked and board.doc.path == ATTR
    window.close()
    assert window.isVisible()  # closing was cancelled too
    board.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    assert ATTR.read_text(encoding="utf-8").count("改名") == 0


def test_open_errors_are_messages(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema: 1\nmeta: {id: x, title: t, game: eol\n", encoding="utf-8")
    assert not board.open_file(bad)
    assert "bad.yaml" in board.last_message and "YAML" in board.last_message
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text("schema: 1\nmeta: {id: x, title: t, game: eol}\nstate: {phase: main, active_player: A, "
                     "players: [{id: A}, {id: B}], turn: zero}\n", encoding="utf-8")
    assert board.open_file(wrong)  # it opens, with the problems listed, so the judge can see them
    assert "turn" in board.last_message and "整数" in board.last_message
    assert board.problems.count() >= 1
    missing = tmp_path / "nope.yaml"
    assert not board.open_file(missing)
    assert "不存在" in board.last_message


def test_export_report_without_the_module_is_a_message(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import sys

    board = window.board
    assert board.open_file(ATTR)
    monkeypatch.setitem(sys.modules, "judge_app.ui.report", None)  # import now raises ImportError
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "报告导出模块不可用" in board.last_message


def test_recent_files_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    assert board.open_file(ATTR)
    board.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in board.recent_menu.actions()]
    assert str(ATTR.resolve()) in texts
