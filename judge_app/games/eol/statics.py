"""What applies continuously: static passives (被动技 without a trigger, 4.2.7: they work while the skill works —
a hero's always, a minion's while it is awake or when it says 「沉睡时也生效」, 4.2.1) and the effects that last
after they resolved (``EolMemory.lasting``). Pure queries on a state; the procedure that asks writes the step
citing :attr:`Applied.cites`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import GrantKeyword, ModifyStat
from judge_app.games.eol import filters as F
from judge_app.games.eol import rules as R
from judge_app.games.eol.abilities import (
    CantAttack,
    DrawPhaseCount,
    EnergyCap,
    If,
    InsteadOfDestroy,
    KeepDisplayOnSkip,
    PreventLifeLoss,
)
from judge_app.games.eol.board import Obj, State, awake, hero, is_minion, memory, minions, on_board
from judge_app.games.eol.memory import Lasting


@dataclass(frozen=True)
class Applied:
    """One continuous effect applying now: where it comes from (``ability`` None for a lasting effect), the effect,
    the objects it applies to (target effects) or the player (player effects), and the rules that make it apply."""

    source: Obj | None
    label: str
    effect: Any
    targets: tuple[Obj, ...] = ()
    player: str | None = None
    ability: Any = None
    cites: tuple[str, ...] = ()


def works(obj: Obj, ability: Any) -> bool:
    """Whether a passive on ``obj`` works now: on the board, and for a minion awake or 「沉睡时也生效」 (4.2.1)."""
    if not on_board(obj):
        return False
    return not is_minion(obj) or awake(obj) or bool(getattr(ability, "works_while_sleeping", False))


def static_abilities(state: State) -> Iterator[tuple[Obj, Any]]:
    for obj in state.objects:
        for ab in obj.abilities:
            if ab.kind == "passive" and ab.trigger is None:
                yield obj, ab


def _flatten(state: State, source: Obj, effects: list[Any]) -> Iterator[Any]:
    """The effects of a static passive that apply now: an ``if`` is judged continuously (its check's rules are
    the static's too, through ``cites_of``)."""
    for eff in effects:
        if isinstance(eff, If):
            fit = F.check(state, eff.check, F.Seen(source))
            yield from _flatten(state, source, eff.then if fit.ok else eff.else_)
        else:
            yield eff


def _player(state: State, selector: str, source_controller: str) -> str | None:
    if selector == "controller":
        return source_controller
    if selector == "opponent":
        return state.opponent(source_controller)
    return selector if selector in {p.id for p in state.players} else None


def select(state: State, selector: str, source: Obj) -> list[Obj]:
    """The objects a static effect's selector names now (a static names no chosen target)."""
    me = source.controller
    if selector == "self":
        return [source]
    if selector.startswith("each:"):
        return F.each(state, source, selector)
    groups = {"all_own_minions": lambda: minions(state, me),
              "all_enemy_minions": lambda: minions(state, state.opponent(me)),
              "all_minions": lambda: minions(state, state.opponent(state.active_player))
              + minions(state, state.active_player),
              "own_hero": lambda: [h] if (h := hero(state, me)) else [],
              "enemy_hero": lambda: [h] if (h := hero(state, state.opponent(me))) else []}
    if selector in groups:
        return groups[selector]()
    found = state.find(selector)
    return [found] if found else []


def applied(state: State) -> list[Applied]:
    """Every continuous effect that applies now, static passives first, then lasting effects in the order they
    began."""
    out: list[Applied] = []
    for obj, ab in static_abilities(state):
        if not works(obj, ab):
            continue
        for eff in _flatten(state, obj, list(ab.effects)):
            target = getattr(eff, "target", None)
            player = getattr(eff, "player", None)
            out.append(Applied(obj, ab.text or ab.id, eff,
                               tuple(select(state, target, obj)) if target else (),
                               _player(state, player, obj.controller) if player else None, ab,
                               (R.PASSIVE_SKILL,) + ((R.SLEEPING,) if is_minion(obj) and not awake(obj) else ())))
    for entry in memory(state).lasting:
        out.append(_lasting(state, entry))
    return out


_LASTING = {"grant_keyword": lambda e: GrantKeyword(target="self", keyword=e.keyword, until=e.until),
            "cant_attack": lambda e: CantAttack(target="self", what=e.what, until=e.until),
            "prevent_life_loss": lambda e: PreventLifeLoss(until=e.until),
            "energy_cap": lambda e: EnergyCap(delta=e.delta, until=e.until),
            "draw_phase_count": lambda e: DrawPhaseCount(count=e.delta),
            "keep_display_on_skip": lambda e: KeepDisplayOnSkip()}


def _lasting(state: State, entry: Lasting) -> Applied:
    source = state.find(entry.source)
    objs = tuple(o for i in entry.targets if (o := state.find(i)) is not None)
    return Applied(source, source.label if source else entry.source, _LASTING[entry.effect](entry), objs,
                   entry.player or None, None, ())


def of_type(state: State, kind: type[Any]) -> list[Applied]:
    return [a for a in applied(state) if isinstance(a.effect, kind)]


# --- the questions the procedures ask ------------------------------------------------------------------------------
def static_attack(state: State, obj: Obj) -> list[tuple[int, Applied]]:
    """Attack changes static passives give ``obj`` now (lasting ones are modifiers on the card already)."""
    return [(a.effect.delta, a) for a in of_type(state, ModifyStat)
            if a.effect.stat == "attack" and any(o is obj for o in a.targets)]


def keyword_grants(state: State, obj: Obj, keyword: str) -> list[Applied]:
    return [a for a in of_type(state, GrantKeyword) if a.effect.keyword == keyword and any(o is obj for o in a.targets)]


def has_keyword(state: State, obj: Obj, keyword: str) -> bool:
    return keyword in obj.keywords or bool(keyword_grants(state, obj, keyword))


def attack_bans(state: State, obj: Obj) -> list[Applied]:
    return [a for a in of_type(state, CantAttack) if any(o is obj for o in a.targets)]


def life_loss_prevented(state: State, pid: str) -> Applied | None:
    return next((a for a in of_type(state, PreventLifeLoss) if a.player == pid), None)


def energy_cap_changes(state: State, pid: str) -> list[Applied]:
    return [a for a in of_type(state, EnergyCap) if a.player == pid]


def draw_phase_count(state: State, pid: str) -> Applied | None:
    return next((a for a in of_type(state, DrawPhaseCount) if a.player == pid), None)


def keeps_display(state: State, pid: str) -> Applied | None:
    return next((a for a in of_type(state, KeepDisplayOnSkip) if a.player == pid), None)


def destruction_replacements(state: State, obj: Obj, cause: str) -> list[Applied]:
    """``instead_of_destroy`` statics that replace ``obj``'s destruction by ``cause`` (item / skill / combat)."""
    return [a for a in of_type(state, InsteadOfDestroy)
            if any(o is obj for o in a.targets) and a.effect.by in (cause, "any")]
