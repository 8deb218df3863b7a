"""Cleanup (318–323): the ordered steps 322.1–322.10, repeated until nothing changes (321), and special
cleanups whose inserted steps (“2a”, “2b”…) run after step 2 (323.1). A step is written to the trace
only when it changes something, so an uneventful cleanup leaves no noise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.riftbound import interpretations as I
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_ids,
    bf_name,
    closed,
    combat,
    enemies,
    hostile_pairs,
    is_gear,
    is_unit,
    memory,
    players_with_units,
    pname,
    set_bf,
    showdown,
    units_at,
)
from judge_app.games.riftbound.layers import might
from judge_app.games.riftbound.model import ATTACKER, DEFENDER
from judge_app.games.riftbound.opening import start_combat, start_showdown
from judge_app.games.riftbound.scoring import check_win

Obj = GameObject[Any]
MAX_ROUNDS = 20  # 321 repeats until stable; more rounds than this would be a loop

Inserted = Callable[[Table], None]


def cleanup(t: Table, why: list[str], inserted: list[Inserted] | None = None) -> None:
    """Run a cleanup (special when ``inserted`` is given). ``why`` cites the 319 trigger."""
    for round_no in range(MAX_ROUNDS):
        before = len(t.trace.steps)
        _round(t, why if round_no == 0 else [R.CLEANUP_REPEAT], inserted if round_no == 0 else None)
        if len(t.trace.steps) == before or t.state.game_over is not None or t.state.halted is not None:
            return
        if round_no == 0 and inserted:
            t.step("procedure", M.SPECIAL_CLEANUP_AGAIN(), [R.SPECIAL_CLEANUP_REPEAT])
        else:
            t.step("procedure", M.CLEANUP_AGAIN(), [R.CLEANUP_REPEAT])
    t.unsupported(M.CLEANUP_UNSTABLE(rounds=MAX_ROUNDS), [R.CLEANUP_REPEAT])


def _round(t: Table, why: list[str], inserted: list[Inserted] | None) -> None:
    st = t.state
    for p in st.players:
        check_win(t, p.id)
    if st.game_over is not None:
        return
    _lethal(t, why)
    for step in inserted or []:
        step(t)
    _roles(t)
    for b in bf_ids(st):
        rec = bf(st, b)
        if rec.controller is not None and not units_at(st, b) and rec.contested_by is None:
            set_bf(t, b, controller=None)
            t.step("procedure", M.BF_UNCONTROLLED(battlefield=bf_name(st, b)),
                   [R.CLEANUP_UNCONTROLLED])
    _recall_gear_and_standby(t)
    _mark_pending(t)
    _start_pending(t)


def _lethal(t: Table, why: list[str]) -> None:
    st = t.state
    doomed = [o for o in st.objects if is_unit(o) and o.damage > 0 and _on_board(o.zone) and o.damage >= might(st, o)]
    for o in doomed:
        m, dmg = might(st, o), o.damage
        t.set_obj(o, "damage", 0)
        t.remove_status(o, ATTACKER, DEFENDER)
        t.move(o, f"{o.owner}.trash")
        t.step("procedure", M.LETHAL_DESTROYED(card=o.label, damage=dmg, might=m),
               [R.CLEANUP_LETHAL, *why], decisive=True)


def survivors_note(t: Table, damaged: list[Obj]) -> None:
    """Say, once, why a damaged unit was not destroyed (“3 < 5, the unit survives”): 322.2 destroys only a
    unit whose damage is at least its might. Written by the caller after the cleanup, never inside its loop
    (a step there would count as a change and repeat the cleanup)."""
    st = t.state
    for o in damaged:
        if _on_board(o.zone) and 0 < o.damage < might(st, o):
            t.nothing(M.SURVIVES(card=o.label, damage=o.damage, might=might(st, o)), [R.CLEANUP_LETHAL])


def _on_board(zone: str) -> bool:
    return zone.endswith(".base") or zone.startswith("bf")


def _roles(t: Table) -> None:
    st = t.state
    fight = combat(st)
    for o in st.objects:
        if not is_unit(o):
            continue
        role = {ATTACKER, DEFENDER} & set(o.status)
        if fight is None or o.zone != fight.battlefield:
            if role:
                t.remove_status(o, ATTACKER, DEFENDER)
                t.step("procedure", M.LOSES_ROLE(card=o.label), [R.CLEANUP_COMBAT_ROLES, R.CLEANUP_ROLE_LOSE])
            continue
        want = ATTACKER if o.controller == fight.attacker else DEFENDER
        if role == {want}:
            continue
        t.remove_status(o, ATTACKER, DEFENDER)
        t.add_status(o, want)
        cite = R.CLEANUP_ROLE_SWAP if role else R.CLEANUP_ROLE_GAIN
        role_word = (M.ATTACKER_WORD if want == ATTACKER else M.DEFENDER_WORD)()
        t.step("procedure", M.GAINS_ROLE(card=o.label, role=role_word), [R.CLEANUP_COMBAT_ROLES, cite])


def _recall_gear_and_standby(t: Table) -> None:
    st = t.state
    for b in bf_ids(st):
        for o in st.in_zone(b):
            if is_gear(o) and not o.face_down:
                t.move(o, f"{o.controller}.base")
                t.step("procedure", M.GEAR_RECALLED(card=o.label), [R.CLEANUP_RECALL_GEAR, R.GEAR_RECALLED, R.RECALL])
            elif o.face_down and o.controller != bf(st, b).controller:
                t.move(o, f"{o.owner}.trash")
                t.step("procedure", M.STANDBY_REMOVED(card=o.label, battlefield=bf_name(st, b)),
                       [R.CLEANUP_RECALL_GEAR])


def _mark_pending(t: Table) -> None:
    st = t.state
    fight = combat(st)
    for b in bf_ids(st):
        rec = bf(st, b)
        hostile = hostile_pairs(st, b)
        if rec.just_contested and rec.contested_by is not None:
            others = [p for p in players_with_units(st, b) if enemies(st, rec.contested_by, p)]
            if rec.controller is None:
                showdown_first = not others
                if others:
                    showdown_first = t.reading(I.UNCONTROLLED_WITH_ENEMIES.id,
                                               M.CONTEXT_UNCONTROLLED_ENEMIES(battlefield=bf_name(st, b))) \
                        == "showdown_then_combat"
                if showdown_first:
                    set_bf(t, b, showdown_pending=True)
                    t.step("procedure", M.SHOWDOWN_PENDING(battlefield=bf_name(st, b)),
                           [R.CLEANUP_SHOWDOWN_PENDING, R.SHOWDOWN_EMPTY_BF])
            if rec.controller != rec.contested_by and (others or rec.controller is not None):
                if not others and t.reading(I.EMPTY_ENEMY_BATTLEFIELD.id, M.CONTEXT_EMPTY_ENEMY(
                        battlefield=bf_name(st, b), who=pname(st, rec.controller))) \
                        == "showdown_then_control":
                    set_bf(t, b, showdown_pending=True, just_contested=False)
                    t.step("procedure", M.SHOWDOWN_PENDING_BY_READING(battlefield=bf_name(st, b)),
                           [R.CLEANUP_SHOWDOWN_PENDING, R.SHOWDOWN_CLOSE_UNCONTROLLED])
                    continue
                set_bf(t, b, combat_pending=True)
                t.step("procedure", M.COMBAT_PENDING(battlefield=bf_name(st, b), who=pname(st, rec.controller)),
                       [R.CLEANUP_COMBAT_PENDING])
            set_bf(t, b, just_contested=False)
        elif rec.combat_pending and (fight is None or fight.battlefield != b) and len(hostile) < 2 \
                and not (rec.controller is not None and rec.contested_by in players_with_units(st, b)):
            set_bf(t, b, combat_pending=False)
            t.step("procedure", M.COMBAT_NO_LONGER_PENDING(battlefield=bf_name(st, b)),
                   [R.CLEANUP_COMBAT_PENDING_WHILE, R.COMBAT_NO_LONGER_PENDING])


def _start_pending(t: Table) -> None:
    st = t.state
    if showdown(st) is not None or closed(st) or combat(st) is not None or st.phase != "action" \
            or memory(st).resolving is not None:
        return
    for flag, key, cite, starter in (("showdown_pending", "showdown", R.CLEANUP_START_SHOWDOWN, start_showdown),
                                     ("combat_pending", "combat", R.CLEANUP_START_COMBAT, start_combat)):
        pending = [b for b in bf_ids(st) if getattr(bf(st, b), flag)]
        if not pending:
            continue
        chosen = _choose(t, pending, key, cite)
        set_bf(t, chosen, **{flag: False})
        starter(t, chosen, cite)
        return


def _choose(t: Table, pending: list[str], key: str, cite: str) -> str:
    st = t.state
    what = (M.SHOWDOWN_WORD if key == "showdown" else M.COMBAT_WORD)()
    if len(pending) == 1:
        return pending[0]
    choice = t.choice(key)
    picked = next((b for b in (choice.targets if choice else []) if b in pending), None)
    names = [bf_name(st, b) for b in pending]
    if picked is None and choice is not None and choice.targets:
        # A choice was given but names no battlefield where one is pending: say so instead of passing it over.
        picked = pending[0]
        t.step("check", M.CHOICE_NOT_PENDING(what=what, names=names, given=list(choice.targets),
                                             picked=bf_name(st, picked)), [cite, R.COMBAT_TURN_PLAYER_CHOOSES],
               decisive=True)
    elif picked is None:
        picked = pending[0]
        t.step("choice", M.CHOICE_DEFAULT(what=what, names=names, key=key, picked=bf_name(st, picked)),
               [cite, R.COMBAT_TURN_PLAYER_CHOOSES])
    else:
        t.step("choice", M.CHOICE_MADE(what=what, names=names, who=pname(st, st.active_player),
                                       picked=bf_name(st, picked)), [cite, R.COMBAT_TURN_PLAYER_CHOOSES])
    return picked
