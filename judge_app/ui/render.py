"""A rule in its context as Qt rich text: breadcrumb, badges, text with links, examples, children, siblings.

Links use private schemes the reader handles: ``rule:game:id`` navigates, ``missing:game:id`` is a reference
into a part of the rulebook this document does not contain, ``term:game:n`` is glossary entry ``n`` (hover
shows its definition), ``flag:name`` is a badge (hover explains it).
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from rulesdb import models as m
from rulesdb.models import GlossaryEntry, Rule, Rulebook
from rulesdb.search.asked import questions_for

translate = QCoreApplication.translate  # lupdate extracts translate("Context", "text") calls

_MIN_TERM = 2  # one-character terms would light up half of every sentence



@dataclass(frozen=True, slots=True)
class Badge:
    label: str
    color: str
    explanation: str


def badge_for(flag: str) -> Badge:
    """Label, colour and explanation of a flag; unknown flags still show, under their raw name."""
    known = {
        m.FLAG_REPAIRED: (translate("RuleView", "已修复"), "#1f6feb",
                          translate("RuleView", "导入时对文字或编号做了超出去噪的机械修复，见下方修复记录。")),
        m.FLAG_RECONSTRUCTED: (translate("RuleView", "已重建"), "#c2410c",
                               translate("RuleView", "源文件在此处丢失了字节，文字是重建的，请谨慎引用。")),
        m.FLAG_RENUMBERED: (translate("RuleView", "已重新编号"), "#7c3aed",
                            translate("RuleView", "编号与原文印刷的编号不同，见下方修复记录。")),
        m.FLAG_DUPLICATE: (translate("RuleView", "重复编号"), "#b45309",
                           translate("RuleView", "原文多次印刷了这个编号。")),
        m.FLAG_EMPTY: (translate("RuleView", "空条目"), "#6b7280",
                       translate("RuleView", "原文有这个编号，但没有正文。")),
        m.FLAG_TRUNCATED: (translate("RuleView", "文字不完整"), "#b91c1c",
                           translate("RuleView", "原文在句中中断。")),
        m.FLAG_TRANSLATION_DEFECT: (translate("RuleView", "翻译缺陷"), "#b91c1c",
                                    translate("RuleView", "已知的翻译错误，见下方说明。")),
        m.FLAG_SYNTHESIZED_ID: (translate("RuleView", "合成编号"), "#6b7280",
                                translate("RuleView", "原文没有编号，此编号按位置生成。")),
        m.FLAG_ORPHAN: (translate("RuleView", "上级缺失"), "#6b7280",
                        translate("RuleView", "原文的上级编号不存在，已挂到最近的上级下。")),
    }
    label, color, why = known.get(flag, (flag, "#6b7280", flag))
    return Badge(label, color, why)


class _Glossary:
    """Finds a book's glossary terms in running text, longest term first."""

    def __init__(self, entries: list[GlossaryEntry]) -> None:
        self.entries = entries
        by_term: dict[str, int] = {}
        for i, entry in enumerate(entries):
            for term in (entry.term, *entry.aliases):
                if len(term) < _MIN_TERM:
                    continue
                # A term with two entries (ga 效果: the heading 2.5 that only groups subsections, and 2.11.7.12)
                # links to the first one that has a definition to show.
                if term not in by_term or (not entries[by_term[term]].definition and entry.definition):
                    by_term[term] = i
        self.by_term = by_term
        terms = sorted(by_term, key=len, reverse=True)
        self.pattern = re.compile("|".join(re.escape(t) for t in terms)) if terms else None


Span = tuple[int, int, str]  # start, end, href


