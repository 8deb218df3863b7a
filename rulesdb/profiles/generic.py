"""A profile for rulebooks no one has studied yet (``rulesdb import``): dotted numbers like ``1.2.3``,
``303.2.a`` or ``100.1a``, with or without trailing dots, examples on their own lines, ``rule N`` references."""

from __future__ import annotations

import re

from rulesdb.importer.numbers import LetterStyle
from rulesdb.importer.profile import Profile

REFS = [
    re.compile(
        r"(?:[Rr]ules?|规则|規則|见|見|参见|參見|参照|參照|章节|章節)\s*(?P<num>\d{1,4}(?:\.\d{1,3})*[a-z]?)(?![\d.]*\d)"
    ),
]


def profile(game: str = "custom", letter_style: LetterStyle = "glued", english: bool = False) -> Profile:
    skip = frozenset({"question mark (lost byte or separator)"}) if english else frozenset()
    return Profile(
        game=game,
        letter_style=letter_style,
        skipped_letters="lo",
        ref_patterns=REFS,
        skip_checks=skip,
    )
