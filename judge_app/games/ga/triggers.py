"""Triggered abilities (2.4.2): what triggers, how they wait, and the order they go onto the effect stack."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import Ability
from judge_app.engine.messages import Text
from judge_app.engine.priority import push
from judge_app.engine.state import PendingTrigger, StackItem
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, field, memory, on_field, pname
from judge_app.games.ga.statics import head_gates_met


def _matches(source: Obj, ability: Ability[Any], event: str, subject: Obj) -> bool:
    trig = ability.trigger
    return ability.kind == "triggered" and trig is not None and trig.event == event and trig.watches(source, subject)


def _sources(t: Table, event: str, subject: Obj) -> list[Obj]:
    """Objects whose abilities may trigger: the field (2.4.0.6), the subject itself (a dying card's own death
    ability), and for attack/hit the weapon and attack card of the attack, whose abilities count as the
    attacking unit's (2.6.8, 2.1.10.4)."""
    pool = [o for o in t.state.objects if on_field(o)]
    if subject not in pool:
        pool.insert(0, subject)
    combat = memory(t.state).combat
    if event in ("attack", "hit") and combat is not None and combat.attacker == subject.id:
        for oid in (combat.weapon, combat.card):
            extra = t.state.find(oid or "")
            if extra is not None and extra not in pool:
                pool.append(extra)
    return pool


def emit(t: Table, event: str, subject: Obj) -> None:
    """Record every ability this event triggers; they wait until the current resolution is over (2.4.2.7)."""
    combat = memory(t.state).combat
    attack_parts = {combat.weapon, combat.card} if combat is not None and combat.attacker == subject.id else set()
    for src in _sources(t, event, subject):
        for ab in src.abilities:
            inherited = src.id in attack_parts and ab.trigger is not None and ab.trigger.event == event
            if not (_matches(src, ab, event, subject) or (inherited and ab.kind == "triggered")):
                # a card's own "when this …" ability not firing for another card needs no line; a watcher does
                if ab.kind == "triggered" and ab.trigger is not None and ab.trigger.event == event \
                        and ab.trigger.scope != "self":
                    scope = M.SCOPES[ab.trigger.scope]() if ab.trigger.scope in M.SCOPES else ab.trigger.scope
                    t.nothing(M.NOT_TRIGGERED_SCOPE(source=src.label, ability=ab.text or ab.id,
                                                    event=_event_name(event), subject=subject.label, scope=scope),
                              [R.TRIGGER_CONDITION])
                continue
            if not head_gates_met(t.state, src, ab.effects):
                t.nothing(M.GATED_NOT_TRIGGERED(source=src.label, ability=ab.text or ab.id),
                          [R.CONDITIONS_ALL, R.CONDITIONS_UNMET])
                continue
            controller = subject.controller if inherited else src.controller
            _wait(t, PendingTrigger(source=src.id, ability=ab.id, controller=controller, event=event))
            said = M.TRIGGERED_AS_ATTACKER if inherited else M.TRIGGERED
            t.step("trigger", said(source=src.label, ability=ab.text or ab.id, event=_event_name(event)),
                   [R.TRIGGERED, R.TRIGGERS_WAIT, *([R.ATTACK_TRIGGERS_ON_UNIT] if inherited else [])])


def _wait(t: Table, trigger: PendingTrigger) -> None:
    """A triggered ability waits until it can be put on the stack (2.4.2.7): recorded like any change."""
    t.set_state("pending_triggers", [*t.state.pending_triggers, trigger])


def _event_name(event: str) -> Text | str:
    return M.EVENTS[event]() if event in M.EVENTS else event


