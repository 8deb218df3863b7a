"""Screenshots of the conformance badge and the status filter for docs/browser.md (run under Xvfb; not a test).

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tests/ui/make_conformance_screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: tests is a package
from judge_app.ui import i18n
from judge_app.ui.application import create_app
from judge_app.ui.library import load_library
from judge_app.ui.main_window import MainWindow
from judge_app.userdata import UserData
from tests.ui.make_screenshots import grab, hover, pump


def main() -> None:
    app = create_app(sys.argv)
    translators = i18n.install(app, "zh")
    with tempfile.TemporaryDirectory() as data:
        os.environ["JUDGE_APP_DATA_DIR"] = data
        lib = load_library()
        win = MainWindow(UserData())
        win.set_library(lib)
        win.setGeometry(0, 0, 1280, 800)
        win.show()
        pump(300)
        b = win.browser

        # 1. An applied rule: the badge, the scenarios citing it, the reason on hover.
        win.show_rule("mtg:502.9b")
        pump(200)
        hover(win, "conformance:mtg:502.9b")
        grab("conformance-badge")

        # 2. The status filter with no query: every rule of the current game the engine does not support yet.
        b.scope_combo.setCurrentIndex(b.scope_combo.findData("current"))
        b.status_filter.setCurrentIndex(b.status_filter.findData("unsupported"))
        pump(500)
        b.results.setCurrentRow(3)
        b.open_current_result()
        pump(200)
        cite = b.current_cite() or ""
        hover(win, f"conformance:{cite}")
        grab("conformance-filter")
        win.close()
    del translators


if __name__ == "__main__":
    main()
