"""What a resolving spell or ability does (336.1 “完整执行其游戏效果”): one handler per effect type (the shared effects
plus riftbound's own, ``HANDLERS``). Continuous changes become layer effects with a timestamp (453); a floored
decrease is snapshotted (450.3.b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import (
    ChangeControl,
    Damage,
    Destroy,
    Discard,
    Draw,
    Duration,
    GainResource,
    LoseResource,
    ModifyStat,
    ReturnToHand,
    Unread,
)
from judge_app.engine.cardtext import messages as CT
from judge_app.engine.effects import EffectHandlers, effect_types
from judge_app.engine.messages import Arg, Text
from judge_app.engine.state import GameObject, StackItem
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import bf_name, memory, on_board, place_name, pname
from judge_app.games.riftbound.conditions import judge
from judge_app.games.riftbound.draw import draw
from judge_app.games.riftbound.layers import might, snapshot_delta
from judge_app.games.riftbound.memory import LayerEffect, LayerKind
from judge_app.games.riftbound.model import (
    CHAIN,
    EXHAUSTED,
    IMMUNE,
    STUNNED,
    AdjustMight,
    Channel,
    Counter,
    DamageByMight,
    Exhaust,
    Fight,
    GrantKeyword,
    GrantTag,
    If,
    MoveUnit,
    PlayToken,
    Ready,
    RecallUnit,
    RiftEffect,
    SetMight,
    Stun,
)
from judge_app.games.riftbound.recall import recall
from judge_app.games.riftbound.scoring import check_win
from judge_app.games.riftbound.selectors import Selector, chosen_ids, everyone, target_words

Obj = GameObject[Any]


@dataclass(frozen=True)
class Use:
    """What every effect of a resolving chain item shares: the item (its controller and chosen targets), its card,
    the rules its resolution cites, and the objects it aims at that left the board before it resolved (``gone``:
    the trace has said so, see ``_gone``; no effect is applied to them)."""

    item: StackItem
    card: Obj
    cites: list[str]
    gone: frozenset[str] = frozenset()

    def targets(self, t: Table, target: str) -> list[Obj]:
        """The objects an effect acts on, without those that left the board."""
        return [o for o in _aimed(t, self.item, self.card, target) if o.id not in self.gone]

    def player(self, t: Table, who: str) -> str:
        if who == "controller":
            return self.item.controller
        if who == "opponent":
            return t.state.opponent(self.item.controller)
        if who == "target_controller":  # the chosen target's controller, as it was last known
            found = t.state.find(self.item.targets[0]) if self.item.targets else None
            return found.controller if found is not None else self.item.controller
        return who

    def aim(self, t: Table, aim: str) -> Text | str:
        """How a step names what a continuous effect is on: an object's label, or all units with a tag."""
        if aim.startswith("tag:"):
            return M.ALL_TAGGED(tag=aim[4:])
        found = t.state.find(aim)
        return found.label if found else aim


def _aimed(t: Table, item: StackItem, card: Obj, target: str) -> list[Obj]:
    st = t.state
    if target == "self":
        return [card]
    sel = Selector.parse(target)
    if sel.role == "all":
        return everyone(st, card, item.controller, target)
    if sel.chooses:
        ids = chosen_ids(_selectors(item, card), list(item.targets)).get(sel, [])
        return [st.obj(x) for x in ids if st.find(x)]
    found = st.find(target)
    return [found] if found is not None else []


def _selectors(item: StackItem, card: Obj) -> list[Selector]:
    """The target words of the abilities the item resolves (they share the play's targets, chosen_ids)."""
    return [word for ab in card.abilities if ((ab.id == item.ability) if item.ability else (ab.kind == "spell"))
            for word in target_words([*ab.effects, *(e for m in ab.modes for e in m)])]


