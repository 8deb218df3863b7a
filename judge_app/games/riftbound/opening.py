"""Opening a showdown or a combat (337–345, 438): the 322.9/322.10 cleanup steps start them, so this piece
sits below both the cleanup and the showdown/combat flow that later closes them."""

from __future__ import annotations

from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf, bf_name, hostile_pairs, pname, units_at
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
