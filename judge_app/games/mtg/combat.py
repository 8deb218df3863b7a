"""Combat (306–311, 500–502): declaring attackers and blockers, evasion and requirements, dividing combat
damage (this edition: the controller divides freely, 310.1c; trample must give lethal damage first, 502.9b),
first-strike and double-strike damage steps, damage on the stack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.checks import Checks
from judge_app.engine.priority import push
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import priority, triggers
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    LANDWALK_WORDS,
    Obj,
    characteristics,
    colors_of,
    creatures,
    has_kw,
    in_play,
    is_creature,
    kw_text,
    kw_value,
    memory,
    name_of,
    permanents,
    pname,
    protections_against,
    sick,
    tapped,
)
from judge_app.games.mtg.memory import Combat
from judge_app.games.mtg.model import ATTACKING, BLOCKED, BLOCKING, TAPPED, Assignment, CombatDamageItem
from judge_app.games.mtg.sbe import lethal_amount

State = GameState[Any]


def combat_of(state: State) -> Combat:
    """This combat's record (an empty one outside combat)."""
    return memory(state).combat or Combat()


# --- legality ---------------------------------------------------------------------------------------------------
def attack_permission(state: State, obj: Obj) -> tuple[str, list[str]]:
    """Why ``obj`` may attack (308.1: untapped, not a Wall, controlled since the turn began or haste)."""
    if sick(obj):
        return (f"{obj.label} 可以攻击:未横置、不是墙;它本回合才受主动牌手操控,但具有敏捷。",
                [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS, R.HASTE])
    return (f"{obj.label} 可以攻击:是主动牌手操控的未横置生物、不是墙,且自回合开始即受其操控。",
            [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS])


def attack_problems(state: State, obj: Obj) -> list[tuple[str, list[str]]]:
    """Every reason ``obj`` may not attack (308.1, 214.7c, 500.2), each with its rule; empty if it may."""
    if obj.controller != state.active_player or not is_creature(state, obj):
        return [(f"{obj.label} 不是主动牌手操控的生物。", [R.DECLARE_ATTACKERS])]
    out: list[tuple[str, list[str]]] = []
    if tapped(obj):
        out.append((f"{obj.label} 已横置,不能攻击。", [R.DECLARE_ATTACKERS]))
    if "wall" in characteristics(state, obj).types:
        out.append((f"{obj.label} 是墙,不能攻击。", [R.DECLARE_ATTACKERS]))
    if sick(obj) and not has_kw(state, obj, "haste"):
        out.append((f"{obj.label} 不是主动牌手从回合开始就操控的生物(召唤失调),且没有敏捷,不能攻击。",
                    [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS, R.HASTE]))
    if has_kw(state, obj, "cant_attack"):
        out.append((f"{obj.label} 不能攻击。", [R.ATTACK_REQUIREMENTS, R.CANT_BEATS_CAN]))
    return out


def able_attackers(state: State) -> list[Obj]:
    """The active player's creatures that may attack now (none: 308.4 skips the declaration)."""
    return [o for o in creatures(state, state.active_player) if not attack_problems(state, o)]


def current_attackers(state: State) -> list[Obj]:
    """The attacking creatures of this combat still in the game."""
    return [state.obj(a) for a in combat_of(state).attackers if state.find(a)]


def band_problem(state: State, band: list[str]) -> str | None:
    non_banding = [x for x in band if not has_kw(state, state.obj(x), "banding")]
    if len(non_banding) > 1:
        return f"攻击团队 {band} 中至多一个生物可以不具结合异能。"
    return None


