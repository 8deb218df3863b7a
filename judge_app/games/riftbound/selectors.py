"""What a card's target words name (the selectors the card-text reader writes, tests/cardtext/corpus/riftbound.yaml):
``chosen:<filters>`` a chosen object, ``chosen2:<filters>`` the same card's second choice, ``all:<filters>`` every
object on the board that fits as the effect resolves.

Filters, joined by colons, all of which must hold: ``gear`` / ``rune`` / ``spell`` the kind of card (a unit when
none is named), ``friendly`` / ``enemy`` whose it is, ``other`` not the source, ``battlefield`` / ``base`` / ``here``
/ ``in_combat`` where it is, ``attacker`` / ``damaged`` / ``stunned`` its state, ``might<=N``; a count ``xN``
(exactly N different objects) or ``uptoN`` (at most N). ``at_chosen`` (a battlefield chosen by the same card) has
no action that gives the battlefield yet: it is known, and never matched silently (:func:`unmodelled`).

>>> s = Selector.parse("chosen:friendly:battlefield:upto2")
>>> s.role, s.filters, s.count
('chosen', ('friendly', 'battlefield'), ('upto', 2))
>>> Selector.parse("all").filters, Selector.parse("self").role
((), 'self')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound.board import combat, enemies, is_battlefield
from judge_app.games.riftbound.layers import might
from judge_app.games.riftbound.model import ATTACKER, CHAIN

Obj = GameObject[Any]
State = GameState[Any]
ROLES = ("chosen2", "chosen", "all")
KINDS = ("gear", "rune", "spell")
KNOWN = frozenset({*KINDS, "friendly", "enemy", "other", "battlefield", "base", "here", "in_combat", "at_chosen",
                   "attacker", "damaged", "stunned"})
COUNT = re.compile(r"(x|upto)(\d+)")
MIGHT_AT_MOST = re.compile(r"might<=(\d+)")


@dataclass(frozen=True)
class Selector:
    role: str  # self | chosen | chosen2 | all | an object id
    filters: tuple[str, ...] = ()
    count: tuple[str, int] | None = None

    @classmethod
    def parse(cls, target: str) -> Selector:
        head, *rest = target.split(":")
        if head not in ROLES:
            return cls(target)
        count = next(((m.group(1), int(m.group(2))) for r in rest if (m := COUNT.fullmatch(r))), None)
        return cls(head, tuple(r for r in rest if not COUNT.fullmatch(r)), count)

    @property
    def chooses(self) -> bool:
        return self.role in ("chosen", "chosen2")

    @property
    def names_an_object(self) -> bool:
        return self.role not in (*ROLES, "self")


def unmodelled(target: str) -> list[str]:
    """The filters of ``target`` the engine cannot check (unknown words, ``at_chosen``)."""
    s = Selector.parse(target)
    return [f for f in s.filters if (f not in KNOWN and not MIGHT_AT_MOST.fullmatch(f)) or f == "at_chosen"]


def fits(state: State, source: Obj, controller: str, o: Obj, filters: tuple[str, ...]) -> bool:
    """Whether ``o`` is what the filters describe, seen from ``source`` controlled by ``controller``."""
    kinds = [f for f in filters if f in KINDS]
    if not any(k in o.types for k in (kinds or ["unit"])):
        return False
    if "spell" in kinds and o.zone != CHAIN:  # 一个法术: a spell on the chain
        return False
    for f in filters:
        if f in KINDS:
            continue
        if not _fits_one(state, source, controller, o, f):
            return False
    return True


def _fits_one(state: State, source: Obj, controller: str, o: Obj, f: str) -> bool:
    zone = o.zone.split(".")[-1]
    if f == "friendly":
        return not enemies(state, controller, o.controller)
    if f == "enemy":
        return enemies(state, controller, o.controller)
    if f == "other":
        return o.id != source.id
    if f == "battlefield":
        return is_battlefield(o.zone)
    if f == "base":
        return zone == "base"
    if f == "here":
        return o.zone == source.zone
    if f == "in_combat":
        fight = combat(state)
        return fight is not None and o.zone == fight.battlefield
    if f == "attacker":
        return ATTACKER in o.status
    if f == "damaged":
        return o.damage > 0
    if f == "stunned":
        return "stunned" in o.status
    if m := MIGHT_AT_MOST.fullmatch(f):
        return might(state, o) <= int(m.group(1))
    return False  # unknown words and at_chosen: never matched silently (validation names them)


def on_board_now(o: Obj) -> bool:
    return o.zone == CHAIN or is_battlefield(o.zone) or o.zone.endswith(".base")


def everyone(state: State, source: Obj, controller: str, target: str) -> list[Obj]:
    """``all:<filters>``: every object on the board that fits, as the effect resolves."""
    s = Selector.parse(target)
    return [o for o in state.objects if on_board_now(o) and fits(state, source, controller, o, s.filters)]


def chosen_ids(selectors: list[Selector], targets: list[str]) -> dict[Selector, list[str]]:
    """Which of a play's ``targets`` answer which chosen selector: a counted selector takes the targets left
    (``chosen:upto2``), ``chosen`` the first, ``chosen2`` the next one."""
    out: dict[Selector, list[str]] = {}
    rest = list(targets)
    for s in sorted({s for s in selectors if s.chooses}, key=lambda s: (s.role != "chosen", s.count is not None)):
        if s.count is not None:
            out[s], rest = rest, []
        else:
            out[s], rest = rest[:1], rest[1:]
    return out


def filter_words(sel: Selector) -> list[Text]:
    """A selector's restrictions as the card prints them (战场上的、敌方、单位)."""
    out = [M.FILTER_WORDS[f]() if f in M.FILTER_WORDS else M.FILTER_MIGHT(n=f.split("<=")[-1])
           if MIGHT_AT_MOST.fullmatch(f) else M.FILTER_UNKNOWN(word=f) for f in sel.filters]
    if not any(f in KINDS for f in sel.filters):
        out.append(M.FILTER_WORDS["unit"]())
    return out


def target_words(effects: list[Any]) -> list[Selector]:
    """The selectors of ``effects`` (``target``, a fight's ``other``, an ``of``) and of the effects nested in them (an
    ``if``'s ``then`` and ``else``),
    in printed order: together they share a play's targets (:func:`chosen_ids`)."""
    out: list[Selector] = []
    for eff in effects:
        for key in ("target", "other", "of"):
            if isinstance(word := getattr(eff, key, None), str):
                out.append(Selector.parse(word))
        out += target_words([*getattr(eff, "then", []), *getattr(eff, "else_", [])])
    return out
