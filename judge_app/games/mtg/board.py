"""Queries on an mtg state: zones, names, timestamps, and the characteristics of a permanent after every
continuous effect (418.5e: printed → type-changing effects (initial values, 214.5) → counters → other effects
in timestamp order)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.memory import Effect, MtgMemory
from judge_app.games.mtg.model import COLORS, SICK, TAPPED, MtgStackItem, MtgState

Obj = GameObject[Any]
State = GameState[Any]


def mtg_state(state: State) -> MtgState:
    """The state, typed: mtg's scenario model validates ``state`` into an :class:`MtgState`."""
    if not isinstance(state, MtgState):
        raise TypeError(f"mtg state is {type(state).__name__}, not MtgState (a state not loaded as mtg's)")
    return state


def memory(state: State) -> MtgMemory:
    """The state's memory, typed."""
    return mtg_state(state).memory


def stack(state: State) -> Sequence[MtgStackItem]:
    """The stack, bottom first, its items typed (spell, ability, combat damage, the draw)."""
    return mtg_state(state).stack


def pname(state: State, pid: str) -> str:
    p = state.player(pid)
    return p.name or p.id


def name_of(state: State, x: str) -> str:
    """An object's label or a player's name; the id itself for one gone from the state (a token that ceased
    to exist, 216.3), never taken for a player's."""
    o = state.find(x)
    if o is not None:
        return o.label
    return pname(state, x) if any(p.id == x for p in state.players) else x


def in_play(obj: Obj) -> bool:
    return obj.zone.endswith(".play")


def permanents(state: State, pid: str | None = None) -> list[Obj]:
    """Permanents in play, active player's first (a deterministic order for simultaneous events)."""
    order = [state.active_player, *(p.id for p in state.players if p.id != state.active_player)]
    return [o for p in order if pid in (None, p) for o in state.in_zone(f"{p}.play")]


def tapped(obj: Obj) -> bool:
    return TAPPED in obj.status


def kw_value(keywords: set[str] | list[str], name: str) -> list[str]:
    """Parameters of ``name:param`` keywords (``protection:B`` → ['B']); bare keyword → ['']."""
    out = []
    for k in keywords:
        head, _, val = k.partition(":")
        if head == name:
            out.append(val)
    return out


def timestamp(state: State, oid: str) -> int:
    """When the permanent entered play (memory.ts), else its position among the objects."""
    ts = memory(state).ts
    if oid in ts:
        return ts[oid]
    return -len(state.objects) + (state.position(oid) if state.find(oid) is not None else 0)


@dataclass
class Chars:
    power: int = 0
    toughness: int = 0
    colors: str = ""
    keywords: set[str] = field(default_factory=set)
    types: list[str] = field(default_factory=list)
    name: str = ""
    log: list[str] = field(default_factory=list)  # how power/toughness was reached, for the trace

    @property
    def pt(self) -> str:
        return f"{self.power}/{self.toughness}"


def printed(obj: Obj) -> Chars:
    if obj.face_down:
        return Chars(2, 2, "", set(), ["creature"], "", ["牌面朝下:2/2、无色、无名称、无异能"])
    return Chars(obj.stats.get("power", 0), obj.stats.get("toughness", 0), obj.props.get("color", ""),
                 set(obj.keywords), list(obj.types), obj.name, [f"印制 {obj.stats.get('power', 0)}/"
                                                               f"{obj.stats.get('toughness', 0)}"])


# While a block only reads the state (the scan of a state-based-effect check), the static effects in play and
# each permanent's characteristics are worked out once, not once per question about them: every
# characteristic depends on every static ability in play, so asking about each creature cost the board squared.
_reading: ContextVar[dict[tuple[int, str, str], Any] | None] = ContextVar("mtg_reading", default=None)


@contextmanager
def reading_only() -> Iterator[None]:
    """Memoise :func:`static_effects` and :func:`characteristics` for a block that changes nothing."""
    token = _reading.set({})
    try:
        yield
    finally:
        _reading.reset(token)


def static_effects(state: State, kind: str = "anthem") -> list[tuple[int, Obj, Any]]:
    """(timestamp, source, effect) for every static ability effect of this kind of a face-up permanent in play."""
    memo = _reading.get()
    if memo is None:
        return _static_effects(state, kind)
    key = (id(state), "static", kind)
    if key not in memo:
        memo[key] = _static_effects(state, kind)
    return memo[key]


