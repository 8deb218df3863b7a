"""Card tiles: name, key stats and status at a glance. Names of stats and statuses come from the game's
vocabulary, so a tile reads 攻击力 3 · 唤醒状态 in eol and the equivalents in every other game."""

from __future__ import annotations

import html
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from judge_app.engine.game import Vocabulary
from judge_app.engine.state import GameObject
from judge_app.ui import vocab as names
from judge_app.ui.board.zone_model import OBJECT_ROLE, SLOT_ROLE

TILE = QSize(112, 92)
CHIP = QSize(96, 22)  # a card in a strip (a pile, the stack, a zone that was empty while editing): its name
HIGHLIGHT = QColor("#e8a317")  # changed by the selected trace step
PROBLEM = QColor("#c62828")
FACE_DOWN = QColor("#cfd8dc")
STATUS_FILL = QColor("#fff8e1")  # any status set: the tile reads differently from an untouched card

translate = QCoreApplication.translate


def _terms(terms: tuple[Any, ...]) -> dict[str, str]:
    return {t.key: t.name for t in terms}


class Term(NamedTuple):
    """One term of a tile line: "力量 5", and, when an effect changed a stat, its printed value ("3"), drawn
    struck through after the current one so the judge sees both."""

    text: str
    printed: str = ""

    def plain(self) -> str:
        if not self.printed:
            return self.text
        printed = translate("Tile", "印制 {n}").format(n=self.printed)
        return f"{self.text} ({printed})"


def tile_lines(obj: GameObject[Any], vocab: Vocabulary, game: str = "",
               current: dict[str, int] | None = None) -> list[str]:
    """The text lines under the name: stats (current values, the printed one in brackets where they differ),
    status, damage, counters, attachments."""
    return [" ".join(t.plain() for t in terms) for terms in tile_terms(obj, vocab, game, current)]


def _width(fm: QFontMetrics, terms: list[Term]) -> int:
    return fm.horizontalAdvance(" ".join(f"{t.text} {t.printed}" if t.printed else t.text for t in terms))


def wrapped_lines(obj: GameObject[Any], vocab: Vocabulary, game: str, fm: QFontMetrics, width: int,
                  current: dict[str, int] | None = None) -> list[list[Term]]:
    """:func:`tile_terms` broken between terms to fit ``width`` (English names are long: "Power 5 Toughness 5"),
    so a value is never cut off; only a single term wider than the tile is elided."""
    out: list[list[Term]] = []
    for terms in tile_terms(obj, vocab, game, current):
        line: list[Term] = []
        for term in terms:
            if line and _width(fm, [*line, term]) > width:
                out.append(line)
                line = [term]
            else:
                line.append(term)
        if _width(fm, line) > width:  # one term alone wider than the tile
            text = " ".join(f"{t.text} {t.printed}" if t.printed else t.text for t in line)
            line = [Term(fm.elidedText(text, Qt.TextElideMode.ElideRight, width))]
        out.append(line)
    return out


def tile_terms(obj: GameObject[Any], vocab: Vocabulary, game: str = "",
               current: dict[str, int] | None = None) -> list[list[Term]]:
    """The terms of each line under the name (a line breaks between terms, never inside one). ``current``: the
    game's current values of the stats (``GameModule.current_stats``); without it the printed ones."""
    stats, statuses = names.terms(game, "stats", vocab.stats), names.terms(game, "statuses", vocab.statuses)
    props, keywords = _terms(vocab.props), names.terms(game, "keywords", vocab.keywords)
    now = current if current is not None else dict(obj.stats)
    lines: list[list[Term]] = []
    values = []
    for k, printed in obj.stats.items():
        value = now.get(k, printed)
        values.append(Term(f"{stats.get(k, k)} {value}", str(printed) if value != printed else ""))
    if obj.cost is not None:
        values.insert(0, Term(translate("Tile", "费用 {n}").format(n=obj.cost)))
    if values:
        lines.append(values)
    extra = [names.term(game, "prop_values", f"{k}:{v}", str(v)) for k, v in obj.props.items() if k in props][:2]
    if obj.keywords:
        extra += [keywords.get(k, k) for k in obj.keywords]
    if extra:
        lines.append([Term(t) for t in extra])
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
        lines.append([Term(m) for m in marks])
    return lines


