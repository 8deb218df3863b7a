"""Whether an action may be taken now, each refusal citing the rule that forbids it; ``legal_actions``
enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf_ids, closed, focus, is_battlefield, is_unit, pname, priority, showdown
from judge_app.games.riftbound.layers import keywords
from judge_app.games.riftbound.model import REACTION, SWIFT, EndTurn, Inspect, Move, Pass, Play
from judge_app.games.riftbound.movement import destination_problem

State = GameState[Any]


def _has_priority(state: State, pid: str) -> None:
    holder = priority(state)
    if holder is None:
        illegal("此时没有任何玩家拥有优先行动权,所有玩家均无法进行自决行动。", R.NO_PRIORITY)
    if holder != pid:
        illegal(f"优先行动权在 {pname(state, holder)} 手中;只有拥有优先行动权的玩家方可进行自决行动。",
              R.ONE_PRIORITY, R.PRIORITY_NEEDED)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> None:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    match action:
        case Inspect():
            return
        case EndTurn():
            if action.player != state.active_player:
                illegal(f"只有回合玩家 {pname(state, state.active_player)} 能表明结束本回合。",
                      R.TURN_PLAYER, R.END_TURN_DECLARE)
            if state.phase != "action" or showdown(state) is not None or closed(state):
                illegal("只有在行动阶段、回合处于普通开环状态时才能结束回合(结算链上没有效果)。", R.STEP_ENDS,
                      R.END_TURN_DECLARE)
            _has_priority(state, action.player)
        case Pass():
            if closed(state):
                _has_priority(state, action.player)
            elif showdown(state) is not None:
                if focus(state) != action.player:
                    illegal(f"法术对决开环状态下只有拥有焦点的玩家({pname(state, focus(state))})可以行动或让过。",
                          R.FOCUS_NEEDED, R.SHOWDOWN_ACTIONS)
            else:
                illegal("普通开环状态下没有结算链或法术对决可以让过;回合玩家没有想执行的自决行动时应表明结束回合(end_turn)。",
                      R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
        case Play():
            _check_play(state, action)
        case Move():
            _check_move(state, action)
        case _:
            illegal(f"riftbound 没有 {action.type} 动作。", R.PRIORITY_NEEDED)


def _check_play(state: State, action: Play) -> None:
    card = state.obj(action.card)
    if card.zone != f"{action.player}.hand":
        illegal(f"{card.label} 不在 {pname(state, action.player)} 的手牌中。", R.CHAIN_CARD)
    if card.types and card.types[0] in ("rune", "battlefield"):
        illegal(f"{card.label} 不是可以打出的卡牌。", R.CHAIN_CARD)
    _has_priority(state, action.player)
    kws = keywords(state, card)
    if showdown(state) is not None and not closed(state):
        if focus(state) != action.player:
            illegal("法术对决开环状态下只有拥有焦点的玩家可以打出卡牌。", R.FOCUS_NEEDED)
        if SWIFT not in kws and REACTION not in kws:
            illegal(f"{card.label} 没有[迅捷]或[反应];法术对决状态下仅有带有这两个关键词的卡牌可以打出。",
                  R.SHOWDOWN_TIMING, R.FOCUS_RESTRICTIONS, R.SHOWDOWN_STATE_DEFAULT)
    elif closed(state):
        if REACTION not in kws:
            illegal(f"{card.label} 没有[反应];闭环状态下仅有带有[反应]的卡牌可以打出。",
                  R.CLOSED_TIMING, R.CHAIN_NO_CARDS, R.EXECUTE_CLOSED_DEFAULT, R.EXECUTE_REACTION)
    else:
        if action.player != state.active_player or state.phase != "action":
            illegal("普通开环状态下只有回合玩家可以在其行动阶段打出卡牌。",
                    R.NEUTRAL_OPEN_DEFAULT, R.ACTION_NEUTRAL_OPEN)
    permanent = is_unit(card) or "gear" in card.types
    if action.to is not None:
        if not permanent:
            illegal(f"{card.label} 不是单位或装备,不进入基地或战场(to 只用于单位与装备)。", R.CONFIRM_IMMEDIATE)
        if action.to != f"{action.player}.base" and not (is_battlefield(action.to) and action.to in bf_ids(state)):
            illegal(f"{action.to!r} 不是 {pname(state, action.player)} 的基地或本局的战场。", R.CONFIRM_IMMEDIATE)


def _check_move(state: State, action: Move) -> None:
    _has_priority(state, action.player)
    to = action.to
    if to != f"{action.player}.base" and not (is_battlefield(to) and to in bf_ids(state)):
        illegal(f"{to!r} 不是场上的位置({pname(state, action.player)} 的基地或本局的战场)。", R.MOVE_DEFINED)
    for oid in action.units:
        o = state.obj(oid)
        if not is_unit(o):
            illegal(f"{o.label} 不是单位;单位是唯一可以移动的常驻牌。", R.ONLY_UNITS_MOVE)
        if o.controller != action.player:
            illegal(f"{o.label} 不由 {pname(state, action.player)} 控制;"
                  "玩家使用标准移动移动自己的单位。", R.STANDARD_MOVE)
        if not (o.zone.endswith(".base") or is_battlefield(o.zone)):
            illegal(f"{o.label} 不在场上;移动是从场上的一个位置到另一个位置。", R.MOVE_DEFINED, R.ZONE_CHANGE_NOT_MOVE)
        if o.zone == to:
            illegal(f"{o.label} 已经在 {to}。", R.MOVE_FROM_TO)
    problem = destination_problem(state, action.player, to)
    if problem is not None:
        illegal(problem[0], *problem[1])


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    holder = priority(state) or focus(state)
    if holder is None or state.game_over is not None:
        return []
    cands: list[Action] = [EndTurn(player=holder), Pass(player=holder)]
    places = [f"{holder}.base", *bf_ids(state)]
    for card in state.in_zone(f"{holder}.hand"):
        if is_unit(card) or "gear" in card.types:
            cands += [Play(player=holder, card=card.id, to=p) for p in places]
        else:
            cands.append(Play(player=holder, card=card.id))
    mine = [o for o in state.objects if is_unit(o) and o.controller == holder
            and (o.zone == f"{holder}.base" or is_battlefield(o.zone))]
    cands += [Move(player=holder, units=[o.id], to=p) for o in mine for p in places if p != o.zone]
    return only_legal(cands, lambda c: check(state, c, interpretations))
