"""Screenshot of the inspector's rules-text box (issue 27; run under Xvfb; not a test):

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tests/ui_board/make_card_text_screenshot.py

board-card-text.png: an eol minion whose printed text is typed in the inspector — "读作" says back what was
understood, the sentence not understood is underlined and listed; the text was applied, the trace used it.
"""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtWidgets import QMessageBox

from tests.ui_board.make_table_speed_screenshots import OUT, grab, pump, traced

SIZE = (1600, 1000)
TEXT = "唤醒技:抽1张牌。\n被动:发起战斗时对方英雄失去1点生命。翻转时间。"


def main() -> None:
    os.environ["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp()
    from judge_app.ui import i18n
    from judge_app.ui.application import create_app
    from judge_app.ui.board import edits as E
    from judge_app.ui.library import load_library
    from judge_app.ui.main_window import MainWindow
    from judge_app.userdata import UserData

    app = create_app(sys.argv)
    i18n.install(app, "zh")
    win = MainWindow(UserData())
    win.set_library(load_library())
    win.setGeometry(0, 0, *SIZE)
    win.show()
    board = win.board
    board.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    win.workspace.setCurrentWidget(board)
    board.new_scenario("eol")
    board.apply(E.add_object(board.doc, "A.minions", {"name": "学者", "types": ["minion"], "stats": {"attack": 2},
                                                      "status": ["awake"]}))
    (card,) = board.doc.view.state.in_zone("A.minions")
    board.apply(E.set_card_text(board.doc, card.id, TEXT))
    board.inspector.show_object(card.id)
    pump(300)
    traced(board)
    board._show_tab(0)  # the inspector
    board.inspector.fields["text"].setFocus()
    from PySide6.QtWidgets import QLabel, QPushButton

    pump(200)
    board.inspector.ensureWidgetVisible(board.inspector.findChild(QPushButton, "applyCardText"))
    board.inspector.ensureWidgetVisible(board.inspector.findChild(QLabel, "cardTextReading"))
    grab("board-card-text.png", SIZE)
    app.quit()


if __name__ == "__main__":
    sys.path.insert(0, str(OUT.parents[1]))
    main()
