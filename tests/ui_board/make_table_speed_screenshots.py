"""Screenshots of issue 31's board (run under Xvfb; not a test), at 1280×720 and 1600×1000:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui_board/make_table_speed_screenshots.py

- board-riftbound-<size>.png: the riftbound story (a unit moves onto 乙's battlefield, 乙 answers with a [反应] +2
  spell, combat) on the board after the combat damage: current might with the printed value struck through;
- board-mtg-<size>.png: the mtg trample question, refused, with its arrows;
- export-title-prompt.png: Ctrl+E on a scenario still titled as the template.

The scenarios are built with the same edits the acceptance test makes through the window
(tests/ui_board/test_table_speed.py).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"
SIZES = [(1280, 720), (1600, 1000)]


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def grab(name: str, size: tuple[int, int]) -> None:
    pump(500)
    QApplication.primaryScreen().grabWindow(0, 0, 0, *size).save(str(OUT / name))
    print("wrote", OUT / name)


def traced(board: Any) -> None:
    board.resolve()
    for _ in range(100):
        pump(100)
        if board.analysis is not None and not board.runner.busy and board.analysis.run is not None \
                and len(board.analysis.statuses) == len(board.doc.view.scenario.actions):
            return


def riftbound(board: Any) -> None:
    from judge_app.ui.board import edits as E

    board.new_scenario("riftbound")
    doc = board.doc
    for zone, fields in (("A.base", {"name": "单位 战力4", "types": ["unit"], "stats": {"might": 4}}),
                         ("bf1", {"name": "单位 战力3", "types": ["unit"], "stats": {"might": 3}, "owner": "B"}),
                         ("B.hand", {"name": "反应法术 战力+2", "types": ["spell"], "keywords": ["反应"],
                                     "abilities": [{"id": "buff", "kind": "spell", "effects": [
                                         {"type": "adjust_might", "target": "chosen", "delta": 2}]}]})):
        board.apply(E.add_object(doc, zone, fields))
    for n, data in enumerate([{"type": "move", "player": "A", "units": ["a_c1"], "to": "bf1"},
                              {"type": "pass", "player": "A"},
                              {"type": "play", "player": "B", "card": "b_c1", "targets": ["a_c2"]}]):
        board.apply(E.add_action(doc, data, n))
    board.actions_panel.list.setCurrentRow(2)
    board.actions_panel.pass_to_next_decision()
    traced(board)
    steps = board.trace_view.model.steps
    damage = next(i for i, s in enumerate(steps) if "伤害标记" in s.text and "不会被摧毁" in s.text)
    board.trace_view.select_step(damage)


def mtg(board: Any) -> None:
    from judge_app.ui.board import edits as E

    board.new_scenario("mtg")
    doc = board.doc
    board.apply(E.add_object(doc, "A.play", {"name": "3/3 践踏生物", "types": ["creature"],
                                             "stats": {"power": 3, "toughness": 3}, "keywords": ["trample"]}))
    board.apply(E.add_object(doc, "B.play", {"name": "1/1 生物", "types": ["creature"],
                                             "stats": {"power": 1, "toughness": 1}}))
    board.point("a_c1", __import__("judge_app.engine.arrows", fromlist=["End"]).End("player", "B"))
    board.point("b_c1", __import__("judge_app.engine.arrows", fromlist=["End"]).End("card", "a_c1"))
    form = board.actions_panel.form
    if form is not None and form.isVisible():
        form.widgets["assignments"].item(0, 3).setText("3")
        form.accept()
    traced(board)
    board.actions_panel.list.setCurrentRow(len(doc.view.scenario.actions) - 1)
    board._show_tab(1)


def main() -> None:
    os.environ["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp()
    from judge_app.ui import i18n
    from judge_app.ui.application import create_app
    from judge_app.ui.library import load_library
    from judge_app.ui.main_window import MainWindow
    from judge_app.userdata import UserData

    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app(sys.argv)
    i18n.install(app, "zh")
    library = load_library()
    for width, height in SIZES:
        win = MainWindow(UserData())
        win.set_library(library)
        win.setGeometry(0, 0, width, height)
        win.show()
        board = win.board
        board.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
        win.workspace.setCurrentWidget(board)
        riftbound(board)
        grab(f"board-riftbound-{width}x{height}.png", (width, height))
        mtg(board)
        grab(f"board-mtg-{width}x{height}.png", (width, height))
        if (width, height) == SIZES[-1]:
            board.export_report()
            grab("export-title-prompt.png", (width, height))
        win.close()


if __name__ == "__main__":
    main()
