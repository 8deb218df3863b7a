"""Whether an action may be taken: first reach its moment in a rehearsal on the state (timing.reach, reverted),
then one check per action type through ``Checks``: every permission that holds is returned with its rule
(the runner writes each as a passed check), and every rule broken is refused together."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.messages import Text
from judge_app.engine.replay import rehearsal
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.fftcg import chars, cp, effects, stack, targets, timing
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import (
    dull,
    element,
    field,
    generic,
    hand,
    is_backup,
    is_character,
    is_forward,
    is_summon,
    light_or_dark,
    memory,
    on_field,
    pname,
    since_turn_start,
)
from judge_app.games.fftcg.memory import Attack
from judge_app.games.fftcg.model import (
    ATTACKED,
    BACK_ATTACK,
    CANNOT_ATTACK,
    CANNOT_BLOCK,
    DULL_ICON,
    HAND_LIMIT,
    HASTE,
    SELF_TO_BREAK,
    Block,
    CastSummon,
    Concede,
    DeclareAttack,
    Mulligan,
    Pass,
    PlayCharacter,
    UseAbility,
)

State = GameState[Any]


@contextmanager
def rehearsed(state: State, action: Action, interpretations: Mapping[str, str]) -> Iterator[Table]:
    """A table on ``state`` advanced to the moment of ``action`` (its steps thrown away); every change is reverted
    when the block ends (:func:`rehearsal`), so ``state`` is as it was."""
    with rehearsal(I.READINGS, state, interpretations) as t:
        t.begin_action(0, action)
        if not timing.reach(t, action) and state.game_over is None:
            illegal(M.NO_MOMENT(), R.PRIORITY, R.PHASES)
        yield t


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    if state.game_over is not None:
        illegal(M.GAME_OVER(), *state.game_over.cites)
    if isinstance(action, Concede):
        return [Reason(M.MAY_CONCEDE(), (R.TEXT_OVER_RULES,))]
    with rehearsed(state, action, interpretations) as t:
        if t.state.game_over is not None:
            return []
        return check_now(t.state, action, interpretations)


def check_now(st: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """Every permission that holds and every rule the action breaks (all of them, not the first found)."""
    c = Checks()
    match action:
        case Mulligan():
            who = memory(st).mulligan
            c.require(
                who == action.player,
                R.SETUP_REDRAW,
                ok=M.DECIDES_MULLIGAN(who=pname(st, action.player)),
                no=M.NOT_YOUR_MULLIGAN(who=str(who)),
            )
            if action.order:
                c.require(
                    sorted(action.order) == sorted(o.id for o in hand(st, action.player)),
                    R.SETUP_REDRAW,
                    ok=M.MULLIGAN_ORDER_OK(),
                    no=M.MULLIGAN_ORDER_BAD(),
                )
        case Pass():
            _priority(c, st, action.player, R.PASS)
        case PlayCharacter():
            _check_play(c, st, action, interpretations)
        case CastSummon():
            _check_summon(c, st, action, interpretations)
        case UseAbility():
            _check_ability(c, st, action, interpretations)
        case DeclareAttack():
            _check_declare(c, st, action, interpretations)
        case Block():
            _check_block(c, st, action)
        case _:
            c.refuse(M.NO_SUCH_ACTION(type=action.type), R.PRIORITY)
    _check_end_discard(c, st, action)
    _check_choices(c, st, action)
    return c.verdict()


def _check_choices(c: Checks, st: State, action: Action) -> None:
    """Choices the action carries that can be judged before anything resolves: a replacement order must name
    one of the replacement effects that can apply (11.12.5.7); cards to discard must be hand cards (15.1.1.4.1).
    A wrong one is refused with its rule, never swapped for the default."""
    for ch in action.choices:
        key = ch.for_
        if key.startswith("replace:"):
            obj = st.find(key.split(":", 1)[1])
            if obj is None:
                c.refuse(M.NO_SUCH_CARD_FOR(key=key), R.REPLACEMENT_ORDER)
                continue
            n = len(effects.replacements_in(st, obj))
            if ch.mode is not None and ch.mode >= n:
                c.refuse(
                    M.REPLACEMENT_OUT_OF_RANGE(key=key, n=ch.mode + 1, card=obj.label, count=n),
                    R.REPLACEMENT_ORDER,
                )
        elif key.startswith("order:"):
            # 11.8.7: a player orders the auto abilities that triggered under their control
            pid = key.split(":", 1)[1]
            for entry in [*ch.targets, *ch.cards]:
                oid, _, aid = entry.partition(".")
                o = st.find(oid)
                autos = [a for a in (o.abilities if o else []) if a.kind == "auto" and (not aid or a.id == aid)]
                if o is None or not autos:
                    what: Text | str = entry
                    if o is not None:
                        what = M.CARD_ABILITY_ID(card=o.label, ability=aid) if aid else o.label
                    c.refuse(M.NOT_AN_AUTO(key=key, what=what), R.AUTO_TO_STACK)
                elif o.controller != pid:
                    c.refuse(M.NOT_YOUR_AUTO(key=key, card=o.label, who=pname(st, pid)), R.AUTO_TO_STACK)
            if len(set(ch.targets + ch.cards)) != len(ch.targets + ch.cards):
                c.refuse(M.AUTO_TWICE(key=key), R.AUTO_TO_STACK)
        elif not ch.use and "." in key:
            # 11.8.14: only an auto ability written "……时,可以……" may be declined; EX Bursts always may (11.10.2)
            oid, _, aid = key.partition(".")
            o = st.find(oid)
            ab = next((a for a in (o.abilities if o else []) if a.id == aid), None)
            if o is not None and ab is not None and ab.kind == "auto" and not stack.is_optional(ab):
                c.refuse(M.NOT_OPTIONAL(card=o.label, ability=ab.text or ab.id), R.OPTIONAL_AUTO, R.AUTO)
        elif key.endswith(".discard") and ch.cards:
            for cid in ch.cards:
                o = st.find(cid)
                if o is None or not o.zone.endswith(".hand"):
                    where = M.DOES_NOT_EXIST() if o is None else M.NOT_IN_HAND()
                    c.refuse(M.DISCARD_NOT_IN_HAND(key=key, card=o.label if o else cid, where=where), R.DISCARD)
            if len(set(ch.cards)) != len(ch.cards):
                c.refuse(M.CARD_TWICE(key=key), R.DISCARD)


def _check_end_discard(c: Checks, st: State, action: Action) -> None:
    """9.5.1.2: the cards an ``end_discard`` choice names are the turn player's hand cards, and — when this
    pass ends the end phase's priority, so the discard happens now — exactly as many as exceed 5. A choice
    that breaks this is refused, never swapped for the default."""
    pick = action.choice("end_discard")
    if pick is None:
        return
    pid = st.active_player
    cards = hand(st, pid)
    in_hand = {o.id for o in cards}
    for cid in pick.cards:
        o = st.find(cid)
        if cid not in in_hand:
            c.refuse(M.END_DISCARD_NOT_IN_HAND(card=o.label if o else cid, who=pname(st, pid)), R.END_DISCARD)
    if len(set(pick.cards)) != len(pick.cards):
        c.refuse(M.END_DISCARD_TWICE(), R.END_DISCARD)
    passed = set(memory(st).passed or ()) | {action.player}
    now = isinstance(action, Pass) and st.phase == "end" and not st.stack and len(passed) >= len(st.players)
    if now:
        excess = max(len(cards) - HAND_LIMIT, 0)
        c.require(
            len(pick.cards) == excess,
            R.END_DISCARD,
            ok=M.END_DISCARD_OK(who=pname(st, pid), hand=len(cards), count=excess),
            no=M.END_DISCARD_WRONG(who=pname(st, pid), hand=len(cards), count=excess, given=len(pick.cards)),
        )


def _priority(c: Checks, st: State, pid: str, *also: str) -> bool:
    holder = memory(st).priority
    if holder == pid:
        c.allow(M.HOLDS_PRIORITY(who=pname(st, pid)), R.PRIORITY, *also)
        return True
    who = pname(st, pid)
    c.refuse(M.NO_PRIORITY_HOLDER(who=who, holder=pname(st, holder)) if holder else M.NO_PRIORITY(who=who), R.PRIORITY)
    return False


def _instant_timing(c: Checks, st: State, pid: str, what: Text, cites: tuple[str, ...]) -> None:
    """Summons (9.3.1.6) and action/special abilities (9.3.1.7): whoever has priority, main and attack phases."""
    _priority(c, st, pid)
    c.require(
        st.phase in ("main1", "main2", "attack"),
        cites if st.phase in ("main1", "main2", "attack") else (*cites, R.END_TRIGGERS),
        ok=M.INSTANT_NOW(phase=M.MAIN_PHASE_WORD() if st.phase != "attack" else M.ATTACK_PHASE_WORD(), what=what),
        no=M.INSTANT_ONLY(what=what),
    )
    if memory(st).first_strike_window is not None:
        c.refuse(M.NOT_IN_FIRST_STRIKE(what=what), R.FIRST_STRIKE_PRIORITY)


def _pay(
    c: Checks,
    st: State,
    pid: str,
    req: dict[str, int],
    pay: Any,
    interpretations: Mapping[str, str],
    excluded: Mapping[str, cp.Held],
    cites: list[str],
) -> None:
    verdict = cp.evaluate(st, pid, req, pay, interpretations, excluded)
    if not verdict.ok:
        # each unusable source is its own refusal; the rollback they all lead to is said once, on the last
        *first, last = verdict.problems
        for message, why in first:
            c.refuse(message, *why, *cites)
        c.refuse(
            M.ROLLED_BACK(why=last[0]),
            *last[1],
            *cites,
            R.ROLLBACK,
            R.ROLLBACK_COSTS,
            R.ROLLBACK_PRIORITY,
        )
    elif req:
        c.allow(M.PAYMENT_OK(cost=cp.fmt(cp.Counter(req))), *cites, R.PAY_CP_HOW)


def _check_play(c: Checks, st: State, action: PlayCharacter, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    pid = action.player
    if not c.require(
        card.zone == f"{pid}.hand" and is_character(card),
        (R.PLAY_CHARACTER, R.PLAY_REVEAL),
        ok=M.CHARACTER_IN_HAND(card=card.label, who=pname(st, pid)),
        no=M.NOT_CHARACTER_IN_HAND(card=card.label, who=pname(st, pid)),
    ):
        return
    _priority(c, st, pid)
    if chars.has(st, card, BACK_ATTACK):
        c.require(
            st.phase in ("main1", "main2", "attack"),
            (R.BACK_ATTACK,),
            ok=M.BACK_ATTACK_OK(card=card.label),
            no=M.BACK_ATTACK_WRONG_PHASE(card=card.label),
        )
    else:
        c.require(
            st.phase in ("main1", "main2") and not st.stack and pid == st.active_player,
            (R.MAIN_CHARACTERS, R.PLAY_CHARACTER),
            ok=M.MAY_PLAY_CHARACTER(),
            no=M.MAY_NOT_PLAY_CHARACTER(),
        )
    mine = field(st, pid)
    if generic(card):
        c.allow(M.GENERIC_ICON(card=card.label), R.FIELD_SAME_NAME)
    else:
        c.require(
            not any(o.name == card.name for o in mine),
            (R.FIELD_SAME_NAME, R.SAME_NAME),
            ok=M.NO_SAME_NAME(who=pname(st, pid), name=card.name),
            no=M.SAME_NAME(who=pname(st, pid), name=card.name),
        )
    if (
        light_or_dark(card)
        and any(light_or_dark(o) for o in mine)
        and I.LIGHT_DARK_PLAY.reading_in(interpretations) == "forbidden"
    ):
        c.refuse(M.LIGHT_DARK_FORBIDDEN(), R.RP_LIGHT_DARK, R.FIELD_SAME_NAME)
    req = cp.card_requirement(card.cost or 0, element(card))
    _pay(c, st, pid, req, action.pay, interpretations, cp.held_character(card), [R.PLAY_COST])


def _check_summon(c: Checks, st: State, action: CastSummon, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    if not c.require(
        card.zone == f"{action.player}.hand" and is_summon(card),
        (R.SUMMON_CAST, R.SUMMON_TO_STACK),
        ok=M.SUMMON_IN_HAND(card=card.label, who=pname(st, action.player)),
        no=M.NOT_SUMMON_IN_HAND(card=card.label, who=pname(st, action.player)),
    ):
        return
    _instant_timing(c, st, action.player, M.CAST_SUMMONS(), (R.MAIN_SUMMONS,))
    ab = next((a for a in card.abilities if a.kind == "summon"), None)
    if ab is None:
        c.refuse(M.NO_SUMMON_EFFECT(card=card.label), R.SUMMON_CAST)
        return
    _targets(c, st, action.player, None, action.targets, list(ab.effects), R.SUMMON_TARGET_GONE)
    needed = I.SUMMON_ELEMENT.reading_in(interpretations) == "required"
    req = cp.card_requirement(card.cost or 0, element(card), needed)
    held = cp.held_summon(card)
    _pay(c, st, action.player, req, action.pay, interpretations, held, [R.SUMMON_PAY_ALL, R.SUMMON_CAST])


def _targets(
    c: Checks, st: State, controller: str, source: str | None, chosen: list[str], effs: list[Any], rule: str
) -> None:
    """Each chosen target meets the card's restriction ("选择1个对手控制的前锋") and is not the source itself."""
    if not targets.targeted(effs):
        if chosen:
            c.refuse(M.TARGETS_NOT_CHOSEN(targets=str(chosen)), rule)
        return
    wanted = targets.describe(effs)
    if not chosen:
        c.refuse(M.TARGETS_NEEDED(wanted=wanted), rule)
        return
    for oid in chosen:
        why = targets.why_illegal(st, oid, effs, controller, source)
        if why is None:
            c.allow(M.TARGET_OK(card=st.obj(oid).label, wanted=wanted), rule)
        else:
            c.refuse(M.TARGET_BAD(why=why, wanted=wanted), rule)


