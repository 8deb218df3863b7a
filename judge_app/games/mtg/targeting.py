"""Targets (409.1c, 410.4, 413.2a, 415.2) and what may be targeted, protection included (502.7b)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    colors_of,
    in_play,
    is_creature,
    kw_text,
    name_of,
    pname,
    protected_from,
    protections_against,
    stack,
)
from judge_app.games.mtg.model import ATTACKING, AbilityItem, SpellItem, Targets

State = GameState[Any]


def spec_of(effects: list[Any]) -> Any | None:
    return next((e for e in effects if e.type == "targets"), None)


def ability_effects(source: Obj, ability: str, mode: int | None = None, spell: bool = False) -> list[Any]:
    """The effects of a spell (all its ``spell`` abilities) or of one ability, with the chosen mode's."""
    abilities = [a for a in source.abilities if (a.kind == "spell" if spell else a.id == ability)]
    out: list[Any] = []
    for ab in abilities:
        out += list(ab.effects)
        if ab.modes and mode is not None and mode < len(ab.modes):
            out += list(ab.modes[mode])
    return out


def legal_target(state: State, spec: Any, x: str, source: Obj, controller: str) -> bool:
    players = {p.id for p in state.players}
    if x in players:
        return spec.what in ("player", "creature_or_player")
    obj = state.find(x)
    if obj is None:
        return False
    if spec.what in ("spell", "stack_item"):
        return any(isinstance(e, SpellItem) and e.source == x for e in stack(state)) and obj.zone == "stack"
    if not in_play(obj):
        return False
    src_colors = colors_of(state, source)
    if protected_from(state, obj, src_colors, list(source.types)):
        return False
    ch = characteristics(state, obj)
    match spec.what:
        case "creature" | "creature_or_player":
            return is_creature(state, obj)
        case "attacking_creature":
            return is_creature(state, obj) and ATTACKING in obj.status
        case "opponent_creature":
            return is_creature(state, obj) and obj.controller != controller
        case "permanent":
            return True
        case _:
            return spec.what in ch.types
    return False


WHAT_WORDS = {"creature": "生物", "player": "牌手", "creature_or_player": "生物或牌手", "permanent": "永久物",
              "spell": "堆叠上的咒语", "land": "地", "artifact": "神器", "enchantment": "结界",
              "attacking_creature": "进行攻击的生物", "opponent_creature": "对手操控的生物",
              "stack_item": "堆叠上的咒语"}


ZONE_WORDS = {"library": "牌库", "hand": "手牌", "graveyard": "坟墓场", "removed": "移出游戏区", "stack": "堆叠"}


def why_not_target(state: State, spec: Any, x: str, source: Obj, controller: str,
                   declaring: bool = False) -> tuple[str, list[str]]:
    """Why ``x`` is not a legal target for ``source`` now, in words, with the rule that decides it.
    ``declaring``: the target is being chosen (409.1c), so a card out of play never was in play — said as
    where it is, not as "no longer in play" (413.2a, which is for the recheck on resolution)."""
    want = WHAT_WORDS.get(spec.what, spec.what)
    if x in {p.id for p in state.players}:
        return f"{pname(state, x)} 是牌手,而目标须是{want}", [R.CAST_TARGETS]
    obj = state.find(x)
    if obj is None:
        return f"{x} 不存在", [R.CAST_TARGETS]
    if spec.what in ("spell", "stack_item"):
        return f"{obj.label} 不是堆叠上的咒语", [R.CAST_TARGETS]
    if not in_play(obj):
        if declaring:
            where = ZONE_WORDS.get(obj.zone.rpartition(".")[2], obj.zone)
            return f"{obj.label} 在{where}中,不在场上,而目标须是{want}", [R.CAST_TARGETS]
        return f"{obj.label} 已不在场上", [R.TARGETS_ON_RESOLUTION]
    quals = protections_against(state, obj, colors_of(state, source), list(source.types))
    if quals:
        prot = "、".join(kw_text(f"protection:{q}") for q in quals)
        return f"{obj.label} 具有{prot},不能成为 {source.label} 的目标", [R.PROTECTION]
    return f"{obj.label} 不是{want}", [R.CAST_TARGETS]


