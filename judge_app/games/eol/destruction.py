"""濒死 → 再生 or destruction → 随从补充. What the destruction then triggers is resolved by ``effects``
(``destroy_simultaneously`` / ``after_destruction``), which drives this module and is never called back by it."""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.engine.table import Table
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, awake, is_minion, minions, pname
from judge_app.games.eol.model import REGENERATE, REGENERATED


def regenerates(t: Table, obj: Obj) -> bool:
    """再生 applies: keyword present, not used this turn, and (if sleeping) keywords work while sleeping."""
    if REGENERATE not in obj.keywords:
        return False
    if REGENERATED in obj.status:
        t.nothing(M.ALREADY_REGENERATED(card=obj.label), [R.REGENERATE])
        return False
    if not awake(obj):
        return t.reading(I.SLEEPING_KEYWORDS.id, M.SLEEPING_HAS_KEYWORD(card=obj.label, keyword=REGENERATE)) \
            == "keywords_work"
    return True


@dataclass(frozen=True)
class Dead:
    obj: Obj
    controller: str
    slot: int | None
    was_awake: bool


def make_dying(t: Table, obj: Obj, cites: list[str]) -> Dead | None:
    """Put ``obj`` into 濒死 (4.2.3); return the record if it is destroyed, None if 再生 saved it."""
    # 2.2.3.5 is the combat-resolution rule; outside combat (an item or a skill) 4.2.3/4.2.10 decide alone
    in_combat = R.COMBAT_COMPARE in cites
    t.step("procedure", M.DYING(card=obj.label), [R.DYING, *cites])
    if regenerates(t, obj):
        t.add_status(obj, REGENERATED)
        regenerated = M.REGENERATES_IN_COMBAT if in_combat else M.REGENERATES
        t.step("resolution", regenerated(card=obj.label, state=M.AWAKE() if awake(obj) else M.ASLEEP()),
               [R.REGENERATE, R.DYING_REGEN] if in_combat else [R.REGENERATE])
        return None
    dead = Dead(obj, obj.controller, obj.slot, awake(obj))
    t.set_obj(obj, "status", [])
    t.set_obj(obj, "face_down", False)
    t.set_obj(obj, "modifiers", [])
    t.move(obj, f"{obj.owner}.graveyard")
    t.step("resolution", M.DESTROYED(card=obj.label), [R.DYING_REGEN if in_combat else R.DYING, R.GRAVEYARD])
    return dead


def replacement(t: Table, dead: list[Dead]) -> None:
    """随从补充 (2.3.1) for each dead *awake* minion; defender first when both sides lost one."""
    defender = t.state.opponent(t.state.active_player)
    for d in dead:
        if not d.was_awake:
            t.nothing(M.DIED_ASLEEP(card=d.obj.label), [R.REPLACEMENT], decisive=True)
    ordered = sorted((d for d in dead if d.was_awake), key=lambda d: (d.controller != defender, d.slot or 0))
    if len({d.controller for d in ordered}) > 1:
        t.step("procedure", M.DEFENDER_REPLACES_FIRST(who=pname(t.state, defender)),
               [R.REPLACEMENT_DEFENDER_FIRST, R.DEFENDER_SIDE])
    for d in ordered:
        offer_replacement(t, d)


def offer_replacement(t: Table, d: Dead) -> None:
    st, pid, key = t.state, d.controller, f"replace:{d.obj.id}"
    hand = [o for o in st.in_zone(f"{pid}.hand") if is_minion(o)]
    chosen = t.choice(key)
    who = pname(st, pid)
    if not hand:
        t.nothing(M.NO_MINION_IN_HAND(who=who, card=d.obj.label), [R.REPLACEMENT])
        return
    if chosen is not None and (not chosen.use or not chosen.cards):
        t.step("choice", M.DECLINES_REPLACEMENT(who=who, card=d.obj.label), [R.REPLACEMENT])
        return
    if chosen is None:
        card = hand[0]
        t.step("choice", M.REPLACEMENT_DEFAULT(key=key, who=who, card=card.label), [R.REPLACEMENT])
    else:
        named = next((o for o in hand if o.id == chosen.cards[0]), None)
        if named is None:
            t.step("check", M.NOT_A_REPLACEMENT(card=chosen.cards[0], who=who), [R.REPLACEMENT])
            return
        card = named
    used = {o.slot for o in minions(st, pid)}
    slot = d.slot if d.slot is not None and d.slot not in used else next(s for s in range(1, 6) if s not in used)
    t.set_obj(card, "face_down", True)
    t.set_obj(card, "status", [])
    t.move(card, f"{pid}.minions", slot=slot)
    t.step("resolution", M.REPLACED(who=who, card=card.label, dead=d.obj.label, slot=slot), [R.REPLACEMENT, R.SLEEPING])