class Renderer:
    def __init__(self, books: Mapping[str, Rulebook]) -> None:
        self.books = books
        self._glossaries: dict[str, _Glossary] = {}

    def glossary(self, game: str) -> _Glossary:
        if game not in self._glossaries:
            book = self.books.get(game)
            self._glossaries[game] = _Glossary(book.glossary if book else [])
        return self._glossaries[game]

    def term_entry(self, href: str) -> GlossaryEntry | None:
        """The glossary entry a ``term:game:n`` link stands for."""
        _, game, index = href.split(":", 2)
        entries = self.glossary(game).entries
        return entries[int(index)] if index.isdigit() and int(index) < len(entries) else None

    # -- text with links --------------------------------------------------------------------------------

    def _spans(self, rule: Rule, text: str) -> list[Span]:
        taken: list[Span] = []

        def free(s: int, e: int) -> bool:
            return all(e <= ts or s >= te for ts, te, _ in taken)

        # Longest reference text first: '返回6.5.2' wins over the bare '6.5.2' it contains.
        for ref in sorted(rule.refs, key=lambda r: len(r.raw), reverse=True):
            scheme = "rule" if ref.resolved else "missing"
            for needle in (ref.raw, ref.printed_target):
                hits = [mm.start() for mm in re.finditer(re.escape(needle), text)] if needle else []
                placed = [s for s in hits if free(s, s + len(needle))]
                for s in placed:
                    taken.append((s, s + len(needle), f"{scheme}:{ref.target}" if ":" in ref.target
                                  else f"{scheme}:{rule.game}:{ref.target}"))
                if placed:
                    break
        gloss = self.glossary(rule.game)
        if gloss.pattern is not None:
            for mm in gloss.pattern.finditer(text):
                index = gloss.by_term[mm.group()]
                if gloss.entries[index].rule == rule.id:
                    continue  # the rule that defines a term does not link to itself
                if free(mm.start(), mm.end()):
                    taken.append((mm.start(), mm.end(), f"term:{rule.game}:{index}"))
        return sorted(taken)

    def linked(self, rule: Rule, text: str) -> str:
        not_here = translate("RuleView", "不在本文档中")
        out: list[str] = []
        pos = 0
        for s, e, href in self._spans(rule, text):
            out.append(_esc(text[pos:s]))
            piece = _esc(text[s:e])
            if href.startswith("missing:"):
                out.append(
                    f'<a href="{html.escape(href)}" style="color:#9ca3af;">{piece}</a>'
                    f'<span style="color:#9ca3af; font-size:small;">（{not_here}）</span>'
                )
            elif href.startswith("term:"):
                out.append(
                    f'<a href="{html.escape(href)}" style="color:#0f766e; text-decoration:none;">'
                    f'<span style="border-bottom:1px dotted #0f766e;">{piece}</span></a>'
                )
            else:
                out.append(f'<a href="{html.escape(href)}">{piece}</a>')
            pos = e
        out.append(_esc(text[pos:]))
        return "".join(out)

    # -- the page ---------------------------------------------------------------------------------------

    def rule_html(self, rule: Rule, show_source: bool = False) -> str:
        book = self.books[rule.game]
        label_empty = translate("RuleView", "（无正文）")
        label_example = translate("RuleView", "例")
        label_note = translate("RuleView", "注意")
        label_repairs = translate("RuleView", "修复记录")
        label_children = translate("RuleView", "下级条目")
        label_prev = translate("RuleView", "上一条")
        label_next = translate("RuleView", "下一条")
        parts: list[str] = []
        crumbs = [_rule_link(a, short=True) for a in book.ancestors(rule.id)]
        if crumbs:
            parts.append(f'<p style="color:#6b7280;">{" › ".join(crumbs)}</p>')

        badges = "".join(
            f'&nbsp;<a href="flag:{html.escape(f)}" style="text-decoration:none;">'
            f'<span style="background-color:{b.color}; color:white;">&nbsp;{_esc(b.label)}&nbsp;</span></a>'
            for f in rule.flags
            for b in [badge_for(f)]
        )
        printed = ""
        if rule.printed and rule.printed.rstrip(".") != rule.id:
            label = translate("RuleView", "原文编号")
            printed = f' <span style="color:#6b7280;">（{label} {_esc(rule.printed)}）</span>'
        parts.append(f'<h2 style="margin-bottom:4px;">{_esc(rule.id)}{printed}{badges}</h2>')
        empty = f'<i style="color:#6b7280;">{label_empty}</i>'
        body = self.linked(rule, rule.text) if rule.text.strip() else empty
        parts.append(f'<p style="font-size:large;">{body}</p>')

        for example in rule.examples:
            parts.append(
                f'<p style="background-color:#f3f4f6; margin-left:16px;"><b>{label_example}</b>&nbsp;'
                f"{self.linked(rule, example)}</p>"
            )
        for note in rule.notes:
            parts.append(
                f'<p style="background-color:#fef2f2; color:#7f1d1d;"><b>{label_note}</b>&nbsp;'
                f"{_esc(note)}</p>"
            )
        corrected = [ref for ref in rule.refs if ref.note and ref.resolved]
        if corrected:
            # A reference whose printed number is not the rule meant: both numbers and the reason, never silent.
            label_refs = translate("RuleView", "引用更正")
            printed_as = translate("RuleView", "原文写作")
            items = "".join(
                f"<li>{_esc(printed_as)} {_esc(ref.printed_target)} → "
                f'<a href="rule:{html.escape(ref.target)}">{_esc(ref.target.split(":", 1)[-1])}</a>：'
                f"<span style='color:#6b7280;'>{_esc(ref.note or '')}</span></li>"
                for ref in corrected
            )
            parts.append(f"<p><b>{label_refs}</b></p><ul>{items}</ul>")
        if rule.repairs:
            confidence = translate("RuleView", "可信度")
            items = "".join(
                f"<li><b>{_esc(_repair_kind(r.kind))}</b>：{_esc(r.detail)} "
                f"<span style='color:#6b7280;'>[{_esc(r.kind)}, {confidence}: "
                f"{_esc(_confidence(r.confidence))}]</span>"
                + (f"<br/><span style='color:#6b7280;'>{_esc(r.before or '')} → {_esc(r.after or '')}</span>"
                   if r.before or r.after else "")
                + "</li>"
                for r in rule.repairs
            )
            parts.append(f"<p><b>{label_repairs}</b></p><ul>{items}</ul>")

        questions = questions_for(rule.cite, rule.text)
        if questions:
            # What the search matches a player's question against: shown so a judge sees why a rule came up, and
            # marked as search aids so nobody reads them as rule text.
            label_asked = translate("RuleView", "这条规则回答的问题")
            label_aid = translate("RuleView", "搜索用的问法，不是规则原文")
            items = "".join(f"<li>{_esc(q)}</li>" for q in questions)
            parts.append(
                f'<p style="color:#6b7280;"><b>{label_asked}</b>'
                f'<span style="font-size:small;">（{label_aid}）</span></p>'
                f'<ul style="color:#6b7280;">{items}</ul>'
            )

        children = book.children(rule.id)
        if children:
            items = "".join(f"<li>{_rule_link(c)}</li>" for c in children)
            parts.append(f"<p><b>{label_children}</b></p><ul>{items}</ul>")

        prev_rule, next_rule = siblings(book, rule)
        nav = []
        if prev_rule:
            nav.append(f"← {label_prev}：{_rule_link(prev_rule, short=True)}")
        if next_rule:
            nav.append(f"{label_next}：{_rule_link(next_rule, short=True)} →")
        if nav:
            parts.append(f'<hr/><p>{"&nbsp;&nbsp;&nbsp;&nbsp;".join(nav)}</p>')

        if show_source:
            first, last = rule.lines
            where = translate("RuleView", "源文件 {file} 第 {first}–{last} 行").format(
                file=book.manifest.source_file, first=first, last=last
            )
            parts.append(
                f'<hr/><p style="color:#6b7280;">{_esc(where)}</p>'
                f'<pre style="background-color:#f9fafb;">{html.escape(rule.raw)}</pre>'
            )
        return "\n".join(parts)


