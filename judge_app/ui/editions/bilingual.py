"""Two editions of one game that share their numbering (the 2022 Comprehensive Rules in English and in Chinese)
side by side: the rule, its examples and its sub-rules, each row the same id in both.

>>> from rulesdb.models import Manifest, Rule, Rulebook
>>> def book(lang: str, text: str) -> Rulebook:
...     m = Manifest(game="mtg", title=lang, short_title=lang, edition=lang, source_file="f", language=lang)
...     return Rulebook(manifest=m, rules=[Rule(game="mtg", id="1", kind="rule", text=text, lines=(1, 1), raw="")])
>>> shares_numbering(book("en", "Rule"), book("zh", "规则"))
True
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from rulesdb.models import Rule, Rulebook

translate = QCoreApplication.translate
SHARED = 0.9  # share of one edition's ids the other must have to be read side by side


def shares_numbering(a: Rulebook, b: Rulebook) -> bool:
    """True when at least 90% of the smaller book's ids exist in the other one."""
    ids_a, ids_b = {r.id for r in a.rules}, {r.id for r in b.rules}
    small = min(len(ids_a), len(ids_b))
    return small > 0 and len(ids_a & ids_b) >= SHARED * small


def _cell(rule: Rule | None) -> str:
    if rule is None:
        missing = translate("Bilingual", "（此版本没有这一条）")
        return f'<i style="color:#9ca3af;">{html.escape(missing)}</i>'
    body = html.escape(rule.text).replace("\n", "<br/>")
    examples = "".join(
        f'<p style="background-color:#f3f4f6;">{html.escape(e)}</p>' for e in rule.examples
    )
    return f"<p>{body}</p>{examples}"


def bilingual_html(rule: Rule, book: Rulebook, other: Rulebook) -> str:
    """A two-column table: the rule and each of its sub-rules in ``book`` (left) and ``other`` (right)."""
    head = (
        f'<tr><th width="50%" align="left">{html.escape(book.manifest.short_title)}</th>'
        f'<th width="50%" align="left">{html.escape(other.manifest.short_title)}</th></tr>'
    )
    rows = []
    for r in [rule, *book.children(rule.id)]:
        mine, theirs = r, other.get(r.id)
        anchor = f'<a href="rule:{html.escape(r.cite)}">{html.escape(r.id)}</a>'
        label = f'<tr><td colspan="2" style="color:#6b7280;">{anchor}</td></tr>'
        rows.append(label + f'<tr><td valign="top">{_cell(mine)}</td><td valign="top">{_cell(theirs)}</td></tr>')
    title = translate("Bilingual", "对照阅读")
    return (
        f'<h2 style="margin-bottom:4px;">{html.escape(rule.id)} <span style="color:#6b7280;">· {html.escape(title)}'
        f'</span></h2><table width="100%" cellspacing="6" cellpadding="4" border="0">{head}{"".join(rows)}</table>'
    )
