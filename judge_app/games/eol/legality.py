"""Whether an action may be taken now: one function per action type, each raising IllegalAction
with the rule that forbids it. ``legal_actions`` enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import rules as R
from judge_app.games.eol import targeting
from judge_app.games.eol.board import awake, free_slots, hero, is_hero, is_minion, memory, minions, pname
from judge_app.games.eol.model import (
    ATTACKED,
    AWAKENED_THIS_TURN,
    DISPLAY_LIMIT,
    HAND_LIMIT,
    MINION_SLOTS,
    REATTACK,
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


def _in_main(c: Checks, state: State, action: Action, permission: str, cite: str) -> None:
    """The main phase's optional actions (2.1.2.3.a-e): taken by the turn player in the main phase."""
    if state.phase != "main":
        c.refuse(f"当前是 {state.phase} 阶段,此动作只能在主阶段进行。", cite)
    elif action.player != state.active_player:
        c.refuse(f"现在是 {pname(state, state.active_player)} 的回合。", R.FLOW_TURNS, cite)
    else:
        c.allow(f"主阶段,回合玩家{permission}。", cite)


def _energy(c: Checks, state: State, pid: str, cost: int, what: str, cite: str) -> None:
    have = state.player(pid).resources.get("energy", 0)
    c.require(cost <= have, (cite, R.MAIN_PHASE),
              ok=f"{what} 消耗 {cost} 点能量({have} → {have - cost}),能量不为负。",
              no=f"{what} 需要 {cost} 点能量,{pname(state, pid)} 只有 {have} 点;能量不得为负。")


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    c = Checks()
    match action:
        case Replace():
            _check_replace(c, state, action)
        case PlaceMinion():
            _check_place(c, state, action)
        case Pass():
            _check_pass(c, state, action)
        case Awaken():
            _in_main(c, state, action, "可以消耗能量唤醒随从区中的沉睡随从", R.MAIN_AWAKEN)
            m = state.obj(action.minion)
            c.require(m.zone == f"{action.player}.minions" and m.controller == action.player, R.MAIN_AWAKEN,
                      ok=f"{m.label} 在 {pname(state, action.player)} 的随从区。",
                      no=f"{m.label} 不在 {pname(state, action.player)} 的随从区。")
            c.require(not awake(m), (R.MAIN_AWAKEN, R.SLEEPING),
                      ok=f"{m.label} 处于沉睡状态,可以被唤醒。",
                      no=f"{m.label} 已经是唤醒状态,只有沉睡随从可以被唤醒。")
            _energy(c, state, action.player, m.cost or 0, f"唤醒 {m.label}", R.MAIN_AWAKEN)
        case UseItem():
            _in_main(c, state, action, "可以消耗能量使用手中的道具卡", R.MAIN_ITEM)
            card = state.obj(action.card)
            c.require(card.zone == f"{action.player}.hand" and "item" in card.types, R.MAIN_ITEM,
                      ok=f"{card.label} 是 {pname(state, action.player)} 手中的道具卡。",
                      no=f"{card.label} 不是 {pname(state, action.player)} 手中的道具卡。")
            _energy(c, state, action.player, card.cost or 0, f"使用 {card.label}", R.MAIN_ITEM)
        case UseSkill():
            _check_skill(c, state, action)
        case Attack():
            _check_attack(c, state, action, interpretations)
        case _:
            illegal(f"eol 没有 {action.type} 动作。", R.MAIN_PHASE)
    _check_replacement_choices(c, state, action)
    _check_mode_choices(c, state, action)
    _check_target_choices(c, state, action)
    _check_chosen_targets(c, state, action)
    return c.verdict()


def _check_mode_choices(c: Checks, state: State, action: Action) -> None:
    """A “选择” ability (4.2.11) picks one of its listed effects; a mode it does not have is an illegal choice,
    refused rather than replaced by the first option."""
    for ch in action.choices:
        src_id, _, ab_id = ch.for_.partition(".")
        src = state.find(src_id)
        ability = src.ability(ab_id) if src is not None and ab_id else None
        if ability is None or not ability.modes or ch.mode is None:
            continue
        if ch.mode >= len(ability.modes):
            c.refuse(f"「{ability.text or ability.id}」只有 {len(ability.modes)} 项可选效果,没有第 {ch.mode + 1} 项"
                     "(mode 从 0 起计)。", R.CHOOSE)


