"""Card tiles: name, key stats and status at a glance. Names of stats and statuses come from the game's
vocabulary, so a tile reads 攻击力 3 · 唤醒状态 in eol and the equivalents in every other game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from judge_app.engine.game import Vocabulary
from judge_app.engine.state import GameObject
from judge_app.ui import vocab as names
from judge_app.ui.board.zone_model import OBJECT_ROLE, SLOT_ROLE

TILE = QSize(112, 92)
HIGHLIGHT = QColor("#e8a317")  # changed by the selected trace step
PROBLEM = QColor("#c62828")
FACE_DOWN = QColor("#cfd8dc")
STATUS_FILL = QColor("#fff8e1")  # any status set: the tile reads differently from an untouched card

translate = QCoreApplication.translate


def _terms(terms: tuple[Any, ...]) -> dict[str, str]:
    return {t.key: t.name for t in terms}


def tile_lines(obj: GameObject[Any], vocab: Vocabulary, game: str = "") -> list[str]:
    """The text lines under the name: stats, status, damage, counters, attachments."""
    return [" ".join(terms) for terms in tile_terms(obj, vocab, game)]


def wrapped_lines(obj: GameObject[Any], vocab: Vocabulary, game: str, fm: QFontMetrics, width: int) -> list[str]:
    """:func:`tile_lines` broken between terms to fit ``width`` (English names are long: "Power 5 Toughness 5"),
    so a value is never cut off; only a single term wider than the tile is elided."""
    out: list[str] = []
    for terms in tile_terms(obj, vocab, game):
        line = ""
        for term in terms:
            joined = f"{line} {term}" if line else term
            if line and fm.horizontalAdvance(joined) > width:
                out.append(line)
                line = term
            else:
                line = joined
        out.append(line if fm.horizontalAdvance(line) <= width
                   else fm.elidedText(line, Qt.TextElideMode.ElideRight, width))
    return out


def tile_terms(obj: GameObject[Any], vocab: Vocabulary, game: str = "") -> list[list[str]]:
    """The terms of each line under the name (a line breaks between terms, never inside one)."""
    stats, statuses = names.terms(game, "stats", vocab.stats), names.terms(game, "statuses", vocab.statuses)
    props, keywords = _terms(vocab.props), names.terms(game, "keywords", vocab.keywords)
    lines: list[list[str]] = []
    values = [f"{stats.get(k, k)} {v}{f'{obj.modified(k):+d}' if obj.modified(k) else ''}"
              for k, v in obj.stats.items()]
    if obj.cost is not None:
        values.insert(0, translate("Tile", "费用 {n}").format(n=obj.cost))
    if values:
        lines.append(values)
    extra = [names.term(game, "prop_values", f"{k}:{v}", str(v)) for k, v in obj.props.items() if k in props][:2]
    if obj.keywords:
        extra += [keywords.get(k, k) for k in obj.keywords]
    if extra:
        lines.append(extra)
    marks = [translate("Tile", "背面朝上") if obj.face_down else ""] + [statuses.get(s, s) for s in obj.status]
    if obj.damage:
        marks.append(translate("Tile", "伤害 {n}").format(n=obj.damage))
    marks += [f"{k}×{v}" for k, v in obj.counters.items()]
    if obj.attachments:
        marks.append(translate("Tile", "附着 {n}").format(n=len(obj.attachments)))
    if obj.controller != obj.owner:
        marks.append(translate("Tile", "控制者 {p}").format(p=obj.controller))
    marks = [m for m in marks if m]
    if marks:
        lines.append(marks)
    return lines


class TileDelegate(QStyledItemDelegate):
    def __init__(self, vocab: Vocabulary, parent: QWidget | None = None, game: str = "") -> None:
        super().__init__(parent)
        self.vocab, self.game = vocab, game
        self.highlighted: set[str] = set()
        self.problems: dict[str, str] = {}  # object id → first problem message
        self.scale = 1.0  # "fit board" shrinks tiles so both sides of the table fit the window

    def tile_size(self) -> QSize:
        return QSize(round(TILE.width() * self.scale), round(TILE.height() * self.scale))

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return self.tile_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        if self.scale == 1.0:
            self._paint(painter, option, index)
            return
        # A scaled tile is the full-size tile drawn through a scaled painter: the same layout, only smaller.
        opt = QStyleOptionViewItem(option)
        opt.rect = QRect(QPoint(0, 0), TILE)  # type: ignore[attr-defined]
        painter.save()
        painter.translate(option.rect.topLeft())  # type: ignore[attr-defined]
        painter.scale(self.scale, self.scale)
        self._paint(painter, opt, index)
        painter.restore()

    def _paint(self, painter: QPainter, option: QStyleOptionViewItem,
               index: QModelIndex | QPersistentModelIndex) -> None:
        obj: GameObject[Any] | None = index.data(OBJECT_ROLE)
        slot = index.data(SLOT_ROLE)
        rect = option.rect.adjusted(3, 3, -3, -3)  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if obj is None:
            painter.setPen(QPen(QColor("#9e9e9e"), 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{slot}" if slot is not None else "")
            painter.restore()
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
        fill = FACE_DOWN if obj.face_down else STATUS_FILL if obj.status else QColor("#ffffff")
        border = PROBLEM if obj.id in self.problems else HIGHLIGHT if obj.id in self.highlighted else QColor("#607d8b")
        width = 3 if obj.id in self.highlighted or obj.id in self.problems else 1
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(border, width))
        painter.drawRoundedRect(rect, 6, 6)
        if obj.face_down:
            painter.setBrush(QBrush(QColor("#b0bec5"), Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)
        if selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(option.palette.highlight().color(), 2))  # type: ignore[attr-defined]
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        inner = rect.adjusted(5, 3, -5, -3)
        bold = QFont(option.font)  # type: ignore[attr-defined]
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor("#212121"))
        head = (f"{slot}· " if slot is not None else "") + (obj.name or obj.id)
        fm = QFontMetrics(bold)
        painter.drawText(QRect(inner.x(), inner.y(), inner.width(), fm.height()), Qt.AlignmentFlag.AlignLeft,
                         fm.elidedText(head, Qt.TextElideMode.ElideRight, inner.width()))
        small = QFont(option.font)  # type: ignore[attr-defined]
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.82))
        painter.setFont(small)
        sfm = QFontMetrics(small)
        y = inner.y() + fm.height()
        painter.setPen(QColor("#757575"))
        painter.drawText(QRect(inner.x(), y, inner.width(), sfm.height()), Qt.AlignmentFlag.AlignLeft,
                         sfm.elidedText(obj.id, Qt.TextElideMode.ElideRight, inner.width()))
        painter.setPen(QColor("#263238"))
        for line in wrapped_lines(obj, self.vocab, self.game, sfm, inner.width()):
            y += sfm.height()
            if y + sfm.height() > inner.bottom() + 2:
                break
            painter.drawText(QRect(inner.x(), y, inner.width(), sfm.height()), Qt.AlignmentFlag.AlignLeft, line)
        painter.restore()

    def helpEvent(self, event: Any, view: Any, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        obj: GameObject[Any] | None = index.data(OBJECT_ROLE)
        if obj is not None:
            lines = [f"<b>{obj.label}</b>", *tile_lines(obj, self.vocab, self.game)]
            if obj.id in self.problems:
                lines.append(f"<span style='color:#c62828'>{self.problems[obj.id]}</span>")
            from PySide6.QtWidgets import QToolTip

            QToolTip.showText(event.globalPos(), "<br>".join(lines), view)
            return True
        return super().helpEvent(event, view, option, index)
