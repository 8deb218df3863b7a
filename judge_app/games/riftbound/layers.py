"""Effect layers (446–453): a unit's current might, keywords and tags from its printed values and the
continuous effects in ``memory.effects``.

Layer order (450): traits (set might, tags) → abilities (keywords) → arithmetic (increases before
decreases). Inside a layer effects apply by timestamp (453) unless one depends on another (451–452): an
effect aimed at ``tag:X`` depends on an effect that grants tag X, because applying that one changes how
many objects it affects (451.1.b), so it applies right after it (452.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import effects as continuous_effects
from judge_app.games.riftbound.memory import LayerEffect

Obj = GameObject[Any]
State = GameState[Any]


@dataclass
class Chars:
    might: int
    keywords: list[str]
    tags: list[str]
    notes: list[tuple[Text, list[str]]] = field(default_factory=list)


def _applies(e: LayerEffect, obj: Obj, tags: list[str]) -> bool:
    if e.target.startswith("tag:"):
        return "unit" in obj.types and e.target[4:] in tags
    return e.target == obj.id


def _depends_on(e: LayerEffect, other: LayerEffect) -> bool:
    return e.target.startswith("tag:") and other.kind == "tag" and other.value == e.target[4:] and other is not e


def _dependency_order(layer: list[LayerEffect]) -> tuple[list[LayerEffect], bool]:
    """Timestamp order, except an effect waits for the effects it depends on (452.1). Bounded: each
    round places one effect; a dependency loop falls back to timestamp order."""
    waiting = sorted(layer, key=lambda e: e.timestamp)
    placed: list[LayerEffect] = []
    while waiting:
        ready = next((e for e in waiting if not any(_depends_on(e, o) for o in waiting)), waiting[0])
        placed.append(ready)
        waiting.remove(ready)
    return placed, [e.id for e in placed] != [e.id for e in sorted(layer, key=lambda e: e.timestamp)]


def characteristics(state: State, obj: Obj) -> Chars:
    effects = continuous_effects(state)
    c = Chars(might=obj.stats.get("might", 0), keywords=list(obj.keywords),
              tags=[obj.props["tag"]] if "tag" in obj.props else [])
    traits, _ = _dependency_order([e for e in effects if e.kind in ("tag", "set_might")])
    applied: list[LayerEffect] = []
    for e in traits:
        if not _applies(e, obj, c.tags):
            continue
        if any(_depends_on(e, o) and o.timestamp > e.timestamp for o in applied):
            c.notes.append((M.DEPENDENCY(effect=e.id), [R.DEPENDENCY, R.DEPENDENCY_COUNT, R.DEPENDENCY_APPLY]))
        elif applied:
            c.notes.append((M.TIMESTAMP_AFTER(effect=e.id), [R.TIMESTAMPS, R.TIMESTAMP_ORDER]))
        applied.append(e)
        if e.kind == "tag" and str(e.value) not in c.tags:
            c.tags.append(str(e.value))
            c.notes.append((M.LAYER1_TAG(effect=e.id, tag=e.value), [R.LAYER_TRAITS, R.LAYER_TRAIT_WORDS]))
        elif e.kind == "set_might":
            c.might = int(e.value)
            c.notes.append((M.LAYER1_MIGHT(effect=e.id, value=e.value), [R.LAYER_TRAITS, R.LAYER_SET_MIGHT]))
    for e in sorted((e for e in effects if e.kind == "keyword"), key=lambda e: e.timestamp):
        if _applies(e, obj, c.tags) and str(e.value) not in c.keywords:
            c.keywords.append(str(e.value))
            c.notes.append((M.LAYER2_KEYWORD(effect=e.id, keyword=e.value), [R.LAYER_ABILITIES, R.LAYER_ABILITY_WORDS]))
    arithmetic = sorted((e for e in effects if e.kind == "might" and _applies(e, obj, c.tags)),
                        key=lambda e: e.timestamp)
    deltas = [(e, e.snapshot if e.snapshot is not None else int(e.value)) for e in arithmetic]
    for e, d in [x for x in deltas if x[1] > 0] + [x for x in deltas if x[1] <= 0]:
        before = c.might
        c.might += d
        cites = [R.LAYER_ARITHMETIC, R.INCREASES_FIRST if d > 0 else R.DECREASES_LAST]
        how = (M.INCREASE_FIRST if d > 0 else M.DECREASE_LAST)()
        if e.snapshot is not None:
            cites.append(R.SNAPSHOT)
            how = M.SNAPSHOT_HOW(how=how, delta=d)
        c.notes.append((M.LAYER3(effect=e.id, before=before, after=c.might, how=how), cites))
    for m in obj.modifiers:
        if m.stat == "might":
            c.might += m.delta
            c.notes.append((M.LAYER3_MODIFIER(source=m.source or M.A_MODIFIER(), delta=m.delta), [R.LAYER_ARITHMETIC]))
    if c.notes:
        c.notes.insert(0, (M.LAYERS_IN_ORDER(), [R.LAYERS, R.LAYERS_IN_ORDER, R.LAYER_ORDER]))
    return c


def might(state: State, obj: Obj) -> int:
    return characteristics(state, obj).might


def keywords(state: State, obj: Obj) -> list[str]:
    return characteristics(state, obj).keywords


def snapshot_delta(state: State, obj: Obj, delta: int, floor: int) -> int:
    """The remembered change of a floored decrease like “[M]-4,不得低于1[M]” (450.3.b)."""
    current = might(state, obj)
    return max(delta, min(0, floor - current))
