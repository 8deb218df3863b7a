"""Small queries on an eol state: heroes, minion rows, sides, names."""

from __future__ import annotations

from functools import reduce
from typing import Any

from judge_app.engine.messages import Arg, Text
from judge_app.engine.state import GameObject, GameState
from judge_app.games.eol import messages as M
from judge_app.games.eol.memory import EolMemory
from judge_app.games.eol.model import AWAKE, MINION_SLOTS

Obj = GameObject[Any]
State = GameState[Any]


def memory(state: State) -> EolMemory:
    """The state's memory, typed: eol's scenario model validates ``state.memory`` into an :class:`EolMemory`."""
    found = state.memory
    if not isinstance(found, EolMemory):
        raise TypeError(f"eol state.memory is {type(found).__name__}, not EolMemory (a state not loaded as eol's)")
    return found


def pname(state: State, pid: str) -> str:
    p = state.player(pid)
    return p.name or p.id


def hero(state: State, pid: str) -> Obj | None:
    return next(iter(state.in_zone(f"{pid}.hero")), None)


def minions(state: State, pid: str) -> list[Obj]:
    return state.in_zone(f"{pid}.minions")


def free_slots(state: State, pid: str) -> list[int]:
    used = {o.slot for o in minions(state, pid)}
    return [s for s in range(1, MINION_SLOTS + 1) if s not in used]


def side_of(obj: Obj) -> str:
    """The player whose side of the board the object is on (its controller)."""
    return obj.controller


def is_minion(obj: Obj) -> bool:
    return "minion" in obj.types


def is_hero(obj: Obj) -> bool:
    return "hero" in obj.types


def on_board(obj: Obj) -> bool:
    return obj.zone.endswith(".minions") or obj.zone.endswith(".hero")


def awake(obj: Obj) -> bool:
    return AWAKE in obj.status


def element(obj: Obj) -> str:
    return obj.props.get("element", "")


def element_name(obj: Obj) -> str | Text:
    """The card's element as a step says it (the rulebook's five elements are words of the catalog)."""
    found = element(obj)
    return M.ELEMENTS[found]() if found in M.ELEMENTS else found


def first_turn_of_first_player(state: State) -> bool:
    """``turn`` counts both players' turns, so turn 1 is the first player's first turn."""
    return state.turn == 1 and state.active_player == state.first_player


def describe_obj(obj: Obj) -> str | Text:
    """A card in the final position: ``name(id)[awake/attack 3+1/火]``."""
    bits: list[Arg] = []
    if is_minion(obj):
        bits.append(M.AWAKE() if awake(obj) else M.ASLEEP())
        if "attack" in obj.stats:
            mod = obj.modified("attack")
            bits.append(M.ATTACK_BIT(attack=obj.stats["attack"], mod=f"{mod:+d}" if mod else ""))
    if element(obj):
        bits.append(element_name(obj))
    if not bits:
        return obj.label
    return M.DESCRIBED(card=obj.label, bits=reduce(lambda a, b: M.SLASH(a=a, b=b), bits))
