"""The board at table speed (issue 31): three stories driven through the real window at 1280×720 — keys, clicks
and Alt+drags on the widgets a new user sees, no model calls — from an empty board to a PDF on disk, through
Ctrl+E, the title prompt, the export dialog and the real file dialog. Inputs are counted with the click-count
rules (tests/ui_board/test_click_counts.py: a click, a key or a drag is 1, typing 1 per character; a step is
skipped only where the board already put the keyboard): at most 20 per story.

The PDF's page 1 must then hold the verdict and every rule number it cites, as text (pdftotext)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from judge_app.report.verdict import build_verdict
from tests.ui_board.conftest import main_window
from tests.ui_board.test_click_counts import Judge
from tests.ui_board.test_click_counts_drag import drag as alt_drag

TARGET = 20
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


class TableJudge(Judge):
    """:class:`Judge` with the rest of a new user's path: shortcuts through the window's shortcut map, clicks on a
    zone, Alt+drags, and the export (title prompt, export dialog, file dialog)."""

    def shortcut(self, key: Qt.Key, modifiers: Qt.KeyboardModifier, what: str) -> None:
        # a closed form hands the keyboard back to the window (activation is asynchronous)
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window, timeout=3000)
        QTest.keyClick(QApplication.focusWidget() or self.window, key, modifiers)
        QApplication.processEvents()
        self.count(1, what)

    def click_zone(self, zone: str) -> None:
        lst = self.board.board.boxes[zone].list
        vp = lst.viewport()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(vp.width() - 4, 4))
        assert QApplication.focusWidget() is lst, f"{zone} takes the keyboard when clicked"
        self.count(1, f"click {zone}")

    def drag(self, source: str, target: str, player: bool = False) -> None:
        """Alt+drag a card onto a card (or a player's name): one gesture, one input."""
        alt_drag(self, source, target, player)

    def export(self) -> Path:
        """Ctrl+E; Enter takes the proposed title and question; Enter exports; Enter in the file dialog saves
        under the proposed name. Returns the file written."""
        from judge_app.ui.report.export_dialog import ExportDialog
        from judge_app.ui.report.title_dialog import TitleDialog

        self.settle()
        self.shortcut(Qt.Key.Key_E, CTRL, "Ctrl+E")
        self.qtbot.waitUntil(lambda: any(d.isVisible() for d in self.window.findChildren(TitleDialog)), timeout=5000)
        (title,) = [d for d in self.window.findChildren(TitleDialog) if d.isVisible()]
        assert title.title_edit.text() and title.question_edit.text(), "a title and a question are proposed"
        self.qtbot.waitUntil(lambda: title.isAncestorOf(QApplication.focusWidget()), timeout=3000)
        self.press(Qt.Key.Key_Return, "Enter (title and question)")
        self.qtbot.waitUntil(lambda: any(d.isVisible() for d in self.window.findChildren(ExportDialog)),
                             timeout=10000)
        (dialog,) = [d for d in self.window.findChildren(ExportDialog) if d.isVisible()]
        assert dialog.current_format() == "pdf"
        saved: list[str] = []

        def answer_file_dialog() -> None:
            chooser = QApplication.activeModalWidget()
            if not isinstance(chooser, QFileDialog) or not chooser.isVisible():
                QTimer.singleShot(50, answer_file_dialog)
                return
            chooser.activateWindow()  # what a window manager does for a new dialog (offscreen has none)
            if not chooser.isAncestorOf(QApplication.focusWidget()):
                QTimer.singleShot(50, answer_file_dialog)
                return
            saved.extend(chooser.selectedFiles())
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

        QTimer.singleShot(50, answer_file_dialog)
        self.qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()), timeout=3000)
        with self.qtbot.waitSignal(dialog.exported, timeout=30000) as done:
            self.press(Qt.Key.Key_Return, "Enter (export)")
        self.count(1, "Enter (file dialog)")
        assert saved and Path(saved[0]) == Path(done.args[0]), (saved, done.args)
        return Path(done.args[0])


def mtg_trample(judge: TableJudge) -> None:
    """The trample question: a 3/3 trampler blocked by a 1/1, may all 3 damage go to the player? No: lethal damage
    to the blocker first (502.9b) — recorded as asked, refused by the trace with its rule."""
    judge.new_scenario("mtg")
    judge.add_card("A.play", "33", downs=1)  # 3/3 生物, then 3/3 践踏生物
    judge.add_card("A.play", "11", for_opponent=True)  # Shift+Enter: into 乙's battlefield
    judge.drag("a_c1", "B", player=True)  # attack the player
    judge.drag("b_c1", "a_c1")  # block: the division is now a choice, the damage form opens on 3/3 → 乙
    judge.settle()
    form = judge.board.actions_panel.form
    assert form is not None and form.isVisible()
    judge.damage("a_c1", "B", "3")  # the keyboard is on 3/3 → 乙: "3", Enter
    # the refused answer is the question: the form does not ask it again
    assert judge.board.actions_panel.form is None or not judge.board.actions_panel.form.isVisible()


