"""Combat after its showdown (439–440): summing might, assigning damage (attacker first, lethal first,
[壁垒] and “last” ordering, immune units), dealing it at once, and the combat cleanup with its inserted
steps, control and conquest."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.riftbound import interpretations as I
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_name,
    combat,
    memory,
    players_with_units,
    pname,
    scored,
    set_bf,
    units_at,
)
from judge_app.games.riftbound.cleanup import cleanup, survivors_note
from judge_app.games.riftbound.layers import characteristics
from judge_app.games.riftbound.model import ATTACKER, DEFENDER, IMMUNE, LAST, STUNNED, TANK
from judge_app.games.riftbound.recall import recall

Obj = GameObject[Any]


def damage_step(t: Table) -> None:
    st = t.state
    c = combat(st)
    assert c is not None
    b = c.battlefield
    attackers = [o for o in units_at(st, b) if ATTACKER in o.status]
    defenders = [o for o in units_at(st, b) if DEFENDER in o.status]
    if not attackers or not defenders:
        t.step("procedure", M.DAMAGE_SKIPPED(battlefield=bf_name(st, b),
                                             side=(M.ATTACKER_WORD if not attackers else M.DEFENDER_WORD)()),
               [R.DAMAGE_STEP, R.DAMAGE_BOTH_PRESENT, R.DAMAGE_SKIPPED])
        return
    totals = {}
    for side, units, cite in ((c.attacker, attackers, R.ATTACKER_TOTAL), (c.defender, defenders, R.DEFENDER_TOTAL)):
        parts: Text | None = None
        for o in units:
            ch = characteristics(st, o)
            stunned = STUNNED in o.status
            if stunned:
                t.allow(M.STUNNED_NO_DAMAGE(card=o.label), [cite, R.ASSIGN])
            part = M.MIGHT_PART(card=o.label, might=0 if stunned else ch.might)
            parts = part if parts is None else M.PLUS(a=parts, b=part)
            for text, cites in ch.notes:
                t.allow(M.CHARACTERISTIC_NOTE(card=o.label, note=text), cites)
        totals[side] = sum(characteristics(st, o).might for o in units if STUNNED not in o.status)
        assert parts is not None  # both sides have units here
        t.step("procedure", M.MIGHT_TOTAL(who=pname(st, side), parts=parts, total=totals[side]), [R.DAMAGE_STEP, cite])
    plan = assign(t, c.attacker, totals[c.attacker], defenders)
    plan.update(assign(t, c.defender, totals[c.defender], attackers))
    dealt: Text | str = ""
    for o in attackers + defenders:
        amount = plan.get(o.id, 0)
        said = None
        if amount and IMMUNE in o.status:
            said = M.IMMUNE_UNHURT(card=o.label)
        elif amount:
            t.set_obj(o, "damage", o.damage + amount)
            said = M.TAKES_DAMAGE(card=o.label, amount=amount)
        if said is not None:
            dealt = M.SEMICOLON(a=dealt, b=said) if dealt else said
    t.step("procedure", M.DEALT_AT_ONCE(dealt=dealt),
           [R.ASSIGN_NOT_DEAL, R.ASSIGN_SIMULTANEOUS, R.DEAL_DAMAGE])
    survivors_note(t, [o for o in attackers + defenders if plan.get(o.id, 0) and IMMUNE not in o.status])


def assignment_order(st: Any, units: list[Obj], wanted: list[str]) -> tuple[list[Obj], list[str]]:
    """The legal assignment order nearest the player's wish: [壁垒] first, unmarked next, “last” last; a
    unit with both may go first or last (439.1.d.7); immune units are bound by nothing (439.1.d.9)."""
    rank = {oid: i for i, oid in enumerate(wanted)}
    normal_pos = min((rank[o.id] for o in units if o.id in rank and _kind(st, o) == "normal"), default=None)

    def group(o: Obj) -> int:
        kind = _kind(st, o)
        if kind == "both":
            return 0 if normal_pos is None or rank.get(o.id, 10**6) < normal_pos else 2
        return {"tank": 0, "normal": 1, "last": 2, "immune": 3}[kind]

    ordered = sorted(units, key=lambda o: (group(o), rank.get(o.id, 10**6), units.index(o)))
    cites = []
    if any(_kind(st, o) in ("tank", "both") for o in units):
        cites += [R.ASSIGN_ORDER_EFFECTS, R.ASSIGN_OBEY]
    if any(_kind(st, o) == "both" for o in units):
        cites.append(R.ASSIGN_CONFLICT)
    if sum(_kind(st, o) == "tank" for o in units) > 1:
        cites.append(R.ASSIGN_SAME_PRIORITY)
    if any(_kind(st, o) == "immune" for o in units):
        cites.append(R.ASSIGN_IMMUNE)
    return ordered, cites


def _kind(st: Any, o: Obj) -> str:
    if IMMUNE in o.status:
        return "immune"
    kws = characteristics(st, o).keywords
    if TANK in kws and LAST in kws:
        return "both"
    return "tank" if TANK in kws else "last" if LAST in kws else "normal"


def assign(t: Table, pid: str, total: int, units: list[Obj]) -> dict[str, int]:
    st = t.state
    if total < 0:
        # Effects lowered the might below 0 (a negative printed might is refused at load): the shipped text says
        # nothing of negative might, and 439.1.d assigns damage *equal to* the total — there is no negative damage.
        t.nothing(M.NEGATIVE_TOTAL(who=pname(st, pid), total=total), [R.ASSIGN])
        return {}
    choice = t.choice(f"assign:{pid}")
    wanted = list(choice.targets) if choice else []
    order, cites = assignment_order(st, units, wanted)
    if choice is None:
        t.step("choice", M.ASSIGN_DEFAULT(who=pname(st, pid), pid=pid, order=[o.label for o in order]), [R.ASSIGN])
    elif [o.id for o in order if o.id in wanted] != [w for w in wanted if any(o.id == w for o in units)]:
        t.step("check", M.ASSIGN_ADJUSTED(who=pname(st, pid), order=[o.label for o in order]),
               [R.ASSIGN_OBEY, *cites], decisive=True)
    plan: dict[str, int] = {}
    left = total
    mandatory = [o for o in order if IMMUNE not in o.status]
    reading = None
    for i, o in enumerate(mandatory):
        if left <= 0:
            break
        m = characteristics(st, o).might
        need = m
        if o.damage:
            reading = reading or t.reading(I.LETHAL_WITH_DAMAGE.id,
                                           M.CONTEXT_ALREADY_DAMAGED(card=o.label, damage=o.damage))
            need = max(1, m - o.damage) if reading == "remaining" else m
        give = left if i == len(mandatory) - 1 else min(max(need, 1), left)
        plan[o.id] = give
        left -= give
    if left > 0 and order:
        plan[order[-1].id] = plan.get(order[-1].id, 0) + left
    text: Text = M.NONE()
    for k, (oid, v) in enumerate(plan.items()):
        part = M.ASSIGNED_AMOUNT(card=st.obj(oid).label, amount=v)
        text = part if k == 0 else M.SEMICOLON(a=text, b=part)
    t.step("procedure", M.ASSIGNS(who=pname(st, pid), total=total, plan=text),
           [R.ASSIGN, R.ASSIGN_LETHAL_FIRST, R.ASSIGN_NO_MORE_THAN_LETHAL, *cites])
    return plan


def resolution_step(t: Table) -> None:
    from judge_app.games.riftbound.scoring import score

    st = t.state
    c = combat(st)
    assert c is not None
    b = c.battlefield
    t.step("procedure", M.RESOLUTION_STEP(),
           [R.COMBAT_SPECIAL, R.SPECIAL_CLEANUP_STEPS])

    def clear_damage(t: Table) -> None:
        hurt = [o for o in t.state.objects if o.damage and "unit" in o.types]
        for o in hurt:
            t.set_obj(o, "damage", 0)
        if hurt:
            t.step("procedure", M.STEP_2A(units=[o.label for o in hurt]), [R.COMBAT_2A])

    def recall_attackers(t: Table) -> None:
        defenders = [o for o in units_at(t.state, b) if DEFENDER in o.status]
        attackers = [o for o in units_at(t.state, b) if ATTACKER in o.status]
        if defenders and attackers:
            t.step("procedure", M.STEP_2B_RECALL(units=[o.label for o in attackers]), [R.COMBAT_2B])
            for o in attackers:
                recall(t, o, [R.COMBAT_2B])
        elif not attackers:
            t.nothing(M.STEP_2B_NO_ATTACKERS(), [R.COMBAT_2B])
        else:
            t.nothing(M.STEP_2B_NO_DEFENDERS(), [R.COMBAT_2B])

    def clear_roles(t: Table) -> None:
        roled = [o for o in t.state.objects if {ATTACKER, DEFENDER} & set(o.status)]
        for o in roled:
            t.remove_status(o, ATTACKER, DEFENDER)
        t.step("procedure", M.STEP_2C(), [R.COMBAT_2C])
        mem = memory(t.state)
        mem.combat = None
        # the combat is not over until 440.2: no other pending combat may start in this cleanup
        mem.resolving = b

    cleanup(t, [R.COMBAT_CLEANUP], [clear_damage, recall_attackers, clear_roles])
    memory(st).resolving = None
    if st.game_over is not None:
        return
    contester = bf(st, b).contested_by
    set_bf(t, b, contested_by=None, combat_pending=False)
    t.step("procedure", M.UNCONTESTED(battlefield=bf_name(st, b)), [R.COMBAT_UNCONTEST])
    here = players_with_units(st, b)
    rec = bf(st, b)
    if len(here) == 1 and rec.controller != here[0]:
        pid = here[0]
        set_bf(t, b, controller=pid)
        # 440.2.b only matters when the new controller is not the player who contested (no borrowed cite)
        cites = [R.COMBAT_CONTROL] if pid == contester else [R.COMBAT_CONTROL, R.COMBAT_CONTROL_ANYONE]
        t.step("procedure", M.COMBAT_CONTROL(who=pname(st, pid), battlefield=bf_name(st, b),
                                             note=("" if pid == contester else M.NOT_THE_CONTESTER())),
               cites, decisive=True)
        if b not in scored(st, pid):
            t.step("procedure", M.IS_CONQUEST(who=pname(st, pid)),
                   [R.COMBAT_CONQUER, R.CONQUER])
            score(t, pid, b, "conquer")
        else:
            # 440.2.a: retaking a battlefield already scored this turn is not a conquest at all
            t.nothing(M.RETAKE_NOT_CONQUEST(who=pname(st, pid), battlefield=bf_name(st, b)),
                      [R.COMBAT_CONQUER, R.ONE_POINT_PER_BF])
    elif not here:
        t.nothing(M.NO_ONE_LEFT(battlefield=bf_name(st, b)), [R.COMBAT_CONTROL])
    else:
        t.step("procedure", M.STILL_CONTROLS(battlefield=bf_name(st, b), who=pname(st, rec.controller)),
               [R.COMBAT_CONTROL], decisive=True)
