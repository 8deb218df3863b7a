"""The game chooser behind Ctrl+N: every game has a one-key accelerator (its position 1–9 and a letter of its
id, the first one no other game took), so Ctrl+N and one key create a scenario; Enter takes the highlighted
game (the last one used; in a profile that used none yet, the game of the rulebook open in the rules tab), the
arrows move, Esc cancels. Keyboard first: a judge at a table should not need the
mouse to start a case."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from judge_app.engine.game import GameModule
from judge_app.ui import vocab


def accelerators(ids: list[str]) -> dict[str, str]:
    """A letter for every id: its first letter if free, else its next letter no other id took."""
    out: dict[str, str] = {}
    for gid in ids:
        letter = next((ch for ch in gid.lower() if ch.isalpha() and ch not in out.values()), "")
        if letter:
            out[gid] = letter
    return out


class NewScenarioDialog(QDialog):
    chosen = Signal(str)  # the game id

    def __init__(self, games: list[GameModule], current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newScenarioDialog")
        self.setWindowTitle(self.tr("新建场景"))
        self.ids = [g.id for g in games]
        self.letters = accelerators(self.ids)
        self.keys: dict[str, str] = {v: k for k, v in self.letters.items()}
        self.list = QListWidget(objectName="newScenarioGames")
        for n, g in enumerate(games, 1):
            if n <= 9:
                self.keys[str(n)] = g.id
            digit = f"{n}  " if n <= 9 else "   "
            name = vocab.term(g.id, "game", "name", g.name)  # the game's own name is Chinese; English in English
            item = QListWidgetItem(f"{digit}[{self.letters.get(g.id, ' ').upper()}]  {g.id} — {name}")
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.list.addItem(item)
        self.list.setCurrentRow(self.ids.index(current) if current in self.ids else 0)
        self.list.installEventFilter(self)
        self.list.itemActivated.connect(lambda item: self.choose(item.data(Qt.ItemDataRole.UserRole)))
        hint = QLabel(self.tr("按数字或方括号中的字母直接新建;Enter:选中的游戏;Esc:取消"), wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(lambda: self.choose(self.list.currentItem().data(Qt.ItemDataRole.UserRole)))
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(hint)
        lay.addWidget(self.list)
        lay.addWidget(buttons)
        self.resize(380, 260)
        self.list.setFocus()

    def choose(self, game_id: str) -> None:
        self.accept()
        self.chosen.emit(game_id)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.list and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.list.currentItem() is not None:
                self.choose(self.list.currentItem().data(Qt.ItemDataRole.UserRole))
                return True
            text = event.text().lower()
            mods = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier & ~Qt.KeyboardModifier.KeypadModifier
            if text in self.keys and mods == Qt.KeyboardModifier.NoModifier:
                self.choose(self.keys[text])
                return True
        return super().eventFilter(obj, event)
