"""FftcgGame: the ver.2.00 rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine import priority
from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, IllegalAction, rule_constants
from judge_app.engine.stack_view import StackEntry
from judge_app.engine.state import GameObject, GameState, StackItem
from judge_app.engine.table import Table
from judge_app.games.fftcg import arrows as game_arrows
from judge_app.games.fftcg import chars, combat, cp, effects, legality, stack, timing, turn, validate
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import damage_count, element, field, is_forward, light_or_dark, memory, pname
from judge_app.games.fftcg.memory import FftcgMemory
from judge_app.games.fftcg.model import (
    ACTION_TYPES,
    DULL,
    DULL_ICON,
    LAYOUT,
    PHASES,
    STEP_NAMES,
    TARGET_SELECTORS,
    VOCABULARY,
    ZONES,
    Block,
    CastSummon,
    Concede,
    DeclareAttack,
    Mulligan,
    Pass,
    Payment,
    PlayCharacter,
    UseAbility,
)
from judge_app.games.fftcg.scenario import FftcgScenario
from judge_app.games.fftcg.stack_view import stack_view
from judge_app.games.fftcg.template import TEMPLATE


@dataclass
class FftcgGame(GameModule):
    def current_stats(self, state: GameState[Any], obj: GameObject[Any]) -> dict[str, int]:
        """A forward's power after its field abilities and effects (``chars.power``)."""
        power = chars.power(state, obj)
        return {k: power if k == "power" and power is not None else v for k, v in obj.stats.items()}

    def stack_view(self, state: GameState[Any]) -> list[StackEntry]:
        return stack_view(state)

    def describe(self, state: GameState[Any], action: Action) -> str:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Mulligan():
                return f"{who} {'把起始手牌放到卡组底并重新取5张' if action.redraw else '保留起始手牌'}。"
            case PlayCharacter():
                return f"{who} 将 {label(action.card)} 放入战场。"
            case CastSummon():
                tgt = f",目标 {'、'.join(label(x) for x in action.targets)}" if action.targets else ""
                return f"{who} 召唤 {label(action.card)}{tgt}。"
            case UseAbility():
                src = state.obj(action.source)
                ab = src.ability(action.ability)
                tgt = f",目标 {'、'.join(label(x) for x in action.targets)}" if action.targets else ""
                return f"{who} 发动 {src.label} 的「{ab.text if ab and ab.text else action.ability}」{tgt}。"
            case Pass():
                return f"{who} 放弃优先权。"
            case DeclareAttack():
                if not action.forwards:
                    return f"{who} 不指定攻击的前锋。"
                return f"{who} 以 {'、'.join(label(f) for f in action.forwards)} 进行攻击。"
            case Block():
                return f"{who} {'以 ' + label(action.blocker) + ' 进行防御' if action.blocker else '不防御'}。"
            case Concede():
                return f"{who} 认输。"
        return f"{who}:{action.type}"

    def start(self, table: Table) -> None:
        st = table.state
        mem = memory(st)
        if st.phase == "setup" and mem.awaiting is None:
            turn.deal(table)
        elif st.phase == "active":
            turn.begin_turn(table)
        elif st.phase == "draw":
            turn.draw_phase(table)
        elif mem.priority is not None:
            stack.give_priority(table, mem.priority, reset=False)

    def reach(self, table: Table, action: Action) -> None:
        # Rehearsed on a copy first: an action whose moment never comes is refused where it stands, not after
        # a turn of default passes.
        if isinstance(action, Concede):
            return
        try:
            with legality.rehearsed(table.state, action, table.interpretations):
                pass
        except IllegalAction:
            return
        timing.reach(table, action)

    def apply(self, table: Table, action: Action) -> None:
        st = table.state
        if isinstance(action, Concede):
            winner = st.opponent(action.player)
            reason = f"{pname(st, action.player)} 认输,{pname(st, winner)} 获胜。"
            table.end_game("win", winner, reason, [R.TEXT_OVER_RULES, R.END_CONDITIONS])
            table.step("check", reason, [R.TEXT_OVER_RULES, R.END_CONDITIONS])
            return
        if not timing.reach(table, action) or st.game_over is not None:
            return
        match action:
            case Mulligan():
                turn.mulligan(table, action)
            case Pass():
                stack.pass_priority(table, action.player, turn.advance)
            case PlayCharacter():
                self._play(table, action)
            case CastSummon():
                self._summon(table, action)
            case UseAbility():
                self._ability(table, action)
            case DeclareAttack():
                combat.declare(table, action)
            case Block():
                combat.block(table, action)

    # --- paying ------------------------------------------------------------------------------------------
    def _pay(
        self, t: Table, pid: str, req: dict[str, int], pay: Payment, excluded: dict[str, cp.Held], cites: list[str]
    ) -> None:
        st = t.state
        verdict = cp.evaluate(st, pid, req, pay, t.interpretations, excluded)
        for point in verdict.readings:
            t.reading(point, f"这次支付多出 {verdict.excess} 点水晶点数。")
        for oid in pay.discard:
            card = st.obj(oid)
            t.move(card, f"{card.owner}.break")
            t.step(
                "procedure",
                f"{pname(st, pid)} 丢弃 {card.label},产生2点{element(card)}属性水晶点数。",
                [R.CP_SOURCES, R.PAY_CP_HOW, R.DISCARD],
            )
        for oid in pay.dull:
            card = st.obj(oid)
            t.add_status(card, DULL)
            t.step(
                "procedure",
                f"{pname(st, pid)} 令后卫 {card.label} 休止,产生1点{element(card)}属性水晶点数。",
                [R.CP_SOURCES, R.BACKUP, R.PAY_CP_HOW],
            )
        if req:
            text = f"共产生 {cp.fmt(verdict.produced)},支付 {cp.fmt(cp.Counter(req))}"
            if verdict.excess:
                text += f";多余的 {verdict.excess} 点被废弃"
            t.step("procedure", text + "。消耗内容在此确定,之后不再变动。", [*cites, R.PAY_CP_HOW])

    def _play(self, t: Table, action: PlayCharacter) -> None:
        st = t.state
        card = st.obj(action.card)
        pid = action.player
        back_attack = chars.has(st, card, "偷袭")
        t.step(
            "procedure",
            f"{pname(st, pid)} 从手牌公开 {card.label}:角色进场是特殊行动,不使用堆叠,不受召唤兽或技能干扰。",
            [
                R.PLAY_CHARACTER,
                R.PLAY_REVEAL,
                *([R.BACK_ATTACK, R.BACK_ATTACK_NO_STACK] if back_attack else [R.MAIN_CHARACTERS]),
            ],
        )
        if light_or_dark(card) and any(light_or_dark(o) for o in field(st, pid)):
            t.reading(I.LIGHT_DARK_PLAY.id, f"{pname(st, pid)} 已控制光/暗属性角色,又放入 {card.label}。")
        self._pay(
            t,
            pid,
            cp.card_requirement(card.cost or 0, element(card)),
            action.pay,
            cp.held_character(card),
            [R.PLAY_COST, R.PLAY_COST_LOCKED, R.PLAY_PAY_ALL],
        )
        effects.enter_field(t, card, pid, [R.PLAY_DONE])
        stack.give_priority(t, st.active_player if not back_attack else pid)

    def _summon(self, t: Table, action: CastSummon) -> None:
        st = t.state
        card = st.obj(action.card)
        pid = action.player
        ab = next(a for a in card.abilities if a.kind == "summon")
        t.move(card, "stack")
        t.step(
            "procedure",
            f"{pname(st, pid)} 公开 {card.label} 并移到堆叠区最上方,成为其控制者。",
            [R.SUMMON_CAST, R.SUMMON_TO_STACK, R.STACK_ORDER],
        )
        needed = True
        req_full = cp.card_requirement(card.cost or 0, element(card))
        verdict = cp.evaluate(st, pid, req_full, action.pay, t.interpretations, cp.held_summon(card))
        if not verdict.ok and not light_or_dark(card):
            needed = (
                t.reading(I.SUMMON_ELEMENT.id, f"{card.label} 的支付不含{element(card)}属性水晶点数。") == "required"
            )
        self._pay(
            t,
            pid,
            cp.card_requirement(card.cost or 0, element(card), needed),
            action.pay,
            cp.held_summon(card),
            [R.SUMMON_COST_LOCKED, R.SUMMON_PAY_ALL],
        )
        priority.push(t, StackItem(source=card.id, ability=ab.id, controller=pid, targets=list(action.targets)))
        t.step(
            "procedure",
            f"{card.label} 被召唤;召唤产生的自动技能此时触发,{pname(st, pid)} 再次获得优先权。",
            [R.SUMMON_CAST_DONE],
        )
        stack.give_priority(t, pid)

    def _ability(self, t: Table, action: UseAbility) -> None:
        st = t.state
        src = st.obj(action.source)
        ab = src.ability(action.ability)
        assert ab is not None  # check_action guarantees it
        pid = action.player
        special = ab.kind == "special"
        t.step(
            "procedure",
            f"{pname(st, pid)} 宣布发动{'特殊技能' if special else '行动技能'}「{ab.text or ab.id}」,"
            "它成为堆叠区最上方的技能。",
            [R.SPECIAL_USE if special else R.ACTION_USE, R.ACTION_TO_STACK],
        )
        if ab.cost.get(DULL_ICON):
            t.add_status(src, DULL)
            t.step(
                "procedure",
                f"支付休止图标:{src.label} 休止。",
                [R.SPECIAL_DULL_ICON if special else R.ACTION_DULL_ICON, R.HASTE_DULL_COST],
            )
        excluded: dict[str, cp.Held] = {}
        if special and action.special_discard:
            other = st.obj(action.special_discard)
            excluded = cp.held_special(other)
            t.move(other, f"{other.owner}.break")
            t.step("procedure", f"特殊技能:从手牌丢弃1张同名角色卡 {other.label}。", [R.SPECIAL_ABILITY, R.DISCARD])
        self._pay(
            t,
            pid,
            cp.ability_requirement(ab.cost),
            action.pay,
            excluded,
            [R.SPECIAL_COST if special else R.ACTION_COST],
        )
        priority.push(t, StackItem(source=src.id, ability=ab.id, controller=pid, targets=list(action.targets)))
        t.step(
            "procedure",
            f"技能发动完毕,{pname(st, pid)} 再次获得优先权。",
            [R.SPECIAL_DONE if special else R.ACTION_DONE],
        )
        stack.give_priority(t, pid)

    def answer(self, table: Table) -> str:
        st = table.state
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            where = self.phase_name(st.phase) + (f"·{STEP_NAMES.get(st.step, st.step)}" if st.step else "")
            holder = memory(st).priority
            head = f"游戏继续:第 {st.turn} 回合,{pname(st, st.active_player)} 的{where}" + (
                f",{pname(st, holder)} 持有优先权。" if holder else "。"
            )
        parts = []
        for p in st.players:
            row = "、".join(_describe(st, o) for o in field(st, p.id)) or "无"
            parts.append(
                f"{pname(st, p.id)}:伤害 {damage_count(st, p.id)},战场 {row},手牌 "
                f"{len(st.in_zone(f'{p.id}.hand'))} 张,卡组 {len(st.in_zone(f'{p.id}.deck'))} 张"
            )
        if st.stack:
            parts.append("堆叠区:" + "、".join(_stack_entry(st, s) for s in st.stack))
        return head + " " + ";".join(parts) + "。"


