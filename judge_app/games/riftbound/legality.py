"""Whether an action may be taken now, each refusal citing the rule that forbids it; ``legal_actions``
enumerates candidates through the same checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.riftbound import messages as M
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
    PlayToken,
)
from judge_app.games.riftbound.movement import destination_problems
from judge_app.games.riftbound.selectors import chosen_ids, filter_words, fits, target_words

State = GameState[Any]


def _has_priority(c: Checks, state: State, pid: str) -> None:
    holder = priority(state)
    if holder is None:
        c.refuse(M.NO_PRIORITY(), R.NO_PRIORITY)
    elif holder != pid:
        c.refuse(M.PRIORITY_ELSEWHERE(who=pname(state, holder)), R.PRIORITY_NEEDED)
    else:
        c.allow(M.HAS_PRIORITY(who=pname(state, pid)), R.PRIORITY_TIMING)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal(M.GAME_OVER(), *state.game_over.cites)
    c = Checks()
    match action:
        case Inspect():
            return []
        case EndTurn():
            c.require(action.player == state.active_player, (R.TURN_PLAYER, R.END_TURN_DECLARE),
                      ok=M.TURN_PLAYER_MAY_END(who=pname(state, action.player)),
                      no=M.ONLY_TURN_PLAYER_ENDS(who=pname(state, state.active_player)))
            if state.phase == "action" and showdown(state) is None and not closed(state):
                c.allow(M.NEUTRAL_OPEN_NOW(),
                        R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
            # each way the state is wrong is its own reason, with the rule that makes it wrong
            if state.phase != "action":
                c.refuse(M.NOT_ACTION_PHASE_END(phase=state.phase),
                         R.END_TURN_DECLARE, R.ACTION_PHASE)
            if closed(state):
                c.refuse(M.CHAIN_NOT_EMPTY(),
                         R.STEP_ENDS, R.CLOSED_STATE, R.END_TURN_DECLARE)
            if showdown(state) is not None:
                c.refuse(M.SHOWDOWN_UNDER_WAY(),
                         R.SHOWDOWN_STATE, R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
            _has_priority(c, state, action.player)
        case Pass():
            if closed(state):
                c.allow(M.CLOSED_MAY_PASS(), R.EXECUTE_PASS_NEXT)
                _has_priority(c, state, action.player)
                _check_resolution_choices(c, state, action)
            elif showdown(state) is not None:
                c.require(focus(state) == action.player, (R.SHOWDOWN_PASS, R.FOCUS_NEEDED),
                          ok=M.FOCUS_MAY_PASS(who=pname(state, action.player)),
                          no=M.ONLY_FOCUS_ACTS(who=pname(state, focus(state))))
                _check_assignment_choices(c, state, action)
            else:
                c.refuse(M.NOTHING_TO_PASS(), R.END_TURN_DECLARE, R.NEUTRAL_OPEN)
        case Play():
            _check_play(c, state, action)
        case Move():
            _check_move(c, state, action)
        case _:
            illegal(M.NO_SUCH_ACTION(type=action.type), R.PRIORITY_NEEDED)
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
            c.refuse(M.NOT_OPPOSING(who=pname(state, pid), names=[state.obj(w).label for w in strangers]), R.ASSIGN)
        order, cites = assignment_order(state, units, list(chosen.targets))
        legal = [o.id for o in order if o.id in wanted]
        if legal != wanted:
            c.refuse(M.ORDER_ILLEGAL(who=pname(state, pid), wanted=wanted, order=[o.label for o in order]),
                     R.ASSIGN_OBEY, *cites,
                     *([R.ASSIGN_LETHAL_FIRST] if R.ASSIGN_IMMUNE in cites else []))
        else:
            c.allow(M.ORDER_LEGAL(who=pname(state, pid)), R.ASSIGN_OBEY, *cites)


def _check_resolution_choices(c: Checks, state: State, action: Pass) -> None:
    """A pass that resolves the newest chain item (every other player has passed) carries the choices made as
    it resolves: a destination chosen then (423.1) must be one the rules allow (423.2, 421.2.a)."""
    if not state.stack or not round_completed(state, action.player):
        return
    item = state.stack[-1]
    card = state.obj(item.source)
    effects = [e for ab in card.abilities for e in ab.effects]
    if any(isinstance(e, PlayToken) and e.to == "chosen" for e in effects):
        _check_token_place(c, state, action, card, item.controller)
        return
    if not any(isinstance(e, MoveUnit) and e.to == "chosen" for e in effects):
        return
    key = f"destination:{card.id}"
    chosen = action.choice(key)
    if chosen is None or not chosen.targets:
        c.refuse(M.DESTINATION_MISSING(card=card.label, key=key),
                 R.EFFECT_MOVE_SOURCE)
        return
    if len(chosen.targets) > 1:
        c.refuse(M.ONE_DESTINATION(card=card.label, count=len(chosen.targets), given=list(chosen.targets)),
                 R.EFFECT_MOVE_SOURCE)
        return
    to = chosen.targets[0]
    owner = item.controller
    if to != f"{owner}.base" and not (is_battlefield(to) and to in bf_ids(state)):
        c.refuse(M.DESTINATION_OFF_BOARD(to=to, who=pname(state, owner)), R.MOVE_DEFINED)
        return
    problems = destination_problems(state, owner, to)
    if any(R.MOVE_MAX_TWO_OTHERS in cites for _, cites in problems):
        for text, cites in problems:
            c.refuse(M.DESTINATION_ILLEGAL(problem=text), *cites)
        return
    c.allow(M.DESTINATION_OK(card=card.label, to=to), R.EFFECT_MOVE_SOURCE)


def _check_play(c: Checks, state: State, action: Play) -> None:
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.hand", R.CHAIN_CARD,
              ok=M.IN_HAND(card=card.label, who=pname(state, action.player)),
              no=M.NOT_IN_HAND(card=card.label, who=pname(state, action.player)))
    if card.types and card.types[0] in ("rune", "battlefield"):
        c.refuse(M.NOT_PLAYABLE(card=card.label), R.CHAIN_CARD)
    _has_priority(c, state, action.player)
    kws = keywords(state, card)
    if showdown(state) is not None and not closed(state):
        c.require(focus(state) == action.player, (R.FOCUS_NEEDED, R.SHOWDOWN_PLAY),
                  ok=M.FOCUS_MAY_PLAY(who=pname(state, action.player)),
                  no=M.ONLY_FOCUS_PLAYS())
        if SWIFT in kws or REACTION in kws:
            c.allow(M.TIMELY_IN_SHOWDOWN(card=card.label, keyword=SWIFT if SWIFT in kws else REACTION),
                    R.SHOWDOWN_TIMING, R.FOCUS_RESTRICTIONS)
        else:
            c.refuse(M.NOT_TIMELY_IN_SHOWDOWN(card=card.label),
                     R.SHOWDOWN_TIMING, R.FOCUS_RESTRICTIONS, R.SHOWDOWN_STATE_DEFAULT)
    elif closed(state):
        if REACTION in kws:
            c.allow(M.REACTION_IN_CLOSED(card=card.label), R.CLOSED_TIMING, R.EXECUTE_PLAY,
                    R.EXECUTE_REACTION)
        else:
            c.refuse(M.NOT_REACTION(card=card.label),
                     R.CLOSED_TIMING, R.CHAIN_NO_CARDS, R.EXECUTE_CLOSED_DEFAULT, R.EXECUTE_REACTION)
    else:
        c.require(action.player == state.active_player and state.phase == "action",
                  (R.NEUTRAL_OPEN_DEFAULT, R.ACTION_NEUTRAL_OPEN),
                  ok=M.TURN_PLAYER_PLAYS(),
                  no=M.ONLY_TURN_PLAYER_PLAYS())
    _check_targets(c, state, action, card)
    permanent = is_unit(card) or "gear" in card.types
    if action.to is not None:
        if not permanent:
            c.refuse(M.NOT_A_PERMANENT(card=card.label), R.CONFIRM_IMMEDIATE)
        elif action.to != f"{action.player}.base" and not (is_battlefield(action.to) and action.to in bf_ids(state)):
            c.refuse(M.NOT_YOUR_PLACE(to=action.to, who=pname(state, action.player)), R.CONFIRM_IMMEDIATE)


def _check_token_place(c: Checks, state: State, action: Pass, card: Any, owner: str) -> None:
    """Where the tokens a resolving card plays enter: chosen as it resolves, the controller's base or a battlefield,
    as a unit or gear played is (333.1.c)."""
    key = f"destination:{card.id}"
    chosen = action.choice(key)
    if chosen is None or len(chosen.targets) != 1:
        c.refuse(M.DESTINATION_MISSING(card=card.label, key=key), R.CONFIRM_IMMEDIATE)
        return
    to = chosen.targets[0]
    c.require(to == f"{owner}.base" or (is_battlefield(to) and to in bf_ids(state)), R.CONFIRM_IMMEDIATE,
              ok=M.DESTINATION_OK(card=card.label, to=to), no=M.NOT_YOUR_PLACE(to=to, who=pname(state, owner)))


def _check_targets(c: Checks, state: State, action: Play, card: Any) -> None:
    """The play's targets against the card's target words (chosen:<filters>, selectors.py). Choosing targets
    belongs to rule 346, which the book lacks: the choices are checked as the play completes (328.2). Extra
    targets are an illegal choice, not something to trim silently."""
    words = [word for ab in card.abilities if ab.kind == "spell"
             for word in target_words([*ab.effects, *(e for m in ab.modes for e in m)])]
    chosen = [s for s in dict.fromkeys(words) if s.chooses]
    if not chosen:
        return
    given = chosen_ids(chosen, list(dict.fromkeys(action.targets)))
    if sum(len(ids) for ids in given.values()) < len(set(action.targets)):
        c.refuse(M.ONE_TARGET(card=card.label, count=len(set(action.targets))), R.CHAIN_PENDING_UNTIL_CHECK)
    for sel, ids in given.items():
        if sel.count is not None:
            how, n = sel.count
            if (how == "x" and len(ids) != n) or len(ids) > n:
                c.refuse(M.TARGET_COUNT(card=card.label, count=len(ids), n=n,
                                        how=(M.EXACTLY if how == "x" else M.AT_MOST)()), R.CHAIN_PENDING_UNTIL_CHECK)
        for oid in ids:
            o = state.find(oid)
            if o is None:
                continue  # an unknown id is refused by validation, with its place in the file
            c.require(fits(state, card, action.player, o, sel.filters), R.CHAIN_PENDING_UNTIL_CHECK,
                      ok=M.TARGET_FITS(card=card.label, target=o.label, words=filter_words(sel)),
                      no=M.TARGET_DOES_NOT_FIT(card=card.label, target=o.label, words=filter_words(sel)))


def _check_move(c: Checks, state: State, action: Move) -> None:
    _has_priority(c, state, action.player)
    if action.via == "standard":
        _standard_move_timing(c, state)
    to = action.to
    c.require(to == f"{action.player}.base" or (is_battlefield(to) and to in bf_ids(state)), R.MOVE_DEFINED,
              ok=M.PLACE_ON_BOARD(to=to),
              no=M.PLACE_OFF_BOARD(to=to, who=pname(state, action.player)))
    for oid in action.units:
        o = state.obj(oid)
        if not is_unit(o):
            c.refuse(M.NOT_A_UNIT(card=o.label), R.ONLY_UNITS_MOVE)
            continue
        if o.controller != action.player:
            c.refuse(M.NOT_YOURS(card=o.label, who=pname(state, action.player)),
                     R.STANDARD_MOVE)
        if not (o.zone.endswith(".base") or is_battlefield(o.zone)):
            c.refuse(M.NOT_ON_BOARD(card=o.label), R.MOVE_DEFINED, R.ZONE_CHANGE_NOT_MOVE)
        elif o.zone == to:
            c.refuse(M.ALREADY_THERE(card=o.label, to=to), R.MOVE_FROM_TO)
        elif o.controller == action.player:
            c.allow(M.MAY_MOVE(card=o.label, who=pname(state, action.player)),
                    R.ONLY_UNITS_MOVE, R.MOVE_DEFINED)
    if c.ok:
        for text, cites in destination_problems(state, action.player, to):
            c.refuse(text, *cites)


def _standard_move_timing(c: Checks, state: State) -> None:
    """A standard move is a discretionary action of the action phase's normal open state (316.2.a, 310.1).
    The windows that follow list what may be done in them, and a move is not among them: a chain's execute
    step (334.1: a timely card, a timely ability, pass) and a showdown (344: a timely spell, a timely ability,
    pass). Rule 140 (the standard move itself) is not in the book; these windows are."""
    if closed(state):
        c.refuse(M.NO_MOVE_ON_CHAIN(),
                 R.EXECUTE_ACTIONS, R.CLOSED_STATE)
    elif showdown(state) is not None:
        c.refuse(M.NO_MOVE_IN_SHOWDOWN(),
                 R.SHOWDOWN_ACTIONS, R.SHOWDOWN_STATE)
    elif state.phase != "action":
        c.refuse(M.NOT_ACTION_PHASE_MOVE(phase=state.phase), R.ACTION_ANY_NUMBER)
    else:
        # 316.2.b names the action phase the normal open state; 310.1 alone would be a definition, not the permission
        c.allow(M.MAY_MOVE_NOW(), R.ACTION_ANY_NUMBER,
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
