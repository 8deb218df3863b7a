"""Resolving the top of the stack (413): target check, the instructions in order, the card's last step."""

from __future__ import annotations

from typing import Any

from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.mtg import costs, events, triggers
from judge_app.games.mtg import messages as M
from judge_app.games.mtg import rules as R
from judge_app.games.mtg import stack as S
from judge_app.games.mtg.board import (
    Obj,
    characteristics,
    check_condition,
    colors_of,
    in_play,
    is_creature,
    kw_value,
    memory,
    pname,
    stack,
)
from judge_app.games.mtg.effects import Ctx, apply_effects, spell_leaves
from judge_app.games.mtg.model import (
    TAPPED,
    AbilityItem,
    CombatDamageItem,
    DrawItem,
    SpellItem,
)
from judge_app.games.mtg.targeting import ability_effects, spec_of, still_legal, why_not_target


def resolve_top(t: Table) -> None:
    if not stack(t.state):
        return
    match S.take_top(t):
        case DrawItem():
            t.step("resolution", M.DRAW_RESOLVES(who=pname(t.state, t.state.active_player)),
                   [R.RESOLVE, R.DRAW_STEP])
            events.draw(t, t.state.active_player, 1, [R.DRAW_STEP])
        case CombatDamageItem() as entry:
            _combat_damage(t, entry)
        case SpellItem() as entry:
            _spell(t, entry)
        case AbilityItem() as entry:
            _ability(t, entry)


def _combat_damage(t: Table, entry: CombatDamageItem) -> None:
    t.step("resolution", M.COMBAT_DAMAGE_RESOLVES(), [R.RESOLVE, R.DAMAGE_RESOLVES])
    to_player: set[str] = set()
    for a in entry.assignments:
        src = t.state.find(a.source)
        rec = t.state.find(a.target)
        if rec is not None and not is_creature(t.state, rec):
            t.nothing(M.RECIPIENT_GONE(card=rec.label, source=events.label(t, a.source), amount=a.amount),
                      [R.DAMAGE_RESOLVES])
            continue
        colors = colors_of(t.state, src) if src is not None and in_play(src) else entry.source_colors.get(a.source, "")
        types = list(src.types) if src is not None else []
        dealt = events.deal_damage(t, a.source, colors, types, a.target, a.amount, [R.DAMAGE_RESOLVES], combat=True)
        if a.target in events.players(t) and dealt > 0:
            to_player.add(a.source)
    # "whenever <this> deals combat damage to a player": say why it does not trigger for a source that dealt
    # combat damage only to creatures (or whose damage to the player was all prevented) — 404.1
    for sid in dict.fromkeys(a.source for a in entry.assignments):
        src = t.state.find(sid)
        if sid in to_player or src is None or not in_play(src):
            continue
        for ab in src.abilities:
            if ab.kind == "triggered" and ab.trigger is not None and ab.trigger.scope == "self" \
                    and ab.trigger.event == "deals_combat_damage_to_player":
                hit_player = any(a.source == sid and a.target in events.players(t) for a in entry.assignments)
                why = M.ALL_PREVENTED() if hit_player else M.ONLY_TO_CREATURES()
                t.nothing(M.DOES_NOT_TRIGGER_NO_PLAYER_DAMAGE(ability=triggers.ability_label(t, src, ab.id), why=why),
                          [R.TRIGGER_CONDITION, *([R.TRIGGER_PREVENTED] if hit_player else [R.BLOCKED_DAMAGE])])


def _spell(t: Table, entry: SpellItem) -> None:
    card = t.state.obj(entry.source)
    effects = ability_effects(card, "", entry.mode, spell=True)
    ctx = Ctx(card, entry.controller, [], entry.x, entry.mode, entry.divide, entry.kicked,
              colors=card.props.get("color", "") if not entry.face_down else "")
    if not _targets_ok(t, entry, effects, card, ctx):
        spell_leaves(t, card, entry, countered=True)
        return
    t.step("resolution", M.RESOLVES(name=card.label if not entry.face_down else M.FACE_DOWN_CREATURE_SPELL()),
           [R.RESOLVE])
    permanent = any(x in card.types for x in ("creature", "artifact", "enchantment")) or entry.face_down
    if permanent:
        events.enter_play(t, card, entry.controller, [R.LAST_STEP, R.SPELL_TO_GRAVEYARD], face_down=entry.face_down)
        if "aura" in card.types and entry.targets:
            t.set_obj(card, "props", {**card.props, "enchanted": ctx.targets[0] if ctx.targets else entry.targets[0]})
        return
    apply_effects(t, effects, ctx)
    spell_leaves(t, card, entry, countered=False)