def siblings(book: Rulebook, rule: Rule) -> tuple[Rule | None, Rule | None]:
    """The previous and next rule under the same parent (top-level rules are each other's siblings)."""
    pool = book.children(rule.parent) if rule.parent else book.roots()
    ids = [r.id for r in pool]
    if rule.id not in ids:
        return None, None
    i = ids.index(rule.id)
    return (pool[i - 1] if i > 0 else None), (pool[i + 1] if i + 1 < len(pool) else None)


def short_text(rule: Rule, width: int = 28) -> str:
    first = rule.text.strip().splitlines()[0] if rule.text.strip() else ""
    return first if len(first) <= width else first[: width - 1] + "…"


def _rule_link(rule: Rule, short: bool = False) -> str:
    text = short_text(rule, 16 if short else 48)
    return f'<a href="rule:{html.escape(rule.cite)}">{_esc(rule.id)}</a> {_esc(text)}'


def _repair_kind(kind: str) -> str:
    """A judge-readable name for an importer repair class (the class id stays visible next to it)."""
    names = {
        "lost-separator": translate("RuleView", "丢失的分隔符"),
        "pinyin-annotation": translate("RuleView", "网站插入的拼音"),
        "gbk-byte-shift": translate("RuleView", "GBK 字节错位重建"),
        "html-leftover": translate("RuleView", "网页标记残留"),
        "soft-wrap-space": translate("RuleView", "断行留下的空格"),
        "flattened-list": translate("RuleView", "被压平的列表"),
        "inline-ordinal": translate("RuleView", "重复的行内序号"),
        "renumbered": translate("RuleView", "编号更正"),
        "lost-symbol": translate("RuleView", "丢失的符号"),
        "example-boundary": translate("RuleView", "示例边界更正"),
        "unrepaired-damage": translate("RuleView", "未能修复的损坏"),
    }
    return names.get(kind, kind)


def _confidence(level: str) -> str:
    names = {
        "high": translate("RuleView", "高"),
        "medium": translate("RuleView", "中"),
        "low": translate("RuleView", "低"),
    }
    return names.get(level, level)


def _esc(text: str) -> str:
    return html.escape(text).replace("\n", "<br/>")
