"""Queries on a ga state: its typed memory, champions, levels, elements, computed power/life, names."""

from __future__ import annotations

import re
from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.games.ga import messages as M
from judge_app.games.ga.levels import champion, champions, field, is_, level, modifiers
from judge_app.games.ga.memory import GaMemory
from judge_app.games.ga.model import NORM, RESTED, UNITS
from judge_app.games.ga.statics import condition_met, static_effects

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


def keywords(state: State, obj: Obj) -> list[str]:
    """The object's printed keywords and those static abilities on the field grant it (2.4.3.1: 具有…)."""
    out = list(obj.keywords)
    for src, eff in static_effects(state, "grant_keyword"):
        if eff.keyword not in out and obj in selected(state, src, eff.target):
            out.append(eff.keyword)
    return out


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


def said_element(name: str) -> Text | str:
    """An element as a step says it: the norm element in the catalog's words, any other as the scenario wrote it."""
    return M.NORM_ELEMENT() if name == NORM else name


def selected(state: State, source: Obj, target: str, chosen: list[str] | None = None) -> list[Obj]:
    """The objects a target selector names, relative to ``source``'s controller."""
    me = source.controller
    opp = state.opponent(me)
    match target:
        case "self":
            return [source]
        case "chosen":
            return [o for oid in (chosen or []) if (o := state.find(oid)) is not None]
        case _ if target.startswith("each:"):  # every object on the field that fits, not targets (card text: 你控制的…)
            return [o for o in field(state) if fits(state, source, o, target.removeprefix("each:"))]
        case _ if target.startswith("chosen:"):  # a target with filters (card text: 目標你控制的盟友)
            return [o for oid in (chosen or []) if (o := state.find(oid)) is not None
                    and fits(state, source, o, target.removeprefix("chosen:"))]
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


FILTER_TYPES = ("champion", "ally", "action", "attack", "item", "weapon", "domain")


def known_filter(spec: str) -> bool:
    """Whether every word of a ``chosen:<filter>`` selector's filter is one the engine checks."""
    def word(w: str) -> bool:
        return (w in (*FILTER_TYPES, "unit", "own", "opponent", "other", "rested", "awake", "attacking_own_champion",
                      "not_own_champion")
                or w.startswith("subtype=") or re.fullmatch(r"upto\d+", w) is not None)
    return bool(spec) and all(word(a) for part in spec.split(":") for a in part.split("|"))


def fits(state: State, source: Obj, obj: Obj, spec: str) -> bool:
    """Whether ``obj`` fits every ``:``-separated part of a filter (``|`` inside a part: either), as seen from
    ``source``'s controller: card types, unit, own/opponent, other, rested/awake, attacking_own_champion,
    not_own_champion,
    subtype=<名> (props.subtype, ``/``-separated); ``upto<N>`` only counts targets."""
    me = source.controller

    def word(w: str) -> bool:
        if w in FILTER_TYPES:
            return w in obj.types
        if w.startswith("subtype="):
            return w.removeprefix("subtype=") in str(obj.props.get("subtype", "")).split("/")
        if w.startswith("upto"):
            return True
        fight = memory(state).combat
        return {"unit": is_unit(obj), "own": obj.controller == me, "opponent": obj.controller != me,
                "other": obj.id != source.id, "rested": rested(obj), "awake": not rested(obj),
                "not_own_champion": not (is_(obj, "champion") and obj.controller == me),
                "attacking_own_champion": fight is not None and fight.attacker == obj.id
                and any(c.id == fight.target for c in champions(state, me))}.get(w, False)
    return all(any(word(a) for a in part.split("|")) for part in spec.split(":"))


def describe_obj(state: State, obj: Obj) -> Text | str:
    """A card in the final position: ``name(id)[Lv2/力3/命4/傷1/耐2/橫置]``."""
    bits: list[Text | str] = []
    if is_(obj, "champion"):
        bits.append(M.LEVEL_BIT(level=level(state, obj.controller)))
    if (p := power(state, obj)) is not None:
        bits.append(M.POWER_BIT(power=p))
    if (h := life(state, obj)) is not None:
        bits.append(M.LIFE_BIT(life=h))
    if obj.damage:
        bits.append(M.DAMAGE_BIT(damage=obj.damage))
    if "durability" in obj.counters:
        bits.append(M.DURABILITY_BIT(durability=obj.counters["durability"]))
    if rested(obj):
        bits.append(M.RESTED_BIT())
    return M.DESCRIBED(card=obj.label, bits=M.chain(M.SLASH, bits)) if bits else obj.label


def may(ab: Any) -> bool:
    """A triggered ability its controller may decline (2.4.2.1's exception, 2.11.7.12.2): the scenario's
    ``optional`` when written, else the card text's 可以 -- not the kernel default, which makes every one "may"."""
    if "optional" in ab.model_fields_set:
        return bool(ab.optional)
    return "可以" in (ab.text or "")


def check_holds(state: State, source: Obj, word: str, chosen: list[str]) -> bool:
    """A check word of an ``if`` (model.CHECK_WORDS), judged now for ``source``'s controller."""
    me = source.controller
    first = state.find(chosen[0]) if chosen else None
    if word in ("class_bonus",) or word.startswith("memory_count"):
        return condition_met(state, source, word)
    if word == "target_rested":
        return first is not None and rested(first)
    if word == "target_attacking":
        fight = _combat(state)
        return first is not None and fight is not None and fight.attacker == first.id
    if word == "opponent_influence_greater":
        def influence(pid: str) -> int:
            return len(state.in_zone(f"{pid}.hand")) + len(state.in_zone(f"{pid}.memory"))
        return influence(state.opponent(me)) > influence(me)
    if word.startswith("controls:"):
        spec = word.removeprefix("controls:")
        return any(o.controller == me and fits(state, source, o, spec) for o in state.in_zone("field"))
    if word.startswith("self_counters:"):
        rest = word.removeprefix("self_counters:")
        for op in (">=", "<=", "=="):
            if op in rest:
                counter, n = rest.split(op)
                have = source.counters.get(counter, 0)
                return {">=": have >= int(n), "<=": have <= int(n), "==": have == int(n)}[op]
    return False


def _combat(state: State) -> Any:
    return memory(state).combat