def phase_start(t: Table, phase: str) -> None:
    """"At the beginning of <phase>" abilities (2.2.0.6; the end phase 2.2.6.2): every object on the field,
    whichever player controls it, each ability once (its source is the object, not every card on the board).
    The scope says whose phase: ``self``/``ally`` "your", ``enemy`` "an opponent's", ``any``/``other`` "each".
    They wait and go on the stack together, the turn player's first (``flush``, 2.4.2.6, 2.1.9.3.1)."""
    event = f"start:{phase}"
    active = t.state.active_player
    name = M.PHASES[phase]()
    when = [R.END_START_TRIGGERS if phase == "end" else R.PHASE_START_TRIGGERS,
            *([R.MATERIALIZE_TRIGGERS] if phase == "materialize" else []),
            *([R.WAKE_UP_TRIGGERS] if phase == "wake_up" else [])]
    for src in field(t.state):
        for ab in src.abilities:
            if ab.kind != "triggered" or ab.trigger is None or ab.trigger.event != event:
                continue
            scope, yours = ab.trigger.scope, src.controller == active
            whose = M.WHOSE[scope]() if scope in M.WHOSE else M.WHOSE_EACH()
            if not (scope in ("any", "other") or (scope in ("self", "ally")) == yours):
                t.nothing(M.NOT_TRIGGERED_PHASE(source=src.label, ability=ab.text or ab.id, whose=whose, phase=name,
                                                active=pname(t.state, active)), [R.TRIGGER_CONDITION, *when])
                continue
            if not head_gates_met(t.state, src, ab.effects):
                t.nothing(M.GATED_NOT_TRIGGERED(source=src.label, ability=ab.text or ab.id),
                          [R.CONDITIONS_ALL, R.CONDITIONS_UNMET])
                continue
            _wait(t, PendingTrigger(source=src.id, ability=ab.id, controller=src.controller, event=event))
            t.step("trigger", M.TRIGGERED_PHASE(source=src.label, ability=ab.text or ab.id, whose=whose, phase=name,
                                                controller=pname(t.state, src.controller)),
                   [R.TRIGGERED, *when, R.TRIGGERS_WAIT])


def flush(t: Table) -> bool:
    """Put waiting triggers on the stack: the turn player's first (so they resolve last), each player ordering
    their own (2.4.2.6, 2.1.9.3.1, 2.1.9.3.2). Returns whether anything was put on the stack."""
    st = t.state
    pending = list(st.pending_triggers)
    if not pending:
        return False
    t.set_state("pending_triggers", [])
    order = [st.active_player, st.opponent(st.active_player)]
    for pid in order:
        mine = [p for p in pending if p.controller == pid]
        if not mine:
            continue
        keys = [f"{p.source}.{p.ability}" for p in mine]
        chosen = t.choice(f"order:{pid}")
        if len(mine) > 1:
            if chosen is not None and sorted(chosen.targets) == sorted(keys):
                mine = [mine[keys.index(k)] for k in chosen.targets]
                t.step("choice", M.TRIGGER_ORDER(player=pname(st, pid), order=list(chosen.targets)),
                       [R.TRIGGER_ORDER_CONTROLLER, R.TRIGGERS_SIMULTANEOUS])
            elif chosen is not None:
                # a given order is honoured for what it lists; what it leaves out or names in vain is said aloud
                listed = [k for k in dict.fromkeys(chosen.targets) if k in keys]
                rest = [k for k in keys if k not in listed]
                idle = [k for k in chosen.targets if k not in keys]
                mine = [mine[keys.index(k)] for k in [*listed, *rest]]
                left_out = M.ORDER_LEAVES_OUT(abilities=rest) if rest else None
                named = M.ORDER_NAMES_IDLE(abilities=idle) if idle else None
                problems = M.ORDER_BOTH(left_out=left_out, idle=named) if left_out and named \
                    else left_out or named or ""
                t.step("check", M.TRIGGER_ORDER_FIXED(player=pid, problems=problems, order=[*listed, *rest]),
                       [R.TRIGGER_ORDER_CONTROLLER, R.TRIGGERS_SIMULTANEOUS], check="fail" if rest else "nothing",
                       decisive=bool(rest))
            else:
                t.step("choice", M.TRIGGER_ORDER_DEFAULT(key=pid, player=pname(st, pid), order=keys),
                       [R.TRIGGER_ORDER_CONTROLLER, R.TRIGGERS_SIMULTANEOUS])
        for p in mine:
            src = st.obj(p.source)
            ab = src.ability(p.ability)
            picked = t.choice(f"{p.source}.{p.ability}")
            targets = list(picked.targets) if picked is not None else []
            push(t, StackItem(source=p.source, ability=p.ability, controller=pid, targets=targets))
            said = M.TRIGGER_TO_STACK_TARGETS(player=pname(st, pid), ability=ab.text if ab else p.ability,
                                              source=src.label, targets=targets) if targets \
                else M.TRIGGER_TO_STACK(player=pname(st, pid), ability=ab.text if ab else p.ability, source=src.label)
            t.step("procedure", said,
                   [R.TRIGGERS_SIMULTANEOUS, R.TRIGGER_ORDER_TURN_PLAYER_FIRST, R.TRIGGER_ORDER_LAST_RESOLVES_FIRST])
    return True