def block_problems(state: State, blocker: Obj, attacker: Obj) -> list[tuple[str, list[str]]]:
    """Every reason ``blocker`` may not block ``attacker`` (309.1, evasion 501–502), each with its rule; empty if
    it may. A blocker that breaks several rules (tapped and without flying…) gets every one reported."""
    dp = state.opponent(state.active_player)
    if blocker.controller != dp or not is_creature(state, blocker):
        return [(f"{blocker.label} 不是防御牌手操控的生物。", [R.DECLARE_BLOCKERS])]
    out: list[tuple[str, list[str]]] = []
    if tapped(blocker):
        out.append((f"{blocker.label} 已横置,不能阻挡。", [R.DECLARE_BLOCKERS]))
    if has_kw(state, blocker, "cant_block"):
        out.append((f"{blocker.label} 不能阻挡。", [R.BLOCK_REQUIREMENTS]))
    if ATTACKING not in attacker.status:
        return [*out, (f"{attacker.label} 不是攻击生物。", [R.DECLARE_BLOCKERS])]
    a_kw = characteristics(state, attacker).keywords
    b_kw = characteristics(state, blocker).keywords
    if "unblockable" in a_kw:
        out.append((f"{attacker.label} 不能被阻挡。", [R.EVASION]))
    if "flying" in a_kw and "flying" not in b_kw and "block_as_flying" not in b_kw:
        out.append((f"{attacker.label} 具有飞行,不能被不具飞行的 {blocker.label} 阻挡。", [R.FLYING, R.EVASION]))
    if ("shadow" in a_kw) != ("shadow" in b_kw):
        out.append((f"次元幽影:{blocker.label} 与 {attacker.label} 只有一方具有次元幽影,不能阻挡。", [R.SHADOW]))
    if "horsemanship" in a_kw and "horsemanship" not in b_kw:
        out.append((f"{attacker.label} 具有马术,不能被不具马术的生物阻挡。", [R.HORSEMANSHIP]))
    if "fear" in a_kw and "artifact" not in characteristics(state, blocker).types \
            and "B" not in colors_of(state, blocker):
        out.append((f"{attacker.label} 具有恐惧,只能被神器生物和/或黑色生物阻挡;{blocker.label} 既不是神器也不是黑色。",
                    [R.FEAR]))
    for land in kw_value(a_kw, "landwalk"):
        held = [o for o in permanents(state, dp) if land in characteristics(state, o).types]
        if held:
            out.append((f"{attacker.label} 具有{kw_text('landwalk:' + land)},防御牌手操控"
                        f"{LANDWALK_WORDS.get(land, land)}({'、'.join(o.label for o in held)}),它不能被阻挡。",
                        [R.LANDWALK]))
    quals = protections_against(state, attacker, colors_of(state, blocker), list(characteristics(state, blocker).types))
    if quals:
        out.append((f"{attacker.label} 具有{'、'.join(kw_text('protection:' + q) for q in quals)},不能被具有该特性的 "
                    f"{blocker.label} 阻挡。", [R.PROTECTION]))
    return out


def block_permission(state: State, blocker: Obj, attacker: Obj) -> tuple[str, list[str]]:
    """Why ``blocker`` may block ``attacker``: the evasion rules that were tested and held (309.1, 501–502)."""
    a_kw = characteristics(state, attacker).keywords
    b_kw = characteristics(state, blocker).keywords
    why, cites = [f"{blocker.label} 是防御牌手操控的未横置生物"], [R.DECLARE_BLOCKERS]
    if "flying" in a_kw:
        if "flying" in b_kw:
            why.append(f"{attacker.label} 具有飞行,{blocker.label} 也具有飞行")
        else:
            why.append(f"{attacker.label} 具有飞行,{blocker.label} 可以如同具有飞行异能一般进行阻挡")
        cites.append(R.FLYING)
    if "shadow" in a_kw:
        why.append("双方都具有次元幽影")
        cites.append(R.SHADOW)
    if "horsemanship" in a_kw:
        why.append("双方都具有马术")
        cites.append(R.HORSEMANSHIP)
    if "fear" in a_kw:
        b_types, b_colors = characteristics(state, blocker).types, colors_of(state, blocker)
        what = "、".join(w for w, ok in (("神器生物", "artifact" in b_types), ("黑色生物", "B" in b_colors)) if ok)
        why.append(f"{attacker.label} 具有恐惧,{blocker.label} 是{what}")
        cites.append(R.FEAR)
    if kw_value(a_kw, "landwalk"):
        lands = "、".join(LANDWALK_WORDS.get(x, x) for x in kw_value(a_kw, "landwalk"))
        why.append(f"{attacker.label} 具有{'、'.join(kw_text('landwalk:' + x) for x in kw_value(a_kw, 'landwalk'))},"
                   f"防御牌手不操控{lands}")
        cites.append(R.LANDWALK)
    if kw_value(a_kw, "protection"):
        why.append(f"{attacker.label} 的保护不涉及 {blocker.label} 的特性")
        cites.append(R.PROTECTION)
    return f"{blocker.label} 可以阻挡 {attacker.label}:" + ";".join(why) + "。", cites


