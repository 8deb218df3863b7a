"""Showdowns (337–345): focus passing and how a showdown closes (a combat's showdown continues into the
combat's damage and resolution steps). Opening one lives in ``opening`` because cleanup starts them."""

from __future__ import annotations

from judge_app.engine.priority import reset
from judge_app.engine.table import Table
from judge_app.games.riftbound import combat as combat_steps
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_name,
    hostile_pairs,
    memory,
    players_with_units,
    pname,
    scored,
    set_bf,
    showdown,
)
from judge_app.games.riftbound.cleanup import cleanup
from judge_app.games.riftbound.memory import Showdown
from judge_app.games.riftbound.opening import give_focus, start_combat, start_showdown

__all__ = ["all_passed", "back_to_neutral", "end_showdown", "give_focus", "hand_on", "start_combat",
           "start_showdown"]


def hand_on(t: Table, pid: str, nxt: str) -> None:
    """The focus holder passed in an open showdown (344.3): the focus, and with it priority, goes to the next player
    in turn order (344.4, 313.2)."""
    st = t.state
    mem = memory(st)
    mem.focus = nxt
    mem.priority = nxt
    t.step("procedure", M.FOCUS_PASSES(who=pname(st, pid), next=pname(st, nxt)),
           [R.SHOWDOWN_PASS, R.SHOWDOWN_FOCUS_NEXT, R.FOCUS_GIVES_PRIORITY])


def all_passed(t: Table) -> None:
    """Every player passed in turn without playing a spell or activating an ability: the showdown ends (344.3.a)."""
    t.step("procedure", M.SHOWDOWN_ALL_PASSED(), [R.SHOWDOWN_ALL_PASS])
    end_showdown(t)


def end_showdown(t: Table) -> None:
    st = t.state
    sd = showdown(st)
    assert sd is not None
    mem = memory(st)
    mem.focus = None
    mem.priority = None
    cleanup(t, [R.SHOWDOWN_END_CLEANUP])
    if st.game_over is not None:
        return
    if sd.combat:
        t.step("procedure", M.SHOWDOWN_TO_COMBAT(), [R.SHOWDOWN_CLOSE_COMBAT])
        mem.showdown = None
        combat_steps.damage_step(t)
        combat_steps.resolution_step(t)
    else:
        _uncontrolled_outcome(t, sd)
        mem.showdown = None
    if st.game_over is None and not missing.halted(t):
        back_to_neutral(t)


def back_to_neutral(t: Table) -> None:
    st = t.state
    mem = memory(st)
    mem.focus = None
    mem.priority = st.active_player
    reset(mem)
    t.step("procedure", M.BACK_TO_NEUTRAL(who=pname(st, st.active_player)),
           [R.NEUTRAL_OPEN, R.NO_FOCUS_NEUTRAL, R.PRIORITY_ACTION_PHASE])
    cleanup(t, [R.CLEANUP_OPEN_CLOSED])


def _uncontrolled_outcome(t: Table, sd: Showdown) -> None:
    from judge_app.games.riftbound.scoring import score

    st = t.state
    b = sd.battlefield
    here = players_with_units(st, b)
    rec = bf(st, b)
    if len(hostile_pairs(st, b)) >= 2:
        set_bf(t, b, combat_pending=True)
        t.step("procedure", M.STILL_CONTESTED(battlefield=bf_name(st, b), who=pname(st, rec.contested_by)),
               [R.SHOWDOWN_BOTH_LEFT, R.SHOWDOWN_BOTH_LEFT_ATTACKER])
        return
    if len(here) == 1 and rec.controller != here[0]:
        pid = here[0]
        set_bf(t, b, controller=pid, contested_by=None)
        t.step("procedure", M.ONE_LEFT_CONTROLS(who=pname(st, pid), battlefield=bf_name(st, b)), [R.SHOWDOWN_ONE_LEFT])
        if b not in scored(st, pid):
            t.step("procedure", M.CONTROL_IS_CONQUEST(who=pname(st, pid)),
                   [R.SHOWDOWN_ONE_LEFT_CONQUER, R.CONQUER])
            score(t, pid, b, "conquer")
        else:
            # 345.2.a.1: already scored here this turn, so establishing control is not a conquest
            t.nothing(M.CONTROL_NOT_CONQUEST(who=pname(st, pid), battlefield=bf_name(st, b)),
                      [R.SHOWDOWN_ONE_LEFT_CONQUER, R.ONE_POINT_PER_BF])
        return
    set_bf(t, b, contested_by=None)
    t.step("procedure", M.NONE_LEFT(battlefield=bf_name(st, b)),
           [R.SHOWDOWN_CLOSE_UNCONTROLLED])