def _check_ability(c: Checks, st: State, action: UseAbility, interpretations: Mapping[str, str]) -> None:
    src = st.obj(action.source)
    ab = src.ability(action.ability)
    if ab is None or ab.kind not in ("action", "special"):
        c.refuse(M.NO_SUCH_ABILITY(card=src.label, ability=action.ability), R.ABILITY_KINDS)
        return
    special = ab.kind == "special"
    use = R.SPECIAL_USE if special else R.ACTION_USE
    c.require(
        on_field(src) and src.controller == action.player,
        use,
        ok=M.CONTROLS_ON_FIELD(card=src.label, who=pname(st, action.player)),
        no=M.NOT_CONTROLS_ON_FIELD(card=src.label, who=pname(st, action.player)),
    )
    _instant_timing(c, st, action.player, M.USE_ABILITIES(), (R.MAIN_ABILITIES,))
    if ab.cost.get(DULL_ICON):
        icon = R.SPECIAL_DULL_ICON if special else R.ACTION_DULL_ICON
        c.require(
            not dull(src),
            icon,
            ok=M.CAN_PAY_DULL(card=src.label),
            no=M.CANNOT_PAY_DULL(card=src.label),
        )
        if is_forward(src) or is_backup(src):
            if chars.has(st, src, HASTE):
                c.allow(M.HASTE_ABILITY(card=src.label), icon, R.HASTE_DULL_COST)
            else:
                c.require(
                    since_turn_start(src),
                    (icon, R.HASTE_DULL_COST),
                    ok=M.CONTROLLED_SINCE_START(card=src.label, who=pname(st, action.player)),
                    no=M.NOT_SINCE_START(card=src.label, who=pname(st, action.player)),
                )
    if ab.cost.get(SELF_TO_BREAK):
        c.allow(M.CAN_PUT_SELF(card=src.label), R.ACTION_COST, R.COST_OWN_CHARACTER)
    excluded: dict[str, cp.Held] = {}
    if special:
        other = st.find(action.special_discard) if action.special_discard else None
        ok = other is not None and other.zone == f"{action.player}.hand" and other.name == src.name and is_character(
            other
        )
        c.require(
            ok,
            R.SPECIAL_ABILITY,
            ok=M.SPECIAL_DISCARD_OK(card=other.label if other else ""),
            no=M.SPECIAL_DISCARD_NEEDED(name=src.name),
        )
        excluded = cp.held_special(other) if ok and other is not None else {}
    _targets(
        c, st, action.player, src.id, action.targets, list(ab.effects), R.SPECIAL_TARGET if special else R.ACTION_TARGET
    )
    _pay(
        c,
        st,
        action.player,
        cp.ability_requirement(ab.cost),
        action.pay,
        interpretations,
        excluded,
        [R.SPECIAL_COST if special else R.ACTION_COST],
    )


