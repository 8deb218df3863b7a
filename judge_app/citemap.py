"""Where a rule of one edition stands in another: the counterpart of each cite when a judge asks to trace under an
edition the game does not implement (``meta.map_to_edition``, issue 28).

The alignment is `rulesdb diff`'s (rules matched by content, then by number): a rule is ``same`` (same number,
same text), ``renumbered`` (another number, same text up to renumbered references), ``changed`` (its text
changed) or ``none`` (no counterpart). The engine never quotes the target book under the implemented book's
numbers: the counterpart is shown as a pointer beside the cite.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from judge_app.engine.trace import MappingStatus


def counterparts(game: str, implemented: str, target: str) -> Callable[[str], tuple[str | None, MappingStatus]]:
    table = _table(game, implemented, target, _sha(game, implemented), _sha(game, target))

    def counterpart(rule_id: str) -> tuple[str | None, MappingStatus]:
        return table.get(rule_id, (rule_id, "same"))

    return counterpart


def _sha(game: str, edition: str) -> str:
    from rulesdb import editions

    return editions.load_edition(game, edition).source_sha256


@lru_cache(maxsize=8)
def _table(game: str, implemented: str, target: str, _sha_a: str, _sha_b: str) -> dict[str, tuple[str | None,
                                                                                                    MappingStatus]]:
    """Every rule of ``implemented`` that is not the same rule under the same number in ``target``. Keyed by the
    books' hashes too, so a re-imported edition is aligned again."""
    from rulesdb import editions
    from rulesdb.diff import diff_books

    old, new = editions.load_edition(game, implemented), editions.load_edition(game, target)
    d = diff_books(old, new)
    out: dict[str, tuple[str | None, MappingStatus]] = {}
    for e in d.entries:
        if e.old is None:
            continue  # added in the target: no cite of the implemented book points there
        if e.kind == "removed" or e.new is None:
            out[e.old] = (None, "none")
        elif e.text_changed:
            out[e.old] = (e.new, "changed")
        elif e.old != e.new:
            out[e.old] = (e.new, "renumbered")
    for rule in old.rules:  # a rule the alignment left out of its entries is unchanged; one missing in target is not
        if rule.id not in out and new.get(rule.id) is None:
            out[rule.id] = (None, "none")
    return out
