"""What eol actions draw on the board and what dragging a card proposes: a minion attacks the minion or hero it
names."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import Arrow, End, PointerProposal, card
from judge_app.engine.state import GameState
from judge_app.games.eol.model import Attack


def arrows(state: GameState[Any], action: Action) -> list[Arrow]:
    if isinstance(action, Attack):
        return [Arrow("attack", card(action.attacker), card(action.target))]
    return []


def pointer_actions(state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
    """A minion dragged onto another player's minion or hero attacks it (an attack the rules forbid, a sleeping
    minion's say, is still proposed: the trace refuses it with its rule)."""
    obj = state.find(source)
    other = state.find(target.id) if target.kind == "card" else None
    if obj is None or other is None or other.controller == obj.controller or not obj.zone.endswith(".minions"):
        return []
    return [PointerProposal({"type": "attack", "player": obj.controller, "attacker": source, "target": target.id},
                            True, "attack")]
