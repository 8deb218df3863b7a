"""Whether an action may be taken: first reach its moment in a rehearsal on the state (timing.reach, reverted),
then one check per action type through ``Checks``: every permission that holds is returned with its rule
(the runner writes each as a passed check), and every rule broken is refused together."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.replay import rehearsal
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, cp, effects, stack, targets, timing
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import (
    dull,
    element,
    field,
    generic,
    hand,
    is_backup,
    is_character,
    is_forward,
    is_summon,
    light_or_dark,
    memory,
    on_field,
    pname,
    since_turn_start,
)
from judge_app.games.fftcg.memory import Attack
from judge_app.games.fftcg.model import (
    ATTACKED,
    BACK_ATTACK,
    CANNOT_ATTACK,
    CANNOT_BLOCK,
    DULL_ICON,
    HAND_LIMIT,
    HASTE,
    Block,
    CastSummon,
    Concede,
    DeclareAttack,
    Mulligan,
    Pass,
    PlayCharacter,
    UseAbility,
)

State = GameState[Any]


@contextmanager
def rehearsed(state: State, action: Action, interpretations: Mapping[str, str]) -> Iterator[Table]:
    """A table on ``state`` advanced to the moment of ``action`` (its steps thrown away); every change is reverted
    when the block ends (:func:`rehearsal`), so ``state`` is as it was."""
    with rehearsal(I.READINGS, state, interpretations) as t:
        t.begin_action(0, action)
        if not timing.reach(t, action) and state.game_over is None:
            illegal("在此之前的流程中不存在进行这一动作的时机。", R.PRIORITY, R.PHASES)
        yield t


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    if isinstance(action, Concede):
        return [Reason("玩家随时可以主动认输。", (R.TEXT_OVER_RULES,))]
    with rehearsed(state, action, interpretations) as t:
        if t.state.game_over is not None:
            return []
        return check_now(t.state, action, interpretations)


def check_now(st: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """Every permission that holds and every rule the action breaks (all of them, not the first found)."""
    c = Checks()
    match action:
        case Mulligan():
            who = memory(st).mulligan
            c.require(
                who == action.player,
                R.SETUP_REDRAW,
                ok=f"{pname(st, action.player)} 决定是否替换起始手牌(每位玩家一次,先手玩家先决定)。",
                no=f"现在由 {who} 决定是否替换手牌;每位玩家只有一次。",
            )
            if action.order:
                c.require(
                    sorted(action.order) == sorted(o.id for o in hand(st, action.player)),
                    R.SETUP_REDRAW,
                    ok="放到卡组底的顺序列出了起始的5张手牌。",
                    no="order 必须恰好列出起始的5张手牌。",
                )
        case Pass():
            _priority(c, st, action.player, R.PASS)
        case PlayCharacter():
            _check_play(c, st, action, interpretations)
        case CastSummon():
            _check_summon(c, st, action, interpretations)
        case UseAbility():
            _check_ability(c, st, action, interpretations)
        case DeclareAttack():
            _check_declare(c, st, action, interpretations)
        case Block():
            _check_block(c, st, action)
        case _:
            c.refuse(f"fftcg 没有 {action.type} 动作。", R.PRIORITY)
    _check_end_discard(c, st, action)
    _check_choices(c, st, action)
    return c.verdict()


def _check_choices(c: Checks, st: State, action: Action) -> None:
    """Choices the action carries that can be judged before anything resolves: a replacement order must name
    one of the replacement effects that can apply (11.12.5.7); cards to discard must be hand cards (15.1.1.4.1).
    A wrong one is refused with its rule, never swapped for the default."""
    for ch in action.choices:
        key = ch.for_
        if key.startswith("replace:"):
            obj = st.find(key.split(":", 1)[1])
            if obj is None:
                c.refuse(f"{key}:没有这张卡。", R.REPLACEMENT_ORDER)
                continue
            n = len(effects.replacements_in(st, obj))
            if ch.mode is not None and ch.mode >= n:
                c.refuse(
                    f"{key} 选择第 {ch.mode + 1} 个置换效果,但可以适用于 {obj.label} 的置换效果只有 {n} 个。",
                    R.REPLACEMENT_ORDER,
                )
        elif key.startswith("order:"):
            # 11.8.7: a player orders the auto abilities that triggered under their control
            pid = key.split(":", 1)[1]
            for entry in [*ch.targets, *ch.cards]:
                oid, _, aid = entry.partition(".")
                o = st.find(oid)
                autos = [a for a in (o.abilities if o else []) if a.kind == "auto" and (not aid or a.id == aid)]
                if o is None or not autos:
                    what = f"{o.label}" + (f"的「{aid}」" if aid else "") if o is not None else entry
                    c.refuse(f"{key} 中的 {what} 不是一个自动技能:顺序只能排列触发了的自动技能。", R.AUTO_TO_STACK)
                elif o.controller != pid:
                    c.refuse(f"{key} 中的 {o.label} 不由 {pname(st, pid)} 控制:各自排列自己的自动技能。",
                             R.AUTO_TO_STACK)
            if len(set(ch.targets + ch.cards)) != len(ch.targets + ch.cards):
                c.refuse(f"{key} 重复列出了同一个自动技能。", R.AUTO_TO_STACK)
        elif not ch.use and "." in key:
            # 11.8.14: only an auto ability written "……时,可以……" may be declined; EX Bursts always may (11.10.2)
            oid, _, aid = key.partition(".")
            o = st.find(oid)
            ab = next((a for a in (o.abilities if o else []) if a.id == aid), None)
            if o is not None and ab is not None and ab.kind == "auto" and not stack.is_optional(ab):
                c.refuse(f"{o.label}「{ab.text or ab.id}」不是“可以”型自动技能:触发后自动结算,不能选择不执行。",
                         R.OPTIONAL_AUTO, R.AUTO)
        elif key.endswith(".discard") and ch.cards:
            for cid in ch.cards:
                o = st.find(cid)
                if o is None or not o.zone.endswith(".hand"):
                    where = "不存在" if o is None else "不在手牌中"
                    c.refuse(f"{key} 选择丢弃的 {o.label if o else cid} {where}:丢弃是将手牌移入损毁区。", R.DISCARD)
            if len(set(ch.cards)) != len(ch.cards):
                c.refuse(f"{key} 重复选择了同一张卡。", R.DISCARD)


def _check_end_discard(c: Checks, st: State, action: Action) -> None:
    """9.5.1.2: the cards an ``end_discard`` choice names are the turn player's hand cards, and — when this
    pass ends the end phase's priority, so the discard happens now — exactly as many as exceed 5. A choice
    that breaks this is refused, never swapped for the default."""
    pick = action.choice("end_discard")
    if pick is None:
        return
    pid = st.active_player
    cards = hand(st, pid)
    in_hand = {o.id for o in cards}
    for cid in pick.cards:
        o = st.find(cid)
        if cid not in in_hand:
            c.refuse(f"end_discard 选择的 {o.label if o else cid} 不在 {pname(st, pid)} 的手牌中。", R.END_DISCARD)
    if len(set(pick.cards)) != len(pick.cards):
        c.refuse("end_discard 重复选择了同一张卡。", R.END_DISCARD)
    passed = set(memory(st).passed or ()) | {action.player}
    now = isinstance(action, Pass) and st.phase == "end" and not st.stack and len(passed) >= len(st.players)
    if now:
        excess = max(len(cards) - HAND_LIMIT, 0)
        c.require(
            len(pick.cards) == excess,
            R.END_DISCARD,
            ok=f"{pname(st, pid)} 手牌 {len(cards)} 张,丢弃 {excess} 张至上限5张。",
            no=f"{pname(st, pid)} 手牌 {len(cards)} 张,须丢弃 {excess} 张至5张,"
            f"end_discard 却选择了 {len(pick.cards)} 张。",
        )


def _priority(c: Checks, st: State, pid: str, *also: str) -> bool:
    holder = memory(st).priority
    if holder == pid:
        c.allow(f"{pname(st, pid)} 持有优先权。", R.PRIORITY, *also)
        return True
    c.refuse(f"{pname(st, pid)} 现在没有优先权" + (f"({pname(st, holder)} 持有)。" if holder else "。"), R.PRIORITY)
    return False


def _instant_timing(c: Checks, st: State, pid: str, what: str, cites: tuple[str, ...]) -> None:
    """Summons (9.3.1.6) and action/special abilities (9.3.1.7): whoever has priority, main and attack phases."""
    _priority(c, st, pid)
    c.require(
        st.phase in ("main1", "main2", "attack"),
        cites if st.phase in ("main1", "main2", "attack") else (*cites, R.END_TRIGGERS),
        ok=f"现在是{'主阶段' if st.phase != 'attack' else '攻击阶段'}:持有优先权的玩家可以{what}。",
        no=f"只有主阶段和攻击阶段可以{what}。",
    )
    if memory(st).first_strike_window is not None:
        c.refuse(f"先发制人伤害结算后、普通伤害前的优先权中无法{what}。", R.FIRST_STRIKE_PRIORITY)


def _pay(
    c: Checks,
    st: State,
    pid: str,
    req: dict[str, int],
    pay: Any,
    interpretations: Mapping[str, str],
    excluded: Mapping[str, cp.Held],
    cites: list[str],
) -> None:
    verdict = cp.evaluate(st, pid, req, pay, interpretations, excluded)
    if not verdict.ok:
        # each unusable source is its own refusal; the rollback they all lead to is said once, on the last
        *first, last = verdict.problems
        for message, why in first:
            c.refuse(message, *why, *cites)
        c.refuse(
            last[0] + " 无法完成的流程回退到进行之前,已支付的消耗取消。",
            *last[1],
            *cites,
            R.ROLLBACK,
            R.ROLLBACK_COSTS,
            R.ROLLBACK_PRIORITY,
        )
    elif req:
        c.allow(f"支付满足消耗 {cp.fmt(cp.Counter(req))}。", *cites, R.PAY_CP_HOW)


def _check_play(c: Checks, st: State, action: PlayCharacter, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    pid = action.player
    if not c.require(
        card.zone == f"{pid}.hand" and is_character(card),
        (R.PLAY_CHARACTER, R.PLAY_REVEAL),
        ok=f"{card.label} 是 {pname(st, pid)} 手中的角色卡。",
        no=f"{card.label} 不是 {pname(st, pid)} 手中的角色卡。",
    ):
        return
    _priority(c, st, pid)
    if chars.has(st, card, BACK_ATTACK):
        c.require(
            st.phase in ("main1", "main2", "attack"),
            (R.BACK_ATTACK,),
            ok=f"{card.label} 拥有偷袭:持有优先权时可以在主阶段和攻击阶段从手牌使用。",
            no=f"{card.label} 拥有偷袭,但偷袭也只能在主阶段和攻击阶段使用。",
        )
    else:
        c.require(
            st.phase in ("main1", "main2") and not st.stack and pid == st.active_player,
            (R.MAIN_CHARACTERS, R.PLAY_CHARACTER),
            ok="回合玩家在主阶段、堆叠区为空且持有优先权:可以将角色放入战场。",
            no="只有持有优先权的回合玩家在主阶段且堆叠区为空时可以将角色放入战场。",
        )
    mine = field(st, pid)
    if generic(card):
        c.allow(f"{card.label} 带有普通图标,不受同名角色的限制。", R.FIELD_SAME_NAME)
    else:
        c.require(
            not any(o.name == card.name for o in mine),
            (R.FIELD_SAME_NAME, R.SAME_NAME),
            ok=f"{pname(st, pid)} 没有控制同名角色「{card.name}」。",
            no=f"{pname(st, pid)} 已控制同名角色「{card.name}」且它没有普通图标:一般无法采取超出限制的行动。",
        )
    if (
        light_or_dark(card)
        and any(light_or_dark(o) for o in mine)
        and I.LIGHT_DARK_PLAY.reading_in(interpretations) == "forbidden"
    ):
        c.refuse("按所选解读,已控制光/暗属性角色时不能再放入一张。", R.RP_LIGHT_DARK, R.FIELD_SAME_NAME)
    req = cp.card_requirement(card.cost or 0, element(card))
    _pay(c, st, pid, req, action.pay, interpretations, cp.held_character(card), [R.PLAY_COST])


def _check_summon(c: Checks, st: State, action: CastSummon, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    if not c.require(
        card.zone == f"{action.player}.hand" and is_summon(card),
        (R.SUMMON_CAST, R.SUMMON_TO_STACK),
        ok=f"{card.label} 是 {pname(st, action.player)} 手中的召唤兽。",
        no=f"{card.label} 不是 {pname(st, action.player)} 手中的召唤兽。",
    ):
        return
    _instant_timing(c, st, action.player, "召唤召唤兽", (R.MAIN_SUMMONS,))
    ab = next((a for a in card.abilities if a.kind == "summon"), None)
    if ab is None:
        c.refuse(f"{card.label} 没有召唤兽效果(kind: summon)。", R.SUMMON_CAST)
        return
    _targets(c, st, action.player, None, action.targets, list(ab.effects), R.SUMMON_TARGET_GONE)
    needed = I.SUMMON_ELEMENT.reading_in(interpretations) == "required"
    req = cp.card_requirement(card.cost or 0, element(card), needed)
    held = cp.held_summon(card)
    _pay(c, st, action.player, req, action.pay, interpretations, held, [R.SUMMON_PAY_ALL, R.SUMMON_CAST])


def _targets(
    c: Checks, st: State, controller: str, source: str | None, chosen: list[str], effs: list[Any], rule: str
) -> None:
    """Each chosen target meets the card's restriction ("选择1个对手控制的前锋") and is not the source itself."""
    if not targets.targeted(effs):
        if chosen:
            c.refuse(f"这个效果不“选择”目标,却给出了 targets {chosen}。", rule)
        return
    wanted = targets.describe(effs)
    if not chosen:
        c.refuse(f"这个效果需要“选择”{wanted}作为目标(targets)。", rule)
        return
    for oid in chosen:
        o = st.find(oid)
        why = targets.why_not(st, o, effs, controller, source) if o is not None else f"{oid} 不存在"
        if why is None:
            c.allow(f"{o.label} 是可以选择的目标({wanted})。", rule)  # type: ignore[union-attr]
        else:
            c.refuse(f"{why}:不是这个效果可以选择的目标(需要{wanted})。", rule)


