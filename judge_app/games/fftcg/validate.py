"""Impossible fftcg states, each reported with the field path and the rule it breaks."""

from __future__ import annotations

from typing import Any

from judge_app.engine.abilities import PLAYER_SELECTORS, TARGET_SELECTORS, ModifyStat
from judge_app.engine.problems import Problem
from judge_app.engine.state import GameState
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg import targets
from judge_app.games.fftcg.board import memory
from judge_app.games.fftcg.model import (
    CONDITIONS,
    DULL_ICON,
    ELEMENTS,
    GENERIC,
    PHASES,
    SELF_TO_BREAK,
    UNUSED_SHARED,
    VOCABULARY,
    CastSummon,
    Condition,
    CreateDelayed,
    SetJob,
)
from judge_app.games.fftcg.model import TARGET_SELECTORS as FFTCG_SELECTORS

CHARACTER_TYPES = ("forward", "backup", "monster")


def validate(state: GameState[Any]) -> list[Problem]:
    out: list[Problem] = []

    def add(path: list[Any], msg: str) -> None:
        out.append(Problem(tuple(path), msg))

    pids = [p.id for p in state.players]
    if len(pids) != 2:
        add(["players"], f"fftcg 总规则为2人对战专用,这里有 {len(pids)} 名玩家 (fftcg:1.1)。")
        return out
    for i, p in enumerate(state.players):
        if p.resources:
            add(["players", i, "resources"], "fftcg 没有常驻资源:水晶点数只在支付时产生 (5.2.1.3)")
    phases = {ph.key: ph for ph in PHASES}
    if state.phase not in phases:
        add(["phase"], f"未知阶段 {state.phase!r},可选: {', '.join(phases)}")
    elif phases[state.phase].steps and state.step not in (None, *phases[state.phase].steps):
        add(["step"], f"{state.phase} 的步骤只能是 {', '.join(phases[state.phase].steps)},而不是 {state.step!r}")
    elif not phases[state.phase].steps and state.step is not None:
        add(["step"], f"{state.phase} 没有步骤")
    if state.phase == "setup" and state.first_player is None:
        add(["first_player"], f"游戏的准备需要 first_player(先手玩家) ({R.SETUP_FIRST_PLAYER})")
    mem = memory(state)  # its shape (format, references) was checked by the memory model with the state
    ids = {o.id for o in state.objects}
    priority = mem.priority
    if state.phase in ("main1", "main2", "end") and priority is None and not mem.awaiting:
        add(["memory", "priority"], f"主阶段和终止阶段需要 memory.priority 指明持有优先权的玩家 ({R.PRIORITY})")
    if state.phase == "attack" and state.step in ("prep", "damage") and priority is None:
        add(["memory", "priority"], f"此步骤需要 memory.priority 指明持有优先权的玩家 ({R.PRIORITY})")
    for oid, portions in (mem.damage_from or {}).items():
        # the record says whose damage a forward carries (12.4.5): it cannot claim more than the forward has
        o = state.find(oid)
        total = sum(d.amount for d in portions)
        for j, d in enumerate(portions):
            # the memory model's reference walk does not enter mapping values, so the source id is checked here
            if state.find(d.source) is None:
                add(["memory", "damage_from", oid, j, "source"], f"产生源 {d.source!r} 不是卡牌 id")
        if o is None:
            add(["memory", "damage_from", oid], f"memory.damage_from 的键 {oid!r} 不是卡牌 id")
        elif total > o.damage:
            add(["memory", "damage_from", oid], f"memory.damage_from 为 {oid} 记录了 {total} 点伤害的产生源,"
                f"但它只受到 {o.damage} 点伤害 ({R.RP_BROKEN})")
    for i, item in enumerate(state.stack):
        src = state.find(item.source)
        if src is not None and "summon" in src.types and src.zone != "stack":
            add(["stack", i, "source"], f"堆叠区中的召唤兽 {src.id} 应位于 zone: stack ({R.SUMMON_TO_STACK})")
    for i, o in enumerate(state.objects):
        here: list[Any] = ["objects", i]
        owner_zone, _, zone = o.zone.partition(".")
        bad = [t for t in o.types if t not in VOCABULARY.keys("types")]
        if bad or len(o.types) != 1:
            add([*here, "types"], f"types 应恰好是 forward、backup、monster、summon 之一,而不是 {o.types} ({R.TYPES})")
        for key, val in o.props.items():
            term = next((t for t in VOCABULARY.props if t.key == key), None)
            if term is None:
                add([*here, "props", key], f"未知属性字段 {key!r},可选: {', '.join(sorted(VOCABULARY.keys('props')))}")
            elif term.values and val not in term.values:
                add([*here, "props", key], f"{key} 只能是 {'、'.join(term.values)},而不是 {val!r} ({term.cite})")
            elif key == "damage_x" and not val.isdigit():
                add([*here, "props", key], f"damage_x 应为数字 ({R.DAMAGE_X})")
        if (
            o.props.get("element") is None
            and o.zone != "stack"
            and o.types
            and o.types[0] in (*CHARACTER_TYPES, "summon")
        ):
            add([*here, "props"], f"卡牌需要 props.element(属性) ({R.ELEMENT})")
        if "forward" in o.types and "power" not in o.stats:
            add([*here, "stats"], f"前锋需要 stats.power ({R.POWER})")
        for key in o.stats:
            if key != "power" or "forward" not in o.types:
                add([*here, "stats", key], f"只有前锋有数值 power ({R.POWER})")
        for j, kw in enumerate(o.keywords):
            if kw not in VOCABULARY.keys("keywords"):
                add([*here, "keywords", j], f"未知关键词 {kw!r},可选: {'、'.join(VOCABULARY.keys('keywords'))}")
        for j, st in enumerate(o.status):
            if st not in VOCABULARY.keys("statuses"):
                add([*here, "status", j], f"未知状态 {st!r},可选: {', '.join(sorted(VOCABULARY.keys('statuses')))}")
        if zone == "field":
            if not any(t in o.types for t in CHARACTER_TYPES):
                add([*here, "zone"], f"只有角色可以在战场 ({R.FIELD})")
            if owner_zone != o.controller:
                add([*here, "zone"], f"{o.id} 的控制者是 {o.controller},却在 {owner_zone} 的战场")
        elif zone and owner_zone != o.owner:
            add([*here, "zone"], f"{o.id} 不在战场时应位于拥有者 {o.owner} 的区域 ({R.OWNER_ZONES})")
        if zone != "field" and (o.damage or o.status):
            add([*here, "status"], "只有战场上的卡牌有伤害和状态")
        if o.zone == "stack" and "summon" not in o.types:
            add([*here, "zone"], f"只有召唤兽卡牌会进入堆叠区 ({R.SUMMON_TO_STACK})")
        out += _ability_problems(o, here, ids, pids)
    return out


