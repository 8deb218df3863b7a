"""Abilities, triggers and effects in eol: who triggers, in what order, and what each effect does.

Resolution order inside one side follows 2.2.3.6.iii: 随从被动 > 随从战死技 > 英雄的技能 > 道具的技能.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.abilities import (
    Ability,
    ChangeControl,
    Damage,
    Destroy,
    Discard,
    Draw,
    GainResource,
    LoseResource,
    ModifyStat,
    Unread,
)
from judge_app.engine.actions import Choice
from judge_app.engine.cardtext import messages as CT
from judge_app.engine.drawing import draw_cards
from judge_app.engine.effects import EffectHandlers, effect_types
from judge_app.engine.table import MAX_DEPTH, LoopLimit, Table
from judge_app.engine.trace import StepKind
from judge_app.games.eol import checks, targeting
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import (
    Obj,
    awake,
    free_slots,
    hero,
    is_hero,
    is_minion,
    memory,
    minions,
    on_board,
    pname,
)
from judge_app.games.eol.destruction import Dead, make_dying, replacement
from judge_app.games.eol.model import (
    DISPLAY_LIMIT,
    TURN_STATUSES,
    USED_PREFIX,
    EolEffect,
    SkipCombat,
    SkipDrawPhase,
    ToDisplay,
)

KIND_CITES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "active": R.ACTIVE_SKILL,
              "passive": R.PASSIVE_SKILL, "item": R.ITEM_SKILLS}


@dataclass
class Combat:
    attacker: Obj
    defender: Obj
    skip: bool = False


@dataclass
class Ctx:
    """What an effect may refer to besides its source: the combat it happens in, the event subject."""

    combat: Combat | None = None
    subject: Obj | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Triggered:
    source: Obj
    ability: Ability[Any]
    subject: Obj

    def priority(self) -> int:
        """2.2.3.6.iii: minion passive, minion death skill, hero skill, item skill."""
        if is_hero(self.source):
            return 2
        if is_minion(self.source):
            return 0 if self.ability.kind == "passive" else 1
        return 3


# --- functioning abilities ---------------------------------------------------------------------------------
def functioning(source: Obj, ability: Ability[Any], subject: Obj) -> bool:
    """Whether ``ability`` on ``source`` works now (4.2.1: a sleeping minion's passives do not)."""
    if ability.kind == "death":
        return source is subject  # fires from the graveyard, for the destroyed minion itself
    if ability.kind == "awaken":
        return source is subject
    if not on_board(source):
        return False
    return not (is_minion(source) and ability.kind == "passive" and not awake(source))


def matches(source: Obj, ability: Ability[Any], event: str, subject: Obj) -> bool:
    trig = ability.trigger
    return trig is not None and trig.event == event and trig.watches(source, subject)


def collect(t: Table, events: list[tuple[str, Obj]]) -> list[Triggered]:
    """Every ability that triggers on these events, in board order (subjects first for self-triggers)."""
    out: list[Triggered] = []
    candidates = [o for o in t.state.objects if on_board(o)]
    for event, subject in events:
        pool = candidates if subject in candidates else [subject, *candidates]
        for src in pool:
            for ab in src.abilities:
                if matches(src, ab, event, subject) and functioning(src, ab, subject):
                    out.append(Triggered(src, ab, subject))
    return out


def order_by_side(found: list[Triggered], sides: list[str]) -> list[Triggered]:
    """Group by side in ``sides`` order, then by the 2.2.3.6.iii priority, then left to right."""
    def key(tr: Triggered) -> tuple[int, int, int]:
        side = sides.index(tr.source.controller) if tr.source.controller in sides else len(sides)
        return side, tr.priority(), tr.source.slot or 0
    return sorted(found, key=key)


def sleeping_passives_note(t: Table, obj: Obj, event: str) -> None:
    """Say so when a sleeping minion's passive would have triggered (4.2.1), rather than skip it silently."""
    idle = [a for a in obj.abilities if a.kind == "passive" and a.trigger and a.trigger.event == event]
    if idle and is_minion(obj) and not awake(obj):
        t.nothing(M.SLEEPING_PASSIVES(card=obj.label, names=[a.text or a.id for a in idle]),
                  [R.SLEEPING, R.PASSIVE_SKILL])


def idle_passives_note(t: Table, events: list[tuple[str, Obj]], side: str | None = None,
                       skip: tuple[Obj, ...] = ()) -> None:
    """One check per sleeping minion whose passive watches one of these events: it does not apply (4.2.7,
    4.2.1). ``collect`` leaves such abilities out; without this line a judge asking "why didn't it trigger?"
    would find no rule in the trace."""
    said: set[tuple[str, str]] = set()
    for event, subject in events:
        for src in [o for o in t.state.objects if on_board(o)]:
            if src in skip or (side is not None and src.controller != side) or not is_minion(src) or awake(src):
                continue
            for ab in src.abilities:
                if ab.kind == "passive" and matches(src, ab, event, subject) and (src.id, ab.id) not in said:
                    said.add((src.id, ab.id))
                    t.nothing(M.SLEEPING_PASSIVE(card=src.label, skill=ab.text or ab.id),
                              [R.PASSIVE_SKILL, R.SLEEPING])


# --- resolving abilities -------------------------------------------------------------------------------------
def resolve_all(t: Table, found: list[Triggered], ctx: Ctx, cites: list[str]) -> None:
    for tr in found:
        if t.state.game_over is not None:
            return
        resolve(t, tr.source, tr.ability, Ctx(ctx.combat, tr.subject, ctx.extra), cites)
        checks.check_hero_life(t)


def resolve(t: Table, source: Obj, ability: Ability[Any], ctx: Ctx, cites: Sequence[str] = ()) -> None:
    key = f"{source.id}.{ability.id}"
    kind = M.KINDS[ability.kind]() if ability.kind in M.KINDS else ability.kind
    kind_cite = KIND_CITES.get(ability.kind, R.ITEM_SKILLS)
    chosen = t.choice(key)
    label = M.ABILITY(card=source.label, kind=kind, skill=ability.text or ability.id)
    if ability.optional and ability.kind in ("awaken", "death"):
        if chosen is None:
            t.step("choice", M.OPTIONAL_DEFAULT(ability=label, key=key), [kind_cite])
        elif not chosen.use:
            t.step("choice", M.DECLINES(who=pname(t.state, source.controller), ability=label), [kind_cite])
            return
    effects = ability.effects
    if ability.modes:
        mode = chosen.mode if chosen is not None and chosen.mode is not None else None
        if mode is None or mode >= len(ability.modes):
            t.step("choice", M.MODE_DEFAULT(ability=label), [R.CHOOSE])
            mode = 0
        else:
            t.step("choice", M.MODE_CHOSEN(ability=label, n=mode + 1), [R.CHOOSE])
        effects = [*effects, *ability.modes[mode]]
    step_kind: StepKind = "trigger" if ability.trigger is not None else "resolution"
    t.step(step_kind, M.ACTIVATES(ability=label), [kind_cite, *cites])
    t.depth += 1
    if t.depth > MAX_DEPTH:
        raise LoopLimit(M.NESTING(depth=MAX_DEPTH))
    try:
        for eff in effects:
            if t.state.game_over is not None:
                break
            apply_effect(t, eff, source, chosen, ctx, kind_cite, ability)
    finally:
        t.depth -= 1


# --- targets ------------------------------------------------------------------------------------------------
def player_of(t: Table, selector: str, source: Obj) -> str | None:
    if selector == "controller":
        return source.controller
    if selector == "opponent":
        return t.state.opponent(source.controller)
    return selector if selector in {p.id for p in t.state.players} else None


def targets(t: Table, selector: str, source: Obj, chosen: Choice | None, ctx: Ctx) -> list[Obj] | None:
    """Objects a selector names, or None when it cannot be resolved here (the caller reports it)."""
    st, me = t.state, source.controller
    them = st.opponent(me)
    combat = ctx.combat
    if selector == "self":
        return [source]
    if selector == "chosen":
        # the loader refuses an id that names nothing; ``obj`` raises (the runner names the field) rather than
        # dropping it and resolving the effect on nothing
        return [st.obj(i) for i in chosen.targets] if chosen and chosen.targets else None
    if selector in ("own_hero", "enemy_hero"):
        h = hero(st, me if selector == "own_hero" else them)
        return [h] if h else None
    if selector == "all_own_minions":
        return minions(st, me)
    if selector == "all_enemy_minions":
        return minions(st, them)
    if selector == "all_minions":
        return minions(st, st.opponent(st.active_player)) + minions(st, st.active_player)
    if selector in ("attacker", "defender", "combat_opponent"):
        if combat is None:
            return None
        if selector == "combat_opponent":
            return [combat.defender if source is combat.attacker else combat.attacker]
        return [combat.attacker if selector == "attacker" else combat.defender]
    found = st.find(selector)
    return [found] if found else None


# --- effects: one handler per effect type ---------------------------------------------------------------------
@dataclass(frozen=True)
class Use:
    """What one effect resolves with besides itself: the card it comes from, the scenario's choice for its ability,
    the combat or event it happens in, the rule of its ability's kind (why it happens) and its targets, resolved
    before the handler runs."""

    source: Obj
    chosen: Choice | None
    ctx: Ctx
    kind_cite: str
    targets: list[Obj]

    def player(self, t: Table, selector: str) -> str | None:
        return player_of(t, selector, self.source)


HANDLERS: EffectHandlers[Use] = EffectHandlers("eol", effect_types(EolEffect))


def apply_effect(t: Table, eff: Any, source: Obj, chosen: Choice | None, ctx: Ctx,
                 kind_cite: str = R.ITEM_SKILLS, ability: Ability[Any] | None = None) -> None:
    """Apply one effect; ``kind_cite`` is the rule for the kind of ability it belongs to (why it happens)."""
    objs: list[Obj] = []
    selector = getattr(eff, "target", None)
    if selector is not None:
        found = targets(t, selector, source, chosen, ctx)
        if found is None:
            t.unsupported(M.TARGET_UNKNOWN(effect=eff.type, target=repr(selector)), [R.ITEM_SKILLS])
            return
        if ability is not None and ability.trigger is not None and selector == "chosen" \
                and eff.type in targeting.MINION_ON_BOARD:
            found = _judge_chosen(t, source, ability, eff, found)
        objs = found
    HANDLERS.apply(t, eff, Use(source, chosen, ctx, kind_cite, objs))


@HANDLERS.on(Damage)
def _damage(t: Table, eff: Damage, use: Use) -> None:
    for o in use.targets:
        if is_hero(o):
            life = t.resource(o.controller, "life")
            t.set_resource(o.controller, "life", life - eff.amount)
            t.step("resolution", M.HERO_DAMAGED(card=o.label, amount=eff.amount, who=pname(t.state, o.controller),
                                                before=life, after=life - eff.amount), [R.LIFE_DISPLAY])
        else:
            t.unsupported(M.MINION_DAMAGE(card=o.label, amount=eff.amount), [R.MINION_ATTACK, R.DYING])


@HANDLERS.on(Destroy)
def _destroy(t: Table, eff: Destroy, use: Use) -> None:
    destroy_simultaneously(t, [o for o in use.targets if is_minion(o) and on_board(o)], None, [R.DYING])


@HANDLERS.on(ModifyStat)
def _modify_stat(t: Table, eff: ModifyStat, use: Use) -> None:
    for o in use.targets:
        t.add_modifier(o, eff.modifier(use.source.id))
        span = M.UNTIL_END_OF_TURN() if eff.until == "end_of_turn" else M.PERMANENT()
        t.step("resolution", M.STAT_MODIFIED(card=o.label, stat=eff.stat, delta=eff.delta, span=span), [R.FINAL_ATTACK])


@HANDLERS.on(Draw)
def _draw(t: Table, eff: Draw, use: Use) -> None:
    if pid := use.player(t, eff.player):
        draw(t, pid, eff.count, [use.kind_cite])


@HANDLERS.on(Discard)
def _discard(t: Table, eff: Discard, use: Use) -> None:
    if pid := use.player(t, eff.player):
        discard_chosen(t, pid, f"{pid}.hand", eff.count, use.chosen, [R.GRAVEYARD])


@HANDLERS.on(GainResource)
def _gain_resource(t: Table, eff: GainResource, use: Use) -> None:
    if pid := use.player(t, eff.player):
        change_resource(t, pid, eff.resource, eff.amount)


@HANDLERS.on(LoseResource)
def _lose_resource(t: Table, eff: LoseResource, use: Use) -> None:
    if pid := use.player(t, eff.player):
        change_resource(t, pid, eff.resource, -eff.amount)


@HANDLERS.on(ChangeControl)
def _change_control(t: Table, eff: ChangeControl, use: Use) -> None:
    pid = use.player(t, eff.to)
    for o in use.targets:
        if pid:
            change_control(t, o, pid)


@HANDLERS.on(SkipCombat)
def _skip_combat(t: Table, eff: SkipCombat, use: Use) -> None:
    if use.ctx.combat is None:
        t.unsupported(M.NO_COMBAT_TO_SKIP(), [R.SKIP_COMBAT])
        return
    use.ctx.combat.skip = True
    t.step("resolution", M.COMBAT_SKIPPED(), [R.SKIP_COMBAT, R.SKIP_COMBAT_RESOLVE])


@HANDLERS.on(ToDisplay)
def _to_display(t: Table, eff: ToDisplay, use: Use) -> None:
    if pid := use.player(t, eff.player):
        to_display(t, pid, eff.count, use.chosen)


@HANDLERS.on(SkipDrawPhase)
def _skip_draw_phase(t: Table, eff: SkipDrawPhase, use: Use) -> None:
    if pid := use.player(t, eff.player):
        mem = memory(t.state)
        mem.skip_draw = {**mem.skip_draw, pid: True}
        t.step("resolution", M.DRAW_SKIP_SET(who=pname(t.state, pid)), [R.DISPLAY_DISCARD_ON_SKIP])


@HANDLERS.on(Unread)
def _unread(t: Table, eff: Unread, use: Use) -> None:
    """A sentence of the card's text the reader did not understand: said, never guessed (the rule of the ability's
    kind is why the trace got here)."""
    t.unsupported(CT.UNREAD_STEP(text=eff.text), [use.kind_cite])


HANDLERS.complete()


def _judge_chosen(t: Table, source: Obj, ability: Ability[Any], eff: Any, objs: list[Obj]) -> list[Obj]:
    """A triggered ability's chosen targets, judged as it resolves (an item's or an active skill's were judged
    when the action was checked): each condition cited either way; a target that fails one is left out, and
    the step says so with its rule rather than the effect silently doing nothing to it."""
    kept = []
    for o in objs:
        verdicts = targeting.judge(t.state, source, ability, eff, o)
        for v in verdicts:
            if v.ok:
                t.allow(v.text, list(v.cites))
            else:
                t.nothing(M.TARGET_DOES_NOT_TAKE(why=v.text), list(v.cites))
        if all(v.ok for v in verdicts):
            kept.append(o)
    return kept


def change_resource(t: Table, pid: str, key: str, delta: int) -> None:
    before = t.resource(pid, key)
    after = before + delta
    cites = [R.LIFE_DISPLAY] if key == "life" else [R.ENERGY_DISPLAY]
    if key == "energy" and after < 0:
        after = 0
        cites.append(R.MAIN_PHASE)
    t.set_resource(pid, key, after)
    name = M.LIFE() if key == "life" else (M.ENERGY() if key == "energy" else key)
    t.step("resolution", M.RESOURCE_CHANGED(who=pname(t.state, pid), name=name, before=before, after=after), cites)


def draw(t: Table, pid: str, count: int, cites: list[str]) -> None:
    """Draw ``count`` cards one at a time; each draw from an empty deck costs 1 life (2.3.3)."""
    drawn = []
    for card in draw_cards(t, pid, count):
        if card is not None:
            drawn.append(card.label)
            continue
        if drawn:
            t.step("procedure", M.DRAWS(who=pname(t.state, pid), cards=drawn), cites)
            drawn = []
        life = t.resource(pid, "life")
        t.set_resource(pid, "life", life - 1)
        t.step("procedure", M.DRAW_FROM_EMPTY(who=pname(t.state, pid), before=life, after=life - 1), [R.EMPTY_DECK])
    if drawn:
        t.step("procedure", M.DRAWS(who=pname(t.state, pid), cards=drawn), cites)


def discard_chosen(t: Table, pid: str, zone: str, count: int, chosen: Choice | list[str] | None,
                   cites: list[str]) -> None:
    """Discard ``count`` cards from ``zone``: the chosen ones, else (said aloud) the last ones in it."""
    pool = t.state.in_zone(zone)
    picked_ids = chosen if isinstance(chosen, list) else (chosen.cards if chosen else [])
    picked = [o for o in pool if o.id in picked_ids][:count]
    if len(picked) < min(count, len(pool)):
        rest = [o for o in reversed(pool) if o not in picked][: min(count, len(pool)) - len(picked)]
        t.step("choice", M.DISCARD_DEFAULT(zone=zone, cards=[o.label for o in rest]), cites)
        picked += rest
    for o in picked:
        t.move(o, f"{o.owner}.graveyard")
    if picked:
        t.step("resolution", M.DISCARDS(who=pname(t.state, pid), cards=[o.label for o in picked]), cites)


def to_display(t: Table, pid: str, count: int, chosen: Choice | None) -> None:
    hand = t.state.in_zone(f"{pid}.hand")
    picked = [o for o in hand if chosen and o.id in chosen.cards][:count]
    if not picked:
        t.unsupported(M.DISPLAY_NOT_CHOSEN(), [R.DISPLAY_ZONE])
        return
    for o in picked:
        t.move(o, f"{pid}.display", top=False)
    shown = len(t.state.in_zone(f"{pid}.display"))
    said = {"who": pname(t.state, pid), "cards": [o.label for o in picked]}
    text = M.TO_DISPLAY_OVER(limit=DISPLAY_LIMIT, **said) if shown > DISPLAY_LIMIT else M.TO_DISPLAY(**said)
    t.step("resolution", text, [R.DISPLAY_ZONE, R.DISPLAY_NOT_HAND])


def change_control(t: Table, obj: Obj, to: str) -> None:
    """心控: move the minion to ``to``'s row. How far ownership goes is an interpretation point."""
    if not is_minion(obj) or not on_board(obj) or obj.controller == to:
        t.nothing(M.NOT_CONTROLLABLE(card=obj.label), [R.OWNERSHIP_CHANGE])
        return
    reading = t.reading(I.MIND_CONTROL.id, M.MIND_CONTROLLED(card=obj.label))
    slots = free_slots(t.state, to)
    if not slots:
        t.unsupported(M.ROW_FULL(who=pname(t.state, to)), [R.OWNERSHIP_CHANGE, R.MINION_ZONE])
        return
    t.set_obj(obj, "controller", to)
    if reading == "ownership":
        t.set_obj(obj, "owner", to)
    t.move(obj, f"{to}.minions", slot=slots[0])
    t.step("resolution", M.CONTROL_CHANGED(card=obj.label, who=pname(t.state, to), slot=slots[0],
                                          state=M.AWAKE() if awake(obj) else M.ASLEEP()),
           [R.OWNERSHIP_CHANGE, R.MINION_ZONE])


def clear_turn_statuses(t: Table) -> None:
    for o in t.state.objects:
        stale = [s for s in o.status if s in TURN_STATUSES or s.startswith(USED_PREFIX)]
        if stale:
            t.remove_status(o, *stale)


def expire_end_of_turn(t: Table) -> None:
    for o in t.state.objects:
        kept = [m for m in o.modifiers if m.until != "end_of_turn"]
        if kept != o.modifiers:
            t.set_obj(o, "modifiers", kept)


def keyword_works(t: Table, obj: Obj, keyword: str) -> bool:
    if keyword not in obj.keywords:
        return False
    if is_minion(obj) and not awake(obj):
        return t.reading(I.SLEEPING_KEYWORDS.id, M.SLEEPING_HAS_KEYWORD(card=obj.label, keyword=keyword)) \
            == "keywords_work"
    return True


# --- destruction and what it triggers --------------------------------------------------------------------
def destroy_simultaneously(t: Table, objs: list[Obj], combat: Combat | None, cites: list[str]) -> None:
    """Destruction outside combat (effects): 2.3.4 orders it, defender's side first, left to right."""
    if not objs:
        return
    defender, attacker = t.state.opponent(t.state.active_player), t.state.active_player
    ordered = sorted(objs, key=lambda o: (o.controller != defender, o.slot or 0))
    if len({o.controller for o in objs}) > 1:
        t.step("procedure", M.BOTH_SIDES_DESTROYED(who=pname(t.state, defender)),
               [R.MULTI_DEATH_ORDER, R.DEFENDER_SIDE, R.ATTACKER_SIDE])
    dead = [d for o in ordered if (d := make_dying(t, o, cites)) is not None]
    after_destruction(t, dead, [defender, attacker], Ctx(combat))


def after_destruction(t: Table, dead: list[Dead], sides: list[str], ctx: Ctx,
                      extra: Sequence[tuple[str, Obj]] = ()) -> None:
    """Replacement (即时触发), then every triggered effect grouped by ``sides``. The win conditions are
    checked once the whole action has resolved, so a 战死技 still resolves for a side about to lose."""
    replacement(t, dead)
    events = [*extra, *(("destroyed", d.obj) for d in dead)]
    idle_passives_note(t, events)
    found = order_by_side(collect(t, events), sides)
    for side in sides:
        classes = {tr.priority() for tr in found if tr.source.controller == side}
        if len(classes) > 1:
            t.step("procedure", M.SIDE_ORDER(who=pname(t.state, side)), [R.POST_BOTH_DESTROYED])
    resolve_all(t, found, ctx, [])