def _targets_ok(t: Table, entry: SpellItem | AbilityItem, effects: list[Any], src: Obj, ctx: Ctx) -> bool:
    if spec_of(effects) is None:
        return True
    legal = still_legal(t, effects, entry.targets, src, entry.controller)
    ctx.targets = legal
    gone = [x for x in entry.targets if x not in legal]
    spec = spec_of(effects)
    whys = [why_not_target(t.state, spec, x, src, entry.controller) for x in gone]
    why_text = M.semicoloned([w for w, _ in whys]) if whys else ""
    # at resolution 413.2a decides; only a rule that says why (protection, 502.7b) is added to it
    skip = (R.TARGETS_ON_RESOLUTION, R.CAST_TARGETS)
    why_cites = list(dict.fromkeys(c for _, cs in whys for c in cs if c not in skip))
    # what is countered is the spell, or the ability — never the ability's source; only what was played paid a
    # cost (a spell, an activated ability, 409.1f); a triggered ability paid none, so 414.2 says nothing of it
    name: Text | str
    if isinstance(entry, SpellItem):
        name, what, paid = src.label, M.IT(), True
    else:
        ab = src.ability(entry.ability)
        name, what = triggers.ability_label(t, src, entry.ability), M.THE_ABILITY_NOT_SOURCE(source=src.label)
        paid = ab is not None and ab.kind == "activated"
    if not legal:
        t.step("resolution", M.ALL_TARGETS_ILLEGAL(name=name, why=why_text, what=what,
                                                   refund=M.NO_REFUND() if paid else M.FULL_STOP()),
               [R.TARGETS_ON_RESOLUTION, *why_cites, R.COUNTER, *([R.NO_REFUND] if paid else [])], decisive=True)
        return False
    if gone:
        t.step("resolution", M.SOME_TARGETS_ILLEGAL(name=name, why=why_text), [R.TARGETS_ON_RESOLUTION, *why_cites])
    else:
        t.allow(M.TARGETS_STILL_LEGAL(targets=[events.label(t, x) for x in legal]),
                [R.TARGETS_ON_RESOLUTION])
    return True


def _ability(t: Table, entry: AbilityItem) -> None:
    src = t.state.obj(entry.source)
    name = triggers.ability_label(t, src, entry.ability)
    if entry.ability.startswith("kw:"):
        t.step("resolution", M.RESOLVES(name=name), [R.RESOLVE, triggers.KEYWORD_TRIGGER_CITES[entry.ability]])
        keyword_ability(t, src, entry)
        return
    ab = src.ability(entry.ability)
    if ab is None:
        return
    effects = ability_effects(src, entry.ability, entry.mode)
    ctx = Ctx(src, entry.controller, [], entry.x, entry.mode, subject=entry.subject,
              delayed_target=entry.delayed_target, colors=colors_of(t.state, src))
    if not _targets_ok(t, entry, effects, src, ctx):
        return
    first = effects[0] if effects else None
    if ab.kind == "triggered" and first is not None and first.type == "if" and not check_condition(
            t.state, entry.controller, first, subject=entry.subject):
        t.step("resolution", M.IF_FAILS(name=name), [R.INTERVENING_IF], decisive=True)
        return
    if ab.kind in ("triggered", "delayed") and ab.optional:
        chosen = t.choice(f"{src.id}.{ab.id}")
        if chosen is not None and not chosen.use:
            t.step("choice", M.DECLINES_MAY(who=pname(t.state, entry.controller), name=name), [R.TRIGGER_MAY])
            return
    t.step("resolution", M.RESOLVES(name=name), [R.RESOLVE, R.ABILITY_INDEPENDENT])
    apply_effects(t, effects[1:] if first is not None and first.type == "if" and ab.kind == "triggered"
                  else effects, ctx)


