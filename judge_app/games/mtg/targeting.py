"""Targets (409.1c, 410.4, 413.2a, 415.2) and what may be targeted, protection included (502.7b)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    colors_of,
    in_play,
    is_creature,
    kw_text,
    name_of,
    pname,
    protected_from,
    protections_against,
    stack,
)
from judge_app.games.mtg.model import ATTACKING, AbilityItem, SpellItem, Targets

State = GameState[Any]


def spec_of(effects: list[Any]) -> Any | None:
    return next((e for e in effects if e.type == "targets"), None)


def ability_effects(source: Obj, ability: str, mode: int | None = None, spell: bool = False) -> list[Any]:
    """The effects of a spell (all its ``spell`` abilities) or of one ability, with the chosen mode's."""
    abilities = [a for a in source.abilities if (a.kind == "spell" if spell else a.id == ability)]
    out: list[Any] = []
    for ab in abilities:
        out += list(ab.effects)
        if ab.modes and mode is not None and mode < len(ab.modes):
            out += list(ab.modes[mode])
    return out


def legal_target(state: State, spec: Any, x: str, source: Obj, controller: str) -> bool:
    players = {p.id for p in state.players}
    if x in players:
        return spec.what in ("player", "creature_or_player")
    obj = state.find(x)
    if obj is None:
        return False
    if spec.what in ("spell", "stack_item"):
        return any(isinstance(e, SpellItem) and e.source == x for e in stack(state)) and obj.zone == "stack"
    if not in_play(obj):
        return False
    src_colors = colors_of(state, source)
    if protected_from(state, obj, src_colors, list(source.types)):
        return False
    ch = characteristics(state, obj)
    match spec.what:
        case "creature" | "creature_or_player":
            return is_creature(state, obj)
        case "attacking_creature":
            return is_creature(state, obj) and ATTACKING in obj.status
        case "opponent_creature":
            return is_creature(state, obj) and obj.controller != controller
        case "permanent":
            return True
        case _:
            return spec.what in ch.types
    return False




def why_not_target(state: State, spec: Any, x: str, source: Obj, controller: str,
                   declaring: bool = False) -> tuple[Text, list[str]]:
    """Why ``x`` is not a legal target for ``source`` now, in words, with the rule that decides it.
    ``declaring``: the target is being chosen (409.1c), so a card out of play never was in play — said as
    where it is, not as "no longer in play" (413.2a, which is for the recheck on resolution)."""
    want = M.WHAT_WORDS[spec.what]() if spec.what in M.WHAT_WORDS else spec.what
    if x in {p.id for p in state.players}:
        return M.IS_PLAYER(who=pname(state, x), want=want), [R.CAST_TARGETS]
    obj = state.find(x)
    if obj is None:
        return M.DOES_NOT_EXIST(id=x), [R.CAST_TARGETS]
    if spec.what in ("spell", "stack_item"):
        return M.NOT_SPELL_ON_STACK(card=obj.label), [R.CAST_TARGETS]
    if not in_play(obj):
        if declaring:
            zone = obj.zone.rpartition(".")[2]
            where = M.ZONE_NAMES[zone]() if zone in M.ZONE_NAMES and zone != "play" else obj.zone
            return M.NOT_IN_PLAY_WANT(card=obj.label, zone=where, want=want), [R.CAST_TARGETS]
        return M.NO_LONGER_IN_PLAY(card=obj.label), [R.TARGETS_ON_RESOLUTION]
    quals = protections_against(state, obj, colors_of(state, source), list(source.types))
    if quals:
        prot = [kw_text(f"protection:{q}") for q in quals]
        return M.PROTECTED_TARGET(card=obj.label, protections=prot, source=source.label), [R.PROTECTION]
    return M.NOT_WANTED(card=obj.label, want=want), [R.CAST_TARGETS]


def candidates(state: State, spec: Any, source: Obj, controller: str) -> list[str]:
    pool = [p.id for p in state.players] + [o.id for o in state.objects]
    return [x for x in pool if x != source.id or spec.what not in ("spell",)
            if legal_target(state, spec, x, source, controller)]


def target_problems(state: State, effects: list[Any], targets: list[str], source: Obj,
                    controller: str) -> list[tuple[Text, tuple[str, ...]]]:
    """Every reason these declared targets are not allowed (409.1c–d), each with its rules; empty if none."""
    spec = spec_of(effects)
    if spec is None:
        return [(M.NO_TARGETS_DECLARED(), (R.CAST_TARGETS,))] if targets else []
    out: list[tuple[Text, tuple[str, ...]]] = []
    twice = list(dict.fromkeys(x for x in targets if targets.count(x) > 1))
    if twice:
        out.append((M.TARGET_TWICE(targets=[_state_label(state, x) for x in twice]),
                    (R.CAST_HOW,)))
    if not targets or len(targets) > spec.count or (len(targets) < spec.count and not spec.up_to):
        out.append((M.TARGET_COUNT(need=spec.count, given=len(targets)), (R.CAST_TARGETS,)))
    players = {p.id for p in state.players}
    for x in dict.fromkeys(targets):
        if state.find(x) is None and x not in players:
            # every id was checked at load: one gone since is a token that ceased to exist (216.3, 420.5f)
            out.append((M.TARGET_GONE(target=x), (R.TOKEN_LEAVES, R.SBE_TOKEN)))
        elif not legal_target(state, spec, x, source, controller):
            why, cites = why_not_target(state, spec, x, source, controller, declaring=True)
            out.append((M.NOT_LEGAL_TARGET(why=why), tuple(cites)))
    return out


def check_declared(state: State, effects: list[Any], targets: list[str], source: Obj,
                   controller: str) -> Text | None:
    """Why these declared targets are not allowed (409.1c–d), or None: the first reason."""
    problems = target_problems(state, effects, targets, source, controller)
    return problems[0][0] if problems else None


def _state_label(state: State, x: str) -> str:
    return name_of(state, x)


def still_legal(t: Table, effects: list[Any], targets: list[str], source: Obj, controller: str) -> list[str]:
    spec = spec_of(effects)
    if spec is None:
        return []
    return [x for x in targets if legal_target(t.state, spec, x, source, controller)]


def trigger_effects(src: Obj, ability: str) -> list[Any]:
    """The effects a waiting triggered ability chooses targets for (provoke's from its keyword, 502.29a)."""
    if ability == "kw:provoke":
        return [Targets(what="opponent_creature")]
    return ability_effects(src, ability)


def _label(t: Table, x: str) -> str:
    return name_of(t.state, x)


def retarget(t: Table, entry: SpellItem | AbilityItem, new: list[str]) -> None:
    """415.2: only to another legal target; otherwise the target does not change."""
    src = t.state.obj(entry.source)
    effects = ability_effects(src, entry.ability, entry.mode, spell=isinstance(entry, SpellItem))
    why = check_declared(t.state, effects, new, src, entry.controller)
    if why is not None:
        t.step("resolution", M.RETARGET_ILLEGAL(why=why, source=src.label), [R.CHANGE_TARGETS])
        return
    S.replace(t, entry.model_copy(update={"targets": list(new)}))
    t.step("resolution", M.RETARGETED(source=src.label, targets=[_label(t, x) for x in new]), [R.CHANGE_TARGETS])