def _static_effects(state: State, kind: str) -> list[tuple[int, Obj, Any]]:
    out = []
    for src in permanents(state):
        if src.face_down:
            continue
        for ab in src.abilities:
            if ab.kind != "static":
                continue
            if not conditions_hold(state, src, ab.effects):
                continue
            out += [(timestamp(state, src.id), src, e) for e in ab.effects if e.type == kind]
    return out


def conditions_hold(state: State, src: Obj, effects: list[Any]) -> bool:
    """Whether every ``if`` among a static ability's effects holds now (threshold, life…)."""
    return all(check_condition(state, src.controller, e) for e in effects if e.type == "if")


def check_condition(state: State, controller: str, cond: Any, kicked: bool = False, subject: str = "") -> bool:
    life = state.player(controller).resources.get("life", 0)
    opp = state.opponent(controller)
    match cond.check:
        case "kicked":
            return kicked
        case "threshold":
            return len(state.in_zone(f"{controller}.graveyard")) >= 7
        case "controller_life_at_most":
            return life <= cond.value
        case "controller_life_at_least":
            return life >= cond.value
        case "opponent_life_at_most":
            return state.player(opp).resources.get("life", 0) <= cond.value
        case "subject_in_graveyard":
            o = state.find(subject)
            return o is not None and o.zone.endswith(".graveyard")
        case "controller_hand_empty":
            return not state.in_zone(f"{controller}.hand")
    return False


def anthem_applies(state: State, src: Obj, eff: Any, obj: Obj, colors: str, types: list[str] | None = None) -> bool:
    if "creature" not in (obj.types if types is None else types) and not obj.face_down:
        return False
    if getattr(eff, "color", "") and eff.type == "anthem" and eff.color not in colors:
        return False
    match eff.target:
        case "self":
            return obj.id == src.id
        case "creatures_you_control":
            return obj.controller == src.controller
        case "other_creatures_you_control":
            return obj.controller == src.controller and obj.id != src.id
        case "each_creature":
            return True
        case "enchanted":
            return enchanted_id(state, src) == obj.id
    return False


def enchanted_id(state: State, aura: Obj) -> str:
    """What an aura enchants, however the scenario links them: the aura's ``props.enchanted`` (set when an
    aura spell resolves), the aura's own ``attachments``, or a permanent that lists the aura among its
    ``attachments``. Every reader goes through here, so the static effect, the "enchanted" selector and the
    aura state-based effect (420.5d) never disagree."""
    linked = aura.props.get("enchanted") or (aura.attachments[0] if aura.attachments else "")
    if linked:
        return str(linked)
    return next((o.id for o in state.objects if aura.id in o.attachments), "")


# Subtypes in this data model and the card type they belong to (214.4b: a lost type's subtypes go with it).
SUBTYPE_OF = {"wall": "creature", "aura": "enchantment", "plains": "land", "island": "land", "swamp": "land",
              "mountain": "land", "forest": "land"}


def _new_types(old: list[str], new: list[str]) -> list[str]:
    """214.4, 214.4a–b: the new types replace the old; subtypes stay only with a card type that stays; legend
    (215.2) and the token mark are not card types and stay."""
    kept = [x for x in old if x in ("legend", "token") or (x in SUBTYPE_OF and SUBTYPE_OF[x] in new)]
    return list(dict.fromkeys([*new, *kept]))


def star_ability(obj: Obj) -> Any | None:
    """The static ability effect that defines this card's * power/toughness (208.2), if any."""
    if obj.face_down or not obj.abilities:
        return None
    return next((e for ab in obj.abilities if ab.kind == "static" for e in ab.effects if e.type == "star_pt"), None)


def _star(state: State, obj: Obj, ch: Chars) -> None:
    """208.2: in play, * counts as printed on the card (an initial value)."""
    eff = star_ability(obj)
    if eff is None:
        return
    me = obj.controller
    n = {"cards_in_hand": lambda: len(state.in_zone(f"{me}.hand")),
         "cards_in_graveyard": lambda: len(state.in_zone(f"{me}.graveyard")),
         "cards_in_all_graveyards": lambda: sum(len(state.in_zone(f"{p.id}.graveyard")) for p in state.players),
         # by card types, not characteristics: a */* creature counting creatures must not recurse into itself
         "creatures_you_control": lambda: sum(1 for o in permanents(state, me) if o.face_down or "creature" in o.types),
         "lands_you_control": lambda: sum(1 for o in permanents(state, me) if "land" in o.types)}[eff.count]()
    value = n + eff.plus
    if eff.which in ("both", "power"):
        ch.power = value
    if eff.which in ("both", "toughness"):
        ch.toughness = value
    ch.log = [f"* = {value}(如同印制)"]


