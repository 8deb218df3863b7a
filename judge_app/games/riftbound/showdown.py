"""Showdowns (337–345): starting one (alone at an uncontrolled battlefield, or as a combat's first step,
438), focus, passing, and how it closes."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_name,
    hostile_pairs,
    next_player,
    players_with_units,
    pname,
    scored,
    set_bf,
    showdown,
    units_at,
)
from judge_app.games.riftbound.model import ATTACKER, DEFENDER, Combat, Showdown


def give_focus(t: Table, pid: str, cites: list[str]) -> None:
    t.set_memory("focus", pid)
    t.set_memory("priority", pid)
    t.set_memory("passes", 0)
    t.step("procedure", f"{pname(t.state, pid)} 获得焦点,同时获得优先行动权。", [*cites, R.FOCUS_GIVES_PRIORITY])


def start_showdown(t: Table, b: str, cite: str) -> None:
    st = t.state
    initiator = bf(st, b).contested_by
    assert initiator is not None  # only a contested battlefield has a pending showdown
    t.set_memory("showdown", Showdown(battlefield=b, combat=False, initiator=initiator).model_dump())
    t.step("procedure", f"回合处于普通开环状态,在{bf_name(st, b)}开始一次法术对决(独立阶段,不触发战斗);"
           "回合进入法术对决开环状态。",
           [cite, R.SHOWDOWN_START, R.SHOWDOWN_UNCONTROLLED, R.SHOWDOWN_NO_COMBAT, R.SHOWDOWN_STATE, R.SHOWDOWN_OPEN])
    t.step("procedure", "该法术对决没有初始结算链。", [R.SHOWDOWN_INITIAL_CHAIN])
    give_focus(t, initiator, [R.SHOWDOWN_FOCUS])


def start_combat(t: Table, b: str, cite: str) -> None:
    st = t.state
    rec = bf(st, b)
    attacker = rec.contested_by
    assert attacker is not None  # 322.7 marks combat only at a contested battlefield
    others = [p for p in hostile_pairs(st, b) if p != attacker]
    defender = others[0] if others else rec.controller
    assert defender is not None
    t.set_memory("combat", Combat(battlefield=b, attacker=attacker, defender=defender).model_dump())
    t.step("procedure", f"在{bf_name(st, b)}开始一次战斗({pname(st, attacker)} 对 {pname(st, defender)});"
           "战斗只在两名玩家之间发生,按战斗步骤进行。",
           [cite, R.COMBAT_WHEN, R.COMBAT_TWO_PLAYERS, R.COMBAT_ONLY_TWO, R.COMBAT_STEPS])
    t.set_memory("showdown", Showdown(battlefield=b, combat=True, initiator=attacker).model_dump())
    t.step("procedure", "步骤1:法术对决步骤。法术对决作为战斗的首个步骤开启,回合进入法术对决开环状态。",
           [R.COMBAT_SHOWDOWN_STEP, R.SHOWDOWN_COMBAT_FIRST, R.SHOWDOWN_IN_COMBAT, R.SHOWDOWN_OPEN])
    t.step("procedure", f"{pname(st, attacker)} 的单位使战场进入争夺状态,成为进攻方;{pname(st, defender)} 成为防守方。",
           [R.ROLES, R.ATTACKER_PLAYER, R.DEFENDER_PLAYER])
    for o in units_at(st, b):
        role = ATTACKER if o.controller == attacker else DEFENDER if o.controller == defender else None
        if role:
            t.add_status(o, role)
    names = lambda pid: "、".join(o.label for o in units_at(st, b, pid)) or "无"  # noqa: E731
    t.step("procedure", f"进攻方单位:{names(attacker)};防守方单位:{names(defender)}。",
           [R.ATTACKER_UNITS, R.DEFENDER_UNITS])
    triggered = [(o, ab) for o in units_at(st, b) for ab in o.abilities
                 if ab.trigger is not None and ab.trigger.event == ("attack" if o.controller == attacker else "defend")]
    for o, ab in triggered:
        t.step("trigger", f"确立攻防身份使 {o.label} 的「{ab.text or ab.id}」变为待处理。",
               [R.COMBAT_TRIGGERS, R.SHOWDOWN_INITIAL_TRIGGERS])
    if triggered:
        missing.unsupported(t, "把这些触发式技能按 438.1.b.1 的顺序放入初始结算链并结算", missing.TRIGGERED,
                            R.COMBAT_TRIGGER_ORDER, R.SHOWDOWN_TRIGGER_ORDER, halt=True)
        return
    else:
        t.step("procedure", "没有触发式技能变为待处理,不创建初始结算链;法术对决保持开环状态照常进行。",
               [R.SHOWDOWN_NO_INITIAL_CHAIN, R.COMBAT_NO_CHAIN])
    give_focus(t, attacker, [R.ATTACKER_FOCUS, R.SHOWDOWN_FOCUS])


def pass_focus(t: Table, pid: str) -> None:
    """The focus holder passes in an open showdown (344.3)."""
    st = t.state
    passes = st.memory.get("passes", 0) + 1
    t.set_memory("passes", passes)
    if passes >= len(st.players):
        t.step("procedure", "所有玩家都依次让过一轮,没有打出法术或激活技能,法术对决结束。",
               [R.SHOWDOWN_PASS, R.SHOWDOWN_ALL_PASS, R.SHOWDOWN_CLOSE])
        end_showdown(t)
        return
    nxt = next_player(st, pid)
    t.set_memory("focus", nxt)
    t.set_memory("priority", nxt)
    t.step("procedure", f"{pname(st, pid)} 让过;焦点按回合顺序传给 {pname(st, nxt)},其同时获得优先行动权。",
           [R.SHOWDOWN_PASS, R.SHOWDOWN_FOCUS_NEXT, R.FOCUS_GIVES_PRIORITY])


def end_showdown(t: Table) -> None:
    from judge_app.games.riftbound import combat as combat_steps
    from judge_app.games.riftbound.cleanup import cleanup

    st = t.state
    sd = showdown(st)
    assert sd is not None
    t.set_memory("focus", None)
    t.set_memory("priority", None)
    cleanup(t, [R.SHOWDOWN_END_CLEANUP])
    if st.game_over is not None:
        return
    if sd.combat:
        t.step("procedure", "该法术对决因战斗而开启,继续执行战斗的剩余步骤。", [R.SHOWDOWN_CLOSE_COMBAT])
        t.set_memory("showdown", None)
        combat_steps.damage_step(t)
        combat_steps.resolution_step(t)
    else:
        _uncontrolled_outcome(t, sd)
        t.set_memory("showdown", None)
    if st.game_over is None and not missing.halted(t):
        back_to_neutral(t)


def back_to_neutral(t: Table) -> None:
    from judge_app.games.riftbound.cleanup import cleanup

    st = t.state
    t.set_memory("focus", None)
    t.set_memory("priority", st.active_player)
    t.set_memory("passes", 0)
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
               [R.SHOWDOWN_CLOSE_UNCONTROLLED, R.SHOWDOWN_BOTH_LEFT, R.SHOWDOWN_BOTH_LEFT_ATTACKER])
        return
    if len(here) == 1 and rec.controller != here[0]:
        pid = here[0]
        set_bf(t, b, controller=pid, contested_by=None)
        t.step("procedure", f"仅剩 {pname(st, pid)} 的单位留存在{bf_name(st, b)},由其建立对该战场的控制"
               "(引擎随之清除该战场的争夺标记)。", [R.SHOWDOWN_CLOSE_UNCONTROLLED, R.SHOWDOWN_ONE_LEFT])
        if b not in scored(st, pid):
            t.step("procedure", f"{pname(st, pid)} 本回合尚未通过该战场得分,此次建立控制视为一次征服。",
                   [R.SHOWDOWN_ONE_LEFT_CONQUER, R.CONQUER])
        score(t, pid, b, "conquer")
        return
    set_bf(t, b, contested_by=None)
    t.step("procedure", f"法术对决结束时{bf_name(st, b)}上没有单位留存,无人建立控制(引擎清除该战场的争夺标记)。",
           [R.SHOWDOWN_CLOSE_UNCONTROLLED])
