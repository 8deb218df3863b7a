"""Trace steps as rows: a kind badge, the Chinese sentence, and one chip per cited rule. Chips are laid out
by one function, so painting, hovering and clicking always agree on where a chip is."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QToolTip, QWidget

from judge_app.engine.trace import KIND_LABELS, EditionMapping, Step
from judge_app.report.verdict import fold_runs
from judge_app.ui import vocab

STEP_ROLE = Qt.ItemDataRole.UserRole + 1
translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
KIND_COLORS = {
    "action": "#1565c0", "procedure": "#546e7a", "check": "#00838f", "trigger": "#6a1b9a",
    "resolution": "#2e7d32", "choice": "#8d6e63", "ambiguity": "#ef6c00", "unsupported": "#c62828",
    "result": "#212121",
}
STAND_OUT = {"ambiguity": "#fff3e0", "unsupported": "#ffebee", "result": "#eceff1"}
BADGE_W, PAD, CHIP_PAD = 64, 5, 6


def kind_label(kind: str) -> str:
    """A step kind's badge in the UI language (the engine's labels are Chinese)."""
    labels = {"action": translate("StepKind", "动作"), "procedure": translate("StepKind", "程序"),
              "check": translate("StepKind", "检查"), "trigger": translate("StepKind", "触发"),
              "resolution": translate("StepKind", "结算"), "choice": translate("StepKind", "选择"),
              "ambiguity": translate("StepKind", "歧义"), "unsupported": translate("StepKind", "无法模拟"),
              "result": translate("StepKind", "结果")}
    return labels.get(kind, KIND_LABELS.get(kind, kind))


class StepModel(QAbstractListModel):
    """One row per step, except that a run of bookkeeping steps (priority passes and the like, which only
    change the engine's records) is folded into one row. ``steps`` is always the whole trace."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.steps: list[Step] = []
        self.groups: list[list[int]] = []  # step indices per row
        self._rows: list[Step] = []

    def set_steps(self, steps: list[Step]) -> None:
        self.beginResetModel()
        self.steps = list(steps)
        position = {id(s): i for i, s in enumerate(self.steps)}
        self.groups = [[position[id(s)] for s in g] for g in fold_runs(self.steps)]
        self._rows = [self.steps[g[0]] if len(g) == 1 else self._folded(g) for g in self.groups]
        self.endResetModel()

    def _folded(self, group: list[int]) -> Step:
        steps = [self.steps[i] for i in group]
        text = self.tr("{a}–{b} 步(已合并,引擎的记录):").format(a=steps[0].n, b=steps[-1].n) + ";".join(
            s.text_in(vocab.language()).rstrip("。.") for s in steps) + "。"
        cites = list(dict.fromkeys(c for s in steps for c in s.cites))
        return Step(n=steps[0].n, kind="procedure", text=text, cites=cites, changes=[],
                    reconstructed=sorted({c for s in steps for c in s.reconstructed}))

    def steps_at(self, row: int) -> list[Step]:
        return [self.steps[i] for i in self.groups[row]]

    def row_of(self, step_index: int) -> int:
        return next((r for r, g in enumerate(self.groups) if step_index in g), -1)

    def step_index(self, row: int) -> int:
        """The step a row stands for: a folded row stands for its last step (the board after the run)."""
        return self.groups[row][-1]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        step = self._rows[index.row()]
        if role == STEP_ROLE:
            return step
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{step.n}. [{kind_label(step.kind)}] {step.text_in(vocab.language())}"
        return None


class StepDelegate(QStyledItemDelegate):
    cite_clicked = Signal(str)

    def __init__(self, rule_text: Callable[[str], str | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rule_text = rule_text
        self.width = 600
        self.mapping: EditionMapping | None = None  # the trace's cites mapped to an edition not implemented

    # --- geometry -------------------------------------------------------------------------------------------
    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        base = QFont(option.font)  # type: ignore[attr-defined]
        small = QFont(base)
        small.setPointSizeF(max(6.0, base.pointSizeF() * 0.85))
        return base, small

    def _text_rect(self, rect: QRect, step: Step, font: QFont) -> QRect:
        fm = QFontMetrics(font)
        width = max(80, rect.width() - BADGE_W - 3 * PAD)
        bound = fm.boundingRect(QRect(0, 0, width, 100000), Qt.TextFlag.TextWordWrap, self._label(step))
        return QRect(rect.x() + BADGE_W + 2 * PAD, rect.y() + PAD, width, bound.height())

    @staticmethod
    def _label(step: Step) -> str:
        mark = {"fail": "✗ ", "pass": "✓ "}.get(step.check or "", "")
        return f"{step.n}. {mark}{'★ ' if step.decisive else ''}{step.text_in(vocab.language())}"

    def chips(self, rect: QRect, step: Step, option: QStyleOptionViewItem) -> list[tuple[QRect, str, str]]:
        """(rectangle, cite, label) for every citation chip of ``step`` drawn in ``rect``."""
        base, small = self._fonts(option)
        fm = QFontMetrics(small)
        text = self._text_rect(rect, step, base)
        x, y = text.x(), text.bottom() + 4
        out = []
        for cite, label in zip(step.cites, step.cite_labels(self.mapping), strict=True):
            w = fm.horizontalAdvance(label) + 2 * CHIP_PAD
            if x + w > text.right() and x > text.x():
                x, y = text.x(), y + fm.height() + 6
            out.append((QRect(x, y, w, fm.height() + 4), cite, label))
            x += w + 4
        return out

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        step: Step = index.data(STEP_ROLE)
        rect = QRect(0, 0, self.width, 0)
        base, _ = self._fonts(option)
        bottom = self._text_rect(rect, step, base).bottom()
        chips = self.chips(rect, step, option)
        if chips:
            bottom = chips[-1][0].bottom()
        return QSize(self.width, bottom + PAD + 2)

    # --- painting -----------------------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        step: Step = index.data(STEP_ROLE)
        rect: QRect = option.rect  # type: ignore[attr-defined]
        base, small = self._fonts(option)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.fillRect(rect, option.palette.highlight().color().lighter(170))  # type: ignore[attr-defined]
        elif step.kind in STAND_OUT:
            painter.fillRect(rect, QColor(STAND_OUT[step.kind]))
        color = QColor(KIND_COLORS[step.kind])
        badge = QRect(rect.x() + PAD, rect.y() + PAD, BADGE_W, QFontMetrics(small).height() + 6)
        painter.setBrush(color)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(badge, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(small)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, kind_label(step.kind))
        painter.setFont(base)
        painter.setPen(QColor("#212121"))
        painter.drawText(self._text_rect(rect, step, base), Qt.TextFlag.TextWordWrap, self._label(step))
        painter.setFont(small)
        for chip, cite, label in self.chips(rect, step, option):
            reconstructed = cite in step.reconstructed
            painter.setBrush(QColor("#fff8e1" if reconstructed else "#e3f2fd"))
            painter.setPen(QPen(QColor("#ef6c00" if reconstructed else "#1565c0"), 1))
            painter.drawRoundedRect(chip, 8, 8)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, label)
        painter.restore()

    # --- interaction --------------------------------------------------------------------------------------------
    def chip_at(self, pos: Any, option: QStyleOptionViewItem, index: Index) -> str | None:
        step: Step = index.data(STEP_ROLE)
        for chip, cite, _ in self.chips(option.rect, step, option):  # type: ignore[attr-defined]
            if chip.contains(pos):
                return cite
        return None

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: Index) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent) \
                and event.button() == Qt.MouseButton.LeftButton:
            cite = self.chip_at(event.position().toPoint(), option, index)
            if cite is not None:
                self.cite_clicked.emit(cite)
                return True
        return super().editorEvent(event, model, option, index)

    def helpEvent(self, event: Any, view: Any, option: QStyleOptionViewItem, index: Index) -> bool:
        cite = self.chip_at(event.pos(), option, index)
        step: Step = index.data(STEP_ROLE)
        if cite is not None:
            text = self.rule_text(cite) or self.tr("{cite}:规则数据库中找不到此规则").format(cite=cite)
            mapped = self.mapping.of(cite) if self.mapping is not None else None
            if mapped is not None and self.mapping is not None:
                text += "\n\n" + mapped.said(self.mapping.target, vocab.language())
            QToolTip.showText(event.globalPos(), text, view)
            return True
        if step.changes:
            QToolTip.showText(event.globalPos(), "\n".join(str(c) for c in step.changes), view)
            return True
        return super().helpEvent(event, view, option, index)
