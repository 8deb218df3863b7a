"""What is waiting on the stack / chain, as a judge reads it: one :class:`StackEntry` per item, top first.

Games keep their stacks differently (riftbound, fftcg and ga in ``state.stack``, mtg in ``memory["stack"]``
with spells, abilities, combat damage and the draw), so the board editor and the report ask the game module
(:meth:`judge_app.engine.game.GameModule.stack_view`) instead of reading a field. The default here reads
``state.stack`` and ``state.pending_triggers``.

>>> from judge_app.engine.state import GameObject, Player, StackItem
>>> s = GameState(active_player="A", phase="main", players=[Player(id="A", name="甲"), Player(id="B")],
...               objects=[GameObject(id="bolt", name="闪电", owner="A", zone="chain"),
...                        GameObject(id="bear", name="熊", owner="B", zone="B.base")],
...               stack=[StackItem(source="bolt", controller="A", targets=["bear"])])
>>> [(e.position, e.label, e.kind_name, e.controller) for e in default_stack_view(s)]
[(1, '闪电(bolt)', '卡牌', 'A')]
>>> target_label(s, "bear"), target_label(s, "A"), target_label(s, "gone")
('熊(bear)', '甲', 'gone')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.state import GameState, PendingTrigger, StackItem

PENDING = 0  # the position of a trigger that has not been put on the stack yet


@dataclass(frozen=True)
class StackEntry:
    """One item on the stack/chain. ``position`` counts from the top (1 = resolves next); a pending trigger,
    not on the stack yet, has position :data:`PENDING`. ``kind`` is a key (``spell``, ``ability``,
    ``trigger``, ``combat_damage``, ``draw``, ``card``, ``pending_trigger``…), ``kind_name`` its Chinese
    name. ``controller`` is a player id ("" when nobody controls it), ``source`` an object id, ``targets``
    object or player ids."""

    position: int
    label: str
    kind: str
    kind_name: str
    controller: str = ""
    source: str = ""
    targets: tuple[str, ...] = ()
    detail: str = ""

    @property
    def pending(self) -> bool:
        return self.position == PENDING


def object_label(state: GameState[Any], oid: str) -> str:
    """``name(id)`` of an object, the bare id when the state no longer has it."""
    obj = state.find(oid)
    return obj.label if obj is not None else oid


def player_label(state: GameState[Any], pid: str) -> str:
    p = next((p for p in state.players if p.id == pid), None)
    return (p.name or p.id) if p is not None else pid


def target_label(state: GameState[Any], ref: str) -> str:
    """A target by name: an object's label, a player's name, else the id as written."""
    if state.find(ref) is not None:
        return object_label(state, ref)
    return player_label(state, ref)


def describe(state: GameState[Any], entry: StackEntry) -> str:
    """One line: position, label, kind, controller, targets and detail (the report's table and picture).

    >>> from judge_app.engine.state import Player
    >>> s = GameState(active_player="A", phase="main", players=[Player(id="A", name="甲")])
    >>> describe(s, StackEntry(1, "抓牌", "draw", "抓牌", detail="甲 抓一张牌"))
    '1(顶) 抓牌 [抓牌]:甲 抓一张牌'
    """
    where = "待放入" if entry.pending else f"{entry.position}{'(顶)' if entry.position == 1 else ''}"
    who = f" 控制者 {player_label(state, entry.controller)}" if entry.controller else ""
    aim = f" → {'、'.join(target_label(state, t) for t in entry.targets)}" if entry.targets else ""
    detail = f":{entry.detail}" if entry.detail else ""
    return f"{where} {entry.label} [{entry.kind_name}]{who}{aim}{detail}"


def item_entry(state: GameState[Any], item: StackItem | PendingTrigger, position: int) -> StackEntry:
    """A kernel stack item (or pending trigger): a card, or one of its source's abilities."""
    obj = state.find(item.source)
    ability = obj.ability(item.ability) if obj is not None and item.ability else None
    source = object_label(state, item.source)
    if isinstance(item, PendingTrigger):
        kind, kind_name = "pending_trigger", "待处理触发"
    elif not item.ability:
        kind, kind_name = "card", "卡牌"
    elif ability is not None and ability.trigger is not None:
        kind, kind_name = "trigger", "触发能力"
    else:
        kind, kind_name = "ability", "能力"
    label = source if not item.ability else f"{source} 的能力 {item.ability}"
    detail = ability.text if ability is not None else ""
    if isinstance(item, PendingTrigger) and item.event:
        detail = f"{detail}(事件 {item.event})" if detail else f"事件 {item.event}"
    targets = tuple(item.targets) if isinstance(item, StackItem) else ()
    return StackEntry(position=position, label=label, kind=kind, kind_name=kind_name, controller=item.controller,
                      source=item.source, targets=targets, detail=detail)


def default_stack_view(state: GameState[Any]) -> list[StackEntry]:
    """``state.stack`` top first (its last item is the newest), then the pending triggers."""
    n = len(state.stack)
    out = [item_entry(state, item, n - i) for i, item in enumerate(state.stack)][::-1]
    return out + [item_entry(state, t, PENDING) for t in state.pending_triggers]
