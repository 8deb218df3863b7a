"""Arrows an action draws on the board: attacker → defender, blocker → attacker, source → target, with the
damage assigned along each arrow as its label.

What an action's fields mean is game knowledge (mtg's ``declare_blockers.blocks`` maps blocker → attacker, fftcg's
``block`` names only the blocker and the attacker is in the position's memory), so each game hands the kernel an
:data:`ArrowReader` (``GameModule.arrow_reader``) and, for dragging a card onto a card or a player on the board, a
:data:`PointerActions` (``GameModule.pointer_actions``) that proposes the natural action. The board widgets only
draw and look up endpoints.

>>> from judge_app.engine.state import Player
>>> s = GameState(active_player="A", phase="main", players=[Player(id="A"), Player(id="B")], objects=[])
>>> end(s, "B"), end(s, "x")
(End(kind='player', id='B'), End(kind='card', id='x'))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from judge_app.engine.actions import Action
from judge_app.engine.state import GameState

EndKind = Literal["card", "player", "zone"]
ArrowKind = Literal["attack", "block", "target", "damage", "move"]


@dataclass(frozen=True)
class End:
    """One end of an arrow: a card (object id), a player (player id) or a zone (zone id: riftbound's
    battlefields, a move's destination)."""

    kind: EndKind
    id: str


@dataclass(frozen=True)
class Arrow:
    kind: ArrowKind
    source: End
    target: End
    label: str = ""  # the damage assigned along the arrow, when the action assigns some


def end(state: GameState[Any], ref: str) -> End:
    """A reference an action field holds that may name a player or a card (mtg targets, damage assignments)."""
    if any(p.id == ref for p in state.players):
        return End("player", ref)
    return End("card", ref)


def card(ref: str) -> End:
    return End("card", ref)


def player(ref: str) -> End:
    return End("player", ref)


def fan(kind: ArrowKind, source: End, targets: Iterable[End], labels: Mapping[str, int] | None = None) -> list[Arrow]:
    """One arrow from ``source`` to each target, labelled with its amount in ``labels`` (keyed by target id)."""
    labels = labels or {}
    return [Arrow(kind, source, t, str(labels[t.id]) if t.id in labels else "") for t in targets]


ArrowReader = Callable[[GameState[Any], Action], list[Arrow]]


@dataclass(frozen=True)
class PointerProposal:
    """What dragging ``source`` onto a target on the board means: the action (as scenario data) and whether it
    is complete (added at once) or still has something the judge must decide (the form opens pre-filled)."""

    data: dict[str, Any]
    complete: bool
    kind: ArrowKind = "target"  # what the drag drew: the arrow the new action will show
    # The field (a list or a map) that a directly preceding action of the same type and player takes this one
    # into: dragging a second attacker adds it to the declaration instead of declaring attackers twice.
    merge: str = ""


PointerActions = Callable[[GameState[Any], str, End], list[PointerProposal]]


def no_arrows(_state: GameState[Any], _action: Action) -> list[Arrow]:
    return []


def no_pointer_actions(_state: GameState[Any], _source: str, _target: End) -> list[PointerProposal]:
    return []