def fftcg_battle(judge: TableJudge) -> None:
    """A 7000 forward attacks, a 9000 forward blocks; the battle is fought."""
    judge.new_scenario("fftcg")
    judge.add_card("A.field", "7")
    judge.add_card("A.field", "9", for_opponent=True)
    judge.drag("a_c1", "B", player=True)
    judge.drag("b_c1", "a_c1")
    judge.shortcut(Qt.Key.Key_P, CTRL | SHIFT, "Ctrl+Shift+P (both pass to the next decision)")


def riftbound_combat_and_chain(judge: TableJudge) -> None:
    """甲's might-4 unit moves onto the battlefield 乙's might-3 unit holds; in the showdown 乙 answers with a
    [反应] +2 spell (a chain), then everyone passes: the chain resolves, the combat is fought, 乙's unit survives
    at might 5."""
    judge.new_scenario("riftbound")
    judge.add_card("A.base", "4")  # 单位 战力4
    judge.click_zone("bf1")
    judge.type("3")
    judge.press(Qt.Key.Key_Return, "Shift+Enter", SHIFT)  # 单位 战力3, owned by 乙, on battlefield 1
    judge.click_zone("B.hand")
    judge.type("fy")  # 反应法术 战力+2
    judge.press(Qt.Key.Key_Return, "Enter")
    judge.drag("a_c1", "a_c2")  # onto 乙's unit: 甲's unit moves to battlefield 1 (a showdown, then combat)
    judge.drag("b_c1", "a_c2")  # the spell onto 乙's unit: 甲 passes first, the form opens filled in
    form = judge.board.actions_panel.form
    assert form is not None and form.isVisible() and form.current()["targets"] == ["a_c2"]
    judge.ok()
    judge.shortcut(Qt.Key.Key_P, CTRL | SHIFT, "Ctrl+Shift+P (both pass to the next decision)")


STORIES = [("mtg", mtg_trample), ("fftcg", fftcg_battle), ("riftbound", riftbound_combat_and_chain)]
# Measured (pytest -s prints each story's inputs); a change that needs more fails here.
MEASURED = {"mtg": 17, "fftcg": 13, "riftbound": 19}


def page_one(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-enc", "UTF-8", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
@pytest.mark.parametrize(("game", "story"), STORIES, ids=[g for g, _ in STORIES])
def test_story_from_an_empty_board_to_a_pdf(qtbot, library, data_dir: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
                                            monkeypatch: pytest.MonkeyPatch, game: str, story: Any) -> None:
    from judge_app.ui import vocab

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))  # a new user's home: the first report goes there
    vocab.set_language("zh")
    with main_window(qtbot, library, (1280, 720)) as window:
        judge = TableJudge(qtbot, window, monkeypatch)
        story(judge)
        analysis = judge.traced()
        assert analysis.run is not None and not analysis.error
        scenario = judge.board.doc.view.scenario
        pdf = judge.export()
        print(f"{game}: {judge.inputs} inputs: " + "; ".join(judge.log))
        assert "YAML" not in " ".join(judge.log)
        assert judge.inputs <= MEASURED[game] <= TARGET
        # the file: named after the title the judge accepted and the date, in the new user's home
        assert pdf.parent == home and pdf.suffix == ".pdf" and pdf.stat().st_size > 1000
        title = judge.board.doc.view.scenario.meta.title
        assert pdf.name.startswith(re.sub(r'[\\/:*?"<>|]+', " ", title).split()[0])
        verdict = build_verdict(analysis.run.trace, analysis.run.state.halted, "zh")
        text = "".join(page_one(pdf).split())
        assert "".join(verdict.sentence.split()) in text
        cites = {c for d in verdict.deciding for c in d.cites}
        assert cites and all(c in text for c in cites), (sorted(cites), text[:400])
        kinds = [a.type for a in scenario.actions if a.type != "pass"]
        assert kinds == EXPECTED[game], kinds
        CHECKS[game](judge, analysis)


def _mtg(judge: TableJudge, analysis: Any) -> None:
    scenario = judge.board.doc.view.scenario
    assert scenario.actions[-1].assignments == {"a_c1": {"B": 3}}
    assert analysis.statuses[-1].standing == "illegal" and "mtg:502.9b" in analysis.statuses[-1].cites


def _fftcg(judge: TableJudge, analysis: Any) -> None:
    state = analysis.run.state
    assert state.obj("a_c1").zone == "A.break", "the 7000 forward is broken by the 9000 blocker"


def _riftbound(judge: TableJudge, analysis: Any) -> None:
    state = analysis.run.state
    assert state.obj("a_c1").zone == "A.trash" and state.obj("a_c2").zone == "bf1"
    assert judge.board.doc.game.current_stats(state, state.obj("a_c2"))["might"] == 5
    assert any(s.kind == "resolution" or "结算链" in s.text for s in analysis.run.trace.steps), "a chain resolved"


EXPECTED = {"mtg": ["declare_attackers", "declare_blockers", "assign_damage"],
            "fftcg": ["declare_attack", "block"], "riftbound": ["move", "play"]}
CHECKS = {"mtg": _mtg, "fftcg": _fftcg, "riftbound": _riftbound}
