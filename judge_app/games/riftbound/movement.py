"""Movement (419–427): legality of destinations, contesting a battlefield, and the cleanup after a move.
A standard move's own conditions (140) are not in the shipped text."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_name,
    combat,
    enemies,
    is_battlefield,
    mode,
    players_with_units,
    pname,
    set_bf,
)
from judge_app.games.riftbound.cleanup import cleanup
from judge_app.games.riftbound.recall import recall

Obj = GameObject[Any]
State = GameState[Any]


def destination_problem(state: State, pid: str, to: str) -> tuple[str, list[str]] | None:
    """Why ``to`` is not a valid destination for ``pid``'s units, or None."""
    if not is_battlefield(to):
        return None
    others = [p for p in players_with_units(state, to) if p != pid]
    if len(others) >= 2:
        return (f"{bf_name(state, to)}已有2名其他玩家的单位,无论使用什么方法,"
                "单位都不得移动到该处。", [R.MOVE_MAX_TWO_OTHERS])
    if mode(state).players > 2 and _combat_without(state, pid, to):
        return (f"{bf_name(state, to)}存在待发生或进行中的战斗,而 {pname(state, pid)} 在该处没有常驻牌,"
                "该战场对其单位是无效的终点位置。", [R.MOVE_INVALID_MULTI, R.COMBAT_INVALID_DESTINATION])
    return None


def _combat_without(state: State, pid: str, to: str) -> bool:
    fight = combat(state)
    ongoing = fight is not None and fight.battlefield == to
    pending = bf(state, to).combat_pending
    mine = any(o.controller == pid for o in state.in_zone(to) if "battlefield" not in o.types)
    return (ongoing or pending) and not mine


def move_units(t: Table, pid: str, units: list[Obj], to: str, via: str) -> None:
    st = t.state
    if via == "standard":
        missing.unsupported(t, "标准移动自身的条件与代价(例如能否移动、是否需要休眠)的判断", missing.STANDARD_MOVE)
    else:
        t.step("procedure", "此移动由法术、技能或其他效果导致;其对终点位置的额外要求由移动的来源说明。",
               [R.EFFECT_MOVE_SOURCE])
    for o in units:
        if via == "effect" and mode(st).players > 2 and is_battlefield(to) and _combat_without(st, o.controller, to):
            t.step("procedure", f"{bf_name(st, to)}存在待发生或进行中的战斗,"
                   f"且战斗双方均不包含 {pname(st, o.controller)},"
                                ""
                   f"改为召回 {o.label}。", [R.MOVE_INVALID_RECALL], decisive=True)
            recall(t, o, [R.MOVE_INVALID_RECALL])
            continue
        start = o.zone
        t.move(o, to)
        t.step("procedure", f"{o.label} 从{_where(st, start)}移动至{_where(st, to)};移动立即完成,不涉及结算链,"
               "也无法被反应。", [R.MOVE_DEFINED, R.MOVE_TWO_POSITIONS, R.MOVE_NO_CHAIN, R.MOVE_ORIGIN])
        _move_triggers(t, o)
    if missing.halted(t):
        return
    if not any(o.zone == to for o in units):
        # 430: a recall is not a move, so no move completed and 427/319.7 do not call for a cleanup here;
        # the chain item that asked for the move is removed next, and that cleanup (319.4) follows.
        t.nothing("没有单位完成移动(改为召回,而召回不属于移动),不进行移动后的清理;"
                  "清理在该效果从结算链上移除后进行。", [R.RECALL_NOT_MOVE, R.CLEANUP_ITEM_REMOVED])
        return
    if is_battlefield(to) and any(o.zone == to for o in units):
        _contest(t, pid, to)
    t.step("procedure", "移动行动完成后,进行清理。", [R.MOVE_CLEANUP, R.CLEANUP_AFTER_MOVE])
    cleanup(t, [R.MOVE_CLEANUP, R.CLEANUP_AFTER_MOVE])


def _where(st: State, zone: str) -> str:
    return bf_name(st, zone) if is_battlefield(zone) else f"{pname(st, zone.split('.')[0])}的基地"


def _move_triggers(t: Table, o: Obj) -> None:
    for ab in o.abilities:
        if ab.trigger is not None and ab.trigger.event == "move":
            t.step("trigger", f"{o.label} 的「{ab.text or ab.id}」因移动而触发。", [R.MOVE_DEFINED])
            missing.unsupported(t, "把该触发式技能加入结算链并结算", missing.TRIGGERED, halt=True)


def _contest(t: Table, pid: str, to: str) -> None:
    st = t.state
    rec = bf(st, to)
    if rec.controller == pid:
        # 424 only contests a battlefield the mover does not control: say so, with the rule (issue 15)
        t.nothing(f"终点{bf_name(st, to)}由移动单位的控制者 {pname(st, pid)} 控制,不进入争夺状态:"
                  "不开启法术对决,也不发生战斗。", [R.MOVE_CONTESTS])
        return
    if rec.contested_by is not None:
        t.nothing(f"{bf_name(st, to)}已因 {pname(st, rec.contested_by)} 处于争夺状态,此次移动不改变争夺状态。",
                  [R.MOVE_CONTESTS])
        return
    enemy_units = [p for p in players_with_units(st, to) if enemies(st, pid, p)]
    set_bf(t, to, contested_by=pid, just_contested=True)
    if enemy_units:
        effect, cite = "该战场上同时存在敌对玩家控制的单位,这会触发战斗", R.MOVE_COMBAT
    elif rec.controller is None:
        effect, cite = "此前没有任何玩家在该处控制单位,这会开启法术对决(不触发战斗)", R.MOVE_SHOWDOWN
    else:
        effect, cite = f"该战场由 {pname(st, rec.controller)} 控制", R.MOVE_CONTESTS
    t.step("procedure", f"终点位置{bf_name(st, to)}并非由移动单位的控制者控制,该战场进入争夺状态;{effect}。",
           [R.MOVE_CONTESTS, cite])
