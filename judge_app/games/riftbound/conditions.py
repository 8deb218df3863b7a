"""The condition words of ``if`` (the card-text corpus's proposals): each judged as the effect resolves, about the
object ``of`` names. A word the engine cannot judge yet gives ``None``: the caller says so, never a guess."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.state import GameObject, GameState
from judge_app.games.riftbound.board import is_battlefield, mode, units_at
from judge_app.games.riftbound.layers import might
from judge_app.games.riftbound.model import ATTACKER

Obj = GameObject[Any]
State = GameState[Any]
MIGHTY = 5  # [强力]: might 5 or more (the card's reminder, 449.3)
Check = Callable[[State, str, Obj | None, int | None], bool]


def _is_attacker(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    return o is not None and ATTACKER in o.status


def _on_battlefield(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    return o is not None and is_battlefield(o.zone)


def _alone(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    return o is not None and not [u for u in units_at(st, o.zone, o.controller) if u.id != o.id]


def _mighty(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    return o is not None and might(st, o) >= MIGHTY


def _hand_at_most(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    return len(st.in_zone(f"{controller}.hand")) <= (value or 0)


def _opponent_within(st: State, controller: str, o: Obj | None, value: int | None) -> bool:
    goal = mode(st).winning_score
    return any(p.resources.get("points", 0) >= goal - (value or 0) for p in st.players if p.id != controller)


CHECKS: dict[str, Check] = {
    "is_attacker": _is_attacker,
    "on_battlefield": _on_battlefield,
    "alone": _alone,
    "mighty": _mighty,
    "hand_at_most": _hand_at_most,
    "opponent_within": _opponent_within,
}


def judge(st: State, check: str, controller: str, o: Obj | None, value: int | None) -> bool | None:
    found = CHECKS.get(check)
    return None if found is None else found(st, controller, o, value)
