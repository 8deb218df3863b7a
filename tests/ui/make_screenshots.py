"""Screenshots of the rules browser for docs/ (run under Xvfb; not a test).

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tests/ui/make_screenshots.py

The whole X screen is grabbed, so tooltips (separate windows) are in the picture.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QEventLoop, QPoint, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: tests is a package
from judge_app.ui import i18n
from judge_app.ui.application import create_app
from judge_app.ui.library import load_library
from judge_app.ui.main_window import MainWindow
from judge_app.userdata import UserData
from tests.ui.uihelpers import anchor_point, hrefs, type_text

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def grab(name: str) -> None:
    pump(300)
    screen = QApplication.primaryScreen()
    path = OUT / f"browser-{name}.png"
    screen.grabWindow(0).save(str(path))
    print("wrote", path)
    QToolTip.hideText()
    pump(300)


def search_and_open_first(win: MainWindow, query: str) -> None:
    box = win.browser.search_box
    box.setFocus()
    box.selectAll()
    type_text(box, query)
    pump(800)
    win.browser.results.setCurrentRow(0)
    win.browser.open_current_result()
    box.setFocus()


def hover(win: MainWindow, href: str) -> None:
    reader = win.browser.reader
    point: QPoint = anchor_point(reader, href)
    vp = reader.viewport()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, point, vp.mapToGlobal(point)))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app(sys.argv)
    translators = i18n.install(app, "zh")  # as a Chinese user sees it, Qt's own buttons included
    with tempfile.TemporaryDirectory() as data:
        os.environ["JUDGE_APP_DATA_DIR"] = data  # a clean profile: no remembered geometry or bookmarks
        lib = load_library()
        for game, why in lib.failures.items():
            print(f"warning: {game} not loaded: {why}", file=sys.stderr)
        win = MainWindow(UserData())
        win.set_library(lib)
        win.setGeometry(0, 0, 1280, 800)
        win.show()
        pump(300)

        # 1. Search results for a Chinese query, first hit opened.
        search_and_open_first(win, "战斗伤害")
        grab("results")

        # 1b. A question in a player's words: hits found through a question they answer say which (答: …).
        search_and_open_first(win, "对手的手牌能偷看吗")
        grab("question")

        # 1c. A homophone slip (冻洁 for fftcg's 冻结): searched as the rulebook's word, "did you mean" above the hits.
        search_and_open_first(win, "冻洁")
        grab("typo")

        # 2. A rule with a cross-reference and a glossary term, its definition shown on hover.
        book = lib.books["mtg"]
        chosen = None
        for rule in book.rules:
            if not any(r.resolved for r in rule.refs):
                continue
            win.show_rule(rule.cite)
            links = hrefs(win.browser.reader)
            terms = [h for h in links if h.startswith("term:")]
            if terms and any(h.startswith("rule:") and h != f"rule:{rule.cite}" for h in links[1:]):
                chosen = (rule.cite, terms[0])
                break
        if chosen:
            win.show_rule(chosen[0])
            pump(200)
            hover(win, chosen[1])
            grab("crossref-tooltip")
        else:
            print("warning: no mtg rule with both a reference and a glossary term", file=sys.stderr)

        # 3. A reconstructed Grand Archive rule with its badge and repair record.
        ga = lib.books.get("ga")
        rebuilt = next((r for r in ga.rules if "reconstructed" in r.flags), None) if ga else None
        if rebuilt:
            win.show_rule(rebuilt.cite)
            grab("reconstructed")

        # 4. Riftbound: a reference into the ranges the document lacks.
        rift = lib.books.get("riftbound")
        dangling = next((r for r in rift.rules if any(not x.resolved for x in r.refs)), None) if rift else None
        if dangling:
            win.show_rule(dangling.cite)
            missing = next(h for h in hrefs(win.browser.reader) if h.startswith("missing:"))
            hover(win, missing)
            grab("not-in-document")

        # 5. Go to rule with an unknown id: the explanation and nearest ids.
        win.show_rule("mtg:502.2")
        dialog = win.go_to_rule()
        if dialog:
            type_text(dialog.edit, "502.99")
            dialog.try_accept()
            grab("goto-unknown")
            dialog.reject()
        win.close()
    del translators


if __name__ == "__main__":
    main()
