"""The mtg stack for the board and the report: ``state.stack`` (bottom first: spells, abilities, combat damage,
the draw) top first, then the triggers waiting in ``memory.pending`` (410.3)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.stack_view import PENDING, StackEntry, object_label, player_label, target_label
from judge_app.engine.state import GameState
from judge_app.games.mtg.board import memory, stack
from judge_app.games.mtg.memory import Pending
from judge_app.games.mtg.model import AbilityItem, CombatDamageItem, MtgStackItem, SpellItem
from judge_app.games.mtg.triggers import KEYWORD_TRIGGER_TEXT


def stack_view(state: GameState[Any]) -> list[StackEntry]:
    items = stack(state)
    n = len(items)
    out = [_entry(state, e, n - i) for i, e in enumerate(items)][::-1]
    return out + [_pending(state, p) for p in memory(state).pending]


def _entry(state: GameState[Any], e: MtgStackItem, position: int) -> StackEntry:
    match e:
        case SpellItem():
            return StackEntry(position, object_label(state, e.source), "spell", "咒语", e.controller, e.source,
                              tuple(e.targets) or tuple(e.divide), _spell_detail(state, e))
        case CombatDamageItem():
            hits = "；".join(f"{object_label(state, a.source)} → {target_label(state, a.target)} {a.amount}"
                            for a in e.assignments)
            recipients = tuple(dict.fromkeys(a.target for a in e.assignments))
            return StackEntry(position, "战斗伤害", "combat_damage", "战斗伤害", e.controller, "", recipients,
                              hits or "没有伤害")
        case AbilityItem():
            label, trigger, text = _ability(state, e.source, e.ability)
            kind, kind_name = ("trigger", "触发式异能") if trigger else ("ability", "启动式异能")
            return StackEntry(position, label, kind, kind_name, e.controller, e.source, tuple(e.targets), text)
    who = player_label(state, state.active_player)
    return StackEntry(position, "抓牌", "draw", "抓牌(无操控者)", "", "", (), f"{who} 抓一张牌")


def _pending(state: GameState[Any], p: Pending) -> StackEntry:
    label, _, text = _ability(state, p.source, p.ability)
    return StackEntry(PENDING, label, "pending_trigger", "待放入堆叠的触发", p.controller, p.source,
                      (p.target,) if p.target else (), text)


def _ability(state: GameState[Any], source: str, ability: str) -> tuple[str, bool, str]:
    """(label, is a triggered ability, its text) of ``source``'s ``ability``."""
    name = object_label(state, source)
    if ability.startswith("kw:"):
        text = KEYWORD_TRIGGER_TEXT.get(ability, ability)
        return f"{name} 的{text.split(':')[0]}异能", True, text
    obj = state.find(source)
    ab = obj.ability(ability) if obj is not None else None
    trigger = ab is not None and (ab.trigger is not None or ab.kind in ("triggered", "delayed"))
    return f"{name} 的异能 {ability}", trigger, ab.text if ab is not None else ""


def _spell_detail(state: GameState[Any], e: SpellItem) -> str:
    obj = state.find(e.source)
    text = next((a.text for a in obj.abilities if a.kind == "spell" and a.text), "") if obj is not None else ""
    bits = [text] if text else []
    bits += [f"X={e.x}"] if e.x else []
    bits += [f"模式 {e.mode}"] if e.mode is not None else []
    bits += [f"分配 {'、'.join(f'{target_label(state, k)} {v}' for k, v in e.divide.items())}"] if e.divide else []
    bits += [word for flag, word in ((e.kicked, "增幅"), (e.buyback, "回购"), (e.flashback, "返照"),
                                     (e.face_down, "牌面朝下")) if flag]
    return ";".join(bits)
