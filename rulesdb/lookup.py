"""Rule ids as people type them: resolve any reasonable spelling to a rule, and suggest the nearest ids.

Judges type ``mtg:502.9b``, ``mtg 502.9b``, ``502.9.b``, ``５０２．９ｂ``, ``ga:2.2.7.`` or just ``502.9b`` while
reading one game. :func:`resolve` turns all of them into ``(game, canonical id)`` when the rule exists;
:func:`nearest` proposes close ids when it does not. No Qt, no I/O beyond loading the compiled rulebooks.

>>> from rulesdb.models import Manifest, Rule, Rulebook
>>> def rule(i: str, parent: str | None = None) -> Rule:
...     return Rule(game="mtg", id=i, printed=i, kind="rule", text="t", parent=parent, lines=(1, 1), raw=i)
>>> m = Manifest(game="mtg", title="T", short_title="T", edition="e", source_file="f", ranges=["100–502"])
>>> book = Rulebook(manifest=m, rules=[rule("502"), rule("502.9", "502"), rule("502.9a", "502.9"),
...                                     rule("502.9b", "502.9"), rule("502.10", "502")])
>>> books = {"mtg": book}
>>> resolve("mtg:502.9b", "ga", books)
('mtg', '502.9b')
>>> resolve("MTG 502.9.b.", None, books)
('mtg', '502.9b')
>>> resolve("５０２．９ｂ", "mtg", books)
('mtg', '502.9b')
>>> resolve("502.9z", "mtg", books) is None
True
>>> nearest("mtg", "502.9c", n=3, books=books)
['502.9b', '502.9a', '502.9']
>>> out_of_range(book, "700.1")
True
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from rulesdb.models import Rulebook

KNOWN_GAMES = ("ga", "fftcg", "eol", "riftbound", "mtg")

_PREFIX_WORDS = re.compile(r"^(?:规则|規則|rule|cr|第)\s*", re.IGNORECASE)
_SCOPED = re.compile(r"^(" + "|".join(KNOWN_GAMES) + r")(?:\s*[:：@]\s*|\s+)(.+)$", re.IGNORECASE)
# A game id a user gave an imported edition (``mtg2022:702.19c``): any id-shaped word, but only before a colon.
_SCOPED_ANY = re.compile(r"^([a-z][a-z0-9_\-]{0,31})\s*[:：]\s*(.+)$")
_ID_SHAPE = re.compile(r"^[0-9a-z]+(?:\.[0-9a-z]+)*$")
_GLUED_LETTER = re.compile(r"(?<=\d)\.([a-z])(?=\.|$)")
_SPLIT_LETTER = re.compile(r"(?<=\d)([a-z])(?=\.|$)")
_RANGE = re.compile(r"^\s*(\d+)\s*[–—\-~至]\s*(\d+)\s*$")


@dataclass(frozen=True, slots=True)
class Typed:
    """What the user typed, split into an optional game scope and an id-shaped remainder."""

    game: str | None
    rule_id: str


def normalize(text: str) -> str:
    """Fold width, case and separators: ``５０２．９Ｂ。`` → ``502.9b``.

    >>> normalize(" ５０２．９Ｂ。")
    '502.9b'
    >>> normalize("2 . 2 . 7")
    '2.2.7'
    """
    folded = unicodedata.normalize("NFKC", text).replace("。", ".").replace("．", ".").strip().lower()
    folded = re.sub(r"\s*\.\s*", ".", folded)
    return folded.rstrip(".")


def parse(text: str) -> Typed | None:
    """Split ``text`` into scope and id; None when it cannot be a rule id at all.

    >>> parse("ga:2.2.7.")
    Typed(game='ga', rule_id='2.2.7')
    >>> parse("riftbound 315.2a")
    Typed(game='riftbound', rule_id='315.2a')
    >>> parse("规则 502.9b")
    Typed(game=None, rule_id='502.9b')
    >>> parse("法术力") is None
    True
    """
    norm = normalize(text)
    game: str | None = None
    m = _SCOPED.match(norm) or _SCOPED_ANY.match(norm)
    if m:
        game, norm = m.group(1), normalize(m.group(2))
    norm = _PREFIX_WORDS.sub("", norm).strip().rstrip(".")
    if not norm or not _ID_SHAPE.match(norm) or not norm[0].isdigit():
        return None
    return Typed(game, norm)


def variants(rule_id: str) -> list[str]:
    """Canonical spellings worth trying, the typed one first (books differ on ``502.9b`` vs ``315.2.a``).

    >>> variants("502.9.b")
    ['502.9.b', '502.9b']
    >>> variants("315.2a.1")
    ['315.2a.1', '315.2.a.1']
    """
    out = [rule_id]
    for candidate in (_GLUED_LETTER.sub(r"\1", rule_id), _SPLIT_LETTER.sub(r".\1", rule_id)):
        if candidate not in out:
            out.append(candidate)
    return out


def _books(books: Mapping[str, Rulebook] | None, game: str) -> Rulebook | None:
    if books is not None:
        return books.get(game)
    from rulesdb.store import load_rulebook  # late: keeps the module importable without a database

    try:
        return load_rulebook(game)
    except (KeyError, OSError, ValueError):
        return None


def resolve(
    text: str, default_game: str | None, books: Mapping[str, Rulebook] | None = None
) -> tuple[str, str] | None:
    """``(game, canonical id)`` of the one rule ``text`` names; None when no rule or more than one does
    (see :func:`candidates`: a printed number may name two rules, and neither is opened silently).

    An unscoped id is looked up in ``default_game`` first, then in every other game in a fixed order, so
    ``502.9b`` typed while reading mtg stays in mtg but still finds a unique rule elsewhere.
    """
    found = candidates(text, default_game, books)
    return found[0] if len(found) == 1 else None


def candidates(
    text: str, default_game: str | None, books: Mapping[str, Rulebook] | None = None
) -> list[tuple[str, str]]:
    """Every ``(game, id)`` that ``text`` may name in the first game (in :func:`resolve`'s order) that has any:
    the rule with that id or alias and the rules the source *printed* with that number, in document order.

    >>> from rulesdb.models import Manifest, Rule, Rulebook
    >>> m = Manifest(game="mtg", title="T", short_title="T", edition="e", source_file="f")
    >>> def r(i: str, printed: str, order: int) -> Rule:
    ...     return Rule(game="mtg", id=i, printed=printed, kind="rule", text="t", lines=(1, 1), raw="", order=order)
    >>> book = Rulebook(manifest=m, rules=[r("502.1", "502.1", 1), r("504.1", "502.1.", 2), r("411.3a", "311.3a", 3)])
    >>> candidates("mtg:502.1", None, {"mtg": book})
    [('mtg', '502.1'), ('mtg', '504.1')]
    >>> candidates("311.3a", "mtg", {"mtg": book}), candidates("504.1", "mtg", {"mtg": book})
    ([('mtg', '411.3a')], [('mtg', '504.1')])
    """
    typed = parse(text)
    if typed is None:
        return []
    if typed.game:
        order = [typed.game]
    else:
        order = ([default_game] if default_game else []) + [g for g in KNOWN_GAMES if g != default_game]
    for game in order:
        book = _books(books, game)
        if book is None:
            continue
        found: dict[str, int] = {}
        for candidate in variants(typed.rule_id):
            rule = book.get(candidate)
            if rule is not None:
                found[rule.id] = rule.order
            for printed in book.printed_as(candidate):
                found[printed.id] = printed.order
        if found:
            return [(game, rule_id) for rule_id in sorted(found, key=found.__getitem__)]
    return []


def _parts(rule_id: str) -> list[str]:
    """``502.9b`` → ``['502', '9', 'b']``: letters glued to digits become their own level."""
    return [p for p in re.split(r"\.|(?<=\d)(?=[a-z])", rule_id) if p]


def _number(digits: str) -> int:
    """The value of a rule number's digits, capped: a typed number of thousands of digits is simply far from every
    rule (``int()`` of it raises past 4,300 digits).

    >>> _number("0502"), _number("9" * 5000)
    (502, 1000000000)
    """
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) < 10 else 10**9


def _distance(a: str, b: str) -> int:
    if a.isdigit() and b.isdigit():
        return abs(_number(a) - _number(b))
    if len(a) == 1 and len(b) == 1:
        return abs(ord(a) - ord(b))
    return 1000


def nearest(game: str, text: str, n: int = 5, books: Mapping[str, Rulebook] | None = None) -> list[str]:
    """Up to ``n`` existing ids of ``game`` closest to what was typed: longest shared prefix, then numerically.

    Returns an empty list when the game is unknown or ``text`` is not id-shaped.
    """
    typed = parse(text)
    book = _books(books, game)
    if typed is None or book is None:
        return []
    want = _parts(variants(typed.rule_id)[-1])

    def key(rule_id: str) -> tuple[int, int, int]:
        have = _parts(rule_id)
        shared = 0
        while shared < min(len(want), len(have)) and want[shared] == have[shared]:
            shared += 1
        gap = _distance(want[shared], have[shared]) if shared < min(len(want), len(have)) else 0
        # Same depth (siblings, cousins) first, then the deepest existing ancestor, then anything deeper.
        shape = 0 if len(have) == len(want) else 1 if shared == len(have) else 2
        return (-shared, shape, gap)

    return sorted((r.id for r in book.rules), key=key)[:n]


def out_of_range(book: Rulebook, rule_id: str) -> bool:
    """True when the manifest lists the ranges the file holds and ``rule_id``'s top number is outside all of them.

    That is how a judge learns that riftbound 375 exists in the real rulebook but not in this document.
    """
    spans = [m for m in (_RANGE.match(r) for r in book.manifest.ranges) if m]
    parts = _parts(normalize(rule_id))
    if not spans or not parts or not parts[0].isdigit():
        return False
    top = _number(parts[0])
    return not any(_number(m.group(1)) <= top <= _number(m.group(2)) for m in spans)
