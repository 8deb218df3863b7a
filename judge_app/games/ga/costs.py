"""Costs (1.6.4.2, 2.3.3): reserve vs memory, "no cost" ≠ cost 0, modifiers, X, paying them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, State, is_, pname
from judge_app.games.ga.statics import gated, static_effects


@dataclass
class Cost:
    kind: str  # reserve / memory
    base: int | None  # None: the card has no cost of this kind (2.3.3.4)
    modifier: int = 0
    x: int = 0
    total: int = 0
    notes: list[Text] = field(default_factory=list)
    cites: list[str] = field(default_factory=list)


def cost_kind(card: Obj, from_material: bool) -> str:
    """Printed kind, else the default: reserve for main-deck cards, memory for material-deck cards and regalia
    (1.6.4.2.8.2.1, 1.7.8.3.2)."""
    if "cost_kind" in card.props:
        return card.props["cost_kind"]
    return "memory" if from_material or is_(card, "regalia") or is_(card, "champion") else "reserve"


def compute(state: State, card: Obj, pid: str, x: int | None, from_material: bool = False) -> Cost:
    kind = cost_kind(card, from_material)
    # the sub-rule of the cost's own kind, not the 1.6.4.2 family; the default-kind rule only when it decided
    kind_rule = R.RESERVE_MEANS if kind == "reserve" else R.MEMORY_MEANS
    c = Cost(kind, card.cost, cites=[kind_rule, *([] if "cost_kind" in card.props else [R.COST_DEFAULT_KIND])])
    if card.cost is None:
        return c
    for src, eff in static_effects(state, "cost_modify"):
        if src.controller == pid and (not eff.card_type or is_(card, eff.card_type)):
            c.modifier += eff.delta
            c.notes.append(M.COST_MODIFIED_BY(source=src.label, delta=eff.delta))
    for ab in card.abilities:  # 「此卡的激活費用減少N」: the card's own static text, wherever the card is
        if ab.kind == "static":
            for eff in gated(state, card, ab.effects):
                if eff.type == "self_cost_modify":
                    c.modifier += eff.delta
                    c.notes.append(M.COST_MODIFIED_BY(source=card.label, delta=eff.delta))
    if c.modifier:
        c.cites += [R.COST_MODIFIERS, R.COST_MODIFIER_SUM, R.STATIC_COST]
    if card.props.get("x_cost") == "true":
        c.x = x or 0
        c.cites += [R.X_COST, R.ACTIVATE_X]
    raw = card.cost + c.modifier + c.x
    c.total = max(raw, 0)
    if raw < 0:
        c.notes.append(M.COST_BELOW_ZERO(raw=raw))
        c.cites += [R.COST_FLOOR, R.COST_FLOOR_ZERO]
    return c


def describe(c: Cost) -> Text:
    kind = M.RESERVE_COST() if c.kind == "reserve" else M.MEMORY_COST()
    if c.base is None:
        return M.NO_COST_OF_KIND(kind=kind)
    parts = [M.COST_BASE(base=c.base), *([M.COST_X(x=c.x)] if c.x else []), *c.notes]
    return M.COST_TOTAL(kind=kind, total=c.total, parts=parts)


def pay_reserve(t: Table, pid: str, card: Obj, n: int, given: list[str], cites: list[str]) -> None:
    """Put ``n`` other hand cards face down into memory (1.6.4.2.4.1, 2.3.3.1)."""
    if n <= 0:
        return
    st = t.state
    hand = [o for o in st.in_zone(f"{pid}.hand") if o is not card]
    picked = [o for o in hand if o.id in given][:n]
    if len(picked) < n:
        rest = [o for o in reversed(hand) if o not in picked][: n - len(picked)]
        t.step("choice", M.RESERVE_DEFAULT(count=n, cards=[o.label for o in rest]), [R.RESERVE_PAY])
        picked += rest
    for o in picked:
        t.move(o, f"{pid}.memory", top=False)
        t.set_obj(o, "face_down", True)
    t.step("procedure", M.RESERVE_PAID(player=pname(st, pid), cards=[o.label for o in picked]),
           [*cites, R.RESERVE_PAY, R.RESERVE, R.RESERVE_MEANS, R.MEMORY_FACE_DOWN])


def pay_memory(t: Table, pid: str, n: int, given: list[str], cites: list[str]) -> None:
    """Banish ``n`` memory cards chosen at random (1.6.4.2.5.1, 2.3.3.2); the scenario may name the ones the
    random selection picked, else the engine picks them with the scenario seed."""
    if n <= 0:
        return
    st = t.state
    mem = st.in_zone(f"{pid}.memory")
    picked = [o for o in mem if o.id in given][:n]
    if len(picked) < len(dict.fromkeys(given)):
        # the legality check refuses a wrong pick when the action is taken; here the memory changed since
        t.step("check", M.MEMORY_PICK_GONE(count=len(dict.fromkeys(given)) - len(picked)), [*cites, R.MEMORY_RANDOM],
               check="fail", decisive=True)
    if len(picked) < n:
        pool = [o for o in mem if o not in picked]
        rng = random.Random(f"{st.seed}:{st.turn}:{pid}:memory")
        extra = rng.sample(pool, n - len(picked))
        t.step("choice", M.MEMORY_RANDOM_PICK(seed=st.seed, cards=[o.label for o in extra]), [R.MEMORY_RANDOM])
        picked += extra
    for o in picked:
        t.move(o, f"{o.owner}.banishment", top=False)
        t.set_obj(o, "face_down", False)
    t.step("procedure", M.MEMORY_PAID(player=pname(st, pid), cards=[o.label for o in picked]),
           [*cites, R.MEMORY_PAY, R.MEMORY_COST, R.MEMORY_RANDOM, R.MEMORY_SIMULTANEOUS, R.MEMORY_NO_OPPORTUNITY])
