"""Impossible riftbound states, each reported with the field path and, where one applies, the rule."""

from __future__ import annotations

from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.problems import Problem
from judge_app.engine.state import GameState
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import memory
from judge_app.games.riftbound.model import BATTLEFIELDS, CHAIN, PHASES, VOCABULARY, ZONES, Move, MoveUnit, Play
from judge_app.games.riftbound.selectors import unmodelled

BOARD_TYPES = {"unit", "gear"}
# Why a negative might is refused: the shipped text (300–345, 419–456) defines no printed might and allows none
# below 0 — printed stats belong to the card rules it lacks — while combat assigns damage equal to the might
# total (439.1.d), which a negative total cannot be; the set_might effect refuses a negative N for the same reason.
NEGATIVE_MIGHT = (f"随附规则书(300–345、419–456)没有允许负战力的条文(卡牌印刷数值的定义不在书中);战斗中每名玩家"
                  f"分配等同于其战力总和的伤害 ({R.ASSIGN}),负数的伤害无法分配")


def validate(state: GameState[Any]) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(tuple(path), msg))  # noqa: E731
    pids = [p.id for p in state.players]
    mem = memory(state)  # its shape, and the players it names, were checked when the scenario was read
    mode = mem.mode
    if mode is None:
        add(["memory", "mode"], f"需要 memory.mode(游戏模式:players、winning_score、battlefields,可选 teams) "
            f"({R.MODE_VARIABLES})")
    else:
        if mode.players != len(pids):
            add(["memory", "mode", "players"], f"游戏模式的玩家数量为 {mode.players},state.players 却有 {len(pids)} 名 "
                f"({R.MODE_PLAYERS})")
        seen = [p for team in mode.teams for p in team]
        if mode.teams and sorted(seen) != sorted(pids):
            add(["memory", "mode", "teams"], f"队伍应恰好包含每名玩家一次 ({R.MODE_TEAMS})")
    fields = mem.battlefields
    if not fields:
        add(["memory", "battlefields"], f"需要 memory.battlefields:战场 id({', '.join(BATTLEFIELDS)})→ 状态 "
            f"({R.MODE_BATTLEFIELDS})")
    for key in fields:
        if key not in BATTLEFIELDS:
            add(["memory", "battlefields", key], f"未知战场 {key!r},可选: {', '.join(BATTLEFIELDS)}")
    pending = (("showdown_pending", R.CLEANUP_SHOWDOWN_PENDING), ("combat_pending", R.CLEANUP_COMBAT_PENDING))
    for key, rec in fields.items():
        for flag, rule in pending:
            if getattr(rec, flag) and rec.contested_by is None:
                add(["memory", "battlefields", key, flag], f"{flag} 的战场必须写明 contested_by"
                    f"(使其进入争夺状态的玩家):待进行的法术对决或战斗由争夺它的玩家发起 ({rule})")
    if mode is not None and fields and len(fields) != mode.battlefields:
        add(["memory", "battlefields"], f"游戏模式的战场数量为 {mode.battlefields},这里有 {len(fields)} 处 "
            f"({R.MODE_BATTLEFIELDS})")
    sd = mem.showdown
    if sd is not None and sd.battlefield not in fields:
        add(["memory", "showdown", "battlefield"], f"法术对决所在的战场 {sd.battlefield!r} 不在本局")
    if sd is not None and mem.focus is None and not state.stack:
        add(["memory", "focus"], f"法术对决开环状态下必须有一名玩家拥有焦点 ({R.FOCUS_NEEDED})")
    if sd is None and mem.focus is not None:
        add(["memory", "focus"], f"回合处于普通状态时,没有任何玩家拥有焦点 ({R.NO_FOCUS_NEUTRAL})")
    if mem.combat is not None and (sd is None or not sd.combat):
        add(["memory", "combat"], f"进行中的战斗需要同一战场上的法术对决步骤 (memory.showdown, combat: true) "
            f"({R.COMBAT_SHOWDOWN_STEP})")
    for i, eff in enumerate(mem.effects):
        if eff.kind == "set_might" and (not isinstance(eff.value, int) or eff.value < 0):
            add(["memory", "effects", i, "value"], f"“战力变为 N”的 N 应为不小于 0 的整数,而不是 {eff.value!r}:"
                f"{NEGATIVE_MIGHT}")
    phases = {ph.key for ph in PHASES}
    if state.phase not in phases:
        add(["phase"], f"未知阶段 {state.phase!r},可选: {', '.join(sorted(phases))}")
    for i, item in enumerate(state.stack):
        src = state.find(item.source)
        if src is not None and src.zone != CHAIN:
            add(["stack", i, "source"], f"结算链上的 {item.source} 应在 chain 区域 ({R.CHAIN_CARD})")
    out += _objects(state, set(fields))
    return out