def _gone(t: Table, item: StackItem, card: Obj, abilities: list[Any]) -> frozenset[str]:
    """The objects the resolving item's effects aim at that are no longer on the board (a reaction destroyed
    the target, 322.2 in the cleanup of 319.4, …). The book says only “完整执行其游戏效果” (336.1); what a
    spell (346) or ability (386) does when its target is gone is in rules the shipped text lacks. Each such
    object gets its own ``unsupported`` step, and no effect is applied to it: an effect on a card in the trash
    (a might bonus, damage) or one that brings it back (a move, a recall) would be a ruling the book can't
    support."""
    st = t.state
    m = missing.ABILITY_RESOLVE if item.ability else missing.SPELL_RESOLVE
    found: dict[str, str] = {}
    for ab in abilities:
        for eff in ab.effects:
            target = getattr(eff, "target", None)
            if not isinstance(target, str):
                continue
            role = target if target in ("chosen", "self") else "chosen" if Selector.parse(target).chooses else "other"
            for o in _aimed(t, item, card, target):
                if o.zone != CHAIN and not on_board(o.zone) and o.id not in found:
                    found[o.id] = role
    for oid, role in found.items():
        o = st.obj(oid)
        missing.unsupported(
            t, M.LEFT_THE_BOARD(card=card.label, role=M.LEFT_ROLES[role](), object=o.label,
                                place=place_name(st, o.zone)),
            m, R.CLEANUP_ENTER_LEAVE, then=M.SKIPS_GONE())
    return frozenset(found)


def _add_effect(t: Table, card: Obj, kind: LayerKind, target: str, value: int | str, until: Duration,
                floor: int | None = None, snapshot: int | None = None) -> LayerEffect:
    mem = memory(t.state)
    stamp = mem.next_timestamp or len(mem.effects) + 1
    eff = LayerEffect(id=f"{card.id}#{stamp}", kind=kind, target=target, value=value, timestamp=stamp, until=until,
                      floor=floor, snapshot=snapshot, source=card.id)
    mem.effects = [*mem.effects, eff]
    mem.next_timestamp = stamp + 1
    return eff


def _lasting(until: Duration) -> Text:
    return (M.THIS_TURN if until == "end_of_turn" else M.LASTING)()


def resolve_card(t: Table, item: StackItem, card: Obj) -> None:
    """Resolve a chain item: a spell's spell abilities, or the one triggered ability ``item.ability`` names."""
    abilities = [ab for ab in card.abilities
                 if ((ab.id == item.ability) if item.ability else (ab.kind == "spell"))]
    use = Use(item, card, [R.RESOLVE_NEWEST], _gone(t, item, card, abilities))
    for ab in abilities:
        for eff in ab.effects:
            if t.state.game_over is None:
                HANDLERS.apply(t, eff, use)


HANDLERS: EffectHandlers[Use] = EffectHandlers("riftbound", effect_types(RiftEffect))


@HANDLERS.on(Damage)
def _damage(t: Table, eff: Damage, use: Use) -> None:
    for o in use.targets(t, eff.target):
        if IMMUNE in o.status:
            t.step("resolution", M.NO_DAMAGE(card=o.label, amount=eff.amount), use.cites)
            continue
        t.set_obj(o, "damage", o.damage + eff.amount)
        t.step("resolution", M.DEALS_DAMAGE(source=use.card.label, card=o.label, amount=eff.amount, total=o.damage),
               use.cites)


@HANDLERS.on(Destroy)
def _destroy(t: Table, eff: Destroy, use: Use) -> None:
    for o in use.targets(t, eff.target):
        t.set_obj(o, "damage", 0)
        t.move(o, f"{o.owner}.trash")
        t.step("resolution", M.DESTROYS(source=use.card.label, card=o.label), use.cites)


@HANDLERS.on(Draw)
def _draw(t: Table, eff: Draw, use: Use) -> None:
    draw(t, use.player(t, eff.player), use.cites, eff.count)


@HANDLERS.on(GainResource)
def _gain(t: Table, eff: GainResource, use: Use) -> None:
    _change_resource(t, use.player(t, eff.player), eff.resource, eff.amount, use.cites)


@HANDLERS.on(LoseResource)
def _lose(t: Table, eff: LoseResource, use: Use) -> None:
    _change_resource(t, use.player(t, eff.player), eff.resource, -eff.amount, use.cites)


def _change_resource(t: Table, pid: str, resource: str, delta: int, cites: list[str]) -> None:
    before = t.resource(pid, resource)
    t.set_resource(pid, resource, max(0, before + delta))
    t.step("resolution", M.RESOURCE_CHANGED(who=pname(t.state, pid), resource=resource, before=before,
                                           after=t.resource(pid, resource),
                                           note=(M.POINTS_UNLIMITED() if resource == "points" else "")),
           [*cites, *([R.SCORE_ONE_POINT, R.POINTS_FROM_EFFECTS] if resource == "points" else [])])
    check_win(t, pid)


@HANDLERS.on(ModifyStat)
def _modify_stat(t: Table, eff: ModifyStat, use: Use) -> None:
    _adjust(t, use, eff.target, eff.delta, eff.until, None)


