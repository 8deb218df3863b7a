"""The verdict banner: the answer in one sentence with its mark (✗ refused, ⚠ replaced or not modelled,
✓), and the 1–3 deciding steps with their rules quoted. Shown above the trace and above the board.

Above the board the banner is *compact*: always there, always two lines high (the sentence, then the deciding
rules), so the board under it never moves when the verdict changes. 详情 opens the whole banner as a popup over
the board (Esc or a click elsewhere closes it)."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from judge_app.report.model import Verdict
from judge_app.ui import vocab

QUOTE_CHARS = 110  # a banner quotes the start of each deciding rule; hover or click a cite for the rest
STYLES = {"✗": ("#fdecea", "#c62828"), "⚠": ("#fff4e5", "#ef6c00"), "✓": ("#e8f5e9", "#2e7d32")}
IDLE = ("#f5f5f5", "#b0bec5")


class VerdictBanner(QFrame):
    cite_clicked = Signal(str)

    def __init__(self, rule_text: Callable[[str], str | None], name: str, parent: QWidget | None = None,
                 compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.rule_text = rule_text
        self.compact = compact
        self.verdict: Verdict | None = None
        self.label = self._label(f"{name}Text")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 3, 4, 3)
        lay.addWidget(self.label, 1)
        self.popup: QFrame | None = None
        if compact:
            self.label.setWordWrap(False)
            self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.more = QToolButton(text=self.tr("详情 ▾"), objectName=f"{name}More")
            self.more.setToolTip(self.tr("显示完整裁定与依据的规则"))
            self.more.setAutoRaise(True)
            self.more.clicked.connect(self.toggle_details)
            lay.addWidget(self.more, 0, Qt.AlignmentFlag.AlignTop)
            self.popup = QFrame(self, Qt.WindowType.Popup, objectName=f"{name}Details")
            self.details = self._label(f"{name}DetailsText")
            pl = QVBoxLayout(self.popup)
            pl.setContentsMargins(8, 6, 8, 6)
            pl.addWidget(self.details)
            self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 12)
            self.set_verdict(None)
        else:
            self.hide()

    def _label(self, name: str) -> QLabel:
        label = QLabel(wordWrap=True, objectName=name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.setOpenExternalLinks(False)
        label.linkActivated.connect(lambda href: self._on_link(href))
        return label

    def _on_link(self, href: str) -> None:
        if self.popup is not None:
            self.popup.hide()
        self.cite_clicked.emit(href.removeprefix("cite:"))

    def set_verdict(self, verdict: Verdict | None) -> None:
        self.verdict = verdict
        if verdict is None or not verdict.sentence:
            self.verdict = None
            self.label.clear()
            if not self.compact:
                self.hide()
                return
            self._style(IDLE)
            idle = self.tr("添加动作后,这里给出裁定与依据的规则。")
            self.label.setText(f"<span style='color:#7b8794'>{html.escape(idle)}</span>")
            self.label.setToolTip("")
            self.more.setEnabled(False)
            return
        self._style(STYLES.get(verdict.mark, STYLES["✓"]))
        full = self._full_html(verdict)
        if self.compact:
            self.details.setText(full)
            self.more.setEnabled(True)
            self._fill_compact()
        else:
            self.label.setText(full)
            self.show()
        self.label.setToolTip(self.text_plain())

    def _style(self, colours: tuple[str, str]) -> None:
        back, edge = colours
        self.setStyleSheet(f"#{self.objectName()}{{background:{back};border-left:5px solid {edge};}}")
        if self.popup is not None:
            self.popup.setStyleSheet(f"#{self.popup.objectName()}{{background:{back};border:1px solid {edge};"
                                     f"border-left:5px solid {edge};}}")

    def _full_html(self, verdict: Verdict) -> str:
        edge = STYLES.get(verdict.mark, STYLES["✓"])[1]
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
        return "<br>".join(lines)

    def _fill_compact(self) -> None:
        """Two lines cut to the banner's width: the mark and the sentence; the deciding rules as links."""
        v = self.verdict
        if v is None:
            return
        edge = STYLES.get(v.mark, STYLES["✓"])[1]
        fm = self.label.fontMetrics()
        width = max(80, self.label.width() - 4)
        sentence = fm.elidedText(v.sentence, Qt.TextElideMode.ElideRight, width - fm.horizontalAdvance(v.mark + "  "))
        cites = list(dict.fromkeys(c for d in v.deciding for c in d.cites))
        head = self.tr("依据:") if cites else ""
        links = ", ".join(f"<a href='cite:{html.escape(c)}'>{html.escape(c)}</a>" for c in cites)
        first = v.deciding[0].text if v.deciding else ""
        room = width - fm.horizontalAdvance(head + ", ".join(cites) + "  ★ ")
        step = fm.elidedText(first, Qt.TextElideMode.ElideRight, room) if first and room > 40 else ""
        self.label.setText(f"<span style='font-weight:bold;color:{edge}'>{html.escape(v.mark)}</span> "
                           f"<b>{html.escape(sentence)}</b><br><small>{html.escape(head)}{links}"
                           + (f" <span style='color:#52606d'>★ {html.escape(step)}</span>" if step else "")
                           + "</small>")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.compact:
            self._fill_compact()

    def toggle_details(self) -> None:
        """The whole banner in a popup over the board, as wide as the banner: nothing under it moves."""
        if self.popup is None:
            return
        if self.popup.isVisible():
            self.popup.hide()
            return
        self.popup.setFixedWidth(self.width())
        self.details.setFixedWidth(self.width() - 16)
        self.popup.adjustSize()
        self.popup.move(self.mapToGlobal(QPoint(0, 0)))
        self.popup.show()

    def text_plain(self) -> str:
        v = self.verdict
        if v is None:
            return ""
        return "\n".join([f"{v.mark} {v.sentence}", *(f"★ {d.step}: {d.text} ({', '.join(d.cites)})"
                                                        for d in v.deciding)])