def _objects(state: GameState[Any], fields: set[str]) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(tuple(path), msg))  # noqa: E731
    vocab = {g: VOCABULARY.keys(g) for g in ("types", "stats", "props", "keywords", "statuses", "ability_kinds",
                                               "events")}
    for i, o in enumerate(state.objects):
        here = ["objects", i]
        owner_zone, _, zone = o.zone.partition(".")
        kinds = [t for t in o.types if t in vocab["types"]]
        if len(kinds) != 1 or len(o.types) != 1:
            add([*here, "types"], f"types 应恰好是 {', '.join(sorted(vocab['types']))} 之一,而不是 {o.types}")
        for group, values in (("keywords", o.keywords), ("status", o.status)):
            allowed = vocab["keywords" if group == "keywords" else "statuses"]
            for j, v in enumerate(values):
                if v not in allowed:
                    add([*here, group, j], f"未知{'关键词' if group == 'keywords' else '状态'} {v!r},可选: "
                        f"{'、'.join(sorted(allowed))}")
        for key in o.stats:
            if key not in vocab["stats"]:
                add([*here, "stats", key], "未知数值,可选: might(战力)")
        for key in o.props:
            if key not in vocab["props"]:
                add([*here, "props", key], "未知属性字段,可选: tag(标签)")
        for j, ab in enumerate(o.abilities):
            if ab.kind not in vocab["ability_kinds"]:
                add([*here, "abilities", j, "kind"], f"未知技能种类 {ab.kind!r},可选: "
                    f"{', '.join(sorted(vocab['ability_kinds']))}")
            if ab.trigger is not None and ab.trigger.event not in vocab["events"]:
                add([*here, "abilities", j, "trigger", "event"], f"未知事件 {ab.trigger.event!r},可选: "
                    f"{', '.join(sorted(vocab['events']))}")
            # Text the engine would otherwise carry silently: say what cannot be modelled.
            if ab.kind == "triggered" and ab.trigger is None:
                add([*here, "abilities", j, "trigger"], "触发式技能需要 trigger(事件);没有它,这段文字永远不会触发 "
                    f"({R.COMBAT_TRIGGERS})")
            if ab.kind == "activated":
                add([*here, "abilities", j, "kind"], "激活式技能无法建模:激活的步骤在规则 386(打出或激活技能)中,"
                    "不在随附规则书里,也没有激活它的动作 (riftbound:334.1.b)")
            if ab.kind == "spell" and kinds and kinds[0] != "spell":
                add([*here, "abilities", j, "kind"], f"{kinds[0]} 卡上的 spell 效果永远不会执行:只有法术在结算时"
                    f"执行其效果,单位与装备在确认时立即结算 ({R.CONFIRM_IMMEDIATE})")
            for k, eff in enumerate(ab.effects):
                to = eff.to if isinstance(eff, MoveUnit) else None
                if to is not None and to not in ("chosen", "owner_base") and to not in fields \
                        and not (to.endswith(".base") and to.split(".")[0] in {p.id for p in state.players}):
                    add([*here, "abilities", j, "effects", k, "to"],
                        f"移动的终点 {to!r} 无法建模:应为 chosen(结算时选择,{R.EFFECT_MOVE_SOURCE})、"
                        "owner_base(其所属的基地)、<玩家>.base 或本局的战场 (bf1…)")
                target = getattr(eff, "target", None)
                if isinstance(target, str) and (words := unmodelled(target)):
                    add([*here, "abilities", j, "effects", k, "target"],
                        f"目标 {target!r} 中的限制 {', '.join(words)} 引擎无法判定(没有对应的选择动作或是未知的词);"
                        "可用: friendly、enemy、other、battlefield、base、here、in_combat、attacker、damaged、"
                        "gear、spell、rune、might<=N、xN、uptoN")
        if o.zone in BATTLEFIELDS and o.zone not in fields:
            add([*here, "zone"], f"战场 {o.zone} 不在本局 (memory.battlefields)")
        if "battlefield" in o.types and o.zone not in BATTLEFIELDS:
            add([*here, "zone"], "战场卡只能位于战场区域 (bf1…)")
        on_board = zone == "base" or o.zone in BATTLEFIELDS
        if on_board and kinds and kinds[0] not in BOARD_TYPES and kinds[0] != "battlefield" and not o.face_down:
            add([*here, "types"], f"{kinds[0]} 不能留在基地或战场上(只有常驻牌:单位与装备)")
        if zone in ("base", "hand", "main_deck", "rune_deck", "runes") and owner_zone != o.controller:
            add([*here, "zone"], f"{o.id} 的控制者是 {o.controller},却在 {owner_zone} 的 {zone} 区")
        if "unit" in o.types and "might" not in o.stats:
            add([*here, "stats"], f"单位需要战力 stats.might ({R.LAYER_ARITHMETIC})")
        if o.stats.get("might", 0) < 0:
            add([*here, "stats", "might"], f"印刷战力不能为负数({o.stats['might']}):{NEGATIVE_MIGHT}")
        if o.damage < 0:
            add([*here, "damage"], f"伤害标记的数量不能为负数({o.damage}) ({R.CLEANUP_LETHAL})")
        if o.damage and not on_board:
            add([*here, "damage"], "只有场上的单位可以有伤害标记")
        if o.zone == CHAIN and not any(s.source == o.id for s in state.stack):
            add([*here, "zone"], f"{o.id} 在结算链区域,却不在 stack 中 ({R.CHAIN_EXISTS})")
    return out