def candidates(state: State, spec: Any, source: Obj, controller: str) -> list[str]:
    pool = [p.id for p in state.players] + [o.id for o in state.objects]
    return [x for x in pool if x != source.id or spec.what not in ("spell",)
            if legal_target(state, spec, x, source, controller)]


def target_problems(state: State, effects: list[Any], targets: list[str], source: Obj,
                    controller: str) -> list[tuple[str, tuple[str, ...]]]:
    """Every reason these declared targets are not allowed (409.1c–d), each with its rules; empty if none."""
    spec = spec_of(effects)
    if spec is None:
        return [("此咒语或异能没有目标,却宣告了目标。", (R.CAST_TARGETS,))] if targets else []
    out: list[tuple[str, tuple[str, ...]]] = []
    twice = list(dict.fromkeys(x for x in targets if targets.count(x) > 1))
    if twice:
        out.append((f"同一个目标不能指定数次(409.1d):{'、'.join(_state_label(state, x) for x in twice)}。",
                    (R.CAST_HOW,)))
    if not targets or len(targets) > spec.count or (len(targets) < spec.count and not spec.up_to):
        out.append((f"需要 {spec.count} 个目标,宣告了 {len(targets)} 个。", (R.CAST_TARGETS,)))
    players = {p.id for p in state.players}
    for x in dict.fromkeys(targets):
        if state.find(x) is None and x not in players:
            # every id was checked at load: one gone since is a token that ceased to exist (216.3, 420.5f)
            out.append((f"{x} 已不复存在(衍生物离开场上后即不复存在):不是合法的目标。",
                        (R.TOKEN_LEAVES, R.SBE_TOKEN)))
        elif not legal_target(state, spec, x, source, controller):
            why, cites = why_not_target(state, spec, x, source, controller, declaring=True)
            out.append((f"{why}:不是合法的目标。", tuple(cites)))
    return out


def check_declared(state: State, effects: list[Any], targets: list[str], source: Obj,
                   controller: str) -> str | None:
    """Why these declared targets are not allowed (409.1c–d), or None: the first reason."""
    problems = target_problems(state, effects, targets, source, controller)
    return problems[0][0] if problems else None


def _state_label(state: State, x: str) -> str:
    return name_of(state, x)


def still_legal(t: Table, effects: list[Any], targets: list[str], source: Obj, controller: str) -> list[str]:
    spec = spec_of(effects)
    if spec is None:
        return []
    return [x for x in targets if legal_target(t.state, spec, x, source, controller)]


def trigger_effects(src: Obj, ability: str) -> list[Any]:
    """The effects a waiting triggered ability chooses targets for (provoke's from its keyword, 502.29a)."""
    if ability == "kw:provoke":
        return [Targets(what="opponent_creature")]
    return ability_effects(src, ability)


def _label(t: Table, x: str) -> str:
    return name_of(t.state, x)


def retarget(t: Table, entry: SpellItem | AbilityItem, new: list[str]) -> None:
    """415.2: only to another legal target; otherwise the target does not change."""
    src = t.state.obj(entry.source)
    effects = ability_effects(src, entry.ability, entry.mode, spell=isinstance(entry, SpellItem))
    why = check_declared(t.state, effects, new, src, entry.controller)
    if why is not None:
        t.step("resolution", f"新的目标不合法({why}),{src.label} 的目标不改变。", [R.CHANGE_TARGETS])
        return
    S.replace(t, entry.model_copy(update={"targets": list(new)}))
    t.step("resolution", f"{src.label} 的目标改为 {'、'.join(_label(t, x) for x in new)}。", [R.CHANGE_TARGETS])