def _check_declare(c: Checks, st: State, action: DeclareAttack, interpretations: Mapping[str, str]) -> None:
    # who and when: the turn player, in the attack declaration step (10.1.2.1, 9.4.1)
    c.require(
        action.player == st.active_player,
        (R.DECLARE, R.ATTACK_PHASE),
        ok=M.IS_TURN_PLAYER(who=pname(st, action.player)),
        no=M.NOT_TURN_PLAYER(who=pname(st, action.player)),
    )
    c.require(
        memory(st).awaiting == "declare",
        (R.DECLARE, R.ATTACK_PHASE),
        ok=M.IS_DECLARE_STEP(),
        no=M.NOT_DECLARE_STEP(),
    )
    if not action.forwards:
        c.allow(M.MAY_NOT_ATTACK(who=pname(st, action.player)), R.NO_ATTACK_SKIP)
        return
    seen: set[str] = set()
    for fid in action.forwards:
        f = st.obj(fid)
        if fid in seen:
            c.refuse(M.LISTED_TWICE(card=f.label), R.DECLARE)
            continue
        seen.add(fid)
        if not _own_field_forward(c, st, f, action.player, R.DECLARE, R.ATTACKING_FORWARD, M.ATTACK_VERB()):
            continue
        c.require(
            not dull(f),
            R.DECLARE_ELIGIBLE,
            ok=M.IS_ACTIVE(card=f.label),
            no=M.DULL_CANNOT_ATTACK(card=f.label),
        )
        if chars.has(st, f, HASTE):
            c.allow(M.HASTE_ATTACK(card=f.label), R.DECLARE_ELIGIBLE, R.HASTE)
        else:
            c.require(
                since_turn_start(f),
                (R.DECLARE_ELIGIBLE, R.HASTE) if not since_turn_start(f) else (R.DECLARE_ELIGIBLE,),
                ok=M.SINCE_TURN_START(card=f.label),
                no=M.NOT_SINCE_TURN_START(card=f.label),
            )
        attacked, cannot = ATTACKED in f.status, CANNOT_ATTACK in f.status
        if attacked:
            c.refuse(M.ALREADY_ATTACKED(card=f.label), R.DECLARE_NOT_ATTACKED)
        if cannot:
            c.refuse(M.CANNOT_ATTACK(card=f.label), R.DECLARE_NOT_ATTACKED, R.CANNOT_BEATS_CAN)
        if not (attacked or cannot):
            c.allow(M.MAY_ATTACK(card=f.label), R.DECLARE_NOT_ATTACKED)
    if len(action.forwards) > 1:
        fws = [st.obj(f) for f in action.forwards]
        elems = {element(f) for f in fws}
        if len(elems) == 1:
            c.allow(M.PARTY_SAME_ELEMENT(element=next(iter(elems))), R.DECLARE, R.PARTY_ELEMENT)
        else:
            reading = I.PARTY_ELEMENT.reading_in(interpretations)
            if reading == "same_element" or not _party_ok(fws):
                c.refuse(
                    M.PARTY_MUST_SHARE() if reading == "same_element" else M.PARTY_MUST_SHARE_OR_ICON(),
                    R.DECLARE,
                    R.PARTY_ELEMENT,
                    point=I.PARTY_ELEMENT.id if reading == "same_element" else None,
                )
            else:
                c.allow(M.PARTY_ICON_OK(), R.PARTY_ELEMENT)


