"""Mana abilities (406.1, 411) and paying costs from the mana pool (409.1f, 300.4)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import costs
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import Obj, characteristics, in_play, pname, tapped
from judge_app.games.mtg.model import MANA_KEYS, TAPPED

BASIC = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


def mana_abilities(state: GameState[Any], obj: Obj) -> list[tuple[str, str, int, bool]]:
    """(ability id, colour, amount, needs tap) of a permanent's mana abilities; basic land types give one
    implicitly (214.9e)."""
    if not in_play(obj) or obj.face_down:
        return []
    out = [(f"basic_{t}", BASIC[t], 1, True) for t in characteristics(state, obj).types if t in BASIC]
    for ab in obj.abilities:
        if ab.kind == "mana":
            for e in ab.effects:
                if e.type == "add_mana":
                    out.append((ab.id, e.color, e.amount, bool(ab.cost.get("tap"))))
    return out


def can_produce(state: GameState[Any], obj: Obj) -> bool:
    return any(not tap or not tapped(obj) for _, _, _, tap in mana_abilities(state, obj))


def activate(t: Table, pid: str, obj: Obj, ability: str = "", cites: list[str] | None = None) -> bool:
    opts = [m for m in mana_abilities(t.state, obj) if not ability or m[0] == ability]
    opts = [m for m in opts if not m[3] or not tapped(obj)]
    if not opts:
        return False
    ab, color, amount, tap = opts[0]
    if tap:
        t.add_status(obj, TAPPED)
    key = f"mana_{color}"
    before = t.resource(pid, key)
    t.set_resource(pid, key, before + amount)
    extra = [R.BASIC_LAND_MANA] if ab.startswith("basic_") else []
    said = M.ACTIVATES_MANA_ABILITY(who=pname(t.state, pid), source=obj.label, tap=M.BY_TAPPING() if tap else "",
                                    amount=amount, color=color)
    t.step("procedure", said,
           [*(cites or []), R.MANA_ACTIVATE, R.MANA_NO_STACK, *extra])
    return True


def pool(t: Table, pid: str) -> dict[str, int]:
    return costs.pool_of(t.state.player(pid).resources)


def payable(state: GameState[Any], pid: str, cost: dict[str, int], sources: list[str]) -> bool:
    pool_now = costs.pool_of(state.player(pid).resources)
    for sid in sources:
        obj = state.find(sid)
        if obj is None or obj.controller != pid:
            return False
        opts = [m for m in mana_abilities(state, obj) if not m[3] or not tapped(obj)]
        if not opts:
            return False
        pool_now[opts[0][1]] = pool_now.get(opts[0][1], 0) + opts[0][2]
    return costs.pay_from(pool_now, cost) is not None


def pay(t: Table, pid: str, cost: dict[str, int], sources: list[str], cites: list[str]) -> bool:
    """Activate the listed mana sources (411.2), then pay ``cost`` from the pool. False if it cannot be paid
    (the caller has normally checked :func:`payable` first)."""
    for sid in sources:
        obj = t.state.find(sid)
        if obj is not None:
            activate(t, pid, obj, cites=[R.MANA_WHILE_PAYING])
    left = costs.pay_from(pool(t, pid), cost)
    if left is None:
        t.step("check", M.POOL_SHORT(who=pname(t.state, pid), cost=costs.show(cost)), cites, check="fail",
               decisive=True)
        return False
    for key in MANA_KEYS:
        now = left.get(key[-1], 0)
        if t.resource(pid, key) != now:
            t.set_resource(pid, key, now)
    if any(cost.values()):
        t.step("procedure", M.PAYS_FROM_POOL(who=pname(t.state, pid), cost=costs.show(cost)), cites)
    return True


def empty_pools(t: Table) -> None:
    """300.4: at the end of each phase unused mana empties; each point lost is 1 life lost (mana burn)."""
    empty = [pname(t.state, p.id) for p in t.state.players if not sum(p.resources.get(k, 0) for k in MANA_KEYS)]
    if empty:
        t.nothing(M.POOLS_EMPTY(players=empty), [R.MANA_BURN])
    for p in t.state.players:
        lost = sum(p.resources.get(k, 0) for k in MANA_KEYS)
        if not lost:
            continue
        for k in MANA_KEYS:
            if p.resources.get(k, 0):
                t.set_resource(p.id, k, 0)
        before = t.resource(p.id, "life")
        t.set_resource(p.id, "life", before - lost)
        t.step("procedure", M.MANA_BURN(who=pname(t.state, p.id), lost=lost, before=before, after=before - lost),
               [R.MANA_BURN], decisive=True)
