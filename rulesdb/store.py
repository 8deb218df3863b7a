"""The compiled rules database: the five shipped rulebooks, imported once and cached.

The cache key hashes the source files, their manifests and the importer's own code, so editing either
rebuilds automatically. `load_rulebook` and `load_all` are the API everything else uses."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from rulesdb.fsutil import write_atomic
from rulesdb.importer.pipeline import import_bytes
from rulesdb.models import Manifest, Rulebook
from rulesdb.paths import SOURCES_DIR, cache_dir, seed_dir
from rulesdb.profiles import PROFILES

GAMES = ("ga", "fftcg", "eol", "riftbound", "mtg")
_PACKAGE_DIR = Path(__file__).resolve().parent
_lock = threading.Lock()


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"未知游戏 {self.args[0]!r},可选: {', '.join(GAMES)}"


def manifests() -> dict[str, tuple[Manifest, Path]]:
    """Each shipped source with its manifest, by game id."""
    out: dict[str, tuple[Manifest, Path]] = {}
    for meta in sorted(SOURCES_DIR.glob("*.txt.json")):
        manifest = Manifest.model_validate_json(meta.read_text(encoding="utf-8"))
        source = SOURCES_DIR / manifest.source_file
        out[manifest.game] = (manifest, source)
    return out


@cache
def importer_version() -> str:
    """A hash of the importer's code: a change to any pass or profile invalidates every cache."""
    digest = hashlib.sha256()
    for path in sorted(_PACKAGE_DIR.rglob("*.py")):
        if "search" in path.relative_to(_PACKAGE_DIR).parts:
            continue
        digest.update(path.relative_to(_PACKAGE_DIR).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def compile_rulebook(game: str) -> Rulebook:
    """Import one shipped rulebook from its raw source (no cache)."""
    if game not in PROFILES:
        raise UnknownGame(game)
    manifest, source = _source(game)
    data = source.read_bytes()
    manifest = manifest.model_copy(update={"sha256": hashlib.sha256(data).hexdigest()})
    return import_bytes(data, PROFILES[game](), manifest, importer_version())


def _source(game: str) -> tuple[Manifest, Path]:
    found = manifests().get(game)
    if found is None:
        raise FileNotFoundError(2, f"no manifest for {game!r} in the shipped sources", str(SOURCES_DIR))
    return found


def _cache_key(game: str) -> str:
    manifest, source = _source(game)
    digest = hashlib.sha256(importer_version().encode())
    digest.update(source.read_bytes())
    digest.update(manifest.model_dump_json().encode())
    return digest.hexdigest()[:20]


def _cache_path(game: str) -> Path:
    return cache_dir() / "rules" / f"{game}-{_cache_key(game)}.json"


def _remove_stale(game: str, keep: Path) -> None:
    for old in keep.parent.glob(f"{game}-*.json"):
        if old != keep:
            old.unlink(missing_ok=True)


_loaded: dict[str, Rulebook] = {}


def load_rulebook(game: str, rebuild: bool = False) -> Rulebook:
    """The compiled rulebook for ``game``, from memory, the disk cache, or a fresh import (then cached)."""
    if game not in PROFILES:
        raise UnknownGame(game)
    with _lock:
        if not rebuild and game in _loaded:
            return _loaded[game]
        path = _cache_path(game)
        book = None
        if not rebuild:
            seed = seed_dir()
            # The user's cache first; a bundled read-only seed with the same key stands in for a missing entry.
            found = path if path.exists() or seed is None else seed / "rules" / path.name
            if found.exists():
                try:
                    book = Rulebook.model_validate_json(found.read_bytes())
                except (ValueError, OSError):
                    book = None  # corrupt or unreadable cache: rebuild below
        if book is None:
            book = compile_rulebook(game)
            write_atomic(path, book.model_dump_json(), make_parents=True)
            _remove_stale(game, path)
        _loaded[game] = book
        return book


def load_all(rebuild: bool = False) -> dict[str, Rulebook]:
    return {game: load_rulebook(game, rebuild=rebuild) for game in GAMES}


def books_key(stamps: Iterable[tuple[str, str]]) -> str:
    """Identifies a set of books from ``(game, stamp)`` pairs, a stamp naming one book's content (the search
    index of that set is keyed by it; computing it loads no book)."""
    digest = hashlib.sha256()
    for game, stamp in sorted(stamps):
        digest.update(f"{game}={stamp};".encode())
    return digest.hexdigest()[:20]


def shipped_stamp(game: str) -> str:
    return _cache_key(game)


def database_hash() -> str:
    """Identifies the set of shipped books (what ``rulesdb search`` covers)."""
    return books_key((g, shipped_stamp(g)) for g in GAMES)


def clear_memory() -> None:
    """Forget loaded books (tests; after a rebuild in another process)."""
    with _lock:
        _loaded.clear()
