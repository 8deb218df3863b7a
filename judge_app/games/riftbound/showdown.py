"""Showdowns (337–345): focus passing and how a showdown closes (a combat's showdown continues into the
combat's damage and resolution steps). Opening one lives in ``opening`` because cleanup starts them."""

from __future__ import annotations

from judge_app.engine.priority import reset
from judge_app.engine.table import Table
from judge_app.games.riftbound import combat as combat_steps
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
    t.step("procedure", f"{pname(st, pid)} 让过;焦点按回合顺序传给 {pname(st, nxt)},其同时获得优先行动权。",
           [R.SHOWDOWN_PASS, R.SHOWDOWN_FOCUS_NEXT, R.FOCUS_GIVES_PRIORITY])


def all_passed(t: Table) -> None:
    """Every player passed in turn without playing a spell or activating an ability: the showdown ends (344.3.a)."""
    t.step("procedure", "所有玩家都依次让过一轮,没有打出法术或激活技能,法术对决结束。", [R.SHOWDOWN_ALL_PASS])
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
        t.step("procedure", "该法术对决因战斗而开启,继续执行战斗的剩余步骤。", [R.SHOWDOWN_CLOSE_COMBAT])
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
    t.step("procedure", f"回合回到普通开环状态,没有玩家拥有焦点;回合玩家 {pname(st, st.active_player)} "
           "在行动阶段获得优先行动权。", [R.NEUTRAL_OPEN, R.NO_FOCUS_NEUTRAL, R.PRIORITY_ACTION_PHASE])
    cleanup(t, [R.CLEANUP_OPEN_CLOSED])


def _uncontrolled_outcome(t: Table, sd: Showdown) -> None:
    from judge_app.games.riftbound.scoring import score

    st = t.state
    b = sd.battlefield
    here = players_with_units(st, b)
    rec = bf(st, b)
    if len(hostile_pairs(st, b)) >= 2:
        set_bf(t, b, combat_pending=True)
        t.step("procedure", f"{bf_name(st, b)}上仍有两名玩家的单位,无法确立控制权,"
               "继续处于争夺状态,导致一场待发生的战斗;"
                            ""
               f"使其进入争夺状态的 {pname(st, rec.contested_by)} 将在战斗中成为进攻方。",
               [R.SHOWDOWN_BOTH_LEFT, R.SHOWDOWN_BOTH_LEFT_ATTACKER])
        return
    if len(here) == 1 and rec.controller != here[0]:
        pid = here[0]
        set_bf(t, b, controller=pid, contested_by=None)
        t.step("procedure", f"仅剩 {pname(st, pid)} 的单位留存在{bf_name(st, b)},由其建立对该战场的控制"
               "(引擎随之清除该战场的争夺标记)。", [R.SHOWDOWN_ONE_LEFT])
        if b not in scored(st, pid):
            t.step("procedure", f"{pname(st, pid)} 本回合尚未通过该战场得分,此次建立控制视为一次征服。",
                   [R.SHOWDOWN_ONE_LEFT_CONQUER, R.CONQUER])
            score(t, pid, b, "conquer")
        else:
            # 345.2.a.1: already scored here this turn, so establishing control is not a conquest
            t.nothing(f"{pname(st, pid)} 本回合已通过{bf_name(st, b)}得分:建立控制不视为征服,不得分"
                      "(每个回合每个战场只能得一分)。", [R.SHOWDOWN_ONE_LEFT_CONQUER, R.ONE_POINT_PER_BF])
        return
    set_bf(t, b, contested_by=None)
    t.step("procedure", f"法术对决结束时{bf_name(st, b)}上没有单位留存,无人建立控制(引擎清除该战场的争夺标记)。",
           [R.SHOWDOWN_CLOSE_UNCONTROLLED])