@HANDLERS.on(AdjustMight)
def _adjust_might(t: Table, eff: AdjustMight, use: Use) -> None:
    _adjust(t, use, eff.target, eff.delta, eff.until, eff.floor)


def _adjust(t: Table, use: Use, target: str, delta: int, until: Duration, floor: int | None) -> None:
    """[M]±N on each target (450.3), a floored decrease snapshotted as it applies (450.3.b)."""
    st = t.state
    for o in use.targets(t, target):
        snap = snapshot_delta(st, o, delta, floor) if floor is not None else None
        e = _add_effect(t, use.card, "might", o.id, delta, until, floor, snap)
        cs = [*use.cites, R.LAYER_ARITHMETIC]
        note: Text | str = ""
        if snap is not None:
            assert floor is not None  # a snapshot is taken only for a floored decrease
            note = M.SNAPSHOTTED(floor=floor, might=might(st, o) - snap, snap=snap)
            cs.append(R.SNAPSHOT)
        t.step("resolution", M.MIGHT_ADJUSTED(source=use.card.label, card=o.label, delta=delta, lasting=_lasting(until),
                                             effect=e.id, snapshot=note), cs)


def _lasting_effects(t: Table, use: Use, kind: LayerKind, target: str, value: int | str,
                     until: Duration) -> list[dict[str, Arg]]:
    """Add a continuous effect on each object ``target`` names (or on ``tag:<X>``, re-read each time), and return
    the parameters each step shares with the other layer-1 and layer-2 steps; none on an object that left the board
    (said by ``_gone``)."""
    aims = [target] if target.startswith("tag:") else [o.id for o in use.targets(t, target)]
    if not aims and Selector.parse(target).names_an_object:
        aims = [target]  # an object the scenario names that has left the board: said by _gone, skipped below
    out: list[dict[str, Arg]] = []
    for aim in aims:
        if aim in use.gone:
            continue
        e = _add_effect(t, use.card, kind, aim, value, until)
        out.append({"source": use.card.label, "aim": use.aim(t, aim), "lasting": _lasting(until), "effect": e.id})
    return out


@HANDLERS.on(SetMight)
def _set_might(t: Table, eff: SetMight, use: Use) -> None:
    for said in _lasting_effects(t, use, "set_might", eff.target, eff.value, eff.until):
        t.step("resolution", M.MIGHT_SET(value=eff.value, **said), [*use.cites, R.LAYER_SET_MIGHT])


@HANDLERS.on(GrantTag)
def _grant_tag(t: Table, eff: GrantTag, use: Use) -> None:
    for said in _lasting_effects(t, use, "tag", eff.target, eff.tag, eff.until):
        t.step("resolution", M.TAG_GRANTED(tag=eff.tag, **said), [*use.cites, R.LAYER_TRAIT_WORDS])


@HANDLERS.on(GrantKeyword)
def _grant_keyword(t: Table, eff: GrantKeyword, use: Use) -> None:
    for said in _lasting_effects(t, use, "keyword", eff.target, eff.keyword, eff.until):
        t.step("resolution", M.KEYWORD_GRANTED(keyword=eff.keyword, **said), [*use.cites, R.LAYER_ABILITY_WORDS])


def _chosen_destination(t: Table, item: StackItem, card: Obj) -> str | None:
    """“移动到你选择的……”: the destination is chosen as the spell resolves (423.1: the move's source states
    what it requires), carried by the action that resolves it (``choices: for destination:<card>``; legality
    has refused a missing or forbidden one)."""
    chosen = t.choice(f"destination:{card.id}")
    if chosen is None or not chosen.targets:
        t.unsupported(M.NO_DESTINATION(card=card.label, id=card.id), [R.EFFECT_MOVE_SOURCE])
        return None
    to = chosen.targets[0]
    where = bf_name(t.state, to) if to.startswith("bf") else M.BASE_OF(who=pname(t.state, item.controller))
    t.step("choice", M.DESTINATION_CHOSEN(card=card.label, who=pname(t.state, item.controller), place=where),
           [R.EFFECT_MOVE_SOURCE], decisive=True)
    return to


@HANDLERS.on(MoveUnit)
def _move_unit(t: Table, eff: MoveUnit, use: Use) -> None:
    from judge_app.games.riftbound.movement import move_units

    units = [o for o in use.targets(t, eff.target) if "unit" in o.types]
    if eff.to == "owner_base":  # “移动到其所属的基地”: each to its own owner's base
        for owner in dict.fromkeys(o.owner for o in units):
            mine = [o for o in units if o.owner == owner]
            move_units(t, mine[0].controller, mine, f"{owner}.base", "effect")
        return
    to = eff.to if eff.to != "chosen" else _chosen_destination(t, use.item, use.card)
    if units and to is not None:
        move_units(t, units[0].controller, units, to, "effect")


