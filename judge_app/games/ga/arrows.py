"""What ga actions draw on the board and what dragging a card proposes.

An ally's attack points at its attack target; an attack card activated points at the attack target it
declares, and at its other targets; an ability at its targets."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import Arrow, End, PointerProposal, card, fan
from judge_app.engine.state import GameState
from judge_app.games.ga.model import Activate, Attack, UseAbility


def arrows(state: GameState[Any], action: Action) -> list[Arrow]:
    match action:
        case Attack():
            return [Arrow("attack", card(action.attacker), card(action.target))]
        case Activate():
            out = [Arrow("attack", card(action.card), card(action.attack_target))] if action.attack_target else []
            return out + fan("target", card(action.card), [card(t) for t in action.targets])
        case UseAbility():
            return fan("target", card(action.source), [card(t) for t in action.targets])
    return []


def pointer_actions(state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
    """An ally, a champion or a weapon on the field dragged onto an enemy object attacks it; a card elsewhere (an
    attack card in hand) is activated at it, the attack target for an attack card, else a target."""
    obj = state.find(source)
    if obj is None or target.kind != "card":
        return []
    other = state.find(target.id)
    if other is None:
        return []
    out: list[PointerProposal] = []
    if obj.zone == "field":
        if other.controller != obj.controller:
            out += _attack(state, obj, target.id)
    elif "attack" in obj.types and other.controller != obj.controller:
        out.append(PointerProposal({"type": "activate", "player": obj.controller, "card": source,
                                    "attack_target": target.id}, False, "attack"))
    else:
        out.append(PointerProposal({"type": "activate", "player": obj.controller, "card": source,
                                    "targets": [target.id]}, False))
    return out


def _attack(state: GameState[Any], obj: Any, target: str) -> list[PointerProposal]:
    """2.6 / 1.7.6: an ally attacks on its own; a champion attacks with a weapon (the action names both), so a
    weapon dragged means its champion's attack, and a champion dragged takes its only weapon or leaves the
    choice to the form."""
    pid = obj.controller
    mine = [o for o in state.in_zone("field") if o.controller == pid]
    data: dict[str, Any] = {"type": "attack", "player": pid, "attacker": obj.id, "target": target}
    if "weapon" in obj.types:
        champ = next((o for o in mine if "champion" in o.types), None)
        if champ is None:
            return []
        return [PointerProposal({**data, "attacker": champ.id, "weapon": obj.id}, True, "attack")]
    if "champion" in obj.types:
        weapons = [o.id for o in mine if "weapon" in o.types]
        if len(weapons) == 1:
            return [PointerProposal({**data, "weapon": weapons[0]}, True, "attack")]
        return [PointerProposal(data, False, "attack")]
    return [PointerProposal(data, True, "attack")]
