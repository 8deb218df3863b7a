"""Opening a showdown or a combat (337–345, 438): the 322.9/322.10 cleanup steps start them, so this piece
sits below both the cleanup and the showdown/combat flow that later closes them."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import Ability
from judge_app.engine.priority import reset
from judge_app.engine.state import GameObject, GameState, StackItem
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
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
    t.step("procedure", M.GETS_FOCUS(who=pname(t.state, pid)), [*cites, R.FOCUS_GIVES_PRIORITY])


def start_showdown(t: Table, b: str, cite: str) -> None:
    st = t.state
    initiator = bf(st, b).contested_by
    assert initiator is not None  # only a contested battlefield has a pending showdown
    memory(st).showdown = Showdown(battlefield=b, combat=False, initiator=initiator)
    t.step("procedure", M.SHOWDOWN_STARTS(battlefield=bf_name(st, b)),
           [cite, R.SHOWDOWN_UNCONTROLLED, R.SHOWDOWN_NO_COMBAT, R.SHOWDOWN_STATE, R.SHOWDOWN_OPEN])
    t.step("procedure", M.SHOWDOWN_NO_INITIAL_CHAIN(), [R.SHOWDOWN_INITIAL_CHAIN])
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
    t.step("procedure", M.COMBAT_STARTS(battlefield=bf_name(st, b), attacker=pname(st, attacker),
                                        defender=pname(st, defender)),
           [cite, R.COMBAT_WHEN, R.COMBAT_TWO_PLAYERS, R.COMBAT_ONLY_TWO])
    mem.showdown = Showdown(battlefield=b, combat=True, initiator=attacker)
    t.step("procedure", M.COMBAT_SHOWDOWN_STEP(),
           [R.COMBAT_SHOWDOWN_STEP, R.SHOWDOWN_COMBAT_FIRST, R.SHOWDOWN_IN_COMBAT, R.SHOWDOWN_OPEN])
    t.step("procedure", M.ROLES(attacker=pname(st, attacker), defender=pname(st, defender)),
           [R.ATTACKER_PLAYER, R.DEFENDER_PLAYER])
    for o in units_at(st, b):
        role = ATTACKER if o.controller == attacker else DEFENDER if o.controller == defender else None
        if role:
            t.add_status(o, role)
    names = lambda pid: [o.label for o in units_at(st, b, pid)] or M.NONE()  # noqa: E731
    t.step("procedure", M.ROLE_UNITS(attackers=names(attacker), defenders=names(defender)),
           [R.ATTACKER_UNITS, R.DEFENDER_UNITS])
    triggered = [(o, ab) for o in units_at(st, b) for ab in o.abilities
                 if ab.trigger is not None and ab.trigger.event == ("attack" if o.controller == attacker else "defend")]
    for o, ab in triggered:
        t.step("trigger", M.ROLE_TRIGGER(card=o.label, ability=ab.text or ab.id),
               [R.COMBAT_TRIGGERS, R.SHOWDOWN_INITIAL_TRIGGERS])
    if triggered:
        initial_chain(t, attacker, defender, triggered)
        return
    t.nothing(M.NO_INITIAL_CHAIN(),
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
            role = (M.ATTACKER_FIRST if pid == attacker else M.DEFENDER_LAST if pid == defender
                    else M.OTHERS_IN_ORDER)()
            t.step("procedure", M.ONTO_INITIAL_CHAIN(who=pname(st, pid), card=o.label, ability=ab.text or ab.id,
                                                     n=len(items), role=role),
                   [R.COMBAT_TRIGGER_ORDER, R.SHOWDOWN_TRIGGER_ORDER], decisive=True)
    t.set_state("stack", [*st.stack, *items])  # one record for the whole initial chain, as it is confirmed at once
    mem = memory(st)
    mem.initial_chain = True
    t.step("procedure", M.INITIAL_CONFIRMED(),
           [R.COMBAT_TRIGGERS, R.CONFIRM_ORDER, R.CHAIN_CONFIRMED])
    t.step("procedure", M.INITIAL_CLOSED(),
           [R.COMBAT_CLOSED, R.CHAIN_CLOSED, R.SHOWDOWN_CLOSED, R.COMBAT_CHAIN_ACTIONS])
    top = items[-1].controller
    mem.focus = attacker
    mem.priority = top
    reset(mem)
    t.step("procedure", M.INITIAL_PRIORITY(attacker=pname(st, attacker), who=pname(st, top)),
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
        t.step("choice", M.OWN_ORDER_GIVEN(who=pname(t.state, pid), order=list(chosen.targets),
                                           absent=missing.absent(missing.TRIGGERED)),
               [R.COMBAT_TRIGGER_ORDER, missing.TRIGGERED.cited_by])
        return [keyed[k] for k in chosen.targets]
    if chosen is not None:  # given, but not an order of exactly these abilities: say so, never ignore it silently
        t.step("check", M.OWN_ORDER_MISMATCH(pid=pid, given=list(chosen.targets), who=pname(t.state, pid),
                                             abilities=list(keyed)), [R.COMBAT_TRIGGER_ORDER], check="fail")
    missing.unsupported(t, M.OWN_TRIGGER_ORDER(who=pname(t.state, pid), pid=pid), missing.TRIGGERED,
                        R.COMBAT_TRIGGER_ORDER)
    return mine
