"""Rulebook editions: the shipped book of each game plus the editions a user imported, kept in the data dir.

``rulesdb import PATH --game G --edition E`` compiles the file and stores it; ``show``, ``list``, ``search``,
``export``, ``diff``, the browser and the engine open it with :func:`load_edition`. The default edition of a game
is its newest (effective date, then import order); the engine keeps the shipped edition its game module was
written against unless a scenario's ``meta.edition`` names another.

On disk (``<data dir>/editions/<game>/<edition>/``): ``source`` (the file's bytes as given), ``book.json`` (the
compiled rulebook) and ``meta.json`` (what :func:`list_editions` reads). Every file is written with
`rulesdb.fsutil.write_atomic` into a work folder that is renamed into place once complete, so an edition is either
the old one or the new one, never a mix, and a cut-off import leaves none. ``meta.json`` carries the store
format and the importer version: a book compiled by another importer is recompiled from its stored source on load.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import shutil
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from rulesdb.external import (
    NotARulebook,
    decode_rulebook,
    detect_effective_date,
    import_rulebook_text,
    read_rulebook,
)
from rulesdb.fsutil import write_atomic
from rulesdb.importer.pipeline import import_text
from rulesdb.models import Rulebook
from rulesdb.paths import data_dir
from rulesdb.profiles import PROFILES
from rulesdb.store import GAMES, UnknownGame, importer_version, load_rulebook, manifests, shipped_stamp
from rulesdb.store import books_key as store_books_key

STORE_FORMAT = 1
GENERIC = "generic"
_EDITION_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$")
_GAME_ID = re.compile(r"^[a-z][a-z0-9_\-]{0,31}$")


class EditionError(Exception):
    """A user-facing problem with an edition (unknown, bad id, clash with the shipped one)."""


class StoreError(OSError):
    """An edition could not be saved in the data folder (full disk, read-only, another import holding it); the
    edition stored before, if any, is intact and no work folder is left."""


STORE_WAIT_SECONDS = 30.0  # how long an import waits for another one saving the same game


@dataclass(frozen=True)
class EditionInfo:
    game: str
    edition: str
    title: str
    short_title: str
    effective_date: str | None
    language: str
    profile: str
    source_file: str
    shipped: bool
    imported_at: str = ""
    rules: int = 0
    glossary: int = 0
    open_findings: int = 0
    importer_version: str = ""
    format: int = STORE_FORMAT

    @property
    def label(self) -> str:
        """``mtg:2022-04-29``, as `rulesdb diff` and the browser's picker name it."""
        return f"{self.game}:{self.edition}"


def editions_dir() -> Path:
    return data_dir() / "editions"


def _edition_path(game: str, edition: str) -> Path:
    return editions_dir() / game / edition


def _shipped_info(game: str) -> EditionInfo:
    manifest, source = manifests()[game]
    return EditionInfo(
        game=game,
        edition=manifest.edition,
        title=manifest.title,
        short_title=manifest.short_title,
        effective_date=manifest.effective_date,
        language=manifest.language,
        profile=game,
        source_file=source.name,
        shipped=True,
    )


def _stored_infos(game: str | None = None) -> list[EditionInfo]:
    root = editions_dir()
    if not root.is_dir():
        return []
    out = []
    for meta in sorted(root.glob(f"{game or '*'}/*/meta.json")):
        if meta.parent.name.startswith("."):
            continue  # an import or a replacement under way
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            out.append(EditionInfo(**{k: v for k, v in data.items() if k in EditionInfo.__dataclass_fields__}))
        except (OSError, ValueError, TypeError):
            continue  # a damaged entry is skipped, never fatal: the others and the shipped books stay usable
    return out


def _newest_key(info: EditionInfo) -> tuple[str, int, str]:
    return (info.effective_date or "", 0 if info.shipped else 1, info.imported_at)


def list_editions(game: str | None = None) -> list[EditionInfo]:
    """Every edition (shipped and imported) of ``game`` or of every game, oldest first within a game."""
    games = [game] if game else sorted(set(GAMES) | {i.game for i in _stored_infos()}, key=_game_order)
    out: list[EditionInfo] = []
    for g in games:
        infos = ([_shipped_info(g)] if g in GAMES else []) + _stored_infos(g)
        out.extend(sorted(infos, key=_newest_key))
    return out


def _game_order(game: str) -> tuple[int, str]:
    return (GAMES.index(game) if game in GAMES else len(GAMES), game)


def known_games() -> list[str]:
    return sorted(set(GAMES) | {i.game for i in _stored_infos()}, key=_game_order)


def newest(game: str) -> EditionInfo:
    infos = list_editions(game)
    if not infos:
        raise UnknownGame(game)
    return infos[-1]


def stamp(info: EditionInfo) -> str:
    """What identifies the content of one edition: the shipped book's cache key, or when and by which importer
    an imported one was stored."""
    if info.shipped:
        return shipped_stamp(info.game)
    return f"{info.edition}@{info.imported_at}@{info.importer_version}"


