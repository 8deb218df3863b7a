"""The fftcg stack for the board and the report: ``state.stack`` as the kernel reads it, with fftcg's kinds
(召唤兽, 行动技能, 特殊技能, 自动技能) and the text of delayed auto abilities, kept in ``memory.delayed``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_app.engine.stack_view import PENDING, StackEntry, item_entry, object_label
from judge_app.engine.state import GameState, PendingTrigger, StackItem
from judge_app.games.fftcg.board import memory
from judge_app.games.fftcg.stack import KIND_NAMES


def stack_view(state: GameState[Any]) -> list[StackEntry]:
    n = len(state.stack)
    out = [_entry(state, item, n - i) for i, item in enumerate(state.stack)][::-1]
    return out + [_entry(state, t, PENDING) for t in state.pending_triggers]


def _entry(state: GameState[Any], item: StackItem | PendingTrigger, position: int) -> StackEntry:
    base = item_entry(state, item, position)
    if item.ability.startswith("delayed"):
        made = next((d for d in memory(state).delayed or () if d.id == item.ability), None)
        return replace(base, label=f"{object_label(state, item.source)} 的延迟自动技能",
                       kind=base.kind if base.pending else "trigger",
                       kind_name=base.kind_name if base.pending else KIND_NAMES["auto"],
                       detail=made.text if made else base.detail)
    obj = state.find(item.source)
    ability = obj.ability(item.ability) if obj is not None and item.ability else None
    if base.pending or obj is None or ability is None:
        return base
    kind = "summon" if "summon" in obj.types and ability.kind == "summon" else ability.kind
    return replace(base, kind=kind, kind_name=KIND_NAMES.get(kind, base.kind_name))
