"""Combat (306–311, 500–502): declaring attackers and blockers, evasion and requirements, dividing combat
damage (this edition: the controller divides freely, 310.1c; trample must give lethal damage first, 502.9b),
first-strike and double-strike damage steps, damage on the stack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.checks import Checks
from judge_app.engine.messages import Text
from judge_app.engine.priority import push
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import priority, triggers
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    colors_of,
    creatures,
    has_kw,
    in_play,
    is_creature,
    kw_text,
    kw_value,
    landwalk_word,
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
def attack_permission(state: State, obj: Obj) -> tuple[Text, list[str]]:
    """Why ``obj`` may attack (308.1: untapped, not a Wall, controlled since the turn began or haste)."""
    if sick(obj):
        return (M.MAY_ATTACK_HASTE(card=obj.label),
                [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS, R.HASTE])
    return (M.MAY_ATTACK(card=obj.label),
            [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS])


def attack_problems(state: State, obj: Obj) -> list[tuple[Text, list[str]]]:
    """Every reason ``obj`` may not attack (308.1, 214.7c, 500.2), each with its rule; empty if it may."""
    if obj.controller != state.active_player or not is_creature(state, obj):
        return [(M.NOT_ACTIVE_CREATURE(card=obj.label), [R.DECLARE_ATTACKERS])]
    out: list[tuple[Text, list[str]]] = []
    if tapped(obj):
        out.append((M.TAPPED_CANT_ATTACK(card=obj.label), [R.DECLARE_ATTACKERS]))
    if "wall" in characteristics(state, obj).types:
        out.append((M.WALL_CANT_ATTACK(card=obj.label), [R.DECLARE_ATTACKERS]))
    if sick(obj) and not has_kw(state, obj, "haste"):
        out.append((M.SICK_CANT_ATTACK(card=obj.label),
                    [R.DECLARE_ATTACKERS, R.SUMMONING_SICKNESS, R.HASTE]))
    if has_kw(state, obj, "cant_attack"):
        out.append((M.CANT_ATTACK(card=obj.label), [R.ATTACK_REQUIREMENTS, R.CANT_BEATS_CAN]))
    return out


def able_attackers(state: State) -> list[Obj]:
    """The active player's creatures that may attack now (none: 308.4 skips the declaration)."""
    return [o for o in creatures(state, state.active_player) if not attack_problems(state, o)]


def current_attackers(state: State) -> list[Obj]:
    """The attacking creatures of this combat still in the game."""
    return [state.obj(a) for a in combat_of(state).attackers if state.find(a)]


def band_problem(state: State, band: list[str]) -> Text | None:
    non_banding = [x for x in band if not has_kw(state, state.obj(x), "banding")]
    if len(non_banding) > 1:
        return M.BAND_PROBLEM(band=str(band))
    return None


def block_problems(state: State, blocker: Obj, attacker: Obj) -> list[tuple[Text, list[str]]]:
    """Every reason ``blocker`` may not block ``attacker`` (309.1, evasion 501–502), each with its rule; empty if
    it may. A blocker that breaks several rules (tapped and without flying…) gets every one reported."""
    dp = state.opponent(state.active_player)
    if blocker.controller != dp or not is_creature(state, blocker):
        return [(M.NOT_DEFENDING_CREATURE(card=blocker.label), [R.DECLARE_BLOCKERS])]
    out: list[tuple[Text, list[str]]] = []
    if tapped(blocker):
        out.append((M.TAPPED_CANT_BLOCK(card=blocker.label), [R.DECLARE_BLOCKERS]))
    if has_kw(state, blocker, "cant_block"):
        out.append((M.CANT_BLOCK(card=blocker.label), [R.BLOCK_REQUIREMENTS]))
    if ATTACKING not in attacker.status:
        return [*out, (M.NOT_ATTACKING(card=attacker.label), [R.DECLARE_BLOCKERS])]
    a_kw = characteristics(state, attacker).keywords
    b_kw = characteristics(state, blocker).keywords
    if "unblockable" in a_kw:
        out.append((M.UNBLOCKABLE(card=attacker.label), [R.EVASION]))
    if "flying" in a_kw and "flying" not in b_kw and "block_as_flying" not in b_kw:
        out.append((M.FLYING_EVADES(attacker=attacker.label, blocker=blocker.label), [R.FLYING, R.EVASION]))
    if ("shadow" in a_kw) != ("shadow" in b_kw):
        out.append((M.SHADOW_MISMATCH(blocker=blocker.label, attacker=attacker.label), [R.SHADOW, R.EVASION]))
    if "horsemanship" in a_kw and "horsemanship" not in b_kw:
        out.append((M.HORSEMANSHIP_EVADES(attacker=attacker.label), [R.HORSEMANSHIP, R.EVASION]))
    if "fear" in a_kw and "artifact" not in characteristics(state, blocker).types \
            and "B" not in colors_of(state, blocker):
        out.append((M.FEAR_EVADES(attacker=attacker.label, blocker=blocker.label),
                    [R.FEAR, R.EVASION]))
    for land in kw_value(a_kw, "landwalk"):
        held = [o for o in permanents(state, dp) if land in characteristics(state, o).types]
        if held:
            out.append((M.LANDWALK_EVADES(attacker=attacker.label, keyword=kw_text('landwalk:' + land),
                                          land=landwalk_word(land), lands=[o.label for o in held]),
                        [R.LANDWALK]))
    quals = protections_against(state, attacker, colors_of(state, blocker), list(characteristics(state, blocker).types))
    if quals:
        out.append((M.PROTECTION_EVADES(attacker=attacker.label, blocker=blocker.label,
                                        protections=[kw_text("protection:" + q) for q in quals]), [R.PROTECTION]))
    return out


