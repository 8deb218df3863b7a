"""Targets an effect "chooses" (选择), with the restrictions printed on the card written in the scenario
format: ``chosen`` or ``chosen:<filter>:<filter>…`` — e.g. "选择1个对手控制的前锋" is
``chosen:forward:opponent``. A target must be on the field, of the kind every targeted effect needs, meet
every filter, and never be the ability's own source (11.3.3, 11.6.5, 11.7.5, 11.8.9)."""

from __future__ import annotations

import re
from typing import Any

from judge_app.engine.abilities import Damage, ModifyStat
from judge_app.engine.messages import Message, Text
from judge_app.engine.state import GameState
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import (
    Obj,
    damage_count,
    dull,
    element,
    field,
    hand,
    is_backup,
    is_character,
    is_forward,
    memory,
    on_field,
)
from judge_app.games.fftcg.model import DamageByPower, Freeze, SetPower

State = GameState[Any]

CHOSEN, ALL, CONTROLS = "chosen", "all", "controls"
# filter token -> the words on the card
FILTERS = M.FILTER_WORDS
COST = re.compile(r"^cost(<=|>=)(\d+)$")  # "消耗N以下/以上的"
ELEMENT = re.compile(r"^element=(.+)$")  # "<属性>属性的"
NAME_PREFIX = "name="  # "【卡名(<卡名>)】"
ORDER = ("opponent", "own", "other", "active", "dull", "attacking")
KINDS = ("forward", "backup", "monster", "character")
# effects that only make sense on a forward (damage and power, 5.2.6.1; Freeze, 15.2.4.2)
FORWARD_ONLY = (Damage, ModifyStat, SetPower, DamageByPower, Freeze)
# the rule that an ability of this kind "chooses" under (and cannot choose itself)
TARGET_RULE = {"summon": R.SUMMON_TARGET_GONE, "action": R.ACTION_TARGET, "special": R.SPECIAL_TARGET,
               "auto": R.AUTO_TARGET, "ex_burst": R.AUTO_TARGET}


def is_chosen(selector: Any) -> bool:
    return isinstance(selector, str) and (selector == CHOSEN or selector.startswith(CHOSEN + ":"))


def is_all(selector: Any) -> bool:
    """``all:<filter>…``: no choice, every card on the field that meets every filter (11.12.4.2, 11.12.4.5)."""
    return isinstance(selector, str) and selector.startswith(ALL + ":")


def filters(selector: str) -> list[str]:
    return [f for f in selector.split(":")[1:] if f]


def unsupported(selector: str) -> list[str]:
    """The filters of a ``chosen:…`` selector the engine cannot check (named by ``judge validate``)."""
    return [f for f in filters(selector)
            if f not in FILTERS and not COST.match(f) and not ELEMENT.match(f) and not f.startswith(NAME_PREFIX)]


def chosen_effects(effs: list[Any]) -> list[Any]:
    return [e for e in effs if is_chosen(getattr(e, "target", None))]


def targeted(effs: list[Any]) -> bool:
    return bool(chosen_effects(effs))


def _words(f: str) -> Text | str:
    m = COST.match(f)
    if m:
        return (M.COST_AT_MOST if m.group(1) == "<=" else M.COST_AT_LEAST)(n=m.group(2))
    e = ELEMENT.match(f)
    if e:
        return M.OF_ELEMENT(element=e.group(1))
    if f.startswith(NAME_PREFIX):
        return M.NAMED(name=f[len(NAME_PREFIX):])
    return FILTERS[f]() if f in FILTERS else f


def describe(effs: list[Any]) -> Text:
    """The restriction in the card's words: "对手控制的前锋"."""
    toks: list[str] = []
    for e in chosen_effects(effs):
        toks += [f for f in filters(e.target) if f not in toks]
    if any(isinstance(e, FORWARD_ONLY) for e in chosen_effects(effs)) and not any(k in toks for k in KINDS):
        toks.append("forward")
    kinds = [t for t in toks if t in KINDS] or ["character"]
    rest = [t for t in toks if t not in KINDS]
    order = sorted(rest, key=lambda t: ORDER.index(t) if t in ORDER else 9)
    kind_words: Text = FILTERS[kinds[0]]()
    for k in kinds[1:]:
        kind_words = M.SLASH(a=kind_words, b=FILTERS[k]())
    if not order:
        return kind_words
    words = _words(order[0])
    for t in order[1:]:
        words = M.JOINED(a=words, b=_words(t))
    return M.TARGET_OF_KIND(filters=words, kinds=kind_words)


