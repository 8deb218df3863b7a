"""Everything the browser reads: the compiled rulebooks and the search backend, loaded off the UI thread.

A book that fails to load is reported by name and left out; the others stay usable. The first run (no cache)
imports the sources and builds the search index, which takes seconds; later runs read both from the cache.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from judge_app.ui.search_adapter import SearchBackend
from rulesdb import editions
from rulesdb.models import Rulebook
from rulesdb.store import load_rulebook

translate = QCoreApplication.translate  # lupdate extracts translate("Context", "text") calls

Progress = Callable[[str, int, int], None]  # message, step, steps



@dataclass
class Library:
    books: dict[str, Rulebook] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)  # game → why it could not be loaded
    search: SearchBackend | None = None
    search_error: str | None = None


def load_library(progress: Progress | None = None) -> Library:
    report = progress or (lambda _m, _i, _n: None)
    lib = Library()
    games = editions.known_games()  # the shipped games and any a user imported under a new id
    steps = len(games) + 1
    for i, game in enumerate(games):
        report(translate("Library", "正在载入规则书 {game}…").format(game=game), i, steps)
        try:
            newest = editions.newest(game)  # the default edition of each game is its newest
            lib.books[game] = load_rulebook(game) if newest.shipped else editions.load_edition(game, newest.edition)
        except Exception as exc:  # a broken book must not take the others down; the message names it
            lib.failures[game] = f"{type(exc).__name__}: {exc}"
    report(translate("Library", "正在准备搜索索引…"), len(games), steps)
    try:
        # The key of the set of books shown (the newest edition of each game) lets a warm start open its index
        # without hashing every book; the CLI's set (the shipped books) has its own index beside it.
        db_hash = None if lib.failures else editions.books_key([editions.newest(g) for g in lib.books])
        lib.search = SearchBackend(lib.books, db_hash)
        lib.search.warm_up()
    except Exception as exc:
        lib.search, lib.search_error = None, f"{type(exc).__name__}: {exc}"
    report(translate("Library", "完成"), steps, steps)
    return lib


class LibraryLoader(QThread):
    """Runs :func:`load_library` on its own thread and hands the result back through a signal."""

    progress = Signal(str, int, int)
    loaded = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def run(self) -> None:
        self.loaded.emit(load_library(self.progress.emit))