# --- keyword triggered abilities -------------------------------------------------------------------------------
def keyword_ability(t: Table, src: Obj, entry: AbilityItem) -> None:
    st = t.state
    name = entry.ability
    if not in_play(src) and name in ("kw:echo", "kw:fading", "kw:cumulative_upkeep"):
        t.nothing(M.SOURCE_LEFT(card=src.label), [R.LAST_KNOWN])
        return
    if name == "kw:cycling":
        events.draw(t, entry.controller, 1, [R.CYCLING])
        return
    if name == "kw:fading":
        n = src.counters.get("fade", 0)
        if n <= 0:
            events.leave_play(t, [src], "graveyard", M.NO_FADE_COUNTER(), [R.FADING])
            return
        t.set_obj(src, "counters", {**src.counters, "fade": n - 1})
        t.step("resolution", M.FADE_REMOVED(card=src.label, left=n - 1), [R.FADING])
    elif name in ("kw:echo", "kw:cumulative_upkeep"):
        if name == "kw:cumulative_upkeep":
            age = src.counters.get("age", 0) + 1
            t.set_obj(src, "counters", {**src.counters, "age": age})
            unit = kw_value(characteristics(st, src).keywords, "cumulative_upkeep")
            each = costs.parse(unit[0] if unit and unit[0] else "1")
            cost = costs.total({k: v * age for k, v in each.items()})
            t.step("resolution", M.AGE_COUNTER(card=src.label, age=age, cost=costs.show(cost)),
                   [R.CUMULATIVE_UPKEEP])
        else:
            cost = costs.total(costs.parse(src.props.get("mana_cost", "0")))
            t.remove_status(src, "echo_due")
        cite = R.ECHO if name == "kw:echo" else R.CUMULATIVE_UPKEEP
        chosen = t.choice(f"{src.id}.{name}")
        if chosen is not None and chosen.use:
            from judge_app.games.mtg.mana import pay

            if pay(t, entry.controller, cost, chosen.cards, [cite, R.MANA_DURING_RESOLUTION]):
                return
        elif chosen is None:
            t.step("choice", M.NO_PAYMENT_CHOICE(card=src.label, key=f"{src.id}.{name}"),
                   [cite])
        events.leave_play(t, [src], "graveyard", M.UNPAID_SACRIFICED(), [cite])
    elif name == "kw:flanking":
        blocker = st.find(entry.subject)
        if blocker is not None and in_play(blocker):
            events.add_effect(t, "pump", [blocker.id], f"{src.label} 的侧面攻击", power=-1, toughness=-1,
                              until="end_of_turn")
            t.step("resolution", M.FLANKED(card=blocker.label, pt=characteristics(st, blocker).pt), [R.FLANKING])
    elif name == "kw:rampage":
        combat = memory(st).combat
        blockers = [b for b, a in (combat.blocks if combat else {}).items() if a == src.id]
        n = int((kw_value(characteristics(st, src).keywords, "rampage") or ["0"])[0] or 0)
        bonus = max(0, len(blockers) - 1) * n
        if bonus and in_play(src):
            events.add_effect(t, "pump", [src.id], f"{src.label} 的狂暴", power=bonus, toughness=bonus,
                              until="end_of_turn")
            t.step("resolution", M.RAMPAGED(card=src.label, count=len(blockers), bonus=bonus),
                   [R.RAMPAGE, R.RAMPAGE_LOCKED])
    elif name == "kw:provoke":
        target = st.find(entry.targets[0]) if entry.targets else None
        aim = events.label(t, entry.targets[0]) if entry.targets else ""
        if not t.require(target is not None and is_creature(st, target), [R.TARGETS_ON_RESOLUTION],
                         ok=M.PROVOKE_STILL_LEGAL(target=aim), no=M.PROVOKE_FIZZLES()):
            return
        assert target is not None
        t.remove_status(target, TAPPED)
        events.add_effect(t, "must_block", [target.id], f"{src.label} 的挑拨", attacker=src.id, until="end_of_turn")
        t.step("resolution", M.PROVOKED(target=target.label, card=src.label), [R.PROVOKE])


