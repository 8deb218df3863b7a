"""Whether an action may be taken now (check) and every action that may (legal_actions, for the editor)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.checks import Checks, Reason
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.games.mtg import combat, costs
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import (
    Obj,
    has_kw,
    in_play,
    is_creature,
    kw_value,
    memory,
    name_of,
    permanents,
    sick,
    tapped,
)
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
from judge_app.games.mtg.targeting import ability_effects, candidates, spec_of, target_problems

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


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> list[Reason]:
    """The permissions that make ``action`` legal now, each with its rules; IllegalAction with every reason if
    it is not (the rule is cited whichever way each check goes)."""
    c = Checks()
    mem = memory(state)
    awaiting = mem.awaiting
    if isinstance(action, Concede):
        c.allow(f"{_pn(state, action.player)} 可以在任何时候认输。", R.CONCEDE)
        return c.verdict()
    if awaiting == "declare_attackers":
        if not isinstance(action, DeclareAttackers) or action.player != state.active_player:
            illegal("现在是宣告攻击者的时机:主动牌手须先宣告攻击者(可以为空)。", R.DECLARE_ATTACKERS)
        _check_attack(state, action, c)
        return c.verdict()
    if awaiting == "declare_blockers":
        decider = mem.block_decider or state.opponent(state.active_player)
        if not isinstance(action, DeclareBlockers) and combat.no_able_blocker(state):
            return c.verdict()  # the engine declares no blocks first, with each creature's reason, and says so
        if not isinstance(action, DeclareBlockers) or action.player != decider:
            cites = [R.DECLARE_BLOCKERS]
            if decider == state.active_player:
                cites.append(I.BLOCK_REDECLARE.cites[0])
            illegal(f"现在须由 {decider} 宣告阻挡者(可以为空)。", *cites)
        for b, a in action.blocks.items():
            if state.find(b) is None or state.find(a) is None:
                c.refuse(f"阻挡宣告 {b} → {a} 中有未知对象。", R.DECLARE_BLOCKERS)
        return c.verdict()  # each block's legality is checked, with its rules, as it is declared (309.2)
    if awaiting == "assign_damage":
        if isinstance(action, AssignDamage):
            combat.check_division(state, interpretations, {k: dict(v) for k, v in action.assignments.items()}, c)
        return c.verdict()  # any other action: the engine applies the default division first and says so
    if isinstance(action, DeclareAttackers) and _attack_step_skipped(state):
        _refuse_after_skip(state, action, c)
        return c.verdict()
    if isinstance(action, DeclareAttackers | DeclareBlockers | AssignDamage):
        illegal("现在不是宣告攻击者、阻挡者或分配战斗伤害的时机。", R.COMBAT_STEPS)
    holder = mem.priority
    if holder is None:
        illegal("现在没有牌手拥有优先权。", R.PRIORITY_PASSING)
    if isinstance(action, PassUntil):
        return c.verdict()
    if action.player != holder and not isinstance(action, ActivateMana):
        c.refuse(f"{_pn(state, action.player)} 没有优先权(优先权在 {_pn(state, holder)});"
                 "牌手只能在拥有优先权时使用咒语或异能。",
                 R.PRIORITY_PASSING, R.SORCERY_TIMING)
    match action:
        case Pass():
            c.allow(f"{_pn(state, action.player)} 拥有优先权,可以让过。", R.PRIORITY_PASSING)
        case PlayLand():
            _check_land(state, action, c)
        case Cast():
            _check_cast(state, action, c)
        case Activate():
            _check_activate(state, action, c)
        case ActivateMana():
            obj = state.obj(action.source)
            c.require(obj.controller == action.player and bool(mana_abilities(state, obj)) and can_produce(state, obj),
                      (R.MANA_ACTIVATE, R.MANA_ABILITY),
                      ok=f"{obj.label} 的法术力异能可以在拥有优先权或支付费用时使用。",
                      no=f"{obj.label} 没有可使用的法术力异能。")
        case TurnFaceUp():
            obj = state.obj(action.card)
            morph = kw_value(obj.keywords, "morph")
            if c.require(bool(obj.face_down and in_play(obj) and obj.controller == action.player and morph),
                         R.MORPH_TURN_UP, ok=f"{obj.label} 是由你操控、具变身异能的牌面朝下永久物,可在能使用瞬间的"
                         "任何时机翻回正面。", no=f"{obj.label} 不是由你操控、具变身异能的牌面朝下永久物。"):
                cost = costs.total(costs.parse(morph[0] or "0"))
                c.require(payable(state, action.player, cost, action.mana), (R.MORPH_TURN_UP, R.CAST_COSTS),
                          ok=f"可以支付变身费用 {costs.show(cost)}。", no="无法支付变身费用。")
    if c.failed and isinstance(action, Cast | Activate | PlayLand | TurnFaceUp) \
            and not any(R.ILLEGAL_ACTION in r.cites for r in c.failed):
        # an illegal play is reversed (422.1) whatever the reason, not only when the cost cannot be paid
        last = c.failed[-1]
        c.failed[-1] = Reason(f"{str(last.text).rstrip('。')};此动作要倒回。", (*last.cites, R.ILLEGAL_ACTION),
                              last.point)
    return c.verdict()


def _attack_step_skipped(state: State) -> bool:
    """At the end of a combat in which nobody attacks and no creature of the active player could: the declare-
    attackers step was skipped under 308.4, and no declaration can come now."""
    if state.phase != "combat" or state.step != "end_of_combat" or combat.combat_of(state).attackers:
        return False
    return not combat.able_attackers(state)


def _refuse_after_skip(state: State, action: DeclareAttackers, c: Checks) -> None:
    """Why an attack declared after the 308.4 skip is refused: each named creature's own reason, then the skip."""
    for oid in action.attackers:
        obj = state.find(oid)
        for msg, cites in combat.attack_problems(state, obj) if obj is not None else ():
            c.refuse(msg, R.ATTACK_LEGAL, *cites)
    c.refuse("主动牌手没有能宣告为攻击者的生物,宣告攻击者步骤的其余部分已被略过,战斗直接进入战斗结束步骤:"
             "现在不能再宣告攻击者。", R.NO_ATTACKERS, R.COMBAT_STEPS)