_SKILL_RULES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "active": R.ACTIVE_SKILL,
                "passive": R.PASSIVE_SKILL, "item": R.ITEM_SKILLS}


def _check_target_choices(c: Checks, state: State, action: Action) -> None:
    """The format's ``chosen`` target is one object (“破坏对方1个随从”): naming several is an illegal choice,
    refused with the rule that makes the card's text the effect, never applied to all of them."""
    for ch in action.choices:
        src_id, _, ab_id = ch.for_.partition(".")
        src = state.find(src_id)
        ability = src.ability(ab_id) if src is not None and ab_id else None
        if ability is None or len(set(ch.targets)) <= 1:
            continue
        effects = [*ability.effects, *(e for m in ability.modes for e in m)]
        if any(getattr(e, "target", None) == "chosen" for e in effects):
            c.refuse(f"「{ability.text or ability.id}」只选择一个目标,选择却给了 {len(set(ch.targets))} 个"
                     f"({'、'.join(ch.targets)});不会对全部目标执行,也不会只取第一个。",
                     _SKILL_RULES.get(ability.kind, R.ITEM_SKILLS))


def _check_chosen_targets(c: Checks, state: State, action: Action) -> None:
    """The chosen targets of the item or skill this action uses, which resolves at once: each condition on each
    target (a minion in the minion zone, 1.1.2 with 4.2.3/2.3.2.1; the opponent's when the text says 对方) is
    cited whether it holds or not, and each that fails is its own refusal. A triggered ability's targets are
    judged when it resolves (the board may have changed by then: a replaced minion can be a legal target)."""
    match action:
        case UseItem():
            source = state.obj(action.card)
            abilities = [ab for ab in source.abilities if ab.trigger is None]
        case UseSkill():
            source = state.obj(action.source)
            abilities = [ab] if (ab := source.ability(action.ability)) is not None else []
        case _:
            return
    for ability in abilities:
        chosen = action.choice(f"{source.id}.{ability.id}")
        if chosen is None:
            continue
        for effect in targeting.chosen_effects(ability):
            for oid in dict.fromkeys(chosen.targets):
                for v in targeting.judge(state, source, ability, effect, state.obj(oid)):
                    if v.ok:
                        c.allow(v.text, *v.cites)
                    else:
                        c.refuse(v.text, *v.cites)


def _check_replacement_choices(c: Checks, state: State, action: Action) -> None:
    """A 随从补充 choice (2.3.1.1) names minion cards from the hand of the dead minion's controller; any other
    card is an illegal choice, refused here rather than turned into “no replacement” while resolving."""
    for ch in action.choices:
        if not ch.for_.startswith("replace:") or not ch.use:
            continue
        dead = state.find(ch.for_.split(":", 1)[1])
        owner = dead.controller if dead is not None else action.player
        if len(ch.cards) > 1:
            c.refuse(f"随从补充把一个新的随从放置于死亡随从的位置;选择却给了 {len(ch.cards)} 张"
                     f"({'、'.join(ch.cards)})。", R.REPLACEMENT)
        for oid in ch.cards:
            card = state.find(oid)
            if card is None or card.zone != f"{owner}.hand" or not is_minion(card):
                c.refuse(f"随从补充的选择 {oid} 不是 {pname(state, owner)} 手牌中的随从卡;只能从手牌将随从以沉睡状态"
                         "放置于死亡的位置。", R.REPLACEMENT)


def _check_replace(c: Checks, state: State, action: Replace) -> None:
    c.require(state.phase == "setup" and state.step == "replace", R.SETUP_REPLACE,
              ok="游戏准备阶段,抽取起始手牌后可以置换手牌。", no="只能在游戏准备阶段抽取起始手牌后置换手牌。")
    c.require(action.player not in (memory(state).replaced or ()), R.SETUP_REPLACE,
              ok=f"{pname(state, action.player)} 尚未置换过手牌(每名玩家一次)。",
              no=f"{pname(state, action.player)} 已经置换过手牌。")
    for oid in action.cards:
        if state.obj(oid).zone != f"{action.player}.hand":
            c.refuse(f"{oid} 不在 {pname(state, action.player)} 的手牌中。", R.SETUP_REPLACE_HOW)


def _placer(state: State) -> str | None:
    if state.phase == "setup" and state.step == "replace":
        return state.first_player or state.active_player
    if state.phase == "setup" and state.step == "place":
        return memory(state).placer
    return None


