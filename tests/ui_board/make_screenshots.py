"""Screenshots of the board editor and trace viewer for docs/ (run under Xvfb; not a test).

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui_board/make_screenshots.py

One board per registered game (its richest shipped scenario, or a new one with a few cards when the game has
no scenarios yet), a trace with a step selected, and an mtg step with the stack beside the shared zones.
Names on the command line (``trace-mtg-stack.png``) limit the run to those screenshots.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from judge_app.ui.board.stack_panel import IDS_ROLE

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def grab(name: str) -> None:
    if len(sys.argv) > 1 and name not in sys.argv[1:]:  # only the screenshots named on the command line
        return
    pump(400)
    path = OUT / name
    QApplication.primaryScreen().grabWindow(0).save(str(path))
    print("wrote", path)


def richest(game: str) -> Path | None:
    files = sorted((ROOT / "scenarios" / game).glob("*.yaml"))
    return max(files, key=lambda p: p.read_text(encoding="utf-8").count("zone:"), default=None)


def main() -> None:
    os.environ["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp()
    from judge_app.games import registered_games
    from judge_app.ui import i18n
    from judge_app.ui.application import create_app
    from judge_app.ui.board import edits as E
    from judge_app.ui.library import load_library
    from judge_app.ui.main_window import MainWindow
    from judge_app.userdata import UserData

    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app(sys.argv)
    translators = i18n.install(app, "zh")
    win = MainWindow(UserData())
    win.set_library(load_library())
    win.setGeometry(0, 0, 1600, 1000)  # issue 31's reference size
    win.show()
    board = win.board
    board.ask_unsaved = lambda: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    board.splitter.setSizes([1020, 580])
    for game in registered_games():
        path = richest(game.id)
        if path is not None:
            board.open_file(path)
        else:
            board.new_scenario(game.id)
            assert board.doc is not None and board.doc.view.state is not None
            for zone in game.zone_ids(board.doc.view.state)[:3]:
                board.apply(E.add_object(board.doc, zone, {"name": "示例卡"}))
        state = board.doc.view.state if board.doc else None
        if state is not None and state.objects:
            board.board.select([state.objects[-1].id])
        board._show_tab(0)
        grab(f"board-{game.id}.png")
    attr = ROOT / "scenarios" / "eol" / "attribute-advantage.yaml"
    board.open_file(attr)
    board.resolve()
    board.runner.wait()
    pump(300)
    steps = board.trace_view.model.steps
    n = next(i for i, s in enumerate(steps) if any(c.path == "objects.b_m1.zone" for c in s.changes))
    board.trace_view.select_step(n)
    grab("trace-step-selected.png")
    mtg_stack(board)
    answer_first(board)
    keyboard_first(board)
    del translators


def mtg_stack(board: Any) -> None:
    """An mtg step with the pump spell on top of combat damage; the spell's entry clicked (its target selected)."""
    board.open_file(ROOT / "scenarios" / "mtg" / "pump-after-damage-on-stack.yaml")
    board.resolve()
    board.runner.wait()
    pump(300)
    steps = board.trace_view.model.steps
    n = next(i for i, s in enumerate(steps) if any(c.path == "stack" and isinstance(c.after, list)
                                                   and len(c.after) == 2 for c in s.changes))
    board.trace_view.select_step(n)
    panel = board.board.stack_panel
    panel.list.setCurrentRow(0)
    panel.entry_selected.emit(panel.list.item(0).data(IDS_ROLE))
    grab("trace-mtg-stack.png")


def traced(board: Any, path: Path) -> None:
    board.open_file(path)
    board.resolve()
    board.runner.wait()
    pump(400)


def answer_first(board: Any) -> None:
    """Issue 17: the verdict banner on a refused action (board and actions list), the trace with its banner
    and folded priority passes, the damage-assignment grid, the card library typed into a zone."""
    traced(board, ROOT / "scenarios" / "fftcg" / "blocker-dull-illegal.yaml")
    board._show_tab(1)
    board.actions_panel.list.setCurrentRow(1)
    grab("verdict-illegal-action.png")
    traced(board, ROOT / "scenarios" / "mtg" / "trample-illegal-assignment.yaml")
    board._show_tab(2)
    grab("verdict-trace-folded.png")
    board._show_tab(1)
    board.actions_panel.list.setCurrentRow(4)
    form = board.actions_panel.edit_current()
    form.move(500, 200)
    pump(300)
    grab("form-damage-grid.png")
    form.reject()
    board.new_scenario("mtg")
    board.open_library("A.play", "33")
    pump(300)
    grab("card-library.png")
    board.library_popup.hide()


def keyboard_first(board: Any) -> None:
    """Issue 17, keyboard first: the one-key game chooser; a trample block that opens the damage form by itself,
    the keyboard on the attacker → defending player cell."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QDialog

    from judge_app.ui.board.card_library import CardLibrary

    board.window().activateWindow()
    pump(200)
    board.new_scenario()
    pump(300)
    grab("new-scenario-chooser.png")
    chooser = board.findChild(QDialog, "newScenarioDialog")
    for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(chooser.list, QKeyEvent(etype, 0, Qt.KeyboardModifier.NoModifier, "m"))
    pump(300)
    templates = {t.name: t for t in CardLibrary(board.doc.game).templates}
    board.add_card("A.play", templates["3/3 践踏生物"].fields())
    board.add_card("B.play", templates["1/1 生物"].fields())
    panel = board.actions_panel
    for part in ("宣告攻击者:3/3 践踏生物", "宣告阻挡者:1/1 生物"):
        board.runner.wait()
        pump(400)
        panel.fill_add_menu()
        next(a for a in panel.add_menu.actions() if part in a.text() and a.isEnabled()).trigger()
    board._show_tab(1)
    panel.form.move(500, 200)
    pump(300)
    grab("form-after-block.png")
    panel.form.reject()


if __name__ == "__main__":
    main()