def requirement_problems(state: State, blocks: dict[str, str]) -> list[tuple[str, list[str]]]:
    """500.3: a creature that must block an attacker (provoke) does so if it is able to."""
    out = []
    for e in memory(state).effects:
        if e.kind != "must_block" or e.attacker is None:
            continue
        for b in e.objs:
            blocker, attacker = state.find(b), state.find(e.attacker)
            if blocker is None or attacker is None or not in_play(blocker) or ATTACKING not in attacker.status:
                continue
            if blocks.get(b) != attacker.id and not block_problems(state, blocker, attacker):
                out.append((f"{blocker.label} 须阻挡 {attacker.label}(挑拨),且它能够阻挡。",
                            [R.BLOCK_REQUIREMENTS, R.PROVOKE]))
    return out


# --- declaring --------------------------------------------------------------------------------------------------
def begin_declare_attackers(t: Table) -> bool:
    """Start the declare-attackers step; True if combat goes straight to its end step (the caller, turn, moves)."""
    st = t.state
    if not able_attackers(st):
        # each creature the active player controls, and why it cannot attack (the skip rests on these)
        for o in creatures(st, st.active_player):
            for msg, cites in attack_problems(st, o):
                t.nothing(msg, cites)
        t.step("procedure", "主动牌手没有能宣告为攻击者的生物:略过本步骤其余部分及宣告阻挡者、战斗伤害步骤,"
               "直接进入战斗结束步骤。", [R.NO_ATTACKERS, R.COMBAT_STEPS])
        return True
    mem = memory(st)
    mem.awaiting = "declare_attackers"
    mem.priority = None
    return False


def declare_attackers(t: Table, attackers: list[str], bands: list[list[str]]) -> bool:
    """Declare the attack; True if none was declared and combat goes straight to its end step (caller moves).
    Every attacker is checked (308.2) and each one that may not attack is reported; an illegal attack is
    cancelled and the active player redeclares (308.3)."""
    st = t.state
    bad = [(o, why) for o in (st.obj(a) for a in attackers) for why in attack_problems(st, o)]
    if bad:
        for k, (_o, (msg, cites)) in enumerate(bad, 1):
            label = f"攻击不合法({k}/{len(bad)})" if len(bad) > 1 else "攻击不合法"
            t.step("check", f"{label}:{msg}", [R.ATTACK_LEGAL, *cites], check="fail", decisive=True)
        t.step("procedure", "这次攻击宣告不合法:取消所有宣告攻击的动作,主动牌手重新宣告攻击生物。",
               [R.ATTACK_ILLEGAL, R.ILLEGAL_ACTION], decisive=True)
        return False
    memory(st).awaiting = None
    if not attackers:
        t.step("procedure", "主动牌手没有宣告攻击者:略过宣告阻挡者和战斗伤害步骤。", [R.COMBAT_STEPS, R.NO_ATTACKERS])
        return True
    objs = [st.obj(a) for a in attackers]
    for o in objs:
        msg, cites = attack_permission(st, o)
        t.allow(msg, [R.ATTACK_LEGAL, *cites])
    for o in objs:
        t.add_status(o, ATTACKING)
        t.add_status(o, TAPPED)
    memory(st).combat = Combat(attackers=list(attackers), bands=[list(b) for b in bands])
    t.step("procedure", f"{pname(st, st.active_player)} 同时宣告攻击者:{'、'.join(o.label for o in objs)}"
           "(宣告不使用堆叠;攻击使这些生物横置)。" + (f" 攻击团队:{bands}。" if bands else ""),
           [R.DECLARE_ATTACKERS, R.ATTACK_LEGAL, R.ATTACKING_CREATURE, R.GAME_ACTIONS_NO_STACK,
            *([R.BANDING_BLOCK] if bands else [])])
    for o in objs:
        triggers.fire(t, "attacks", o, cites=(R.DECLARE_ATTACKERS,))
        if kw_value(characteristics(st, o).keywords, "provoke"):
            triggers.queue(t, o, "kw:provoke", event="attacks", cites=(R.PROVOKE,))
    priority.give(t, st.active_player, (R.ATTACK_PRIORITY,))
    return False