def _check_place(c: Checks, state: State, action: PlaceMinion) -> None:
    if state.phase == "setup":
        placer = _placer(state)
        c.require(action.player == placer, R.SETUP_PLACE, ok="准备阶段按先后手顺序放置随从,现在轮到该玩家。",
                  no=f"准备阶段按先后手顺序放置随从,现在轮到 {placer}。")
        cite = R.SETUP_PLACE
    else:
        cite = R.MAIN_PLACE
        _in_main(c, state, action, "可以将手中的随从卡背面朝上放置到空余的随从区(沉睡状态)", cite)
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.hand" and is_minion(card), cite,
              ok=f"{card.label} 是 {pname(state, action.player)} 手中的随从卡。",
              no=f"{card.label} 不是 {pname(state, action.player)} 手中的随从卡。")
    slots = free_slots(state, action.player)
    if not slots:
        c.refuse(f"随从区最多放置{MINION_SLOTS}张随从卡,已满。", R.MINION_ZONE, cite)
    elif action.slot is not None:
        c.require(action.slot in slots, (cite, R.MINION_ZONE), ok=f"随从区第 {action.slot} 格空余。",
                  no=f"随从区第 {action.slot} 格已有随从;只能放置至空余的随从区。")
    else:
        c.allow(f"随从区尚有空位(最多{MINION_SLOTS}张)。", R.MINION_ZONE)


def _check_pass(c: Checks, state: State, action: Pass) -> None:
    if state.phase == "setup":
        c.require(action.player == _placer(state), R.SETUP_PLACE, ok="轮到该玩家放置随从,可以宣告放置结束。",
                  no=f"准备阶段按先后手顺序放置随从,现在轮到 {_placer(state)}。")
        return
    c.require(state.phase in ("main", "end") and action.player == state.active_player, R.MAIN_END,
              ok="回合玩家确认结束主阶段,进入结束阶段。", no="只有当前回合玩家能在主阶段结束时宣告结束。")
    for oid in action.discard:
        if state.obj(oid).zone != f"{action.player}.hand":
            c.refuse(f"要弃置的 {oid} 不在手牌中。", R.END_HAND_8)
    for oid in action.discard_display:
        if state.obj(oid).zone != f"{action.player}.display":
            c.refuse(f"要弃置的 {oid} 不在展示区中。", R.END_DISPLAY_5)
    # 2.1.2.4.a/b: exactly the excess is discarded; more than that is not the player's choice to make, and is
    # refused rather than silently trimmed
    limits = ((f"{action.player}.hand", action.discard, HAND_LIMIT, R.END_HAND_8, "手牌"),
              (f"{action.player}.display", action.discard_display, DISPLAY_LIMIT, R.END_DISPLAY_5, "展示区"))
    for zone, listed, limit, cite, where in limits:
        excess = max(0, len(state.in_zone(zone)) - limit)
        if len(set(listed)) > excess:
            c.refuse(f"{where}有 {len(state.in_zone(zone))} 张,最多保留 {limit} 张,只须弃置超出的 {excess} 张;"
                     f"场景要弃置 {len(set(listed))} 张。", cite)


def _check_skill(c: Checks, state: State, action: UseSkill) -> None:
    src = state.obj(action.source)
    ability = src.ability(action.ability)
    if is_hero(src):
        cite = R.MAIN_HERO_SKILL
        _in_main(c, state, action, "可以使用英雄技能", cite)
        c.require(src.zone == f"{action.player}.hero", cite,
                  ok=f"{src.label} 是 {pname(state, action.player)} 的英雄。",
                  no=f"{src.label} 不是 {pname(state, action.player)} 的英雄。")
    else:
        cite = R.MAIN_ATTACK
        _in_main(c, state, action, "可以使用唤醒状态的随从的技能", cite)
        c.require(src.zone == f"{action.player}.minions" and src.controller == action.player, cite,
                  ok=f"{src.label} 在 {pname(state, action.player)} 的随从区。",
                  no=f"{src.label} 不在 {pname(state, action.player)} 的随从区。")
        if awake(src):
            c.allow(f"{src.label} 处于唤醒状态,可以使用其主动技。", R.AWAKE, cite)
        else:
            # 4.2.1 is the rule that says it: a sleeping minion cannot use its active skill
            c.refuse(f"{src.label} 处于沉睡状态,无法使用主动技。", R.SLEEPING, R.AWAKE, cite)
    if ability is None:
        c.refuse(f"{src.label} 没有技能 {action.ability!r}。", R.HERO_SKILLS if is_hero(src) else R.ACTIVE_SKILL)
        return
    name = ability.text or ability.id
    c.require(ability.kind == "active", R.ACTIVE_SKILL, ok=f"「{name}」是主动技,可以主动使用。",
              no=f"「{name}」不是主动技,不能主动使用。")
    c.require(f"{USED_PREFIX}{ability.id}" not in src.status, R.ACTIVE_SKILL, ok=f"「{name}」本回合尚未使用。",
              no=f"「{name}」本回合已经使用过;主动技每回合最多一次。")
    _energy(c, state, action.player, ability.cost.get("energy", 0), f"使用「{name}」", cite)


