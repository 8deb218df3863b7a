"""Click counts (issue 17): scripted judges build a case from an empty board with the card library and the
forms only (no YAML), every click and key press counted. A menu counts one click to open, one per submenu
and one for the entry; typing counts one per character.

The issue's target is at most 15 inputs per case; the measured counts are asserted as they stand (so they
cannot silently grow) and the target is kept as a strict xfail until the board gets there."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QWidget

from judge_app.games import registered_games

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
        games = registered_games()
        index = [g.id for g in games].index(game_id)
        labels = [f"{g.id} — {g.name}" for g in games]
        asked: list[int] = []

        def get_item(_parent, _title, _label, items, current, _editable):  # type: ignore[no-untyped-def]
            assert list(items) == labels
            asked.append(current)
            return labels[index], True

        self.monkeypatch.setattr(QInputDialog, "getItem", get_item)
        self.qtbot.keyClick(self.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        # Ctrl+N, then Enter when the game is preselected, else its first letter (the ids start differently), Enter
        assert sum(lbl.startswith(game_id[0]) for lbl in labels) == 1
        self.count(1 + (1 if asked[0] == index else 2), f"new {game_id} scenario")
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
        lst = self.board.board.boxes[zone].list
        self.qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(lst.viewport().width() - 5, 5))
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

    def grid(self, source: str, target: str, amount: str) -> None:
        form = self.board.actions_panel.form
        grid = form.widgets["assignments"]
        r = next(i for i, (s, _) in enumerate(grid.sources) if s == source)
        c = next(i for i, (t, _) in enumerate(grid.targets) if t == target)
        rect = grid.visualRect(grid.model().index(r, c))
        self.qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        self.count(1, f"click cell {source}→{target}")
        self.type(amount)
        self.press(Qt.Key.Key_Return, "Enter")

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
    judge.add_card("B.play", "11")
    judge.menu("宣告攻击者:3/3 践踏生物")
    judge.menu("宣告阻挡者:1/1 生物")
    judge.menu("用表单填写 assign_damage")
    judge.grid("a_c1", "B", "3")
    judge.ok()


def fftcg_block(judge: Judge) -> None:
    """A 7000 forward attacks, a 9000 forward blocks."""
    judge.new_scenario("fftcg")
    judge.add_card("A.field", "7")
    judge.add_card("B.field", "9")
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
# Measured on this branch (see the printed log with -s); a change that needs more inputs fails here.
MEASURED = {"mtg": 22, "fftcg": 13, "ga": 17}
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
    assert "YAML" not in " ".join(judge.log)
    print(f"{game}: {judge.inputs} inputs: " + "; ".join(judge.log))
    return judge


@pytest.mark.parametrize(("game", "case"), CASES, ids=[g for g, _ in CASES])
def test_case_from_an_empty_board(qtbot, window, monkeypatch, game: str, case) -> None:  # type: ignore[no-untyped-def]
    assert build(qtbot, window, monkeypatch, game, case).inputs <= MEASURED[game]


NOT_YET = pytest.mark.xfail(strict=True, reason="more inputs than issue 17's target (see MEASURED)")


@pytest.mark.parametrize(("game", "case"), [pytest.param("mtg", mtg_trample, marks=NOT_YET), ("fftcg", fftcg_block),
                                            pytest.param("ga", ga_attack, marks=NOT_YET)], ids=[g for g, _ in CASES])
def test_case_within_the_target(qtbot, window, monkeypatch, game: str, case) -> None:  # type: ignore[no-untyped-def]
    assert build(qtbot, window, monkeypatch, game, case).inputs <= TARGET
