"""What riftbound actions draw on the board and what dragging a card proposes: a played card points at its
targets; a move takes its units to a battlefield (a zone on the board)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import Arrow, End, PointerProposal, card, fan
from judge_app.engine.state import GameState
from judge_app.games.riftbound.model import BATTLEFIELDS, Move, Play


def arrows(state: GameState[Any], action: Action) -> list[Arrow]:
    match action:
        case Play():
            return fan("target", card(action.card), [card(t) for t in action.targets])
        case Move():
            return [Arrow("move", card(u), End("zone", action.to)) for u in action.units]
    return []


def pointer_actions(state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
    """A unit dragged onto a battlefield (or onto something at one) moves there (a standard move); a card from
    the hand dragged onto a card is played with it as its target."""
    obj = state.find(source)
    if obj is None:
        return []
    other = state.find(target.id) if target.kind == "card" else None
    # A unit dropped on a battlefield, or on anything standing at one (a unit there, the battlefield card), goes
    # there: units fight by moving where the enemy holds.
    where = target.id if target.kind == "zone" else other.zone if other is not None else ""
    if where in BATTLEFIELDS and obj.zone != where and not obj.zone.endswith(".hand") and "unit" in obj.types:
        return [PointerProposal({"type": "move", "player": obj.controller, "units": [source], "to": where},
                                True, "move", merge="units")]
    if target.kind == "card" and obj.zone.endswith(".hand"):
        return [PointerProposal({"type": "play", "player": obj.controller, "card": source, "targets": [target.id]},
                                False)]
    return []
