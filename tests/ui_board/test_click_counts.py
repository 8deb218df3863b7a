"""Click counts (issue 17): scripted judges build a case from an empty board with the card library and the
forms only (no YAML), every click and key press counted. A menu counts one click to open, one per submenu
and one for the entry; typing counts one per character.

The issue's target is at most 15 inputs per case; the measured counts are asserted as they stand (so they
cannot silently grow), and the target for every case. A step is skipped only when the board already put the
keyboard there (the zone after a new scenario, the damage form after a block); otherwise it is clicked and
counted."""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

TARGET = 15


class Judge:
    """Drives the window and counts inputs."""

    def __init__(self, qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.qtbot, self.window, self.board, self.monkeypatch = qtbot, window, window.board, monkeypatch
        self.inputs = 0
        self.log: list[str] = []

    def count(self, n: int, what: str) -> None:
        self.inputs += n
        self.log.append(f"{n} {what}")

    def new_scenario(self, game_id: str) -> None:
        """Ctrl+N, then Enter when the chooser highlights the game (the last one used), else its accelerator."""
        self.window.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window, timeout=3000)
        self.qtbot.keyClick(self.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        self.count(1, "Ctrl+N")

        def chooser() -> Any:
            dialog = self.board.findChild(QDialog, "newScenarioDialog")
            ok = dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible() \
                and dialog.isAncestorOf(QApplication.focusWidget())
            return dialog if ok else None

        self.qtbot.waitUntil(lambda: chooser() is not None, timeout=3000)
        dialog = chooser()
        if dialog.list.currentItem().data(Qt.ItemDataRole.UserRole) == game_id:
            self.press(Qt.Key.Key_Return, f"Enter ({game_id} preselected)")
        else:
            self.type(dialog.letters[game_id])
        assert self.board.doc is not None and self.board.doc.game.id == game_id

    def key(self, widget: QWidget, text: str = "", key: int = 0,
            modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(etype, key, modifiers, text))
        QApplication.processEvents()

    def type(self, text: str) -> None:
        for ch in text:
            self.key(QApplication.focusWidget(), ch)
        self.count(len(text), f"type {text!r}")

    def press(self, key: Qt.Key, what: str,
              modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.key(QApplication.focusWidget(), key=key, modifiers=modifiers)
        self.count(1, what)

    def add_card(self, zone: str, query: str, downs: int = 0, for_opponent: bool = False) -> None:
        """Type a name into ``zone`` (clicked first only when it does not have the keyboard already)."""
        lst = self.board.board.boxes[zone].list
        if QApplication.focusWidget() is not lst:
            self.qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton,
                                  pos=QPoint(lst.viewport().width() - 5, 5))
            lst.setFocus()
            self.count(1, f"click {zone}")
        self.type(query)
        for _ in range(downs):
            self.press(Qt.Key.Key_Down, "↓")
        if for_opponent:
            self.press(Qt.Key.Key_Return, "Shift+Enter", Qt.KeyboardModifier.ShiftModifier)
        else:
            self.press(Qt.Key.Key_Return, "Enter")

    def menu(self, *path: str) -> Any:
        """Open 添加动作 and pick the entry whose text contains each part of ``path`` in turn."""
        panel = self.board.actions_panel
        self.board.side.setCurrentWidget(panel)
        self.settle()
        panel.fill_add_menu()
        menu = panel.add_menu
        for part in path[:-1]:
            menu = next(a.menu() for a in menu.actions() if a.menu() is not None and part in a.text())
        entries = [a for a in menu.actions() if path[-1] in a.text() and a.isEnabled()]
        assert entries, [a.text() for a in menu.actions()]
        self.count(1 + len(path), f"menu {' › '.join(path)}")
        entries[0].trigger()
        QApplication.processEvents()
        return entries[0]

    def damage(self, source: str, target: str, amount: str) -> None:
        """Fill ``source → target`` in the damage-assignment form: opened from the menu unless the block opened it,
        the cell clicked unless the keyboard is already on it; Enter, and OK if Enter did not record it."""
        panel = self.board.actions_panel
        if panel.form is None or not panel.form.isVisible():
            self.menu("用表单填写 assign_damage")
        form = panel.form
        grid = form.widgets["assignments"]
        r = next(i for i, (s, _) in enumerate(grid.sources) if s == source)
        c = next(i for i, (t, _) in enumerate(grid.targets) if t == target)
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
        if QApplication.focusWidget() is not grid or (grid.currentRow(), grid.currentColumn()) != (r, c):
            rect = grid.visualRect(grid.model().index(r, c))
            self.qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            self.count(1, f"click cell {source}→{target}")
        self.type(amount)
        self.press(Qt.Key.Key_Return, "Enter")
        if form.isVisible():
            self.ok()

    def combo(self, box: Any, data: str) -> None:
        """Open a combo box and pick the entry carrying ``data``."""
        box.setCurrentIndex(box.findData(data))
        box.activated.emit(box.currentIndex())
        QApplication.processEvents()
        self.count(2, f"combo {data}")

    def ok(self) -> None:
        from PySide6.QtWidgets import QDialogButtonBox

        form = self.board.actions_panel.form
        self.qtbot.mouseClick(form.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        self.count(1, "OK")

    def settle(self) -> None:
        """Wait until the engine has traced the scenario as it stands (edits re-trace after a short delay)."""
        board = self.board
        self.qtbot.waitUntil(lambda: not board.analyse_timer.isActive() and not board.runner.busy
                             and board.analysis is not None and board.analysis.run is not None
                             and len(board.analysis.statuses) == len(board.doc.view.scenario.actions), timeout=20000)

    def traced(self) -> Any:
        self.qtbot.waitUntil(lambda: not self.board.runner.busy and self.board.analysis is not None
                             and self.board.analysis.run is not None
                             and len(self.board.analysis.statuses) == len(self.board.doc.view.scenario.actions),
                             timeout=20000)
        return self.board.analysis


def mtg_trample(judge: Judge) -> None:
    """The issue's case: a 3/3 trampler blocked by a 1/1, all 3 damage assigned to the player."""
    judge.new_scenario("mtg")
    judge.add_card("A.play", "33", downs=1)  # 3/3 生物, then 3/3 践踏生物
    judge.add_card("A.play", "11", for_opponent=True)  # Shift+Enter: into 乙's battlefield
    judge.menu("宣告攻击者:3/3 践踏生物")
    judge.menu("宣告阻挡者:1/1 生物")  # the block makes the division a choice: the damage form opens
    judge.damage("a_c1", "B", "3")


def fftcg_block(judge: Judge) -> None:
    """A 7000 forward attacks, a 9000 forward blocks."""
    judge.new_scenario("fftcg")
    judge.add_card("A.field", "7")
    judge.add_card("A.field", "9", for_opponent=True)  # Shift+Enter: into 乙's field
    judge.menu("攻击")
    judge.menu("防御")


def ga_attack(judge: Judge) -> None:
    """An ally attacks the opposing champion (field is shared: Shift+Enter gives the second champion to 乙)."""
    judge.new_scenario("ga")
    judge.add_card("field", "ys")
    judge.add_card("field", "ys", for_opponent=True)
    judge.add_card("field", "my")
    judge.menu("攻擊")


EXPECTED = {"mtg": ["declare_attackers", "declare_blockers", "assign_damage"],
            "fftcg": ["declare_attack", "block"], "ga": ["attack"]}
CARDS = {"mtg": {("3/3 践踏生物", "A.play", "A"), ("1/1 生物", "B.play", "B")},
         "fftcg": {("前锋 7000", "A.field", "A"), ("前锋 9000", "B.field", "B")},
         "ga": {("勇士 等級0 生命15", "field", "A"), ("勇士 等級0 生命15", "field", "B"), ("盟友 1/1", "field", "A")}}
# Measured on this branch (see the printed log with -s); a change that needs more inputs fails here.
MEASURED = {"mtg": 15, "fftcg": 10, "ga": 13}
CASES = [("mtg", mtg_trample), ("fftcg", fftcg_block), ("ga", ga_attack)]


def build(qtbot, window, monkeypatch, game: str, case) -> Judge:  # type: ignore[no-untyped-def]
    judge = Judge(qtbot, window, monkeypatch)
    case(judge)
    analysis = judge.traced()
    assert analysis.run is not None
    scenario = judge.board.doc.view.scenario
    kinds = [a.type for a in scenario.actions if a.type not in ("pass", "pass_until", "pass_all")]
    assert kinds == EXPECTED[game], kinds
    if game == "mtg":
        assert scenario.actions[-1].assignments == {"a_c1": {"B": 3}}
    cards = {(o.name, o.zone, o.owner) for o in scenario.state.objects}
    assert cards == CARDS[game], cards
    assert "YAML" not in " ".join(judge.log)
    print(f"{game}: {judge.inputs} inputs: " + "; ".join(judge.log))
    return judge


@pytest.mark.parametrize(("game", "case"), CASES, ids=[g for g, _ in CASES])
def test_case_from_an_empty_board(qtbot, window, monkeypatch, game: str, case) -> None:  # type: ignore[no-untyped-def]
    assert build(qtbot, window, monkeypatch, game, case).inputs <= MEASURED[game]


@pytest.mark.parametrize(("game", "case"), CASES, ids=[g for g, _ in CASES])
def test_case_within_the_target(qtbot, window, monkeypatch, game: str, case) -> None:  # type: ignore[no-untyped-def]
    assert build(qtbot, window, monkeypatch, game, case).inputs <= TARGET
