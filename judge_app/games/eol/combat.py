"""Attacks: on a hero, and minion combat (2.2) from declaration to post-combat resolution and 再动."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol import statics
from judge_app.games.eol.board import Obj, awake, element, element_name, is_hero, on_board, pname
from judge_app.games.eol.destruction import Dead
from judge_app.games.eol.effects import (
    Combat,
    Ctx,
    after_destruction,
    collect,
    dying,
    expire,
    idle_passives_note,
    keyword_works,
    prevented,
    resolve_all,
    sleeping_passives_note,
)
from judge_app.games.eol.model import (
    ADVANTAGE,
    ATTACKED,
    AWAKENED_THIS_TURN,
    REATTACK,
    REATTACK_READY,
    REATTACK_USED,
    SHIELD,
)


def coefficients(t: Table, a: Obj, d: Obj) -> tuple[int, int, list[str]]:
    """Advantage coefficients of ``a`` and ``d`` (2.2.2.1-2), with the sentence and rules that explain them."""
    ea, ed = element(a), element(d)
    ca = cd = 1
    cites = [R.ADVANTAGE_COEFFICIENT, R.ADVANTAGE_CYCLE]
    if ADVANTAGE.get(ea) == ed:
        ca, strong, weak = 2, a, d
    elif ADVANTAGE.get(ed) == ea:
        cd, strong, weak = 2, d, a
    else:
        t.step("procedure", M.NO_ADVANTAGE(a=element_name(a) if ea else M.NO_ELEMENT(),
                                           d=element_name(d) if ed else M.NO_ELEMENT()), cites)
        return ca, cd, cites
    said = {"strong_element": element_name(strong), "weak_element": element_name(weak), "strong": strong.label,
            "weak": weak.label}
    text = M.ADVANTAGE(**said)
    if keyword_works(t, weak, SHIELD):
        ca = cd = 1
        text = M.ADVANTAGE_SHIELDED(**said)
        cites.append(R.SHIELD)
    t.step("procedure", text, cites)
    return ca, cd, cites


def final_attack(t: Table, obj: Obj, coefficient: int) -> tuple[int, str]:
    """2.2.2.3: printed attack × coefficient + buffs − debuffs; returns the value and its formula."""
    base = obj.stats.get("attack", 0)
    deltas = [m.delta for m in obj.modifiers if m.stat == "attack"]
    for delta, a in statics.static_attack(t.state, obj):
        t.step("procedure", M.STATIC_ATTACK(source=a.label if a.source is None else a.source.label, skill=a.label,
                                            card=obj.label, delta=delta), [R.FINAL_ATTACK, *a.cites])
        deltas.append(delta)
    buffs = sum(d for d in deltas if d > 0)
    debuffs = -sum(d for d in deltas if d < 0)
    if not (buffs or debuffs):
        return base * coefficient, f"{base}×{coefficient}"
    reading = t.reading(I.BUFF_FORMULA.id, M.HAS_ATTACK_MODIFIERS(card=obj.label))
    if reading == "before_coefficient":
        return (base + buffs - debuffs) * coefficient, f"({base}+{buffs}-{debuffs})×{coefficient}"
    return base * coefficient + buffs - debuffs, f"{base}×{coefficient}+{buffs}-{debuffs}"


def attack_hero(t: Table, attacker: Obj, target: Obj) -> None:
    st = t.state
    reading = t.reading(I.HERO_DAMAGE.id, M.ATTACKS_HERO(attacker=attacker.label, hero=target.label))
    if reading == "final_attack":
        ca, _, _ = coefficients(t, attacker, target)
    else:
        ca = 1
    value, formula = final_attack(t, attacker, ca)
    damage = max(value, 0)
    if prevented(t, target.controller, damage):
        return
    life = t.resource(target.controller, "life")
    t.set_resource(target.controller, "life", life - damage)
    t.step("resolution", M.HERO_HIT(attacker=attacker.label, formula=formula, value=value,
                                    who=pname(st, target.controller), damage=damage, before=life, after=life - damage),
           [R.FINAL_ATTACK, R.LIFE_DISPLAY], decisive=True)


def minion_combat(t: Table, attacker: Obj, defender: Obj) -> None:
    st = t.state
    att_side, def_side = attacker.controller, defender.controller
    t.step("procedure", M.COMBAT_DECLARED(attacking=pname(st, att_side), defending=pname(st, def_side),
                                         attacker=attacker.label, defender=defender.label),
           [R.COMBAT_DECLARE, R.ATTACKER_SIDE, R.DEFENDER_SIDE])
    was_face_down = defender.face_down
    if was_face_down:
        t.set_obj(defender, "face_down", False)
        t.step("procedure", M.DEFENDER_REVEALED(card=defender.label), [R.COMBAT_REVEAL, R.SLEEPING])
    combat = Combat(attacker, defender)
    ctx = Ctx(combat)
    for side, subject, cite in ((att_side, attacker, R.COMBAT_ATTACKER_TRIGGERS),
                                (def_side, defender, R.COMBAT_DEFENDER_TRIGGERS)):
        sleeping_passives_note(t, subject, "combat_start")
        idle_passives_note(t, [("combat_start", attacker), ("combat_start", defender)], side,
                           skip=(attacker, defender))
        found, seen = [], set()
        for tr in collect(t, [("combat_start", attacker), ("combat_start", defender)], combat):
            if tr.source.controller == side and (tr.source.id, tr.ability.id) not in seen:
                seen.add((tr.source.id, tr.ability.id))
                found.append(tr)
        resolve_all(t, found, ctx, [cite])
        if st.game_over is not None:
            return
    if combat.skip:
        t.step("procedure", M.COMBAT_NOT_RESOLVED(), [R.SKIP_COMBAT, R.SKIP_COMBAT_RESOLVE])
        _turn_back(t, defender, was_face_down)
        _end_combat(t)
        return
    if not (on_board(attacker) and on_board(defender)):
        t.nothing(M.COMBATANT_GONE(), [R.COMBAT_RESOLUTION])
        _turn_back(t, defender, was_face_down)
        _end_combat(t)
        return
    ca, cd, _ = coefficients(t, attacker, defender)
    va, fa = final_attack(t, attacker, ca)
    vd, fd = final_attack(t, defender, cd)
    t.step("procedure", M.FINAL_ATTACKS(attacker=attacker.label, fa=fa, va=va, defender=defender.label, fd=fd, vd=vd),
           [R.FINAL_ATTACK, R.COMBAT_RESOLUTION])
    if va > vd:
        losers, text = [defender], M.WINS_COMBAT(winner=attacker.label, loser=defender.label)
    elif vd > va:
        losers, text = [attacker], M.WINS_COMBAT(winner=defender.label, loser=attacker.label)
    else:
        losers, text = [attacker, defender], M.COMBAT_TIE()
    t.step("procedure", text, [R.COMBAT_COMPARE], decisive=True)
    if losers == [defender]:
        t.nothing(M.SURVIVES(card=attacker.label, mine=va, theirs=vd), [R.COMBAT_COMPARE])
    elif losers == [attacker]:
        t.nothing(M.SURVIVES(card=defender.label, mine=vd, theirs=va), [R.COMBAT_COMPARE])
    dead = [d for o in losers if (d := dying(t, o, [R.COMBAT_COMPARE], "combat")) is not None]
    _post_combat(t, combat, dead)
    if on_board(defender):
        _turn_back(t, defender, was_face_down)
    if st.game_over is None:
        _reattack(t, attacker, defender, dead, defender in losers)
    _end_combat(t)


def _end_combat(t: Table) -> None:
    """「本次战斗中」 effects last until the combat's resolution (2.2.3, its post-combat effects and 再动 included)
    is over."""
    ended = expire(t, "end_of_combat")
    if ended:
        t.step("procedure", M.COMBAT_EFFECTS_END(cards=[o.label for o in ended]), [R.COMBAT_RESOLUTION, R.POST_COMBAT])


def _post_combat(t: Table, combat: Combat, dead: list[Dead]) -> None:
    """2.2.3.6: winner's effects, then the destroyed side's; both destroyed → attacker first (or 2.3.4)."""
    if not dead:
        return
    att_side, def_side = combat.attacker.controller, combat.defender.controller
    if len(dead) == 2:
        reading = t.reading(I.DESTRUCTION_ORDER.id, M.BOTH_DESTROYED_IN_COMBAT())
        sides = [att_side, def_side] if reading == "combat_attacker_first" else [def_side, att_side]
        cites = [R.POST_BOTH_DESTROYED] if reading == "combat_attacker_first" else [R.MULTI_DEATH_ORDER]
        t.step("procedure", M.SIDES_IN_ORDER(first=pname(t.state, sides[0]), second=pname(t.state, sides[1])), cites)
        after_destruction(t, dead, sides, Ctx(combat))
        return
    loser = dead[0]
    winner = combat.attacker if loser.obj is combat.defender else combat.defender
    sides = [winner.controller, loser.controller]
    # One side won: 2.2.3.6.i and .ii order the sides; .iii (both destroyed) does not apply here.
    t.step("procedure", M.WINNER_FIRST(winner=winner.label), [R.POST_WINNER_FIRST, R.POST_DESTROYED_SECOND])
    after_destruction(t, dead, sides, Ctx(combat), [("combat_won", winner)], combat)


def _turn_back(t: Table, defender: Obj, was_face_down: bool) -> None:
    if was_face_down and on_board(defender) and not awake(defender):
        t.set_obj(defender, "face_down", True)
        t.step("procedure", M.TURNED_BACK(card=defender.label), [R.COMBAT_REVEAL])


def _reattack(t: Table, attacker: Obj, defender: Obj, dead: list[Dead], defender_lost: bool) -> None:
    destroyed_defender = any(d.obj is defender for d in dead)
    if any(d.obj is attacker for d in dead) and on_board(defender) and statics.has_keyword(t.state, defender, REATTACK):
        # "does the defender attack again?": 4.2.9 asks for the minion's own attack (the nothing path, cited)
        t.nothing(M.DEFENDER_NO_REATTACK(card=defender.label), [R.REATTACK])
    if not statics.has_keyword(t.state, attacker, REATTACK) or not on_board(attacker):
        return
    if not destroyed_defender:
        # "why can't it attack again?": 再动 needs the opposing minion destroyed; a regeneration is not that
        regenerated = defender_lost and on_board(defender)
        why = M.REGENERATED_NOT_DESTROYED if regenerated else M.NOT_DESTROYED
        t.nothing(M.NO_REATTACK(card=attacker.label, why=why(card=defender.label)),
                  [R.REATTACK, *([R.DYING_REGEN] if regenerated else [])])
        return
    if REATTACK_USED in attacker.status:
        t.nothing(M.REATTACK_USED(card=attacker.label), [R.REATTACK])
        return
    t.add_status(attacker, REATTACK_READY)
    t.step("trigger", M.REATTACK_READY(card=attacker.label), [R.REATTACK])


def declare_attack(t: Table, attacker: Obj, target: Obj) -> None:
    """Mark the attack (or the 再动 attack) as used, then resolve it."""
    if REATTACK_READY in attacker.status:
        if is_hero(target) and AWAKENED_THIS_TURN in attacker.status:
            t.reading(I.REATTACK_HERO.id, M.REATTACK_HERO(card=attacker.label))
        t.remove_status(attacker, REATTACK_READY)
        t.add_status(attacker, REATTACK_USED)
        t.step("procedure", M.USES_REATTACK(card=attacker.label), [R.REATTACK])
    else:
        t.add_status(attacker, ATTACKED)
    if is_hero(target):
        attack_hero(t, attacker, target)
    else:
        minion_combat(t, attacker, target)