def begin_declare_blockers(t: Table) -> None:
    """The defending player declares blockers (309.1), even when none of his creatures could block: his
    declaration is checked like any other (an illegal one is refused with its rule and redeclared, 309.3).
    If the scenario goes on without a declaration, ``declare_no_blocks`` declares none and says why."""
    st = t.state
    mem = memory(st)
    mem.awaiting = "declare_blockers"
    mem.block_decider = st.opponent(st.active_player)
    mem.priority = None


def no_able_blocker(state: State) -> bool:
    """True if no creature of the defending player could block any attacker (309.1, 501–502)."""
    dp = state.opponent(state.active_player)
    return not any(not block_problems(state, b, a) for b in creatures(state, dp) for a in current_attackers(state))


def declare_no_blocks(t: Table) -> None:
    """The scenario went on without a declaration and no creature could block: declare none, after each
    creature's reason with its rule (as the attacking side's skip gives, 308.4)."""
    st = t.state
    dp = st.opponent(st.active_player)
    attackers = current_attackers(st)
    mine = creatures(st, dp)
    if not mine:
        t.nothing(f"{pname(st, dp)} 不操控生物,没有可以宣告为阻挡者的生物。", [R.DECLARE_BLOCKERS])
    seen: set[str] = set()
    for b in mine:
        for a in attackers:
            for msg, cites in block_problems(st, b, a):
                if msg not in seen:
                    seen.add(msg)
                    t.nothing(msg, [R.BLOCK_LEGAL, *cites])
    t.step("procedure", f"{pname(st, dp)} 没有能够合法阻挡的生物,场景也没有给出阻挡宣告:宣告不阻挡。",
           [R.DECLARE_BLOCKERS])
    declare_blockers(t, {})


def declare_blockers(t: Table, blocks: dict[str, str]) -> None:
    st = t.state
    band_of = {m: b for b in combat_of(st).bands for m in b}
    problems = []
    for b, a in blocks.items():
        problems += block_problems(st, st.obj(b), st.obj(a))
    problems += requirement_problems(st, blocks)
    if problems:
        for k, (msg, cites) in enumerate(problems, 1):
            label = f"阻挡不合法({k}/{len(problems)})" if len(problems) > 1 else "阻挡不合法"
            t.step("check", f"{label}:{msg}", [R.BLOCK_LEGAL, *cites], check="fail", decisive=True)
        reading = t.reading(I.BLOCK_REDECLARE.id, "取消这次阻挡宣告。")
        decider = st.opponent(st.active_player) if reading == "defending_player" else st.active_player
        memory(st).block_decider = decider
        t.step("procedure", f"取消所有阻挡宣告,由 {pname(st, decider)} 重新宣告阻挡生物。",
               [R.BLOCK_ILLEGAL, R.ILLEGAL_ACTION])
        return
    for b, a in blocks.items():
        msg, cites = block_permission(st, st.obj(b), st.obj(a))
        t.allow(msg, [R.BLOCK_LEGAL, *cites])
    expanded: dict[str, list[str]] = {}
    for b, a in blocks.items():
        expanded.setdefault(b, [])
        for member in band_of.get(a, [a]):
            expanded[b].append(member)
    attackers = combat_of(st).attackers
    combat = combat_of(st).but(
        blocks=dict(blocks),
        extra_blocks={b: [m for m in ms if m != blocks[b]] for b, ms in expanded.items() if len(ms) > 1},
        order={a: [b for b, x in blocks.items() if x == a or a in expanded.get(b, [])] for a in attackers})
    mem = memory(st)
    mem.combat = combat
    mem.awaiting = None
    mem.block_decider = None
    if not blocks:
        t.step("procedure", "防御牌手不宣告阻挡者:所有攻击生物都成为未被阻挡的生物。",
               [R.DECLARE_BLOCKERS, R.BLOCKED_STATUS])
    for b, ms in expanded.items():
        t.add_status(st.obj(b), BLOCKING)
        for a in ms:
            t.add_status(st.obj(a), BLOCKED)
        t.step("procedure", f"{st.obj(b).label} 阻挡 {'、'.join(st.obj(a).label for a in ms)}"
               "(宣告同时进行,不使用堆叠,阻挡不使生物横置)。",
               [R.DECLARE_BLOCKERS, R.BLOCKED_STATUS, *([R.BANDING_BLOCK] if len(ms) > 1 else [])])
    for a in combat.attackers:
        attacker = st.obj(a)
        blockers = combat.order.get(a, [])
        if not blockers:
            continue
        triggers.fire(t, "becomes_blocked", attacker, cites=(R.BLOCKS_ONCE,))
        for b in blockers:
            blocker = st.obj(b)
            # "whenever a creature blocks <this>": scope on the attacker, "that creature" is the blocker
            triggers.fire(t, "blocked_by_creature", blocker, watched=attacker, cites=(R.BLOCKED_BY_EACH,))
            if has_kw(st, attacker, "flanking") and not has_kw(st, blocker, "flanking"):
                for _ in kw_value(characteristics(st, attacker).keywords, "flanking"):
                    triggers.queue(t, attacker, "kw:flanking", subject=b, event="blocked_by_creature",
                                   cites=(R.FLANKING,))
        if len(blockers) >= 2 and has_kw(st, attacker, "rampage"):
            triggers.queue(t, attacker, "kw:rampage", event="becomes_blocked", cites=(R.RAMPAGE,))
    for b in blocks:
        triggers.fire(t, "blocks", st.obj(b), cites=(R.BLOCKS_ONCE,))
    priority.give(t, st.active_player, (R.BLOCK_PRIORITY,))


