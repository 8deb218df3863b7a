"""Targets an effect "chooses" (选择), with the restrictions printed on the card written in the scenario
format: ``chosen`` or ``chosen:<filter>:<filter>…`` — e.g. "选择1个对手控制的前锋" is
``chosen:forward:opponent``. A target must be on the field, of the kind every targeted effect needs, meet
every filter, and never be the ability's own source (11.3.3, 11.6.5, 11.7.5, 11.8.9)."""

from __future__ import annotations

import re
from typing import Any

from judge_app.engine.abilities import Damage, ModifyStat
from judge_app.engine.state import GameState
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, dull, is_backup, is_character, is_forward, on_field
from judge_app.games.fftcg.model import DamageByPower, Freeze, SetPower

State = GameState[Any]

CHOSEN = "chosen"
# filter token -> the words on the card
FILTERS = {
    "forward": "前锋",
    "backup": "后卫",
    "monster": "怪物",
    "character": "角色",
    "opponent": "对手控制的",
    "own": "你控制的",
    "other": "此卡以外的",
    "dull": "休止状态的",
    "active": "行动状态的",
}
COST = re.compile(r"^cost(<=|>=)(\d+)$")  # "消耗N以下/以上的"
KINDS = ("forward", "backup", "monster", "character")
# effects that only make sense on a forward (damage and power, 5.2.6.1; Freeze, 15.2.4.2)
FORWARD_ONLY = (Damage, ModifyStat, SetPower, DamageByPower, Freeze)
# the rule that an ability of this kind "chooses" under (and cannot choose itself)
TARGET_RULE = {"summon": R.SUMMON_TARGET_GONE, "action": R.ACTION_TARGET, "special": R.SPECIAL_TARGET,
               "auto": R.AUTO_TARGET, "ex_burst": R.AUTO_TARGET}


def is_chosen(selector: Any) -> bool:
    return isinstance(selector, str) and (selector == CHOSEN or selector.startswith(CHOSEN + ":"))


def filters(selector: str) -> list[str]:
    return [f for f in selector.split(":")[1:] if f]


def unsupported(selector: str) -> list[str]:
    """The filters of a ``chosen:…`` selector the engine cannot check (named by ``judge validate``)."""
    return [f for f in filters(selector) if f not in FILTERS and not COST.match(f)]


def chosen_effects(effs: list[Any]) -> list[Any]:
    return [e for e in effs if is_chosen(getattr(e, "target", None))]


def targeted(effs: list[Any]) -> bool:
    return bool(chosen_effects(effs))


def _words(f: str) -> str:
    m = COST.match(f)
    if m:
        return f"消耗{m.group(2)}{'以下' if m.group(1) == '<=' else '以上'}的"
    return FILTERS.get(f, f)


def describe(effs: list[Any]) -> str:
    """The restriction in the card's words: "对手控制的前锋"."""
    toks: list[str] = []
    for e in chosen_effects(effs):
        toks += [f for f in filters(e.target) if f not in toks]
    if any(isinstance(e, FORWARD_ONLY) for e in chosen_effects(effs)) and not any(k in toks for k in KINDS):
        toks.append("forward")
    kinds = [t for t in toks if t in KINDS] or ["character"]
    rest = [t for t in toks if t not in KINDS]
    order = sorted(rest, key=lambda t: ("opponent", "own", "other", "active", "dull").index(t) if t in FILTERS else 9)
    return "".join(_words(t) for t in order) + "/".join(FILTERS[k] for k in kinds)


def why_not(st: State, obj: Obj, effs: list[Any], controller: str, source: str | None) -> str | None:
    """Why ``obj`` may not be chosen by these effects (None: it may)."""
    if not on_field(obj):
        return f"{obj.label} 不在战场上"
    if source is not None and obj.id == source:
        return f"{obj.label} 是技能的产生源,无法选择自己作为目标"
    for e in chosen_effects(effs):
        if isinstance(e, FORWARD_ONLY) and not is_forward(obj):
            return f"{obj.label} 不是前锋"
        if not is_character(obj):
            return f"{obj.label} 不是角色"
        for f in filters(e.target):
            bad = _fails(st, obj, f, controller, source)
            if bad:
                return f"{obj.label} {bad}"
    return None


def _fails(st: State, obj: Obj, f: str, controller: str, source: str | None) -> str | None:
    m = COST.match(f)
    if m:
        n, cost = int(m.group(2)), obj.cost or 0
        ok = cost <= n if m.group(1) == "<=" else cost >= n
        return None if ok else f"的消耗为 {cost},不是{_words(f)}"
    checks = {
        "forward": (is_forward(obj), "不是前锋"),
        "backup": (is_backup(obj), "不是后卫"),
        "monster": ("monster" in obj.types, "不是怪物"),
        "character": (is_character(obj), "不是角色"),
        "opponent": (obj.controller != controller, "由技能的控制者自己控制,不是对手控制的"),
        "own": (obj.controller == controller, "由对手控制,不是你控制的"),
        "other": (obj.id != source, "就是此卡"),
        "dull": (dull(obj), "不处于休止状态"),
        "active": (not dull(obj), "不处于行动状态"),
    }
    ok, text = checks.get(f, (True, ""))
    return None if ok else text


def legal_for(st: State, obj: Obj, effs: list[Any], controller: str, source: str | None = None) -> bool:
    return why_not(st, obj, effs, controller, source) is None


def candidates(st: State, effs: list[Any], controller: str, source: str | None = None) -> list[Obj]:
    """Every card these effects could choose now, the opponent's first for effects that harm (so a default
    never picks the controller's own card before the opponent's), the controller's first otherwise."""
    found = [o for p in st.players for o in st.in_zone(f"{p.id}.field") if legal_for(st, o, effs, controller, source)]
    harmful = any(getattr(e, "type", "") in HARMFUL for e in chosen_effects(effs))
    return sorted(found, key=lambda o: (o.controller == controller) == harmful)


HARMFUL = ("damage", "destroy", "dull", "freeze", "put_into_break", "damage_by_power", "move_to")
