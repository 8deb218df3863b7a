"""Whether an action may be taken now, each refusal citing the rule that forbids it; ``legal_actions``
enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf_ids,
    closed,
    combat,
    focus,
    is_battlefield,
    is_unit,
    pname,
    priority,
    round_completed,
    showdown,
    units_at,
)
from judge_app.games.riftbound.combat import assignment_order
from judge_app.games.riftbound.layers import keywords
from judge_app.games.riftbound.model import (
    ATTACKER,
    DEFENDER,
    REACTION,
    SWIFT,
    EndTurn,
    Inspect,
    Move,
    MoveUnit,
    Pass,
    Play,
)
from judge_app.games.riftbound.movement import destination_problem

State = GameState[Any]


def _has_priority(c: Checks, state: State, pid: str) -> None:
    holder = priority(state)
    if holder is None:
        c.refuse("此时没有任何玩家拥有优先行动权,所有玩家均无法进行自决行动。", R.NO_PRIORITY)
    elif holder != pid:
        c.refuse(f"优先行动权在 {pname(state, holder)} 手中;只有拥有优先行动权的玩家方可进行自决行动。",
                 R.PRIORITY_NEEDED)
    else:
        c.allow(f"{pname(state, pid)} 拥有优先行动权,可以进行自决行动。", R.PRIORITY_TIMING)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    c = Checks()
    match action:
        case Inspect():
            return []
        case EndTurn():
            c.require(action.player == state.active_player, (R.TURN_PLAYER, R.END_TURN_DECLARE),
                      ok=f"{pname(state, action.player)} 是回合玩家,可以表明结束本回合。",
                      no=f"只有回合玩家 {pname(state, state.active_player)} 能表明结束本回合。")
            if state.phase == "action" and showdown(state) is None and not closed(state):
                c.allow("行动阶段,回合处于普通开环状态(没有结算链、没有法术对决)。",
                        R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
            # each way the state is wrong is its own reason, with the rule that makes it wrong
            if state.phase != "action":
                c.refuse(f"现在不是行动阶段({state.phase}):只有在行动阶段才能表明结束本回合。",
                         R.END_TURN_DECLARE, R.ACTION_PHASE)
            if closed(state):
                c.refuse("结算链上还有效果,回合处于闭环状态;只有结算链上没有任何效果时,当前阶段才会结束。",
                         R.STEP_ENDS, R.CLOSED_STATE, R.END_TURN_DECLARE)
            if showdown(state) is not None:
                c.refuse("正在进行法术对决(法术对决状态),不是可以结束回合的普通开环状态。",
                         R.SHOWDOWN_STATE, R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
            _has_priority(c, state, action.player)
        case Pass():
            if closed(state):
                c.allow("结算链存在(闭环状态):拥有优先行动权的活跃玩家可以让过。", R.EXECUTE_PASS_NEXT)
                _has_priority(c, state, action.player)
                _check_resolution_choices(c, state, action)
            elif showdown(state) is not None:
                c.require(focus(state) == action.player, (R.SHOWDOWN_PASS, R.FOCUS_NEEDED),
                          ok=f"法术对决开环状态,{pname(state, action.player)} 拥有焦点,可以让过。",
                          no=f"法术对决开环状态下只有拥有焦点的玩家({pname(state, focus(state))})可以行动或让过。")
                _check_assignment_choices(c, state, action)
            else:
                c.refuse("普通开环状态下没有结算链或法术对决可以让过;回合玩家没有想执行的自决行动时应表明结束回合"
                         "(end_turn)。", R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
        case Play():
            _check_play(c, state, action)
        case Move():
            _check_move(c, state, action)
        case _:
            illegal(f"riftbound 没有 {action.type} 动作。", R.PRIORITY_NEEDED)
    return c.verdict()


def _check_assignment_choices(c: Checks, state: State, action: Pass) -> None:
    """The pass that closes a combat's showdown leads straight to the damage step (345.1), so it carries each
    player's assignment order (``assign:<player>``). A wish that breaks the assignment rules is an illegal
    choice (439.1.d.5: players must obey them), refused here rather than swapped for the legal order."""
    sd, fight = showdown(state), combat(state)
    if sd is None or not sd.combat or fight is None or not round_completed(state, action.player):
        return
    for pid, role in ((fight.attacker, DEFENDER), (fight.defender, ATTACKER)):
        chosen = action.choice(f"assign:{pid}")
        if chosen is None:
            continue
        units = [o for o in units_at(state, fight.battlefield) if role in o.status]
        ids = {o.id for o in units}
        wanted = [w for w in chosen.targets if w in ids]
        strangers = [w for w in chosen.targets if w not in ids]
        if strangers:
            # 439.1.d: damage goes to the opposing units in this combat; a name outside them is refused,
            # never dropped silently
            names = "、".join(state.obj(w).label for w in strangers)
            c.refuse(f"{pname(state, pid)} 的伤害分配顺序中 {names} 不是本场战斗中对方的单位;"
                     "每名玩家把伤害分配给对方的单位。", R.ASSIGN)
        order, cites = assignment_order(state, units, list(chosen.targets))
        legal = [o.id for o in order if o.id in wanted]
        if legal != wanted:
            c.refuse(f"{pname(state, pid)} 分配伤害的顺序 {'、'.join(wanted)} 违反伤害分配的要求;合法的顺序为 "
                     f"{'、'.join(o.label for o in order)}。", R.ASSIGN_OBEY, *cites,
                     *([R.ASSIGN_LETHAL_FIRST] if R.ASSIGN_IMMUNE in cites else []))
        else:
            c.allow(f"{pname(state, pid)} 分配伤害的顺序符合伤害分配的要求。", R.ASSIGN_OBEY, *cites)


def _check_resolution_choices(c: Checks, state: State, action: Pass) -> None:
    """A pass that resolves the newest chain item (every other player has passed) carries the choices made as
    it resolves: a destination chosen then (423.1) must be one the rules allow (423.2, 421.2.a)."""
    if not state.stack or not round_completed(state, action.player):
        return
    item = state.stack[-1]
    card = state.obj(item.source)
    if not any(isinstance(e, MoveUnit) and e.to == "chosen" for ab in card.abilities for e in ab.effects):
        return
    key = f"destination:{card.id}"
    chosen = action.choice(key)
    if chosen is None or not chosen.targets:
        c.refuse(f"{card.label} 结算时要选择移动的终点,但此动作没有给出(choices: for {key!r}, targets: [终点])。",
                 R.EFFECT_MOVE_SOURCE)
        return
    if len(chosen.targets) > 1:
        c.refuse(f"{card.label} 的移动只有一个终点,此动作却给了 {len(chosen.targets)} 个"
                 f"({'、'.join(chosen.targets)})。",
                 R.EFFECT_MOVE_SOURCE)
        return
    to = chosen.targets[0]
    owner = item.controller
    if to != f"{owner}.base" and not (is_battlefield(to) and to in bf_ids(state)):
        c.refuse(f"选择的终点 {to!r} 不是场上的位置({pname(state, owner)} 的基地或本局的战场)。", R.MOVE_DEFINED)
        return
    problem = destination_problem(state, owner, to)
    if problem is not None and R.MOVE_MAX_TWO_OTHERS in problem[1]:
        c.refuse(f"选择的终点不合法:{problem[0]}", *problem[1])
        return
    c.allow(f"{card.label} 结算时选择的终点 {to} 是场上的位置;其对终点的要求由法术说明。", R.EFFECT_MOVE_SOURCE)


def _check_play(c: Checks, state: State, action: Play) -> None:
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.hand", R.CHAIN_CARD,
              ok=f"{card.label} 在 {pname(state, action.player)} 的手牌中。",
              no=f"{card.label} 不在 {pname(state, action.player)} 的手牌中。")
    if card.types and card.types[0] in ("rune", "battlefield"):
        c.refuse(f"{card.label} 不是可以打出的卡牌。", R.CHAIN_CARD)
    _has_priority(c, state, action.player)
    kws = keywords(state, card)
    if showdown(state) is not None and not closed(state):
        c.require(focus(state) == action.player, (R.FOCUS_NEEDED, R.SHOWDOWN_PLAY),
                  ok=f"法术对决开环状态,{pname(state, action.player)} 拥有焦点,可以打出卡牌。",
                  no="法术对决开环状态下只有拥有焦点的玩家可以打出卡牌。")
        if SWIFT in kws or REACTION in kws:
            c.allow(f"{card.label} 带有[{SWIFT if SWIFT in kws else REACTION}],法术对决状态下可以打出。",
                    R.SHOWDOWN_TIMING, R.FOCUS_RESTRICTIONS)
        else:
            c.refuse(f"{card.label} 没有[迅捷]或[反应];法术对决状态下仅有带有这两个关键词的卡牌可以打出。",
                     R.SHOWDOWN_TIMING, R.FOCUS_RESTRICTIONS, R.SHOWDOWN_STATE_DEFAULT)
    elif closed(state):
        if REACTION in kws:
            c.allow(f"{card.label} 带有[反应],闭环状态下活跃玩家可以打出。", R.CLOSED_TIMING, R.EXECUTE_PLAY,
                    R.EXECUTE_REACTION)
        else:
            c.refuse(f"{card.label} 没有[反应];闭环状态下仅有带有[反应]的卡牌可以打出。",
                     R.CLOSED_TIMING, R.CHAIN_NO_CARDS, R.EXECUTE_CLOSED_DEFAULT, R.EXECUTE_REACTION)
    else:
        c.require(action.player == state.active_player and state.phase == "action",
                  (R.NEUTRAL_OPEN_DEFAULT, R.ACTION_NEUTRAL_OPEN),
                  ok="普通开环状态下,回合玩家在其行动阶段可以打出卡牌。",
                  no="普通开环状态下只有回合玩家可以在其行动阶段打出卡牌。")
    chosen_effects = [e for ab in card.abilities for e in ab.effects if getattr(e, "target", None) == "chosen"]
    if chosen_effects and len(set(action.targets)) > 1:
        # the format's `chosen` is one chosen object: extra targets are an illegal choice, not something to
        # trim silently (choosing targets belongs to rule 346, which the book lacks: cited through 328.2)
        c.refuse(f"{card.label} 的效果只选择一个目标(chosen),此次打出却给了 {len(set(action.targets))} 个;"
                 "选择目标属于打出卡牌的步骤(规则 346,不在随附规则书中),引擎不替玩家删去多余的目标。",
                 R.CHAIN_PENDING_UNTIL_CHECK)
    permanent = is_unit(card) or "gear" in card.types
    if action.to is not None:
        if not permanent:
            c.refuse(f"{card.label} 不是单位或装备,不进入基地或战场(to 只用于单位与装备)。", R.CONFIRM_IMMEDIATE)
        elif action.to != f"{action.player}.base" and not (is_battlefield(action.to) and action.to in bf_ids(state)):
            c.refuse(f"{action.to!r} 不是 {pname(state, action.player)} 的基地或本局的战场。", R.CONFIRM_IMMEDIATE)


def _check_move(c: Checks, state: State, action: Move) -> None:
    _has_priority(c, state, action.player)
    if action.via == "standard":
        _standard_move_timing(c, state)
    to = action.to
    c.require(to == f"{action.player}.base" or (is_battlefield(to) and to in bf_ids(state)), R.MOVE_DEFINED,
              ok=f"终点 {to} 是场上的位置。",
              no=f"{to!r} 不是场上的位置({pname(state, action.player)} 的基地或本局的战场)。")
    for oid in action.units:
        o = state.obj(oid)
        if not is_unit(o):
            c.refuse(f"{o.label} 不是单位;单位是唯一可以移动的常驻牌。", R.ONLY_UNITS_MOVE)
            continue
        if o.controller != action.player:
            c.refuse(f"{o.label} 不由 {pname(state, action.player)} 控制;玩家使用标准移动移动自己的单位。",
                     R.STANDARD_MOVE)
        if not (o.zone.endswith(".base") or is_battlefield(o.zone)):
            c.refuse(f"{o.label} 不在场上;移动是从场上的一个位置到另一个位置。", R.MOVE_DEFINED, R.ZONE_CHANGE_NOT_MOVE)
        elif o.zone == to:
            c.refuse(f"{o.label} 已经在 {to}。", R.MOVE_FROM_TO)
        elif o.controller == action.player:
            c.allow(f"{o.label} 是 {pname(state, action.player)} 控制的单位,从场上的一个位置移动到另一个位置。",
                    R.ONLY_UNITS_MOVE, R.MOVE_DEFINED)
    if c.ok:
        problem = destination_problem(state, action.player, to)
        if problem is not None:
            c.refuse(problem[0], *problem[1])


def _standard_move_timing(c: Checks, state: State) -> None:
    """A standard move is a discretionary action of the action phase's normal open state (316.2.a, 310.1).
    The windows that follow list what may be done in them, and a move is not among them: a chain's execute
    step (334.1: a timely card, a timely ability, pass) and a showdown (344: a timely spell, a timely ability,
    pass). Rule 140 (the standard move itself) is not in the book; these windows are."""
    if closed(state):
        c.refuse("结算链存在(闭环状态):活跃玩家只能打出符合时机的卡牌、激活符合时机的技能或让过,不能进行标准移动。",
                 R.EXECUTE_ACTIONS, R.CLOSED_STATE)
    elif showdown(state) is not None:
        c.refuse("法术对决期间,拥有焦点的玩家只能打出符合时机的法术、激活符合时机的技能或让过,不能进行标准移动。",
                 R.SHOWDOWN_ACTIONS, R.SHOWDOWN_STATE)
    elif state.phase != "action":
        c.refuse(f"现在不是行动阶段({state.phase}),不能进行标准移动等自决行动。", R.ACTION_ANY_NUMBER)
    else:
        # 316.2.b names the action phase the normal open state; 310.1 alone would be a definition, not the permission
        c.allow("行动阶段,回合处于普通开环状态:可以进行任意数量的自决行动(标准移动)。", R.ACTION_ANY_NUMBER,
                R.ACTION_NEUTRAL_OPEN)


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