def effect_live(state: State, e: Effect) -> bool:
    """An "as long as its source remains in play" effect ends when the source leaves play (418.3a)."""
    if e.until != "while_source_in_play":
        return True
    src = state.find(e.source)
    return src is not None and in_play(src)


def characteristics(state: State, obj: Obj) -> Chars:
    """See :func:`_characteristics`; once per permanent inside :func:`reading_only`."""
    memo = _reading.get()
    if memo is None:
        return _characteristics(state, obj)
    key = (id(state), "chars", obj.id)
    if key not in memo:
        memo[key] = _characteristics(state, obj)
    return memo[key]


def _characteristics(state: State, obj: Obj) -> Chars:
    """418.5e in this edition's order: printed values; type-changing effects, which set the initial values
    (214.5); counters; then every other continuous effect in timestamp order (418.5c). Colour and ability
    effects come before the effects that pick creatures by colour or ability, which depend on them (418.5b–c).
    A "becomes X/Y" effect that is not type-changing therefore always applies after a type-changing one,
    whatever their timestamps."""
    ch = printed(obj)
    if not in_play(obj):
        return ch
    _star(state, obj, ch)
    effects = sorted((e for e in memory(state).effects if obj.id in e.objs and effect_live(state, e)),
                     key=lambda e: e.ts)
    for e in effects:
        if e.kind != "become":
            continue
        ch.types = _new_types(ch.types, list(e.types or ()))
        if e.power is not None and e.toughness is not None:
            ch.power, ch.toughness = e.power, e.toughness
        if e.color is not None:
            ch.colors = e.color
        ch.log.append(f"{e.label} 改变种类,设定初始值 {ch.pt}")
    statics = static_effects(state)
    if not (effects or statics or obj.counters or static_effects(state, "color_static")):
        return ch  # nothing changes the printed values (most permanents, most of the time)
    # Colour first (the keyword effects below may pick creatures by colour, 418.5b), each in timestamp order
    colouring: list[tuple[int, Effect | None, Any]] = [(e.ts, e, None) for e in effects if e.kind == "set_color"]
    colouring += [(ts, None, eff) for ts, src, eff in static_effects(state, "color_static")
                  if anthem_applies(state, src, eff, obj, ch.colors, ch.types)]
    for _ts, effect, static in sorted(colouring, key=lambda x: x[0]):
        ch.colors = static.color if effect is None else (effect.color or "")
    # then abilities gained and lost, the static grants among them: the newest wins (418.5c, 418.5d), and losing
    # an ability removes every instance of it (407.3)
    keywording: list[tuple[int, Effect | None, Any]] = [(e.ts, e, None) for e in effects
                                                         if e.kind in ("add_keyword", "remove_keyword")]
    keywording += [(ts, None, eff) for ts, src, eff in statics
                   if eff.keyword and anthem_applies(state, src, eff, obj, ch.colors, ch.types)]
    for _ts, effect, static in sorted(keywording, key=lambda x: x[0]):
        if effect is None:
            ch.keywords.add(static.keyword)
        elif effect.kind == "add_keyword":
            ch.keywords.add(effect.keyword or "")
        else:
            ch.keywords = {k for k in ch.keywords if k.partition(":")[0] != effect.keyword}
    plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
    if plus or minus:
        ch.power += plus - minus
        ch.toughness += plus - minus
        ch.log.append(f"指示物 {plus - minus:+d}/{plus - minus:+d} → {ch.pt}")
    layered: list[tuple[int, Effect | None, Any]] = [(e.ts, e, None) for e in effects if e.kind in ("pump", "set_pt")]
    layered += [(ts, None, (src, eff)) for ts, src, eff in statics
                if (eff.power or eff.toughness) and anthem_applies(state, src, eff, obj, ch.colors, ch.types)]
    for _ts, effect, static in sorted(layered, key=lambda x: x[0]):
        power, toughness = (effect.power or 0, effect.toughness or 0) if effect is not None else (0, 0)
        if effect is None:
            src, eff = static
            ch.power += eff.power
            ch.toughness += eff.toughness
            ch.log.append(f"{src.label} 的持续式异能 {eff.power:+d}/{eff.toughness:+d} → {ch.pt}")
        elif effect.kind == "set_pt":
            ch.power, ch.toughness = power, toughness
            ch.log.append(f"{effect.label} 设为 {ch.pt}")
        else:
            ch.power += power
            ch.toughness += toughness
            ch.log.append(f"{effect.label} {power:+d}/{toughness:+d} → {ch.pt}")
    return ch


