"""The verdict banner: the answer in one sentence with its mark (✗ refused, ⚠ replaced or not modelled,
✓), and the 1–3 deciding steps with their rules quoted. Shown above the trace and above the board."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from judge_app.report.model import Verdict
from judge_app.ui import vocab

QUOTE_CHARS = 110  # a banner quotes the start of each deciding rule; hover or click a cite for the rest
STYLES = {"✗": ("#fdecea", "#c62828"), "⚠": ("#fff4e5", "#ef6c00"), "✓": ("#e8f5e9", "#2e7d32")}


class VerdictBanner(QFrame):
    cite_clicked = Signal(str)

    def __init__(self, rule_text: Callable[[str], str | None], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.rule_text = rule_text
        self.verdict: Verdict | None = None
        self.label = QLabel(wordWrap=True, objectName=f"{name}Text")
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.label.setOpenExternalLinks(False)
        self.label.linkActivated.connect(lambda href: self.cite_clicked.emit(href.removeprefix("cite:")))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.addWidget(self.label)
        self.hide()

    def set_verdict(self, verdict: Verdict | None) -> None:
        self.verdict = verdict
        if verdict is None or not verdict.sentence:
            self.label.clear()
            self.hide()
            return
        back, edge = STYLES.get(verdict.mark, STYLES["✓"])
        self.setStyleSheet(f"#{self.objectName()}{{background:{back};border-left:5px solid {edge};}}")
        lines = [f"<span style='font-size:12pt;font-weight:bold;color:{edge}'>{html.escape(verdict.mark)}</span> "
                 f"<b>{html.escape(verdict.sentence)}</b>"]
        for d in verdict.deciding:
            quotes = []
            for c in d.cites:
                text = " ".join((self.rule_text(c) or "").split())
                short = text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"
                quotes.append(f"<a href='cite:{html.escape(c)}'>{html.escape(c)}</a> "
                              f"<span style='color:#52606d'>{html.escape(short)}</span>")
            step = self.tr("步骤 {n}").format(n=d.step)
            lines.append(f"<small>★ {step}:{html.escape(d.text)}<br>" + "<br>".join(quotes) + "</small>")
        if vocab.language() != "zh" and not verdict.engine_text_in_lang:
            # a game not yet worded in messages writes its reasons in the rulebooks' language: say so
            note = self.tr("裁定理由与步骤文字为引擎所写,使用规则书语言(中文)。")
            lines.append(f"<small style='color:#7b8794'>{html.escape(note, quote=False)}</small>")
        self.label.setText("<br>".join(lines))
        self.label.setToolTip(self.text_plain())
        self.show()

    def text_plain(self) -> str:
        v = self.verdict
        if v is None:
            return ""
        return "\n".join([f"{v.mark} {v.sentence}", *(f"★ {d.step}: {d.text} ({', '.join(d.cites)})"
                                                        for d in v.deciding)])
