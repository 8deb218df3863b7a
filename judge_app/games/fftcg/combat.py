"""The attack phase (10.1): declaration (a forward or a party), block, and the damage step with First Strike."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, checks, effects, stack
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, element, memory, on_field, pname
from judge_app.games.fftcg.main_phase import begin_main
from judge_app.games.fftcg.memory import Attack, FirstStrikeWindow
from judge_app.games.fftcg.model import ATTACKED, BRAVE, DULL, FIRST_STRIKE, Block, DeclareAttack


def declare(t: Table, action: DeclareAttack) -> None:
    st = t.state
    mem = memory(st)
    tp = st.active_player
    mem.awaiting = None
    if not action.forwards:
        t.step(
            "procedure",
            f"{pname(st, tp)} 没有指定进行攻击的前锋:跳过防御指定步骤和伤害结算步骤,进入第2主阶段。",
            [R.NO_ATTACK_SKIP, R.ATTACK_AGAIN],
        )
        begin_main(t, "main2")
        return
    fws = [st.obj(f) for f in action.forwards]
    party = len(fws) > 1
    if party:
        elems = {element(f) for f in fws}
        text = f"{pname(st, tp)} 宣布组队:{'、'.join(f.label for f in fws)} 像1个前锋一样进行攻击(数量没有上限)。"
        t.step("procedure", text, [R.DECLARE, R.PARTY, R.PARTY_NO_LIMIT, R.PARTY_ELIGIBLE])
        if len(elems) > 1:
            t.reading(I.PARTY_ELEMENT.id, f"组队的前锋属性为 {'、'.join(sorted(elems))}。")
    for f in fws:
        t.add_status(f, ATTACKED)
        if chars.has(st, f, BRAVE):
            t.step("procedure", f"{f.label} 拥有勇气:进行攻击也不会被休止。", [R.DECLARE_DULL, R.BRAVE])
        else:
            t.add_status(f, DULL)
            t.step("procedure", f"{f.label} 进入休止状态,成为正在攻击的前锋。", [R.DECLARE_DULL, R.ATTACKING_FORWARD])
    mem.attack = Attack(attackers=[f.id for f in fws], party=party)
    for f in fws:
        effects.fire(t, "attacks", f)
    stack.give_priority(t, tp, why=(R.DECLARE_PRIORITY,))


def block(t: Table, action: Block) -> None:
    st = t.state
    mem = memory(st)
    attack = mem.attack or Attack()
    mem.awaiting = None
    if action.blocker is None:
        t.step("procedure", f"{pname(st, action.player)} 选择不防御。", [R.BLOCK])
    else:
        b = st.obj(action.blocker)
        attack = attack.model_copy(update={"blocker": b.id, "blocked": True, "split": dict(action.split)})
        party = " 整个队伍作为1个角色被防御。" if attack.party else ""
        t.step(
            "procedure",
            f"{pname(st, action.player)} 以行动状态的 {b.label} 进行防御,成为正在防御的前锋;"
            f"攻击方与防御方进入战斗状态。{party}",
            [R.BLOCK, R.BLOCK_ACTIVE, R.BLOCKING_FORWARD, R.IN_BATTLE, *([R.PARTY_BLOCKED_AS_ONE] if party else [])],
        )
        effects.fire(t, "blocks", b)
        mem.attack = attack
    stack.give_priority(t, st.active_player, why=(R.BLOCK_PRIORITY,))


def _first_strike(t: Table, attackers: list[Obj], blocker: Obj | None) -> tuple[bool, bool]:
    st = t.state
    side_a = bool(attackers) and all(chars.has(st, a, FIRST_STRIKE) for a in attackers)
    if len(attackers) > 1 and any(chars.has(st, a, FIRST_STRIKE) for a in attackers) and not side_a:
        t.step(
            "check",
            "队伍中并非全员拥有先发制人:队伍不拥有先发制人,按正常流程造成伤害。",
            [R.PARTY_FIRST_STRIKE, R.FIRST_STRIKE_PARTY],
            check="nothing",
        )
    side_b = blocker is not None and chars.has(st, blocker, FIRST_STRIKE)
    return side_a, side_b


def damage_step(t: Table) -> None:
    st = t.state
    attack = memory(st).attack or Attack()
    attackers = [st.obj(a) for a in attack.attackers if on_field(st.obj(a))]
    gone = [a for a in attack.attackers if not on_field(st.obj(a))]
    if gone:
        t.step(
            "check", f"{'、'.join(st.obj(a).label for a in gone)} 已不在战场,脱离战斗。", [R.IN_BATTLE], check="nothing"
        )
    opp = st.opponent(st.active_player)
    if not attackers:
        t.step("procedure", "没有仍在战场上的攻击前锋:不造成伤害。", [R.REMOVED_COMBATANT, R.IN_BATTLE])
        stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    if not attack.blocked or attack.blocker is None:
        t.step(
            "procedure",
            f"攻击未被防御:给予 {pname(st, opp)} 1点伤害"
            + ("(整个队伍像1个前锋一样攻击)。" if len(attackers) > 1 else "。"),
            [R.UNBLOCKED, *([R.PARTY] if len(attackers) > 1 else [])],
        )
        effects.damage_player(t, opp, 1, [R.UNBLOCKED])
        if st.game_over is None:
            before = len(st.pending_triggers)
            for a in attackers:
                effects.fire(t, "damages_player", a)
            if len(st.pending_triggers) > before:
                t.step("procedure", "“在给予玩家伤害时”的自动技能触发并叠加到堆叠区。", [R.PLAYER_DAMAGE_TRIGGERS])
            else:
                t.step(
                    "check", "没有“在给予玩家伤害时”的自动技能:没有技能触发。", [R.PLAYER_DAMAGE_TRIGGERS],
                    check="nothing",
                )
            stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    blocker = st.obj(attack.blocker)
    if not on_field(blocker):
        t.step(
            "procedure",
            f"正在防御的 {blocker.label} 已在战斗中被移除:攻击方不受伤害,攻击方也不对其造成伤害;"
            "攻击已被防御,不对玩家造成伤害。",
            [R.REMOVED_COMBATANT, R.IN_BATTLE],
        )
        stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
        return
    fs_a, fs_b = _first_strike(t, attackers, blocker)
    if fs_a and fs_b:
        reading = t.reading(I.FIRST_STRIKE_BOTH.id, "攻防双方都拥有先发制人。")
        if reading == "literal_none":
            t.step("procedure", "按所选解读:双方都不造成战斗伤害。", [R.FIRST_STRIKE])
            stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))
            return
        fs_a = fs_b = False
    if fs_a or fs_b:
        first = "攻击方" if fs_a else "防御方"
        t.step("procedure", f"{first}拥有先发制人:抢先对没有该技能的前锋造成伤害。", [R.FIRST_STRIKE])
        _deal(t, attackers, blocker, attackers_deal=fs_a, blocker_deals=fs_b)
        checks.settle(t)
        if st.game_over is not None:
            return
        _hold_triggers(t)
        memory(st).first_strike_window = FirstStrikeWindow(attackers_first=fs_a, blocker_first=fs_b)
        t.step(
            "procedure",
            "先发制人伤害结算后、普通伤害结算前产生优先权,回合玩家先获得:此时无法使用召唤兽、行动技能和特殊技能"
            "(偷袭等不使用堆叠的特别行动仍可进行);双方接连放弃优先权后进行普通伤害。",
            [R.FIRST_STRIKE_PRIORITY, R.BACK_ATTACK],
        )
        stack.give_priority(t, st.active_player)
        return
    _deal(t, attackers, blocker, attackers_deal=True, blocker_deals=True)
    stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))


def after_first_strike(t: Table) -> None:
    """Both players passed in the First Strike window (15.2.3.3): the forwards without First Strike deal
    their damage, then the triggers the First Strike damage caused go on the stack with the new ones."""
    st = t.state
    mem = memory(st)
    window = mem.first_strike_window or FirstStrikeWindow(attackers_first=False, blocker_first=False)
    mem.first_strike_window = None
    attack = mem.attack or Attack()
    attackers = [st.obj(a) for a in attack.attackers if on_field(st.obj(a))]
    blocker = st.find(attack.blocker) if attack.blocker is not None else None
    if not (attackers and blocker is not None and on_field(blocker)):
        t.step(
            "procedure",
            "先发制人的优先权结束:一方已离开战场,没有先发制人的一方不再造成伤害,另一方也不受伤害。",
            [R.FIRST_STRIKE_PRIORITY, R.REMOVED_COMBATANT],
        )
    else:
        t.step(
            "procedure",
            "先发制人的优先权结束:没有先发制人的一方输出普通战斗伤害。",
            [R.FIRST_STRIKE_PRIORITY, R.FIRST_STRIKE, R.BATTLE_DAMAGE],
        )
        _deal(
            t,
            attackers,
            blocker,
            attackers_deal=not window.attackers_first,
            blocker_deals=not window.blocker_first,
        )
    _release_triggers(t)
    stack.give_priority(t, st.active_player, why=(R.DAMAGE_PRIORITY,))


def _hold_triggers(t: Table) -> None:
    """15.2.3.3: what the First Strike damage triggered waits until normal damage has been dealt."""
    st = t.state
    pending = list(st.pending_triggers)
    if not pending:
        return
    t.set_state("pending_triggers", [])
    memory(st).held_triggers = pending
    t.step(
        "procedure",
        f"因先发制人伤害而触发的 {len(pending)} 个自动技能此时不进入堆叠区,在普通伤害结算后才放入。",
        [R.FIRST_STRIKE_PRIORITY],
    )


def _release_triggers(t: Table) -> None:
    st = t.state
    mem = memory(st)
    held = list(mem.held_triggers or ())
    if not held:
        return
    t.set_state("pending_triggers", [*held, *st.pending_triggers])
    mem.held_triggers = None
    t.step(
        "procedure",
        "普通伤害已结算:因先发制人伤害而触发的自动技能现在与其他已触发的自动技能一起进入堆叠区。",
        [R.FIRST_STRIKE_PRIORITY, R.AUTO_TO_STACK],
    )


def _deal(t: Table, attackers: list[Obj], blocker: Obj, *, attackers_deal: bool, blocker_deals: bool) -> None:
    st = t.state
    total = sum(max(chars.power(st, a) or 0, 0) for a in attackers)
    bpow = max(chars.power(st, blocker) or 0, 0)
    if attackers_deal:
        for a in attackers:  # each attacker is a source of its share of the battle damage (12.4.5)
            effects.add_damage(t, blocker, max(chars.power(st, a) or 0, 0), a, battle=True)
        names = "、".join(f"{a.label}({chars.power(st, a)})" for a in attackers)
        t.step(
            "resolution",
            f"战斗伤害:{names} 对 {blocker.label} 造成 {total} 点伤害。",
            [R.BATTLE_DAMAGE, R.POWER, *([R.PARTY_DAMAGE] if len(attackers) > 1 else [])],
        )
        effects.survives(t, blocker)
    if not blocker_deals:
        return
    if len(attackers) == 1:
        a = attackers[0]
        effects.add_damage(t, a, bpow, blocker, battle=True)
        t.step(
            "resolution",
            f"战斗伤害:{blocker.label}({bpow}) 对 {a.label} 造成 {bpow} 点伤害。",
            [R.BATTLE_DAMAGE, R.POWER],
        )
        effects.survives(t, a)
        return
    attack = memory(st).attack
    given = dict(attack.split or {}) if attack is not None else {}
    alive = {a.id for a in attackers}
    split = {k: v for k, v in given.items() if k in alive}
    if not given:
        split = {attackers[0].id: bpow}
        t.step(
            "choice",
            f"场景未给出防御方的伤害分配(block 的 split):按默认全部 {bpow} 分配给 {attackers[0].label}。",
            [R.PARTY_SPLIT],
        )
    elif sum(split.values()) != bpow:
        # the split was legal when declared (legality checks it at the block); power or the party changed since
        replaced = {attackers[0].id: bpow}
        t.step(
            "check",
            f"防御时给出的分配 {'/'.join(str(v) for v in given.values())} 在伤害结算时已不再合计为 {blocker.label} "
            f"的力量 {bpow}(力量或队伍成员在防御后改变):防御方须以1000为单位分配实际造成的伤害;"
            f"场景没有给出新的分配,以全部分配给 {attackers[0].label} 代替。",
            [R.PARTY_SPLIT, R.BATTLE_DAMAGE],
            check="fail",
            decisive=True,
        )
        split = replaced
    for a in attackers:
        n = split.get(a.id, 0)
        if n:
            effects.add_damage(t, a, n, blocker, battle=True)
    text = "、".join(f"{st.obj(k).label} {v}" for k, v in split.items())
    t.step(
        "resolution",
        f"战斗伤害:{blocker.label}({bpow}) 的伤害由防御方以1000为单位在队伍内分配:{text}。",
        [R.BATTLE_DAMAGE, R.PARTY_SPLIT],
    )


def end_of_attack(t: Table) -> None:
    st = t.state
    mem = memory(st)
    if mem.attack is not None and mem.attack.party:
        t.step("procedure", "伤害结算步骤结束:队伍解散。", [R.PARTY_DISBANDS, R.PARTY_ENDS])
    mem.attack = None
    mem.first_strike_window = None
    t.set_state("step", "declare")
    mem.awaiting = "declare"
    t.step(
        "procedure",
        f"返回攻击指定步骤:{pname(st, st.active_player)} 可以再指定攻击的前锋,或不再攻击而进入主阶段。",
        [R.ATTACK_AGAIN, R.DECLARE_STEP],
    )
