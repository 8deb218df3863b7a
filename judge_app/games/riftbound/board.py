"""Queries on a riftbound state and its typed memory (memory.py): ``memory(state)`` and the records read from it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound.memory import Battlefield, Combat, LayerEffect, Mode, RiftboundMemory, Showdown
from judge_app.games.riftbound.model import BATTLEFIELDS, ZONES

Obj = GameObject[Any]
State = GameState[Any]


def pname(state: State, pid: str | None) -> str:
    if pid is None:
        return "无人"
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


def bf_name(state: State, bf_id: str) -> str:
    card = next((o for o in state.in_zone(bf_id) if "battlefield" in o.types), None)
    return f"战场{bf_id[2:]}" + (f"「{card.name}」" if card and card.name else "")


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


def place_name(state: State, zone: str) -> str:
    """A zone as the judge reads it: a battlefield's name, or whose zone it is by the zone's own name."""
    if is_battlefield(zone):
        return bf_name(state, zone)
    owner, dot, key = zone.partition(".")
    spec = next((z for z in ZONES if z.key == (key if dot else zone)), None)
    name = spec.name if spec is not None else zone
    return f"{pname(state, owner)}的{name}" if dot and owner in {p.id for p in state.players} else name


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


def turn_state_name(state: State) -> str:
    return ("法术对决" if showdown(state) else "普通") + ("闭环" if closed(state) else "开环")


def describe_unit(state: State, o: Obj) -> str:
    from judge_app.games.riftbound.layers import characteristics

    c = characteristics(state, o)
    bits = [f"战力{c.might}"]
    if o.damage:
        bits.append(f"伤害{o.damage}")
    bits += [s for s in ("休眠" if "exhausted" in o.status else "",) if s]
    return f"{o.label}[{'/'.join(bits)}]"