def _check_ability(c: Checks, st: State, action: UseAbility, interpretations: Mapping[str, str]) -> None:
    src = st.obj(action.source)
    ab = src.ability(action.ability)
    if ab is None or ab.kind not in ("action", "special"):
        c.refuse(f"{src.label} 没有可以发动的行动技能或特殊技能「{action.ability}」。", R.ABILITY_KINDS)
        return
    special = ab.kind == "special"
    use = R.SPECIAL_USE if special else R.ACTION_USE
    c.require(
        on_field(src) and src.controller == action.player,
        use,
        ok=f"{src.label} 是 {pname(st, action.player)} 控制的场上卡牌。",
        no=f"{src.label} 不是 {pname(st, action.player)} 控制的场上卡牌。",
    )
    _instant_timing(c, st, action.player, "使用行动技能和特殊技能", (R.MAIN_ABILITIES,))
    if ab.cost.get(DULL_ICON):
        icon = R.SPECIAL_DULL_ICON if special else R.ACTION_DULL_ICON
        c.require(
            not dull(src),
            icon,
            ok=f"{src.label} 处于行动状态,可以支付休止图标。",
            no=f"{src.label} 已处于休止状态,无法支付休止图标。",
        )
        if is_forward(src) or is_backup(src):
            if chars.has(st, src, HASTE):
                c.allow(f"{src.label} 拥有加速:本回合进场也可以使用含休止图标的技能。", icon, R.HASTE_DULL_COST)
            else:
                c.require(
                    since_turn_start(src),
                    (icon, R.HASTE_DULL_COST),
                    ok=f"{src.label} 在回合开始时就由 {pname(st, action.player)} 控制。",
                    no=f"{src.label} 没有加速,且不是在回合开始时就由 {pname(st, action.player)} 控制:"
                    "含休止图标的技能无法使用。",
                )
    excluded: dict[str, cp.Held] = {}
    if special:
        other = st.find(action.special_discard) if action.special_discard else None
        ok = other is not None and other.zone == f"{action.player}.hand" and other.name == src.name and is_character(
            other
        )
        c.require(
            ok,
            R.SPECIAL_ABILITY,
            ok=f"从手牌丢弃同名角色卡 {other.label if other else ''} 作为特殊技能的消耗。",
            no=f"特殊技能还需要从手牌中丢弃1张同名的角色卡「{src.name}」(special_discard)。",
        )
        excluded = cp.held_special(other) if ok and other is not None else {}
    _targets(
        c, st, action.player, src.id, action.targets, list(ab.effects), R.SPECIAL_TARGET if special else R.ACTION_TARGET
    )
    _pay(
        c,
        st,
        action.player,
        cp.ability_requirement(ab.cost),
        action.pay,
        interpretations,
        excluded,
        [R.SPECIAL_COST if special else R.ACTION_COST],
    )


