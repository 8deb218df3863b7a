"""Queries on a ga state: its typed memory, champions, levels, elements, computed power/life, names."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.games.ga.levels import champion, champions, field, is_, level, modifiers
from judge_app.games.ga.memory import GaMemory
from judge_app.games.ga.model import NORM, RESTED, UNITS
from judge_app.games.ga.statics import static_effects

Obj = GameObject[Any]
State = GameState[Any]


def memory(state: State) -> GaMemory:
    """The state's memory, typed: ga's scenario model validates ``state.memory`` into a :class:`GaMemory`."""
    found = state.memory
    if not isinstance(found, GaMemory):
        raise TypeError(f"ga state.memory is {type(found).__name__}, not GaMemory (a state not loaded as ga's)")
    return found


def pname(state: State, pid: str) -> str:
    p = state.player(pid)
    return p.name or p.id


def label(state: State, oid: str) -> str:
    o = state.find(oid)
    return o.label if o else oid


def on_field(obj: Obj) -> bool:
    return obj.zone == "field"


def is_unit(obj: Obj) -> bool:
    return any(t in obj.types for t in UNITS)


def lineage(state: State, pid: str) -> list[Obj]:
    """The champion cards of the lineage: the ones below, then the top one on the field (1.7.1.4.4)."""
    top = champion(state, pid)
    return state.in_zone(f"{pid}.lineage") + ([top] if top else [])


def rested(obj: Obj) -> bool:
    return RESTED in obj.status


def element(obj: Obj) -> str:
    return obj.props.get("element", NORM)


def static_stat_bonus(state: State, obj: Obj, stat: str) -> int:
    """Static ``modify_stat`` abilities on the field that apply to ``obj`` (their level gates met)."""
    total = 0
    for src, eff in static_effects(state, "modify_stat"):
        if eff.stat == stat and obj in selected(state, src, eff.target):
            total += eff.delta
    return total


def power(state: State, obj: Obj) -> int | None:
    """Printed power + effects, then buff counters (2.11.6.1.3); None if the object has no power (2.11.6.1.2)."""
    if "power" not in obj.stats:
        return None
    return obj.stats["power"] + modifiers(obj, "power") + static_stat_bonus(state, obj, "power") \
        + obj.counters.get("buff", 0)


def life(state: State, obj: Obj) -> int | None:
    if "life" not in obj.stats:
        return None
    return obj.stats["life"] + modifiers(obj, "life") + static_stat_bonus(state, obj, "life") \
        + obj.counters.get("buff", 0)


def enabled_elements(state: State, pid: str) -> list[str]:
    """范式 always (1.6.6.3), plus every element in the lineage (1.6.6.4, 1.7.1.4.4.3, 1.7.1.9.1)."""
    out = [NORM]
    for c in lineage(state, pid):
        if element(c) not in out:
            out.append(element(c))
    return out


def selected(state: State, source: Obj, target: str, chosen: list[str] | None = None) -> list[Obj]:
    """The objects a target selector names, relative to ``source``'s controller."""
    me = source.controller
    opp = state.opponent(me)
    match target:
        case "self":
            return [source]
        case "chosen":
            return [o for oid in (chosen or []) if (o := state.find(oid)) is not None]
        case "own_champion":
            return champions(state, me)
        case "enemy_champion":
            return champions(state, opp)
        case "all_champions":
            return [o for o in field(state) if is_(o, "champion")]
        case "all_allies" | "all_minions":
            return [o for o in field(state) if is_(o, "ally")]
        case "all_own_units" | "all_own_minions":
            return [o for o in field(state, me) if is_unit(o)]
        case "all_enemy_minions":
            return [o for o in field(state, opp) if is_unit(o)]
        case "own_hero":
            return champions(state, me)
        case "enemy_hero":
            return champions(state, opp)
    found = state.find(target)
    return [found] if found is not None else []


def describe_obj(state: State, obj: Obj) -> str:
    bits = []
    if is_(obj, "champion"):
        bits.append(f"Lv{level(state, obj.controller)}")
    if (p := power(state, obj)) is not None:
        bits.append(f"力{p}")
    if (h := life(state, obj)) is not None:
        bits.append(f"命{h}")
    if obj.damage:
        bits.append(f"傷{obj.damage}")
    if "durability" in obj.counters:
        bits.append(f"耐{obj.counters['durability']}")
    if rested(obj):
        bits.append("橫置")
    return f"{obj.label}[{'/'.join(bits)}]" if bits else obj.label


def may(ab: Any) -> bool:
    """A triggered ability its controller may decline (2.4.2.1's exception, 2.11.7.12.2): the scenario's
    ``optional`` when written, else the card text's 可以 -- not the kernel default, which makes every one "may"."""
    if "optional" in ab.model_fields_set:
        return bool(ab.optional)
    return "可以" in (ab.text or "")
