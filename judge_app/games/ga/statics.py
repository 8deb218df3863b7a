"""Static abilities (2.4.3) and conditions (2.4.4): which effects are in force on the field right now."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.games.ga.levels import champion, level

State = GameState[Any]
Obj = GameObject[Any]


GATES = ("level_gate", "gate")


def gate_met(state: State, source: Obj, eff: Any) -> bool:
    """Whether one condition (限定, 2.4.4) holds for ``source``'s controller right now."""
    if eff.type == "level_gate":
        return level(state, source.controller) >= eff.min_level
    return condition_met(state, source, str(eff.check))


def condition_met(state: State, source: Obj, check: str) -> bool:
    """A restriction word (class_bonus, champion_lineage:<名>, memory_count<op>N) for ``source``'s controller."""
    if check == "class_bonus":  # 1.6.2: the champion's class unlocks the card's class bonus
        top = champion(state, source.controller)
        mine = {c for c in str(source.props.get("class", "")).split("/") if c}
        return top is not None and bool(mine & {c for c in str(top.props.get("class", "")).split("/") if c})
    if check.startswith("champion_lineage:"):
        top = champion(state, source.controller)
        return top is not None and check.removeprefix("champion_lineage:") in top.name
    have = len(state.in_zone(f"{source.controller}.memory"))
    for op in (">=", "<=", "=="):
        if op in check:
            n = int(check.split(op)[1])
            return {">=": have >= n, "<=": have <= n, "==": have == n}[op]
    return False


def head_gates_met(state: State, source: Obj, effects: list[Any]) -> bool:
    """Whether every condition at the head of an ability holds (2.4.4.2: they restrict the whole ability)."""
    for eff in effects:
        if eff.type not in GATES:
            return True
        if not gate_met(state, source, eff):
            return False
    return True


def gated(state: State, source: Obj, effects: list[Any]) -> list[Any]:
    """The effects of a list that apply: everything after a ``level_gate`` needs the champion level it names,
    counted with every level modification (2.4.4.4.1.1), after a ``gate`` its condition; unmet, the text is
    ignored (2.4.4.3)."""
    out = []
    for eff in effects:
        if eff.type in GATES:
            if not gate_met(state, source, eff):
                break
            continue
        out.append(eff)
    return out


def static_effects(state: State, effect_type: str) -> list[tuple[Obj, Any]]:
    """(source, effect) for every static ability of an object on the field (2.4.0.6) with that effect type."""
    out = []
    for o in state.in_zone("field"):
        for ab in o.abilities:
            if ab.kind != "static":
                continue
            out += [(o, e) for e in gated(state, o, ab.effects) if e.type == effect_type]
    return out

