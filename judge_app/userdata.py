"""The user's own data: bookmarks, recent searches and the rulings log, in one small SQLite file in the user
data directory.

The schema is versioned with ``PRAGMA user_version``: each entry of ``_MIGRATIONS`` upgrades the database by
one version inside a transaction, so later features (the rulings log) add a migration and never touch the old
ones. No Qt here: the CLI and the tests use it too.
"""

from __future__ import annotations

import functools
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from rulesdb.fsutil import cause, cause_kind
from rulesdb.paths import data_dir

P = ParamSpec("P")
T = TypeVar("T")

DB_NAME = "userdata.sqlite3"
RECENT_LIMIT = 50  # older searches are pruned; nobody scrolls further back

_MIGRATIONS: tuple[str, ...] = (
    # 1: bookmarks and recent searches
    """
    CREATE TABLE bookmark (
        cite TEXT PRIMARY KEY,          -- 'game:id'
        label TEXT NOT NULL DEFAULT '', -- breadcrumb shown in the list
        created REAL NOT NULL
    );
    CREATE TABLE recent_search (
        query TEXT PRIMARY KEY,
        used INTEGER NOT NULL           -- a sequence number, not a clock: two searches in one tick stay ordered
    );
    """,
    # 2: the rulings log, one row per exported ruling report, and the rules each one cites
    """
    CREATE TABLE ruling (
        id INTEGER PRIMARY KEY,
        created REAL NOT NULL,          -- when the report was exported (epoch seconds)
        game TEXT NOT NULL,
        scenario TEXT NOT NULL,         -- the scenario's meta.id
        title TEXT NOT NULL,
        question TEXT NOT NULL,
        ruling TEXT NOT NULL,           -- the one-sentence ruling
        note TEXT NOT NULL DEFAULT '',  -- the judge's note on the whole ruling
        file TEXT NOT NULL,             -- the exported report
        format TEXT NOT NULL
    );
    CREATE INDEX ruling_game_created ON ruling(game, created);
    CREATE TABLE ruling_cite (
        ruling INTEGER NOT NULL REFERENCES ruling(id) ON DELETE CASCADE,
        cite TEXT NOT NULL,             -- 'game:id'
        PRIMARY KEY (ruling, cite)
    );
    CREATE INDEX ruling_cite_cite ON ruling_cite(cite);
    """,
)


class UserDataError(RuntimeError):
    """The user database cannot be opened, read or written; the message names the file and the real cause
    (``kind``: a kind of :data:`rulesdb.fsutil.CAUSES`, e.g. ``disk_full``, ``read_only``, ``corrupt``)."""

    def __init__(self, message: str, kind: str | None = None) -> None:
        super().__init__(message)
        self.kind = kind


def _failed(path: Path, doing: str, exc: BaseException) -> UserDataError:
    kind = cause_kind(exc, path)
    return UserDataError(f"{path}: {doing}用户数据库: {cause(exc, path)}", kind)


def _guarded(doing: str) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """A method whose SQLite failures (a full disk, a read-only or locked file) become :class:`UserDataError`."""
    def wrap(method: Callable[P, T]) -> Callable[P, T]:
        @functools.wraps(method)
        def guarded(*args: P.args, **kwargs: P.kwargs) -> T:
            try:
                return method(*args, **kwargs)
            except sqlite3.Error as exc:
                raise _failed(args[0].path, doing, exc) from exc  # type: ignore[attr-defined]
        return guarded
    return wrap


@dataclass(frozen=True, slots=True)
class RulingEntry:
    """One exported ruling as the log keeps it."""

    id: int
    created: float
    game: str
    scenario: str
    title: str
    question: str
    ruling: str
    note: str
    file: str
    format: str
    cites: tuple[str, ...]


def _entry(row: Any) -> RulingEntry:
    """A log row (the ten columns of ``ruling``, then its cites joined by spaces) as a :class:`RulingEntry`."""
    (id_, created, game, scenario, title, question, ruling, note, file, format_), cites = row[:10], row[10]
    return RulingEntry(id_, created, game, scenario, title, question, ruling, note, file, format_,
                       tuple(sorted((cites or "").split())))


@dataclass(frozen=True, slots=True)
class Bookmark:
    cite: str
    label: str
    created: float


