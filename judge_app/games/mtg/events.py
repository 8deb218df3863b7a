"""One-shot events: moving cards between zones, entering play, destroying (and regeneration), damage (with
redirection, protection and prevention shields), life, drawing, discarding, tapping."""

from __future__ import annotations

from typing import Any, Literal

from judge_app.engine.drawing import draw_cards
from judge_app.engine.table import Table
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
)
from judge_app.games.mtg.memory import Effect, EffectKind, Shield
from judge_app.games.mtg.model import ATTACKING, BLOCKED, BLOCKING, ECHO_DUE, SICK, TAPPED

COMBAT_STATUSES = (ATTACKING, BLOCKING, BLOCKED)
ZONE_NAMES = {"graveyard": "坟墓场", "hand": "手牌", "library": "牌库", "removed": "移出游戏区", "play": "场上",
              "stack": "堆叠"}


def players(t: Table) -> set[str]:
    return {p.id for p in t.state.players}


def label(t: Table, x: str) -> str:
    o = t.state.find(x)
    if o is not None:
        return o.label if not (o.face_down and in_play(o)) else f"牌面朝下的生物({o.id})"
    return pname(t.state, x) if x in players(t) else x


# --- life and poison ------------------------------------------------------------------------------------------
def change_life(t: Table, pid: str, delta: int, why: str, cites: list[str]) -> None:
    before = t.resource(pid, "life")
    t.set_resource(pid, "life", before + delta)
    t.step("resolution", f"{pname(t.state, pid)} {why}:生命 {before} → {before + delta}。", cites)


# --- zones ------------------------------------------------------------------------------------------------------
def remove_from_combat(t: Table, obj: Obj, cites: list[str]) -> None:
    if not any(s in obj.status for s in COMBAT_STATUSES):
        return
    t.remove_status(obj, *COMBAT_STATUSES)
    mem = memory(t.state)
    if mem.combat is not None:
        mem.combat = mem.combat.but(attackers=[a for a in mem.combat.attackers if a != obj.id],
                                    blocks={b: a for b, a in mem.combat.blocks.items() if b != obj.id})
    t.step("procedure", f"{obj.label} 被移出战斗。", [R.REMOVED_FROM_COMBAT, *cites])


