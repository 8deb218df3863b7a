"""Helpers for driving widgets in GUI tests."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QTextBrowser, QWidget


def type_text(widget: QWidget, text: str) -> None:
    """Type any text, Chinese included: qtbot.keyClicks cannot send non-ASCII characters."""
    for ch in text:
        for etype in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(etype, 0, Qt.KeyboardModifier.NoModifier, ch))


def anchor_point(reader: QTextBrowser, href: str) -> QPoint:
    """Viewport coordinates of the middle of the first link to ``href`` in a QTextBrowser."""
    doc = reader.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.charFormat().anchorHref() == href:
                cursor = QTextCursor(doc)
                cursor.setPosition(frag.position() + max(0, frag.length() // 2))
                return reader.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href} in the reader")


def hrefs(reader: QTextBrowser) -> list[str]:
    """Every link target in the reader, in document order."""
    out = []
    block = reader.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href:
                out.append(href)
            it += 1
        block = block.next()
    return out
