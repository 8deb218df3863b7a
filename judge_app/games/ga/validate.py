"""Impossible ga states, each reported with the field path and the rule it breaks."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import TARGET_SELECTORS
from judge_app.engine.problems import Problem
from judge_app.engine.state import GameState
from judge_app.engine.validation import bad_effect_references, unknown_choice_keys
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import known_filter, memory
from judge_app.games.ga.model import (
    CARD_TYPES,
    COMBAT_STEPS,
    COUNTERS,
    ENLIGHTEN,
    PHASE_KEYS,
    VOCABULARY,
)
from judge_app.games.ga.model import TARGET_SELECTORS as GA_SELECTORS

UNIQUE_KEY = "unique:"


def validate(state: GameState[Any]) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(tuple(path), msg))  # noqa: E731
    pids = [p.id for p in state.players]
    if len(pids) != 2:
        add(["players"], f"引擎只模擬雙人遊戲 ({R.TWO_PLAYER_FIRST_TURNS}),這裡有 {len(pids)} 名玩家。")
        return out
    for i, p in enumerate(state.players):
        if p.resources:
            add(["players", i, "resources"], "GA 沒有玩家資源;傷害記在勇士上 (damage),費用以卡牌支付")
    if state.phase not in PHASE_KEYS:
        add(["phase"], f"未知階段 {state.phase!r},可選: {', '.join(PHASE_KEYS)}")
    if state.phase == "combat" and state.step not in (*COMBAT_STEPS, "over"):
        add(["step"], f"戰鬥階段的步驟只能是 {', '.join(COMBAT_STEPS)}")
    if state.phase == "combat" and memory(state).combat is None:
        add(["memory", "combat"], "戰鬥階段需要 memory.combat(attacker、target、weapon、card、retaliator、defender)")
    if state.first_player is None:
        add(["first_player"], f"需要 first_player(首回合玩家) ({R.FIRST_PLAYER})")
    # duplicate player ids (the kernel reports them) leave no "other player" to take the even turns
    elif len(set(pids)) == len(pids) and state.active_player != (state.first_player if state.turn % 2 == 1 else
                                 next(p for p in pids if p != state.first_player)):
        add(["active_player"],
            f"turn 計雙方回合,第 {state.turn} 回合不是 {state.active_player} 的回合 ({R.TURN_ORDER})")
    ids = {o.id for o in state.objects}
    for i, o in enumerate(state.objects):
        here = ["objects", i]
        kinds = [t for t in o.types if t in CARD_TYPES]
        unknown = [t for t in o.types if t not in VOCABULARY.keys("types")]
        if unknown or len(kinds) != 1:
            add([*here, "types"],
                f"types 應恰好含一種卡牌類型 ({'/'.join(CARD_TYPES)}),可加 unique、regalia;而不是 {o.types}")
        if "action" in o.types and o.props.get("speed") not in ("fast", "slow"):
            add([*here, "props", "speed"], f"行動卡需要 speed: fast 或 slow ({R.ACTION_SPEED})")
        for key, val in o.props.items():
            term = next((t for t in VOCABULARY.props if t.key == key), None)
            if term is None:
                add([*here, "props", key], f"未知屬性 {key!r},可選: {', '.join(VOCABULARY.keys('props'))}")
            elif term.values and val not in term.values:
                add([*here, "props", key], f"{key} 只能是 {'/'.join(term.values)}")
        for key in o.stats:
            if key not in VOCABULARY.keys("stats"):
                add([*here, "stats", key], f"未知數值 {key!r},可選: power、life、durability、level")
        for key in o.counters:
            if key not in COUNTERS:
                add([*here, "counters", key], f"未知指示物 {key!r},可選: {', '.join(COUNTERS)}(傷害用 damage)")
        for j, s in enumerate(o.status):
            if s not in VOCABULARY.keys("statuses"):
                add([*here, "status", j], f"未知狀態 {s!r},只有 rested(橫置)")
        if o.zone == "stack" and not any(it.source == o.id for it in state.stack):
            add([*here, "zone"], "效果堆疊中的卡牌需要在 state.stack 中有對應的項目")
        if "champion" in o.types and "level" not in o.stats:
            add([*here, "stats", "level"], f"勇士需要印刷等級 stats.level ({R.LEVEL_UP_PRINTED})")
        out += _abilities(o, here, ids, pids)
    for j, item in enumerate(state.stack):
        src = state.find(item.source)
        if src is not None and item.ability and item.ability != ENLIGHTEN and src.ability(item.ability) is None:
            add(["stack", j, "ability"], f"{item.source} 沒有能力 {item.ability!r}")
        if src is not None and not item.ability and src.zone != "stack":
            add(["stack", j, "source"], f"堆疊中的卡牌 {item.source} 的 zone 應為 stack")
    return out


def _abilities(o: Any, here: list[Any], ids: set[str], pids: list[str]) -> list[Problem]:
    out = []
    selectors = {*TARGET_SELECTORS, *GA_SELECTORS}
    for j, ab in enumerate(o.abilities):
        at = [*here, "abilities", j]
        if ab.kind not in VOCABULARY.keys("ability_kinds"):
            out.append(Problem((*at, "kind"), f"未知能力種類 {ab.kind!r},可選: "
                               f"{', '.join(sorted(VOCABULARY.keys('ability_kinds')))}"))
        if ab.trigger is not None and ab.trigger.event not in VOCABULARY.keys("events"):
            out.append(Problem((*at, "trigger", "event"), f"未知事件 {ab.trigger.event!r},可選: "
                               f"{', '.join(sorted(VOCABULARY.keys('events')))}"))
        if ab.kind == "triggered" and ab.trigger is None:
            out.append(Problem((*at, "trigger"), f"觸發型能力需要 trigger ({R.TRIGGERED})"))
        out += _unsupported_text(o, ab, at, selectors, ids)
        for ep, fld, value in bad_effect_references(ab, tuple(at), selectors, ids, pids, target_ok=_chosen_filter):
            out.append(Problem((*ep, fld), f"目標 {value!r} 既不是已知對象 id,也不是選擇器 "
                               f"({', '.join(sorted(selectors))})" if fld == "target"
                               else f"玩家 {value!r} 既不是玩家 id 也不是 controller/opponent"))
    return out


def _chosen_filter(target: str) -> bool:
    """``chosen:<filter>`` (targets) or ``each:<filter>`` (every object that fits), words board.fits knows."""
    kind, _, spec = target.partition(":")
    return kind in ("chosen", "each") and known_filter(spec)


STATIC_ONLY = ("damage_modify", "cost_modify", "grant_keyword", "self_cost_modify")
STATIC_EFFECTS = ("modify_stat", "damage_modify", "cost_modify", "level_gate", "gate", "grant_keyword",
                  "self_cost_modify")
NO_GA_RULE = {"gain_resource": "GA 沒有玩家資源", "lose_resource": "GA 沒有玩家資源",
              "change_control": "引擎未模擬 GA 的控制權變更"}


def _unsupported_text(o: Any, ab: Any, at: list[Any], selectors: set[str], ids: set[str]) -> list[Problem]:
    """Card text the engine would carry as a silent no-op, named here instead (issue 16): effects a static
    ability cannot hold, static-only effects outside a static ability, card text that never runs on this
    card type, "this attack" text on a card that is never part of an attack, an unknown damage source."""
    out = []
    for mode_i, effects in [(None, ab.effects), *enumerate(ab.modes)]:
        for k, eff in enumerate(effects):
            ep = (*at, "effects", k) if mode_i is None else (*at, "modes", mode_i, k)
            if ab.kind == "static" and eff.type not in STATIC_EFFECTS:
                out.append(Problem((*ep, "type"), f"靜止型能力不能執行 {eff.type}(引擎只模擬 "
                                   f"{'/'.join(STATIC_EFFECTS)}),這段文本不會生效 ({R.STATIC})"))
            if ab.kind != "static" and eff.type in STATIC_ONLY:
                out.append(Problem((*ep, "type"),
                                   f"{eff.type} 是靜止型效果,只能寫在 kind: static 的能力中 ({R.STATIC})"))
            if eff.type in NO_GA_RULE:
                out.append(Problem((*ep, "type"), f"不支持的卡牌文本 {eff.type}:{NO_GA_RULE[eff.type]}"))
            if eff.type == "damage_modify":
                if eff.target == "this_attack" and not ({"attack", "weapon"} & set(o.types)):
                    out.append(Problem((*ep, "target"), "this_attack 只能寫在攻擊卡牌或武器上(其文本在傷害步驟修改"
                                       f"此攻擊的傷害,{R.DAMAGE_MODIFIERS_COMBINED});這裡永遠不會生效"))
                if eff.source not in selectors and eff.source not in ids:
                    out.append(Problem((*ep, "source"), f"傷害來源 {eff.source!r} 既不是已知對象 id,也不是選擇器"))
            if eff.type == "prevent" and eff.source not in selectors and eff.source not in ids:
                out.append(Problem((*ep, "source"), f"傷害來源 {eff.source!r} 既不是已知對象 id,也不是選擇器"))
    if ab.kind == "effect" and not ({"action"} & set(o.types)):
        out.append(Problem((*at, "kind"), "kind: effect 的文本只在行動卡牌結算時執行;"
                           f"{'/'.join(o.types)} 上的它永遠不會生效(入場效果請寫成 triggered + enter)"))
    if ab.kind == "static" and "this_attack" not in [getattr(e, "target", "") for e in ab.effects] \
            and "self_cost_modify" not in [e.type for e in ab.effects] \
            and "attack" in o.types:
        out.append(Problem((*at, "kind"), "攻擊卡牌不在場上,其靜止型能力只有修改此攻擊傷害的文本"
                           f"(damage_modify target: this_attack)會生效 ({R.STATIC})"))
    return out


def choice_keys(state: GameState[Any]) -> list[str]:
    """Every choice key a ga procedure can ask for in this state: ``<object>.<ability>`` when a triggered
    ability is put on the stack or resolves (triggers, stack: mode, "may"), ``order:<player>`` for the order of
    that player's simultaneous triggers (2.1.9.3), ``damage:<object>`` for the order of replacement effects on
    damage to it (2.2.7.2.2.4) and ``unique:<player>`` for the unique object kept (2.11.7.8.5)."""
    keys = [f"{o.id}.{ab.id}" for o in state.objects for ab in o.abilities]
    keys += [f"damage:{o.id}" for o in state.objects]
    return keys + [f"{kind}:{p.id}" for kind in ("order", "unique") for p in state.players]


def validate_choices(state: GameState[Any], actions: list[Any]) -> list[Problem]:
    """A choice key no ga procedure can ask for is refused (``unknown_choice_keys`` says why). ``unique:<pid>``
    names the copy <pid> keeps of same-named unique objects they control (2.11.7.8.5). What the starting state already
    rules out is refused here, with the field: a card that is not a unique object, one another player controls
    (the engine models no change of control), an unknown id, two copies of one name. Whether the card is in the
    group when the check happens is for the trace to say."""
    out = [Problem(path, f"未知選擇 {key!r}{f'(是不是 {near}?)' if near else ''}:ga 只會詢問 <對象>.<能力>"
                   "(該對象的能力 id)、order:<玩家>、damage:<對象> 或 unique:<玩家>,此場景中沒有這一項")
           for path, key, near in unknown_choice_keys(actions, choice_keys(state),
                                                      also=lambda k: k.startswith(UNIQUE_KEY))]
    pids = {p.id: p.name or p.id for p in state.players}
    for i, action in enumerate(actions):
        for j, choice in enumerate(action.choices):
            at = ("actions", i, "choices", j)
            if not choice.for_.startswith(UNIQUE_KEY):
                continue
            pid = choice.for_[len(UNIQUE_KEY):]
            if pid not in pids:
                out.append(Problem((*at, "for"), f"{choice.for_}:{pid!r} 不是玩家 id,可選: {', '.join(pids)}"))
                continue
            seen: dict[str, str] = {}
            for k, cid in enumerate(choice.cards):
                o = state.find(cid)
                if o is None:
                    why = "不是已知對象 id"
                elif "unique" not in o.types:
                    why = f"({o.label})不是唯一物件"
                elif o.controller != pid:
                    why = f"({o.label})由 {pids.get(o.controller, o.controller)} 控制"
                elif (o.name or o.id) in seen:
                    out.append(Problem((*at, "cards", k), f"{choice.for_} 對「{o.name}」點名了 {seen[o.name or o.id]} "
                                       f"和 {cid}:同名唯一物件只能選擇保留一個 ({R.SBE_UNIQUE})"))
                    continue
                else:
                    seen[o.name or o.id] = cid
                    continue
                out.append(Problem((*at, "cards", k),
                                   f"{choice.for_} 點名的 {cid!r}{why}:只能從 {pids[pid]} 控制的同名唯一物件中"
                                   f"選一個保留 ({R.SBE_UNIQUE}, {R.UNIQUE_SACRIFICE})"))
    return out
