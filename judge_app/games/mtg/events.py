"""One-shot events: moving cards between zones, entering play, destroying (and regeneration), damage (with
redirection, protection and prevention shields), life, drawing, discarding, tapping."""

from __future__ import annotations

from typing import Any, Literal

from judge_app.engine.drawing import draw_cards
from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg import triggers
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    in_play,
    is_creature,
    kw_text,
    kw_value,
    memory,
    permanents,
    pname,
    protected_from,
    protections_against,
    star_ability,
    toughness_statics,
)
from judge_app.games.mtg.memory import Effect, EffectKind, Shield
from judge_app.games.mtg.model import ATTACKING, BLOCKED, BLOCKING, ECHO_DUE, SICK, TAPPED

COMBAT_STATUSES = (ATTACKING, BLOCKING, BLOCKED)


def zone_name(zone: str) -> Text | str:
    return M.ZONE_NAMES[zone]() if zone in M.ZONE_NAMES else zone


def players(t: Table) -> set[str]:
    return {p.id for p in t.state.players}


def label(t: Table, x: str) -> Text | str:
    o = t.state.find(x)
    if o is not None:
        return o.label if not (o.face_down and in_play(o)) else M.FACE_DOWN_CREATURE(id=o.id)
    return pname(t.state, x) if x in players(t) else x


# --- life and poison ------------------------------------------------------------------------------------------
def change_life(t: Table, pid: str, delta: int, why: Text | str, cites: list[str]) -> None:
    before = t.resource(pid, "life")
    t.set_resource(pid, "life", before + delta)
    t.step("resolution", M.LIFE_CHANGES(who=pname(t.state, pid), why=why, before=before, after=before + delta), cites)


# --- zones ------------------------------------------------------------------------------------------------------
def remove_from_combat(t: Table, obj: Obj, cites: list[str]) -> None:
    if not any(s in obj.status for s in COMBAT_STATUSES):
        return
    t.remove_status(obj, *COMBAT_STATUSES)
    mem = memory(t.state)
    if mem.combat is not None:
        mem.combat = mem.combat.but(attackers=[a for a in mem.combat.attackers if a != obj.id],
                                    blocks={b: a for b, a in mem.combat.blocks.items() if b != obj.id})
    t.step("procedure", M.REMOVED_FROM_COMBAT(card=obj.label), [R.REMOVED_FROM_COMBAT, *cites])


def leave_play(t: Table, objs: list[Obj], dest: str, why: Text | str, cites: list[str]) -> None:
    """Move permanents out of play simultaneously; leaves-play triggers look back (410.10d)."""
    if not objs:
        return
    snapshot = [o for o in permanents(t.state)]
    mem = memory(t.state)
    for o in objs:
        for s in COMBAT_STATUSES:
            if s in o.status:
                remove_from_combat(t, o, [])
                break
    for o in objs:
        zone = f"{o.owner}.{dest}"
        was_face_down = o.face_down
        # 217.1a decides only when the card is controlled by someone other than its owner
        not_owner = [R.OWNER_ZONE] if o.controller != o.owner else []
        t.move(o, zone)
        t.set_obj(o, "damage", 0)
        t.set_obj(o, "status", [])
        t.set_obj(o, "counters", {})
        t.set_obj(o, "controller", o.owner)
        if was_face_down:
            t.set_obj(o, "face_down", False)
        effects = [e for e in mem.effects if o.id not in e.objs]
        mem.effects = effects
        mem.shields = [s for s in mem.shields if s.obj != o.id]
        reveal = M.REVEALED_LEAVING() if was_face_down else ""
        t.step("procedure", M.PUT_INTO_ZONE(card=o.label, why=why, zone=zone_name(dest), reveal=reveal),
               [*cites, *_zone_cite(dest), *not_owner, R.NEW_OBJECT,
                *([R.FACE_DOWN_REVEAL] if was_face_down else [])])
        lasting = [e for e in effects if e.until == "while_source_in_play" and e.source == o.id]
        if lasting:
            mem.effects = [e for e in effects if e not in lasting]
            ended = [label(t, x) for e in lasting for x in e.objs]
            t.step("procedure", M.WHILE_IN_PLAY_ENDS(card=o.label, objects=ended), [R.DURATION])
    for o in objs:
        triggers.fire(t, "leaves_play", o, sources=snapshot, cites=(R.LEAVES_TRIGGER,))
        if dest == "graveyard":
            triggers.fire(t, "put_into_graveyard", o, sources=snapshot, cites=(R.LEAVES_TRIGGER,))
        else:
            triggers.not_to_graveyard(t, o, str(zone_name(dest)), snapshot)


