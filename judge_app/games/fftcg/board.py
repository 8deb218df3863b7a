"""Small queries on an fftcg state: zones, card kinds, sides, names, timestamps."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.games.fftcg.memory import FftcgMemory
from judge_app.games.fftcg.model import LIGHT_DARK, NEW, YES

Obj = GameObject[Any]
State = GameState[Any]


def memory(state: State) -> FftcgMemory:
    """The state's memory, typed: fftcg's scenario model validates ``state.memory`` into an :class:`FftcgMemory`."""
    found = state.memory
    if not isinstance(found, FftcgMemory):
        raise TypeError(f"fftcg state.memory is {type(found).__name__}, not FftcgMemory "
                        "(a state not loaded as fftcg's)")
    return found


def pname(state: State, pid: str) -> str:
    p = state.player(pid)
    return p.name or p.id


def on_field(obj: Obj) -> bool:
    return obj.zone.endswith(".field")


def field(state: State, pid: str | None = None) -> list[Obj]:
    """Cards on the field, ``pid``'s only when given, in board order."""
    if pid is not None:
        return state.in_zone(f"{pid}.field")
    return [o for p in state.players for o in state.in_zone(f"{p.id}.field")]


def is_forward(obj: Obj) -> bool:
    return "forward" in obj.types


def is_backup(obj: Obj) -> bool:
    return "backup" in obj.types


def is_character(obj: Obj) -> bool:
    return any(t in obj.types for t in ("forward", "backup", "monster"))


def is_summon(obj: Obj) -> bool:
    return "summon" in obj.types


def element(obj: Obj) -> str:
    return obj.props.get("element", "")


def light_or_dark(obj: Obj) -> bool:
    return element(obj) in LIGHT_DARK


def generic(obj: Obj) -> bool:
    return obj.props.get("generic") == YES


def damage_count(state: State, pid: str) -> int:
    return len(state.in_zone(f"{pid}.damage"))


def deck(state: State, pid: str) -> list[Obj]:
    return state.in_zone(f"{pid}.deck")


def hand(state: State, pid: str) -> list[Obj]:
    return state.in_zone(f"{pid}.hand")


def dull(obj: Obj) -> bool:
    return "dull" in obj.status


def since_turn_start(obj: Obj) -> bool:
    """Controlled by its controller since the start of this turn (10.1.2.1.1, 11.6.2.2)."""
    return NEW not in obj.status


def timestamp(state: State, obj: Obj) -> int:
    """11.12.4.10: when the card entered its zone; cards already in place at the start keep list order."""
    stamps = memory(state).ts or {}
    if obj.id in stamps:
        return stamps[obj.id]
    return -len(state.objects) + next(i for i, o in enumerate(state.objects) if o is obj)


def fmt_power(value: int | None) -> str:
    return "—" if value is None else str(value)

