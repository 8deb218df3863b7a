"""Static abilities (2.4.3) and conditions (2.4.4): which effects are in force on the field right now."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.games.ga.levels import level

State = GameState[Any]
Obj = GameObject[Any]


def gated(state: State, source: Obj, effects: list[Any]) -> list[Any]:
    """The effects of a list that apply: everything after a ``level_gate`` needs the champion level it names,
    counted with every level modification (2.4.4.4.1.1); unmet, the text is ignored (2.4.4.3)."""
    out = []
    for eff in effects:
        if eff.type == "level_gate":
            if level(state, source.controller) < eff.min_level:
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