def block_permission(state: State, blocker: Obj, attacker: Obj) -> tuple[Text, list[str]]:
    """Why ``blocker`` may block ``attacker``: the evasion rules that were tested and held (309.1, 501–502)."""
    a_kw = characteristics(state, attacker).keywords
    b_kw = characteristics(state, blocker).keywords
    why: list[Text | str] = [M.UNTAPPED_DEFENDER(blocker=blocker.label)]
    cites = [R.DECLARE_BLOCKERS]
    if "flying" in a_kw:
        if "flying" in b_kw:
            why.append(M.BOTH_FLY(attacker=attacker.label, blocker=blocker.label))
        else:
            why.append(M.BLOCKS_AS_FLYING(attacker=attacker.label, blocker=blocker.label))
        cites.append(R.FLYING)
    if "shadow" in a_kw:
        why.append(M.BOTH_SHADOW())
        cites.append(R.SHADOW)
    if "horsemanship" in a_kw:
        why.append(M.BOTH_HORSEMANSHIP())
        cites.append(R.HORSEMANSHIP)
    if "fear" in a_kw:
        b_types, b_colors = characteristics(state, blocker).types, colors_of(state, blocker)
        what = [w() for w, ok in ((M.ARTIFACT_CREATURE, "artifact" in b_types), (M.BLACK_CREATURE, "B" in b_colors))
                if ok]
        why.append(M.FEAR_OK(attacker=attacker.label, blocker=blocker.label, what=what))
        cites.append(R.FEAR)
    if kw_value(a_kw, "landwalk"):
        walks = kw_value(a_kw, "landwalk")
        why.append(M.LANDWALK_OK(attacker=attacker.label, keywords=[kw_text("landwalk:" + x) for x in walks],
                                 lands=[landwalk_word(x) for x in walks]))
        cites.append(R.LANDWALK)
    if kw_value(a_kw, "protection"):
        why.append(M.PROTECTION_OK(attacker=attacker.label, blocker=blocker.label))
        cites.append(R.PROTECTION)
    return M.MAY_BLOCK(blocker=blocker.label, attacker=attacker.label, why=M.semicoloned(why)), cites


