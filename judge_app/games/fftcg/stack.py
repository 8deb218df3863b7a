"""Priority and the stack (11.1, 11.8.7, 11.11): triggered abilities go on the stack turn player's first
(so the non-turn player's resolve first), priority passes, and the top of the stack resolves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine import priority
from judge_app.engine.messages import Text
from judge_app.engine.state import StackItem
from judge_app.engine.table import Table
from judge_app.games.fftcg import checks, effects, targets
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, memory, pname
from judge_app.games.fftcg.model import Condition

KIND_NAMES = {kind: str(name()) for kind, name in M.KINDS.items()}  # the stack view's labels
FIZZLE = {"summon": R.SUMMON_FIZZLE, "action": R.ACTION_FIZZLE, "special": R.SPECIAL_FIZZLE, "auto": R.AUTO_FIZZLE}


def ability_of(t: Table, item: StackItem) -> tuple[str, str, list[Any], bool]:
    """(kind, text, effects, optional) of a stack item or pending trigger, including delayed ones."""
    src = t.state.obj(item.source)
    if item.ability.startswith("delayed"):
        d = next((d for d in memory(t.state).delayed or () if d.id == item.ability), None)
        return "auto", d.text if d else item.ability, list(d.effects) if d else [], False
    ab = src.ability(item.ability)
    if ab is None:
        return "auto", item.ability, [], False
    kind = "summon" if "summon" in src.types and ab.kind == "summon" else ab.kind
    return kind, ab.text or ab.id, list(ab.effects), kind == "auto" and is_optional(ab)


def is_optional(ab: Any) -> bool:
    """11.8.14: only an auto ability written "……时,可以……" lets its controller choose at resolution. The
    scenario's ``optional`` decides when it is written; otherwise the card text does (the kernel's default
    of ``True`` would call every auto ability a "may" ability)."""
    if "optional" in ab.model_fields_set:
        return bool(ab.optional)
    return "可以" in (ab.text or "")


def stack_triggers(t: Table) -> None:
    """11.8.7: the turn player puts theirs on the stack, then the non-turn player (whose therefore resolve first)."""
    st = t.state
    pending = list(st.pending_triggers)
    if not pending:
        return
    t.set_state("pending_triggers", [])
    tp = st.active_player
    order = [tp, st.opponent(tp)]
    for pid in order:
        mine = [p for p in pending if p.controller == pid]
        if not mine:
            continue
        pick = t.choice(f"order:{pid}")
        # an order lists <card>.<ability> (targets) or source cards (cards); the legality check refuses entries
        # that name no auto ability; here the ones that did not trigger are named, never dropped silently
        keys = [*(pick.targets if pick else []), *(pick.cards if pick else [])]
        if keys:
            rank = {k: i for i, k in enumerate(keys)}
            mine.sort(key=lambda p: rank.get(f"{p.source}.{p.ability}", rank.get(p.source, len(rank))))
            names = [_trigger_name(st, k) for k in keys]
            t.step("choice", M.ORDERS_TRIGGERS(who=pname(st, pid), names=names), [R.AUTO_TO_STACK])
            fired = {f"{p.source}.{p.ability}" for p in mine} | {p.source for p in mine}
            idle = [k for k in keys if k not in fired]
            if idle:
                t.step(
                    "check",
                    M.ORDER_NOT_TRIGGERED(player=pid, names=[_trigger_name(st, k) for k in idle]),
                    [R.AUTO_TO_STACK],
                    check="nothing",
                )
        elif len(mine) > 1:
            t.step(
                "choice",
                M.ORDER_ANY(who=pname(st, pid), count=len(mine), player=pid),
                [R.AUTO_TO_STACK],
            )
        for p in mine:
            _stack_one(t, p)
    t.step(
        "procedure",
        M.TRIGGERS_STACKED(who=pname(st, tp)),
        [R.AUTO_TO_STACK, R.STACK_ORDER, R.TRIGGERS_AT_PRIORITY],
    )


def _trigger_name(st: Any, key: str) -> str | Text:
    """``<card>.<ability>`` or a card id as a judge reads it: 名称(id)「ability text」."""
    oid, _, aid = key.partition(".")
    o = st.find(oid)
    if o is None:
        return key
    ab = next((a for a in o.abilities if a.id == aid), None) if aid else None
    return M.ABILITY_NAMED(card=o.label, ability=ab.text or ab.id) if ab is not None else o.label


def _stack_one(t: Table, p: Any) -> None:
    st = t.state
    item = StackItem(source=p.source, ability=p.ability, controller=p.controller, subject=p.subject)
    _kind, text, effs, _ = ability_of(t, item)
    src = st.obj(p.source)
    if effects.targeted(effs):
        pick = t.choice(f"{src.id}.{p.ability}")
        rule = targets.TARGET_RULE["auto"]
        wanted = targets.describe(effs)
        candidates = targets.candidates(st, effs, p.controller, src.id)
        if not candidates:
            t.nothing(
                M.AUTO_NO_TARGET(card=src.label, ability=text, wanted=wanted),
                [R.AUTO_NO_TARGET, rule],
                decisive=True,
            )
            return
        given = list(pick.targets) if pick is not None else []
        chosen = effects.legal_targets(t, given, effs, p.controller, src.id)
        for oid in [g for g in given if g not in chosen]:
            why = targets.why_illegal(st, oid, effs, p.controller, src.id)
            if why is None:  # not chosen, so illegal: never
                continue
            t.step(
                "check",
                M.BAD_TARGET(choice=f"{src.id}.{p.ability}", why=why, wanted=wanted),
                [rule],
                check="fail",
                decisive=True,
            )
        if given and not chosen:
            t.halt(M.BAD_TARGETS_HALT(card=src.label, ability=text), [rule])
            return
        if not chosen:
            chosen = [candidates[0].id]
            t.step(
                "choice",
                M.DEFAULT_TARGET(choice=f"{src.id}.{p.ability}", wanted=wanted, card=candidates[0].label),
                [R.AUTO_TO_STACK, rule],
            )
        else:
            t.allow(M.TARGETS_LEGAL(cards=[st.obj(x).label for x in chosen], wanted=wanted), [rule])
        item = StackItem(source=p.source, ability=p.ability, controller=p.controller, targets=chosen,
                         subject=p.subject)
    priority.push(t, item)
    t.step(
        "procedure",
        M.TO_STACK_TARGETING(card=src.label, ability=text, targets=[st.obj(x).label for x in item.targets])
        if item.targets
        else M.TO_STACK(card=src.label, ability=text),
        [R.AUTO_TO_STACK, R.STACK_ZONE],
    )


def settle(t: Table) -> None:
    """11.1.3-4 / 12.3: rule processing until none applies, then triggered abilities onto the stack."""
    for _ in range(checks.MAX_ROUNDS):
        checks.settle(t)
        if t.state.game_over is not None:
            return
        if not t.state.pending_triggers:
            return
        stack_triggers(t)


def give_priority(t: Table, pid: str, *, reset: bool = True, why: tuple[str, ...] = ()) -> None:
    settle(t)
    if t.state.game_over is not None:
        return
    mem = memory(t.state)
    mem.priority = pid
    if reset:
        mem.passed = ()
    t.step(
        "procedure",
        M.GETS_PRIORITY(who=pname(t.state, pid)),
        [R.RULES_BEFORE_PRIORITY, R.TRIGGERS_AT_PRIORITY, R.PRIORITY, *why],
    )


def pass_priority(t: Table, pid: str, advance: Callable[[Table], None]) -> None:
    """11.1.6-7 on the kernel's round: the opponent gets priority; both passed in succession resolve the top of
    the stack (then the turn player gets priority, 11.1.5.1) or, with an empty stack, ``advance`` the game."""
    st = t.state
    mem = memory(st)

    def hand_on(player: str) -> None:
        t.step("procedure", M.PASSES(who=pname(st, pid)), [R.PASS])
        give_priority(t, player, reset=False)

    def resolve() -> None:
        mem.priority = None
        t.step("procedure", M.BOTH_PASS_RESOLVE(), [R.BOTH_PASS, R.RESOLVE_TOP])
        resolve_top(t)
        if st.game_over is None:
            give_priority(t, st.active_player, why=(R.PRIORITY_AFTER_RESOLVE,))

    def end_step() -> None:
        mem.priority = None
        t.step("procedure", M.BOTH_PASS_ADVANCE(), [R.BOTH_PASS])
        advance(t)

    priority.pass_priority(t, mem, pid, hand_on=hand_on, resolve_top=resolve, end_step=end_step)


def resolve_top(t: Table) -> None:
    st = t.state
    item = priority.pop(t)
    src = st.obj(item.source)
    kind, text, effs, optional = ability_of(t, item)
    kind_name = M.KINDS[kind]() if kind in M.KINDS else ""
    label = M.KIND_OF(card=src.label, kind=kind_name, ability=text)
    if item.targets:
        legal = effects.legal_targets(t, list(item.targets), effs, item.controller, item.source)
        if not legal:
            t.step(
                "resolution",
                M.FIZZLES(label=label),
                [FIZZLE.get(kind, R.TARGETS_ILLEGAL), R.TARGETS_ILLEGAL],
                decisive=True,
            )
            _finish(t, item, kind, src)
            return
        if len(legal) < len(item.targets):
            t.step(
                "check",
                M.SOME_TARGETS_LEGAL(label=label, cards=[st.obj(x).label for x in legal]),
                [R.SOME_TARGETS_LEGAL],
                check="pass",
            )
        else:
            t.allow(M.TARGETS_STILL_LEGAL(cards=[st.obj(x).label for x in legal]), [R.TARGETS_ILLEGAL])
    else:
        legal = []
    if kind == "auto" and effs and isinstance(effs[0], Condition):
        if not effects.condition_holds(t, effs[0], src, item.controller):
            t.step(
                "resolution",
                M.CONDITION_GONE(label=label),
                [R.CONDITION_RECHECK, R.CONDITIONAL_AUTO],
                decisive=True,
            )
            return
        effs = effs[1:]
    if optional:
        pick = t.choice(f"{src.id}.{item.ability}")
        if pick is not None and not pick.use:
            t.step("choice", M.DECLINES_OPTIONAL(who=pname(st, item.controller), label=label), [R.OPTIONAL_AUTO])
            return
        if pick is None:
            t.step(
                "choice",
                M.OPTIONAL_DEFAULT(label=label, choice=f"{src.id}.{item.ability}"),
                [R.OPTIONAL_AUTO],
            )
    where = src.zone
    note = [R.STACK_INDEPENDENT, R.ABILITY_INDEPENDENT] if kind != "summon" and not where.endswith(".field") else []
    t.step(
        "resolution",
        (M.RESOLVES_WITHOUT_SOURCE if note else M.RESOLVES)(label=label, who=pname(st, item.controller)),
        [R.RESOLVE_TOP, *note],
    )
    effects.apply_all(t, src, effs, item.controller, legal, text, item.subject)
    _finish(t, item, kind, src)


def _finish(t: Table, item: StackItem, kind: str, src: Obj) -> None:
    if kind == "summon" and src.zone == "stack":
        t.move(src, f"{src.owner}.break")
        effects.stamp(t, src)
        t.step("procedure", M.SUMMON_TO_BREAK(card=src.label), [R.AFTER_RESOLVE])