# --- damage -----------------------------------------------------------------------------------------------------
def _strikes_first(state: State, o: Obj) -> bool:
    return has_kw(state, o, "first_strike") or has_kw(state, o, "double_strike")


def _in_combat(state: State) -> list[Obj]:
    c = combat_of(state)
    ids = [*c.attackers, *c.blocks]
    return [state.obj(i) for i in ids if state.find(i) and in_play(state.obj(i))]


def dealers(state: State) -> list[Obj]:
    """Creatures that assign combat damage in this damage step (502.2b, 502.28b)."""
    c = combat_of(state)
    fighters = _in_combat(state)
    if c.step_no == 2:
        dealt = set(c.dealt_first)
        return [o for o in fighters if o.id not in dealt or has_kw(state, o, "double_strike")]
    if any(_strikes_first(state, o) for o in fighters):
        return [o for o in fighters if _strikes_first(state, o)]
    return fighters


def second_damage_step_due(t: Table) -> bool:
    c = combat_of(t.state)
    if c.step_no != 1 or not c.first_strike:
        return False
    memory(t.state).combat = c.but(step_no=2)
    t.step("procedure", "本战斗有具先攻或连击的生物:增加第二个战斗伤害步骤,处理其余的生物(以及具连击的生物)。",
           _strike_cites(t.state, _in_combat(t.state)))
    return True


def begin_damage_step(t: Table) -> None:
    st = t.state
    c = combat_of(st)
    if c.step_no is None:
        fighters = _in_combat(st)
        c = c.but(step_no=1, first_strike=any(_strikes_first(st, o) for o in fighters))
        memory(st).combat = c
        if c.first_strike:
            t.step("procedure", "有进行攻击或阻挡的生物具先攻或连击:本步骤只有具先攻或连击的生物分配战斗伤害。",
                   _strike_cites(st, fighters))
    if c.step_no == 2:
        done = [o for o in _in_combat(st) if o.id in c.dealt_first and not has_kw(st, o, "double_strike")]
        if done:
            t.nothing(f"{'、'.join(o.label for o in done)} 已在第一个战斗伤害步骤分配过伤害且不具连击,本步骤不再分配。",
                      _strike_cites(st, _in_combat(st)))
        # creatures declared in this combat that have left it since (destroyed in the first step, bounced…)
        declared = dict.fromkeys([*c.order, *(b for bs in c.order.values() for b in bs)])
        present = {o.id for o in _in_combat(st)}
        gone = [st.obj(x) for x in declared if x not in present and st.find(x) is not None]
        if gone:
            t.nothing(f"{'、'.join(o.label for o in gone)} 已不在战斗中(已离场或被移出战斗):本步骤不分配战斗伤害。",
                      [R.REMOVED_FROM_COMBAT])
    if _needs_decision(st):
        mem = memory(st)
        mem.awaiting = "assign_damage"
        mem.priority = None
        return
    assign(t, {})