def toughness_statics(state: State, obj: Obj) -> list[Obj]:
    """The sources whose static abilities change ``obj``'s toughness now (418.4a), in timestamp order."""
    ch = characteristics(state, obj)
    return [src for _ts, src, eff in static_effects(state)
            if eff.toughness and anthem_applies(state, src, eff, obj, ch.colors, ch.types)]


def is_creature(state: State, obj: Obj) -> bool:
    return in_play(obj) and (obj.face_down or "creature" in characteristics(state, obj).types)


def creatures(state: State, pid: str | None = None) -> list[Obj]:
    return [o for o in permanents(state, pid) if is_creature(state, o)]


def has_kw(state: State, obj: Obj, name: str) -> bool:
    return bool(kw_value(characteristics(state, obj).keywords, name))


def colors_of(state: State, obj: Obj) -> str:
    return characteristics(state, obj).colors if in_play(obj) else ("" if obj.face_down else obj.props.get("color", ""))


def protected_from(state: State, obj: Obj, source_colors: str, source_types: list[str]) -> bool:
    """502.7b: a quality is a colour letter or a card type."""
    return bool(protections_against(state, obj, source_colors, source_types))


def protections_against(state: State, obj: Obj, source_colors: str, source_types: list[str]) -> list[str]:
    """The protection qualities of ``obj`` that the source has (502.7b), e.g. ``['R']``."""
    if not in_play(obj):
        return []
    quals = kw_value(characteristics(state, obj).keywords, "protection")
    return [q for q in quals if q and (q in source_colors if q in COLORS else q in source_types)]


def quality_text(q: str) -> Text | str:
    """A protection quality in words: ``R`` → 红, ``BR`` → 黑/红, ``artifact`` → 神器."""
    if q and all(c in COLORS for c in q):
        return M.slashed([M.COLOR_WORDS[c]() for c in q])
    return M.TYPE_WORDS[q]() if q in M.TYPE_WORDS else q


def landwalk_word(land: str) -> Text | str:
    return M.LANDWALK_WORDS[land]() if land in M.LANDWALK_WORDS else land


def kw_text(kw: str) -> Text | str:
    """A keyword as a judge reads it: ``protection:R`` → 反红保护, ``landwalk:island`` → 海岛行者, ``haste`` → 敏捷."""
    name, _, value = kw.partition(":")
    if name == "protection":
        return M.PROTECTION_FROM(quality=quality_text(value))
    if name == "landwalk":
        return M.LANDWALK_KW(land=landwalk_word(value))
    word = M.KEYWORD_WORDS[name]() if name in M.KEYWORD_WORDS else name
    return M.KEYWORD_VALUE(keyword=word, value=value) if value else word


def sick(obj: Obj) -> bool:
    return SICK in obj.status


def describe_obj(state: State, obj: Obj) -> Text | str:
    if is_creature(state, obj):
        ch = characteristics(state, obj)
        bits: list[Text | str] = [ch.pt]
        if obj.damage:
            bits.append(M.DAMAGE_BIT(damage=obj.damage))
        if tapped(obj):
            bits.append(M.TAPPED_BIT())
        name = obj.label if not obj.face_down else M.FACE_DOWN_OBJ(id=obj.id)
        return M.OBJ_DESCRIBED(name=name, bits=M.slashed(bits))
    return M.OBJ_DESCRIBED(name=obj.label, bits=M.TAPPED_BIT()) if tapped(obj) else obj.label


CITE_CHARACTERISTICS = (R.CHARACTERISTIC_ORDER, R.TIMESTAMP_ORDER)
