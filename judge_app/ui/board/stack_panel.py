"""The stack/chain as the game module reads it (``GameModule.stack_view``), top first, beside the shared
zones. Read-only: clicking an entry selects its source and targets on the board (edit entries in YAML)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from judge_app.engine.stack_view import StackEntry, player_label, target_label
from judge_app.engine.state import GameState

IDS_ROLE = Qt.ItemDataRole.UserRole + 1


class StackPanel(QFrame):
    entry_selected = Signal(list)  # object ids the entry names: its source, then its targets

    def __init__(self) -> None:
        super().__init__(objectName="stackPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.list = QListWidget(objectName="stackEntries")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.itemClicked.connect(self._on_click)
        self.entries: list[StackEntry] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 4)
        lay.setSpacing(2)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        self.setMinimumWidth(220)

    def show_entries(self, state: GameState[Any], entries: list[StackEntry]) -> None:
        self.entries = list(entries)
        self.list.clear()
        stacked = sum(1 for e in entries if not e.pending)
        title = self.tr("栈/连锁(顶在上)")
        self.title.setText(f"<b>{title}</b> · {stacked}")
        for entry in entries:
            item = QListWidgetItem(self._text(state, entry))
            item.setToolTip(self._tooltip(state, entry))
            ids = [i for i in (entry.source, *entry.targets) if i and state.find(i) is not None]
            item.setData(IDS_ROLE, ids)
            if entry.pending:
                item.setForeground(Qt.GlobalColor.darkGray)
            self.list.addItem(item)
        if not entries:
            empty = QListWidgetItem(self.tr("(空)"))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        # room for a wrapped entry (label, controller and targets, detail) up to three entries; then it scrolls
        rows = max(1, len(entries))
        self.list.setMinimumHeight(min(rows, 3) * 4 * self.fontMetrics().height() + 8)

    def _text(self, state: GameState[Any], entry: StackEntry) -> str:
        where = self.tr("待放入") if entry.pending else str(entry.position)
        head = f"{where}. {entry.label} [{entry.kind_name}]"
        bits = []
        if entry.controller:
            bits.append(self.tr("控制者 {who}").format(who=player_label(state, entry.controller)))
        if entry.targets:
            bits.append(self.tr("目标 {targets}").format(targets="、".join(target_label(state, t)
                                                                         for t in entry.targets)))
        lines = [head, " · ".join(bits), entry.detail]
        return "\n".join(line for line in lines if line)

    def _tooltip(self, state: GameState[Any], entry: StackEntry) -> str:
        return html.escape(self._text(state, entry)).replace("\n", "<br>")

    def _on_click(self, item: QListWidgetItem) -> None:
        ids = item.data(IDS_ROLE)
        if ids:
            self.entry_selected.emit(list(ids))
