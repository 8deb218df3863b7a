"""Impossible eol states, each reported with the field path and the rule it breaks."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import TARGET_SELECTORS
from judge_app.engine.problems import Problem
from judge_app.engine.state import GameState
from judge_app.engine.validation import bad_effect_references, unknown_choice_keys
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import memory
from judge_app.games.eol.model import (
    AWAKE,
    ELEMENTS,
    MINION_SLOTS,
    PHASES,
    USED_PREFIX,
    VOCABULARY,
)
from judge_app.games.eol.model import (
    TARGET_SELECTORS as EOL_SELECTORS,
)

HOME = {"hero": "hero", "minion": "minions"}  # zones a card of this type may be on the board in
# the printed numbers of a card (1.2 英雄卡牌: 血量; 1.3 随从卡牌: 攻击力): name and rule
PRINTED = {"hp": ("血量", R.HERO_HP), "attack": ("攻击力", f"{R.MINION_ATTACK}, {R.FINAL_ATTACK}")}


def validate(state: GameState[Any]) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(tuple(path), msg))  # noqa: E731
    pids = [p.id for p in state.players]
    if len(pids) != 2:
        add(["players"], f"eol 是双人游戏,这里有 {len(pids)} 名玩家。")
        return out
    for i, p in enumerate(state.players):
        for key in p.resources:
            if key not in VOCABULARY.keys("resources"):
                add(["players", i, "resources", key], f"未知资源 {key!r},可选: life、energy")
        if p.resources.get("energy", 0) < 0:
            add(["players", i, "resources", "energy"], f"能量不得为负 ({R.MAIN_PHASE})")
    phases = {ph.key: ph for ph in PHASES}
    if state.phase not in phases:
        add(["phase"], f"未知阶段 {state.phase!r},可选: {', '.join(phases)}")
    elif state.phase == "setup":
        if state.step not in (None, "deal", "replace", "place"):
            add(["step"], f"准备阶段的步骤只能是 deal、replace、place,而不是 {state.step!r}")
        if state.step == "place" and memory(state).placer not in pids:
            add(["memory", "placer"], "准备阶段放置随从的步骤需要 memory.placer 指明正在放置的玩家")
    # duplicate player ids (the kernel reports them) leave no "other player" to take the even turns
    if state.phase != "setup" and state.first_player is not None and len(set(pids)) == len(pids):
        expected = state.first_player if state.turn % 2 == 1 else next(p for p in pids if p != state.first_player)
        if state.active_player != expected:
            add(["active_player"], f"turn 计双方回合,第 {state.turn} 回合应为 {expected} 的回合 ({R.FLOW_TURNS})")
    if state.phase == "setup" and state.first_player is None:
        add(["first_player"], f"准备阶段需要 first_player(先手玩家) ({R.SETUP_ORDER})")
    if state.stack:
        add(["stack"], "eol 没有堆叠/连锁,stack 必须为空")
    ids = {o.id for o in state.objects}
    counts: dict[str, int] = {}
    slots: dict[tuple[str, int], str] = {}
    for i, o in enumerate(state.objects):
        here = ["objects", i]
        owner_zone, _, zone = o.zone.partition(".")
        kinds = [t for t in o.types if t in VOCABULARY.keys("types")]
        if [t for t in o.types if t not in VOCABULARY.keys("types")] or len(kinds) != 1:
            add([*here, "types"], f"types 应恰好是 hero、minion、item 之一,而不是 {o.types}")
        for key, val in o.props.items():
            if key not in VOCABULARY.keys("props"):
                add([*here, "props", key], f"未知属性字段 {key!r},可选: {', '.join(sorted(VOCABULARY.keys('props')))}")
            elif key == "element" and val not in ELEMENTS:
                add([*here, "props", key], f"属性只能是 {'、'.join(ELEMENTS)},而不是 {val!r} ({R.ADVANTAGE_CYCLE})")
        for j, kw in enumerate(o.keywords):
            if kw not in VOCABULARY.keys("keywords"):
                add([*here, "keywords", j], f"未知关键词 {kw!r},可选: {'、'.join(VOCABULARY.keys('keywords'))}")
        for j, status in enumerate(o.status):
            if status not in VOCABULARY.keys("statuses") and not status.startswith(USED_PREFIX):
                add([*here, "status", j],
                    f"未知状态 {status!r},可选: {', '.join(sorted(VOCABULARY.keys('statuses')))}")
        for key, number in o.stats.items():
            if key not in VOCABULARY.keys("stats"):
                add([*here, "stats", key], f"未知数值 {key!r},可选: hp、attack")
            elif number < 0:
                # printed numbers (1.2/1.3): no rule prints or allows a negative one; only the final attack of
                # 2.2.2.3 moves with buffs and debuffs, and those are modifiers, never the printed value
                add([*here, "stats", key], f"卡面{PRINTED[key][0]}不能为负,这里是 {number} ({PRINTED[key][1]})")
        if o.cost is not None and o.cost < 0:
            cite = R.ITEM_COST if "item" in o.types else R.MINION_COST
            add([*here, "cost"], f"卡面能量费用不能为负,这里是 {o.cost} ({cite}, {R.MAIN_PHASE})")
        out += _ability_problems(o, here, ids, pids)
        if kinds and zone in HOME.values() and HOME.get(kinds[0]) != zone:
            cite = R.HERO_ZONE if zone == "hero" else R.MINION_ZONE
            add([*here, "zone"], f"{kinds[0]} 卡不能放在 {zone} 区 ({cite})")
        if zone in ("hero", "minions", "hand", "deck", "display") and owner_zone != o.controller:
            add([*here, "zone"], f"{o.id} 的控制者是 {o.controller},却在 {owner_zone} 的 {zone} 区")
        if zone == "minions":
            if o.slot is None or not 1 <= o.slot <= MINION_SLOTS:
                add([*here, "slot"], f"随从区的随从需要 slot 1–{MINION_SLOTS}(从左到右) ({R.MINION_ZONE})")
            elif (owner_zone, o.slot) in slots:
                add([*here, "slot"], f"第 {o.slot} 格已有 {slots[owner_zone, o.slot]} ({R.MINION_ZONE})")
            else:
                slots[owner_zone, o.slot] = o.id
            if (AWAKE in o.status) == o.face_down:
                add([*here, "face_down"], "沉睡的随从背面朝上、唤醒的随从正面朝上:face_down 与 awake 状态矛盾 "
                    f"({R.SLEEPING}, {R.AWAKE})")
        else:
            if o.slot is not None:
                add([*here, "slot"], "只有随从区的对象有 slot")
            if AWAKE in o.status:
                add([*here, "status"], f"只有随从区的随从能处于唤醒状态 ({R.AWAKE})")
        counts[o.zone] = counts.get(o.zone, 0) + 1
    for zid, n in counts.items():
        cap = {"hero": 1, "minions": MINION_SLOTS}.get(zid.partition(".")[2])
        if cap is not None and n > cap:
            first = next(i for i, o in enumerate(state.objects) if o.zone == zid)
            add(["objects", first, "zone"], f"{zid} 最多容纳 {cap} 张,这里有 {n} 张 "
                f"({R.MINION_ZONE if cap == MINION_SLOTS else R.HERO_ZONE})")
    return out


KIND_RULES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "passive": R.PASSIVE_SKILL}


def _ability_problems(o: Any, here: list[Any], ids: set[str], pids: list[str]) -> list[Problem]:
    out = []
    selectors = {*TARGET_SELECTORS, *EOL_SELECTORS}
    for j, ab in enumerate(o.abilities):
        at = [*here, "abilities", j]
        if ab.kind not in VOCABULARY.keys("ability_kinds"):
            out.append(Problem((*at, "kind"), f"未知技能种类 {ab.kind!r},可选: "
                               f"{', '.join(sorted(VOCABULARY.keys('ability_kinds')))}"))
        if ab.kind in ("awaken", "death", "passive") and ab.trigger is None:
            # Without a trigger the text would never fire: a silent no-op, so say so.
            out.append(Problem((*at, "trigger"), f"{ab.kind} 技能需要 trigger(事件,如 awakened / destroyed / "
                               f"combat_start);没有它,这段文字永远不会发动 ({KIND_RULES[ab.kind]})"))
        if ab.trigger is not None and ab.trigger.event not in VOCABULARY.keys("events"):
            out.append(Problem((*at, "trigger", "event"), f"未知事件 {ab.trigger.event!r},可选: "
                               f"{', '.join(sorted(VOCABULARY.keys('events')))}"))
        for ep, field, value in bad_effect_references(ab, tuple(at), selectors, ids, pids):
            out.append(Problem((*ep, field), f"目标 {value!r} 既不是已知对象 id,也不是选择器 "
                               f"({', '.join(sorted(selectors))})" if field == "target"
                               else f"玩家 {value!r} 既不是玩家 id 也不是 controller/opponent"))
    return out


def choice_keys(state: GameState[Any]) -> list[str]:
    """Every choice key an eol procedure can ask for in this state: ``<object>.<ability>`` when an ability
    resolves (effects.resolve) and ``replace:<minion>`` when a minion dies (destruction.offer_replacement)."""
    keys = [f"{o.id}.{ab.id}" for o in state.objects for ab in o.abilities]
    return keys + [f"replace:{o.id}" for o in state.objects if "minion" in o.types]


def validate_actions(state: GameState[Any], actions: list[Any]) -> list[Problem]:
    """A choice key no eol procedure can ask for is refused with its line (``unknown_choice_keys`` says why)."""
    return [Problem(path, f"未知选择 {key!r}{f'(是不是 {near}?)' if near else ''}:eol 结算时只会询问 <对象>.<技能>"
                    "(该对象的技能 id)或 replace:<死亡的随从>,此场景中没有这一项")
            for path, key, near in unknown_choice_keys(actions, choice_keys(state))]
