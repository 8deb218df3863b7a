"""The search results list: two lines per hit (id with breadcrumb, highlighted snippet), several selectable; a third
line names the question the hit answers when the query matched that question rather than the rule's own words."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from judge_app.ui.search_adapter import Hit

_COLOR = re.compile(r"color:#[0-9a-fA-F]{6};?")
CITE_ROLE = Qt.ItemDataRole.UserRole
HTML_ROLE = Qt.ItemDataRole.UserRole + 1


class _RichDelegate(QStyledItemDelegate):
    """Paints an item's HTML; the selection colours come from the style, like any list."""

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        text = index.data(HTML_ROLE) or html.escape(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if option.state & QStyle.StateFlag.State_Selected:
            text = _COLOR.sub("", text)  # grey and amber are unreadable on the selection colour
        doc.setHtml(text)
        doc.setTextWidth(max(option.rect.width(), 200))
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        if opt.state & QStyle.StateFlag.State_Selected:
            ctx.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(QPalette.ColorRole.HighlightedText))
        painter.save()
        painter.translate(opt.rect.topLeft())
        painter.setClipRect(opt.rect.translated(-opt.rect.topLeft()))
        doc.documentLayout().draw(painter, ctx)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        return QSize(int(doc.idealWidth()), int(doc.size().height()) + 4)


class ResultsList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(_RichDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setUniformItemSizes(False)
        self.setWordWrap(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def set_hits(self, hits: list[Hit], game_names: dict[str, str]) -> None:
        self.clear()
        for hit in hits:
            head = (
                f'<span style="color:#6b7280;">{html.escape(game_names.get(hit.game, hit.game))}</span> '
                f"<b>{html.escape(hit.rule_id)}</b> "
                f'<span style="color:#6b7280;">{html.escape(hit.breadcrumb)}</span>'
            )
            item = QListWidgetItem(f"{hit.cite} {hit.breadcrumb}")
            item.setData(CITE_ROLE, hit.cite)
            body = f"{head}<br/>{hit.snippet_html}"
            if hit.asked:
                label = html.escape(self.tr("答:"))
                body += f'<br/><span style="color:#6b7280;">{label} {html.escape(hit.asked)}</span>'
            item.setData(HTML_ROLE, body)
            item.setToolTip(hit.cite)
            self.addItem(item)
        if hits:
            self.setCurrentRow(0)

    def cites(self, selected_only: bool = True) -> list[str]:
        items = self.selectedItems() if selected_only else [self.item(i) for i in range(self.count())]
        rows = sorted(items, key=self.row)
        return list(dict.fromkeys(i.data(CITE_ROLE) for i in rows))

    def move(self, delta: int) -> None:
        if self.count():
            self.setCurrentRow(max(0, min(self.count() - 1, self.currentRow() + delta)))