def _describe(st: GameState[Any], o: Any) -> str:
    bits = ["休止" if DULL in o.status else "行动"]
    if is_forward(o):
        bits.append(f"力量{chars.power(st, o)}" + (f"/伤害{o.damage}" if o.damage else ""))
    return f"{o.label}[{'/'.join(bits)}]"


GAME = FftcgGame(
    id="fftcg",
    name="最终幻想集换式卡牌游戏",
    edition="ver.2.00",
    implemented_editions=("2.00",),  # the shipped book: its procedures and cites (issue 28)
    reaches_next_legal=True,  # timing.reach: at: next_legal plays its player's passes, said in a step
    zones=ZONES,
    layout=LAYOUT,
    vocabulary=VOCABULARY,
    phases=PHASES,
    interpretation_points=I.POINTS,
    action_types=ACTION_TYPES,
    scenario_model=FftcgScenario,
    rule_cites=rule_constants(vars(R), "fftcg"),
    template_text=TEMPLATE,
    state_validator=validate.validate,
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=FftcgMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
)


def _stack_entry(st: Any, item: Any) -> str:
    """A stack entry as a judge reads it: the source card's name and the ability's text, not ``id.ability``."""
    src = st.find(item.source)
    if src is None:
        return f"{item.source} 的技能"
    ab = next((a for a in src.abilities if a.id == item.ability), None)
    return f"{src.label}「{ab.text or ab.id}」" if ab is not None else src.label