def _needs_decision(state: State) -> bool:
    c = combat_of(state)
    for o in dealers(state):
        if o.id in c.attackers:
            blockers = [b for b in c.order.get(o.id, []) if _alive_blocker(state, b)]
            if len(blockers) > 1 or (blockers and has_kw(state, o, "trample")):
                return True
    return False


def damage_recipients(state: State, source: str) -> list[str]:
    """What a blocked attacker's combat damage may be assigned to: its blockers still in combat, in their order
    (310.1c), then the defending player if it has trample (502.9b); an unblocked attacker's goes to the defending
    player (310.1b). Not an attacker in this combat: nothing."""
    cmb = combat_of(state)
    o = state.find(source)
    if o is None or source not in cmb.attackers:
        return []
    dp = state.opponent(state.active_player)
    if BLOCKED not in o.status:
        return [dp]
    blockers = [b for b in cmb.order.get(source, []) if _alive_blocker(state, b)]
    return blockers + ([dp] if has_kw(state, o, "trample") else [])


def _alive_blocker(state: State, b: str) -> bool:
    o = state.find(b)
    return o is not None and in_play(o) and BLOCKING in o.status


def plan(t: Table, given: dict[str, dict[str, int]]) -> list[Assignment]:
    """Assignments for this damage step; ``given`` divisions were checked legal (check_division) beforehand."""
    st = t.state
    c = combat_of(st)
    dp = st.opponent(st.active_player)
    out: list[Assignment] = []
    for o in dealers(st):
        power = characteristics(st, o).power
        if power <= 0:
            continue
        if o.id in c.attackers:
            if BLOCKED not in o.status:
                out.append(Assignment(source=o.id, target=dp, amount=power))
                continue
            blockers = [st.obj(b) for b in c.order.get(o.id, []) if _alive_blocker(st, b)]
            trample = has_kw(st, o, "trample")
            if not blockers:
                if trample:
                    out.append(Assignment(source=o.id, target=dp, amount=power))
                else:
                    t.nothing(f"{o.label} 被阻挡,但阻挡它的生物都已不在战斗中,它不具践踏:不造成战斗伤害。",
                              [R.BLOCKED_DAMAGE])
                continue
            mine = given.get(o.id)
            if mine is not None:
                out += [Assignment(source=o.id, target=x, amount=n) for x, n in mine.items() if n]
                continue
            out += _default_division(t, o, power, blockers, trample, dp)
        else:
            attacker = c.blocks.get(o.id)
            a = st.find(attacker) if attacker else None
            if a is not None and in_play(a) and ATTACKING in a.status:
                out.append(Assignment(source=o.id, target=a.id, amount=power))
    return out


