"""Whether an action may be taken now: one function per action type, each raising IllegalAction
with the rule that forbids it. ``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import awake, free_slots, hero, is_hero, is_minion, minions, pname
from judge_app.games.eol.model import (
    ATTACKED,
    AWAKENED_THIS_TURN,
    MINION_SLOTS,
    REATTACK_READY,
    USED_PREFIX,
    Attack,
    Awaken,
    Pass,
    PlaceMinion,
    Replace,
    UseItem,
    UseSkill,
)

State = GameState[Any]


def _in_main(state: State, action: Action) -> None:
    if state.phase != "main":
        illegal(f"当前是 {state.phase} 阶段,此动作只能在主阶段进行。", R.MAIN_PHASE)
    if action.player != state.active_player:
        illegal(f"现在是 {pname(state, state.active_player)} 的回合。", R.FLOW_TURNS, R.MAIN_PHASE)


def _energy(state: State, pid: str, cost: int, what: str) -> None:
    have = state.player(pid).resources.get("energy", 0)
    if cost > have:
        illegal(f"{what} 需要 {cost} 点能量,{pname(state, pid)} 只有 {have} 点;能量不得为负。", R.MAIN_PHASE)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> None:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    match action:
        case Replace():
            _check_replace(state, action)
        case PlaceMinion():
            _check_place(state, action)
        case Pass():
            _check_pass(state, action)
        case Awaken():
            _in_main(state, action)
            m = state.obj(action.minion)
            if m.zone != f"{action.player}.minions" or m.controller != action.player:
                illegal(f"{m.label} 不在 {pname(state, action.player)} 的随从区。", R.MAIN_AWAKEN)
            if awake(m):
                illegal(f"{m.label} 已经是唤醒状态。", R.MAIN_AWAKEN, R.AWAKE)
            _energy(state, action.player, m.cost or 0, f"唤醒 {m.label}")
        case UseItem():
            _in_main(state, action)
            c = state.obj(action.card)
            if c.zone != f"{action.player}.hand" or "item" not in c.types:
                illegal(f"{c.label} 不是 {pname(state, action.player)} 手中的道具卡。", R.MAIN_ITEM)
            _energy(state, action.player, c.cost or 0, f"使用 {c.label}")
        case UseSkill():
            _check_skill(state, action)
        case Attack():
            _check_attack(state, action, interpretations)
        case _:
            illegal(f"eol 没有 {action.type} 动作。", R.MAIN_PHASE)


def _check_replace(state: State, action: Replace) -> None:
    if state.phase != "setup" or state.step != "replace":
        illegal("只能在游戏准备阶段抽取起始手牌后置换手牌。", R.SETUP_REPLACE)
    if action.player in state.memory.get("replaced", []):
        illegal(f"{pname(state, action.player)} 已经置换过手牌。", R.SETUP_REPLACE)
    for oid in action.cards:
        if state.obj(oid).zone != f"{action.player}.hand":
            illegal(f"{oid} 不在 {pname(state, action.player)} 的手牌中。", R.SETUP_REPLACE_HOW)


def _placer(state: State) -> str | None:
    if state.phase == "setup" and state.step == "replace":
        return state.first_player or state.active_player
    if state.phase == "setup" and state.step == "place":
        return state.memory.get("placer")
    return None


def _check_place(state: State, action: PlaceMinion) -> None:
    if state.phase == "setup":
        placer = _placer(state)
        if action.player != placer:
            illegal(f"准备阶段按先后手顺序放置随从,现在轮到 {placer}。", R.SETUP_PLACE)
        cite = R.SETUP_PLACE
    else:
        _in_main(state, action)
        cite = R.MAIN_PLACE
    c = state.obj(action.card)
    if c.zone != f"{action.player}.hand" or not is_minion(c):
        illegal(f"{c.label} 不是 {pname(state, action.player)} 手中的随从卡。", cite)
    slots = free_slots(state, action.player)
    if not slots:
        illegal(f"随从区最多放置{MINION_SLOTS}张随从卡,已满。", R.MINION_ZONE, cite)
    if action.slot is not None and action.slot not in slots:
        illegal(f"随从区第 {action.slot} 格已有随从;只能放置至空余的随从区。", cite)


def _check_pass(state: State, action: Pass) -> None:
    if state.phase == "setup":
        if action.player != _placer(state):
            illegal(f"准备阶段按先后手顺序放置随从,现在轮到 {_placer(state)}。", R.SETUP_PLACE)
        return
    if state.phase not in ("main", "end") or action.player != state.active_player:
        illegal("只有当前回合玩家能在主阶段结束时宣告结束。", R.MAIN_END)
    for oid in action.discard:
        if state.obj(oid).zone != f"{action.player}.hand":
            illegal(f"要弃置的 {oid} 不在手牌中。", R.END_HAND_8)
    for oid in action.discard_display:
        if state.obj(oid).zone != f"{action.player}.display":
            illegal(f"要弃置的 {oid} 不在展示区中。", R.END_DISPLAY_5)


def _check_skill(state: State, action: UseSkill) -> None:
    _in_main(state, action)
    src = state.obj(action.source)
    ability = src.ability(action.ability)
    if ability is None:
        illegal(f"{src.label} 没有技能 {action.ability!r}。", R.HERO_SKILLS)
    assert ability is not None
    if is_hero(src):
        if src.zone != f"{action.player}.hero":
            illegal(f"{src.label} 不是 {pname(state, action.player)} 的英雄。", R.MAIN_HERO_SKILL)
        cite = R.MAIN_HERO_SKILL
    else:
        if src.zone != f"{action.player}.minions" or src.controller != action.player:
            illegal(f"{src.label} 不在 {pname(state, action.player)} 的随从区。", R.MAIN_ATTACK)
        if not awake(src):
            illegal(f"{src.label} 处于沉睡状态,无法使用主动技。", R.SLEEPING, R.MAIN_ATTACK)
        cite = R.MAIN_ATTACK
    if ability.kind != "active":
        illegal(f"「{ability.text or ability.id}」不是主动技,不能主动使用。", R.ACTIVE_SKILL, cite)
    if f"{USED_PREFIX}{ability.id}" in src.status:
        illegal(f"「{ability.text or ability.id}」本回合已经使用过;主动技每回合最多一次。", R.ACTIVE_SKILL)
    _energy(state, action.player, ability.cost.get("energy", 0), f"使用「{ability.text or ability.id}」")


def _check_attack(state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    _in_main(state, action)
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    if a.zone != f"{action.player}.minions" or a.controller != action.player:
        illegal(f"{a.label} 不在 {pname(state, action.player)} 的随从区。", R.MAIN_ATTACK)
    if not awake(a):
        illegal(f"{a.label} 处于沉睡状态,不可主动发起攻击。", R.SLEEPING, R.MAIN_ATTACK)
    reattack = REATTACK_READY in a.status
    if ATTACKED in a.status and not reattack:
        illegal(f"{a.label} 本回合已经攻击过;唤醒状态的随从每回合可发起一次攻击。", R.AWAKE)
    opp = state.opponent(action.player)
    if is_hero(tgt):
        if tgt is not hero(state, opp):
            illegal(f"{tgt.label} 不是对方英雄。", R.AWAKE)
        if AWAKENED_THIS_TURN in a.status:
            allowed = reattack and I.REATTACK_HERO.reading_in(interpretations) == "allowed"
            if not allowed:
                why = (f"(再动的额外攻击也不例外:解读点 {I.REATTACK_HERO.id}={I.REATTACK_HERO.default}"
                       f",可改为 allowed)") if reattack else ""
                illegal(f"{a.label} 在本回合刚被唤醒,无法攻击对方英雄{why}。", R.MAIN_ATTACK, R.AWAKE,
                      *((R.REATTACK,) if reattack else ()))
    elif tgt not in minions(state, opp):
        illegal(f"{tgt.label} 不是对方随从区中的随从。", R.AWAKE)


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates for every action type, kept if they pass :func:`check`."""
    cands: list[Action] = []
    if state.game_over is not None:
        return []
    players = [p.id for p in state.players]
    if state.phase == "setup":
        cands += [Replace(player=p) for p in players]
        placer = _placer(state)
        if placer:
            slots = free_slots(state, placer)
            cands += [PlaceMinion(player=placer, card=o.id, slot=slots[0] if slots else None)
                      for o in state.in_zone(f"{placer}.hand") if is_minion(o)]
            cands.append(Pass(player=placer))
    else:
        me = state.active_player
        opp = state.opponent(me)
        slots = free_slots(state, me)
        hand = state.in_zone(f"{me}.hand")
        cands += [PlaceMinion(player=me, card=o.id, slot=slots[0] if slots else None) for o in hand if is_minion(o)]
        cands += [UseItem(player=me, card=o.id) for o in hand if "item" in o.types]
        own = minions(state, me)
        cands += [Awaken(player=me, minion=o.id) for o in own]
        sources = own + ([h] if (h := hero(state, me)) else [])
        cands += [UseSkill(player=me, source=o.id, ability=ab.id) for o in sources for ab in o.abilities]
        targets = minions(state, opp) + ([h] if (h := hero(state, opp)) else [])
        cands += [Attack(player=me, attacker=o.id, target=x.id) for o in own for x in targets]
        cands.append(Pass(player=me))
    return only_legal(cands, lambda c: check(state, c, interpretations))
