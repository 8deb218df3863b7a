"""The trace viewer: the ruling summarized on top, then every step with its citations. Selecting a step
asks the workspace to show the board as it was after it."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QItemSelection, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListView, QVBoxLayout, QWidget

from judge_app.engine.trace import Trace
from judge_app.report.model import Verdict
from judge_app.report.verdict import answer_in, build_verdict
from judge_app.ui import vocab
from judge_app.ui.trace.step_delegate import StepDelegate, StepModel, kind_label
from judge_app.ui.trace.verdict_banner import VerdictBanner


class StepList(QListView):
    def __init__(self, delegate: StepDelegate) -> None:
        super().__init__(objectName="traceSteps")
        self.delegate = delegate
        self.setItemDelegate(delegate)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setMouseTracking(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.delegate.width = self.viewport().width()
        super().resizeEvent(event)
        self.doItemsLayout()


class TraceView(QWidget):
    step_selected = Signal(int)  # index into the trace's steps; -1 when nothing is selected
    cite_clicked = Signal(str)

    def __init__(self, rule_text: Callable[[str], str | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traceView")
        self.trace: Trace | None = None
        self.verdict: Verdict | None = None
        self.banner = VerdictBanner(rule_text, "traceVerdict")
        self.banner.cite_clicked.connect(self.cite_clicked)
        self.summary = QLabel(objectName="traceSummary", wordWrap=True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setMargin(6)
        self.model = StepModel(self)
        self.delegate = StepDelegate(rule_text, self)
        self.delegate.cite_clicked.connect(self.cite_clicked)
        self.steps = StepList(self.delegate)
        self.steps.setModel(self.model)
        self.steps.selectionModel().selectionChanged.connect(self._on_selection)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.banner)
        lay.addWidget(self.summary)
        lay.addWidget(self.steps, 1)
        self.show_message(self.tr("按 F5 追溯当前场景。"))

    def show_message(self, text: str, error: bool = False) -> None:
        self.trace = None
        self.verdict = None
        self.banner.set_verdict(None)
        self.model.set_steps([])
        color = "#c62828" if error else "#616161"
        self.summary.setText(f"<span style='color:{color}'>{html.escape(text).replace(chr(10), '<br>')}</span>")

    def show_busy(self) -> None:
        busy = self.tr("正在追溯…")
        self.summary.setText(f"<span style='color:#616161'>{busy}</span>")

    def show_trace(self, trace: Trace, expectation_failures: list[str] | None = None,
                   verdict: Verdict | None = None) -> None:
        self.trace = trace
        self.verdict = verdict or build_verdict(trace, lang=vocab.language())
        self.banner.set_verdict(self.verdict)
        self.delegate.mapping = trace.mapping
        self.model.set_steps(trace.steps)
        self.summary.setText(self._summary(trace, expectation_failures or []))

    def _summary(self, trace: Trace, fails: list[str]) -> str:
        r = trace.result
        if r is None:
            return ""
        outcome = {"win": self.tr("胜负已分"), "draw": self.tr("平局"), "ongoing": self.tr("游戏继续")}[r.outcome]
        ruling = self.tr("裁定")
        head = f"<b>{ruling}:{outcome}</b>"
        if r.winner:
            head += " · " + self.tr("胜者 {winner}").format(winner=html.escape(r.winner))
        if r.stopped_at is not None:
            head += " · <span style='color:#c62828'>" + self.tr("第 {n} 个动作不合法,追溯在此停止").format(
                n=r.stopped_at + 1) + "</span>"
        parts = [head]
        verdict = self.verdict
        for m in verdict.actions if verdict else []:
            color = "#c62828" if m.mark == "✗" else "#ef6c00"
            what = self.tr("不合法") if m.mark == "✗" else self.tr("未按原样执行")
            parts.append(f"<span style='color:{color}'><b>{m.mark}</b> " + self.tr("第 {n} 个动作").format(
                n=m.action + 1) + f"{what}(" + self.tr("步骤 {s}").format(s=m.step) + f"):{html.escape(m.why)}</span>")
        parts.append(html.escape(answer_in(trace, vocab.language())))
        if trace.mapping is not None:
            parts.append("<span style='color:#ef6c00'>" + html.escape(trace.mapping_note(vocab.language())) + "</span>")
        if vocab.language() != "zh" and any(s.msg is None for s in trace.steps):
            # a game not yet worded in messages writes in the rulebooks' language; say so instead of mixing
            parts.append("<i style='color:#616161'>" + self.tr("追溯与规则原文为规则书的语言(中文)。") + "</i>")
        counts = {k: sum(1 for s in trace.steps if s.kind == k) for k in ("ambiguity", "unsupported")}
        flags = [f"<span style='color:{'#ef6c00' if k == 'ambiguity' else '#c62828'}'><b>{kind_label(k)} {n}</b>"
                 "</span>" for k, n in counts.items() if n]
        cited = len(trace.cited())
        parts.append(" · ".join([self.tr("{n} 步,引用 {c} 条规则").format(n=len(trace.steps), c=cited), *flags]))
        if fails:
            parts.append("<span style='color:#c62828'>" + self.tr("未满足 expect:") + "<br>"
                         + "<br>".join(html.escape(f) for f in fails) + "</span>")
        return "<br>".join(parts)

    def _on_selection(self, selected: QItemSelection, _deselected: Any) -> None:
        rows = [i.row() for i in self.steps.selectionModel().selectedRows()]
        self.step_selected.emit(self.model.step_index(rows[0]) if rows else -1)

    def select_step(self, index: int) -> None:
        """Select the row showing step ``index`` (its folded row, if folded); -1 clears."""
        row = self.model.row_of(index) if 0 <= index < len(self.model.steps) else -1
        if row >= 0:
            self.steps.setCurrentIndex(self.model.index(row))
            self.steps.scrollTo(self.model.index(row))
        else:
            self.steps.clearSelection()