def _own_field_forward(
    c: Checks, st: State, card: Any, player: str, step_rule: str, control_rule: str, verb: Text
) -> bool:
    """The attacker/blocker must be a forward (5.2.3.1.1.2), on the field (7.7.1) and controlled by the
    declaring player (10.1.2.4 / 10.1.3.2). Each broken condition is its own reason with its own rule, so a
    backup is refused for being a backup, not with the control rule."""
    who = pname(st, player)
    if is_forward(card) and on_field(card) and card.controller == player:
        c.allow(M.OWN_FIELD_FORWARD(card=card.label, who=who), step_rule, control_rule)
        return True
    if not is_forward(card):
        c.refuse(M.ONLY_FORWARDS(card=card.label, verb=verb), step_rule, R.FORWARD)
    if not on_field(card):
        c.refuse(M.NOT_ON_THE_FIELD(card=card.label), step_rule, R.FIELD)
    elif card.controller != player:
        c.refuse(M.NOT_CONTROLLED_BY(card=card.label, who=who), step_rule, control_rule)
    return False


def _party_ok(fws: list[Any]) -> bool:
    """15.1.1.9.2: every member shares one element with the others, or carries the party icon."""
    plain = [f for f in fws if not f.props.get("party_icon")]
    return len({element(f) for f in plain}) <= 1