def validate_action(state: GameState[Any], action: Action) -> list[Problem]:
    """Places an action names as plain text: a move's or a played unit's ``to`` and the battlefields a choice
    names (``for: combat`` / ``showdown``, 435.1 / 322.9; ``for: destination:<card>``, 423.1). An id naming no
    battlefield or zone of this game is refused here, with its line, saying what it is and which ones exist;
    a real place that is no legal destination (a hand, a battlefield barred by 423.2) is the trace's ruling.
    The units of an ``assign:<player>`` order must exist (whether they may be in it is the trace's ruling)."""
    out: list[Problem] = []
    fields = list(memory(state).battlefields)
    if isinstance(action, Move | Play) and action.to is not None:
        msg = _place_problem(state, action.to, fields)
        if msg:
            out.append(Problem(("to",), msg))
    pids = [p.id for p in state.players]
    for i, choice in enumerate(action.choices):
        key = choice.for_
        kind, _, pid = key.partition(":")
        if kind in ("assign", "trigger_order") and pid not in pids:
            out.append(Problem(("choices", i, "for"), f"{key!r} 中的玩家 {pid!r} 不存在(玩家:{', '.join(pids)})"))
        if kind == "trigger_order":
            out += _order_problems(state, i, choice.targets)
        for j, target in enumerate(choice.targets):
            here = ("choices", i, "targets", j)
            if kind == "assign" and state.find(target) is None:
                # an assignment order lists units (439.1.d); a name of none is a typo, refused like any unknown id
                out.append(Problem(here, f"未知对象 id {target!r}:伤害分配的顺序只能列出单位 ({R.ASSIGN})"))
            elif key in ("combat", "showdown"):
                if target not in fields:
                    what, cite = ("战斗", R.CLEANUP_START_COMBAT) if key == "combat" else ("法术对决",
                                                                                         R.CLEANUP_START_SHOWDOWN)
                    out.append(Problem(here, f"{_unknown_bf(target, fields)}:回合玩家只能从本局待发生{what}的战场中"
                                       f"选择 ({cite}, {R.COMBAT_TURN_PLAYER_CHOOSES})"))
            elif key.startswith("destination:"):
                msg = _place_problem(state, target, fields)
                if msg:
                    out.append(Problem(here, msg))
    return out


def _order_problems(state: GameState[Any], i: int, targets: list[str]) -> list[Problem]:
    """A ``trigger_order:<player>`` lists ``<object>.<ability>`` of triggered abilities (336.1 order, rule 375):
    one naming no object or no triggered ability of it is a typo, refused here with its line."""
    out = []
    for j, target in enumerate(targets):
        oid, _, aid = target.partition(".")
        obj = state.find(oid)
        if obj is None or not any(ab.id == aid and ab.kind == "triggered" for ab in obj.abilities):
            known = [f"{o.id}.{ab.id}" for o in state.objects for ab in o.abilities if ab.kind == "triggered"]
            out.append(Problem(("choices", i, "targets", j),
                               f"{target!r} 不是场景中的触发式技能(<对象>.<技能>);可选:{', '.join(known) or '无'} "
                               f"({R.COMBAT_TRIGGER_ORDER})"))
    return out


def _unknown_bf(name: str, fields: list[str]) -> str:
    """“bf7 is no battlefield” / “bf3 is not in this game”, naming this game's battlefields (456.4)."""
    if name in BATTLEFIELDS:
        return f"本局没有战场 {name!r}(游戏模式的战场为 {', '.join(fields)},{R.MODE_BATTLEFIELDS})"
    return f"未知战场 {name!r},本局的战场为 {', '.join(fields)}"


def _place_problem(state: GameState[Any], place: str, fields: list[str]) -> str | None:
    """Why ``place`` names no zone of this game, or None: a battlefield not in play, a player or zone that
    does not exist. The valid destinations of a move or a played unit are listed (few enough to name)."""
    pids = [p.id for p in state.players]
    valid = f"终点应为本局的战场({', '.join(fields)})或玩家的基地({', '.join(f'{p}.base' for p in pids)})"
    owner, dot, zone = place.partition(".")
    if not dot:
        if place in fields or place == CHAIN:
            return None
        if place in BATTLEFIELDS:
            return f"{_unknown_bf(place, fields)};{valid}"
        return f"未知的战场或区域 {place!r};{valid}"
    if owner not in pids:
        return f"{place!r} 中的玩家 {owner!r} 不存在(玩家:{', '.join(pids)});{valid}"
    if zone not in {z.key for z in ZONES if z.per_player}:
        return f"未知区域 {place!r};{valid}"
    return None
