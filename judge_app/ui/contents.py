"""The contents tree of one rulebook: parts, sections and rules as the document nests them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from judge_app.ui.render import short_text
from rulesdb.models import Rulebook

CITE_ROLE = Qt.ItemDataRole.UserRole


class ContentsTree(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setUniformRowHeights(True)
        self._items: dict[str, QTreeWidgetItem] = {}
        self.game: str | None = None

    def set_book(self, book: Rulebook | None) -> None:
        self.clear()
        self._items = {}
        self.game = book.game if book else None
        if book is None:
            return
        # Document order guarantees a parent is created before its children.
        for rule in book.rules:
            parent = self._items.get(rule.parent) if rule.parent else None
            item = QTreeWidgetItem([f"{rule.id}  {short_text(rule, 40)}"])
            item.setData(0, CITE_ROLE, rule.cite)
            item.setToolTip(0, rule.cite)
            if parent is None:
                self.addTopLevelItem(item)
            else:
                parent.addChild(item)
            self._items[rule.id] = item

    def reveal(self, rule_id: str) -> None:
        item = self._items.get(rule_id)
        if item is None:
            return
        self.blockSignals(True)
        self.setCurrentItem(item)
        self.scrollToItem(item)
        self.blockSignals(False)

    def cites(self) -> list[str]:
        return [i.data(0, CITE_ROLE) for i in self.selectedItems()]
