"""Symbols no font on a judge's machine can be counted on for (⏩ fast-forward, ⌖ position indicator: the Noto
CJK and DejaVu fonts a Debian desktop has draw them as boxes), drawn by the app as icons instead of text."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

SIZES = (16, 24, 32)
INK = QColor("#37474f")


def _canvas(size: int) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _fast_forward(size: int) -> QPixmap:
    """Two triangles pointing right: ⏩ (the passes up to a later decision)."""
    pixmap, p = _canvas(size)
    s = size / 16
    path = QPainterPath()
    for x in (1.5, 8.0):
        path.moveTo(QPointF(x * s, 3 * s))
        path.lineTo(QPointF((x + 6.5) * s, 8 * s))
        path.lineTo(QPointF(x * s, 13 * s))
        path.closeSubpath()
    p.fillPath(path, QColor("#1565c0"))
    p.end()
    return pixmap


def _crosshair(size: int) -> QPixmap:
    """A circle with a cross through it: ⌖ (fill this field by clicking the board)."""
    pixmap, p = _canvas(size)
    s = size / 16
    p.setPen(QPen(INK, max(1.0, 1.4 * s)))
    p.drawEllipse(QRectF(3.5 * s, 3.5 * s, 9 * s, 9 * s))
    for a, b in (((8, 1), (8, 15)), ((1, 8), (15, 8))):
        p.drawLine(QPointF(a[0] * s, a[1] * s), QPointF(b[0] * s, b[1] * s))
    p.end()
    return pixmap


DRAWN = {"fast-forward": _fast_forward, "crosshair": _crosshair}


@cache
def glyph(name: str) -> QIcon:
    """The app-drawn icon ``name`` (``fast-forward``, ``crosshair``) at the sizes menus and buttons ask for."""
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(DRAWN[name](size))
    return icon
