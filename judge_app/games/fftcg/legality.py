"""Whether an action may be taken: first reach its moment on a scratch copy of the state (timing.reach),
then one check per action type, each raising IllegalAction with the rule that forbids it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import illegal, only_legal
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.engine.trace import Trace
from judge_app.games.fftcg import chars, cp, effects, timing
from judge_app.games.fftcg import interpretations as I
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
    on_field,
    pname,
    since_turn_start,
)
from judge_app.games.fftcg.model import (
    ATTACKED,
    BACK_ATTACK,
    CANNOT_ATTACK,
    CANNOT_BLOCK,
    DULL_ICON,
    HASTE,
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


def scratch(state: State, action: Action, interpretations: Mapping[str, str]) -> Table:
    """A copy of ``state`` advanced to the moment of ``action``, on a throwaway trace."""
    sim = state.model_copy(deep=True)
    sim.model_post_init(None)
    t = Table(I.READINGS, sim, Trace(scenario="check", game="fftcg", edition=""), dict(interpretations))
    t.begin_action(0, action)
    if not timing.reach(t, action) and sim.game_over is None:
        illegal("在此之前的流程中不存在进行这一动作的时机。", R.PRIORITY, R.PHASES)
    return t


def check(state: State, action: Action, interpretations: Mapping[str, str]) -> None:
    if state.game_over is not None:
        illegal("游戏已经结束。", *state.game_over.cites)
    if isinstance(action, Concede):
        return
    t = scratch(state, action, interpretations)
    if t.state.game_over is not None:
        return
    check_now(t.state, action, interpretations)


def check_now(st: State, action: Action, interpretations: Mapping[str, str]) -> None:
    match action:
        case Mulligan():
            if st.memory.get("mulligan") != action.player:
                illegal(f"现在由 {st.memory.get('mulligan')} 决定是否替换手牌;每位玩家只有一次。", R.SETUP_REDRAW)
            if action.order and sorted(action.order) != sorted(o.id for o in hand(st, action.player)):
                illegal("order 必须恰好列出起始的5张手牌。", R.SETUP_REDRAW)
        case Pass():
            _priority(st, action.player)
        case PlayCharacter():
            _check_play(st, action, interpretations)
        case CastSummon():
            _check_summon(st, action, interpretations)
        case UseAbility():
            _check_ability(st, action, interpretations)
        case DeclareAttack():
            _check_declare(st, action, interpretations)
        case Block():
            _check_block(st, action)
        case _:
            illegal(f"fftcg 没有 {action.type} 动作。", R.PRIORITY)


def _priority(st: State, pid: str) -> None:
    if st.memory.get("priority") != pid:
        holder = st.memory.get("priority")
        illegal(f"{pname(st, pid)} 现在没有优先权" + (f"({pname(st, holder)} 持有)。" if holder else "。"), R.PRIORITY)


def _instant_timing(st: State, pid: str) -> None:
    _priority(st, pid)
    if st.phase not in ("main1", "main2", "attack"):
        illegal(
            "只有主阶段和攻击阶段可以召唤召唤兽、使用行动技能和特殊技能。",
            R.MAIN_SUMMONS,
            R.MAIN_ABILITIES,
            R.END_TRIGGERS,
        )


def _pay(
    st: State,
    pid: str,
    req: dict[str, int],
    pay: Any,
    interpretations: Mapping[str, str],
    excluded: tuple[str, ...],
    cites: list[str],
) -> None:
    verdict = cp.evaluate(st, pid, req, pay, interpretations, excluded)
    if not verdict.ok:
        illegal(
            verdict.message + " 无法完成的流程回退到进行之前,已支付的消耗取消。",
            *verdict.cites,
            *cites,
            R.ROLLBACK,
            R.ROLLBACK_COSTS,
            R.ROLLBACK_PRIORITY,
        )


def _check_play(st: State, action: PlayCharacter, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    if card.zone != f"{action.player}.hand" or not is_character(card):
        illegal(f"{card.label} 不是 {pname(st, action.player)} 手中的角色卡。", R.PLAY_CHARACTER, R.PLAY_REVEAL)
    back_attack = chars.has(st, card, BACK_ATTACK)
    _priority(st, action.player)
    if not back_attack and (st.phase not in ("main1", "main2") or st.stack or action.player != st.active_player):
        illegal("只有持有优先权的回合玩家在主阶段且堆叠区为空时可以将角色放入战场。",
                R.PLAY_CHARACTER, R.MAIN_CHARACTERS)
    mine = field(st, action.player)
    if not generic(card) and any(o.name == card.name for o in mine):
        illegal(
            f"{pname(st, action.player)} 已控制同名角色「{card.name}」且它没有普通图标:一般无法采取超出限制的行动。",
            R.FIELD_SAME_NAME,
            R.SAME_NAME,
        )
    if (
        light_or_dark(card)
        and any(light_or_dark(o) for o in mine)
        and I.LIGHT_DARK_PLAY.reading_in(interpretations) == "forbidden"
    ):
        illegal("按所选解读,已控制光/暗属性角色时不能再放入一张。", R.RP_LIGHT_DARK, R.FIELD_SAME_NAME)
    req = cp.card_requirement(card.cost or 0, element(card))
    _pay(st, action.player, req, action.pay, interpretations, (card.id,), [R.PLAY_COST])


def _check_summon(st: State, action: CastSummon, interpretations: Mapping[str, str]) -> None:
    card = st.obj(action.card)
    if card.zone != f"{action.player}.hand" or not is_summon(card):
        illegal(f"{card.label} 不是 {pname(st, action.player)} 手中的召唤兽。", R.SUMMON_CAST, R.SUMMON_TO_STACK)
    _instant_timing(st, action.player)
    if st.memory.get("first_strike_window"):
        illegal("先发制人伤害后的优先权中无法使用召唤兽。", R.FIRST_STRIKE_PRIORITY)
    ab = next((a for a in card.abilities if a.kind == "summon"), None)
    if ab is None:
        illegal(f"{card.label} 没有召唤兽效果(kind: summon)。", R.SUMMON_CAST)
    assert ab is not None
    _targets(st, action.targets, list(ab.effects), R.SUMMON_TARGET_GONE)
    needed = I.SUMMON_ELEMENT.reading_in(interpretations) == "required"
    req = cp.card_requirement(card.cost or 0, element(card), needed)
    _pay(st, action.player, req, action.pay, interpretations, (card.id,), [R.SUMMON_PAY_ALL, R.SUMMON_CAST])


def _targets(st: State, targets: list[str], effs: list[Any], cite: str) -> None:
    if effects.targeted(effs) and not targets:
        illegal("这个效果需要“选择”目标(targets)。", cite)
    for oid in targets:
        o = st.obj(oid)
        if not effects.legal_for(o, effs):
            illegal(f"{o.label} 不是这个效果可以选择的目标。", cite)


def _check_ability(st: State, action: UseAbility, interpretations: Mapping[str, str]) -> None:
    src = st.obj(action.source)
    ab = src.ability(action.ability)
    if ab is None or ab.kind not in ("action", "special"):
        illegal(f"{src.label} 没有可以发动的行动技能或特殊技能 {action.ability!r}。", R.ABILITY_KINDS)
    assert ab is not None
    if not (on_field(src) and src.controller == action.player):
        illegal(f"{src.label} 不是 {pname(st, action.player)} 控制的场上卡牌。", R.ACTION_USE)
    _instant_timing(st, action.player)
    if st.memory.get("first_strike_window"):
        illegal("先发制人伤害后的优先权中无法使用行动技能和特殊技能。", R.FIRST_STRIKE_PRIORITY)
    special = ab.kind == "special"
    if ab.cost.get(DULL_ICON):
        icon = R.SPECIAL_DULL_ICON if special else R.ACTION_DULL_ICON
        if dull(src):
            illegal(f"{src.label} 已处于休止状态,无法支付休止图标。", icon)
        if (is_forward(src) or is_backup(src)) and not since_turn_start(src) and not chars.has(st, src, HASTE):
            illegal(
                f"{src.label} 没有加速,且不是在回合开始时就由 {pname(st, action.player)} 控制:"
                "含休止图标的技能无法使用。",
                icon,
                R.HASTE_DULL_COST,
            )
    excluded: tuple[str, ...] = ()
    if special:
        other = st.find(action.special_discard) if action.special_discard else None
        if other is None or other.zone != f"{action.player}.hand" or other.name != src.name or not is_character(other):
            illegal(f"特殊技能还需要从手牌中丢弃1张同名的角色卡「{src.name}」(special_discard)。", R.SPECIAL_ABILITY)
        assert other is not None
        excluded = (other.id,)
    _targets(st, action.targets, list(ab.effects), R.ACTION_USE)
    _pay(
        st,
        action.player,
        cp.ability_requirement(ab.cost),
        action.pay,
        interpretations,
        excluded,
        [R.SPECIAL_COST if special else R.ACTION_COST],
    )


def _check_declare(st: State, action: DeclareAttack, interpretations: Mapping[str, str]) -> None:
    seen = set()
    for fid in action.forwards:
        f = st.obj(fid)
        if fid in seen:
            illegal(f"{f.label} 重复出现。", R.DECLARE)
        seen.add(fid)
        if not (is_forward(f) and on_field(f) and f.controller == action.player):
            illegal(f"{f.label} 不是 {pname(st, action.player)} 控制的场上前锋。", R.DECLARE, R.ATTACKING_FORWARD)
        if dull(f):
            illegal(f"{f.label} 处于休止状态,不能攻击。", R.DECLARE_ELIGIBLE)
        if not since_turn_start(f) and not chars.has(st, f, HASTE):
            illegal(f"{f.label} 没有加速,且在本回合开始时不由回合玩家控制,不能攻击。", R.DECLARE_ELIGIBLE, R.HASTE)
        if ATTACKED in f.status:
            illegal(f"{f.label} 本回合已经进行过攻击。", R.DECLARE_NOT_ATTACKED)
        if CANNOT_ATTACK in f.status:
            illegal(f"{f.label} 受到无法攻击的限制。", R.DECLARE_NOT_ATTACKED, R.CANNOT_BEATS_CAN)
    if len(action.forwards) > 1:
        fws = [st.obj(f) for f in action.forwards]
        if len({element(f) for f in fws}) > 1:
            reading = I.PARTY_ELEMENT.reading_in(interpretations)
            if reading == "same_element" or not _party_ok(fws):
                illegal(
                    "组队的前锋属性必须相同" + ("。" if reading == "same_element" else ",或者带有组队图标。"),
                    R.DECLARE,
                    R.PARTY_ELEMENT,
                )


def _party_ok(fws: list[Any]) -> bool:
    """15.1.1.9.2: every member shares one element with the others, or carries the party icon."""
    plain = [f for f in fws if not f.props.get("party_icon")]
    return len({element(f) for f in plain}) <= 1


def _check_block(st: State, action: Block) -> None:
    attack = st.memory.get("attack") or {}
    if action.blocker is None:
        if action.split:
            illegal("没有防御就没有伤害分配。", R.PARTY_SPLIT)
        return
    b = st.obj(action.blocker)
    if not (is_forward(b) and on_field(b) and b.controller == action.player):
        illegal(f"{b.label} 不是 {pname(st, action.player)} 控制的场上前锋。", R.BLOCK, R.BLOCKING_FORWARD)
    if dull(b):
        illegal(f"{b.label} 处于休止状态;进行防御的前锋必须处于行动状态。", R.BLOCK_ACTIVE)
    if CANNOT_BLOCK in b.status:
        illegal(f"{b.label} 受到无法防御的限制。", R.BLOCK_RESTRICTION, R.CANNOT_BEATS_CAN)
    if action.split:
        if not attack.get("party"):
            illegal("只有组队攻击时防御方才分配伤害。", R.PARTY_SPLIT)
        for k, v in action.split.items():
            if k not in attack.get("attackers", []):
                illegal(f"{k} 不是队伍中的前锋。", R.PARTY_SPLIT)
            if v <= 0 or v % 1000:
                illegal(f"分配给 {k} 的 {v} 不是1000的正整数倍。", R.PARTY_SPLIT, R.INTEGERS)


def legal_actions(state: State, interpretations: Mapping[str, str]) -> list[Action]:
    """Candidates at the current moment (no skipping ahead), kept if they pass :func:`check_now`."""
    if state.game_over is not None:
        return []
    st = state
    cands: list[Action] = []
    awaiting = st.memory.get("awaiting")
    tp = st.active_player
    if awaiting == "mulligan" and st.memory.get("mulligan"):
        pid = st.memory["mulligan"]
        cands += [Mulligan(player=pid, redraw=False), Mulligan(player=pid, redraw=True)]
    elif awaiting == "declare":
        fws = [o for o in field(st, tp) if is_forward(o)]
        cands += [DeclareAttack(player=tp, forwards=[f.id]) for f in fws]
        cands.append(DeclareAttack(player=tp))
    elif awaiting == "block":
        opp = st.opponent(tp)
        cands += [Block(player=opp, blocker=o.id) for o in field(st, opp) if is_forward(o)]
        cands.append(Block(player=opp))
    elif (holder := st.memory.get("priority")) is not None:
        cands.append(Pass(player=holder))
        for card in hand(st, holder):
            if is_character(card):
                cands.append(PlayCharacter(player=holder, card=card.id, pay=_auto_pay(st, holder, card)))
            elif is_summon(card):
                ab = next((a for a in card.abilities if a.kind == "summon"), None)
                targets = _first_target(st, list(ab.effects)) if ab else []
                cands.append(CastSummon(player=holder, card=card.id, pay=_auto_pay(st, holder, card), targets=targets))
        for src in field(st, holder):
            for ab in src.abilities:
                if ab.kind == "action":
                    cands.append(
                        UseAbility(
                            player=holder, source=src.id, ability=ab.id, targets=_first_target(st, list(ab.effects))
                        )
                    )
    return only_legal(cands, lambda c: check_now(st, c, interpretations))


def _first_target(st: State, effs: list[Any]) -> list[str]:
    if not effects.targeted(effs):
        return []
    found = [o.id for o in field(st) if effects.legal_for(o, effs)]
    return found[:1]


def _auto_pay(st: State, pid: str, card: Any) -> Any:
    """A ready-made payment: active backups first, then discards, kept only if it is exact enough to pass."""
    from judge_app.games.fftcg.model import Payment

    req = cp.card_requirement(card.cost or 0, element(card))
    need = sum(req.values())
    dulls = [o.id for o in field(st, pid) if is_backup(o) and not dull(o)]
    pay = Payment(dull=dulls[:need])
    if cp.evaluate(st, pid, req, pay, {}, (card.id,)).ok:
        return pay
    discards = [o.id for o in hand(st, pid) if o.id != card.id and not light_or_dark(o)]
    for n in range(0, len(discards) + 1):
        for k in range(0, min(need, len(dulls)) + 1):
            pay = Payment(discard=discards[:n], dull=dulls[:k])
            if cp.evaluate(st, pid, req, pay, {}, (card.id,)).ok:
                return pay
    return Payment()
