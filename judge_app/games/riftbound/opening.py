"""Opening a showdown or a combat (337–345, 438): the 322.9/322.10 cleanup steps start them, so this piece
sits below both the cleanup and the showdown/combat flow that later closes them."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import Ability
from judge_app.engine.priority import reset
from judge_app.engine.state import GameObject, GameState, StackItem
from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf, bf_name, hostile_pairs, memory, next_player, pname, units_at
from judge_app.games.riftbound.memory import Combat, Showdown
from judge_app.games.riftbound.model import ATTACKER, DEFENDER

Obj = GameObject[Any]
State = GameState[Any]


def give_focus(t: Table, pid: str, cites: list[str]) -> None:
    mem = memory(t.state)
    mem.focus = pid
    mem.priority = pid
    reset(mem)
    t.step("procedure", f"{pname(t.state, pid)} 获得焦点,同时获得优先行动权。", [*cites, R.FOCUS_GIVES_PRIORITY])


def start_showdown(t: Table, b: str, cite: str) -> None:
    st = t.state
    initiator = bf(st, b).contested_by
    assert initiator is not None  # only a contested battlefield has a pending showdown
    memory(st).showdown = Showdown(battlefield=b, combat=False, initiator=initiator)
    t.step("procedure", f"回合处于普通开环状态,在{bf_name(st, b)}开始一次法术对决(独立阶段,不触发战斗);"
           "回合进入法术对决开环状态。",
           [cite, R.SHOWDOWN_UNCONTROLLED, R.SHOWDOWN_NO_COMBAT, R.SHOWDOWN_STATE, R.SHOWDOWN_OPEN])
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
    mem = memory(st)
    mem.combat = Combat(battlefield=b, attacker=attacker, defender=defender)
    t.step("procedure", f"在{bf_name(st, b)}开始一次战斗({pname(st, attacker)} 对 {pname(st, defender)});"
           "战斗只在两名玩家之间发生,按战斗步骤进行。",
           [cite, R.COMBAT_WHEN, R.COMBAT_TWO_PLAYERS, R.COMBAT_ONLY_TWO])
    mem.showdown = Showdown(battlefield=b, combat=True, initiator=attacker)
    t.step("procedure", "步骤1:法术对决步骤。法术对决作为战斗的首个步骤开启,回合进入法术对决开环状态。",
           [R.COMBAT_SHOWDOWN_STEP, R.SHOWDOWN_COMBAT_FIRST, R.SHOWDOWN_IN_COMBAT, R.SHOWDOWN_OPEN])
    t.step("procedure", f"{pname(st, attacker)} 的单位使战场进入争夺状态,成为进攻方;{pname(st, defender)} 成为防守方。",
           [R.ATTACKER_PLAYER, R.DEFENDER_PLAYER])
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
        initial_chain(t, attacker, defender, triggered)
        return
    t.nothing("没有触发式技能变为待处理,不创建初始结算链;法术对决保持开环状态照常进行。",
              [R.SHOWDOWN_NO_INITIAL_CHAIN, R.COMBAT_NO_CHAIN])
    give_focus(t, attacker, [R.ATTACKER_FOCUS, R.SHOWDOWN_FOCUS])


def placing_order(st: State, attacker: str, defender: str) -> list[str]:
    """438.1.b.1 / 342.1.a: the attacker (who has the focus) first, then every non-defending player in turn
    order, the defender last."""
    order = [attacker]
    pid = next_player(st, attacker)
    while pid != attacker:
        if pid != defender:
            order.append(pid)
        pid = next_player(st, pid)
    return [*order, defender]


def initial_chain(t: Table, attacker: str, defender: str, triggered: list[tuple[Obj, Ability[Any]]]) -> None:
    """Put the triggered abilities the roles made pending on the initial chain (438.1.b), confirm them, close
    the showdown (438.1.c) and hand priority to the newest item's controller (333.1.c.3). The chain then
    resolves by the chain's own steps (334–336); once it is empty the focus stays with the attacker (438.1.e)."""
    st = t.state
    items: list[StackItem] = []
    for pid in placing_order(st, attacker, defender):
        mine = [(o, ab) for o, ab in triggered if o.controller == pid]
        if not mine:
            continue
        mine = _own_order(t, pid, mine)
        for o, ab in mine:
            items.append(StackItem(source=o.id, ability=ab.id, controller=pid))
            role = ("拥有焦点的进攻方最先" if pid == attacker else "防守方最后" if pid == defender
                    else "非防守方按回合顺序")
            t.step("procedure", f"{pname(st, pid)} 将 {o.label} 的「{ab.text or ab.id}」放入初始结算链"
                   f"(第 {len(items)} 个;{role})。", [R.COMBAT_TRIGGER_ORDER, R.SHOWDOWN_TRIGGER_ORDER],
                   decisive=True)
    t.set_state("stack", [*st.stack, *items])  # one record for the whole initial chain, as it is confirmed at once
    mem = memory(st)
    mem.initial_chain = True
    t.step("procedure", "步骤1:确认。初始结算链上的触发式技能成为已确认的结算链效果。",
           [R.COMBAT_TRIGGERS, R.CONFIRM_ORDER, R.CHAIN_CONFIRMED])
    t.step("procedure", "创建了初始结算链:回合进入法术对决闭环状态;玩家可以照常在结算链上执行行动。",
           [R.COMBAT_CLOSED, R.CHAIN_CLOSED, R.SHOWDOWN_CLOSED, R.COMBAT_CHAIN_ACTIONS])
    top = items[-1].controller
    mem.focus = attacker
    mem.priority = top
    reset(mem)
    t.step("procedure", f"进攻方 {pname(st, attacker)} 拥有焦点;结算链不为空且没有待处理效果,最新效果的控制者 "
           f"{pname(st, top)} 获得优先行动权并成为活跃玩家,进入步骤2:执行。",
           [R.ATTACKER_FOCUS, R.CONFIRM_TO_EXECUTE, R.PRIORITY_NEWEST_ITEM])


