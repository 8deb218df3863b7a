"""Movement (419–427): legality of destinations, contesting a battlefield, and the cleanup after a move.
A standard move's own conditions (140) are not in the shipped text."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
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


def destination_problems(state: State, pid: str, to: str) -> list[tuple[Text, list[str]]]:
    """Every reason ``to`` is not a valid destination for ``pid``'s units (none: it is valid)."""
    if not is_battlefield(to):
        return []
    out: list[tuple[Text, list[str]]] = []
    others = [p for p in players_with_units(state, to) if p != pid]
    if len(others) >= 2:
        out.append((M.TWO_OTHERS_THERE(battlefield=bf_name(state, to)), [R.MOVE_MAX_TWO_OTHERS]))
    if mode(state).players > 2 and _combat_without(state, pid, to):
        # a third player's unit would join a combat of two (436.3) at a battlefield where it has no permanent
        out.append((M.COMBAT_WITHOUT_YOU(battlefield=bf_name(state, to), who=pname(state, pid)),
                    [R.MOVE_INVALID_MULTI, R.COMBAT_INVALID_DESTINATION, R.COMBAT_THREE_INVALID]))
    return out


def _combat_without(state: State, pid: str, to: str) -> bool:
    fight = combat(state)
    ongoing = fight is not None and fight.battlefield == to
    pending = bf(state, to).combat_pending
    mine = any(o.controller == pid for o in state.in_zone(to) if "battlefield" not in o.types)
    return (ongoing or pending) and not mine


def move_units(t: Table, pid: str, units: list[Obj], to: str, via: str) -> None:
    st = t.state
    if via == "standard":
        missing.unsupported(t, M.STANDARD_MOVE_CONDITIONS(), missing.STANDARD_MOVE)
    else:
        t.step("procedure", M.EFFECT_MOVE(), [R.EFFECT_MOVE_SOURCE])
    for o in units:
        if via == "effect" and mode(st).players > 2 and is_battlefield(to) and _combat_without(st, o.controller, to):
            t.step("procedure", M.RECALLED_INSTEAD(battlefield=bf_name(st, to), who=pname(st, o.controller),
                                                   card=o.label), [R.MOVE_INVALID_RECALL], decisive=True)
            recall(t, o, [R.MOVE_INVALID_RECALL])
            continue
        start = o.zone
        t.move(o, to)
        t.step("procedure", M.MOVED(card=o.label, origin=_where(st, start), destination=_where(st, to)),
               [R.MOVE_DEFINED, R.MOVE_TWO_POSITIONS, R.MOVE_NO_CHAIN, R.MOVE_ORIGIN])
        _move_triggers(t, o)
    if missing.halted(t):
        return
    if not any(o.zone == to for o in units):
        # 430: a recall is not a move, so no move completed and 427/319.7 do not call for a cleanup here;
        # the chain item that asked for the move is removed next, and that cleanup (319.4) follows.
        t.nothing(M.NO_MOVE_COMPLETED(), [R.RECALL_NOT_MOVE, R.CLEANUP_ITEM_REMOVED])
        return
    if is_battlefield(to) and any(o.zone == to for o in units):
        _contest(t, pid, to)
    t.step("procedure", M.MOVE_CLEANUP(), [R.MOVE_CLEANUP, R.CLEANUP_AFTER_MOVE])
    cleanup(t, [R.MOVE_CLEANUP, R.CLEANUP_AFTER_MOVE])


def _where(st: State, zone: str) -> Text:
    return bf_name(st, zone) if is_battlefield(zone) else M.BASE_OF(who=pname(st, zone.split(".")[0]))


def _move_triggers(t: Table, o: Obj) -> None:
    for ab in o.abilities:
        if ab.trigger is not None and ab.trigger.event == "move":
            t.step("trigger", M.MOVE_TRIGGER(card=o.label, ability=ab.text or ab.id), [R.MOVE_DEFINED])
            missing.unsupported(t, M.TRIGGER_TO_CHAIN(), missing.TRIGGERED, halt=True)


def _contest(t: Table, pid: str, to: str) -> None:
    st = t.state
    rec = bf(st, to)
    if rec.controller == pid:
        # 424 only contests a battlefield the mover does not control: say so, with the rule (issue 15)
        t.nothing(M.OWN_BATTLEFIELD(battlefield=bf_name(st, to), who=pname(st, pid)), [R.MOVE_CONTESTS])
        return
    if rec.contested_by is not None:
        t.nothing(M.ALREADY_CONTESTED(battlefield=bf_name(st, to), who=pname(st, rec.contested_by)),
                  [R.MOVE_CONTESTS])
        return
    enemy_units = [p for p in players_with_units(st, to) if enemies(st, pid, p)]
    set_bf(t, to, contested_by=pid, just_contested=True)
    if enemy_units:
        effect, cite = M.CONTEST_COMBAT(), R.MOVE_COMBAT
    elif rec.controller is None:
        effect, cite = M.CONTEST_SHOWDOWN(), R.MOVE_SHOWDOWN
    else:
        effect, cite = M.CONTEST_CONTROLLED(who=pname(st, rec.controller)), R.MOVE_CONTESTS
    t.step("procedure", M.CONTESTS(battlefield=bf_name(st, to), effect=effect),
           [R.MOVE_CONTESTS, cite])
