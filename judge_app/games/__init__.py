"""Game registry. Every subpackage of ``judge_app.games`` that defines ``GAME`` (a
:class:`judge_app.engine.game.GameModule`) is a game; dropping a package in registers it.

>>> "eol" in available_games()
True
>>> get_game("eol").name
'传奇回响'
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from judge_app.engine.game import GameModule


@cache
def available_games() -> tuple[str, ...]:
    """Ids of the game packages present, sorted (importing none of them)."""
    return tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg))


@cache
def get_game(game_id: str) -> GameModule:
    if game_id not in available_games():
        raise KeyError(f"unknown game {game_id!r}; available: {', '.join(available_games())}")
    module = importlib.import_module(f"{__name__}.{game_id}")
    game = getattr(module, "GAME", None)
    if not isinstance(game, GameModule):
        raise KeyError(f"judge_app.games.{game_id} defines no GAME")
    return game


def registered_games() -> list[GameModule]:
    """Every game package that loads. One that fails (being written, or broken) is left out so the app still
    starts; the package's own tests and ``tests/test_citations.py`` (which loads each strictly) say why."""
    games = []
    for gid in available_games():
        try:
            games.append(get_game(gid))
        except Exception:
            continue
    return games