def _own_order(t: Table, pid: str, mine: list[tuple[Obj, Ability[Any]]]) -> list[tuple[Obj, Ability[Any]]]:
    """The order among one player's own triggered abilities is set by rule 375, which the book lacks: a
    scenario states it (choices: for trigger_order:<player>, targets: [<object>.<ability>, …]); without it
    the board order is used and the trace says the rule is missing (the outcome may not depend on it)."""
    if len(mine) < 2:
        return mine
    chosen = t.choice(f"trigger_order:{pid}")
    keyed = {f"{o.id}.{ab.id}": (o, ab) for o, ab in mine}
    if chosen is not None and sorted(chosen.targets) == sorted(keyed):
        t.step("choice", f"{pname(t.state, pid)} 按所给顺序放入自己的触发式技能:{'、'.join(chosen.targets)}"
               f"(同一玩家自己的触发式技能之间的顺序属于{missing.absent(missing.TRIGGERED)[:-1]};按场景给出的顺序)。",
               [R.COMBAT_TRIGGER_ORDER, missing.TRIGGERED.cited_by])
        return [keyed[k] for k in chosen.targets]
    if chosen is not None:  # given, but not an order of exactly these abilities: say so, never ignore it silently
        t.step("check", f"场景给出的 trigger_order:{pid}({'、'.join(chosen.targets)})与{pname(t.state, pid)}此时"
               f"要放入的触发式技能({'、'.join(keyed)})不一致,不能采用。", [R.COMBAT_TRIGGER_ORDER], check="fail")
    missing.unsupported(t, f"{pname(t.state, pid)} 自己的多个触发式技能之间的顺序(场景可用 choices: for "
                        f"trigger_order:{pid} 给出;此处按场上顺序)", missing.TRIGGERED, R.COMBAT_TRIGGER_ORDER)
    return mine