def check_division(state: State, interpretations: Mapping[str, str], given: dict[str, dict[str, int]],
                   c: Checks) -> None:
    """Every given division, checked with its rules whichever way it goes (310.1a, 310.1c, 502.9b, 502.9e).
    An illegal division is refused, never replaced by a default."""
    cmb = combat_of(state)
    dp = state.opponent(state.active_player)
    deal = {o.id for o in dealers(state)}
    for oid, mine in given.items():
        o = state.find(oid)
        if o is None or oid not in cmb.attackers or oid not in deal or BLOCKED not in o.status:
            c.refuse(f"{oid} 不是本战斗伤害步骤中分配伤害的被阻挡攻击生物,不能为它宣告伤害分配。",
                     R.ASSIGN_DAMAGE, *([R.FIRST_STRIKE] if cmb.first_strike else []))
            continue
        power = characteristics(state, o).power
        blockers = [state.obj(b) for b in cmb.order.get(oid, []) if _alive_blocker(state, b)]
        trample = has_kw(state, o, "trample")
        ids = {b.id for b in blockers}
        total = sum(mine.values())
        c.require(total == power, R.DAMAGE_EQUALS_POWER, ok=f"{o.label} 分配的伤害总和 {total} 等于其力量。",
                  no=f"{o.label} 的伤害分配总和 {total} 不等于其力量 {power}。")
        if any(n < 0 for n in mine.values()):
            c.refuse(f"{o.label} 的伤害分配中有负数。", R.ASSIGN_DAMAGE)
        wrong = [x for x in mine if x not in ids and not (trample and x == dp)]
        if wrong:
            c.refuse(f"{o.label} 只能把伤害分配给阻挡它的生物{'或防御牌手' if trample else ''},不能分配给 "
                     f"{'、'.join(wrong)}。", R.BLOCKED_DAMAGE, *([R.TRAMPLE_LETHAL] if trample else []))
        else:
            c.allow(f"{o.label} 的伤害只分配给阻挡它的生物{'及防御牌手' if trample and mine.get(dp) else ''}。",
                    R.BLOCKED_DAMAGE)
        if trample and mine.get(dp):
            short = []
            for b in blockers:
                need = lethal_amount(interpretations, b.damage, characteristics(state, b).toughness)
                if mine.get(b.id, 0) < need:
                    short.append(f"{b.label} 需要 {need} 点,只分配了 {mine.get(b.id, 0)} 点")
            # lethal damage is toughness minus the damage already on it (502.9b; e.g. after a first-strike step)
            lethal = "、".join(f"{b.label} {mine.get(b.id, 0)} 点" + (
                f"(防御力 {characteristics(state, b).toughness},已有 {b.damage} 点伤害)" if b.damage else "")
                for b in blockers)
            point = I.LETHAL_DAMAGE.id if any(b.damage + mine.get(b.id, 0) == characteristics(state, b).toughness
                                              for b in blockers) else None
            if not short:
                c.allow(f"{o.label} 具践踏:每个阻挡生物都已被分配致命伤害({lethal},按实际防御力计算),"
                        f"余下的 {mine[dp]} 点可以分配给防御牌手。", R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS)
            else:  # 310.1: the assignment itself is subject to these restrictions
                c.refuse(f"{o.label} 要把践踏伤害分配给防御牌手,须先对每个阻挡生物分配致命伤害("
                         f"{';'.join(short)})。", R.ASSIGN_DAMAGE, R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS, point=point)
        elif trample and blockers:
            # the trample rule decides here too: without lethal damage to every blocker nothing may go to the player
            c.allow(f"{o.label} 具践踏,但没有分配伤害给防御牌手:全部 {total} 点分配给阻挡生物,不需要先满足致命伤害。",
                    R.TRAMPLE_LETHAL)


def _default_division(t: Table, o: Obj, power: int, blockers: list[Obj], trample: bool,
                      dp: str) -> list[Assignment]:
    left = power
    out: list[Assignment] = []
    for b in blockers:
        need = lethal_amount(t.interpretations, b.damage, characteristics(t.state, b).toughness)
        n = min(left, need)
        if n:
            out.append(Assignment(source=o.id, target=b.id, amount=n))
        left -= n
    if left:
        target = dp if trample else blockers[-1].id
        same = next((a for a in out if a.target == target), None)
        if same is not None:
            same.amount += left
        else:
            out.append(Assignment(source=o.id, target=target, amount=left))
    if len(blockers) > 1 or trample:
        t.step("choice", f"场景未给出 {o.label} 的伤害分配(assign_damage),按默认:依阻挡者宣告顺序各分配致命伤害,"
               f"余下的分配给{'防御牌手' if trample else '最后一个阻挡生物'}。",
               [R.BLOCKED_DAMAGE, R.ASSIGN_DAMAGE, *([R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS] if trample else [])])
    return out