def books_key(infos: list[EditionInfo]) -> str:
    """The key of the search index over these editions (one per game), computed without loading them."""
    return store_books_key((i.game, stamp(i)) for i in infos)


def newest_key() -> str:
    """The key of the search index over the newest edition of every game (what the browser searches)."""
    return books_key([newest(g) for g in known_games()])


def find(game: str, edition: str | None = None) -> EditionInfo:
    """The edition ``edition`` of ``game`` (None: the newest). Raises `UnknownGame` or `EditionError`."""
    infos = list_editions(game)
    if not infos:
        raise UnknownGame(game)
    if edition is None:
        return infos[-1]
    for info in infos:
        if info.edition == edition:
            return info
    raise EditionError(f"{game} 没有版本 {edition!r};已有版本: {', '.join(i.edition for i in infos)}")


_loaded: dict[tuple[str, str, str], Rulebook] = {}


def load_edition(game: str, edition: str | None = None) -> Rulebook:
    """The compiled book of one edition (None: the newest). Shipped editions come from `rulesdb.store`."""
    info = find(game, edition)
    if info.shipped:
        return load_rulebook(game)
    key = (info.game, info.edition, info.imported_at)
    if key in _loaded:
        return _loaded[key]
    folder = _edition_path(info.game, info.edition)
    book: Rulebook | None = None
    if info.importer_version == importer_version() and info.format == STORE_FORMAT:
        try:
            book = Rulebook.model_validate_json((folder / "book.json").read_bytes())
        except (OSError, ValueError):
            book = None
    if book is None:  # compiled by another importer, or damaged: rebuild from the stored source
        book = compile_bytes((folder / "source").read_bytes(), info.game, info.edition, info.profile, info.source_file)
        _store(book, (folder / "source").read_bytes(), info.profile, info.imported_at)
    _loaded[key] = book
    return book


def load_books(selection: dict[str, str | None] | None = None) -> dict[str, Rulebook]:
    """One book per game: the edition named in ``selection`` (game → edition), else the newest."""
    selection = selection or {}
    return {g: load_edition(g, selection.get(g)) for g in known_games()}


def as_game(book: Rulebook, game: str) -> Rulebook:
    """``book`` under another game id, so a second edition of one game can sit in the same search index (its
    hits cite ``game:id``; the caller maps ``game`` back)."""
    return Rulebook(
        manifest=book.manifest.model_copy(update={"game": game}),
        rules=[r.model_copy(update={"game": game}) for r in book.rules],
        glossary=[g.model_copy(update={"game": game}) for g in book.glossary],
        findings=book.findings,
        importer_version=book.importer_version,
    )


# --- import ---------------------------------------------------------------------------------------------------


def choose_profile(text: str, game: str) -> str:
    """The shipped profile of ``game``'s family when the text is laid out like its shipped source (the profile's
    body marker is found, or the profile has none and reads the whole file), else the generic
    Comprehensive-Rules profile."""
    if game in PROFILES:
        profile = PROFILES[game]()
        marker = profile.body_start
        if marker is None or any(marker.search(line.strip()) for line in text.splitlines()):
            return game
    return GENERIC


def compile_bytes(data: bytes, game: str, edition: str, profile: str | None = None, source_file: str = "") -> Rulebook:
    """Compile one edition without storing it. ``profile``: a shipped game's id, ``generic`` or None (detect)."""
    text = decode_rulebook(data)
    chosen = profile or choose_profile(text, game)
    if chosen == GENERIC:
        book = import_rulebook_text(text, game, edition, source_file=source_file)
    elif chosen in PROFILES:
        book = _import_with_family_profile(text, game, edition, chosen, source_file)
    else:
        raise EditionError(f"未知的导入配置 {chosen!r};可选: {', '.join([*PROFILES, GENERIC])}")
    date = detect_effective_date(text)
    updates: dict[str, object] = {"notes": [*book.manifest.notes, f"profile: {chosen}"]}
    if date:
        updates["effective_date"] = date
    book.manifest = book.manifest.model_copy(update=updates)
    book.importer_version = importer_version()
    return book


def _import_with_family_profile(text: str, game: str, edition: str, family: str, source_file: str) -> Rulebook:
    shipped, _ = manifests()[family]
    short = shipped.short_title if edition in shipped.short_title else f"{shipped.short_title} [{edition}]"
    manifest = shipped.model_copy(
        update={
            "game": game,
            "edition": edition,
            "short_title": short,
            "effective_date": None,
            "source_file": source_file,
            "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
            "origin": f"imported with rulesdb import (profile {family})",
        }
    )
    profile = PROFILES[family]()
    profile.game = game
    book = import_text(text, profile, manifest, importer_version())
    if not book.rules:
        raise NotARulebook(f"has no rules the {family} profile can read")
    return book


