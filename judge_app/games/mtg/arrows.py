"""What mtg actions draw on the board and what dragging a card proposes (two-player games).

508.1: the attacking creatures attack the defending player (the attacking player's opponent); 509.1a: each
blocker blocks the attacker it is declared to block; 510.1: combat damage is assigned by its source among what
it may damage (the amounts are the labels); 601.2c/602.2b: a spell's or an ability's targets (divided damage,
601.2d, as labels)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import Arrow, End, PointerProposal, card, end, fan, player
from judge_app.engine.state import GameState
from judge_app.games.mtg.board import characteristics, memory
from judge_app.games.mtg.memory import Combat
from judge_app.games.mtg.model import Activate, AssignDamage, Cast, DeclareAttackers, DeclareBlockers


def arrows(state: GameState[Any], action: Action) -> list[Arrow]:
    match action:
        case DeclareAttackers():
            defender = player(state.opponent(action.player))
            return [Arrow("attack", card(a), defender) for a in action.attackers]
        case DeclareBlockers():
            return [Arrow("block", card(b), card(a)) for b, a in action.blocks.items()]
        case AssignDamage():
            return [a for src, split in action.assignments.items()
                    for a in fan("damage", card(src), [end(state, t) for t in split], split)]
        case Cast():
            return fan("target", card(action.card), [end(state, t) for t in action.targets], action.divide)
        case Activate():
            return fan("target", card(action.source), [end(state, t) for t in action.targets])
    return []


def pointer_actions(state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
    """An attacking creature dragged onto the defending player or a creature assigns its combat damage there (the
    grid form opens with all its power there); another creature in play dragged onto a player attacks that
    player, onto another player's creature blocks it
    (whose turn it is decides nothing here: an attack out of turn is still proposed and the trace refuses it
    with 508.1); a card anywhere else is cast at the target; a permanent's activated ability aims at it."""
    obj = state.find(source)
    if obj is None:
        return []
    out: list[PointerProposal] = []
    in_play = obj.zone.endswith(".play")
    other = state.find(target.id) if target.kind == "card" else None
    fight = memory(state).combat or Combat()
    attacking = obj.id in fight.attackers
    if in_play and attacking and target.kind in ("card", "player") and target.id != obj.controller:
        # Already attacking: the drag is about its combat damage, all its power there for the grid to split.
        # Blocked, the split among blockers and (trample) the player is the judge's to set in the grid; unblocked,
        # all of it goes where it was dragged and nothing is left to decide.
        power = characteristics(state, obj).power
        blocked = source in fight.blocks.values()
        out.append(PointerProposal({"type": "assign_damage", "player": obj.controller,
                                    "assignments": {source: {target.id: power}}}, not blocked, "damage"))
    elif in_play and "creature" in obj.types:
        if target.kind == "player" and target.id != obj.controller:
            out.append(PointerProposal({"type": "declare_attackers", "player": obj.controller,
                                        "attackers": [source]}, True, "attack", merge="attackers"))
        elif other is not None and other.zone.endswith(".play") and other.controller != obj.controller:
            out.append(PointerProposal({"type": "declare_blockers", "player": obj.controller,
                                        "blocks": {source: target.id}}, True, "block", merge="blocks"))
    if target.kind in ("card", "player"):
        if not in_play:
            out.append(PointerProposal({"type": "cast", "player": obj.controller, "card": source,
                                        "targets": [target.id]}, False, "target"))
        for ab in obj.abilities if in_play else []:
            if ab.kind == "activated":
                out.append(PointerProposal({"type": "activate", "player": obj.controller, "source": source,
                                            "ability": ab.id, "targets": [target.id]}, False, "target"))
    return out