def assign(t: Table, given: dict[str, dict[str, int]]) -> None:
    st = t.state
    memory(st).awaiting = None
    c = combat_of(st)
    if any(has_kw(st, st.obj(b), "banding") for b in c.blocks if st.find(b)) or any(
            len(band) > 1 for band in c.bands):
        t.unsupported("有具结合异能的生物参与阻挡或攻击团队:伤害如何在阻挡和被阻挡的生物之间分配由具结合异能生物的"
                      "操控者选择;引擎仍按所给或默认的分配继续,请裁判核对分配者。", [R.BANDING_DAMAGE])
    out = plan(t, given)
    dealt_now = sorted({a.source for a in out})
    if c.step_no == 1 and c.first_strike:
        memory(st).combat = c.but(dealt_first=dealt_now)
    if not out:
        # nothing to assign: each creature's reason was stated above (already struck, gone, no blocker left)
        t.nothing("本战斗伤害步骤没有生物造成战斗伤害。", [R.DAMAGE_EQUALS_POWER])
        priority.give(t, st.active_player, (R.DAMAGE_ON_STACK,))
        return
    lines = [f"{_lbl(t, a.source)} → {_lbl(t, a.target)} {a.amount} 点" for a in out]
    t.step("procedure", "主动牌手宣告攻击生物如何造成伤害,然后防御牌手宣告阻挡生物如何造成伤害:"
           + ";".join(lines) + "。", _assignment_cites(t, out))
    reading = t.reading(I.DAMAGE_OBJECTS.id, "战斗伤害进入堆叠。")
    colors = {a.source: colors_of(st, st.obj(a.source)) for a in out}
    groups = [out] if reading == "one_object" else [[a for a in out if a.source == s] for s in dealt_now]
    for g in groups:
        push(t, CombatDamageItem(id=S.new_id(t, "s"), controller=st.active_player, assignments=g,
                                 source_colors={a.source: colors[a.source] for a in g}))
    t.step("procedure", "战斗伤害像虚拟咒语一样进入堆叠(分配伤害不是咒语或异能,不能被反击);主动牌手获得优先权。",
           [R.DAMAGE_ON_STACK, R.DAMAGE_TO_STACK, R.DAMAGE_NOT_COUNTERED])
    priority.give(t, st.active_player, (R.DAMAGE_ON_STACK,))


def _assignment_cites(t: Table, out: list[Assignment]) -> list[str]:
    """The sub-rules this step's assignments rest on: unblocked (310.1b), blocked (310.1c), blockers (310.1d),
    trample past its blockers (502.9b), never a family cited wholesale."""
    st = t.state
    c = combat_of(st)
    attackers = set(c.attackers)
    dp = st.opponent(st.active_player)
    cites = [R.ASSIGN_DAMAGE, R.DAMAGE_EQUALS_POWER]
    for a in out:
        src = st.find(a.source)
        if a.source not in attackers:
            cites.append(R.BLOCKER_DAMAGE)
        elif src is not None and BLOCKED not in src.status:
            cites.append(R.UNBLOCKED_DAMAGE)
        elif a.target != dp:
            cites.append(R.BLOCKED_DAMAGE)
        elif c.order.get(a.source) and any(_alive_blocker(st, b) for b in c.order[a.source]):
            cites += [R.BLOCKED_DAMAGE, R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS]
        else:
            cites.append(R.TRAMPLE_NO_BLOCKERS)
    return list(dict.fromkeys(cites))


def _strike_cites(state: State, fighters: list[Obj]) -> list[str]:
    """502.2b for first strike, 502.28b only when a creature in this combat has double strike."""
    if any(has_kw(state, o, "double_strike") for o in fighters):
        return [R.FIRST_STRIKE, R.DOUBLE_STRIKE]  # 502.2b's extra step names double strike too
    return [R.FIRST_STRIKE]


def _lbl(t: Table, x: str) -> str:
    return name_of(t.state, x)


def end_combat(t: Table) -> None:
    st = t.state
    for o in st.objects:
        if any(s in o.status for s in (ATTACKING, BLOCKING, BLOCKED)):
            t.remove_status(o, ATTACKING, BLOCKING, BLOCKED)
    mem = memory(st)
    mem.effects = [e for e in mem.effects if e.kind != "must_block"]
    mem.combat = None