def _check_declare(c: Checks, st: State, action: DeclareAttack, interpretations: Mapping[str, str]) -> None:
    # who and when: the turn player, in the attack declaration step (10.1.2.1, 9.4.1)
    c.require(
        action.player == st.active_player,
        (R.DECLARE, R.ATTACK_PHASE),
        ok=f"{pname(st, action.player)} 是回合玩家,可以指定攻击的前锋。",
        no=f"{pname(st, action.player)} 不是回合玩家:只有回合玩家在攻击阶段指定攻击的前锋。",
    )
    c.require(
        memory(st).awaiting == "declare",
        (R.DECLARE, R.ATTACK_PHASE),
        ok="现在是攻击指定步骤。",
        no="现在不是攻击指定步骤,不能指定攻击的前锋。",
    )
    if not action.forwards:
        c.allow(
            f"{pname(st, action.player)} 可以不指定攻击的前锋:跳过防御指定与伤害结算步骤。", R.NO_ATTACK_SKIP
        )
        return
    seen: set[str] = set()
    for fid in action.forwards:
        f = st.obj(fid)
        if fid in seen:
            c.refuse(f"{f.label} 重复出现。", R.DECLARE)
            continue
        seen.add(fid)
        if not _own_field_forward(c, st, f, action.player, R.DECLARE, R.ATTACKING_FORWARD, "攻击"):
            continue
        c.require(
            not dull(f),
            R.DECLARE_ELIGIBLE,
            ok=f"{f.label} 处于行动状态。",
            no=f"{f.label} 处于休止状态,不能攻击。",
        )
        if chars.has(st, f, HASTE):
            c.allow(f"{f.label} 拥有加速:即使本回合才受控制也可以攻击。", R.DECLARE_ELIGIBLE, R.HASTE)
        else:
            c.require(
                since_turn_start(f),
                (R.DECLARE_ELIGIBLE, R.HASTE) if not since_turn_start(f) else (R.DECLARE_ELIGIBLE,),
                ok=f"{f.label} 在本回合开始时已由回合玩家控制。",
                no=f"{f.label} 没有加速,且在本回合开始时不由回合玩家控制,不能攻击。",
            )
        attacked, cannot = ATTACKED in f.status, CANNOT_ATTACK in f.status
        if attacked:
            c.refuse(f"{f.label} 本回合已经进行过攻击。", R.DECLARE_NOT_ATTACKED)
        if cannot:
            c.refuse(f"{f.label} 受到无法攻击的限制。", R.DECLARE_NOT_ATTACKED, R.CANNOT_BEATS_CAN)
        if not (attacked or cannot):
            c.allow(f"{f.label} 本回合尚未攻击,也没有受到无法攻击的限制。", R.DECLARE_NOT_ATTACKED)
    if len(action.forwards) > 1:
        fws = [st.obj(f) for f in action.forwards]
        elems = {element(f) for f in fws}
        if len(elems) == 1:
            c.allow(f"组队的前锋属性相同({next(iter(elems))}),可以组队,数量没有上限。", R.DECLARE, R.PARTY_ELEMENT)
        else:
            reading = I.PARTY_ELEMENT.reading_in(interpretations)
            if reading == "same_element" or not _party_ok(fws):
                c.refuse(
                    "组队的前锋属性必须相同" + ("。" if reading == "same_element" else ",或者带有组队图标。"),
                    R.DECLARE,
                    R.PARTY_ELEMENT,
                    point=I.PARTY_ELEMENT.id if reading == "same_element" else None,
                )
            else:
                c.allow("属性不同的成员带有组队图标,可以组队。", R.PARTY_ELEMENT)


