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
    check = str(eff.check)
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


def check_holds(state: State, source: Obj, word: str, chosen: list[str]) -> bool:
    """A check word of an ``if`` (model.CHECK_WORDS), judged now for ``source``'s controller."""
    from judge_app.games.ga.board import fits, rested  # board imports this module
    me = source.controller
    first = state.find(chosen[0]) if chosen else None
    if word in ("class_bonus",) or word.startswith("memory_count"):
        return gate_met(state, source, _Word(word))
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


class _Word:
    type = "gate"

    def __init__(self, check: str) -> None:
        self.check = check


def _combat(state: State) -> Any:
    return getattr(state.memory, "combat", None)
