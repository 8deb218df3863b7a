"""The conformance status of any rule the judge looks at, across the editions that have a table.

Used by the rules browser (badge, status filter) and ``judge conformance``; it reads the data files only,
never the engine.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar

from pydantic import ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from judge_app.conformance.table import DATA_DIR, STATUSES, UNCLASSIFIED, Entry, Table
from rulesdb.fsutil import write_atomic
from rulesdb.paths import cache_dir

FILTERS: tuple[str, ...] = (*STATUSES, UNCLASSIFIED)
CACHE_FOLDER = "conformance"  # under rulesdb.paths.cache_dir(): JSON copies of the tables, by content


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
    """Every table under ``root`` (``<game>/<edition>.yaml``), by game and edition, each read when first asked
    for (the browser asks for one game's table when it shows one of its rules)."""

    def __init__(self, tables: Iterable[Table] = (), paths: Iterable[Path] = ()) -> None:
        self._tables: dict[tuple[str, str], Table | None] = {(t.game, t.edition): t for t in tables}
        self._paths: dict[tuple[str, str], Path] = {(p.parent.name, p.stem): p for p in paths}
        self._shipped: dict[str, str] = {}

    @classmethod
    def load(cls, root: Path = DATA_DIR) -> Statuses:
        return cls(paths=sorted(root.glob("*/*.yaml")))

    @property
    def tables(self) -> dict[tuple[str, str], Table]:
        """Every table that can be read, by (game, edition)."""
        keys = dict.fromkeys([*self._tables, *self._paths])
        return {k: t for k in keys if (t := self._get(k)) is not None}

    def _get(self, key: tuple[str, str]) -> Table | None:
        if key not in self._tables:
            path = self._paths.get(key)
            self._tables[key] = _read(path) if path is not None else None
        return self._tables[key]

    def table(self, game: str, edition: str | None = None) -> Table | None:
        """``game``'s table for ``edition``; with no edition, the shipped book's (the one with rule constants)."""
        return self._get((game, edition or self.shipped_edition(game)))

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
        out: list[Record] = []
        for (game, edition), table in self.tables.items():
            if (only is not None and game not in only) or edition != self.shipped_edition(game):
                continue
            out.extend(Record(game, edition, rid, e) for rid, e in table.rules.items()
                       if (e.status or UNCLASSIFIED) in allowed)
        return out


def _read(path: Path) -> Table | None:
    """A data file, from the user's cache when this exact text was read before (a YAML parse of the largest table
    takes a third of a second; the JSON copy a hundredth); None when it cannot be read: a damaged table must not stop
    the browser, and the conformance tests name it with its line."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    cached = cache_dir() / CACHE_FOLDER / f"{path.parent.name}-{path.stem}-{hashlib.sha256(raw).hexdigest()[:16]}.json"
    try:
        return Table.model_validate_json(cached.read_bytes())
    except (OSError, ValidationError):
        pass
    try:
        table = Table.model_validate(YAML(typ="safe", pure=True).load(raw.decode("utf-8")))
    except (YAMLError, ValidationError, UnicodeDecodeError):
        return None
    try:
        for old in cached.parent.glob(f"{path.parent.name}-{path.stem}-*.json"):
            old.unlink()  # an earlier text of the same table
        write_atomic(cached, table.model_dump_json(), make_parents=True)
    except OSError:
        pass  # a read-only cache: read the YAML next time too
    return table
