"""Crystal points (5.2.1.3, 11.2): what a payment produces and whether it pays a cost.

CP exists only while a cost is paid: each discarded card makes 2 CP of its element, each dulled backup 1 CP
of its element; Light/Dark cards cannot be discarded for CP. A payment must not use a source it does not
need, and the only excess allowed comes from a discard: at most 1 CP in total, or 1 per element (the
``excess_cp`` interpretation point). Excess CP is lost at once (11.2.1.1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import State, dull, element, is_backup, light_or_dark
from judge_app.games.fftcg.model import DULL_ICON, GENERIC, LIGHT_DARK, Payment


@dataclass
class Verdict:
    ok: bool
    message: str = ""
    cites: list[str] = field(default_factory=list)
    produced: Counter[str] = field(default_factory=Counter)
    excess: int = 0
    readings: list[str] = field(default_factory=list)  # interpretation points this payment depended on


def card_requirement(cost: int, elem: str, element_needed: bool = True) -> dict[str, int]:
    """11.4.6.1: the cost, of which at least 1 CP of the card's element unless it is Light/Dark."""
    if cost <= 0:
        return {}
    if elem in LIGHT_DARK or not elem or not element_needed:
        return {GENERIC: cost}
    return {elem: 1, GENERIC: cost - 1} if cost > 1 else {elem: 1}


def ability_requirement(cost: Mapping[str, int]) -> dict[str, int]:
    return {k: v for k, v in cost.items() if k != DULL_ICON and v > 0}


def _covers(produced: Counter[str], req: Mapping[str, int]) -> bool:
    need_total = sum(req.values())
    if sum(produced.values()) < need_total:
        return False
    return all(produced[e] >= n for e, n in req.items() if e != GENERIC)


def sources(state: State, pay: Payment) -> list[tuple[str, str, int]]:
    """(object id, element, CP) for every source in the payment."""
    out = [(oid, element(state.obj(oid)), 2) for oid in pay.discard]
    out += [(oid, element(state.obj(oid)), 1) for oid in pay.dull]
    return out


def evaluate(
    state: State,
    pid: str,
    req: Mapping[str, int],
    pay: Payment,
    interpretations: Mapping[str, str],
    excluded: tuple[str, ...] = (),
) -> Verdict:
    """Check ``pay`` against ``req`` for ``pid``; ``excluded`` cards (the one being paid for) cannot be discarded."""
    cites = [R.CP_SOURCES, R.PAY_CP_HOW]
    seen: set[str] = set()
    for oid in [*pay.discard, *pay.dull]:
        if oid in seen:
            return Verdict(False, f"{oid} 在支付中出现了两次。", cites)
        seen.add(oid)
    for oid in pay.discard:
        card = state.obj(oid)
        if card.zone != f"{pid}.hand" or oid in excluded:
            return Verdict(False, f"{card.label} 不是可以丢弃的手牌。", [*cites, R.DISCARD])
        if light_or_dark(card):
            return Verdict(False, f"{card.label} 是光/暗属性,无法为了产生水晶点数而丢弃。", cites)
    for oid in pay.dull:
        card = state.obj(oid)
        if not (is_backup(card) and card.zone == f"{pid}.field" and card.controller == pid):
            return Verdict(False, f"{card.label} 不是 {pid} 控制的后卫,不能休止产生水晶点数。", [*cites, R.BACKUP])
        if dull(card):
            return Verdict(False, f"{card.label} 已经处于休止状态。", [*cites, R.BACKUP])
    srcs = sources(state, pay)
    produced: Counter[str] = Counter()
    for _, elem, n in srcs:
        produced[elem] += n
    need = sum(req.values())
    if not _covers(produced, req):
        missing = [f"{e}{n}" for e, n in req.items() if e != GENERIC and produced[e] < n]
        why = f"(缺少属性点数 {'、'.join(missing)})" if missing else ""
        return Verdict(
            False,
            f"产生的水晶点数 {_fmt(produced)} 不足以支付 {_fmt(Counter(req))}{why}。",
            [*cites, R.PLAY_COST, R.ROLLBACK, R.ROLLBACK_COSTS],
            produced,
        )
    for i, (oid, _, _) in enumerate(srcs):
        rest: Counter[str] = Counter()
        for j, (_, elem, m) in enumerate(srcs):
            if j != i:
                rest[elem] += m
        if _covers(rest, req):
            return Verdict(
                False,
                f"不需要 {state.obj(oid).label} 也能支付:原则上不能产生多余的水晶点数。",
                [*cites, R.CP_EXCESS_ONE],
                produced,
            )
    excess = sum(produced.values()) - need
    verdict = Verdict(True, "", cites, produced, excess)
    if excess >= 2:
        verdict.readings.append(I.EXCESS_CP.id)
        reading = I.EXCESS_CP.reading_in(interpretations)
        elements = len([e for e in req if e != GENERIC])
        if reading == "one_total" or excess > elements:
            return Verdict(
                False,
                f"多出 {excess} 点水晶点数,超过允许的多余点数。",
                [*cites, R.CP_EXCESS_ONE, R.ACTION_COST],
                produced,
                excess,
                verdict.readings,
            )
    return verdict


def _fmt(c: Counter[str]) -> str:
    parts = [f"{'无属性' if e == GENERIC else e}{n}" for e, n in sorted(c.items()) if n]
    return "、".join(parts) or "0"


fmt = _fmt
