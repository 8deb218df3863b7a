"""The chain (326–336): playing a card creates a pending item (328), confirmation (333), execute and pass
(334–335), LIFO resolution (336) and who receives priority afterwards (333.1.c.3, 336.4, 343, 312.2.a)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.priority import pop, push, reset
from judge_app.engine.state import GameObject, StackItem
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_name,
    combat,
    is_battlefield,
    is_unit,
    memory,
    mode,
    next_player,
    pname,
    showdown,
)
from judge_app.games.riftbound.cleanup import cleanup, survivors_note
from judge_app.games.riftbound.effects import resolve_card
from judge_app.games.riftbound.model import CHAIN, Play
from judge_app.games.riftbound.opening import give_focus


def play(t: Table, action: Play) -> None:
    st = t.state
    card = st.obj(action.card)
    existed = bool(st.stack)
    t.move(card, CHAIN, top=False)
    push(t, StackItem(source=card.id, controller=action.player, targets=action.targets))
    if existed:
        t.step("procedure", M.JOINS_CHAIN(card=card.label),
               [R.CHAIN_JOIN, R.ONE_CHAIN, R.CHAIN_PENDING_PLACED, R.EXECUTE_PLAY_PENDING])
    else:
        t.step("procedure", M.CREATES_CHAIN(card=card.label, who=pname(st, action.player),
                                            state=(M.SHOWDOWN_WORD if showdown(st) else M.NEUTRAL_WORD)()),
               [R.CHAIN_CARD, R.CHAIN_PENDING_PLACED,
                R.CHAIN_FIRST_ACTIVE, R.CHAIN_CLOSED])
    missing.unsupported(t, M.PLAY_STEPS(card=card.label), missing.PLAY_CARD,
                        R.CONFIRM_PENDING)
    t.step("procedure", M.CONFIRMED(who=pname(st, action.player), card=card.label),
           [R.CONFIRM_NO_PASS, R.CONFIRM_ORDER, R.CHAIN_CONFIRMED])
    cleanup(t, [R.CLEANUP_OPEN_CLOSED if not existed else R.CLEANUP_ITEM_LEGAL])
    if "unit" in card.types or "gear" in card.types:
        _enter_play(t, action)
        return
    mem = memory(st)
    mem.priority = action.player
    reset(mem)
    t.step("procedure", M.NEWEST_CONTROLLER_PRIORITY(who=pname(st, action.player)),
           [R.CONFIRM_TO_EXECUTE, R.PRIORITY_NEWEST_ITEM])


def _enter_play(t: Table, action: Play) -> None:
    st = t.state
    during_showdown = showdown(st) is not None
    card = st.obj(action.card)
    to = action.to or f"{action.player}.base"
    if is_battlefield(to) and mode(st).players > 2:
        fight = combat(st)
        involved = fight is not None and fight.battlefield == to and action.player in (fight.attacker, fight.defender)
        if (bf(st, to).combat_pending or (fight is not None and fight.battlefield == to)) and not involved:
            t.step("procedure", M.PLAY_TO_BASE_INSTEAD(battlefield=bf_name(st, to), who=pname(st, action.player)),
                   [R.COMBAT_NO_PLAY_THERE, R.COMBAT_PLAY_TO_BASE])
            to = f"{action.player}.base"
    pop(t)
    t.move(card, to)
    where = bf_name(st, to) if is_battlefield(to) else M.BASE_WORD()
    t.step("resolution", M.RESOLVES_ON_CONFIRM(card=card.label, kind=(M.UNIT_WORD if "unit" in card.types
                                                                      else M.GEAR_WORD)(), place=where),
           [R.CONFIRM_IMMEDIATE])
    if _played_triggers(t, card):
        return
    gone = _chain_gone(t, immediate=True)
    cleanup(t, [R.CLEANUP_ENTER_LEAVE, *([R.CLEANUP_OPEN_CLOSED] if gone else [])])
    _after_chain_change(t, action.player, immediate=True, during_showdown=during_showdown)


def _played_triggers(t: Table, card: GameObject[Any]) -> bool:
    """“当你打出我时”: the card's own ``played`` abilities trigger as it resolves on confirmation (333.1.c). How a
    triggered ability goes on the chain is rule 375, which the book lacks: said, and the trace stops there (what
    follows depends on it). True when it stopped."""
    fired = [ab for ab in card.abilities if ab.trigger is not None and ab.trigger.event == "played"
             and ab.trigger.scope == "self"]
    for ab in fired:
        t.step("trigger", M.PLAYED_TRIGGER(card=card.label, ability=ab.text or ab.id), [R.CONFIRM_IMMEDIATE])
    if fired:
        missing.unsupported(t, M.TRIGGER_TO_CHAIN(), missing.TRIGGERED, halt=True)
    return bool(fired)


def hand_on(t: Table, pid: str, nxt: str) -> None:
    """Step 2 → 3 → 2 (334.1.c.1, 335.2): ``pid`` passed and priority goes to the next player in turn order; in a
    showdown the focus stays where it is (313.3)."""
    st = t.state
    memory(st).priority = nxt
    t.step("procedure", M.PASSES_ON(who=pname(st, pid), next=pname(st, nxt)),
           [R.EXECUTE_PASS_NEXT, R.PASS_BACK, R.PRIORITY_AFTER_PASS,
            *([R.PASS_KEEPS_FOCUS] if showdown(st) else [])])


def all_passed(t: Table, pid: str) -> None:
    """Step 3 → 4 (335.1): every player passed in succession without adding an effect; the newest item resolves."""
    t.step("procedure", M.ALL_PASSED_RESOLVE(who=pname(t.state, pid)), [R.PASS_ALL])
    resolve_top(t)


def resolve_top(t: Table) -> None:
    st = t.state
    item = st.stack[-1]
    card = st.obj(item.source)
    mem = memory(st)
    mem.priority = None
    ability = card.ability(item.ability) if item.ability else None
    what = M.ABILITY_OF(card=card.label, ability=ability.text or ability.id) if ability else card.label
    t.step("resolution", M.RESOLVES_NEWEST(what=what), [R.RESOLVE_NEWEST])
    before = {o.id: o.damage for o in st.objects if is_unit(o)}
    during_showdown = showdown(st) is not None
    resolve_card(t, item, card)
    if st.game_over is not None:
        return  # 445: a player reached the winning score and won at once; nothing after it happens
    pop(t)
    if ability is None and card.zone == CHAIN:
        t.move(card, f"{card.owner}.trash")
        missing.unsupported(t, M.WHERE_AFTER_RESOLVING(card=card.label), missing.PLAY_CARD)
    gone = _chain_gone(t, immediate=False)
    cleanup(t, [R.CLEANUP_ITEM_REMOVED, *([R.CLEANUP_OPEN_CLOSED] if gone else [])])
    survivors_note(t, [o for o in st.objects if is_unit(o) and o.damage > before.get(o.id, 0)])
    if st.game_over is None:
        _after_chain_change(t, item.controller, immediate=False, during_showdown=during_showdown)


def _chain_gone(t: Table, *, immediate: bool) -> bool:
    """When the last item has left the chain, say so before the cleanup that follows (319.4; and 319.1, the turn
    turning open): the chain no longer exists, so the turn is open (330.2, 333.1.c.1/336.2) while that cleanup
    runs, and a combat it starts (322.10 requires the neutral open state) must read after this step, not before.
    Returns whether the chain is gone."""
    st = t.state
    if st.stack:
        return False
    empty_cite = R.CONFIRM_EMPTY if immediate else R.RESOLVE_EMPTY
    if showdown(st) is not None:
        t.step("procedure", M.CHAIN_GONE_SHOWDOWN(),
               [empty_cite, R.CHAIN_OPEN, R.SHOWDOWN_OPEN, R.CLEANUP_OPEN_CLOSED])
        return True
    mem = memory(st)
    mem.focus = None
    mem.priority = st.active_player
    reset(mem)
    t.step("procedure", M.CHAIN_GONE_NEUTRAL(who=pname(st, st.active_player)),
           [empty_cite, R.CHAIN_OPEN, R.NEUTRAL_OPEN, R.NO_FOCUS_NEUTRAL, R.PRIORITY_ACTION_PHASE,
            R.CLEANUP_OPEN_CLOSED])
    return True


def _after_chain_change(t: Table, last: str, *, immediate: bool, during_showdown: bool) -> None:
    """Who acts after the cleanup that followed a chain change: the newest item's controller (333.1.c.3, 336.4),
    or, the chain gone (already said by ``_chain_gone``), the focus in a showdown (343, 343.1, 341)."""
    st = t.state
    mem = memory(st)
    if st.stack:
        top = st.stack[-1]
        mem.priority = top.controller
        reset(mem)
        t.step("procedure", M.NEWEST_CONTROLLER_PRIORITY_AGAIN(who=pname(st, top.controller)),
               [R.CONFIRM_TO_EXECUTE if immediate else R.RESOLVE_NEXT_PRIORITY, R.PRIORITY_NEWEST_ITEM])
        return
    sd = showdown(st)
    if sd is None:
        return  # neutral open, the turn player holding priority: said before the cleanup (_chain_gone)
    holder = mem.focus or last
    if not during_showdown:
        # The showdown began in the cleanup after this chain (e.g. a spell moved a unit into a battlefield):
        # the chain was not resolved "during a showdown", so 343 does not move the focus the showdown's start
        # just gave (341, 438.1.a.1.a).
        t.nothing(M.FOCUS_KEPT_BEFORE_SHOWDOWN(who=pname(st, holder)), [R.FOCUS_PASSES_AFTER_CHAIN, R.SHOWDOWN_FOCUS])
        return
    if mem.initial_chain:
        mem.initial_chain = False
        give_focus(t, holder, [R.FOCUS_STAYS_INITIAL, R.COMBAT_INITIAL_FOCUS])
    else:
        give_focus(t, next_player(st, holder), [R.FOCUS_PASSES_AFTER_CHAIN])
