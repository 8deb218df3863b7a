"""The conformance status of any rule the judge looks at, across the editions that have a table.

Used by the rules browser (badge, status filter) and ``judge conformance list``; it reads the data files only,
never the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar

from judge_app.conformance.table import DATA_DIR, STATUSES, UNCLASSIFIED, Entry, Table, load_path
from judge_app.engine.problems import ScenarioError

FILTERS: tuple[str, ...] = (*STATUSES, UNCLASSIFIED)


class _Hit(Protocol):
    @property
    def game(self) -> str: ...
    @property
    def rule_id(self) -> str: ...
    @property
    def edition(self) -> str: ...


H = TypeVar("H", bound=_Hit)


@dataclass(frozen=True)
class Record:
    game: str
    edition: str
    rule_id: str
    entry: Entry

    @property
    def status(self) -> str:
        return self.entry.status or UNCLASSIFIED


class Statuses:
    """Every table under ``root`` (``<game>/<edition>.yaml``), by game and edition."""

    def __init__(self, tables: Iterable[Table]) -> None:
        self.tables: dict[tuple[str, str], Table] = {(t.game, t.edition): t for t in tables}
        self._shipped: dict[str, str] = {}

    @classmethod
    def load(cls, root: Path = DATA_DIR) -> Statuses:
        """Every data file; a file that cannot be read is left out (the conformance tests name it)."""
        tables = []
        for path in sorted(root.glob("*/*.yaml")):
            try:
                tables.append(load_path(path))
            except (ScenarioError, OSError):  # a damaged table must not stop the browser
                continue
        return cls(tables)

    def table(self, game: str, edition: str | None = None) -> Table | None:
        """``game``'s table for ``edition``; with no edition, the shipped book's (the one with rule constants)."""
        if edition:
            return self.tables.get((game, edition))
        return self.tables.get((game, self.shipped_edition(game)))

    def shipped_edition(self, game: str) -> str:
        if game not in self._shipped:
            from rulesdb.editions import list_editions

            self._shipped[game] = next((i.edition for i in list_editions(game) if i.shipped), "")
        return self._shipped[game]

    def entry(self, game: str, rule_id: str, edition: str | None = None) -> Entry | None:
        table = self.table(game, edition)
        return table.rules.get(rule_id) if table is not None else None

    def status(self, game: str, rule_id: str, edition: str | None = None) -> str | None:
        """The status of a rule record, ``unclassified``, or None (no table, or not a rule record)."""
        table = self.table(game, edition)
        return table.status_of(rule_id) if table is not None else None

    def keep(self, hits: Sequence[H], wanted: Iterable[str]) -> list[H]:
        """The hits whose rule has one of the ``wanted`` statuses (a hit without a status never matches)."""
        allowed = set(wanted)
        return [h for h in hits if self.status(h.game, h.rule_id, h.edition or None) in allowed]

    def records(self, wanted: Iterable[str], games: Iterable[str] | None = None) -> list[Record]:
        """Every record of the shipped tables with one of the ``wanted`` statuses, in rulebook order."""
        allowed, only = set(wanted), set(games) if games else None
        out = []
        for (game, edition), table in self.tables.items():
            if (only is not None and game not in only) or edition != self.shipped_edition(game):
                continue
            out.extend(Record(game, edition, rid, e) for rid, e in table.rules.items()
                       if (e.status or UNCLASSIFIED) in allowed)
        return out
