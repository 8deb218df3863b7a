"""Rule numbers typed by a user, matched against canonical ids.

Users type numbers the way their rulebook prints them, or the way they remember them: ``406.1.a`` for mtg's
``406.1a``, ``315.4b1`` for riftbound's ``315.4.b.1``, ``CR 502.9b``, ``第502.9b条``, ``502。9b``, ``502 9 b``,
``420-5g``, ``502.9(b)``. The reading of a typed number is :mod:`rulesdb.lookup`'s (the same for ``rulesdb show``,
Ctrl+L and the search box); this module says which query text is a number. :func:`id_variants` yields every canonical
spelling worth trying; :func:`is_under` says whether a rule id belongs to a typed prefix (``502.9`` covers ``502.9b``
and ``502.9.1`` but not ``502.90``).
"""

from __future__ import annotations

import re

from rulesdb.lookup import typed_number, variants

# One level of a rule number: up to four digits, a letter, or a roman numeral (eol's 2.2.3.6.iii).
_LEVEL = re.compile(r"^(?:\d{1,4}|[a-z]|i{1,3}|iv|vi{0,3}|ix|x)$")
_LEVELS = re.compile(r"\.|(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)")


def rule_number(text: str, loose: bool = False) -> str | None:
    """The rule number ``text`` is, dots for its separators (``第502.9(b)条`` → ``502.9.b``), or None.

    ``loose`` also reads spaces and hyphens as dots (``502 9 b``, ``420-5g``): right for a query that is nothing
    but a number, not for a word inside a sentence (``受到 2 点``, ``-1/-1``).
    """
    if not loose and (any(ch.isspace() for ch in text.strip()) or "-" in text):
        return None
    number = typed_number(text)
    if number is None or not all(_LEVEL.match(p) for p in _LEVELS.split(number) if p):
        return None
    return number


def looks_like_id(token: str) -> bool:
    """A rule number such as ``502.9b``, ``2.2.7.1``, ``315.4b1``, ``2.2.3.6.iii`` (already normalized, trailing dot
    and the words around it allowed: ``cr419.6c``, ``第4.2.10条``)."""
    return rule_number(token) is not None


def id_variants(token: str) -> list[str]:
    """Canonical spellings to try for a typed number, the typed one first."""
    return variants(rule_number(token, loose=True) or token.rstrip("."))


def is_under(rule_id: str, prefix: str) -> bool:
    """``rule_id`` is ``prefix`` or a sub-rule written with it as a prefix."""
    if rule_id == prefix:
        return True
    if not rule_id.startswith(prefix):
        return False
    nxt = rule_id[len(prefix)]
    return nxt == "." or (prefix[-1].isdigit() and nxt.isalpha())