def _compact(index: QModelIndex | QPersistentModelIndex) -> bool:
    """Whether the row being drawn is a strip of chips (``ZoneModel.compact``, set by its list). Read from the
    model: ``option.widget`` would cost a reference to None each time it is null under PySide6 6.12."""
    return bool(getattr(index.model(), "compact", False))


class TileDelegate(QStyledItemDelegate):
    def __init__(self, vocab: Vocabulary, parent: QWidget | None = None, game: str = "") -> None:
        super().__init__(parent)
        self.vocab, self.game = vocab, game
        self.highlighted: set[str] = set()
        self.problems: dict[str, str] = {}  # object id → first problem message
        self.current: dict[str, dict[str, int]] = {}  # object id → its stats now (GameModule.current_stats)
        self.scale = 1.0  # "fit board" shrinks tiles so both sides of the table fit the window

    def tile_size(self) -> QSize:
        return QSize(round(TILE.width() * self.scale), round(TILE.height() * self.scale))

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return CHIP if _compact(index) else self.tile_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        if _compact(index):
            self._paint_chip(painter, option, index)
            return
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
        struck = QFont(small)
        struck.setStrikeOut(True)
        for line in wrapped_lines(obj, self.vocab, self.game, sfm, inner.width(), self.current.get(obj.id)):
            y += sfm.height()
            if y + sfm.height() > inner.bottom() + 2:
                break
            x = inner.x()
            for n, term in enumerate(line):
                text = f"{' ' if n else ''}{term.text}"
                painter.setFont(small)
                painter.setPen(QColor("#0d47a1") if term.printed else QColor("#263238"))
                painter.drawText(QRect(x, y, inner.right() - x, sfm.height()), Qt.AlignmentFlag.AlignLeft, text)
                x += sfm.horizontalAdvance(text)
                if term.printed:  # the printed value, struck through: the current one is what counts
                    painter.setFont(struck)
                    painter.setPen(QColor("#9e9e9e"))
                    painter.drawText(QRect(x, y, inner.right() - x, sfm.height()), Qt.AlignmentFlag.AlignLeft,
                                     f" {term.printed}")
                    x += sfm.horizontalAdvance(f" {term.printed}")
        painter.restore()

    def _paint_chip(self, painter: QPainter, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> None:
        """A card in a strip: its name on the tile's colours (hover for the rest, as on a tile)."""
        obj: GameObject[Any] | None = index.data(OBJECT_ROLE)
        rect = option.rect.adjusted(1, 2, -1, -2)  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if obj is None:  # an empty slot
            painter.setPen(QPen(QColor("#9e9e9e"), 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 4, 4)
            painter.restore()
            return
        fill = FACE_DOWN if obj.face_down else STATUS_FILL if obj.status else QColor("#ffffff")
        border = PROBLEM if obj.id in self.problems else HIGHLIGHT if obj.id in self.highlighted else QColor("#607d8b")
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(border, 2 if obj.id in self.highlighted or obj.id in self.problems else 1))
        painter.drawRoundedRect(rect, 4, 4)
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(option.palette.highlight().color(), 2))  # type: ignore[attr-defined]
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 5, 5)
        font = QFont(option.font)  # type: ignore[attr-defined]
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        painter.setPen(QColor("#212121"))
        text = rect.adjusted(4, 0, -3, 0)
        painter.drawText(text, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         QFontMetrics(font).elidedText(obj.name or obj.id, Qt.TextElideMode.ElideRight, text.width()))
        painter.restore()

    def helpEvent(self, event: Any, view: Any, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        obj: GameObject[Any] | None = index.data(OBJECT_ROLE)
        if obj is not None:
            lines = [f"<b>{html.escape(obj.label)}</b>",
                     *(html.escape(t) for t in tile_lines(obj, self.vocab, self.game, self.current.get(obj.id)))]
            if obj.id in self.problems:
                lines.append(f"<span style='color:#c62828'>{self.problems[obj.id]}</span>")
            from PySide6.QtWidgets import QToolTip

            QToolTip.showText(event.globalPos(), "<br>".join(lines), view)
            return True
        return super().helpEvent(event, view, option, index)
