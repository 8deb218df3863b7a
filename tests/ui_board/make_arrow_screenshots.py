"""Screenshots of the board's arrows for docs/board.md (run under Xvfb; not a test).

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui_board/make_arrow_screenshots.py

The mtg trample case with the refused assignment selected (✗ arrows with the amounts, the attack and block of the
same combat lightly), a ga attack and an fftcg block, and the trample case again with the UI in English
(board-mtg-en.png); fit board on, at issue 17's 1600×975.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"
SHOTS = [  # (file, scenario, action index to select)
    ("board-arrows-mtg-trample.png", "mtg/trample-illegal-assignment.yaml", 4),
    ("board-arrows-ga-attack.png", "ga/ally-combat-retaliation.yaml", None),
    ("board-arrows-fftcg-block.png", "fftcg/back-attack-block.yaml", 5),
]


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def window():  # type: ignore[no-untyped-def]
    from judge_app.ui.library import load_library
    from judge_app.ui.main_window import MainWindow
    from judge_app.userdata import UserData

    win = MainWindow(UserData())
    win.set_library(load_library())
    win.setGeometry(0, 0, 1600, 1000)
    win.show()
    board = win.board
    board.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    win.workspace.setCurrentWidget(board)
    board.splitter.setSizes([1000, 600])
    return win


def shoot(win, name: str, scenario: str, index: int | None) -> None:  # type: ignore[no-untyped-def]
    if len(sys.argv) > 1 and name not in sys.argv[1:]:
        return
    board = win.board
    board.open_file(ROOT / "scenarios" / scenario)
    for _ in range(100):
        pump(100)
        if board.analysis is not None and board.analysis.run is not None:
            break
    actions = board.doc.view.scenario.actions
    if index is None:
        index = next(i for i, a in enumerate(actions) if a.type == "attack")
    if not board.act_fit.isChecked():
        board.act_fit.trigger()
    board._show_tab(1)
    board.actions_panel.list.setCurrentRow(index)
    pump(500)
    path = OUT / name
    QApplication.primaryScreen().grabWindow(0).save(str(path))
    print("wrote", path, len(board.board.overlay.arrows), "arrows")


def main() -> None:
    os.environ["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp()
    from judge_app.ui import i18n, vocab
    from judge_app.ui.application import create_app

    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app(sys.argv)
    translators = i18n.install(app, "zh")
    win = window()
    for name, scenario, index in SHOTS:
        shoot(win, name, scenario, index)
    win.close()
    # The same trample case with the UI in English (issue 17: English complete): the banner, the arrows.
    for t in translators:
        app.removeTranslator(t)
    translators = i18n.install(app, "en")
    win = window()
    shoot(win, "board-mtg-en.png", "mtg/trample-illegal-assignment.yaml", 4)
    win.close()
    vocab.set_language("zh")
    del translators


if __name__ == "__main__":
    main()