@HANDLERS.on(RecallUnit)
def _recall(t: Table, eff: RecallUnit, use: Use) -> None:
    for o in use.targets(t, eff.target):
        recall(t, o, use.cites)


@HANDLERS.on(ChangeControl)
def _change_control(t: Table, eff: ChangeControl, use: Use) -> None:
    missing.unsupported(t, M.CHANGE_CONTROL(card=use.card.label), missing.CONTROL)


@HANDLERS.on(Discard)
def _discard(t: Table, eff: Discard, use: Use) -> None:
    missing.unsupported(t, M.DISCARDING(card=use.card.label), missing.PLAY_CARD)


@HANDLERS.on(Stun)
def _stun(t: Table, eff: Stun, use: Use) -> None:
    for o in use.targets(t, eff.target):
        t.add_status(o, STUNNED)
        t.step("resolution", M.STUNNED(source=use.card.label, card=o.label), [*use.cites, R.ASSIGN])


@HANDLERS.on(Ready)
def _ready(t: Table, eff: Ready, use: Use) -> None:
    for o in use.targets(t, eff.target):
        was = EXHAUSTED in o.status
        t.remove_status(o, EXHAUSTED)
        t.step("resolution", (M.READIED if was else M.ALREADY_READY)(source=use.card.label, card=o.label),
               [*use.cites, R.AWAKEN_READY])


@HANDLERS.on(Exhaust)
def _exhaust(t: Table, eff: Exhaust, use: Use) -> None:
    for o in use.targets(t, eff.target):
        t.add_status(o, EXHAUSTED)
        t.step("resolution", M.EXHAUSTED_BY(source=use.card.label, card=o.label), [*use.cites, R.RECALL_KEEPS_STATE])


@HANDLERS.on(ReturnToHand)
def _return_to_hand(t: Table, eff: ReturnToHand, use: Use) -> None:
    for o in use.targets(t, eff.target):
        t.set_obj(o, "damage", 0)
        t.remove_status(o, *o.status)
        t.move(o, f"{o.owner}.hand")
        t.step("resolution", M.RETURNED_TO_HAND(source=use.card.label, card=o.label,
                                                who=pname(t.state, o.owner)), [*use.cites, R.ZONE_CHANGE_NOT_MOVE])


@HANDLERS.on(Channel)
def _channel(t: Table, eff: Channel, use: Use) -> None:
    pid = use.player(t, eff.player)
    runes = t.state.in_zone(f"{pid}.rune_deck")[:eff.count]
    for r in runes:
        t.move(r, f"{pid}.runes", top=False)
        if eff.exhausted:
            t.add_status(t.state.obj(r.id), EXHAUSTED)
    fewer = len(runes) < eff.count
    t.step("resolution", M.CHANNELS(who=pname(t.state, pid), count=len(runes),
                                    exhausted=M.EXHAUSTED_WORD() if eff.exhausted else "",
                                    fewer=M.CHANNEL_FEWER_ANY() if fewer else ""),
           [*use.cites, R.CHANNEL_TWO, *([R.CHANNEL_FEWER] if fewer else [])])


def _hurt(t: Table, use: Use, source: Obj, o: Obj, amount: int) -> Text:
    """``source`` deals ``amount`` damage to ``o`` (none to a unit immune to damage): what happened, in words."""
    if IMMUNE in o.status:
        return M.NO_DAMAGE(card=o.label, amount=amount)
    t.set_obj(o, "damage", o.damage + amount)
    return M.DEALS_DAMAGE(source=source.label, card=o.label, amount=amount, total=o.damage)


@HANDLERS.on(Fight)
def _fight(t: Table, eff: Fight, use: Use) -> None:
    first = next(iter(use.targets(t, eff.target)), None)
    second = next(iter(use.targets(t, eff.other)), None)
    if first is None or second is None:
        t.nothing(M.FIGHT_MISSING(source_card=use.card.label), use.cites)
        return
    a, b = might(t.state, first), might(t.state, second)  # both before either is dealt: at the same time
    cites = [*use.cites, R.LAYER_ARITHMETIC]
    t.step("resolution", M.FIGHT(source=use.card.label, first=first.label, a=a, second=second.label, b=b), cites)
    t.step("resolution", _hurt(t, use, first, second, a), cites)
    t.step("resolution", _hurt(t, use, second, first, b), cites)