def enter_play(t: Table, obj: Obj, controller: str, cites: list[str], *, face_down: bool = False) -> None:
    t.move(obj, f"{controller}.play")
    t.set_obj(obj, "controller", controller)
    if face_down:
        t.set_obj(obj, "face_down", True)
    mem = memory(t.state)
    mem.ts = {**mem.ts, obj.id: S.tick(t)}
    t.add_status(obj, SICK)
    fading = kw_value(obj.keywords, "fading") if not face_down else []
    if fading and fading[0].isdigit():
        t.set_obj(obj, "counters", {**obj.counters, "fade": int(fading[0])})
    if kw_value(obj.keywords, "echo") and not face_down:
        t.add_status(obj, ECHO_DUE)
    extra = [R.ENTERS_WITH, R.FADING] if fading else []  # 502.20a: it enters with that many fade counters
    t.step("procedure", M.ENTERS_PLAY(card=label(t, obj.id), who=pname(t.state, controller),
                                      face_down=M.FACE_DOWN_ENTERS() if face_down else "",
                                      fading=M.WITH_FADE(count=fading[0]) if fading else ""),
           [*cites, R.IN_PLAY, *extra, *([R.FACE_DOWN_CHARACTERISTICS] if face_down else [])])
    if not face_down:
        triggers.fire(t, "enters_play", obj, cites=(R.ENTERS_TRIGGER,))


def destroy(t: Table, objs: list[Obj], cites: list[str], *, regenerable: bool = True) -> None:
    """Destroy simultaneously; a regeneration shield replaces destruction (419.6b)."""
    dying = []
    mem = memory(t.state)
    for o in objs:
        if not in_play(o):
            continue
        shield = next((s for s in mem.shields if s.obj == o.id and s.kind == "regen"), None)
        if shield is not None and regenerable:
            mem.shields = [s for s in mem.shields if s.id != shield.id]
            t.set_obj(o, "damage", 0)
            t.add_status(o, TAPPED)
            t.step("resolution", M.REGENERATED(card=o.label),  # the shield existed before the event (419.4)
                   [R.REGENERATION, R.REPLACE_ONCE, R.REPLACEMENT_BEFORE, *cites], decisive=True)
            remove_from_combat(t, o, [R.REGENERATION])
            continue
        if shield is not None:
            t.nothing(M.CANNOT_REGENERATE(card=o.label), [R.REGENERATION, *cites])
        elif regenerable and _can_regenerate(o):
            # "why didn't it regenerate?": a shield exists only once its ability has resolved, and is used once
            t.nothing(M.NO_SHIELD_YET(card=o.label),
                      [R.REGENERATION, R.REPLACE_ONCE, R.REPLACEMENT_BEFORE])
        dying.append(o)
    leave_play(t, dying, "graveyard", M.DESTROYED(), cites)


def _can_regenerate(o: Obj) -> bool:
    """Whether the permanent has an ability that regenerates it (so the lack of a shield is worth stating)."""
    return any(getattr(e, "type", "") == "regenerate" and getattr(e, "target", "") == "self"
               for a in o.abilities for e in a.effects)


def move_card(t: Table, obj: Obj, dest: str, why: Text | str, cites: list[str], *, top: bool = True) -> None:
    if in_play(obj):
        leave_play(t, [obj], dest, why, cites)
        return
    not_owner = [R.OWNER_ZONE] if obj.controller != obj.owner else []  # 217.1a: someone else's card only
    t.move(obj, f"{obj.owner}.{dest}", top=top)
    t.step("procedure", M.PUT_INTO_ZONE(card=obj.label, why=why, zone=zone_name(dest), reveal=""),
           [*cites, *_zone_cite(dest), *not_owner])


def _zone_cite(dest: str) -> list[str]:
    """The rule of the zone a card goes to (a graveyard move cites the graveyard rule)."""
    return {"graveyard": [R.GRAVEYARD], "removed": [R.REMOVED], "hand": [R.HAND]}.get(dest, [])


def vanish(t: Table, obj: Obj, cites: list[str]) -> None:
    """A token outside play ceases to exist (420.5f): it leaves the state."""
    t.remove_object(obj)
    t.step("procedure", M.TOKEN_CEASES(card=obj.label), cites)


# --- drawing and discarding ----------------------------------------------------------------------------------
def draw(t: Table, pid: str, count: int, cites: list[str]) -> None:
    """One card at a time; drawing from an empty library is marked for the state-based check (420.5g), and
    the drawing goes on."""
    mem = memory(t.state)
    for card in draw_cards(t, pid, count, deck="library"):
        if card is None:
            if pid not in mem.drew_from_empty:
                mem.drew_from_empty = [*mem.drew_from_empty, pid]
            t.step("procedure", M.DRAWS_FROM_EMPTY(who=pname(t.state, pid)), [*cites, R.SBE_EMPTY_LIBRARY])
            continue
        t.step("procedure", M.DRAWS(who=pname(t.state, pid), card=card.label), cites)


