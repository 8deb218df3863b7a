"""Ctrl+L: go to a rule by number, in any form a judge might type it."""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from rulesdb import lookup
from rulesdb.models import Rulebook


class GoToRuleDialog(QDialog):
    chosen = Signal(str)  # 'game:id'

    def __init__(self, books: Mapping[str, Rulebook], default_game: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("goToRuleDialog")
        self.setWindowTitle(self.tr("转到规则"))
        self.books = books
        self.default_game = default_game
        self.edit = QLineEdit(objectName="goToEdit")
        self.edit.setPlaceholderText(self.tr("例如 mtg:502.9b、ga 2.2.7、502.9.b"))
        self.edit.textEdited.connect(lambda _t: self.message.clear())
        self.message = QLabel(objectName="goToMessage")
        self.message.setWordWrap(True)
        self.message.linkActivated.connect(self._choose)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        hint = self.tr("输入规则编号（当前游戏：{game}）").format(game=default_game or "—")
        layout.addWidget(QLabel(hint))
        layout.addWidget(self.edit)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def try_accept(self) -> bool:
        """Go to the typed rule; when it does not exist, explain why and offer the nearest ids."""
        text = self.edit.text()
        found = lookup.candidates(text, self.default_game, self.books)
        if len(found) == 1:
            self._choose(f"{found[0][0]}:{found[0][1]}")
            return True
        self.message.setText(self._choices(text, found) if found else self._explain(text))
        return False

    def _choices(self, text: str, found: list[tuple[str, str]]) -> str:
        """A printed number that names several rules (a renumbered section, a number printed twice): a chooser,
        never one of them silently."""
        head = self.tr("“{text}” 在原文中对应 {n} 条规则，请选择：").format(text=text, n=len(found))
        lines = [html.escape(head)]
        for game, rule_id in found:
            rule = self.books[game].get(rule_id)
            if rule is None:
                continue
            printed = self.tr("原文编号 {printed}").format(printed=rule.printed or "—")
            first = rule.text.strip().splitlines()[0][:40] if rule.text.strip() else ""
            lines.append(f'<a href="{html.escape(game)}:{html.escape(rule_id)}">{html.escape(rule_id)}</a>'
                         f"（{html.escape(printed)}）{html.escape(first)}")
        return "<br/>".join(lines)

    def _explain(self, text: str) -> str:
        typed = lookup.parse(text)
        if typed is None:
            why = self.tr("“{text}” 不是规则编号。请输入如 502.9b 或 mtg:502.9b 的编号。")
            return html.escape(why.format(text=text))
        game = typed.game or self.default_game
        if game is None or game not in self.books:
            return html.escape(self.tr("未知的游戏：{game}").format(game=game or "—"))
        book = self.books[game]
        lines = [html.escape(self.tr("{game} 中没有规则 {id}。").format(game=book.manifest.short_title,
                                                                    id=typed.rule_id))]
        if lookup.out_of_range(book, typed.rule_id):
            lines.append(html.escape(self.tr("本文档只收录 {ranges}，这条规则不在本文档中。").format(
                ranges="、".join(book.manifest.ranges))))
        near = lookup.nearest(game, typed.rule_id, n=5, books=self.books)
        if near:
            links = "　".join(f'<a href="{html.escape(game)}:{html.escape(i)}">{html.escape(i)}</a>' for i in near)
            nearest_label = self.tr("最接近的编号：")
            lines.append(f"{html.escape(nearest_label)}{links}")
        return "<br/>".join(lines)

    def _choose(self, cite: str) -> None:
        self.chosen.emit(cite)
        self.accept()