def _own_field_forward(
    c: Checks, st: State, card: Any, player: str, step_rule: str, control_rule: str, verb: str
) -> bool:
    """The attacker/blocker must be a forward (5.2.3.1.1.2), on the field (7.7.1) and controlled by the
    declaring player (10.1.2.4 / 10.1.3.2). Each broken condition is its own reason with its own rule, so a
    backup is refused for being a backup, not with the control rule."""
    who = pname(st, player)
    if is_forward(card) and on_field(card) and card.controller == player:
        c.allow(f"{card.label} 是 {who} 控制的场上前锋。", step_rule, control_rule)
        return True
    if not is_forward(card):
        c.refuse(f"{card.label} 不是前锋:只有前锋可以{verb}。", step_rule, R.FORWARD)
    if not on_field(card):
        c.refuse(f"{card.label} 不在战场上。", step_rule, R.FIELD)
    elif card.controller != player:
        c.refuse(f"{card.label} 不由 {who} 控制。", step_rule, control_rule)
    return False


def _party_ok(fws: list[Any]) -> bool:
    """15.1.1.9.2: every member shares one element with the others, or carries the party icon."""
    plain = [f for f in fws if not f.props.get("party_icon")]
    return len({element(f) for f in plain}) <= 1


def _check_block(c: Checks, st: State, action: Block) -> None:
    attack = memory(st).attack or Attack()
    # who and when: the non-turn player, in the block declaration step (10.1.3.1)
    if not c.require(
        action.player != st.active_player and memory(st).awaiting == "block",
        (R.BLOCK,),
        ok=f"现在是防御指定步骤,由非回合玩家 {pname(st, action.player)} 指定防御。",
        no=f"{pname(st, action.player)} 现在不能指定防御:只有非回合玩家在防御指定步骤中指定防御的前锋。",
    ):
        return
    if action.blocker is None:
        c.allow(f"{pname(st, action.player)} 可以选择不防御。", R.BLOCK)
        if action.split:
            c.refuse("没有防御就没有伤害分配。", R.PARTY_SPLIT)
        return
    b = st.obj(action.blocker)
    if not _own_field_forward(c, st, b, action.player, R.BLOCK, R.BLOCKING_FORWARD, "防御"):
        return
    c.require(
        not dull(b),
        R.BLOCK_ACTIVE,
        ok=f"{b.label} 处于行动状态。",
        no=f"{b.label} 处于休止状态;进行防御的前锋必须处于行动状态。",
    )
    c.require(
        CANNOT_BLOCK not in b.status,
        (R.BLOCK_RESTRICTION,) if CANNOT_BLOCK not in b.status else (R.BLOCK_RESTRICTION, R.CANNOT_BEATS_CAN),
        ok=f"{b.label} 没有受到防御限制。",
        no=f"{b.label} 受到无法防御的限制。",
    )
    if action.split:
        _check_split(c, st, attack, b, action.split)