def _ability_problems(o: Any, here: list[Any], ids: set[str], pids: list[str]) -> list[Problem]:
    out = []
    selectors = {*TARGET_SELECTORS, *FFTCG_SELECTORS}
    for j, ab in enumerate(o.abilities):
        at = [*here, "abilities", j]
        if ab.modes:
            out.append(Problem((*at, "modes"), "引擎尚不支持“选择1项”的模式(modes):不会被读取。"
                               "请删去 modes,把要结算的那一项直接写进 effects"))
        if ab.kind not in VOCABULARY.keys("ability_kinds"):
            out.append(
                Problem(
                    (*at, "kind"),
                    f"未知技能种类 {ab.kind!r},可选: {', '.join(sorted(VOCABULARY.keys('ability_kinds')))}",
                )
            )
        if ab.trigger is not None and ab.trigger.event not in VOCABULARY.keys("events"):
            out.append(
                Problem(
                    (*at, "trigger", "event"),
                    f"未知事件 {ab.trigger.event!r},可选: {', '.join(sorted(VOCABULARY.keys('events')))}",
                )
            )
        if ab.kind == "auto" and ab.trigger is None:
            out.append(Problem((*at, "trigger"), f"自动技能需要 trigger ({R.AUTO})"))
        bad_filter = targets.unsupported(f"{targets.ALL}:{getattr(ab.trigger, 'filter', '')}") if ab.trigger else []
        if bad_filter:
            out.append(Problem((*at, "trigger", "filter"), f"触发条件的限制 {'、'.join(bad_filter)} 无法模拟"))
        for key in ab.cost:
            if key not in (*ELEMENTS, GENERIC, DULL_ICON, SELF_TO_BREAK):
                out.append(Problem((*at, "cost", key), f"消耗的键应为属性、generic 或 dull,而不是 {key!r}"))
        for k, eff in enumerate(ab.effects):
            ep = (*at, "effects", k)
            if eff.type in UNUSED_SHARED:
                out.append(Problem((*ep, "type"), f"fftcg 没有 {eff.type}(没有常驻资源)"))
            controls = targets.CONTROLS + ":"
            if isinstance(eff, Condition) and eff.check.startswith(controls) and targets.unsupported(eff.check):
                out.append(Problem((*ep, "check"), f"条件的限制 {'、'.join(targets.unsupported(eff.check))} 无法模拟"))
            elif isinstance(eff, Condition) and eff.check not in CONDITIONS and not eff.check.startswith(controls):
                out.append(Problem((*ep, "check"), f"未知条件 {eff.check!r},可选: {', '.join(CONDITIONS)}"))
            if isinstance(eff, SetJob) and ab.kind != "field":
                out.append(
                    Problem(
                        (*ep, "type"),
                        f"set_job(改变职业)只能作为战场技能(kind: field)模拟,{ab.kind} 技能中的它无法模拟 "
                        f"({R.FIELD_ABILITY})",
                    )
                )
            if isinstance(eff, ModifyStat) and eff.stat != "power":
                out.append(Problem((*ep, "stat"), f"fftcg 只有数值 power,{eff.stat!r} 无法模拟 ({R.POWER})"))
            if isinstance(eff, CreateDelayed) and eff.event not in VOCABULARY.keys("events"):
                out.append(Problem((*ep, "event"), f"未知事件 {eff.event!r}"))
            target = getattr(eff, "target", None)
            if isinstance(target, str) and (targets.is_chosen(target) or targets.is_all(target)):
                bad = targets.unsupported(target)
                if bad:
                    out.append(
                        Problem(
                            (*ep, "target"),
                            f"目标限制 {'、'.join(bad)} 无法模拟(不支持的卡牌文本);可用的限制: "
                            f"{', '.join(targets.FILTERS)}、cost<=N、cost>=N,例如 chosen:forward:opponent",
                        )
                    )
            elif target is not None and target not in selectors and target not in ids and not target.startswith("job:"):
                out.append(
                    Problem(
                        (*ep, "target"),
                        f"目标 {target!r} 既不是已知对象 id,也不是选择器 ({', '.join(sorted(selectors))}、job:<职业>、"
                        "chosen:<限制>)",
                    )
                )
            for field in ("player", "to"):
                who = getattr(eff, field, None)
                if who is not None and who not in PLAYER_SELECTORS and who not in pids:
                    out.append(Problem((*ep, field), f"玩家 {who!r} 既不是玩家 id 也不是 controller/opponent"))
    return out


def action_problems(state: GameState[Any], action: Any) -> list[Problem]:
    """What an action may say that the engine would not read: refused here rather than ignored."""
    if isinstance(action, CastSummon) and action.mode is not None:
        return [Problem(("mode",), "引擎尚不支持召唤兽的模式选择(“选择1项”):mode 不会被读取。请删去 mode,"
                        "并把所选那一项直接写进召唤兽的 effects")]
    return []
