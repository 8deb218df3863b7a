"""Definition first for a bare term: which rules define the term typed, and how surely.

A player who types a game term (`闭环`, `伤害处理`, `唯一`) wants the rule that says what it is, not the headings that
name its sub-kinds (普通闭环, 法术对决闭环) nor the many rules that use it. The rulebooks define terms in a few ways:
a glossary entry, a heading with a defining first rule, and inline: ``X是指…``, ``X:…``, ``…称为X``, ``…叫做X``,
``即为"X"``, ``则视为回合处于X状态``, ``X是一种…``. :func:`tier` places a candidate in that order; the searcher ranks
by tier before score for a bare-term query (docs/search.md, *Definitions first*).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Tiers, lower first. A term query ranks by tier, then score; any other query uses the match-kind tiers only.
GLOSSARY_DEFINITION = 10  # a glossary entry of the term with a definition
STRONG = 11  # X是指…, X指…, X:…, X即…, …称为X, …叫做X, 即为"X", X的定义为…
MEDIUM = 12  # X是一种…, X是一个…, X就是…, …视为…X
OTHER_NAME = 4  # added to the tiers above and to TITLE when another name of the term matched (行动状态 → 重置)
TITLE = 20  # a heading (or an entry without a definition) whose title is the term
LOOSE = 25  # X是…, X为…: a statement about the term (损毁区是公开区域), after its heading
PARTIAL_TITLE = 30  # a title holding the term (普通闭环 for 闭环)
SUBJECT = 32  # the rule's text begins with the term: about it, if not defining it
PHRASE = 40
TEXT = 60

_LEAD = r'(?:^|[,.;:!?()\[\]"/]\s*)'  # the start of the text or of a clause
_OWNER = r'(?:[^,.;:!?"\s]{1,8}?的)?'  # 一张牌的总法术力费用是…
_STRONG_AFTER = r"(?:是指|指的是|指(?![定示向出挥])|的定义为|的定义是|定义为|意为|意思是|意指|即(?![使可便将刻时])|:)"
_MEDIUM_AFTER = r"(?:是一种|是一个|是一类|是一项|为一种|就是)"
_LOOSE_AFTER = r"(?:是|为|代表)"
_STRONG_BEFORE = r"(?:称为|称作|叫做|叫作|简称|即为|所谓|名为)"


@dataclass(frozen=True, slots=True)
class Term:
    """A bare-term query: the term as typed (with the book's own variants of it) and its other names."""

    typed: tuple[str, ...]
    others: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()  # the words of a term the segmenter split (施放 + 咒语), each with its variants


@dataclass(frozen=True, slots=True)
class _Patterns:
    strong: re.Pattern[str]
    medium: re.Pattern[str]
    loose: re.Pattern[str]
    subject: re.Pattern[str]


@lru_cache(maxsize=512)
def _patterns(forms: tuple[str, ...]) -> _Patterns | None:
    if not forms:
        return None
    term = "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + ")"
    quoted = f'"?{term}"?(?:状态)?'
    return _Patterns(
        strong=re.compile(f"{_LEAD}{_OWNER}{quoted}{_STRONG_AFTER}|{_STRONG_BEFORE}{quoted}"),
        medium=re.compile(f"{_LEAD}{_OWNER}{quoted}{_MEDIUM_AFTER}|视为[^,.;:]{{0,12}}?{term}"),
        loose=re.compile(f"{_LEAD}{_OWNER}{quoted}{_LOOSE_AFTER}"),
        subject=re.compile(f'^"?{term}'),
    )


def defines(text: str, forms: tuple[str, ...]) -> int | None:
    """How surely the normalized ``text`` defines one of ``forms``: STRONG, MEDIUM, LOOSE, SUBJECT, or None.

    >>> defines("如果结算链存在,则视为回合处于闭环状态。", ("闭环",)) == MEDIUM
    True
    >>> defines("正在进行自己的回合的玩家称为回合玩家,另一方称为非回合玩家。", ("回合玩家",)) == STRONG
    True
    >>> defines("普通闭环:未进行法术对决,但存在结算链。", ("闭环",)) is None
    True
    """
    found = _patterns(forms)
    if found is None:
        return None
    levels = ((STRONG, found.strong), (MEDIUM, found.medium), (LOOSE, found.loose), (SUBJECT, found.subject))
    for level, pattern in levels:
        if pattern.search(text):
            return level
    return None


def tier(term: Term, text: str, title: str, glossary: bool, heading: bool, default: int) -> int:
    """The rank tier of a candidate for the bare-term query ``term``.

    ``text`` and ``title`` are normalized; ``default`` is the tier its match kind gives (TITLE for a title that is
    the term or one of its names, PARTIAL_TITLE, PHRASE or TEXT).
    """
    for forms, extra in ((term.typed, 0), (term.others, OTHER_NAME)):
        if not forms:
            continue
        names_it = bool(title) and title in forms
        if glossary and names_it and text.partition(":")[2].strip():
            return GLOSSARY_DEFINITION + extra
        level = None if heading else defines(text, forms)
        if level in (STRONG, MEDIUM):
            return level + extra
        if names_it:
            return TITLE + extra
        if level is not None and default > level:
            return level + (1 if extra else 0)  # LOOSE or SUBJECT: after the titles they would otherwise pass
    return default
