"""The champion and its level: the queries static abilities need for their level gates (2.4.4.4.1.1).

Kept below ``board`` and ``statics`` so that computed power/life (``board``, which reads static abilities) and
the level gates of those abilities (``statics``, which read the level) do not import each other."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState

Obj = GameObject[Any]
State = GameState[Any]


def field(state: State, pid: str | None = None) -> list[Obj]:
    objs = state.in_zone("field")
    return objs if pid is None else [o for o in objs if o.controller == pid]


def is_(obj: Obj, kind: str) -> bool:
    return kind in obj.types


def champions(state: State, pid: str) -> list[Obj]:
    return [o for o in field(state, pid) if is_(o, "champion")]


def champion(state: State, pid: str) -> Obj | None:
    return next(iter(champions(state, pid)), None)


def modifiers(obj: Obj, stat: str) -> int:
    return obj.modified(stat)


def printed_level(obj: Obj) -> int:
    return obj.stats.get("level", 0)


def level(state: State, pid: str) -> int:
    """The champion's level with every modification: level counters (2.11.6.5.1) and effects (2.4.4.4.1.1)."""
    top = champion(state, pid)
    if top is None:
        return 0
    return printed_level(top) + top.counters.get("level", 0) + modifiers(top, "level")