def requirement_problems(state: State, blocks: dict[str, str]) -> list[tuple[Text, list[str]]]:
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
                out.append((M.MUST_BLOCK(blocker=blocker.label, attacker=attacker.label),
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
        t.step("procedure", M.NO_ATTACKERS_SKIP(), [R.NO_ATTACKERS, R.COMBAT_STEPS])
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
            said = M.ATTACK_ILLEGAL_K(k=k, count=len(bad), why=msg) if len(bad) > 1 else M.ATTACK_ILLEGAL(why=msg)
            t.step("check", said, [R.ATTACK_LEGAL, *cites], check="fail", decisive=True)
        t.step("procedure", M.ATTACK_CANCELLED(),
               [R.ATTACK_ILLEGAL, R.ILLEGAL_ACTION], decisive=True)
        return False
    memory(st).awaiting = None
    if not attackers:
        t.step("procedure", M.NO_ATTACKERS_DECLARED(), [R.COMBAT_STEPS, R.NO_ATTACKERS])
        return True
    objs = [st.obj(a) for a in attackers]
    for o in objs:
        msg, cites = attack_permission(st, o)
        t.allow(msg, [R.ATTACK_LEGAL, *cites])
    for o in objs:
        t.add_status(o, ATTACKING)
        t.add_status(o, TAPPED)
    memory(st).combat = Combat(attackers=list(attackers), bands=[list(b) for b in bands])
    t.step("procedure", M.ATTACKERS_DECLARED(who=pname(st, st.active_player), attackers=[o.label for o in objs],
                                             bands=M.BANDS(bands=str(bands)) if bands else ""),
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
        t.nothing(M.NO_CREATURES_TO_BLOCK(who=pname(st, dp)), [R.DECLARE_BLOCKERS])
    seen: set[str] = set()
    for b in mine:
        for a in attackers:
            for msg, cites in block_problems(st, b, a):
                if str(msg) not in seen:
                    seen.add(str(msg))
                    t.nothing(msg, [R.BLOCK_LEGAL, *cites])
    t.step("procedure", M.NO_BLOCKS_DECLARED_FOR(who=pname(st, dp)),
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
            said = M.BLOCK_ILLEGAL_K(k=k, count=len(problems), why=msg) if len(problems) > 1 \
                else M.BLOCK_ILLEGAL(why=msg)
            t.step("check", said, [R.BLOCK_LEGAL, *cites], check="fail", decisive=True)
        reading = t.reading(I.BLOCK_REDECLARE.id, M.CANCEL_BLOCKS())
        decider = st.opponent(st.active_player) if reading == "defending_player" else st.active_player
        memory(st).block_decider = decider
        t.step("procedure", M.REDECLARE_BLOCKS(who=pname(st, decider)),
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
        t.step("procedure", M.NO_BLOCKS(),
               [R.DECLARE_BLOCKERS, R.BLOCKED_STATUS])
    for b, ms in expanded.items():
        t.add_status(st.obj(b), BLOCKING)
        for a in ms:
            t.add_status(st.obj(a), BLOCKED)
        t.step("procedure", M.BLOCKS(blocker=st.obj(b).label, attackers=[st.obj(a).label for a in ms]),
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
    t.step("procedure", M.SECOND_DAMAGE_STEP(),
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
            t.step("procedure", M.FIRST_STRIKE_STEP(),
                   _strike_cites(st, fighters))
    if c.step_no == 2:
        done = [o for o in _in_combat(st) if o.id in c.dealt_first and not has_kw(st, o, "double_strike")]
        if done:
            t.nothing(M.ALREADY_STRUCK(cards=[o.label for o in done]),
                      _strike_cites(st, _in_combat(st)))
        # creatures declared in this combat that have left it since (destroyed in the first step, bounced…)
        declared = dict.fromkeys([*c.order, *(b for bs in c.order.values() for b in bs)])
        present = {o.id for o in _in_combat(st)}
        gone = [st.obj(x) for x in declared if x not in present and st.find(x) is not None]
        if gone:
            t.nothing(M.LEFT_COMBAT(cards=[o.label for o in gone]),
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
                    t.nothing(M.BLOCKERS_GONE(card=o.label),
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
            c.refuse(M.NOT_DIVIDING(id=oid),
                     R.ASSIGN_DAMAGE, *([R.FIRST_STRIKE] if cmb.first_strike else []))
            continue
        power = characteristics(state, o).power
        blockers = [state.obj(b) for b in cmb.order.get(oid, []) if _alive_blocker(state, b)]
        trample = has_kw(state, o, "trample")
        ids = {b.id for b in blockers}
        total = sum(mine.values())
        c.require(total == power, R.DAMAGE_EQUALS_POWER, ok=M.TOTAL_IS_POWER(card=o.label, total=total),
                  no=M.TOTAL_NOT_POWER(card=o.label, total=total, power=power))
        if any(n < 0 for n in mine.values()):
            c.refuse(M.NEGATIVE_DAMAGE(card=o.label), R.ASSIGN_DAMAGE)
        wrong = [x for x in mine if x not in ids and not (trample and x == dp)]
        if wrong:
            either = M.OR_DEFENDER() if trample else ""
            c.refuse(M.WRONG_RECIPIENTS(card=o.label, or_player=either, wrong=wrong), R.BLOCKED_DAMAGE,
                     *([R.TRAMPLE_LETHAL] if trample else []))
        else:
            c.allow(M.ONLY_BLOCKERS(card=o.label, and_player=M.AND_DEFENDER() if trample and mine.get(dp) else ""),
                    R.BLOCKED_DAMAGE)
        if trample and mine.get(dp):
            short: list[Text | str] = []
            for b in blockers:
                need = lethal_amount(interpretations, b.damage, characteristics(state, b).toughness)
                if mine.get(b.id, 0) < need:
                    short.append(M.SHORT_OF_LETHAL(card=b.label, need=need, given=mine.get(b.id, 0)))
            # lethal damage is toughness minus the damage already on it (502.9b; e.g. after a first-strike step)
            lethal = [M.LETHAL_GIVEN(card=b.label, given=mine.get(b.id, 0), already=M.ALREADY_DAMAGED(
                toughness=characteristics(state, b).toughness, damage=b.damage) if b.damage else "")
                for b in blockers]
            point = I.LETHAL_DAMAGE.id if any(b.damage + mine.get(b.id, 0) == characteristics(state, b).toughness
                                              for b in blockers) else None
            if not short:
                c.allow(M.TRAMPLE_OK(card=o.label, lethal=lethal, rest=mine[dp]), R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS)
            else:  # 310.1: the assignment itself is subject to these restrictions
                c.refuse(M.TRAMPLE_SHORT(card=o.label, short=M.semicoloned(short)), R.ASSIGN_DAMAGE, R.TRAMPLE_LETHAL,
                         R.TRAMPLE_TOUGHNESS, point=point)
        elif trample and blockers:
            # the trample rule decides here too: without lethal damage to every blocker nothing may go to the player
            c.allow(M.TRAMPLE_ALL_BLOCKERS(card=o.label, total=total),
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
        rest = M.THE_DEFENDER() if trample else M.LAST_BLOCKER()
        t.step("choice", M.DEFAULT_DIVISION(card=o.label, rest=rest),
               [R.BLOCKED_DAMAGE, R.ASSIGN_DAMAGE, *([R.TRAMPLE_LETHAL, R.TRAMPLE_TOUGHNESS] if trample else [])])
    return out


def assign(t: Table, given: dict[str, dict[str, int]]) -> None:
    st = t.state
    memory(st).awaiting = None
    c = combat_of(st)
    if any(has_kw(st, st.obj(b), "banding") for b in c.blocks if st.find(b)) or any(
            len(band) > 1 for band in c.bands):
        t.unsupported(M.BANDING_UNSUPPORTED(), [R.BANDING_DAMAGE])
    out = plan(t, given)
    dealt_now = sorted({a.source for a in out})
    if c.step_no == 1 and c.first_strike:
        memory(st).combat = c.but(dealt_first=dealt_now)
    if not out:
        # nothing to assign: each creature's reason was stated above (already struck, gone, no blocker left)
        t.nothing(M.NO_COMBAT_DAMAGE(), [R.DAMAGE_EQUALS_POWER])
        priority.give(t, st.active_player, (R.DAMAGE_ON_STACK,))
        return
    lines: list[Text | str] = [M.ASSIGNED_LINE(source=_lbl(t, a.source), target=_lbl(t, a.target), amount=a.amount)
                               for a in out]
    t.step("procedure", M.DAMAGE_ASSIGNED(lines=M.semicoloned(lines)), _assignment_cites(t, out))
    reading = t.reading(I.DAMAGE_OBJECTS.id, M.DAMAGE_TO_STACK_CONTEXT())
    colors = {a.source: colors_of(st, st.obj(a.source)) for a in out}
    groups = [out] if reading == "one_object" else [[a for a in out if a.source == s] for s in dealt_now]
    for g in groups:
        push(t, CombatDamageItem(id=S.new_id(t, "s"), controller=st.active_player, assignments=g,
                                 source_colors={a.source: colors[a.source] for a in g}))
    t.step("procedure", M.DAMAGE_ON_STACK(),
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


