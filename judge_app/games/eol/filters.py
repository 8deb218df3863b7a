"""eol's filter words (``chosen:opponent:attack<=3``, ``each:own:other``, a trigger's ``filter``, a card filter such
as ``minion`` or ``element=火``) and check words (an ``if`` effect's ``check``): what each means on a state, judged
without writing anything, with the rule that defines what it looks at. The caller writes the step.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, State, awake, element, hero, is_hero, is_minion, minions, on_board
from judge_app.games.eol.model import ADVANTAGE

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
    from judge_app.games.eol.statics import static_attack  # statics judges its checks with this module

    return obj.stats.get("attack", 0) + obj.modified("attack") + sum(d for d, _ in static_attack(state, obj))


def fits(state: State, source: Obj, obj: Obj, word: str) -> Fit:
    """Whether ``obj`` fits one filter word, seen from ``source`` (own / opponent / other are relative to it)."""
    key, _, value = word.partition("=")
    m = _COMPARE.match(word)
    if m and m["what"] in ("attack", "cost"):
        have = current_attack(state, obj) if m["what"] == "attack" else (obj.cost or 0)
        cites = (R.FINAL_ATTACK,) if m["what"] == "attack" else (R.MINION_COST,)
        return Fit(OPS[m["op"]](have, int(m["n"])), word, f"{have} {m['op']} {m['n']}", cites)
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
        ok, cites = plain[word]
        return Fit(ok, word, "", cites)
    props = {"element": (element(obj), (R.HERO_ELEMENT if is_hero(obj) else R.MINION_ELEMENT,)),
             "race": (obj.props.get("race", ""), (R.MINION_RACE,)),
             "faction": (obj.props.get("faction", ""), (R.MINION_FACTION,))}
    if key in props:
        have, cites = props[key]
        return Fit(have == value, word, have or "-", cites)
    if key == "keyword":
        from judge_app.games.eol.statics import has_keyword

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
        mine = state.active_player == me
        return Fit(mine if word == "own_turn" else not mine, word, state.active_player, (R.FLOW_TURNS,))
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
