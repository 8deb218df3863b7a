"""The expert YAML dialog (添加动作 → 自定义动作…) explains every problem in the UI language, one line each,
naming the field and what is wrong; OK is refused while there is a problem and the scenario stays as it was
(issue 17 item 2: pydantic's English messages leaked)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.ui_board.conftest import SCENARIOS

TRAMPLE = next(p for p in SCENARIOS if p.name == "trample-illegal-assignment.yaml")
CJK = re.compile(r"[\u3400-\u9fff]")
ENGLISH_PROSE = re.compile(r"[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}")  # three English words in a row: a leaked message


def open_yaml_dialog(qtbot, window, tmp_path: Path):  # type: ignore[no-untyped-def]
    from judge_app.ui.board.actions_panel import ActionDialog

    scenario = tmp_path / TRAMPLE.name
    shutil.copyfile(TRAMPLE, scenario)
    board = window.board
    assert board.open_file(scenario)
    qtbot.waitUntil(lambda: board.analysis is not None, timeout=10000)
    panel = board.actions_panel
    panel.list.setCurrentRow(0)
    panel.fill_add_menu()
    custom = next(a for a in panel.add_menu.actions() if a.objectName() == "customAction")
    custom.trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in panel.findChildren(ActionDialog)), timeout=5000)
    (dialog,) = [d for d in panel.findChildren(ActionDialog) if d.isVisible()]
    return board, dialog


def type_yaml(qtbot, dialog, text: str) -> str:  # type: ignore[no-untyped-def]
    """Replace the editor's text by typing it, as a judge would; returns the message shown."""
    dialog.editor.setFocus()
    dialog.editor.selectAll()
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Delete)
    lines = text.split("\n")
    for i, line in enumerate(lines):
        qtbot.keyClicks(dialog.editor, line)
        if i < len(lines) - 1:
            qtbot.keyClick(dialog.editor, Qt.Key.Key_Return)
    QApplication.processEvents()
    return dialog.message.text()


def assert_refused(board, dialog, before: str) -> None:  # type: ignore[no-untyped-def]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.accept()  # even forced, a bad action is not taken and the judge's text is not thrown away
    assert dialog.isVisible()
    assert board.doc.text() == before, "nothing changed in the scenario"


@pytest.mark.parametrize(("text", "wanted"), [
    ("type: frobnicate\nplayer: A", ["第 1 行: type:", "'frobnicate'", "declare_attackers", "assign_damage", "未知"]),
    ("type: declare_attackers", ["player", "缺少必填字段"]),
    ("type: declare_attackers\nplayer: A\nattackers: 5", ["attackers", "应为列表"]),
    ("type: declare_attackers\nplayer: Z\nattackers: [a_crash]", ["player", "未知玩家 id 'Z'", "A, B"]),
    ("type: declare_attackers\nplayer: A\nattackers: [nope]", ["attackers.0", "未知对象 id 'nope'"]),
    ("type: pass\nplayer: A\nbogus: 1", ["bogus", "未知字段"]),
])
def test_problems_in_chinese_one_line_each(qtbot, window, tmp_path: Path, text: str,  # type: ignore[no-untyped-def]
                                           wanted: list[str]) -> None:
    board, dialog = open_yaml_dialog(qtbot, window, tmp_path)
    before = board.doc.text()
    message = type_yaml(qtbot, dialog, text)
    for w in wanted:
        assert w in message, message
    assert not ENGLISH_PROSE.search(message), f"English leaked: {message}"
    assert not re.search(r"\bdeclare_attackers\.player\b", message), "no pydantic union tag in the path"
    assert_refused(board, dialog, before)


def test_yaml_syntax_error_with_line_and_column(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board, dialog = open_yaml_dialog(qtbot, window, tmp_path)
    before = board.doc.text()
    message = type_yaml(qtbot, dialog, "type: pass\nplayer: A\nfoo: a: b")
    assert re.search(r"第 3 行第 \d+ 列", message), message
    assert "YAML" in message and not ENGLISH_PROSE.search(message), message
    assert len(message.splitlines()) == 1
    assert_refused(board, dialog, before)


def test_several_problems_one_line_each(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _board, dialog = open_yaml_dialog(qtbot, window, tmp_path)
    message = type_yaml(qtbot, dialog, "type: pass\nplayer: A\nbogus: 1\nother: 2")
    lines = message.splitlines()
    assert len(lines) == 2 and "bogus" in lines[0] and "other" in lines[1], message


def test_good_action_is_taken(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board, dialog = open_yaml_dialog(qtbot, window, tmp_path)
    count = len(board.doc.view.scenario.actions)
    assert type_yaml(qtbot, dialog, "type: pass\nplayer: A") == ""
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert len(board.doc.view.scenario.actions) == count + 1


def test_problems_in_english_when_the_ui_is_english(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui import i18n, vocab

    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        board, dialog = open_yaml_dialog(qtbot, window, tmp_path)
        before = board.doc.text()
        for text, wanted in [
            ("type: frobnicate\nplayer: A", ["'frobnicate'", "declare_attackers"]),
            ("type: declare_attackers", ["player", "missing"]),
            ("type: declare_attackers\nplayer: Z\nattackers: [a_crash]", ["player", "'Z'"]),
            ("type: pass\nplayer: A\nfoo: a: b", ["line 3, column"]),
        ]:
            message = type_yaml(qtbot, dialog, text)
            for w in wanted:
                assert w in message, message
            assert not CJK.search(message), message
            assert_refused(board, dialog, before)
    finally:
        for t in installed:
            app.removeTranslator(t)
        vocab.set_language("zh")
