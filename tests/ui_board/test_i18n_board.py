"""English is complete for the board editor, the trace viewer and the report dialogs."""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path

from PySide6.QtWidgets import QApplication

from judge_app.ui import i18n

UI = Path(__file__).resolve().parents[2] / "judge_app" / "ui"
TS = i18n.I18N_DIR / "judge_app_en.ts"


def _strings() -> set[str]:
    out: set[str] = set()
    for path in [*UI.glob("board/*.py"), *UI.glob("trace/*.py"), *UI.glob("report/*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if name == "tr" and node.args and isinstance(node.args[0], ast.Constant):
                    out.add(node.args[0].value)
                elif name == "translate" and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                    out.add(node.args[1].value)
    return out


def test_board_strings_are_translated() -> None:
    text = TS.read_text(encoding="utf-8")
    pairs = re.findall(r"<source>(.*?)</source>\s*<translation( type=\"unfinished\")?>(.*?)</translation>", text, re.S)
    done = {html.unescape(s) for s, unfinished, t in pairs if not unfinished and t}
    strings = _strings()
    assert len(strings) > 80
    assert not sorted(strings - done)


def test_english_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        from judge_app.ui.board.workspace import BoardWorkspace

        ws = BoardWorkspace(lambda _c: None, lambda _c: None)
        qtbot.addWidget(ws)
        assert [ws.side.tabText(i) for i in range(4)] == ["Inspector", "Actions", "Trace", "Problems"]
        assert ws.act_resolve.text() == "Trace" and ws.title() == "Table"
    finally:
        for t in installed:
            app.removeTranslator(t)
