"""Characteristics after continuous effects (11.12.4): job, keywords and power.

Continuous effects come from field abilities of cards on the field (11.9.1, 11.12.4.4) and from resolved
summons and abilities (kept on the card as modifiers, 11.12.4.2). They apply in the order of 11.12.4.6 —
① control ② text ③ type/job ④ other ⑤ power — and within a kind the card's own effects on itself first
(11.12.4.7), then by timestamp (11.12.4.8–10). Control changes are one-shot in this module, and no
shipped effect changes text, so ① and ② are empty.

Modifiers made by effects are ``Modifier(stat=..., delta=..., source="<card>#<timestamp>")``: ``power``
adds, ``power_set`` sets, ``keyword:<name>`` grants a keyword.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.messages import Text
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import targets
from judge_app.games.fftcg.board import Obj, State, damage_count, field, is_forward, on_field, timestamp
from judge_app.games.fftcg.model import Condition, GrantKeyword, ModifyStat, SetJob, SetPower


@dataclass(frozen=True)
class Applied:
    """One continuous effect applied to a card, for the trace."""

    layer: int
    own: bool  # the source card changing itself (11.12.4.7)
    ts: int
    source: str
    text: Text
    effect: Any


def _field_effects(state: State) -> list[tuple[Obj, Any, Any]]:
    out: list[tuple[Obj, Any, Any]] = []
    for src in field(state):
        for ab in src.abilities:
            if ab.kind == "field" and _condition_holds(state, src, ab.effects):
                out.extend((src, ab, eff) for eff in ab.effects)
    return out


def _condition_holds(state: State, src: Obj, effects: list[Any]) -> bool:
    """A field ability written "如果[条件],…" applies only while its condition holds (11.9.1)."""
    first = effects[0] if effects else None
    if not isinstance(first, Condition):
        return True
    return targets.condition_met(state, first.check, first.value, src, src.controller)


def _affects(state: State, src: Obj, selector: str, obj: Obj, job_of: Any) -> bool:
    if not on_field(obj):
        return False
    if selector == "self":
        return src is obj
    if selector == obj.id:
        return True
    mine = obj.controller == src.controller
    if selector == "all_forwards":
        return is_forward(obj)
    if selector == "all_own_forwards":
        return is_forward(obj) and mine
    if selector == "all_enemy_forwards":
        return is_forward(obj) and not mine
    if targets.is_all(selector):  # every card that fits, as long as it fits (11.12.4.5)
        return targets.matches(state, obj, targets.filters(selector), src.controller, src.id)
    if selector.startswith("job:"):
        return is_forward(obj) and mine and job_of(obj) == selector[4:]
    return False


def jobs(state: State, obj: Obj) -> str:
    """Layer ③: the job after type/job-changing effects."""
    job = obj.props.get("job", "")
    found = sorted(
        (
            (timestamp(state, s), s.id, e)
            for s, _, e in _field_effects(state)
            if isinstance(e, SetJob) and _affects(state, s, e.target, obj, lambda o: o.props.get("job", ""))
        ),
        key=lambda x: (x[0], x[1]),
    )
    for _, _, eff in found:
        job = eff.job
    return job


def _parse_source(source: str) -> tuple[str, int]:
    sid, _, ts = source.partition("#")
    return sid, int(ts) if ts.lstrip("-").isdigit() else 0


def keywords(state: State, obj: Obj) -> list[str]:
    """Layer ④: printed keywords, granted keywords, and Damage X keywords (15.2.6.2)."""
    out = list(obj.keywords)
    for s, _, e in _field_effects(state):
        if isinstance(e, GrantKeyword) and _affects(state, s, e.target, obj, lambda o: jobs(state, o)):
            out.append(e.keyword)
    out += [m.stat.split(":", 1)[1] for m in obj.modifiers if m.stat.startswith("keyword:")]
    threshold = obj.props.get("damage_x", "")
    if threshold.isdigit() and on_field(obj) and damage_count(state, obj.controller) >= int(threshold):
        out += [k.strip() for k in obj.props.get("damage_x_keywords", "").split(",") if k.strip()]
    return list(dict.fromkeys(out))


def has(state: State, obj: Obj, keyword: str) -> bool:
    return keyword in keywords(state, obj)


def power_effects(state: State, obj: Obj) -> list[Applied]:
    """Layer ⑤ effects on ``obj`` in the order they apply."""
    found: list[Applied] = []
    for s, ab, e in _field_effects(state):
        if (
            isinstance(e, ModifyStat | SetPower)
            and (not isinstance(e, ModifyStat) or e.stat == "power")
            and _affects(state, s, e.target, obj, lambda o: jobs(state, o))
        ):
            found.append(
                Applied(5, s is obj, timestamp(state, s), s.id,
                        M.FIELD_ABILITY_OF(card=s.label, ability=ab.text or ab.id), e)
            )
    for m in obj.modifiers:
        if m.stat in ("power", "power_set"):
            sid, ts = _parse_source(m.source)
            what = M.SET_TO(value=m.delta) if m.stat == "power_set" else M.SIGNED(delta=m.delta)
            found.append(Applied(5, sid == obj.id, ts, sid, M.EFFECT_OF(source=sid or M.AN_EFFECT(), what=what), m))
    return sorted(found, key=lambda a: (not a.own, a.ts, a.source))


def power(state: State, obj: Obj) -> int | None:
    """A forward's power; None for cards without power (5.2.6.1).

    "Becomes X" is an adjustment of X minus the printed power, not a reset of the current value
    (11.3.10, 11.5.7), so every layer-⑤ effect adds and the order only matters for the explanation.
    """
    if not is_forward(obj):
        return None
    printed = obj.stats.get("power", 0)
    return printed + sum(delta(obj, a.effect) for a in power_effects(state, obj))


def delta(obj: Obj, eff: Any) -> int:
    printed = obj.stats.get("power", 0)
    if isinstance(eff, SetPower):
        return eff.value - printed
    if isinstance(eff, ModifyStat):
        return eff.delta
    return eff.delta - printed if eff.stat == "power_set" else eff.delta
