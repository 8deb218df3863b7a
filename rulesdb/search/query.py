"""The query language: scopes, rule numbers, quoted phrases, exclusions, free text.

``mtg: ga: 法术力 "状态检视" -衍生物`` searches two games for 法术力 and the phrase 状态检视, without rules that
mention 衍生物. ``502.9b``, ``mtg 502.9b`` and ``ga:2.2.7`` jump to rules. Anything unusable (empty, only
punctuation, absurdly long) parses to an empty query that matches nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rulesdb.search.analysis import has_content
from rulesdb.search.ids import looks_like_id, rule_number
from rulesdb.search.normalize import norm

GAMES = ("ga", "fftcg", "eol", "riftbound", "mtg")
MAX_QUERY_CHARS = 200  # longer input is a paste accident, not a question; answering it would only be slow

_SCOPE = re.compile(r"^(" + "|".join(GAMES) + r"):(.*)$")
_QUOTED = re.compile(r'"([^"]*)"?')


@dataclass(frozen=True, slots=True)
class Query:
    games: tuple[str, ...] = ()  # empty: every game
    ids: tuple[str, ...] = ()
    text: tuple[str, ...] = ()
    phrases: tuple[str, ...] = ()
    excluded: tuple[str, ...] = ()
    # A query read as nothing but a rule number, as typed: searched as text if no rule has that number (``1v1``).
    typed: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.ids or self.text or self.phrases)

    @property
    def only_ids(self) -> bool:
        return bool(self.ids) and not (self.text or self.phrases)


def parse(raw: str, games: Iterable[str] | None = None) -> Query:
    """Parse a user query; ``games`` (e.g. from a GUI filter) adds to the scopes typed in the query."""
    scopes = [g for g in (games or ()) if g in GAMES]
    if not raw or len(raw) > MAX_QUERY_CHARS:
        return Query(games=tuple(scopes))
    text = norm(raw)
    phrases = [p.strip() for p in _QUOTED.findall(text) if has_content(p)]
    rest = _QUOTED.sub(" ", text).split()

    ids: list[str] = []
    free: list[str] = []
    excluded: list[str] = []
    bare_scopes: list[str] = []
    for token in rest:
        m = _SCOPE.match(token)
        if m:
            scopes.append(m.group(1))
            token = m.group(2)
            if not token:
                continue
        if token in GAMES:
            bare_scopes.append(token)
        elif token.startswith("-") and len(token) > 1 and not token[1].isdigit():
            if has_content(token[1:]):
                excluded.append(token[1:])
        elif looks_like_id(token):
            ids.append(rule_number(token) or token)
            free.append(token.rstrip("."))  # kept in order in case the query turns out to be a sentence
        elif has_content(token):
            free.append(token)
    if bare_scopes and (free or phrases):
        scopes.extend(bare_scopes)  # `mtg 502.9b`: a game name next to something else scopes it
    else:
        free.extend(bare_scopes)  # a lone `ga` is a word (or pinyin), not an empty scoped query
    whole = rule_number(" ".join(free), loose=True) if free and not (phrases or excluded) else None
    if whole is not None:  # `502 9 b`, `420-5g`, `规则 322.1`: the whole query is one number
        return Query(games=tuple(dict.fromkeys(scopes)), ids=(whole,), typed=tuple(free))
    typed: list[str] = []
    if len(free) > len(ids) or phrases:
        # Inside a sentence a bare integer is a quantity ("受到 7 点伤害"); only dotted numbers stay rule jumps.
        free = [t for t in free if not (looks_like_id(t) and "." in t)]
        ids = [i for i in ids if "." in i]
    else:
        typed, free = free, []  # every token is a rule number
    return Query(
        games=tuple(dict.fromkeys(scopes)),
        ids=tuple(dict.fromkeys(ids)),
        text=tuple(free),
        phrases=tuple(phrases),
        excluded=tuple(excluded),
        typed=tuple(typed),
    )
