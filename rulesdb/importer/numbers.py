"""Rule numbers in all their printed shapes, and their canonical ids.

One parser serves every book; a book's profile only chooses how letters are written in the canonical id
(``glued``: ``502.9b``, ``406.1a``; ``dotted``: ``315.2.a.1``).

>>> n = parse_number_prefix("406.1.a法术力")
>>> n.tokens, n.rest
(('406', '1', 'a'), '法术力')
>>> format_id(n.tokens, "glued"), format_id(n.tokens, "dotted")
('406.1a', '406.1.a')
>>> parse_number_prefix("214.8g. 被横置").tokens
('214', '8', 'g')
>>> parse_number_prefix("1.1.2.1.?如果").rest
'如果'
>>> parse_number_prefix("3oUoU的费用") is None   # a letter glued to more ASCII letters is no sub-letter
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

LetterStyle = Literal["glued", "dotted"]

# A number: digits, then dotted digit groups, then optional sub-letters (dotted or glued), each optionally followed
# by more dotted digit groups (Riftbound's 315.2.a.1). A sub-letter must not run into further ASCII letters, so
# "3oUoU" and "100.1 about" are not read as sub-letters.
_NUMBER = re.compile(
    r"""
    (?P<num>
        \d{1,4}
        (?:\.\d{1,3})*
        (?:\.?[a-z](?![A-Za-z])(?:\.\d{1,3})*)*
    )
    (?P<sep>\.?[?？]?)          # trailing dot, and GA's lost separator
    (?P<gap>[ \t\u3000]*)
    (?P<rest>.*)
    """,
    re.VERBOSE | re.DOTALL,
)
_TOKEN = re.compile(r"\d+|[a-z]")


@dataclass(frozen=True)
class NumberPrefix:
    printed: str  # the number as printed, including a trailing dot
    tokens: tuple[str, ...]
    rest: str  # the text after the number and separator
    separated: bool  # a dot, '?' or whitespace stood between number and text

    @property
    def depth(self) -> int:
        return len(self.tokens)


def parse_number_prefix(text: str) -> NumberPrefix | None:
    """Read a rule number at the start of ``text`` (no leading whitespace). None when there is none, or when
    what follows the digits is not a plausible rule body (more digits, a slash as in '2/3', a colon as in '3:00')."""
    m = _NUMBER.match(text)
    if m is None:
        return None
    num, sep, gap, rest = m.group("num"), m.group("sep"), m.group("gap"), m.group("rest")
    if rest[:1] and rest[0] in "/:：%×*+-=,，)）]>～~" and not sep:
        return None
    if rest[:1].isdigit() and not gap:
        return None
    printed = num + sep.rstrip("?？")
    return NumberPrefix(
        printed=printed,
        tokens=tuple(_TOKEN.findall(num)),
        rest=rest,
        separated=bool(sep or gap),
    )


def tokens_of(rule_id: str) -> tuple[str, ...]:
    """>>> tokens_of("315.2.a.1"), tokens_of("502.9b")
    (('315', '2', 'a', '1'), ('502', '9', 'b'))"""
    return tuple(_TOKEN.findall(rule_id.lower()))


def format_id(tokens: tuple[str, ...], style: LetterStyle) -> str:
    """Canonical id: digit groups joined by dots; letters glued to the group before them or dotted."""
    out = ""
    for tok in tokens:
        if not out:
            out = tok
        elif tok.isalpha() and style == "glued":
            out += tok
        else:
            out += "." + tok
    return out


def is_letter(token: str) -> bool:
    return token.isalpha()


def letter_index(letter: str, skipped: str = "") -> int:
    """Position of a sub-letter in the alphabet as the book uses it (MTG skips l and o).

    >>> letter_index("m", skipped="lo")
    11
    """
    alphabet = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in skipped]
    return alphabet.index(letter) + 1 if letter in alphabet else -1


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}


def roman_value(token: str) -> int | None:
    return _ROMAN.get(token.lower())


def sort_key(token: str, skipped: str = "") -> tuple[int, int]:
    """Sibling order: numbers by value, letters by their place in the book's alphabet."""
    if token.isdigit():
        return (0, int(token))
    value = roman_value(token)
    if value is not None and len(token) > 1:
        return (2, value)
    return (1, letter_index(token, skipped))