def _check_attack(state: State, action: DeclareAttackers, c: Checks) -> None:
    """The declaration's shape; each attacker's legality is checked, with its rules, as the declaration is made
    (308.2), and an illegal attack is cancelled and redeclared (308.3)."""
    for a in action.attackers:
        if state.find(a) is None:
            c.refuse(f"攻击宣告中有未知对象 {a}。", R.DECLARE_ATTACKERS)
    if len(set(action.attackers)) != len(action.attackers):
        c.refuse("同一个生物被宣告了两次。", R.DECLARE_ATTACKERS)
    for band in action.bands:
        if not set(band) <= set(action.attackers):
            c.refuse("攻击团队的成员必须都是攻击生物。", R.BANDING_BLOCK)
        elif (why_band := combat.band_problem(state, band)) is not None:
            c.refuse(why_band, R.BANDING_BLOCK)
        else:
            c.allow(f"攻击团队 {band}:至多一个成员不具结合异能。", R.BANDING_BLOCK)


def _main_empty(state: State, pid: str) -> bool:
    return (state.active_player == pid and state.phase in ("main1", "main2")
            and not state.stack)


def _sorcery_timing(state: State, pid: str, what: str, c: Checks) -> None:
    """408.1d / 305.3: a spell other than an instant only in its controller's main phase, with an empty stack."""
    if _main_empty(state, pid):
        c.allow(f"{what}:{_pn(state, pid)} 在自己的行动阶段、拥有优先权且堆叠为空,可以使用。",
                R.SORCERY_TIMING, R.MAIN_PRIORITY)
        return
    where = ("不是其回合" if state.active_player != pid else
             "不在行动阶段" if state.phase not in ("main1", "main2") else "堆叠不为空")
    c.refuse(f"{what}只能在自己的行动阶段、拥有优先权且堆叠为空时使用;现在{where}。",
             R.SORCERY_TIMING, R.MAIN_PRIORITY, *([R.TURN_PHASES] if state.active_player != pid else []))


def _check_land(state: State, action: PlayLand, c: Checks) -> None:
    card = state.obj(action.card)
    c.require(card.zone == f"{action.player}.hand" and "land" in card.types, R.LAND_PLAY,
              ok=f"{card.label} 是你手上的地牌。", no=f"{card.label} 不是你手上的地牌。")
    if _main_empty(state, action.player):
        c.allow("在自己的行动阶段、拥有优先权且堆叠为空时可以使用地;使用地不使用堆叠。", R.LAND_PLAY, R.LAND_SPECIAL)
    else:
        c.refuse("只能在自己的行动阶段、堆叠为空且拥有优先权时使用地。", R.LAND_PLAY, R.LAND_SPECIAL)
    c.require(memory(state).lands_played.get(action.player, 0) < 1, (R.ONE_LAND, R.LAND_PLAY),
              ok="本回合尚未使用过地牌。", no="本回合已经使用过地牌。")


