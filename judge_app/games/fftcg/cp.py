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

from judge_app.engine.messages import Text
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, State, dull, element, is_backup, light_or_dark
from judge_app.games.fftcg.model import DULL_ICON, GENERIC, LIGHT_DARK, SELF_TO_BREAK, Payment


@dataclass
class Verdict:
    ok: bool
    message: Text | str = ""
    cites: list[str] = field(default_factory=list)
    produced: Counter[str] = field(default_factory=Counter)
    excess: int = 0
    readings: list[str] = field(default_factory=list)  # interpretation points this payment depended on
    # every problem found, each with its own rules (a refusal reports all, not only the first)
    problems: list[tuple[Text | str, list[str]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.ok and not self.problems:
            self.problems = [(self.message, self.cites)]


@dataclass(frozen=True)
class Held:
    """A card the action itself uses, so it cannot also be discarded for CP: why, and the rules that say so."""

    why: Text
    cites: tuple[str, ...]


def held_summon(card: Obj) -> dict[str, Held]:
    """11.3.2: the summon leaves the hand for the stack when it is cast, before its cost is fixed and paid
    (11.3.7), so it is no hand card that 11.2.1.1 could discard."""
    return {
        card.id: Held(
            M.HELD_SUMMON(card=card.label),
            (R.SUMMON_TO_STACK, R.SUMMON_COST_LOCKED, R.PAY_CP_HOW),
        )
    }


def held_character(card: Obj) -> dict[str, Held]:
    """11.4.2/11.4.8: the character revealed from the hand is the card that enters the field once it is paid."""
    return {
        card.id: Held(
            M.HELD_CHARACTER(card=card.label),
            (R.PLAY_REVEAL, R.PLAY_DONE, R.PAY_CP_HOW),
        )
    }


def held_special(card: Obj) -> dict[str, Held]:
    """11.7.1: the same-name card is discarded as the special ability's own cost, not again for CP."""
    return {
        card.id: Held(
            M.HELD_SPECIAL(card=card.label),
            (R.SPECIAL_ABILITY, R.PAY_CP_HOW),
        )
    }


def card_requirement(cost: int, elem: str, element_needed: bool = True) -> dict[str, int]:
    """11.4.6.1: the cost, of which at least 1 CP of the card's element unless it is Light/Dark."""
    if cost <= 0:
        return {}
    if elem in LIGHT_DARK or not elem or not element_needed:
        return {GENERIC: cost}
    return {elem: 1, GENERIC: cost - 1} if cost > 1 else {elem: 1}


def ability_requirement(cost: Mapping[str, int]) -> dict[str, int]:
    return {k: v for k, v in cost.items() if k not in (DULL_ICON, SELF_TO_BREAK) and v > 0}


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
    excluded: Mapping[str, Held] | None = None,
) -> Verdict:
    """Check ``pay`` against ``req`` for ``pid``; ``excluded`` cards (the one being paid for) cannot be discarded.

    Every unusable source is its own problem with its own rules; the sum is judged only when all are usable."""
    cites = [R.CP_SOURCES, R.PAY_CP_HOW]
    excluded = excluded or {}
    problems: list[tuple[Text | str, list[str]]] = []
    seen: set[str] = set()
    for oid in [*pay.discard, *pay.dull]:
        if oid in seen:
            problems.append((M.PAID_TWICE(id=oid), cites))
        seen.add(oid)
    for oid in dict.fromkeys(pay.discard):
        card = state.obj(oid)
        if oid in excluded:
            problems.append((excluded[oid].why, [*cites, *excluded[oid].cites, R.DISCARD]))
        elif card.zone != f"{pid}.hand":
            problems.append((M.NOT_IN_HAND_TO_DISCARD(card=card.label, player=pid, zone=card.zone),
                             [*cites, R.DISCARD]))
        elif light_or_dark(card):
            problems.append((M.LIGHT_DARK_NO_CP(card=card.label), cites))
    for oid in dict.fromkeys(pay.dull):
        card = state.obj(oid)
        if not (is_backup(card) and card.zone == f"{pid}.field" and card.controller == pid):
            problems.append((M.NOT_OWN_BACKUP(card=card.label, player=pid), [*cites, R.BACKUP]))
        elif dull(card):
            problems.append((M.ALREADY_DULL(card=card.label), [*cites, R.BACKUP]))
    if problems:
        said = problems[0][0]
        for more, _ in problems[1:]:
            said = M.SPACED(a=said, b=more)
        return Verdict(False, said, problems[0][1], problems=problems)
    srcs = sources(state, pay)
    produced: Counter[str] = Counter()
    for _, elem, n in srcs:
        produced[elem] += n
    need = sum(req.values())
    if not _covers(produced, req):
        missing = [M.CP_AMOUNT(element=e, n=n) for e, n in req.items() if e != GENERIC and produced[e] < n]
        short = (
            M.CP_SHORT_MISSING(produced=_fmt(produced), cost=_fmt(Counter(req)), missing=missing)
            if missing
            else M.CP_SHORT(produced=_fmt(produced), cost=_fmt(Counter(req)))
        )
        return Verdict(
            False,
            short,
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
                M.CP_UNNEEDED(card=state.obj(oid).label),
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
                M.CP_EXCESS(excess=excess),
                [*cites, R.CP_EXCESS_ONE, R.ACTION_COST],
                produced,
                excess,
                verdict.readings,
            )
    return verdict


def _fmt(c: Counter[str]) -> list[Text] | str:
    """CP as a list ("火2、无属性1"), or "0"."""
    parts = [M.CP_AMOUNT(element=M.GENERIC_CP() if e == GENERIC else e, n=n) for e, n in sorted(c.items()) if n]
    return parts or "0"



fmt = _fmt