def _check_block(c: Checks, st: State, action: Block) -> None:
    attack = memory(st).attack or Attack()
    # who and when: the non-turn player, in the block declaration step (10.1.3.1)
    if not c.require(
        action.player != st.active_player and memory(st).awaiting == "block",
        (R.BLOCK,),
        ok=M.BLOCK_STEP_NOW(who=pname(st, action.player)),
        no=M.CANNOT_BLOCK_NOW(who=pname(st, action.player)),
    ):
        return
    if action.blocker is None:
        c.allow(M.MAY_NOT_BLOCK(who=pname(st, action.player)), R.BLOCK)
        if action.split:
            c.refuse(M.NO_BLOCK_NO_SPLIT(), R.PARTY_SPLIT)
        return
    b = st.obj(action.blocker)
    if not _own_field_forward(c, st, b, action.player, R.BLOCK, R.BLOCKING_FORWARD, M.BLOCK_VERB()):
        return
    c.require(
        not dull(b),
        R.BLOCK_ACTIVE,
        ok=M.IS_ACTIVE(card=b.label),
        no=M.DULL_CANNOT_BLOCK(card=b.label),
    )
    c.require(
        CANNOT_BLOCK not in b.status,
        (R.BLOCK_RESTRICTION,) if CANNOT_BLOCK not in b.status else (R.BLOCK_RESTRICTION, R.CANNOT_BEATS_CAN),
        ok=M.MAY_BLOCK(card=b.label),
        no=M.CANNOT_BLOCK(card=b.label),
    )
    if action.split:
        _check_split(c, st, attack, b, action.split)


