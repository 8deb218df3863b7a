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

_PUNCTUATION = frozenset(',.;:!?()[]"/')  # after normalization (full-width folded): where a clause starts
_OWNER_REACH = 9  # characters of "…的" a defined term may follow at a clause start (一张牌的总法术力费用是…)
_AFTER = {  # what follows the term (or 状态, or a closing quote) in a definition of each level
    STRONG: re.compile(r'"?(?:状态)?(?:是指|指的是|指(?![定示向出挥])|的定义为|的定义是|定义为|意为|意思是|意指'
                       r"|即(?![使可便将刻时])|:)"),
    MEDIUM: re.compile(r'"?(?:状态)?(?:是一种|是一个|是一类|是一项|为一种|就是)'),
    LOOSE: re.compile(r'"?(?:状态)?(?:是|为|代表)'),
}
_NAMED_BEFORE = re.compile(r'(?:称为|称作|叫做|叫作|简称|即为|所谓|名为)"?$')  # …称为X, 即为"X"
_VIEWED_BEFORE = re.compile(r"视为[^,.;:]{0,12}$")  # …则视为回合处于X状态


@dataclass(frozen=True, slots=True)
class Term:
    """A bare-term query: the term as typed (with the book's own variants of it) and its other names."""

    typed: tuple[str, ...]
    others: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()  # the words of a term the segmenter split (施放 + 咒语), each with its variants


def _leads_a_clause(text: str, start: int) -> bool:
    """The term at ``start`` opens its clause, alone or after an owner (``一张牌的``) or an opening quote."""
    i = start
    while i > 0 and text[i - 1] not in _PUNCTUATION and start - i <= _OWNER_REACH:
        i -= 1
    if i > 0 and text[i - 1] not in _PUNCTUATION:
        return False  # no clause start within reach
    lead = text[i:start].strip()
    return not lead or lead.endswith("的")


def defines(text: str, forms: tuple[str, ...]) -> int | None:
    """How surely the normalized ``text`` defines one of ``forms``: STRONG, MEDIUM, LOOSE, SUBJECT, or None.

    >>> defines("如果结算链存在,则视为回合处于闭环状态。", ("闭环",)) == MEDIUM
    True
    >>> defines("正在进行自己的回合的玩家称为回合玩家,另一方称为非回合玩家。", ("回合玩家",)) == STRONG
    True
    >>> defines("普通闭环:未进行法术对决,但存在结算链。", ("闭环",)) is None
    True
    """
    best: int | None = None
    for form in forms:
        at = text.find(form) if form else -1
        while at >= 0:
            before = text[max(0, at - 16) : at]
            if _NAMED_BEFORE.search(before):
                return STRONG
            found = [MEDIUM] if _VIEWED_BEFORE.search(before) else []
            if _leads_a_clause(text, at):
                found.extend(level for level, after in _AFTER.items() if after.match(text, at + len(form)))
            if found:
                best = min(found) if best is None else min(best, *found)
                if best == STRONG:
                    return STRONG
            at = text.find(form, at + 1)
        if best is None and text.lstrip('"').startswith(form):
            best = SUBJECT
    return best


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