def pick_from_hand(t: Table, pid: str, key: str, n: int, what: Text | str, cites: list[str]) -> list[Obj]:
    """``n`` cards of ``pid``'s hand chosen by the choice ``key``. A choice naming cards not in that hand is
    refused in a check step that says what replaced it; a missing or short choice gets a stated default (the
    cards drawn last)."""
    st = t.state
    hand = st.in_zone(f"{pid}.hand")
    need = min(n, len(hand))
    chosen = t.choice(key)
    picked = [o for o in hand if chosen and o.id in chosen.cards][:need]
    if chosen is not None:
        bad = [c for c in chosen.cards if c not in {o.id for o in hand}]
        if bad:
            t.step("check", M.NOT_IN_HAND_CHOICE(key=key, cards=bad, who=pname(st, pid)), cites, check="fail",
                   decisive=True)
        if len([c for c in chosen.cards if c in {o.id for o in hand}]) > need:
            t.step("check", M.TOO_MANY_CHOSEN(key=key, what=what, need=need), cites, check="fail",
                   decisive=True)
    if chosen is not None and picked and len(picked) == need:  # the pass path: the choice is the player's (413.2c)
        t.allow(M.PICKED_AS_CHOSEN(who=pname(st, pid), key=key, what=what, cards=[o.label for o in picked]), cites)
    if len(picked) < need:
        rest = [o for o in reversed(hand) if o not in picked][: need - len(picked)]
        given = M.SHORT_CHOICE() if chosen is not None else M.NO_CHOICE()
        t.step("choice", M.DEFAULT_PICK(who=pname(st, pid), what=what, need=need, given=given, key=key,
                                        cards=[o.label for o in rest]), cites)
        picked += rest
    return picked


def discard(t: Table, pid: str, cards: list[Obj], cites: list[str]) -> None:
    for c in cards:
        t.move(c, f"{c.owner}.graveyard")
    if cards:
        t.step("procedure", M.DISCARDS(who=pname(t.state, pid), cards=[c.label for c in cards]), cites)


# --- damage ---------------------------------------------------------------------------------------------------
def deal_damage(t: Table, source_id: str, source_colors: str, source_types: list[str], recipient: str,
                amount: int, cites: list[str], *, combat: bool = False) -> int:
    """Apply replacement and prevention (419), then mark damage on a creature or take it from a player's life.
    Returns the damage actually dealt."""
    src_label = label(t, source_id)
    if amount <= 0:
        return 0
    recipient, amount, rest = _redirect(t, recipient, amount, src_label)
    dealt = 0
    for rcpt, amt in [(recipient, amount), *rest]:
        dealt += _deal_one(t, source_id, src_label, source_colors, source_types, rcpt, amt, cites, combat)
    return dealt


def _redirect(t: Table, recipient: str, amount: int, src_label: Text | str) -> tuple[str, int, list[tuple[str, int]]]:
    mem = memory(t.state)
    shield = next((s for s in mem.shields if s.obj == recipient and s.kind == "redirect"), None)
    if shield is None:
        return recipient, amount, []
    to = shield.to
    to_obj = t.state.find(to)
    rec_obj = t.state.find(recipient)
    gone = ((to not in players(t) and (to_obj is None or not is_creature(t.state, to_obj)))
            or (recipient not in players(t) and (rec_obj is None or not is_creature(t.state, rec_obj))))
    if gone:
        mem.shields = [s for s in mem.shields if s.id != shield.id]
        t.nothing(M.REDIRECT_VOID(), [R.REDIRECTION])
        return recipient, amount, []
    moved = min(amount, shield.amount)
    left = shield.amount - moved
    mem.shields = [s for s in mem.shields if s.id != shield.id] + ([shield.but(amount=left)] if left else [])
    t.step("resolution", M.REDIRECTED(source=src_label, recipient=label(t, recipient), amount=moved,
                                     to=label(t, to)), [R.REDIRECTION, R.REPLACEMENT], decisive=True)
    rest = [(recipient, amount - moved)] if amount > moved else []
    return to, moved, rest