def _check_split(c: Checks, st: State, attack: Attack, blocker: Any, split: dict[str, int]) -> None:
    """10.1.4.2.1: the defender divides the blocker's damage over the party, in units of 1000 (4.1); the
    parts add up to the damage dealt, which is the blocker's power (10.1.4.2)."""
    if not attack.party:
        c.refuse(M.SPLIT_ONLY_PARTY(), R.PARTY_SPLIT)
        return
    ok = True
    for k, v in split.items():
        if k not in attack.attackers:
            c.refuse(M.NOT_IN_PARTY(id=k), R.PARTY_SPLIT)
            ok = False
        if v <= 0 or v % 1000:
            c.refuse(M.SPLIT_NOT_THOUSANDS(id=k, amount=v), R.PARTY_SPLIT, R.INTEGERS)
            ok = False
    total, power = sum(split.values()), max(chars.power(st, blocker) or 0, 0)
    if total != power:
        c.refuse(
            M.SPLIT_WRONG_TOTAL(total=total, split="/".join(str(v) for v in split.values()), card=blocker.label,
                                power=power),
            R.PARTY_SPLIT,
            R.BATTLE_DAMAGE,
        )
    elif ok:
        c.allow(
            M.SPLIT_OK(split="/".join(str(v) for v in split.values()), card=blocker.label, power=power),

            R.PARTY_SPLIT,
            R.INTEGERS,
        )


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates at the current moment (no skipping ahead), kept if they pass :func:`check_now`."""
    if state.game_over is not None:
        return []
    st = state
    cands: list[Action] = []
    mem = memory(st)
    awaiting = mem.awaiting
    tp = st.active_player
    if awaiting == "mulligan" and mem.mulligan:
        pid = mem.mulligan
        cands += [Mulligan(player=pid, redraw=False), Mulligan(player=pid, redraw=True)]
    elif awaiting == "declare":
        fws = [o for o in field(st, tp) if is_forward(o)]
        cands += [DeclareAttack(player=tp, forwards=[f.id]) for f in fws]
        cands.append(DeclareAttack(player=tp))
    elif awaiting == "block":
        opp = st.opponent(tp)
        cands += [Block(player=opp, blocker=o.id) for o in field(st, opp) if is_forward(o)]
        cands.append(Block(player=opp))
    elif (holder := mem.priority) is not None:
        cands.append(Pass(player=holder))
        for card in hand(st, holder):
            if is_character(card):
                cands.append(PlayCharacter(player=holder, card=card.id, pay=_auto_pay(st, holder, card)))
            elif is_summon(card):
                ab = next((a for a in card.abilities if a.kind == "summon"), None)
                picked = _first_target(st, list(ab.effects), holder, None) if ab else []
                cands.append(CastSummon(player=holder, card=card.id, pay=_auto_pay(st, holder, card), targets=picked))
        for src in field(st, holder):
            for ab in src.abilities:
                if ab.kind == "action":
                    cands.append(
                        UseAbility(
                            player=holder,
                            source=src.id,
                            ability=ab.id,
                            targets=_first_target(st, list(ab.effects), holder, src.id),
                        )
                    )
    return only_legal(cands, lambda c: check_now(st, c, interpretations))


def _first_target(st: State, effs: list[Any], controller: str, source: str | None) -> list[str]:
    if not targets.targeted(effs):
        return []
    return [o.id for o in targets.candidates(st, effs, controller, source)][:1]


def _auto_pay(st: State, pid: str, card: Any) -> Any:
    """A ready-made payment: active backups first, then discards, kept only if it is exact enough to pass."""
    from judge_app.games.fftcg.model import Payment

    req = cp.card_requirement(card.cost or 0, element(card))
    need = sum(req.values())
    dulls = [o.id for o in field(st, pid) if is_backup(o) and not dull(o)]
    pay = Payment(dull=dulls[:need])
    held = cp.held_summon(card) if is_summon(card) else cp.held_character(card)
    if cp.evaluate(st, pid, req, pay, {}, held).ok:
        return pay
    discards = [o.id for o in hand(st, pid) if o.id != card.id and not light_or_dark(o)]
    for n in range(0, len(discards) + 1):
        for k in range(0, min(need, len(dulls)) + 1):
            pay = Payment(discard=discards[:n], dull=dulls[:k])
            if cp.evaluate(st, pid, req, pay, {}, held).ok:
                return pay
    return Payment()
