"""Importing a rulebook file no shipped profile knows (``rulesdb import PATH --game ID --edition E``).

The file is checked before it is parsed: it must be text (UTF-8, UTF-16 with a byte-order mark or GB18030) and
hold enough numbered rule lines. Letter style (``100.1a`` glued or ``303.2.a`` dotted), language and script are
detected from the text; the generic profile does the rest.

Messages of `NotARulebook` complete the sentence "<file> …", as the CLI prints them after the path.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Literal

from rulesdb.importer.lines import ImportRefused, decode
from rulesdb.importer.numbers import LetterStyle
from rulesdb.importer.pipeline import import_text
from rulesdb.models import Manifest, Rulebook
from rulesdb.profiles import generic_profile

MIN_NUMBERED_LINES = 20

# Formats people mistake for text, by their first bytes.
_MAGIC = [
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"%PDF", "a PDF document (convert it to text first)"),
    (b"PK\x03\x04", "a ZIP archive (a .docx, .xlsx or .zip file)"),
    (b"\xd0\xcf\x11\xe0", "an old Microsoft Office document"),
    (b"{\\rtf", "an RTF document (save it as plain text first)"),
]
# A numbered rule line: 100.1 / 100.1. / 100.1a / 303.2.a / 1.2.3 followed by text.
# A bullet may come first (``  • 450.2.a.``) and a lost separator ``?`` after the number (``1.1.2.1.?text``).
_RULE_LINE = re.compile(r"^\s*(?:[•·]\s*)?\d{1,4}(?:\.\d{1,3})+(?:\.?[a-z])?\.?(?=[\s\u3000?？]|[^\x00-\x7f])")
_GLUED_LETTER = re.compile(r"^\s*\d{1,4}(?:\.\d{1,3})+[a-z](?![A-Za-z])", re.MULTILINE)
_DOTTED_LETTER = re.compile(r"^\s*\d{1,4}(?:\.\d{1,3})+\.[a-z](?![A-Za-z])", re.MULTILINE)
_SUB_LETTER_L_O = re.compile(r"^\s*\d{1,4}(?:\.\d{1,3})+\.?[lo](?![A-Za-z])", re.MULTILINE)
_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]")
# Characters that only Traditional (first) or only Simplified (second) script uses, common in rulebooks.
_TRADITIONAL = set("這個們規則無來時對說與會從裡將權區戰鬥費當後並於進場牌")
_SIMPLIFIED = set("这个们规则无来时对说与会从里将权区战斗费当后并于进场牌")


_MONTHS = {m: i for i, m in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
     "december"), start=1)}
_EFFECTIVE_EN = re.compile(r"effective as of (?P<month>[A-Za-z]+) (?P<day>\d{1,2}), (?P<year>\d{4})", re.IGNORECASE)
_EFFECTIVE_ZH = re.compile(r"(?P<year>\d{4})\s*年\s*(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日\s*起?\s*生效")


def detect_effective_date(text: str) -> str | None:
    """The date the file says its rules take effect, as ``YYYY-MM-DD``; None when it states none.

    >>> detect_effective_date("   These rules are effective as of April 29, 2022.")
    '2022-04-29'
    >>> detect_effective_date("此规则于2022年4月29日起生效。"), detect_effective_date("no date")
    ('2022-04-29', None)
    """
    head = text[:20_000]  # the statement sits at the top; a quoted date deep in the rules is not it
    m = _EFFECTIVE_EN.search(head)
    if m and m.group("month").lower() in _MONTHS:
        return f"{m.group('year')}-{_MONTHS[m.group('month').lower()]:02d}-{int(m.group('day')):02d}"
    m = _EFFECTIVE_ZH.search(head)
    if m:
        return f"{m.group('year')}-{int(m.group('month')):02d}-{int(m.group('day')):02d}"
    return None


class NotARulebook(Exception):
    """The file is not a rulebook text the importer can read; the message says why, for a person."""


# The largest rulebook ``rulesdb import`` takes: the Comprehensive Rules, the longest real one, are 826 KB in
# 7,965 lines; 10⁶ numbered lines took 6 GB and stored a 534 MB edition (issue 34). Refused before decoding.
MAX_RULEBOOK_BYTES = 4 * 2**20
MAX_RULEBOOK_LINES = 40_000


class RulebookTooLarge(NotARulebook):
    """Past :data:`MAX_RULEBOOK_BYTES` or :data:`MAX_RULEBOOK_LINES`; the message says which."""


def size_problem(size: int, lines: int | None = None) -> str | None:
    if size > MAX_RULEBOOK_BYTES:
        return f"有 {size / 2**20:,.1f} MiB,规则书的上限 {MAX_RULEBOOK_BYTES // 2**20} MiB"
    if lines is not None and lines > MAX_RULEBOOK_LINES:
        return f"有 {lines:,} 行,规则书的上限 {MAX_RULEBOOK_LINES:,} 行"
    return None


def read_rulebook(path: Path) -> bytes:
    """The bytes of a rulebook file, refused (`RulebookTooLarge`) by its size before it is read."""
    problem = size_problem(Path(path).stat().st_size)
    if problem is not None:
        raise RulebookTooLarge(problem)
    return Path(path).read_bytes()


def import_file(path: Path, game: str, edition: str, letter_style: LetterStyle | Literal["auto"] = "auto") -> Rulebook:
    """Import a rulebook file with the generic profile. Raises `NotARulebook` for anything that is not one."""
    data = read_rulebook(path)
    text = decode_rulebook(data)
    return import_rulebook_text(text, game, edition, letter_style, source_file=Path(path).name)


def decode_rulebook(data: bytes) -> str:
    problem = size_problem(len(data), data.count(b"\n"))
    if problem is not None:
        raise RulebookTooLarge(problem)
    if not data.strip():
        raise NotARulebook("is empty" if not data else "contains only whitespace")
    for magic, what in _MAGIC:
        if data.startswith(magic):
            raise NotARulebook(f"is {what}, not a text rulebook")
    try:
        text, _encoding = decode(data)
    except ImportRefused as exc:
        raise NotARulebook(str(exc)) from None
    return text


def import_rulebook_text(
    text: str,
    game: str,
    edition: str,
    letter_style: LetterStyle | Literal["auto"] = "auto",
    source_file: str = "",
) -> Rulebook:
    """The text import behind `import_file`: never raises anything but `NotARulebook` on bad input."""
    numbered = sum(1 for line in text.splitlines() if _RULE_LINE.match(line))
    if numbered == 0:
        raise NotARulebook("has no numbered rules (lines starting like '100.1', '1.2.3' or '303.2.a')")
    if numbered < MIN_NUMBERED_LINES:
        raise NotARulebook(
            f"has only {numbered} numbered rule line(s); a rulebook has at least {MIN_NUMBERED_LINES}"
        )
    style = detect_letter_style(text) if letter_style == "auto" else letter_style
    language, script = detect_language(text)
    skipped = "" if _SUB_LETTER_L_O.search(text) else "lo"
    profile = generic_profile(game, letter_style=style, english=language == "en", skipped_letters=skipped)
    manifest = Manifest(
        game=game,
        title=_title(text) or source_file or game,
        short_title=f"{_title(text) or game} ({edition})",
        edition=edition,
        language=language,
        script=script,
        origin="imported with rulesdb import (generic profile)",
        source_file=source_file,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
    )
    return import_text(text, profile, manifest)


def detect_letter_style(text: str) -> LetterStyle:
    """``glued`` (100.1a) unless dotted sub-letters (303.2.a) are the majority."""
    dotted = len(_DOTTED_LETTER.findall(text))
    glued = len(_GLUED_LETTER.findall(text))
    return "dotted" if dotted > glued else "glued"


def detect_language(text: str) -> tuple[str, Literal["Hans", "Hant", "Latn"]]:
    sample = text[:200_000]
    cjk = len(_CJK.findall(sample))
    if cjk < len(_LATIN.findall(sample)) // 4:
        return "en", "Latn"
    traditional = sum(1 for ch in sample if ch in _TRADITIONAL and ch not in _SIMPLIFIED)
    simplified = sum(1 for ch in sample if ch in _SIMPLIFIED and ch not in _TRADITIONAL)
    return "zh", "Hant" if traditional > simplified else "Hans"


def _title(text: str) -> str:
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return first.lstrip("\ufeff")[:80]