def _deal_one(t: Table, source_id: str, src_label: Text | str, colors: str, types: list[str], recipient: str,
              amount: int, cites: list[str], combat: bool) -> int:
    st = t.state
    obj = st.find(recipient)
    if obj is not None and protected_from(st, obj, colors, types):
        quality = [kw_text(f"protection:{q}") for q in protections_against(st, obj, colors, types)]
        t.step("resolution", M.PROTECTED_DAMAGE(card=obj.label, protections=quality, source=src_label, amount=amount),
               [R.PROTECTION, *cites], decisive=True)
        return 0
    amount = _prevent(t, recipient, amount, src_label)
    if amount <= 0:
        return 0
    if obj is not None:
        if not is_creature(st, obj):
            return 0
        t.set_obj(obj, "damage", obj.damage + amount)
        ch = characteristics(st, obj)
        t.step("resolution", M.DAMAGE_TO_CREATURE(source=src_label, card=obj.label, amount=amount,
                                                  combat=M.COMBAT_WORD() if combat else "", total=obj.damage,
                                                  toughness=ch.toughness), cites)
        if 0 < obj.damage < ch.toughness:
            star = star_ability(obj) is not None
            statics = toughness_statics(st, obj)
            why = (M.PARENTHESISED(what=ch.log[0]) if star
                   else M.WITH_STATICS(sources=[s.label for s in statics]) if statics else "")
            t.nothing(M.NOT_LETHAL(card=obj.label, damage=obj.damage, toughness=ch.toughness, star=why),
                      [R.SBE_LETHAL, *([R.STAR_PT] if star else []), *([R.STATIC_NOT_LOCKED] if statics else [])])
    else:
        before = t.resource(recipient, "life")
        t.set_resource(recipient, "life", before - amount)
        t.step("resolution", M.DAMAGE_TO_PLAYER(source=src_label, who=pname(st, recipient), amount=amount,
                                                combat=M.COMBAT_WORD() if combat else "", before=before,
                                                after=before - amount), cites)
        src = st.find(source_id)
        if combat and src is not None:
            triggers.fire(t, "deals_combat_damage_to_player", src)
        if src is not None and (src.face_down or "creature" in (characteristics(st, src).types if in_play(src)
                                                                 else src.types)):
            triggers.fire(t, "creature_deals_damage_to_you", src, player=recipient, cites=(R.TRIGGERED,))
        elif src is not None:
            triggers.not_triggered(t, "creature_deals_damage_to_you", recipient,
                                   M.SOURCE_NOT_CREATURE(card=src.label))
    return amount


def _prevent(t: Table, recipient: str, amount: int, src_label: Text | str) -> int:
    mem = memory(t.state)
    shields = [s for s in mem.shields if s.obj == recipient and s.kind == "prevent"]
    if not shields:
        return amount
    if len(shields) > 1:
        affected = t.state.find(recipient)
        chooser = affected.controller if affected else recipient
        key = f"replacement_order:{recipient}"
        chosen = t.choice(key)
        ids = [s.id for s in shields]
        if chosen and sorted(chosen.cards) == sorted(ids):
            shields = [shields[ids.index(i)] for i in chosen.cards]
            t.step("choice", M.PREVENTION_ORDER(who=pname(t.state, chooser), order=M.arrowed(list(chosen.cards))),
                   [R.REPLACEMENT_ORDER])
        else:
            t.step("choice", M.PREVENTION_DEFAULT_ORDER(who=pname(t.state, chooser), key=key), [R.REPLACEMENT_ORDER])
    all_shields = list(mem.shields)
    for sh in shields:
        if amount <= 0:
            break
        used = min(amount, sh.amount)
        amount -= used
        left = sh.amount - used
        all_shields = [s if s.id != sh.id else s.but(amount=left) for s in all_shields if s.id != sh.id or left > 0]
        t.step("resolution", M.PREVENTED(shield=sh.id, source=src_label, recipient=label(t, recipient), amount=used,
                                    left=left),
               [R.PREVENTION_SHIELD, R.REPLACED_NEVER_HAPPENED], decisive=True)
    mem.shields = all_shields
    return amount


def add_shield(t: Table, kind: Literal["regen", "prevent", "redirect"], obj: str, amount: int = 0,
               to: str = "") -> str:
    sid = S.new_id(t, "sh")
    mem = memory(t.state)
    mem.shields = [*mem.shields, Shield(id=sid, kind=kind, obj=obj, amount=amount, to=to)]
    return sid


def add_effect(t: Table, kind: EffectKind, objs: list[str], label_: str, **values: Any) -> None:
    """A continuous effect from a resolving spell or ability: its set of objects is locked now (418.3b)."""
    eff = Effect.model_validate({"id": S.new_id(t, "e"), "kind": kind, "objs": objs, "ts": S.tick(t),
                                 "label": label_, **values})
    mem = memory(t.state)
    mem.effects = [*mem.effects, eff]
