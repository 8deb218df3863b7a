"""Flags of cited rules, looked up in the rules database, so a trace can say which of its citations
rest on text the importer rebuilt (``reconstructed``): a judge must see that before relying on them.

>>> reconstructed(["ga:1.1.2.1", "ga:1.1.2", "ga:no-such-rule"])
['ga:1.1.2.1']
>>> reconstructed(["eol:2.2.1.1"])
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from rulesdb.models import FLAG_RECONSTRUCTED


@cache
def _flagged(game: str) -> dict[str, frozenset[str]]:
    from rulesdb.store import load_rulebook

    return {r.id: frozenset(r.flags) for r in load_rulebook(game).rules if r.flags}


def rule_flags(cite: str) -> frozenset[str]:
    """The flags of ``game:id`` (empty for an unflagged or unknown rule)."""
    game, _, rule_id = cite.partition(":")
    return _flagged(game).get(rule_id, frozenset())


def flags_of(rules: Iterable[tuple[str, Iterable[str]]]) -> Callable[[str], frozenset[str]]:
    """A flag lookup over one book's ``(id, flags)`` pairs (another edition than the shipped one)."""
    table = {rule_id: frozenset(f) for rule_id, f in rules if f}
    return lambda cite: table.get(cite.partition(":")[2], frozenset())


def reconstructed(cites: Iterable[str], flags: Callable[[str], frozenset[str]] | None = None) -> list[str]:
    """The cites among ``cites`` whose rule text was reconstructed by the importer, in order; ``flags`` looks
    them up in the scenario's edition (default: the shipped book)."""
    lookup = flags or rule_flags
    return [c for c in cites if FLAG_RECONSTRUCTED in lookup(c)]