def check_ids(game: str, edition: str) -> None:
    """Refuse (`EditionError`) a game or edition id that cannot name an edition: it becomes a folder name."""
    if not _GAME_ID.match(game):
        raise EditionError(f"游戏 id {_quoted(game)}: 只能用小写字母、数字、- 或 _,至多 32 个字符(例如 mtg)")
    if not _EDITION_ID.match(edition):
        raise EditionError(f"版本 id {_quoted(edition)}: 只能用字母、数字、'.'、'-' 或 '_',至多 64 个字符"
                           "(例如 2022-04-29)")


def _quoted(text: str) -> str:
    return repr(text) if len(text) <= 40 else f"{text[:40]!r}…({len(text):,} 个字符)"


def import_edition(path: Path, game: str, edition: str, profile: str | None = None) -> tuple[Rulebook, bool]:
    """Compile ``path`` and store it as ``game:edition``; returns the book and whether an edition was replaced."""
    check_ids(game, edition)
    if game in GAMES and edition == _shipped_info(game).edition:
        raise EditionError(f"{game}:{edition} 是随附的版本;请给新导入的版本另起一个 id")
    data = read_rulebook(Path(path))
    book = compile_bytes(data, game, edition, profile, Path(path).name)
    chosen = next((n.removeprefix("profile: ") for n in book.manifest.notes if n.startswith("profile: ")), GENERIC)
    replaced = (_edition_path(game, edition) / "meta.json").exists()
    _store(book, data, chosen, datetime.now(UTC).isoformat(timespec="seconds"))
    return book, replaced


def _store(book: Rulebook, source: bytes, profile: str, imported_at: str) -> None:
    """Write the edition into a fresh folder beside its place, then swap it in: a reader sees the old edition
    or the new one, never a mix (the dot-prefixed work folders are no edition: ids start with a letter or digit).
    One import of a game saves at a time (a lock file per game). Any failure removes the work folder, puts the
    old edition back if it was moved, and raises :class:`StoreError` saying why."""
    final = _edition_path(book.game, book.manifest.edition)
    folder = final.parent / f".new-{final.name}-{os.getpid()}"
    old = final.parent / f".old-{final.name}-{os.getpid()}"
    try:
        final.parent.mkdir(parents=True, exist_ok=True)  # the app's own data folder: made on demand
        with _GameLock(book.game):
            try:
                _write_edition(book, source, profile, imported_at, folder, final, old)
            except BaseException:
                if old.exists() and not final.exists():
                    os.replace(old, final)  # the swap was cut short: the old edition goes back
                raise
            finally:
                shutil.rmtree(folder, ignore_errors=True)
                shutil.rmtree(old, ignore_errors=True)
    except OSError as exc:
        raise StoreError(exc.errno, exc.strerror or str(exc), str(final)) from exc
    _loaded.clear()


class _GameLock:
    """The lock one import holds while it saves an edition of ``game`` (a file beside the games' folders)."""

    def __init__(self, game: str) -> None:
        from whoosh.util.filelock import FileLock

        self._lock = FileLock(str(editions_dir() / f".{game}.lock"))

    def __enter__(self) -> None:
        deadline = time.monotonic() + STORE_WAIT_SECONDS
        while not self._lock.acquire(blocking=False):
            if time.monotonic() > deadline:
                raise OSError(errno.EBUSY, "another import is saving this game")
            time.sleep(0.05)

    def __exit__(self, *exc: object) -> None:
        self._lock.release()


def _write_edition(book: Rulebook, source: bytes, profile: str, imported_at: str, folder: Path, final: Path,
                   old: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    write_atomic(folder / "source", source)
    write_atomic(folder / "book.json", book.model_dump_json())
    m = book.manifest
    info = EditionInfo(
        game=book.game,
        edition=m.edition,
        title=m.title,
        short_title=m.short_title,
        effective_date=m.effective_date,
        language=m.language,
        profile=profile,
        source_file=m.source_file,
        shipped=False,
        imported_at=imported_at,
        rules=len(book.rules),
        glossary=len(book.glossary),
        open_findings=sum(f.status == "open" for f in book.findings),
        importer_version=book.importer_version,
    )
    write_atomic(folder / "meta.json", json.dumps(asdict(info), ensure_ascii=False, indent=1))
    if final.exists():
        shutil.rmtree(old, ignore_errors=True)
        os.replace(final, old)
    os.replace(folder, final)


def remove_edition(game: str, edition: str) -> None:
    info = find(game, edition)
    if info.shipped:
        raise EditionError(f"{info.label} 是随附的版本,不能删除")
    folder = _edition_path(game, edition)
    # meta.json first: from that moment the edition is gone for every reader, whatever happens to the rest.
    (folder / "meta.json").unlink(missing_ok=True)
    shutil.rmtree(folder, ignore_errors=True)
    if folder.parent.is_dir() and not any(folder.parent.iterdir()):
        folder.parent.rmdir()
    _loaded.clear()