def _check_cast(state: State, action: Cast, c: Checks) -> None:
    card = state.obj(action.card)
    from_graveyard = card.zone == f"{action.player}.graveyard"
    if from_graveyard:
        c.require(bool(kw_value(card.keywords, "flashback")), R.FLASHBACK,
                  ok=f"{card.label} 具有返照,可以从你的坟墓场使用。", no=f"{card.label} 没有返照,不能从坟墓场使用。")
    else:
        c.require(card.zone == f"{action.player}.hand", R.CAST_ANNOUNCE,
                  ok=f"{card.label} 在你的手上,宣告使用后进入堆叠。", no=f"{card.label} 不在你的手上。")
    if "land" in card.types:
        c.refuse("地牌不是咒语,用 play_land 使用。", R.LAND_NO_STACK)
        return
    if action.face_down and not kw_value(card.keywords, "morph"):
        c.refuse(f"{card.label} 没有变身异能,不能牌面朝下使用。", R.MORPH_ONLY)
    kind = ("牌面朝下的生物咒语" if action.face_down else "瞬间" if "instant" in card.types else
            "法术" if "sorcery" in card.types else "生物咒语" if "creature" in card.types else
            "神器咒语" if "artifact" in card.types else "结界咒语" if "enchantment" in card.types else "咒语")
    if "instant" in card.types and not action.face_down:
        if action.player == memory(state).priority:
            c.allow("瞬间:拥有优先权的牌手可以在任何时候使用。", R.SORCERY_TIMING, R.PRIORITY_PASSING)
    else:
        _sorcery_timing(state, action.player, kind, c)
    if action.kicker and not kw_value(card.keywords, "kicker"):
        c.refuse(f"{card.label} 没有增幅。", R.KICKER)
    if action.buyback and not kw_value(card.keywords, "buyback"):
        c.refuse(f"{card.label} 没有购回。", R.BUYBACK)
    if action.face_down:
        if action.targets:
            c.refuse("牌面朝下的生物咒语没有目标。", R.FACE_DOWN_CHARACTERISTICS)
    else:
        spell_abs = [a for a in card.abilities if a.kind == "spell"]
        if any(a.modes for a in spell_abs) and (action.mode is None or action.mode >= max(len(a.modes) for a in
                                                                                         spell_abs)):
            c.refuse("模式咒语须宣告一个有效的模式(mode)。", R.CAST_MODES_X)
        effects = ability_effects(card, "", action.mode, spell=True)
        if "aura" in card.types and not spec_of(effects):
            from judge_app.games.mtg.model import Targets

            effects = [Targets(what="permanent"), *effects]
        kicked_only = _kicker_targets(card, action)
        if kicked_only:
            c.refuse(kicked_only, R.KICKER_TARGETS)
        _targets(state, effects, action.targets, card, action.player, c, (R.CAST_TARGETS, R.CAST_HOW))
        divided = next((e for e in effects if e.type == "divided_damage"), None)
        if divided is not None:
            c.require(set(action.divide) == set(action.targets) and sum(action.divide.values()) == divided.amount
                      and min(action.divide.values(), default=0) >= 1, R.CAST_DIVIDE,
                      ok=f"使用时宣告了 {divided.amount} 点伤害如何分配,每个目标至少 1 点。",
                      no=f"须在使用时宣告如何把 {divided.amount} 点伤害分配给各目标,每个目标至少 1 点。")
    cost = spell_cost(card, action)
    if payable(state, action.player, cost, action.mana):
        c.allow(f"可以支付 {costs.show(cost)}(法术力池加上所列法术力来源)。", R.CAST_COSTS)
    else:
        c.refuse(f"无法支付 {costs.show(cost)}(法术力池加上所列法术力来源);不能完成的使用要倒回。",
                 R.CAST_COSTS, R.ILLEGAL_ACTION)


def _targets(state: State, effects: list[Any], targets: list[str], src: Obj, pid: str, c: Checks,
             cites: tuple[str, ...]) -> None:
    problems = target_problems(state, effects, targets, src, pid)
    for why, why_cites in problems:  # every problem its own refusal (a wrong count and a bad target, say)
        c.refuse(why, *dict.fromkeys((*cites, *(x for x in why_cites if x in (R.PROTECTION, R.TOKEN_LEAVES)))))
    if not problems and targets:
        c.allow(f"宣告的目标合法:{'、'.join(_name(state, x) for x in targets)}。", *cites)


def _pn(state: State, pid: str) -> str:
    return state.player(pid).name or pid


def _name(state: State, x: str) -> str:
    return name_of(state, x)