@HANDLERS.on(DamageByMight)
def _damage_by_might(t: Table, eff: DamageByMight, use: Use) -> None:
    of = next(iter(_aimed(t, use.item, use.card, eff.of)), None)
    if of is None or not on_board(of.zone):
        t.unsupported(M.MIGHT_SOURCE_GONE(card=use.card.label), use.cites)
        return
    amount = might(t.state, of)
    for o in use.targets(t, eff.target):
        t.step("resolution", _hurt(t, use, of, o, amount), [*use.cites, R.LAYER_ARITHMETIC])


@HANDLERS.on(PlayToken)
def _play_token(t: Table, eff: PlayToken, use: Use) -> None:
    """Tokens are played as cards are: a unit or gear resolves on being played (333.1.c)."""
    pid = use.item.controller
    if eff.to == "here":
        to: str | None = use.card.zone if on_board(use.card.zone) else None
    elif eff.to == "controller_base":
        to = f"{pid}.base"
    else:
        chosen = t.choice(f"destination:{use.card.id}")  # legality refused a missing or forbidden place
        to = chosen.targets[0] if chosen is not None and chosen.targets else None
        if to is not None:
            t.step("choice", M.TOKEN_PLACE_CHOSEN(card=use.card.label, who=pname(t.state, pid),
                                                  place=place_name(t.state, to)), [R.CONFIRM_IMMEDIATE], decisive=True)
    if to is None:
        if eff.to == "here":
            t.unsupported(M.TOKEN_NOWHERE(card=use.card.label), use.cites)
        return
    made = []
    for _ in range(eff.count):
        n = sum(o.id.startswith(f"{use.card.id}_t") for o in t.state.objects) + 1
        token = type(use.card)(id=f"{use.card.id}_t{n}", name=eff.name, owner=pid, zone=to, types=[eff.card_type],
                               stats={"might": eff.might} if eff.might is not None else {},
                               keywords=list(eff.keywords), status=[] if eff.ready else [EXHAUSTED])
        t.add_object(token)
        made.append(token.label)
    t.step("resolution", M.TOKENS_PLAYED(source=use.card.label, tokens=made, place=place_name(t.state, to),
                                         state=(M.READY_WORD if eff.ready else M.EXHAUSTED_STATE_WORD)()),
           [*use.cites, R.CONFIRM_IMMEDIATE])


@HANDLERS.on(Counter)
def _counter(t: Table, eff: Counter, use: Use) -> None:
    for o in use.targets(t, eff.target):
        if o.zone != CHAIN:
            t.nothing(M.NOT_ON_CHAIN(card=o.label), use.cites)
            continue
        t.set_state("stack", [i for i in t.state.stack if i.source != o.id])
        t.move(o, f"{o.owner}.trash")
        t.step("resolution", M.COUNTERED(source=use.card.label, card=o.label),
               [*use.cites, R.CLEANUP_ITEM_REMOVED])


@HANDLERS.on(If)
def _if(t: Table, eff: If, use: Use) -> None:
    """「如果…,则…」: the condition judged now, as the effect resolves (336.1); a condition the engine cannot judge
    yet is said, and neither branch happens."""
    about = next(iter(_aimed(t, use.item, use.card, eff.of)), None)
    held = judge(t.state, eff.check, use.item.controller, about, eff.value)
    word = M.CONDITION_WORDS[eff.check]() if eff.check in M.CONDITION_WORDS else eff.check
    if held is None:
        t.unsupported(M.CONDITION_UNKNOWN(card=use.card.label, check=word), use.cites)
        return
    t.step("check", (M.CONDITION_HOLDS if held else M.CONDITION_FAILS)(
        card=use.card.label, check=word, of=about.label if about is not None else M.NONE(),
        limit=M.CONDITION_LIMIT(value=eff.value) if eff.value is not None else ""),
        use.cites)
    for inner in eff.then if held else eff.else_:
        if t.state.game_over is None:
            HANDLERS.apply(t, inner, use)


@HANDLERS.on(Unread)
def _unread(t: Table, eff: Unread, use: Use) -> None:
    """A sentence of the card's text the reader did not understand: said, never guessed (the chain item's
    resolution, 336.1, is why the trace got here)."""
    t.unsupported(CT.UNREAD_STEP(text=eff.text), use.cites)


HANDLERS.complete()
