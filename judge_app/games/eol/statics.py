"""What holds on the board now: filter and check words, static passives and lasting effects.

Filter words (``chosen:opponent:attack<=3``, ``each:own:other``, a trigger's ``filter``, a card filter such as
``minion`` or ``element=火``) and check words (an ``if`` effect's ``check``): what each means on a state, judged
without writing anything, with the rule that defines what it looks at. The caller writes the step.

What applies continuously: static passives (被动技 without a trigger, 4.2.7: they work while the skill works —
a hero's always, a minion's while it is awake or when it says 「沉睡时也生效」, 4.2.1) and the effects that last
after they resolved (``EolMemory.lasting``). Pure queries on a state; the procedure that asks writes the step
citing :attr:`Applied.cites`.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import GrantKeyword, ModifyStat
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
from judge_app.games.eol.board import Obj, State, awake, element, hero, is_hero, is_minion, memory, minions, on_board
from judge_app.games.eol.memory import Lasting
from judge_app.games.eol.model import ADVANTAGE


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
            fit = check(state, eff.check, Seen(source))
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
        return each(state, source, selector)
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


# --- filter and check words ------------------------------------------------------------------------------------
OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, ">": operator.gt, "<": operator.lt}
_COMPARE = re.compile(r"^(?P<what>.*?)(?P<op>>=|<=|==|>|<)(?P<n>-?\d+)$")
# the selection words of a chosen selector: how many, not which
COUNT_WORDS = ("count=", "upto=")


@dataclass(frozen=True)
class Fit:
    """One filter or check word judged: whether it holds, what it found (``detail``, numbers and words as data)
    and the rules that define what it looks at."""

    ok: bool
    word: str
    detail: str
    cites: tuple[str, ...]


def words(selector: str) -> list[str]:
    """The filter words of a selector (``chosen:opponent:upto=2`` → ``['opponent', 'upto=2']``)."""
    return [w for w in selector.split(":")[1:] if w]


def selection(selector: str) -> tuple[int, bool]:
    """(how many targets, exactly that many?) a chosen selector asks for: 1 exactly unless count=N / upto=N."""
    for w in words(selector):
        if w.startswith("count="):
            return int(w[6:]), True
        if w.startswith("upto="):
            return int(w[5:]), False
    return 1, True


def current_attack(state: State, obj: Obj) -> int:
    """Printed attack plus buffs minus debuffs, static ones included, without an advantage coefficient (2.2.2.3)."""
    return obj.stats.get("attack", 0) + obj.modified("attack") + sum(d for d, _ in static_attack(state, obj))


def fits(state: State, source: Obj, obj: Obj, word: str) -> Fit:
    """Whether ``obj`` fits one filter word, seen from ``source`` (own / opponent / other are relative to it)."""
    key, _, value = word.partition("=")
    m = _COMPARE.match(word)
    if m and m["what"] in ("attack", "cost"):
        value_now = current_attack(state, obj) if m["what"] == "attack" else (obj.cost or 0)
        rule = R.FINAL_ATTACK if m["what"] == "attack" else R.MINION_COST
        return Fit(OPS[m["op"]](value_now, int(m["n"])), word, f"{value_now} {m['op']} {m['n']}", (rule,))
    plain: dict[str, tuple[bool, tuple[str, ...]]] = {
        "own": (obj.controller == source.controller, (R.OWNERSHIP_CHANGE,)),
        "opponent": (obj.controller != source.controller, (R.OWNERSHIP_CHANGE,)),
        "other": (obj is not source, ()),
        "awake": (awake(obj), (R.AWAKE,)),
        "sleeping": (is_minion(obj) and not awake(obj), (R.SLEEPING,)),
        "minion": (is_minion(obj), (R.MINION_ATTACK,)),
        "item": ("item" in obj.types, (R.ITEM_SKILLS,)),
        "self": (obj is source, ()),
    }
    if word in plain:
        held, rules = plain[word]
        return Fit(held, word, "", rules)
    props = {"element": (element(obj), (R.HERO_ELEMENT if is_hero(obj) else R.MINION_ELEMENT,)),
             "race": (obj.props.get("race", ""), (R.MINION_RACE,)),
             "faction": (obj.props.get("faction", ""), (R.MINION_FACTION,))}
    if key in props:
        printed, printed_rules = props[key]
        return Fit(printed == value, word, printed or "-", printed_rules)
    if key == "keyword":
        return Fit(has_keyword(state, obj, value), word, "", _KEYWORD_RULES.get(value, ()))
    raise ValueError(f"unknown filter word {word!r}")


_KEYWORD_RULES = {"护盾": (R.SHIELD,), "再动": (R.REATTACK,), "再生": (R.REGENERATE,)}


def fits_all(state: State, source: Obj, obj: Obj, filter_words: list[str]) -> list[Fit]:
    return [fits(state, source, obj, w) for w in filter_words if not w.startswith(COUNT_WORDS)]


def each(state: State, source: Obj, selector: str) -> list[Obj]:
    """The minions on the board an ``each:<filters>`` selector names, defender's row first as 2.3.4 orders them."""
    found = minions(state, state.opponent(state.active_player)) + minions(state, state.active_player)
    return [o for o in found if all(f.ok for f in fits_all(state, source, o, words(selector)))]