def why_not(st: State, obj: Obj, effs: list[Any], controller: str, source: str | None) -> Text | None:
    """Why ``obj`` may not be chosen by these effects (None: it may)."""
    if not on_field(obj):
        return M.NOT_ON_FIELD_NOW(card=obj.label)
    if source is not None and obj.id == source:
        return M.IS_THE_SOURCE(card=obj.label)
    for e in chosen_effects(effs):
        if isinstance(e, FORWARD_ONLY) and not is_forward(obj):
            return M.NOT_FORWARD(card=obj.label)
        if not is_character(obj):
            return M.NOT_CHARACTER(card=obj.label)
        for f in filters(e.target):
            bad = _fails(st, obj, f, controller, source)
            if bad:
                return bad
    return None


def why_illegal(st: State, oid: str, effs: list[Any], controller: str, source: str | None) -> Text | None:
    """Why the card ``oid`` may not be chosen (it may not exist), or None: it may."""
    o = st.find(oid)
    return M.NOT_THERE(id=oid) if o is None else why_not(st, o, effs, controller, source)


def _fails(st: State, obj: Obj, f: str, controller: str, source: str | None) -> Text | None:
    m = COST.match(f)
    if m:
        n, cost = int(m.group(2)), obj.cost or 0
        ok = cost <= n if m.group(1) == "<=" else cost >= n
        return None if ok else M.WRONG_COST(card=obj.label, cost=cost, wanted=_words(f))
    e = ELEMENT.match(f)
    if e:
        return None if e.group(1) in element(obj) else M.WRONG_ELEMENT(card=obj.label, element=e.group(1))
    if f.startswith(NAME_PREFIX):
        wanted = f[len(NAME_PREFIX):]
        return None if obj.name == wanted else M.WRONG_NAME(card=obj.label, name=wanted)
    attack = memory(st).attack
    checks: dict[str, tuple[bool, Message]] = {
        "forward": (is_forward(obj), M.NOT_FORWARD),
        "backup": (is_backup(obj), M.NOT_BACKUP),
        "monster": ("monster" in obj.types, M.NOT_MONSTER),
        "character": (is_character(obj), M.NOT_CHARACTER),
        "opponent": (obj.controller != controller, M.NOT_OPPONENTS),
        "own": (obj.controller == controller, M.NOT_YOURS),
        "other": (obj.id != source, M.IS_THIS_CARD),
        "dull": (dull(obj), M.NOT_DULL),
        "active": (not dull(obj), M.NOT_ACTIVE),
        "attacking": (attack is not None and obj.id in attack.attackers, M.NOT_ATTACKING),
    }
    if f not in checks or checks[f][0]:
        return None
    return checks[f][1](card=obj.label)


def matches(st: State, obj: Obj, wanted: list[str], controller: str, source: str | None) -> bool:
    """Whether ``obj`` meets every filter of an ``all:`` selector (no choice: not a target, 11.8.9 does not apply)."""
    return all(_fails(st, obj, f, controller, source) is None for f in wanted)


def legal_for(st: State, obj: Obj, effs: list[Any], controller: str, source: str | None = None) -> bool:
    return why_not(st, obj, effs, controller, source) is None


def candidates(st: State, effs: list[Any], controller: str, source: str | None = None) -> list[Obj]:
    """Every card these effects could choose now, the opponent's first for effects that harm (so a default
    never picks the controller's own card before the opponent's), the controller's first otherwise."""
    found = [o for p in st.players for o in st.in_zone(f"{p.id}.field") if legal_for(st, o, effs, controller, source)]
    harmful = any(getattr(e, "type", "") in HARMFUL for e in chosen_effects(effs))
    return sorted(found, key=lambda o: (o.controller == controller) == harmful)


HARMFUL = ("damage", "destroy", "dull", "freeze", "put_into_break", "damage_by_power", "move_to")


def condition_met(state: GameState[Any], check: str, value: int, source: Obj, controller: str) -> bool:
    """A condition of the card's text (model.CONDITIONS) on the board as it is now (11.8.13, 11.11.3, 11.9.1)."""
    if check == "own_damage_at_least":
        return damage_count(state, controller) >= value
    if check == "opponent_damage_at_least":
        return damage_count(state, state.opponent(controller)) >= value
    if check == "own_forwards_at_least":
        return len([o for o in field(state, controller) if is_forward(o)]) >= value
    if check == "own_hand_at_least":
        return len(hand(state, controller)) >= value
    if check == "source_on_field":
        return on_field(source)
    if check.startswith(CONTROLS + ":"):  # “如果你控制[N个或更多的]…” / “如果你控制【卡名(…)】”
        wanted = filters(check)
        return len([o for o in field(state, controller) if matches(state, o, wanted, controller, None)]) >= value
    return False
