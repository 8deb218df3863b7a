"""Priority and the stack (11.1, 11.8.7, 11.11): triggered abilities go on the stack turn player's first
(so the non-turn player's resolve first), priority passes, and the top of the stack resolves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine import priority
from judge_app.engine.state import StackItem
from judge_app.engine.table import Table
from judge_app.games.fftcg import checks, effects, targets
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import Obj, memory, pname
from judge_app.games.fftcg.model import Condition

KIND_NAMES = {"summon": "召唤兽", "action": "行动技能", "special": "特殊技能", "auto": "自动技能"}
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
            names = "、".join(_trigger_name(st, k) for k in keys)
            t.step("choice", f"{pname(st, pid)} 按 {names} 的顺序把自己的自动技能放入堆叠区。", [R.AUTO_TO_STACK])
            fired = {f"{p.source}.{p.ability}" for p in mine} | {p.source for p in mine}
            idle = [k for k in keys if k not in fired]
            if idle:
                t.step(
                    "check",
                    f"order:{pid} 中的 {'、'.join(_trigger_name(st, k) for k in idle)} 此时没有触发,不在其中。",
                    [R.AUTO_TO_STACK],
                    check="nothing",
                )
        elif len(mine) > 1:
            t.step(
                "choice",
                f"{pname(st, pid)} 可以任意顺序放入自己的 {len(mine)} 个自动技能;场景未给出 order:{pid},"
                "按触发顺序放入。",
                [R.AUTO_TO_STACK],
            )
        for p in mine:
            _stack_one(t, p)
    t.step(
        "procedure",
        f"回合玩家 {pname(st, tp)} 的自动技能先放入堆叠区,非回合玩家的后放入,因此非回合玩家的先结算。",
        [R.AUTO_TO_STACK, R.STACK_ORDER, R.TRIGGERS_AT_PRIORITY],
    )


def _trigger_name(st: Any, key: str) -> str:
    """``<card>.<ability>`` or a card id as a judge reads it: 名称(id)「ability text」."""
    oid, _, aid = key.partition(".")
    o = st.find(oid)
    if o is None:
        return key
    ab = next((a for a in o.abilities if a.id == aid), None) if aid else None
    return f"{o.label}「{ab.text or ab.id}」" if ab is not None else o.label


def _stack_one(t: Table, p: Any) -> None:
    st = t.state
    item = StackItem(source=p.source, ability=p.ability, controller=p.controller)
    _kind, text, effs, _ = ability_of(t, item)
    src = st.obj(p.source)
    if effects.targeted(effs):
        pick = t.choice(f"{src.id}.{p.ability}")
        rule = targets.TARGET_RULE["auto"]
        wanted = targets.describe(effs)
        candidates = targets.candidates(st, effs, p.controller, src.id)
        if not candidates:
            t.nothing(
                f"{src.label} 的「{text}」需要选择{wanted},但没有可选目标(技能无法选择自己作为目标):"
                "触发后立即从堆叠区移除,不堆叠任何效果。",
                [R.AUTO_NO_TARGET, rule],
                decisive=True,
            )
            return
        given = list(pick.targets) if pick is not None else []
        chosen = effects.legal_targets(t, given, effs, p.controller, src.id)
        for oid in [g for g in given if g not in chosen]:
            o = st.find(oid)
            why = targets.why_not(st, o, effs, p.controller, src.id) if o is not None else f"{oid} 不存在"
            t.step(
                "check",
                f"场景为 {src.id}.{p.ability} 给出的目标不合法:{why}(需要{wanted})。",
                [rule],
                check="fail",
                decisive=True,
            )
        if given and not chosen:
            t.halt(f"{src.label} 的「{text}」的目标选择不合法", [rule])
            return
        if not chosen:
            chosen = [candidates[0].id]
            t.step(
                "choice",
                f"场景未给出 {src.id}.{p.ability} 的目标:按默认选择可选目标({wanted})中的 {candidates[0].label}。",
                [R.AUTO_TO_STACK, rule],
            )
        else:
            t.allow(f"{'、'.join(st.obj(x).label for x in chosen)} 是可选目标({wanted})。", [rule])
        item = StackItem(source=p.source, ability=p.ability, controller=p.controller, targets=chosen)
    priority.push(t, item)
    t.step(
        "procedure",
        f"{src.label} 的「{text}」进入堆叠区"
        + (f",目标 {'、'.join(st.obj(x).label for x in item.targets)}" if item.targets else "")
        + "。",
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
        f"规则流程与自动技能处理完毕,{pname(t.state, pid)} 获得优先权。",
        [R.RULES_BEFORE_PRIORITY, R.TRIGGERS_AT_PRIORITY, R.PRIORITY, *why],
    )


def pass_priority(t: Table, pid: str, advance: Callable[[Table], None]) -> None:
    """11.1.6-7 on the kernel's round: the opponent gets priority; both passed in succession resolve the top of
    the stack (then the turn player gets priority, 11.1.5.1) or, with an empty stack, ``advance`` the game."""
    st = t.state
    mem = memory(st)

    def hand_on(player: str) -> None:
        t.step("procedure", f"{pname(st, pid)} 放弃优先权,由对手获得优先权。", [R.PASS])
        give_priority(t, player, reset=False)

    def resolve() -> None:
        mem.priority = None
        t.step("procedure", "双方玩家接连放弃优先权:结算堆叠区最上方的召唤兽或技能。", [R.BOTH_PASS, R.RESOLVE_TOP])
        resolve_top(t)
        if st.game_over is None:
            give_priority(t, st.active_player, why=(R.PRIORITY_AFTER_RESOLVE,))

    def end_step() -> None:
        mem.priority = None
        t.step("procedure", "双方玩家接连放弃优先权且堆叠区为空:推进阶段或步骤。", [R.BOTH_PASS])
        advance(t)

    priority.pass_priority(t, mem, pid, hand_on=hand_on, resolve_top=resolve, end_step=end_step)


def resolve_top(t: Table) -> None:
    st = t.state
    item = priority.pop(t)
    src = st.obj(item.source)
    kind, text, effs, optional = ability_of(t, item)
    label = f"{src.label} 的{KIND_NAMES.get(kind, '')}「{text}」"
    if item.targets:
        legal = effects.legal_targets(t, list(item.targets), effs, item.controller, item.source)
        if not legal:
            t.step(
                "resolution",
                f"{label} 选择的目标在结算时均已不适用:效果不结算。",
                [FIZZLE.get(kind, R.TARGETS_ILLEGAL), R.TARGETS_ILLEGAL],
                decisive=True,
            )
            _finish(t, item, kind, src)
            return
        if len(legal) < len(item.targets):
            t.step(
                "check",
                f"{label} 只对仍然适用的目标 {'、'.join(st.obj(x).label for x in legal)} 结算。",
                [R.SOME_TARGETS_LEGAL],
                check="pass",
            )
        else:
            t.allow(f"结算时,所选目标 {'、'.join(st.obj(x).label for x in legal)} 仍然适用。", [R.TARGETS_ILLEGAL])
    else:
        legal = []
    if kind == "auto" and effs and isinstance(effs[0], Condition):
        if not effects.condition_holds(t, effs[0], src, item.controller):
            t.step(
                "resolution",
                f"{label} 的条件在结算时已不成立:从堆叠区移除,不造成任何影响。",
                [R.CONDITION_RECHECK, R.CONDITIONAL_AUTO],
                decisive=True,
            )
            return
        effs = effs[1:]
    if optional:
        pick = t.choice(f"{src.id}.{item.ability}")
        if pick is not None and not pick.use:
            t.step("choice", f"{pname(st, item.controller)} 在结算时选择不执行{label}。", [R.OPTIONAL_AUTO])
            return
        if pick is None:
            t.step(
                "choice",
                f"{label} 是“可以”型自动技能,结算时选择是否执行;场景未给出 {src.id}.{item.ability},按默认执行。",
                [R.OPTIONAL_AUTO],
            )
    where = src.zone
    note = [R.STACK_INDEPENDENT, R.ABILITY_INDEPENDENT] if kind != "summon" and not where.endswith(".field") else []
    t.step(
        "resolution",
        f"结算{label},控制者 {pname(st, item.controller)}"
        + ("(产生源已离开战场,技能独立于产生源继续结算)" if note else "")
        + "。",
        [R.RESOLVE_TOP, *note],
    )
    effects.apply_all(t, src, effs, item.controller, legal, text)
    _finish(t, item, kind, src)


def _finish(t: Table, item: StackItem, kind: str, src: Obj) -> None:
    if kind == "summon" and src.zone == "stack":
        t.move(src, f"{src.owner}.break")
        effects.stamp(t, src)
        t.step("procedure", f"{src.label} 结算后从堆叠区移至拥有者的损毁区。", [R.AFTER_RESOLVE])
