"""The arrows over the board: attacker → defender, blocker → attacker, source → target, damage amounts as labels,
refused actions in the verdict's ✗ colour; and the rubber-band arrow while a card is being dragged onto a card
or a player.

A transparent widget over the board's viewport that lets every mouse event through. Endpoints are looked up at
paint time from the zone views' visual rects of the tiles (``BoardView.end_rect``), so the arrows follow
scrolling, resizing and "fit board" without bookkeeping. Which arrows to draw comes from ``arrow_model``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from judge_app.engine.arrows import End
from judge_app.ui.board.arrow_model import ShownArrow

KIND_COLOR = {"attack": "#283593", "block": "#00838f", "target": "#6a1b9a", "damage": "#4e342e", "move": "#2e7d32"}
ILLEGAL_COLOR = "#c62828"  # the verdict's ✗ (actions_panel.STANDING_MARK["illegal"])
WARN_COLOR = "#ef6c00"  # ⚠: replaced by the engine or not modelled
RUBBER_COLOR = "#1e88e5"

EndRect = Callable[[End], "QRect | None"]
Names = Callable[[str, str], "tuple[str, str]"]  # (object id, zone key) → (card name, zone name) for labels


def border_point(rect: QRectF, toward: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre toward ``toward`` leaves the rect (arrows touch tiles, not centres)."""
    c = rect.center()
    dx, dy = toward.x() - c.x(), toward.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    t = min(rect.width() / 2 / abs(dx) if dx else math.inf, rect.height() / 2 / abs(dy) if dy else math.inf)
    return QPointF(c.x() + dx * t, c.y() + dy * t)


def endpoints(src: QRectF, dst: QRectF) -> tuple[QPointF, QPointF, bool]:
    """Where an arrow leaves ``src`` and reaches ``dst``; tiles side by side in one row are joined top to top
    by an arc over the row (a straight arrow between neighbours would be a few pixels long)."""
    same_row = src.top() < dst.bottom() and dst.top() < src.bottom()
    if same_row and src != dst:
        return QPointF(src.center().x(), src.top()), QPointF(dst.center().x(), dst.top()), True
    return border_point(src, dst.center()), border_point(dst, src.center()), False


def curve(a: QPointF, b: QPointF, bend: float = 0.15, over: bool = False) -> tuple[QPainterPath, QPointF, QPointF]:
    """A gently bent path from ``a`` to ``b``, its middle point (for the label) and the control point (for the
    head's direction); ``over``: an arc bulging upward, over a row of tiles."""
    mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
    dx, dy = b.x() - a.x(), b.y() - a.y()
    if over:
        ctrl = QPointF(mid.x(), min(a.y(), b.y()) - max(36.0, abs(dx) * (0.25 + bend)))
    else:
        ctrl = QPointF(mid.x() - dy * bend, mid.y() + dx * bend)
    path = QPainterPath(a)
    path.quadTo(ctrl, b)
    return path, path.pointAtPercent(0.5), ctrl


class ArrowOverlay(QWidget):
    def __init__(self, end_rect: EndRect, parent: QWidget, names: Names | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("arrowOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.end_rect = end_rect
        self.names: Names = names or (lambda oid, zone: (oid, zone))
        self.arrows: list[ShownArrow] = []
        self.rubber: tuple[End, QPointF] | None = None  # a drag in progress: from this card to the pointer
        self.painted: list[tuple[ShownArrow, QPointF, QPointF]] = []  # what the last paint drew (tests, screenshots)

    def set_arrows(self, arrows: list[ShownArrow]) -> None:
        self.arrows = list(arrows)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painted = []
        pairs: dict[tuple[End, End], int] = {}
        for shown in self.arrows:
            src, dst = self.end_rect(shown.arrow.source), self.end_rect(shown.arrow.target)
            if src is None or dst is None:
                continue
            a, b, over = endpoints(QRectF(src), QRectF(dst))
            # Several arrows between the same two ends (the attack and the damage to the player) fan out.
            key = (shown.arrow.source, shown.arrow.target)
            nth = pairs[key] = pairs.get(key, -1) + 1
            color = QColor(ILLEGAL_COLOR if shown.standing == "illegal" else WARN_COLOR if shown.standing == "warn"
                           else KIND_COLOR.get(shown.arrow.kind, "#455a64"))
            if not shown.strong:
                color.setAlpha(95)
            self._arrow(painter, a, b, color, 3.5 if shown.strong else 2.0, self.label(shown),
                        dashed=shown.standing == "illegal", bend=0.15 + 0.12 * nth, over=over)
            self.painted.append((shown, a, b))
        if self.rubber is not None:
            src = self.end_rect(self.rubber[0])
            if src is not None:
                tip = self.rubber[1]
                self._arrow(painter, border_point(QRectF(src), tip), tip, QColor(RUBBER_COLOR), 3.0, "", dashed=True)
        painter.end()

    def label(self, shown: ShownArrow) -> str:
        """The verdict's mark, the amount, and where a card was at the action when the board shows it elsewhere
        (忍者:当时在战场: the board being edited shows the starting position)."""
        mark = "✗" if shown.standing == "illegal" else "⚠" if shown.standing == "warn" else ""
        then = [self.tr("{card}:当时在{zone}").format(card=card, zone=zone)
                for card, zone in (self.names(oid, zone) for oid, zone in shown.elsewhere)]
        return " ".join(x for x in (mark, shown.arrow.label, *then) if x)

    def _arrow(self, painter: QPainter, a: QPointF, b: QPointF, color: QColor, width: float, label: str,
               dashed: bool = False, bend: float = 0.15, over: bool = False) -> None:
        path, mid, ctrl = curve(a, b, bend, over)
        pen = QPen(color, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        angle = math.atan2(b.y() - ctrl.y(), b.x() - ctrl.x())
        size = 6 + width * 2
        head = QPolygonF([b, QPointF(b.x() - size * math.cos(angle - 0.45), b.y() - size * math.sin(angle - 0.45)),
                          QPointF(b.x() - size * math.cos(angle + 0.45), b.y() - size * math.sin(angle + 0.45))])
        painter.setPen(QPen(color, 1))
        painter.setBrush(QBrush(color))
        painter.drawPolygon(head)
        if label:
            font = QFont(self.font())
            font.setBold(True)
            painter.setFont(font)
            fm = QFontMetrics(font)
            box = QRectF(0, 0, fm.horizontalAdvance(label) + 10, fm.height() + 4)
            box.moveCenter(mid)
            painter.setPen(QPen(color, 1.5))
            painter.setBrush(QBrush(QColor(255, 255, 255, 235)))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(color)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
