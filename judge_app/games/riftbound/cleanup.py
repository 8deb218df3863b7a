"""Cleanup (318–323): the ordered steps 322.1–322.10, repeated until nothing changes (321), and special
cleanups whose inserted steps (“2a”, “2b”…) run after step 2 (323.1). A step is written to the trace
only when it changes something, so an uneventful cleanup leaves no noise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.state import GameObject
from judge_app.engine.table import Table
from judge_app.games.riftbound import interpretations as I
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


def cleanup(t: Table, why: list[str], inserted: list[Inserted] | None = None, name: str = "") -> None:
    """Run a cleanup (special when ``inserted`` is given). ``why`` cites the 319 trigger."""
    if name:
        t.step("procedure", f"进行一次{name}。", [R.CLEANUP, *why])
    for round_no in range(MAX_ROUNDS):
        before = len(t.trace.steps)
        _round(t, why if round_no == 0 else [R.CLEANUP_REPEAT], inserted if round_no == 0 else None)
        if len(t.trace.steps) == before or t.state.game_over is not None or t.state.halted is not None:
            return
        if round_no == 0 and inserted:
            t.step("procedure", "特殊清理期间发生的事件需要再次清理:调用常规清理。", [R.SPECIAL_CLEANUP_REPEAT])
        else:
            t.step("procedure", "清理改变了游戏状态:前一次清理完成后立即再执行一次清理,重复至不再改变"
                   "(此后没有新的步骤即表示没有变化)。", [R.CLEANUP_REPEAT])
    t.unsupported(f"清理重复 {MAX_ROUNDS} 次仍未稳定。", [R.CLEANUP_REPEAT])


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
            t.step("procedure", f"{bf_name(st, b)}未被单位占领且不处于争夺状态,变为未受控制状态。",
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
        t.step("procedure", f"{o.label} 的伤害标记 {dmg} 点不少于其战力 {m},被摧毁,置入拥有者的废牌堆。",
               [R.CLEANUP_LETHAL, *why], decisive=True)


def survivors_note(t: Table, damaged: list[Obj]) -> None:
    """Say, once, why a damaged unit was not destroyed (“3 < 5, the unit survives”): 322.2 destroys only a
    unit whose damage is at least its might. Written by the caller after the cleanup, never inside its loop
    (a step there would count as a change and repeat the cleanup)."""
    st = t.state
    for o in damaged:
        if _on_board(o.zone) and 0 < o.damage < might(st, o):
            t.nothing(f"{o.label} 的伤害标记 {o.damage} 点少于其战力 {might(st, o)},清理时不会被摧毁。",
                      [R.CLEANUP_LETHAL])


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
                t.step("procedure", f"{o.label} 不在发生战斗的战场,失去攻防身份。", [R.CLEANUP_COMBAT_ROLES,
                                                                           R.CLEANUP_ROLE_LOSE])
            continue
        want = ATTACKER if o.controller == fight.attacker else DEFENDER
        if role == {want}:
            continue
        t.remove_status(o, ATTACKER, DEFENDER)
        t.add_status(o, want)
        cite = R.CLEANUP_ROLE_SWAP if role else R.CLEANUP_ROLE_GAIN
        t.step("procedure", f"{o.label} 获得与其控制者相同的{'进攻方' if want == ATTACKER else '防守方'}身份。",
               [R.CLEANUP_COMBAT_ROLES, cite])


def _recall_gear_and_standby(t: Table) -> None:
    st = t.state
    for b in bf_ids(st):
        for o in st.in_zone(b):
            if is_gear(o) and not o.face_down:
                t.move(o, f"{o.controller}.base")
                t.step("procedure", f"召回战场上的装备 {o.label} 至其控制者的基地。", [R.CLEANUP_RECALL_GEAR,
                                                                          R.GEAR_RECALLED, R.RECALL])
            elif o.face_down and o.controller != bf(st, b).controller:
                t.move(o, f"{o.owner}.trash")
                t.step("procedure", f"待命卡牌 {o.label} 的控制者与{bf_name(st, b)}的控制者不同,"
                                    "移除并置入拥有者的废牌堆。",
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
                                               f"{bf_name(st, b)}无人控制,进入争夺状态时已有敌对单位。") \
                        == "showdown_then_combat"
                if showdown_first:
                    set_bf(t, b, showdown_pending=True)
                    t.step("procedure", f"未受控制的{bf_name(st, b)}进入了争夺状态,将该战场上的法术对决标记为待发生。",
                           [R.CLEANUP_SHOWDOWN_PENDING, R.SHOWDOWN_EMPTY_BF])
            if rec.controller != rec.contested_by and (others or rec.controller is not None):
                if not others and t.reading(I.EMPTY_ENEMY_BATTLEFIELD.id, f"{bf_name(st, b)}由 "
                                            f"{pname(st, rec.controller)} 控制,但该战场上没有其单位。") \
                        == "showdown_then_control":
                    set_bf(t, b, showdown_pending=True, just_contested=False)
                    t.step("procedure", f"按所选解读,将{bf_name(st, b)}上的法术对决标记为待发生(不进行战斗)。",
                           [R.CLEANUP_SHOWDOWN_PENDING, R.SHOWDOWN_CLOSE_UNCONTROLLED])
                    continue
                set_bf(t, b, combat_pending=True)
                t.step("procedure", f"{bf_name(st, b)}进入了争夺状态,其控制者({pname(st, rec.controller)})"
                       f"并非使其进入争夺状态的玩家,将该战场上的战斗标记为待发生。", [R.CLEANUP_COMBAT_PENDING])
            set_bf(t, b, just_contested=False)
        elif rec.combat_pending and (fight is None or fight.battlefield != b) and len(hostile) < 2 \
                and not (rec.controller is not None and rec.contested_by in players_with_units(st, b)):
            set_bf(t, b, combat_pending=False)
            t.step("procedure", f"{bf_name(st, b)}上已不再有两名敌对玩家的单位,待发生的战斗不再待发生,不会进行。",
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
    what = "法术对决" if key == "showdown" else "战斗"
    if len(pending) == 1:
        return pending[0]
    choice = t.choice(key)
    picked = next((b for b in (choice.targets if choice else []) if b in pending), None)
    names = "、".join(bf_name(st, b) for b in pending)
    if picked is None and choice is not None and choice.targets:
        # A choice was given but names no battlefield where one is pending: say so instead of passing it over.
        picked = pending[0]
        t.step("check", f"多处战场的{what}待发生({names}),由回合玩家选择;场景给出的 {'、'.join(choice.targets)} "
               f"不是其中之一,无法采用,改按默认选择{bf_name(st, picked)}。", [cite, R.COMBAT_TURN_PLAYER_CHOOSES],
               decisive=True)
    elif picked is None:
        picked = pending[0]
        t.step("choice", f"多处战场的{what}待发生({names}),由回合玩家选择;场景未给出(choices: for {key}),"
               f"默认选择{bf_name(st, picked)}。", [cite, R.COMBAT_TURN_PLAYER_CHOOSES])
    else:
        t.step("choice", f"多处战场的{what}待发生({names}),回合玩家 {pname(st, st.active_player)} "
               f"选择{bf_name(st, picked)}。", [cite, R.COMBAT_TURN_PLAYER_CHOOSES])
    return picked