def _check_attack(c: Checks, state: State, action: Attack, interpretations: Mapping[str, str]) -> None:
    _in_main(c, state, action, "可以使用唤醒状态的随从进行攻击", R.MAIN_ATTACK)
    a, tgt = state.obj(action.attacker), state.obj(action.target)
    c.require(a.zone == f"{action.player}.minions" and a.controller == action.player, R.MAIN_ATTACK,
              ok=f"{a.label} 在 {pname(state, action.player)} 的随从区。",
              no=f"{a.label} 不在 {pname(state, action.player)} 的随从区。")
    c.require(awake(a), (R.SLEEPING, R.MAIN_ATTACK), ok=f"{a.label} 处于唤醒状态,可以发起攻击。",
              no=f"{a.label} 处于沉睡状态,不可主动发起攻击。")
    reattack = REATTACK_READY in a.status
    if reattack:
        c.allow(f"{a.label} 的再动已触发:可再次攻击一个目标(可以是对方英雄)。", R.REATTACK)
    else:
        if ATTACKED in a.status and REATTACK in a.keywords:
            # one reason, two rules: the once-per-turn attack, and 4.2.9 whose condition was not met
            c.refuse(f"{a.label} 本回合已经攻击过;唤醒状态的随从每回合可发起一次攻击,其再动本回合没有触发"
                     "(没有成功破坏对方随从,或已用过)。", R.AWAKE, R.REATTACK)
        else:
            c.require(ATTACKED not in a.status, R.AWAKE,
                      ok=f"{a.label} 本回合尚未攻击;唤醒状态的随从每回合可发起一次攻击。",
                      no=f"{a.label} 本回合已经攻击过;唤醒状态的随从每回合可发起一次攻击。")
    opp = state.opponent(action.player)
    if is_hero(tgt):
        c.require(tgt is hero(state, opp), R.AWAKE, ok=f"{tgt.label} 是对方英雄,可以作为攻击目标。",
                  no=f"{tgt.label} 不是对方英雄。")
        if AWAKENED_THIS_TURN not in a.status:
            c.allow(f"{a.label} 不是本回合刚被唤醒的随从,“唤醒的当回合不可攻击对方英雄”不适用。", R.MAIN_ATTACK)
        elif reattack:
            # 4.2.9 says the extra attack may target the hero; 2.1.2.3.e forbids it on the awaken turn.
            # The reading decides either way, and the runner announces it when it refuses.
            point = I.REATTACK_HERO
            if point.reading_in(interpretations) == "allowed":
                c.allow(f"{a.label} 本回合刚被唤醒,但按解读点 {point.id}=allowed,再动的额外攻击可以攻击对方英雄。",
                        R.REATTACK, R.MAIN_ATTACK)
            else:
                c.refuse(f"{a.label} 在本回合刚被唤醒,无法攻击对方英雄(再动的额外攻击也不例外:解读点 "
                         f"{point.id}={point.reading_in(interpretations)},可改为 allowed)。",
                         R.MAIN_ATTACK, R.AWAKE, R.REATTACK, point=point.id)
        else:
            c.refuse(f"{a.label} 在本回合刚被唤醒,无法攻击对方英雄。", R.MAIN_ATTACK, R.AWAKE)
    else:
        c.require(tgt in minions(state, opp), R.AWAKE, ok=f"{tgt.label} 是对方随从区中的随从,可以作为攻击目标。",
                  no=f"{tgt.label} 不是对方随从区中的随从;攻击目标只能是对方的随从或英雄。")


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
