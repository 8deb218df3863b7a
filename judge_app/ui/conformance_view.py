"""What the engine does with a rule, shown to the judge: a status badge in the reader (with links that open the
scenarios citing the rule on the board) and a status filter for the search (issue 33).

Self-contained so the browser only wires it in: :func:`status_html` for the reader, :class:`StatusFilter` and
:func:`filter_hits` / :func:`status_hits` for the results list. The statuses come from the conformance tables
(:mod:`judge_app.conformance.statuses`), never from running the engine.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from judge_app.conformance.statuses import FILTERS, Statuses
from judge_app.conformance.table import UNCLASSIFIED, Entry
from judge_app.ui.search_adapter import Hit
from rulesdb.models import Rulebook

translate = QCoreApplication.translate  # lupdate extracts translate("Conformance", "text") calls

EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"  # the shipped scenarios
SCENARIO_SCHEME = "scenario:"  # scenario:<game>/<stem>, opened on the board
STATUS_SCHEME = "conformance:"  # conformance:<game>:<id>, hover explains the status
_SHOWN_SCENARIOS = 6  # links after the badge; the rest are counted
_COLORS = {"applied": "#15803d", "modelled": "#1f6feb", "out_of_scope": "#6b7280", "unsupported": "#b91c1c",
           UNCLASSIFIED: "#b45309"}


def status_name(status: str) -> str:
    return {
        "applied": translate("Conformance", "引擎应用"),
        "modelled": translate("Conformance", "引擎建模"),
        "out_of_scope": translate("Conformance", "范围外"),
        "unsupported": translate("Conformance", "引擎未支持"),
        UNCLASSIFIED: translate("Conformance", "未分类"),
    }[status]


def badge_label(entry: Entry) -> str:
    """“引擎应用 · 3 个场景”, “引擎未支持:复制效果”, …: what the badge says."""
    status = entry.status or UNCLASSIFIED
    if status == "applied":
        return translate("Conformance", "引擎应用 · {n} 个场景").format(n=len(entry.scenarios))
    if status == "unsupported":
        return translate("Conformance", "引擎未支持:{what}").format(what=_short(entry.missing))
    return status_name(status)


def explanation(entry: Entry) -> str:
    """The badge's tooltip: why the rule has this status, in the table's own words."""
    status = entry.status or UNCLASSIFIED
    if status == "applied":
        said = translate("Conformance", "引擎的程序引用此规则({code})。").format(code="、".join(entry.code))
        if entry.pending:
            said += translate("Conformance", " 待修场景:{names}。").format(names="、".join(entry.pending))
        if entry.gap:
            said += " " + entry.gap
        return said
    if status == UNCLASSIFIED:
        return translate("Conformance", "一致性表尚未给此规则分类。")
    return entry.reason or entry.missing or entry.by or "、".join(entry.code)


def status_html(entry: Entry | None, game: str, rule_id: str) -> str:
    """One line for the top of the reader: the badge, then links to the scenarios that cite the rule."""
    if entry is None:
        return ""
    status = entry.status or UNCLASSIFIED
    badge = (f'<a href="{STATUS_SCHEME}{game}:{html.escape(rule_id)}" style="text-decoration:none;">'
             f'<span style="background:{_COLORS[status]};color:white;">&nbsp;{html.escape(badge_label(entry))}&nbsp;'
             f"</span></a>")
    links = [f'<a href="{SCENARIO_SCHEME}{game}/{html.escape(stem)}">{html.escape(stem)}</a>'
             for stem in entry.scenarios[:_SHOWN_SCENARIOS]]
    more = len(entry.scenarios) - _SHOWN_SCENARIOS
    if more > 0:
        links.append(html.escape(translate("Conformance", "另 {n} 个").format(n=more)))
    tail = f' <span style="color:#6b7280;">{" · ".join(links)}</span>' if links else ""
    return f'<p style="margin:0 0 6px 0;">{badge}{tail}</p>'


def scenario_path(link: str) -> Path:
    """The shipped scenario a ``scenario:<game>/<stem>`` link names."""
    game, _, stem = link.removeprefix(SCENARIO_SCHEME).partition("/")
    return EXAMPLES_DIR / game / f"{stem}.yaml"


def _short(text: str, limit: int = 24) -> str:
    head = text.split(":", 1)[0] if ":" in text[:limit + 1] else text
    return head if len(head) <= limit else head[:limit] + "…"


class StatusFilter(QComboBox):
    """“所有状态” or one status: the search keeps only the rules that have it (with an empty query, it lists them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusFilter")
        self.setToolTip(translate("Conformance", "按引擎状态筛选:引擎应用、引擎建模、范围外、引擎未支持"))
        self.addItem(translate("Conformance", "所有状态"), "")
        for status in FILTERS:
            self.addItem(status_name(status), status)

    def wanted(self) -> str:
        return self.currentData() or ""


def filter_hits(hits: list[Hit], statuses: Statuses, wanted: str, editions: Mapping[str, str],
                aliases: Mapping[str, str] | None = None) -> list[Hit]:
    """The hits whose rule has the ``wanted`` status, in the edition each game shows (a hit in a partner
    edition, under its alias, counts as its game's rule: both editions share the numbering)."""
    aliases = aliases or {}
    out = []
    for h in hits:
        game = aliases.get(h.game, h.game)
        if statuses.status(game, h.rule_id, editions.get(game)) == wanted:
            out.append(h)
    return out


def status_hits(statuses: Statuses, wanted: str, books: Mapping[str, Rulebook], games: list[str] | None,
                limit: int = 500) -> list[Hit]:
    """Every rule with the ``wanted`` status, in rulebook order, as result rows (the filter with no query)."""
    out = []
    for record in statuses.records([wanted], games):
        book = books.get(record.game)
        rule = book.get(record.rule_id) if book is not None else None
        if rule is None:
            continue
        crumbs = []
        parent = rule.parent
        while parent and book is not None and (p := book.get(parent)) is not None:
            crumbs.append(f"{p.id} {p.text[:16]}")
            parent = p.parent
        why = html.escape(explanation(record.entry))
        snippet = f'{html.escape(record.entry.text)}<br/><span style="color:#6b7280;">{why}</span>'
        out.append(Hit(cite=f"{record.game}:{record.rule_id}", game=record.game, rule_id=record.rule_id,
                       breadcrumb=" › ".join(reversed(crumbs)), kind=rule.kind, snippet_html=snippet, score=0.0))
        if len(out) >= limit:
            break
    return out
