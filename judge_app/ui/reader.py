"""The rule reader: a text browser that shows one rule in context and turns its links into signals."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QUrl, Signal
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QTextBrowser, QToolTip, QWidget

from judge_app.conformance.statuses import Statuses
from judge_app.ui import conformance_view
from judge_app.ui.editions.bilingual import bilingual_html
from judge_app.ui.render import Renderer, badge_for
from rulesdb.models import Rule, Rulebook


class RuleReader(QTextBrowser):
    rule_requested = Signal(str)  # 'game:id'
    missing_clicked = Signal(str)  # 'game:id' not contained in this document
    scenario_requested = Signal(str)  # path of a shipped scenario that cites the rule shown (conformance badge)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleReader")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        self.viewport().installEventFilter(self)
        self.renderer: Renderer | None = None
        self.rule: Rule | None = None
        self.show_source = False
        self.partner: Rulebook | None = None  # another edition with the same numbering, read side by side
        self.statuses: Statuses | None = None  # what the engine does with each rule (issue 33); None: no badge

    def show_rule(self, rule: Rule) -> None:
        self.rule = rule
        self.refresh()

    def set_show_source(self, on: bool) -> None:
        self.show_source = on
        self.refresh()

    def refresh(self) -> None:
        if self.rule is None or self.renderer is None:
            return
        book = self.renderer.books.get(self.rule.game)
        status = self.status_html(book)
        if self.partner is not None and book is not None and self.partner.game == self.rule.game:
            # the full page first (badges, notes, repairs), then the two editions row by row
            page = self.renderer.rule_html(self.rule, self.show_source)
            self.setHtml(status + bilingual_html(self.rule, book, self.partner) + "<hr/>" + page)
            return
        self.setHtml(status + self.renderer.rule_html(self.rule, self.show_source))

    def status_html(self, book: Rulebook | None) -> str:
        """The conformance badge of the rule shown, in the edition shown (none for an edition without a table)."""
        if self.statuses is None or self.rule is None or book is None:
            return ""
        entry = self.statuses.entry(self.rule.game, self.rule.id, book.manifest.edition)
        return conformance_view.status_html(entry, self.rule.game, self.rule.id)

    def show_message(self, html_text: str) -> None:
        self.rule = None
        self.setHtml(html_text)

    def tooltip_for(self, href: str) -> str | None:
        """What hovering a link shows: a glossary definition, a badge's meaning, or nothing."""
        if href.startswith("term:") and self.renderer is not None:
            entry = self.renderer.term_entry(href)
            if entry is None:
                return None
            notes = "".join(f"<br/><i>{html.escape(n)}</i>" for n in entry.notes)
            body = html.escape(entry.definition).replace(chr(10), "<br/>")
            return f"<b>{html.escape(entry.term)}</b><br/>{body}{notes}"
        if href.startswith("flag:"):
            return html.escape(badge_for(href[5:]).explanation)
        if href.startswith("missing:"):
            return html.escape(self.tr("规则 {cite} 不在本文档中：原文件没有收录这一部分。").format(cite=href[8:]))
        if href.startswith(conformance_view.STATUS_SCHEME) and self.statuses is not None and self.rule is not None:
            book = self.renderer.books.get(self.rule.game) if self.renderer is not None else None
            edition = book.manifest.edition if book is not None else None
            entry = self.statuses.entry(self.rule.game, self.rule.id, edition)
            return html.escape(conformance_view.explanation(entry)) if entry is not None else None
        if href.startswith(conformance_view.SCENARIO_SCHEME):
            return html.escape(self.tr("在对局面板中打开此场景"))
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            tip = self.tooltip_for(self.anchorAt(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().eventFilter(watched, event)

    def _on_anchor(self, url: QUrl) -> None:
        href = url.toString()
        scheme, _, rest = href.partition(":")
        if scheme == "rule":
            self.rule_requested.emit(rest)
        elif scheme == "missing":
            self.missing_clicked.emit(rest)
        elif href.startswith(conformance_view.SCENARIO_SCHEME):
            self.scenario_requested.emit(str(conformance_view.scenario_path(href)))
        elif scheme == "term" and self.renderer is not None:
            entry = self.renderer.term_entry(href)
            if entry is not None and entry.rule:
                self.rule_requested.emit(f"{entry.game}:{entry.rule}")
