"""Cards changing zones: leaving the field (last known information, counters lost), destruction vs
banishment, regalia exceptions, drawing."""

from __future__ import annotations

from judge_app.engine.drawing import draw_cards
from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.ga import messages as M
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import Obj, is_, life, memory, on_field, pname, power
from judge_app.games.ga.memory import Lki
from judge_app.games.ga.triggers import emit


def remember(t: Table, obj: Obj) -> None:
    """Last known information of an object about to leave the field (2.4.0.11.1, 2.11.7.11.1.1)."""
    mem = memory(t.state)
    mem.lki = {**mem.lki, obj.id: Lki(power=power(t.state, obj), life=life(t.state, obj), controller=obj.controller)}


def leave_field(t: Table, obj: Obj, zone: str) -> list[str]:
    """Move off the field; counters, damage, statuses and effects do not follow (2.11.5, 2.11.5.1).
    Returns the cites for what was lost (none if the card carried nothing)."""
    lost = False
    if on_field(obj):
        remember(t, obj)
        for fld, empty in (("counters", {}), ("damage", 0), ("status", []), ("modifiers", [])):
            if getattr(obj, fld) != empty:
                t.set_obj(obj, fld, empty)
                lost = lost or fld in ("counters", "damage")
    if obj.controller != obj.owner:
        t.set_obj(obj, "controller", obj.owner)
    t.move(obj, zone)
    return [R.COUNTERS_LOST_ON_MOVE] if lost else []


def carried(obj: Obj) -> Text | str:
    """What a card on the field carries that does not follow it to another zone (2.11.5.1), in words for the
    step that cites the rule: "；其 1 點傷害、2 個增益指示物隨之丟失" (empty when it carries nothing)."""
    if not on_field(obj):
        return ""
    parts = [M.DAMAGE_POINTS(count=obj.damage)] if obj.damage else []
    parts += [M.COUNTERS_OF(count=n, counter=M.COUNTERS[k]() if k in M.COUNTERS else k)
              for k, n in obj.counters.items() if n]
    return M.CARRIED(parts=parts) if parts else ""


def owner_cite(obj: Obj, owned: str, not_owned: str) -> str:
    """A card goes to its owner's zone: the general rule when its owner controls it, the sub-rule for a card
    not controlled by its owner only then (2.1.6.3/2.1.6.3.1, 2.1.7.2/2.1.7.2.1, 2.1.8.6/2.1.8.6.1).
    Call before ``leave_field``, which gives control back to the owner."""
    return owned if obj.controller == obj.owner else not_owned


def banish(t: Table, obj: Obj, cites: list[str], why: Text | str = "", instead: bool = False) -> None:
    """Banished from wherever it is; from the field a death ability does not trigger (2.1.7.3.1), said as a
    nothing-check — with 2.5.1.6 when the banishment replaced a destruction (``instead``)."""
    where = owner_cite(obj, R.BANISHMENT_OWNER, R.OWNERS_BANISHMENT)
    from_field, gone = on_field(obj), carried(obj)
    lost = leave_field(t, obj, f"{obj.owner}.banishment")
    t.step("resolution", M.BANISHED(card=obj.label, why=why, carried=gone),
           [*cites, where, R.BANISHED_NOT_DESTROYED, *lost])
    if from_field and any(a.trigger and a.trigger.event == "death" for a in obj.abilities):
        t.step("check", M.BANISHED_NO_DEATH(card=obj.label),
               [R.BANISHED_NO_DEATH_TRIGGER, *([R.DESTROY_BANISHED] if instead else [])], check="nothing")


def destroy(t: Table, obj: Obj, cites: list[str], verb: Text | None = None) -> None:
    """Destroyed or sacrificed: regalia are banished instead (1.7.8.3.3) and do not die (2.1.7.3.1);
    anything else goes from the field straight to its owner's graveyard and so dies (2.1.6.2)."""
    verb = verb or M.DESTROYED_VERB()
    if is_(obj, "regalia"):
        banish(t, obj, [*cites, R.REGALIA_BANISHED], M.REGALIA_INSTEAD(verb=verb), instead=True)
        return
    was_on_field, gone = on_field(obj), carried(obj)
    type_cite = {"ally": R.ALLY_TO_GRAVEYARD, "weapon": R.WEAPON_TO_GRAVEYARD, "item": R.ITEM_TO_GRAVEYARD,
                 "domain": R.DOMAIN_TO_GRAVEYARD}
    extra = [c for k, c in type_cite.items() if is_(obj, k)]
    where = owner_cite(obj, R.GRAVEYARD_OWNER, R.OWNERS_GRAVEYARD)
    lost = leave_field(t, obj, f"{obj.owner}.graveyard")
    t.step("resolution", M.DESTROYED(card=obj.label, verb=verb, carried=gone),
           [*cites, *extra, R.DIED, where, *lost])
    if was_on_field:
        emit(t, "death", obj)


def to_graveyard(t: Table, obj: Obj, cites: list[str], what: Text) -> None:
    """A card that is not on the field (resolved action, negated card): graveyard, or banishment for regalia."""
    if is_(obj, "regalia"):
        where = owner_cite(obj, R.BANISHMENT_OWNER, R.OWNERS_BANISHMENT)
        leave_field(t, obj, f"{obj.owner}.banishment")
        t.step("resolution", M.REGALIA_BANISHED_INSTEAD(card=obj.label, what=what), [*cites, R.REGALIA_BANISHED, where])
        return
    where = owner_cite(obj, R.GRAVEYARD_OWNER, R.OWNERS_GRAVEYARD)
    leave_field(t, obj, f"{obj.owner}.graveyard")
    t.step("resolution", M.TO_GRAVEYARD(card=obj.label, what=what), [*cites, where])


def return_to_hand(t: Table, obj: Obj, cites: list[str]) -> None:
    gone = carried(obj)
    if is_(obj, "regalia"):
        lost = leave_field(t, obj, f"{obj.owner}.material")
        t.step("resolution", M.REGALIA_TO_MATERIAL(card=obj.label, carried=gone),
               [*cites, R.REGALIA_RETURNS, *lost])
        return
    extra = [] if obj.controller == obj.owner else [R.RETURN_NOT_OWNER]
    extra += leave_field(t, obj, f"{obj.owner}.hand")
    t.step("resolution", M.RETURNED_TO_HAND(card=obj.label, carried=gone), [*cites, R.RETURN_TO_OWNER_HAND, *extra])


def draw(t: Table, pid: str, count: int, cites: list[str]) -> None:
    """Each card is its own draw event from the top of the main deck (2.10.2, 2.1.8.5); drawing from an empty
    deck makes the player lose at the next check (1.4.3.3, 2.10.6)."""
    drawn: list[str] = []
    for card in draw_cards(t, pid, count):
        if card is None:
            if drawn:
                t.step("procedure", M.DRAWS(player=pname(t.state, pid), cards=drawn), [*cites, R.DRAW_EACH])
                drawn = []
            mem = memory(t.state)
            mem.drew_empty = {**mem.drew_empty, pid: True}
            t.step("procedure", M.DRAWS_FROM_EMPTY(player=pname(t.state, pid)),
                   [*cites, R.DRAW_EMPTY_LOSES, R.LOSE_EMPTY_DECK])
            return
        drawn.append(card.label)
    if drawn:
        t.step("procedure", M.DRAWS_NO_STACK(player=pname(t.state, pid), cards=drawn),
               [*cites, R.DRAW_TOP, R.DRAW_EACH, R.NO_STACK_DRAW_ATTACK])