def _check_split(c: Checks, st: State, attack: Attack, blocker: Any, split: dict[str, int]) -> None:
    """10.1.4.2.1: the defender divides the blocker's damage over the party, in units of 1000 (4.1); the
    parts add up to the damage dealt, which is the blocker's power (10.1.4.2)."""
    if not attack.party:
        c.refuse("只有组队攻击时防御方才分配伤害。", R.PARTY_SPLIT)
        return
    ok = True
    for k, v in split.items():
        if k not in attack.attackers:
            c.refuse(f"{k} 不是队伍中的前锋。", R.PARTY_SPLIT)
            ok = False
        if v <= 0 or v % 1000:
            c.refuse(f"分配给 {k} 的 {v} 不是1000的正整数倍。", R.PARTY_SPLIT, R.INTEGERS)
            ok = False
    total, power = sum(split.values()), max(chars.power(st, blocker) or 0, 0)
    if total != power:
        c.refuse(
            f"分配合计 {total}({'/'.join(str(v) for v in split.values())})不等于 {blocker.label} 的力量 {power}:"
            "防御方只能分配它实际造成的战斗伤害。",
            R.PARTY_SPLIT,
            R.BATTLE_DAMAGE,
        )
    elif ok:
        c.allow(
            f"伤害分配 {'/'.join(str(v) for v in split.values())} 以1000为单位,"
            f"合计等于 {blocker.label} 的力量 {power}。",
            R.PARTY_SPLIT,
            R.INTEGERS,
        )


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates at the current moment (no skipping ahead), kept if they pass :func:`check_now`."""
    if state.game_over is not None:
        return []
    st = state
    cands: list[Action] = []
    mem = memory(st)
    awaiting = mem.awaiting
    tp = st.active_player
    if awaiting == "mulligan" and mem.mulligan:
        pid = mem.mulligan
        cands += [Mulligan(player=pid, redraw=False), Mulligan(player=pid, redraw=True)]
    elif awaiting == "declare":
        fws = [o for o in field(st, tp) if is_forward(o)]
        cands += [DeclareAttack(player=tp, forwards=[f.id]) for f in fws]
        cands.append(DeclareAttack(player=tp))
    elif awaiting == "block":
        opp = st.opponent(tp)
        cands += [Block(player=opp, blocker=o.id) for o in field(st, opp) if is_forward(o)]
        cands.append(Block(player=opp))
    elif (holder := mem.priority) is not None:
        cands.append(Pass(player=holder))
        for card in hand(st, holder):
            if is_character(card):
                cands.append(PlayCharacter(player=holder, card=card.id, pay=_auto_pay(st, holder, card)))
            elif is_summon(card):
                ab = next((a for a in card.abilities if a.kind == "summon"), None)
                picked = _first_target(st, list(ab.effects), holder, None) if ab else []
                cands.append(CastSummon(player=holder, card=card.id, pay=_auto_pay(st, holder, card), targets=picked))
        for src in field(st, holder):
            for ab in src.abilities:
                if ab.kind == "action":
                    cands.append(
                        UseAbility(
                            player=holder,
                            source=src.id,
                            ability=ab.id,
                            targets=_first_target(st, list(ab.effects), holder, src.id),
                        )
                    )
    return only_legal(cands, lambda c: check_now(st, c, interpretations))


def _first_target(st: State, effs: list[Any], controller: str, source: str | None) -> list[str]:
    if not targets.targeted(effs):
        return []
    return [o.id for o in targets.candidates(st, effs, controller, source)][:1]


def _auto_pay(st: State, pid: str, card: Any) -> Any:
    """A ready-made payment: active backups first, then discards, kept only if it is exact enough to pass."""
    from judge_app.games.fftcg.model import Payment

    req = cp.card_requirement(card.cost or 0, element(card))
    need = sum(req.values())
    dulls = [o.id for o in field(st, pid) if is_backup(o) and not dull(o)]
    pay = Payment(dull=dulls[:need])
    held = cp.held_summon(card) if is_summon(card) else cp.held_character(card)
    if cp.evaluate(st, pid, req, pay, {}, held).ok:
        return pay
    discards = [o.id for o in hand(st, pid) if o.id != card.id and not light_or_dark(o)]
    for n in range(0, len(discards) + 1):
        for k in range(0, min(need, len(dulls)) + 1):
            pay = Payment(discard=discards[:n], dull=dulls[:k])
            if cp.evaluate(st, pid, req, pay, {}, held).ok:
                return pay
    return Payment()