class UserData:
    """Bookmarks and recent searches. One connection per instance; cheap to open."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / DB_NAME
        self.saved = True  # False for a copy in memory: nothing is written back (a read-only data folder)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._migrate()
        except (sqlite3.Error, OSError) as exc:
            raise _failed(self.path, "无法打开", exc) from exc

    @classmethod
    def in_memory(cls, copy_of: Path | None = None) -> UserData:
        """A database for this session only, holding what ``copy_of`` holds if it can be read: the data folder
        cannot be written (read-only, full), and the window must still work."""
        self = cls.__new__(cls)
        self.path, self.saved = copy_of or Path(":memory:"), False
        self._db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        if copy_of is not None and copy_of.exists():
            try:
                source = sqlite3.connect(f"{copy_of.as_uri()}?mode=ro", uri=True)
                try:
                    source.backup(self._db)
                finally:
                    source.close()
            except sqlite3.Error:
                pass  # unreadable too: an empty database
        try:
            self._migrate()
        except (UserDataError, sqlite3.Error):  # a copy of a newer or damaged schema: start empty
            self._db.close()
            self._db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
            self._migrate()
        return self

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self) -> None:
        current = self.schema_version
        if current > len(_MIGRATIONS):
            raise UserDataError(f"{self.path}: 用户数据库的格式版本 {current} 比本程序认识的({len(_MIGRATIONS)})新;"
                                "请使用新版程序", "newer")
        for version in range(current, len(_MIGRATIONS)):
            with self._transaction():
                self._run_script(_MIGRATIONS[version])
                self._db.execute(f"PRAGMA user_version = {version + 1}")

    def _run_script(self, script: str) -> None:
        # executescript would commit the open transaction; run statement by statement to stay atomic.
        for statement in script.split(";"):
            if statement.strip():
                self._db.execute(statement)

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._db.close()

    # Bookmarks

    @_guarded("无法写入")
    def add_bookmark(self, cite: str, label: str = "") -> None:
        with self._transaction():
            self._db.execute(
                "INSERT INTO bookmark(cite, label, created) VALUES (?, ?, ?) "
                "ON CONFLICT(cite) DO UPDATE SET label = excluded.label",
                (cite, label, time.time()),
            )

    @_guarded("无法写入")
    def remove_bookmark(self, cite: str) -> None:
        with self._transaction():
            self._db.execute("DELETE FROM bookmark WHERE cite = ?", (cite,))

    @_guarded("无法读取")
    def is_bookmarked(self, cite: str) -> bool:
        return self._db.execute("SELECT 1 FROM bookmark WHERE cite = ?", (cite,)).fetchone() is not None

    @_guarded("无法读取")
    def bookmarks(self) -> list[Bookmark]:
        rows = self._db.execute("SELECT cite, label, created FROM bookmark ORDER BY created DESC, rowid DESC")
        return [Bookmark(*row) for row in rows]

    # Recent searches

    @_guarded("无法写入")
    def add_recent_search(self, query: str) -> None:
        query = query.strip()
        if not query:
            return
        with self._transaction():
            self._db.execute(
                "INSERT INTO recent_search(query, used) "
                "VALUES (?, (SELECT coalesce(max(used), 0) + 1 FROM recent_search)) "
                "ON CONFLICT(query) DO UPDATE SET used = excluded.used",
                (query,),
            )
            self._db.execute(
                "DELETE FROM recent_search WHERE query NOT IN "
                "(SELECT query FROM recent_search ORDER BY used DESC LIMIT ?)",
                (RECENT_LIMIT,),
            )

    @_guarded("无法读取")
    def recent_searches(self, limit: int = 10) -> list[str]:
        rows = self._db.execute("SELECT query FROM recent_search ORDER BY used DESC LIMIT ?", (limit,))
        return [row[0] for row in rows]

    @_guarded("无法写入")
    def clear_recent_searches(self) -> None:
        with self._transaction():
            self._db.execute("DELETE FROM recent_search")

    # Rulings log

    @_guarded("无法写入")
    def add_ruling(self, *, game: str, scenario: str, title: str, question: str, ruling: str, file: str,
                   format: str, cites: list[str], note: str = "", created: float | None = None) -> int:
        """Record an exported ruling; returns its id."""
        with self._transaction():
            cur = self._db.execute(
                "INSERT INTO ruling(created, game, scenario, title, question, ruling, note, file, format) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time() if created is None else created, game, scenario, title, question, ruling, note, file,
                 format),
            )
            rid = int(cur.lastrowid or 0)
            self._db.executemany("INSERT OR IGNORE INTO ruling_cite(ruling, cite) VALUES (?, ?)",
                                 [(rid, c) for c in cites])
        return rid

    @_guarded("无法读取")
    def rulings(self, *, game: str | None = None, since: float | None = None, until: float | None = None,
                cite: str | None = None, text: str | None = None, limit: int = 500) -> list[RulingEntry]:
        """Logged rulings, newest first. ``cite`` matches a cited rule or any rule under it (``eol:2.2`` finds
        ``eol:2.2.3.4``); ``text`` matches title, question, ruling, note, scenario id or file, case-insensitively."""
        where: list[str] = []
        args: list[str | float] = []
        if game:
            where.append("r.game = ?")
            args.append(game)
        if since is not None:
            where.append("r.created >= ?")
            args.append(since)
        if until is not None:
            where.append("r.created < ?")
            args.append(until)
        if cite:
            cite = cite.strip()
            where.append("EXISTS (SELECT 1 FROM ruling_cite c WHERE c.ruling = r.id AND "
                         "(c.cite = ? OR c.cite LIKE ? ESCAPE '\\'))")
            args += [cite, _like_prefix(cite + ".")]
        for word in (text or "").split():
            pattern = "%" + _like_escape(word) + "%"
            where.append("(" + " OR ".join(f"r.{col} LIKE ? ESCAPE '\\'" for col in _TEXT_COLUMNS) + ")")
            args += [pattern] * len(_TEXT_COLUMNS)
        sql = ("SELECT r.id, r.created, r.game, r.scenario, r.title, r.question, r.ruling, r.note, r.file, r.format, "
               "(SELECT group_concat(cite, ' ') FROM ruling_cite c WHERE c.ruling = r.id) FROM ruling r"
               + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY r.created DESC, r.id DESC LIMIT ?")
        rows = self._db.execute(sql, [*args, limit]).fetchall()
        return [_entry(row) for row in rows]

    @_guarded("无法读取")
    def ruling_games(self) -> list[str]:
        return [row[0] for row in self._db.execute("SELECT DISTINCT game FROM ruling ORDER BY game")]

    @_guarded("无法写入")
    def remove_ruling(self, ruling_id: int) -> None:
        with self._transaction():
            self._db.execute("DELETE FROM ruling_cite WHERE ruling = ?", (ruling_id,))
            self._db.execute("DELETE FROM ruling WHERE id = ?", (ruling_id,))


_TEXT_COLUMNS = ("title", "question", "ruling", "note", "scenario", "file")


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _like_prefix(text: str) -> str:
    return _like_escape(text) + "%"