# --- check words (``if``) ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seen:
    """What a check may look at besides the state: the card, the combat it happens in, the event's subject, the
    ability's chosen target, whether the previous effect happened."""

    source: Obj
    attacker: Obj | None = None
    defender: Obj | None = None
    subject: Obj | None = None
    target: Obj | None = None
    previous_done: bool | None = None


def check(state: State, word: str, seen: Seen) -> Fit:
    """Judge one check word (see the corpus proposal ``check words``)."""
    me = seen.source.controller
    them = state.opponent(me)
    if word in ("own_turn", "opponent_turn"):
        my_turn = state.active_player == me
        return Fit(my_turn if word == "own_turn" else not my_turn, word, state.active_player, (R.FLOW_TURNS,))
    if word == "previous_done":
        return Fit(bool(seen.previous_done), word, "", ())
    if word in ("advantage", "disadvantaged"):
        other = _combat_opponent(seen)
        if other is None:
            return Fit(False, word, "-", (R.COMBAT_DECLARE,))
        mine, theirs = element(seen.source), element(other)
        ok = ADVANTAGE.get(mine) == theirs if word == "advantage" else ADVANTAGE.get(theirs) == mine
        return Fit(ok, word, f"{mine or '-'}/{theirs or '-'}", (R.ADVANTAGE_COEFFICIENT, R.ADVANTAGE_CYCLE))
    m = _COMPARE.match(word)
    if m:
        what, op, n = m["what"], m["op"], int(m["n"])
        counted = _count(state, seen.source, what, me, them)
        if counted is not None:
            have, cites = counted
            return Fit(OPS[op](have, n), word, f"{have} {op} {n}", cites)
    name, _, rest = word.partition(":")
    obj = _named(state, name, seen, me)
    if rest and name in ("self", "target", "subject", "combat_opponent", "own_hero"):
        if obj is None:
            return Fit(False, word, "-", ())
        found = fits_all(state, seen.source, obj, [w for w in rest.split(":") if w])
        return Fit(all(f.ok for f in found), word, " ".join(f.detail for f in found if f.detail),
                   tuple(c for f in found for c in f.cites))
    raise ValueError(f"unknown check word {word!r}")


def _count(state: State, source: Obj, what: str, me: str, them: str) -> tuple[int, tuple[str, ...]] | None:
    life = {"own_life": me, "opponent_life": them}
    if what in life:
        return state.player(life[what]).resources.get("life", 0), (R.LIFE_DISPLAY,)
    zones = {"hand": (f"{me}.hand", ()), "opponent_hand": (f"{them}.hand", ()),
             "display": (f"{me}.display", (R.DISPLAY_ZONE,))}
    if what in zones:
        zone, cites = zones[what]
        return len(state.in_zone(zone)), cites
    if what == "minions" or what.startswith("minions:"):
        pool = [o for o in state.objects if is_minion(o) and on_board(o)]
        found = [o for o in pool if all(f.ok for f in fits_all(state, source, o, words(what)))]
        return len(found), (R.MINION_ZONE,)
    return None


def _combat_opponent(seen: Seen) -> Obj | None:
    if seen.attacker is None or seen.defender is None:
        return None
    return seen.defender if seen.source is seen.attacker else seen.attacker


def _named(state: State, name: str, seen: Seen, me: str) -> Obj | None:
    found: dict[str, Any] = {"self": seen.source, "target": seen.target, "subject": seen.subject,
                             "combat_opponent": _combat_opponent(seen), "own_hero": hero(state, me)}
    return found.get(name)


def known_check(word: str) -> bool:
    """Whether a check word is one of eol's (for ``judge validate``): judged on an empty-ish state it may fail, but
    it must not be unknown."""
    if word in ("own_turn", "opponent_turn", "previous_done", "advantage", "disadvantaged"):
        return True
    m = _COMPARE.match(word)
    if m and (m["what"] in ("own_life", "opponent_life", "hand", "opponent_hand", "display", "minions")
              or m["what"].startswith("minions:")):
        return True
    return word.partition(":")[0] in ("self", "target", "subject", "combat_opponent", "own_hero")


_PLAIN_WORDS = ("own", "opponent", "other", "awake", "sleeping", "minion", "item", "self")
_VALUE_WORDS = ("element", "race", "faction", "keyword", "count", "upto")


def known_word(word: str) -> bool:
    m = _COMPARE.match(word)
    if m and m["what"] in ("attack", "cost") and m["op"] in ("<=", ">="):
        return True
    key, eq, value = word.partition("=")
    return word in _PLAIN_WORDS or (bool(eq) and bool(value) and key in _VALUE_WORDS)


def known_selector(selector: str) -> bool:
    """``subject``, ``chosen[:<filters>]`` and ``each:<filters>`` with known filter words (for ``judge validate``)."""
    head = selector.split(":")[0]
    if selector == "subject":
        return True
    return head in ("chosen", "each") and (head == "chosen" or bool(words(selector))) \
        and all(known_word(w) for w in words(selector))


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
