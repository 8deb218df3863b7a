"""The diff view: what changed between two editions of the current game, rule ids as links into the browser."""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rulesdb import editions
from rulesdb.diff import EditionDiff, Op, diff_books, shorten


def html_ops(ops: list[Op]) -> str:
    """Qt rich text has no <del>/<ins>: deleted text struck through on red, inserted text on green."""
    out = []
    for op, text in shorten(ops, 80):  # long unchanged runs cut around each change
        piece = html.escape(text).replace("\n", "<br/>")
        if op == "-":
            out.append(f'<span style="background-color:#fecaca; color:#7f1d1d;"><s>{piece}</s></span>')
        elif op == "+":
            out.append(f'<span style="background-color:#bbf7d0; color:#14532d;">{piece}</span>')
        else:
            out.append(piece)
    return "".join(out)


class DiffView(QDialog):
    rule_requested = Signal(str)  # 'game:id' in the newer edition

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diffView")
        self.setWindowTitle(self.tr("版本对比"))
        self.game = game
        self.result: EditionDiff | None = None
        self.old_combo = QComboBox(objectName="diffOld")
        self.new_combo = QComboBox(objectName="diffNew")
        infos = editions.list_editions(game)
        for combo in (self.old_combo, self.new_combo):
            for info in infos:
                combo.addItem(f"{info.edition} ({info.effective_date or '—'}, {info.language})", info.edition)
        if len(infos) >= 2:
            self.old_combo.setCurrentIndex(len(infos) - 2)
        self.new_combo.setCurrentIndex(len(infos) - 1)
        compare = QPushButton(self.tr("比较"), objectName="diffCompare")
        compare.clicked.connect(self.compare)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("旧版")))
        row.addWidget(self.old_combo)
        row.addWidget(QLabel("→"))
        row.addWidget(QLabel(self.tr("新版")))
        row.addWidget(self.new_combo)
        row.addWidget(compare)
        row.addStretch(1)
        self.view = QTextBrowser(objectName="diffBrowser")
        self.view.setOpenLinks(False)
        self.view.anchorClicked.connect(self._on_anchor)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        self.resize(900, 640)

    def set_pair(self, old: str, new: str) -> None:
        self.old_combo.setCurrentIndex(self.old_combo.findData(old))
        self.new_combo.setCurrentIndex(self.new_combo.findData(new))

    def compare(self) -> EditionDiff | None:
        old, new = self.old_combo.currentData(), self.new_combo.currentData()
        if not old or not new:
            return None
        self.result = diff_books(editions.load_edition(self.game, old), editions.load_edition(self.game, new))
        self.view.setHtml(self.page(self.result))
        return self.result

    def page(self, d: EditionDiff) -> str:
        esc = html.escape
        labels = {
            "added": self.tr("新增"), "removed": self.tr("删除"), "changed": self.tr("修改"),
            "renumbered": self.tr("重新编号"), "refs_updated": self.tr("仅引用随编号更新"),
            "moved_subtrees": self.tr("整体移动的条目"), "glossary_added": self.tr("术语新增"),
            "glossary_removed": self.tr("术语删除"), "glossary_changed": self.tr("术语修改"),
            "glossary_refs_updated": self.tr("术语仅引用更新"),
        }
        summary = " · ".join(f"{esc(labels[k])} <b>{v}</b>" for k, v in d.summary().items())
        parts = [f"<h3>{esc(d.old_label)} → {esc(d.new_label)}</h3><p>{summary}</p>"]

        def link(rule_id: str | None) -> str:
            return f'<a href="rule:{esc(self.game)}:{esc(rule_id or "")}">{esc(rule_id or "")}</a>'

        def section(key: str, rows: list[str]) -> None:
            if rows:
                parts.append(f"<h4>{esc(labels[key])}</h4><ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>")

        section("moved_subtrees", [f"{esc(o)} → {link(n)}（{size}）" for o, n, size in d.moved_subtrees])
        section("changed", [f"{link(e.new)}　{html_ops(e.ops)}" for e in d.entries
                            if e.kind == "changed" and e.text_changed])
        section("renumbered", [
            f"{esc(e.old or '')} → {link(e.new)}　" + (html_ops(e.ops) if e.text_changed else
                                                      f"<span style='color:#6b7280;'>{esc(e.new_text[:80])}</span>")
            for e in d.entries if e.kind == "renumbered"])
        section("added", [f"{link(e.new)}　{html_ops([('+', e.new_text)])}" for e in d.entries
                          if e.kind == "added"])
        section("removed", [f"{esc(e.old or '')}　{html_ops([('-', e.old_text)])}" for e in d.entries
                            if e.kind == "removed"])
        glossary = [f"<b>{esc(g.term)}</b>（{esc(labels.get('glossary_' + g.kind.replace('-', '_'), g.kind))}）　"
                    + (html_ops(g.ops) if g.ops else esc(g.text)) for g in d.glossary]
        if glossary:
            parts.append(f"<h4>{esc(self.tr('术语表'))}</h4><ul>" + "".join(f"<li>{r}</li>" for r in glossary)
                         + "</ul>")
        return "\n".join(parts)

    def _on_anchor(self, url: QUrl) -> None:
        href = url.toString()
        if href.startswith("rule:"):
            self.rule_requested.emit(href[5:])
