"""Variant words the rulebooks themselves use for one thing, per game (data: ``vocabulary.yaml``, ``games``).

Each group lists the forms in normalized (Simplified, lower-case) script; the first is the group's name. At index
time a variant in a rule of that game also yields a game-scoped group token, so a query with any form finds
all of them; a game whose rulebook does not list the word is unaffected. ``docs/search.md`` documents every group
with where the forms occur.
"""

from __future__ import annotations

from rulesdb.search.vocabulary import vocabulary

# Per game, from the `games` section of vocabulary.yaml (docs/search.md lists where each form occurs).
SYNONYMS: dict[str, tuple[tuple[str, ...], ...]] = vocabulary().games


def group_token(game: str, name: str) -> str:
    """The index token standing for a whole synonym group in one game (cannot collide with a real word)."""
    return f"≈{game}:{name}"


def _build_lookup() -> dict[str, dict[str, str]]:
    lookup: dict[str, dict[str, str]] = {}
    for game, groups in SYNONYMS.items():
        table = lookup.setdefault(game, {})
        for group in groups:
            for form in group:
                table[form] = group[0]
    return lookup


_LOOKUP = _build_lookup()


def group_of(game: str, word: str) -> str | None:
    """The group name ``word`` belongs to in ``game``, if any."""
    return _LOOKUP.get(game, {}).get(word)


def groups_for_query(word: str) -> list[tuple[str, str]]:
    """Every (game, group name) whose group contains ``word``."""
    return [(game, table[word]) for game, table in _LOOKUP.items() if word in table]


def variants(game: str, word: str) -> tuple[str, ...]:
    """All forms of ``word``'s group in ``game`` (just ``word`` when it has none)."""
    name = group_of(game, word)
    if name is None:
        return (word,)
    return next(g for g in SYNONYMS[game] if g[0] == name)


def all_forms() -> set[str]:
    """Every variant, so the segmenter keeps each one whole."""
    return {form for groups in SYNONYMS.values() for group in groups for form in group}
