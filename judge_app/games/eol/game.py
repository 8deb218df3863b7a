"""EolGame: the eol rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.eol import arrows as game_arrows
from judge_app.games.eol import checks, combat, legality, turn, validate
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import describe_obj, hero, minions, pname
from judge_app.games.eol.effects import KIND_CITES, Ctx, collect, order_by_side, resolve, resolve_all
from judge_app.games.eol.memory import EolMemory
from judge_app.games.eol.model import (
    ACTION_TYPES,
    AWAKE,
    AWAKENED_THIS_TURN,
    LAYOUT,
    PHASES,
    TARGET_SELECTORS,
    USED_PREFIX,
    VOCABULARY,
    ZONES,
    Attack,
    Awaken,
    EolScenario,
    Pass,
    PlaceMinion,
    Replace,
    UseItem,
    UseSkill,
)
from judge_app.games.eol.template import TEMPLATE


@dataclass
class EolGame(GameModule):
    def describe(self, state: GameState[Any], action: Action) -> str:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Replace():
                cards = "、".join(label(c) for c in action.cards)
                return f"{who} 置换手牌:{cards}。" if cards else f"{who} 选择不置换手牌。"
            case PlaceMinion():
                where = f"第 {action.slot} 格" if action.slot else "空余的位置"
                return f"{who} 将 {label(action.card)} 背面朝上放置到随从区{where}。"
            case Awaken():
                return f"{who} 唤醒 {label(action.minion)}。"
            case UseItem():
                return f"{who} 使用道具卡 {label(action.card)}。"
            case UseSkill():
                src = state.obj(action.source)
                ab = src.ability(action.ability)
                return f"{who} 使用 {src.label} 的技能「{ab.text if ab and ab.text else action.ability}」。"
            case Attack():
                return f"{who} 宣言 {label(action.attacker)} 攻击 {label(action.target)}。"
            case Pass():
                return f"{who} 宣告结束{'放置随从' if state.phase == 'setup' else '主阶段'}。"
        return f"{who}:{action.type}"

    def start(self, table: Table) -> None:
        st = table.state
        turn.fill_life(table)
        if st.phase == "setup" and st.step in (None, "deal"):
            turn.deal(table)
        elif st.phase == "draw":
            turn.begin_turn(table)
        elif st.phase == "energy":
            turn.energy_phase(table)
        checks.check_game_over(table)

    def apply(self, table: Table, action: Action) -> None:
        st = table.state
        if st.phase == "setup" and st.step == "replace" and not isinstance(action, Replace):
            turn.begin_placement(table)
        match action:
            case Replace():
                turn.replace(table, action)
            case PlaceMinion():
                self._place(table, action)
            case Pass():
                if st.phase == "setup":
                    turn.setup_pass(table, action)
                else:
                    turn.end_turn(table, action)
            case Awaken():
                self._awaken(table, action)
            case UseItem():
                self._use_item(table, action)
            case UseSkill():
                self._use_skill(table, action)
            case Attack():
                combat.declare_attack(table, st.obj(action.attacker), st.obj(action.target))
        checks.check_game_over(table)

    def _place(self, t: Table, action: PlaceMinion) -> None:
        st = t.state
        card = st.obj(action.card)
        used = {o.slot for o in minions(st, action.player)}
        slot = action.slot or next(s for s in range(1, 6) if s not in used)
        t.set_obj(card, "face_down", True)
        t.move(card, f"{action.player}.minions", slot=slot)
        cite = R.SETUP_PLACE if st.phase == "setup" else R.MAIN_PLACE
        t.step("procedure", f"{card.label} 背面朝上放置于第 {slot} 格,处于沉睡状态。",
               [cite, R.MINION_ZONE, R.SLEEPING])

    def _pay(self, t: Table, pid: str, cost: int, what: str, cites: list[str]) -> None:
        if cost:
            before = t.resource(pid, "energy")
            t.set_resource(pid, "energy", before - cost)
            t.step("procedure", f"{pname(t.state, pid)} 为{what}消耗 {cost} 点能量({before} → {before - cost})。",
                   [*cites, R.MAIN_PHASE, R.ENERGY_DISPLAY])

    def _awaken(self, t: Table, action: Awaken) -> None:
        st = t.state
        m = st.obj(action.minion)
        self._pay(t, action.player, m.cost or 0, f"唤醒 {m.label} ", [R.MAIN_AWAKEN, R.MINION_COST])
        t.set_obj(m, "face_down", False)
        t.add_status(m, AWAKE)
        t.add_status(m, AWAKENED_THIS_TURN)
        t.step("procedure", f"{m.label} 被唤醒,正面朝上;本回合刚被唤醒,不能攻击对方英雄。",
               [R.MAIN_AWAKEN, R.AWAKE, R.MAIN_ATTACK])
        found = collect(t, [("awakened", m)])
        resolve_all(t, order_by_side(found, [action.player, st.opponent(action.player)]), Ctx(), [])

    def _use_item(self, t: Table, action: UseItem) -> None:
        st = t.state
        card = st.obj(action.card)
        self._pay(t, action.player, card.cost or 0, f"使用 {card.label} ", [R.MAIN_ITEM, R.ITEM_COST])
        for ab in card.abilities:
            if ab.trigger is None and st.game_over is None:
                resolve(t, card, ab, Ctx(), [R.MAIN_ITEM])
        if st.find(card.id) and card.zone == f"{action.player}.hand":
            t.move(card, f"{card.owner}.graveyard")
            t.step("procedure", f"使用过的 {card.label} 放置于墓地。", [R.GRAVEYARD])

    def _use_skill(self, t: Table, action: UseSkill) -> None:
        src = t.state.obj(action.source)
        ab = src.ability(action.ability)
        assert ab is not None  # check_action guarantees it
        self._pay(t, action.player, ab.cost.get("energy", 0), f"「{ab.text or ab.id}」", [KIND_CITES["active"]])
        t.add_status(src, f"{USED_PREFIX}{ab.id}")
        resolve(t, src, ab, Ctx(), [R.MAIN_HERO_SKILL if "hero" in src.types else R.MAIN_ATTACK])

    def answer(self, table: Table) -> str:
        st = table.state
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            head = f"游戏继续:第 {st.turn} 回合,{pname(st, st.active_player)} 的{self.phase_name(st.phase)}。"
        parts = []
        for p in st.players:
            row = "、".join(describe_obj(o) for o in minions(st, p.id)) or "无"
            h = hero(st, p.id)
            parts.append(f"{pname(st, p.id)}:{h.label if h else '无英雄'} 生命 {p.resources.get('life', 0)},"
                         f"能量 {p.resources.get('energy', 0)},随从区 {row},手牌 {len(st.in_zone(f'{p.id}.hand'))} 张")
        return head + " " + ";".join(parts) + "。"


GAME = EolGame(
    id="eol",
    name="传奇回响",
    edition="web",
    zones=ZONES,
    layout=LAYOUT,
    vocabulary=VOCABULARY,
    phases=PHASES,
    interpretation_points=I.POINTS,
    action_types=ACTION_TYPES,
    scenario_model=EolScenario,
    rule_cites=rule_constants(vars(R), "eol"),
    template_text=TEMPLATE,
    state_validator=validate.validate,
    actions_validator=validate.validate_actions,
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=EolMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
)