def _kicker_targets(card: Obj, action: Cast) -> str | None:
    """502.21c: targets needed only when kicked are chosen only if the kicker was paid."""
    effects = ability_effects(card, "", action.mode, spell=True)
    for i, e in enumerate(effects):
        if e.type == "if" and e.check == "kicked" and any(x.type == "targets" for x in effects[i:]) \
                and not action.kicker and action.targets:
                return "只有支付增幅费用后才能选择依赖增幅的目标。"
    return None


def _check_activate(state: State, action: Activate, c: Checks) -> None:
    src = state.obj(action.source)
    ab = src.ability(action.ability)
    from_hand = src.zone == f"{action.player}.hand"
    if ab is None and action.ability == "cycling" and kw_value(src.keywords, "cycling"):
        c.require(from_hand, R.CYCLING, ok=f"{src.label} 在你的手上,可以循环。",
                  no="循环只能在这张牌在你手上时使用。")
        cost = costs.total(costs.parse(kw_value(src.keywords, "cycling")[0] or "0"))
        c.require(payable(state, action.player, cost, action.mana), (R.CYCLING, R.CAST_COSTS),
                  ok=f"可以支付循环费用 {costs.show(cost)}。", no="无法支付循环费用。")
        return
    if ab is None or ab.kind != "activated":
        illegal(f"{src.label} 没有启动式异能 {action.ability!r}。", R.ACTIVATED)
    if c.require(in_play(src) and src.controller == action.player, (R.ACTIVATED_CONTROLLER,),
                 ok=f"{src.label} 在场上且由你操控:你可以在拥有优先权时使用它的启动式异能。",
                 no=f"只有 {src.label} 的操控者可以使用它的启动式异能。"):
        c.allow("启动式异能可以在拥有优先权的任何时候使用。", R.SORCERY_TIMING)
    if src.face_down:
        c.refuse("牌面朝下的永久物没有异能。", R.FACE_DOWN_CHARACTERISTICS)
    if ab.cost.get("tap"):
        # tapping is a cost like any other (409.1f lists it), and a cost cannot be paid in part
        c.require(not tapped(src), R.CAST_COSTS, ok=f"{src.label} 未横置,可以横置来支付费用 {{T}}。",
                  no=f"{src.label} 已横置:无法支付横置费用 {{T}}。")
        if is_creature(state, src):
            # haste printed or granted by an effect (407.1): the current characteristics decide
            if not sick(src):
                c.allow(f"{src.label} 自你最近的回合开始就受你操控,可以使用含横置符号的异能。",
                        R.TAP_ABILITY_SICKNESS, R.SUMMONING_SICKNESS)
            elif has_kw(state, src, "haste"):
                c.allow(f"{src.label} 并非自你最近的回合开始就受你操控,但它具有敏捷,可以使用含横置符号的异能。",
                        R.HASTE, R.SUMMONING_SICKNESS, R.TAP_ABILITY_SICKNESS)
            else:
                c.refuse(f"{src.label} 不是从你最近的回合开始就持续操控的生物,且不具敏捷,不能使用含横置符号的异能。",
                         R.TAP_ABILITY_SICKNESS, R.SUMMONING_SICKNESS)
    effects = ability_effects(src, ab.id, action.mode)
    _targets(state, effects, action.targets, src, action.player, c, (R.CAST_TARGETS,))
    cost = ability_cost(ab, action.x)
    if any(cost.values()):
        c.require(payable(state, action.player, cost, action.mana), R.CAST_COSTS,
                  ok=f"可以支付启动费用 {costs.show(cost)}。", no=f"无法支付启动费用 {costs.show(cost)}。")


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    mem = memory(state)
    ap = state.active_player
    cands: list[Action] = []
    awaiting = mem.awaiting
    if awaiting == "declare_attackers":
        able = [o.id for o in combat.able_attackers(state)]
        cands = [DeclareAttackers(player=ap, attackers=[]), *(DeclareAttackers(player=ap, attackers=[a])
                                                               for a in able)]
        if len(able) > 1:
            cands.append(DeclareAttackers(player=ap, attackers=able))
    elif awaiting == "declare_blockers":
        dp = mem.block_decider or state.opponent(ap)
        attackers = combat.combat_of(state).attackers
        cands = [DeclareBlockers(player=dp, blocks={})]
        for o in permanents(state, state.opponent(ap)):
            for a in attackers:
                if not combat.block_problems(state, o, state.obj(a)):
                    cands.append(DeclareBlockers(player=dp, blocks={o.id: a}))
    elif awaiting == "assign_damage":
        cands = [AssignDamage(player=ap)]
    elif mem.priority:
        pid = mem.priority
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
