"""Queries on a riftbound state and its typed memory (memory.py): ``memory(state)`` and the records read from it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound.memory import Battlefield, Combat, LayerEffect, Mode, RiftboundMemory, Showdown
from judge_app.games.riftbound.model import BATTLEFIELDS

Obj = GameObject[Any]
State = GameState[Any]


@overload
def pname(state: State, pid: str) -> str: ...
@overload
def pname(state: State, pid: str | None) -> str | Text: ...
def pname(state: State, pid: str | None) -> str | Text:
    """A player's name as the scenario wrote it; no player is “no one”."""
    if pid is None:
        return M.NO_ONE()
    p = state.player(pid)
    return p.name or p.id


def memory(state: State) -> RiftboundMemory:
    """The state's memory, typed: riftbound's scenario model validates ``state.memory`` into a
    :class:`RiftboundMemory`."""
    found = state.memory
    if not isinstance(found, RiftboundMemory):
        raise TypeError(f"riftbound state.memory is {type(found).__name__}, not RiftboundMemory "
                        "(a state not loaded as riftbound's)")
    return found


def mode(state: State) -> Mode:
    found = memory(state).mode
    if found is None:  # validate.py refuses a scenario without one (456)
        raise ValueError("riftbound state.memory has no mode")
    return found


def bf_ids(state: State) -> list[str]:
    """The battlefields in this game, in board order."""
    return [b for b in BATTLEFIELDS if b in memory(state).battlefields]


def bf(state: State, bf_id: str) -> Battlefield:
    return memory(state).battlefields[bf_id]


def bf_name(state: State, bf_id: str) -> Text:
    card = next((o for o in state.in_zone(bf_id) if "battlefield" in o.types), None)
    if card and card.name:
        return M.BATTLEFIELD_NAMED(n=bf_id[2:], name=card.name)
    return M.BATTLEFIELD(n=bf_id[2:])


def set_bf(t: Table, bf_id: str, **changes: Any) -> None:
    """A new record for one battlefield (recorded as a change of ``memory.battlefields``)."""
    mem = memory(t.state)
    record = Battlefield.model_validate({**mem.battlefields[bf_id].model_dump(), **changes})
    mem.battlefields = {**mem.battlefields, bf_id: record}


def is_unit(o: Obj) -> bool:
    return "unit" in o.types


def is_gear(o: Obj) -> bool:
    return "gear" in o.types


def is_battlefield(zone: str) -> bool:
    return zone in BATTLEFIELDS


def on_board(zone: str) -> bool:
    """场地 (319.5: objects enter or leave it): the bases and the battlefields; hand, decks, runes, trash and
    the chain (327: 非【场地】区域) are not."""
    return is_battlefield(zone) or zone.endswith(".base")


def place_name(state: State, zone: str) -> Text | str:
    """A zone as the judge reads it: a battlefield's name, or whose zone it is by the zone's own name (an unknown
    zone by its id)."""
    if is_battlefield(zone):
        return bf_name(state, zone)
    owner, dot, key = zone.partition(".")
    name: Text | str = M.ZONE_NAMES[key if dot else zone]() if (key if dot else zone) in M.ZONE_NAMES else zone
    return M.ZONE_OF(who=pname(state, owner), zone=name) if dot and owner in {p.id for p in state.players} else name


def units_at(state: State, zone: str, player: str | None = None) -> list[Obj]:
    return [o for o in state.in_zone(zone) if is_unit(o) and (player is None or o.controller == player)]


def players_with_units(state: State, zone: str) -> list[str]:
    """Controllers of units at ``zone``, in turn order."""
    present = {o.controller for o in units_at(state, zone)}
    return [p.id for p in state.players if p.id in present]


def team_of(state: State, pid: str) -> set[str]:
    for team in mode(state).teams:
        if pid in team:
            return set(team)
    return {pid}


def enemies(state: State, a: str, b: str) -> bool:
    return b not in team_of(state, a)


def hostile_pairs(state: State, zone: str) -> list[str]:
    """The players at ``zone`` whose units face an enemy's units there (the players of a combat)."""
    here = players_with_units(state, zone)
    return [p for p in here if any(enemies(state, p, q) for q in here)]


def turn_order(state: State) -> list[str]:
    return [p.id for p in state.players]


def next_player(state: State, pid: str) -> str:
    order = turn_order(state)
    return order[(order.index(pid) + 1) % len(order)]


def priority(state: State) -> str | None:
    """Who holds priority; a fresh position in the action phase, neutral and open, gives it to the turn
    player (312.2.a) even before ``start`` has written it down (the board editor asks such states)."""
    mem = memory(state)
    if mem.priority is None and state.phase == "action" and not state.stack and mem.showdown is None:
        return state.active_player
    return mem.priority


def focus(state: State) -> str | None:
    return memory(state).focus


def showdown(state: State) -> Showdown | None:
    return memory(state).showdown


def combat(state: State) -> Combat | None:
    return memory(state).combat


def effects(state: State) -> Sequence[LayerEffect]:
    return memory(state).effects


def scored(state: State, pid: str) -> list[str]:
    return list(memory(state).scored.get(pid, ()))


def round_completed(state: State, pid: str) -> bool:
    """Whether ``pid`` passing now completes the round of passes (every player passed in succession: 335.1 on a
    chain, 344.3 in a showdown), as the kernel's ``pass_priority`` counts it."""
    return {p.id for p in state.players} <= {*memory(state).passed, pid}


def closed(state: State) -> bool:
    """闭环 (309.1): a chain exists."""
    return bool(state.stack)


def turn_state_name(state: State) -> Text:
    if showdown(state):
        return (M.SHOWDOWN_CLOSED_STATE if closed(state) else M.SHOWDOWN_OPEN_STATE)()
    return (M.NEUTRAL_CLOSED_STATE if closed(state) else M.NEUTRAL_OPEN_STATE)()


def describe_unit(state: State, o: Obj) -> Text:
    from judge_app.games.riftbound.layers import characteristics

    c = characteristics(state, o)
    bits = M.MIGHT_BIT(might=c.might)
    if o.damage:
        bits = M.SLASH(a=bits, b=M.DAMAGE_BIT(damage=o.damage))
    if "exhausted" in o.status:
        bits = M.SLASH(a=bits, b=M.EXHAUSTED_BIT())
    return M.UNIT_DESCRIBED(card=o.label, bits=bits)
