"""Scenarios loaded against the games this app ships.

The engine knows no game (``judge_app.engine`` never imports ``judge_app.games``); its loaders take the
registry as an argument. This module binds them to :mod:`judge_app.games` for everything above the engine:
the CLIs, the report, the GUI, the benchmarks and the tests.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from judge_app import games
from judge_app.engine import runner
from judge_app.engine.game import GameModule
from judge_app.engine.problems import Problem
from judge_app.engine.runner import Loaded
from judge_app.engine.trace import MappingStatus
from judge_app.engine.yamlio import Document


class _Editions:
    """The rules database's editions (shipped and imported), as the kernel's `runner.Books` asks for them."""

    def editions(self, game_id: str) -> tuple[str, ...]:
        from rulesdb import editions

        return tuple(i.edition for i in editions.list_editions(game_id))

    def flags(self, game_id: str, edition: str) -> Callable[[str], frozenset[str]]:
        from judge_app.engine.ruleflags import flags_of
        from rulesdb import editions

        book = editions.load_edition(game_id, edition)
        return flags_of((r.id, r.flags) for r in book.rules)

    def same_book(self, game_id: str, edition: str, other: str) -> bool:
        from rulesdb import editions

        return (editions.load_edition(game_id, edition).source_sha256
                == editions.load_edition(game_id, other).source_sha256)

    def counterparts(self, game_id: str, implemented: str, target: str) -> Callable[[str], tuple[str | None,
                                                                                                  MappingStatus]]:
        from judge_app.citemap import counterparts

        return counterparts(game_id, implemented, target)


books = _Editions()


def edition_use(game: GameModule, scenario: Any) -> runner.EditionUse:
    """The rule flags and cite map of the edition ``scenario`` names, for a trace built outside the loaders (the GUI
    board edits scenarios in memory); ValueError naming ``meta.edition`` when the edition is unknown or refused."""
    use = runner.edition_use(game, scenario.meta, books)
    if isinstance(use, Problem):
        raise ValueError(f"meta.edition: {use.message}")
    return use


def game_for(data: Any) -> GameModule:
    """The shipped game a scenario's plain data names (:class:`~judge_app.engine.problems.ScenarioError` if none)."""
    return runner.game_for(data, games)


def validate_data(data: Any) -> Loaded:
    return runner.validate_data(data, games, books)


def load_document(doc: Document) -> Loaded:
    return runner.load_document(doc, games, books)


def load_scenario(path: str | os.PathLike[str]) -> Loaded:
    """Read, parse and validate a scenario file; every problem is reported with its line."""
    return runner.load_scenario(path, games, books)


def loads_scenario(text: str, file: str = "<text>") -> Loaded:
    return runner.loads_scenario(text, games, file, books)
