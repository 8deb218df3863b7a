"""What fftcg actions draw on the board and what dragging a card proposes.

A declared attack: the attacking forwards (a party attacks as one) attack the opponent; a block: the blocking
forward blocks the forward(s) attacking now (the attack in progress, ``memory.attack``), the blocker's damage
split among a party as labels; a summon's and an ability's targets."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import Arrow, End, PointerProposal, card, fan, player
from judge_app.engine.state import GameState
from judge_app.games.fftcg.board import memory
from judge_app.games.fftcg.model import Block, CastSummon, DeclareAttack, UseAbility


def _attackers(state: GameState[Any]) -> list[str]:
    attack = memory(state).attack
    return list(attack.attackers) if attack is not None else []


def arrows(state: GameState[Any], action: Action) -> list[Arrow]:
    match action:
        case DeclareAttack():
            defender = player(state.opponent(action.player))
            return [Arrow("attack", card(f), defender) for f in action.forwards]
        case Block() if action.blocker:
            return fan("block", card(action.blocker), [card(a) for a in _attackers(state)], action.split)
        case CastSummon():
            return fan("target", card(action.card), [card(t) for t in action.targets])
        case UseAbility():
            return fan("target", card(action.source), [card(t) for t in action.targets])
    return []


def pointer_actions(state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
    """A forward on the field dragged onto the opponent attacks; onto an attacking forward it blocks; a summon
    from the hand is cast at the card; a character's ability aims at it."""
    obj = state.find(source)
    if obj is None:
        return []
    out: list[PointerProposal] = []
    on_field = obj.zone.endswith(".field")
    if on_field and target.kind == "player" and target.id != obj.controller:
        out.append(PointerProposal({"type": "declare_attack", "player": obj.controller, "forwards": [source]},
                                   True, "attack", merge="forwards"))
    if on_field and target.kind == "card":
        other = state.find(target.id)
        if other is not None and other.controller != obj.controller and other.zone.endswith(".field"):
            out.append(PointerProposal({"type": "block", "player": obj.controller, "blocker": source}, True, "block"))
    if target.kind == "card" and not on_field:
        out.append(PointerProposal({"type": "cast_summon", "player": obj.controller, "card": source,
                                    "targets": [target.id]}, False))
    if target.kind == "card" and on_field:
        for ab in obj.abilities:
            if ab.kind in ("action", "special"):
                out.append(PointerProposal({"type": "use_ability", "player": obj.controller, "source": source,
                                            "ability": ab.id, "targets": [target.id]}, False))
    return out