def leave_play(t: Table, objs: list[Obj], dest: str, why: str, cites: list[str]) -> None:
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
        reveal = "(牌面朝下的永久物离场时须展示给所有牌手)" if was_face_down else ""
        t.step("procedure", f"{o.label} {why},置入其拥有者的{ZONE_NAMES.get(dest, dest)}{reveal}。",
               [*cites, *_zone_cite(dest), *not_owner, R.NEW_OBJECT,
                *([R.FACE_DOWN_REVEAL] if was_face_down else [])])
        lasting = [e for e in effects if e.until == "while_source_in_play" and e.source == o.id]
        if lasting:
            mem.effects = [e for e in effects if e not in lasting]
            t.step("procedure", f"{o.label} 离场:“只要它仍在场上”的效应终止("
                   + "、".join(label(t, x) for e in lasting for x in e.objs) + " 不再受其影响)。", [R.DURATION])
    for o in objs:
        triggers.fire(t, "leaves_play", o, sources=snapshot, cites=(R.LEAVES_TRIGGER,))
        if dest == "graveyard":
            triggers.fire(t, "put_into_graveyard", o, sources=snapshot, cites=(R.LEAVES_TRIGGER,))
        else:
            triggers.not_to_graveyard(t, o, ZONE_NAMES.get(dest, dest), snapshot)


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
    extra = [R.ENTERS_WITH] if fading else []
    t.step("procedure", f"{label(t, obj.id)} 在 {pname(t.state, controller)} 的操控下进场"
           f"{'(牌面朝下,2/2 无色无名称无异能)' if face_down else ''}"
           f"{f',带有 {fading[0]} 个消退指示物' if fading else ''}。",
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
            t.step("resolution", f"{o.label} 的重生护盾替代了消灭:移除其上所有伤害并横置它。",
                   [R.REGENERATION, R.REPLACE_ONCE, *cites], decisive=True)
            remove_from_combat(t, o, [R.REGENERATION])
            continue
        if shield is not None:
            t.nothing(f"{o.label} 有重生护盾,但此消灭不能被重生替代。", [R.REGENERATION, *cites])
        elif regenerable and _can_regenerate(o):
            # "why didn't it regenerate?": a shield exists only once its ability has resolved, and is used once
            t.nothing(f"{o.label} 现在没有重生护盾(重生异能须在消灭前结算,每个护盾只替代一次):消灭不被替代。",
                      [R.REGENERATION, R.REPLACE_ONCE])
        dying.append(o)
    leave_play(t, dying, "graveyard", "被消灭", cites)


def _can_regenerate(o: Obj) -> bool:
    """Whether the permanent has an ability that regenerates it (so the lack of a shield is worth stating)."""
    return any(getattr(e, "type", "") == "regenerate" and getattr(e, "target", "") == "self"
               for a in o.abilities for e in a.effects)


def move_card(t: Table, obj: Obj, dest: str, why: str, cites: list[str], *, top: bool = True) -> None:
    if in_play(obj):
        leave_play(t, [obj], dest, why, cites)
        return
    not_owner = [R.OWNER_ZONE] if obj.controller != obj.owner else []  # 217.1a: someone else's card only
    t.move(obj, f"{obj.owner}.{dest}", top=top)
    t.step("procedure", f"{obj.label} {why},置入其拥有者的{ZONE_NAMES.get(dest, dest)}。",
           [*cites, *_zone_cite(dest), *not_owner])


def _zone_cite(dest: str) -> list[str]:
    """The rule of the zone a card goes to (a graveyard move cites the graveyard rule)."""
    return {"graveyard": [R.GRAVEYARD], "removed": [R.REMOVED], "hand": [R.HAND]}.get(dest, [])


def vanish(t: Table, obj: Obj, cites: list[str]) -> None:
    """A token outside play ceases to exist (420.5f): it leaves the state."""
    t.remove_object(obj)
    t.step("procedure", f"衍生物 {obj.label} 在场上区以外,不复存在。", cites)


# --- drawing and discarding ----------------------------------------------------------------------------------
def draw(t: Table, pid: str, count: int, cites: list[str]) -> None:
    """One card at a time; drawing from an empty library is marked for the state-based check (420.5g), and
    the drawing goes on."""
    mem = memory(t.state)
    for card in draw_cards(t, pid, count, deck="library"):
        if card is None:
            if pid not in mem.drew_from_empty:
                mem.drew_from_empty = [*mem.drew_from_empty, pid]
            t.step("procedure", f"{pname(t.state, pid)} 须抓牌,但牌库中已没有牌。", [*cites, R.SBE_EMPTY_LIBRARY])
            continue
        t.step("procedure", f"{pname(t.state, pid)} 抓了一张牌({card.label})。", cites)


def pick_from_hand(t: Table, pid: str, key: str, n: int, what: str, cites: list[str]) -> list[Obj]:
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
            t.step("check", f"选择 {key} 中的 {'、'.join(bad)} 不在 {pname(st, pid)} 的手牌中,不能被选择"
                   f"(拒绝这部分选择)。", cites, check="fail", decisive=True)
        if len([c for c in chosen.cards if c in {o.id for o in hand}]) > need:
            t.step("check", f"选择 {key} 列出的牌多于须{what}的 {need} 张:只取前 {need} 张。", cites, check="fail",
                   decisive=True)
    if len(picked) < need:
        rest = [o for o in reversed(hand) if o not in picked][: need - len(picked)]
        given = "给出的选择不足" if chosen is not None else "场景未给出"
        t.step("choice", f"{pname(st, pid)} 须{what} {need} 张;{given}(for: {key}),其余按默认选最后抓到的牌:"
               f"{'、'.join(o.label for o in rest)}。", cites)
        picked += rest
    return picked


def discard(t: Table, pid: str, cards: list[Obj], cites: list[str]) -> None:
    for c in cards:
        t.move(c, f"{c.owner}.graveyard")
    if cards:
        t.step("procedure", f"{pname(t.state, pid)} 弃掉 {'、'.join(c.label for c in cards)}。", cites)


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


def _redirect(t: Table, recipient: str, amount: int, src_label: str) -> tuple[str, int, list[tuple[str, int]]]:
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
        t.nothing("重定向效应所涉及的生物已不在场上或不再是生物,该效应无效。", [R.REDIRECTION])
        return recipient, amount, []
    moved = min(amount, shield.amount)
    left = shield.amount - moved
    mem.shields = [s for s in mem.shields if s.id != shield.id] + ([shield.but(amount=left)] if left else [])
    t.step("resolution", f"{src_label} 将对 {label(t, recipient)} 造成的 {moved} 点伤害改为对 {label(t, to)} 造成"
           "(重定向效应)。", [R.REDIRECTION, R.REPLACEMENT], decisive=True)
    rest = [(recipient, amount - moved)] if amount > moved else []
    return to, moved, rest


def _deal_one(t: Table, source_id: str, src_label: str, colors: str, types: list[str], recipient: str,
              amount: int, cites: list[str], combat: bool) -> int:
    st = t.state
    obj = st.find(recipient)
    if obj is not None and protected_from(st, obj, colors, types):
        quality = "、".join(kw_text(f"protection:{q}") for q in protections_against(st, obj, colors, types))
        t.step("resolution", f"{obj.label} 具有{quality}:{src_label} 对它造成的 {amount} 点伤害被防止。",
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
        t.step("resolution", f"{src_label} 对 {obj.label} 造成 {amount} 点{'战斗' if combat else ''}伤害"
               f"(伤害留在生物上,共 {obj.damage};防御力 {ch.toughness})。", cites)
        if 0 < obj.damage < ch.toughness:
            star = star_ability(obj) is not None
            t.nothing(f"{obj.label} 身上的伤害 {obj.damage} 小于其防御力 {ch.toughness}"
                      f"{'(' + ch.log[0] + ')' if star else ''}:不是致命伤害,它不会因此被消灭。",
                      [R.SBE_LETHAL, *([R.STAR_PT] if star else [])])
    else:
        before = t.resource(recipient, "life")
        t.set_resource(recipient, "life", before - amount)
        t.step("resolution", f"{src_label} 对 {pname(st, recipient)} 造成 {amount} 点{'战斗' if combat else ''}伤害,"
               f"生命 {before} → {before - amount}。", cites)
        src = st.find(source_id)
        if combat and src is not None:
            triggers.fire(t, "deals_combat_damage_to_player", src)
        if src is not None and (src.face_down or "creature" in (characteristics(st, src).types if in_play(src)
                                                                 else src.types)):
            triggers.fire(t, "creature_deals_damage_to_you", src, player=recipient, cites=(R.TRIGGERED,))
        elif src is not None:
            triggers.not_triggered(t, "creature_deals_damage_to_you", recipient,
                                   f"伤害来源 {src.label} 不是生物")
    return amount


def _prevent(t: Table, recipient: str, amount: int, src_label: str) -> int:
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
            t.step("choice", f"{pname(t.state, chooser)} 选择防止性效应的施行顺序:{' → '.join(chosen.cards)}。",
                   [R.REPLACEMENT_ORDER])
        else:
            t.step("choice", f"多个防止性效应适用于同一事件,由受影响者的操控者 {pname(t.state, chooser)} 决定顺序;"
                   f"场景未给出 {key},按建立的先后施行。", [R.REPLACEMENT_ORDER])
    all_shields = list(mem.shields)
    for sh in shields:
        if amount <= 0:
            break
        used = min(amount, sh.amount)
        amount -= used
        left = sh.amount - used
        all_shields = [s if s.id != sh.id else s.but(amount=left) for s in all_shields if s.id != sh.id or left > 0]
        t.step("resolution", f"防止性效应(护盾编号 {sh.id})防止了 {src_label} 将对 {label(t, recipient)} "
               f"造成的 {used} 点伤害(护盾剩余 {left})。",
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
