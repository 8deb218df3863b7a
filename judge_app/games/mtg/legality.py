"""Whether an action may be taken now (check) and every action that may (legal_actions, for the editor)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import IllegalAction, illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.mtg import combat, costs
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import Obj, in_play, kw_value, permanents, sick, tapped
from judge_app.games.mtg.mana import can_produce, mana_abilities, payable
from judge_app.games.mtg.model import (
    Activate,
    ActivateMana,
    AssignDamage,
    Cast,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
    PassUntil,
    PlayLand,
    TurnFaceUp,
)
from judge_app.games.mtg.targeting import ability_effects, candidates, check_declared, spec_of

State = GameState[Any]


def spell_cost(card: Obj, action: Cast) -> dict[str, int]:
    if action.face_down:
        return {"generic": 3}
    base = card.props.get("mana_cost", "0")
    if card.zone.endswith(".graveyard"):
        base = (kw_value(card.keywords, "flashback") or ["0"])[0]
    total = costs.total(costs.parse(base), action.x)
    if action.kicker:
        total = costs.add(total, costs.total(costs.parse((kw_value(card.keywords, "kicker") or ["0"])[0])))
    if action.buyback:
        total = costs.add(total, costs.total(costs.parse((kw_value(card.keywords, "buyback") or ["0"])[0])))
    return total


def ability_cost(ab: Any, x: int) -> dict[str, int]:
    mana = {k: v for k, v in ab.cost.items() if k in ("W", "U", "B", "R", "G", "generic")}
    return costs.total({**mana, "X": ab.cost.get("X", 0)}, x)


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> None:
    mem = state.memory
    awaiting = mem.get("awaiting")
    if isinstance(action, Concede):
        return
    if awaiting == "declare_attackers":
        if not isinstance(action, DeclareAttackers) or action.player != state.active_player:
            illegal("现在是宣告攻击者的时机:主动牌手须先宣告攻击者(可以为空)。", R.DECLARE_ATTACKERS)
        _check_attack(state, action)
        return
    if awaiting == "declare_blockers":
        decider = mem.get("block_decider") or state.opponent(state.active_player)
        if not isinstance(action, DeclareBlockers) or action.player != decider:
            cites = [R.DECLARE_BLOCKERS]
            if decider == state.active_player:
                cites.append(I.BLOCK_REDECLARE.cites[0])
            illegal(f"现在须由 {decider} 宣告阻挡者(可以为空)。", *cites)
        for b, a in action.blocks.items():
            if state.find(b) is None or state.find(a) is None:
                illegal(f"阻挡宣告 {b} → {a} 中有未知对象。", R.DECLARE_BLOCKERS)
        return
    if awaiting == "assign_damage":
        if isinstance(action, AssignDamage):
            return
        return  # any other action: the engine applies the default division first and says so
    if isinstance(action, DeclareAttackers | DeclareBlockers | AssignDamage):
        illegal("现在不是宣告攻击者、阻挡者或分配战斗伤害的时机。", R.COMBAT_STEPS)
    holder = mem.get("priority")
    if holder is None:
        illegal("现在没有牌手拥有优先权。", R.PRIORITY_PASSING)
    if isinstance(action, PassUntil):
        return
    if action.player != holder and not isinstance(action, ActivateMana):
        illegal(f"{action.player} 没有优先权(优先权在 {holder})。", R.SORCERY_TIMING, R.PRIORITY_PASSING)
    match action:
        case Pass():
            return
        case PlayLand():
            _check_land(state, action)
        case Cast():
            _check_cast(state, action)
        case Activate():
            _check_activate(state, action)
        case ActivateMana():
            obj = state.obj(action.source)
            if obj.controller != action.player or not mana_abilities(state, obj) or not can_produce(state, obj):
                illegal(f"{obj.label} 没有可使用的法术力异能。", R.MANA_ACTIVATE)
        case TurnFaceUp():
            obj = state.obj(action.card)
            morph = kw_value(obj.keywords, "morph")
            if not obj.face_down or not in_play(obj) or obj.controller != action.player or not morph:
                illegal(f"{obj.label} 不是由你操控、具变身异能的牌面朝下永久物。", R.MORPH_TURN_UP)
            if not payable(state, action.player, costs.total(costs.parse(morph[0] or "0")), action.mana):
                illegal("无法支付变身费用。", R.MORPH_TURN_UP, R.CAST_COSTS)


def _check_attack(state: State, action: DeclareAttackers) -> None:
    for a in action.attackers:
        why = combat.attack_problem(state, state.obj(a))
        if why is not None:
            raise IllegalAction(why[0] + " 取消这次攻击宣告,主动牌手须重新宣告。", [*why[1], R.ATTACK_ILLEGAL])
    if len(set(action.attackers)) != len(action.attackers):
        illegal("同一个生物被宣告了两次。", R.DECLARE_ATTACKERS)
    for band in action.bands:
        if not set(band) <= set(action.attackers):
            illegal("攻击团队的成员必须都是攻击生物。", R.BANDING_BLOCK)
        why_band = combat.band_problem(state, band)
        if why_band:
            illegal(why_band, R.BANDING_BLOCK)


def _main_empty(state: State, pid: str) -> bool:
    return (state.active_player == pid and state.phase in ("main1", "main2")
            and not state.memory.get("stack"))


def _check_land(state: State, action: PlayLand) -> None:
    card = state.obj(action.card)
    if card.zone != f"{action.player}.hand" or "land" not in card.types:
        illegal(f"{card.label} 不是你手上的地牌。", R.LAND_PLAY)
    if not _main_empty(state, action.player):
        illegal("只能在自己的行动阶段、堆叠为空且拥有优先权时使用地。", R.LAND_PLAY, R.LAND_SPECIAL)
    if state.memory.get("lands_played", {}).get(action.player, 0) >= 1:
        illegal("本回合已经使用过地牌。", R.ONE_LAND, R.LAND_PLAY)


def _check_cast(state: State, action: Cast) -> None:
    card = state.obj(action.card)
    from_graveyard = card.zone == f"{action.player}.graveyard"
    if card.zone != f"{action.player}.hand" and not from_graveyard:
        illegal(f"{card.label} 不在你的手上。", R.CAST_ANNOUNCE)
    if from_graveyard and not kw_value(card.keywords, "flashback"):
        illegal(f"{card.label} 没有返照,不能从坟墓场使用。", R.FLASHBACK)
    if "land" in card.types:
        illegal("地牌不是咒语,用 play_land 使用。", R.LAND_NO_STACK)
    if action.face_down and not kw_value(card.keywords, "morph"):
        illegal(f"{card.label} 没有变身异能,不能牌面朝下使用。", R.MORPH_ONLY)
    if ("instant" not in card.types or action.face_down) and not _main_empty(state, action.player):
        illegal("瞬间以外的咒语只能在自己的行动阶段、拥有优先权且堆叠为空时使用。", R.SORCERY_TIMING, R.MAIN_PRIORITY)
    if action.kicker and not kw_value(card.keywords, "kicker"):
        illegal(f"{card.label} 没有增幅。", R.KICKER)
    if action.buyback and not kw_value(card.keywords, "buyback"):
        illegal(f"{card.label} 没有购回。", R.BUYBACK)
    if action.face_down:
        if action.targets:
            illegal("牌面朝下的生物咒语没有目标。", R.FACE_DOWN_CHARACTERISTICS)
    else:
        spell_abs = [a for a in card.abilities if a.kind == "spell"]
        if any(a.modes for a in spell_abs) and (action.mode is None or action.mode >= max(len(a.modes) for a in
                                                                                         spell_abs)):
            illegal("模式咒语须宣告一个有效的模式(mode)。", R.CAST_MODES_X)
        effects = ability_effects(card, "", action.mode, spell=True)
        if "aura" in card.types and not spec_of(effects):
            from judge_app.games.mtg.model import Targets

            effects = [Targets(what="permanent"), *effects]
        kicked_only = _kicker_targets(card, action)
        if kicked_only:
            illegal(kicked_only, R.KICKER_TARGETS)
        why = check_declared(state, effects, action.targets, card, action.player)
        if why:
            illegal(why, R.CAST_TARGETS, R.CAST_HOW, R.PROTECTION)
        divided = next((e for e in effects if e.type == "divided_damage"), None)
        if divided is not None and (set(action.divide) != set(action.targets)
                                    or sum(action.divide.values()) != divided.amount
                                    or min(action.divide.values(), default=0) < 1):
                illegal(f"须在使用时宣告如何把 {divided.amount} 点伤害分配给各目标,每个目标至少 1 点。", R.CAST_DIVIDE)
    if not payable(state, action.player, spell_cost(card, action), action.mana):
        illegal(f"无法支付 {costs.show(spell_cost(card, action))}(法术力池加上所列法术力来源)。", R.CAST_COSTS,
              R.ILLEGAL_ACTION)


def _kicker_targets(card: Obj, action: Cast) -> str | None:
    """502.21c: targets needed only when kicked are chosen only if the kicker was paid."""
    effects = ability_effects(card, "", action.mode, spell=True)
    for i, e in enumerate(effects):
        if e.type == "if" and e.check == "kicked" and any(x.type == "targets" for x in effects[i:]) \
                and not action.kicker and action.targets:
                return "只有支付增幅费用后才能选择依赖增幅的目标。"
    return None


def _check_activate(state: State, action: Activate) -> None:
    src = state.obj(action.source)
    ab = src.ability(action.ability)
    from_hand = src.zone == f"{action.player}.hand"
    if ab is None and action.ability == "cycling" and kw_value(src.keywords, "cycling"):
        if not from_hand:
            illegal("循环只能在这张牌在你手上时使用。", R.CYCLING)
        cost = costs.total(costs.parse(kw_value(src.keywords, "cycling")[0] or "0"))
        if not payable(state, action.player, cost, action.mana):
            illegal("无法支付循环费用。", R.CYCLING, R.CAST_COSTS)
        return
    if ab is None or ab.kind != "activated":
        illegal(f"{src.label} 没有启动式异能 {action.ability!r}。", R.ACTIVATED)
    if not in_play(src) or src.controller != action.player:
        illegal(f"只有 {src.label} 的操控者可以使用它的启动式异能。", "mtg:403.2")
    if src.face_down:
        illegal("牌面朝下的永久物没有异能。", R.FACE_DOWN_CHARACTERISTICS)
    if ab.cost.get("tap"):
        if tapped(src):
            illegal(f"{src.label} 已横置。", R.ACTIVATED)
        if sick(src) and "creature" in src.types and not kw_value(src.keywords, "haste"):
            illegal(f"{src.label} 不是从你最近的回合开始就持续操控的生物,不能使用含横置符号的异能。",
                  R.TAP_ABILITY_SICKNESS, R.SUMMONING_SICKNESS)
    effects = ability_effects(src, ab.id, action.mode)
    why = check_declared(state, effects, action.targets, src, action.player)
    if why:
        illegal(why, R.CAST_TARGETS)
    if not payable(state, action.player, ability_cost(ab, action.x), action.mana):
        illegal("无法支付启动费用。", R.CAST_COSTS)


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    mem = state.memory
    ap = state.active_player
    cands: list[Action] = []
    awaiting = mem.get("awaiting")
    if awaiting == "declare_attackers":
        able = [o.id for o in permanents(state, ap) if combat.attack_problem(state, o) is None]
        cands = [DeclareAttackers(player=ap, attackers=[]), *(DeclareAttackers(player=ap, attackers=[a])
                                                               for a in able)]
        if len(able) > 1:
            cands.append(DeclareAttackers(player=ap, attackers=able))
    elif awaiting == "declare_blockers":
        dp = mem.get("block_decider") or state.opponent(ap)
        attackers = mem.get("combat", {}).get("attackers", [])
        cands = [DeclareBlockers(player=dp, blocks={})]
        for o in permanents(state, state.opponent(ap)):
            for a in attackers:
                if combat.block_problem(state, o, state.obj(a)) is None:
                    cands.append(DeclareBlockers(player=dp, blocks={o.id: a}))
    elif awaiting == "assign_damage":
        cands = [AssignDamage(player=ap)]
    elif mem.get("priority"):
        pid = mem["priority"]
        cands = [Pass(player=pid)]
        lands = [o.id for o in permanents(state, pid) if can_produce(state, o)]
        for o in state.in_zone(f"{pid}.hand") + state.in_zone(f"{pid}.graveyard"):
            if "land" in o.types:
                cands.append(PlayLand(player=pid, card=o.id))
                continue
            effects = ability_effects(o, "", 0 if any(a.modes for a in o.abilities) else None, spell=True)
            spec = spec_of(effects)
            targets = candidates(state, spec, o, pid)[: spec.count] if spec else []
            cands.append(Cast(player=pid, card=o.id, targets=targets, mana=lands,
                              mode=0 if any(a.modes for a in o.abilities if a.kind == "spell") else None))
            if kw_value(o.keywords, "morph"):
                cands.append(Cast(player=pid, card=o.id, face_down=True, mana=lands))
            if kw_value(o.keywords, "cycling"):
                cands.append(Activate(player=pid, source=o.id, ability="cycling", mana=lands))
        for o in permanents(state, pid):
            for ab in o.abilities:
                if ab.kind == "activated":
                    spec = spec_of(ab.effects)
                    targets = candidates(state, spec, o, pid)[: spec.count] if spec else []
                    cands.append(Activate(player=pid, source=o.id, ability=ab.id, targets=targets, mana=lands))
            if mana_abilities(state, o):
                cands.append(ActivateMana(player=pid, source=o.id))
            if o.face_down:
                cands.append(TurnFaceUp(player=pid, card=o.id, mana=lands))
    return only_legal(cands, lambda c: check(state, c, interpretations))
