"""Screenshots of the edition picker, the diff view and the side-by-side bilingual reader (run under Xvfb).

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tests/ui/make_edition_screenshots.py

Imports the 2022-02-18 and 2022-04-29 English and the 2022-04-29 Chinese Comprehensive Rules from
``shared/external`` into a temporary data directory first. The whole X screen is grabbed (the picker's list is a
popup window).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: tests is a package
from judge_app.ui import i18n
from judge_app.ui.application import create_app
from judge_app.ui.library import Library
from judge_app.ui.main_window import MainWindow
from judge_app.userdata import UserData
from rulesdb import editions
from tests.rulesdb.external_books import CN_20220429, EN_20220218, EN_20220429

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def grab(name: str) -> None:
    pump(400)
    path = OUT / f"editions-{name}.png"
    QApplication.primaryScreen().grabWindow(0).save(str(path))
    print("wrote", path)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app(sys.argv)
    translators = i18n.install(app, "zh")
    with tempfile.TemporaryDirectory() as data:
        os.environ["JUDGE_APP_DATA_DIR"] = data
        editions.import_edition(EN_20220218, "mtg", "2022-02-18")
        editions.import_edition(EN_20220429, "mtg", "2022-04-29")
        editions.import_edition(CN_20220429, "mtg", "2022-04-29-zh")
        lib = Library(books={g: editions.load_edition(g) for g in editions.known_games()})
        win = MainWindow(UserData())
        win.set_library(lib)
        win.browser.index_on_change = False  # the pictures need no search index
        win.setGeometry(0, 0, 1280, 800)
        win.show()
        b = win.browser
        b.set_game("mtg")
        b.select_edition("mtg", "2022-04-29")
        b.open_cite("mtg:201.4")
        pump(300)

        # 1. The edition picker open over the header: four editions of mtg, the newest marked.
        b.edition_picker.showPopup()
        grab("picker")
        b.edition_picker.hidePopup()

        # 2. The diff view, 2022-02-18 → 2022-04-29, scrolled to the changed rules.
        view = b.open_diff()
        assert view is not None
        view.set_pair("2022-02-18", "2022-04-29")
        view.compare()
        view.setGeometry(120, 60, 1040, 700)
        view.view.scrollToAnchor("")
        pump(300)
        grab("diff")
        view.close()

        # 3. Side by side: the English rule and its sub-rules beside the Chinese translation.
        b.open_cite("mtg:702.19")
        b.set_partner("2022-04-29-zh")
        b.splitter.setSizes([300, 980])
        grab("bilingual")
        win.close()
    del translators
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: PySide6 objects freed in GC order can abort at exit


if __name__ == "__main__":
    main()
