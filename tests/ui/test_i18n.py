"""English is complete for the browser window: every UI string is in the .ts, translated, and compiled."""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel

from judge_app.ui import i18n
from judge_app.ui import settings as app_settings

UI_DIR = Path(__file__).resolve().parents[2] / "judge_app" / "ui"
TS = i18n.I18N_DIR / "judge_app_en.ts"


def _ui_strings() -> set[str]:
    """Literal strings passed to self.tr(...) or translate("Ctx", ...) in the browser's modules."""
    out: set[str] = set()
    for path in UI_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            args = node.args
            if name == "tr" and args and isinstance(args[0], ast.Constant):
                out.add(args[0].value)
            elif name == "translate" and len(args) >= 2 and isinstance(args[1], ast.Constant):
                out.add(args[1].value)
    return out


def _ts_messages() -> dict[str, str]:
    text = TS.read_text(encoding="utf-8")
    pairs = re.findall(r"<source>(.*?)</source>\s*<translation( type=\"unfinished\")?>(.*?)</translation>", text, re.S)
    return {html.unescape(src): ("" if unfinished else html.unescape(tr)) for src, unfinished, tr in pairs}


def test_every_ui_string_is_in_the_ts_file_and_translated() -> None:
    messages = _ts_messages()
    missing = sorted(_ui_strings() - set(messages))
    assert not missing, f"run pyside6-lupdate: strings not in {TS.name}: {missing}"
    untranslated = sorted(s for s, t in messages.items() if not t)
    assert not untranslated, f"untranslated in {TS.name}: {untranslated}"


def test_qm_is_compiled_and_current() -> None:
    qm = TS.with_suffix(".qm")
    assert qm.exists() and qm.stat().st_size > 0
    assert qm.stat().st_mtime >= TS.stat().st_mtime - 1, "run pyside6-lrelease after editing the .ts"


def test_english_window(qtbot, library, data_dir) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        assert installed, "judge_app_en.qm did not load"
        assert QCoreApplication.translate("RulesBrowser", "复制引用") == "Copy citation"
        assert QCoreApplication.translate("ResultsList", "答:") == "Answers:"  # a hit found through its questions
        from judge_app.ui.main_window import MainWindow
        from judge_app.userdata import UserData

        win = MainWindow(UserData())
        qtbot.addWidget(win)
        win.set_library(library)
        assert [a.text() for a in win.menuBar().actions()] == ["&File", "&Edit", "&Go", "&View", "&Bookmarks"]
        assert win.browser.search_box.placeholderText().startswith("Search rules")
        assert win.workspace.tabText(0) == "Rules"
        assert win.findChild(QAction, "actRulingsLog").text() == "Rulings log…"  # was under a context Qt never asks
        win.show_rule("fftcg:7.9.2")
        assert "Renumbered" in win.browser.reader.toPlainText()
        assert "Effective 2020-07-01" in win.browser.book_header.text().replace("</b>　", " ").replace("　", " ")
    finally:
        for t in installed:
            app.removeTranslator(t)


def test_language_setting_round_trip_and_dialog(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    assert app_settings.language() == "zh"  # Chinese by default
    from judge_app.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(zoom=0)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.save_language() is True
    assert app_settings.language() == "en"
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert "界面语言在重新启动后生效。" in notes  # the UI says when the switch takes effect
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_standard_buttons_follow_the_chinese_ui(qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt's own dialog buttons (OK/Cancel in the forms and dialogs) are Chinese in the Chinese UI (issue 17)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from judge_app.ui import i18n

    installed = i18n.install(qapp, "zh")
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        assert [b.text() for b in box.buttons()] == ["确定", "取消"]
    finally:
        for t in installed:
            qapp.removeTranslator(t)


def _tr_calls() -> tuple[set[tuple[str, str]], list[str]]:
    """``(context, source)`` of every tr()/translate() in judge_app/ui/** (and the report's PDF module), and the
    calls whose context cannot be read from the code: ``self.tr`` takes its class's name, ``translate`` its
    first argument; ``other.tr`` looks the string up under other's class, which the code does not say."""
    used: set[tuple[str, str]] = set()
    unclear: list[str] = []
    paths = [*sorted(UI_DIR.rglob("*.py")), UI_DIR.parent / "report" / "pdf.py"]
    for path in paths:
        classes: list[str] = []

        def visit(node: ast.AST, where: Path = path, classes: list[str] = classes) -> None:
            if isinstance(node, ast.ClassDef):
                classes.append(node.name)
            if isinstance(node, ast.Call):
                func, args = node.func, node.args
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                here = f"{where.relative_to(UI_DIR.parent)}:{node.lineno}"
                if name == "tr" and args:
                    receiver = func.value if isinstance(func, ast.Attribute) else None
                    if not (isinstance(receiver, ast.Name) and receiver.id == "self" and classes):
                        unclear.append(here + " (tr on something other than self)")
                    elif isinstance(args[0], ast.Constant):
                        used.add((classes[-1], args[0].value))
                    else:
                        unclear.append(here + " (tr of a non-literal)")
                elif name == "translate" and len(args) >= 2 and isinstance(args[0], ast.Constant) \
                        and isinstance(args[0].value, str):  # not QPainter.translate(x, y)
                    if isinstance(args[1], ast.Constant):
                        used.add((args[0].value, args[1].value))
                    else:
                        unclear.append(here + " (translate of a non-literal)")
            for child in ast.iter_child_nodes(node):
                visit(child)
            if isinstance(node, ast.ClassDef):
                classes.pop()

        visit(ast.parse(path.read_text(encoding="utf-8")))
    return used, unclear


def _ts_entries() -> set[tuple[str, str]]:
    text = TS.read_text(encoding="utf-8")
    out: set[tuple[str, str]] = set()
    for context in re.findall(r"<context>(.*?)</context>", text, re.S):
        name = re.search(r"<name>(.*?)</name>", context).group(1)
        out |= {(name, html.unescape(src)) for src in re.findall(r"<source>(.*?)</source>", context, re.S)}
    return out


def test_ts_holds_no_unused_entry_and_every_tr_context_is_known() -> None:
    """A .ts entry that no tr() uses any more is stale (a translator fixes text nobody sees), and a string
    under the wrong context is never translated: compare (context, source) pairs, judge_app/ui/** recursively."""
    used, unclear = _tr_calls()
    assert not unclear, "tr() whose context the .ts cannot match (use self.tr or translate('Context', '…')):\n" \
        + "\n".join(unclear)
    entries = _ts_entries()
    stale = sorted(entries - used)
    assert not stale, f"entries in {TS.name} that no tr() uses: {stale}"
    missing = sorted(used - entries)
    assert not missing, f"tr() strings not in {TS.name} under their context: {missing}"
