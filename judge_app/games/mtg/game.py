"""MtgGame: the 2003 (Legions) Comprehensive Rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.stack_view import StackEntry
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import actions, combat, legality, turn, validate
from judge_app.games.mtg import arrows as game_arrows
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import rules as R
from judge_app.games.mtg.board import characteristics, describe_obj, memory, name_of, permanents, pname, stack
from judge_app.games.mtg.memory import MtgMemory
from judge_app.games.mtg.model import (
    ACTION_TYPES,
    LAYOUT,
    PHASES,
    TARGET_SELECTORS,
    VOCABULARY,
    ZONES,
    Activate,
    ActivateMana,
    AssignDamage,
    Cast,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    MtgScenario,
    MtgStackItem,
    Pass,
    PassUntil,
    PlayLand,
    SpellItem,
    TurnFaceUp,
)
from judge_app.games.mtg.stack_view import stack_view
from judge_app.games.mtg.template import TEMPLATE


@dataclass
class MtgGame(GameModule):
    def current_stats(self, state: GameState[Any], obj: GameObject[Any]) -> dict[str, int]:
        """Power and toughness after every continuous effect and counter (418.5, ``board.characteristics``)."""
        ch = characteristics(state, obj)
        now = {"power": ch.power, "toughness": ch.toughness}
        return {k: now.get(k, v) for k, v in obj.stats.items()}

    def describe(self, state: GameState[Any], action: Action) -> str:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Pass():
                return f"{who} 让过优先权。"
            case PassUntil():
                goal = "堆叠结算完毕" if action.step == "stack_empty" else turn.name_of(action.phase or state.phase,
                                                                                     action.step or None)
                return f"双方牌手在获得优先权时都让过,直到{goal}。"
            case PlayLand():
                return f"{who} 使用地 {label(action.card)}。"
            case Cast():
                how = "牌面朝下地(变身)" if action.face_down else ""
                players = {p.id for p in state.players}  # a target gone since load (a token) is named by its id
                aim = f",目标 {'、'.join(pname(state, x) if x in players else label(x) for x in action.targets)}" \
                    if action.targets else ""
                return f"{who} {how}使用 {label(action.card)}{aim}。"
            case Activate():
                return f"{who} 使用 {label(action.source)} 的异能 {action.ability}。"
            case ActivateMana():
                return f"{who} 使用 {label(action.source)} 的法术力异能。"
            case TurnFaceUp():
                return f"{who} 将 {label(action.card)} 翻回正面。"
            case DeclareAttackers():
                return f"{who} 宣告攻击者:{'、'.join(label(a) for a in action.attackers) or '无'}。"
            case DeclareBlockers():
                pairs = "、".join(f"{label(b)} 阻挡 {label(a)}" for b, a in action.blocks.items())
                return f"{who} 宣告阻挡者:{pairs or '无'}。"
            case AssignDamage():
                parts = [f"{label(s)} → " + "、".join(f"{name_of(state, x)} {n}"
                                                     for x, n in m.items()) for s, m in action.assignments.items()]
                return f"{who} 分配战斗伤害:{';'.join(parts) or '按默认'}。"
            case Concede():
                return f"{who} 认输。"
        return f"{who}:{action.type}"

    def damage_recipients(self, state: GameState[Any], source: str) -> list[str]:
        return combat.damage_recipients(state, source)

    def stack_view(self, state: GameState[Any]) -> list[StackEntry]:
        return stack_view(state)

    def start(self, table: Table) -> None:
        st = table.state
        for p in st.players:
            if "life" not in p.resources:
                table.set_resource(p.id, "life", 20)
                table.step("procedure", f"{pname(st, p.id)} 未给出生命,按起始生命 20。", [R.START_LIFE])
        if memory(st).priority or memory(st).awaiting:
            return
        turn.begin(table)

    def apply(self, table: Table, action: Action) -> None:
        st = table.state
        mem = memory(st)
        if mem.awaiting == "assign_damage" and not isinstance(action, AssignDamage | Concede):
            combat.assign(table, {})
            if st.game_over is not None or not actions.check_again(table, action):
                return
        if mem.awaiting == "declare_blockers" and not isinstance(action, DeclareBlockers | Concede) \
                and combat.no_able_blocker(st):
            combat.declare_no_blocks(table)
            if st.game_over is not None or not actions.check_again(table, action):
                return
        match action:
            case Pass():
                turn.pass_priority(table, action.player)
            case PassUntil():
                actions.pass_until(table, action)
            case PlayLand():
                actions.play_land(table, action)
            case Cast():
                actions.cast(table, action)
            case Activate():
                actions.activate(table, action)
            case ActivateMana():
                from judge_app.games.mtg import mana

                mana.activate(table, action.player, st.obj(action.source), action.ability)
                table.step("procedure", "使用法术力异能之前拥有优先权的牌手,之后依然拥有优先权。", [R.MANA_IMMEDIATE])
            case TurnFaceUp():
                actions.turn_face_up(table, action)
            case DeclareAttackers():
                turn.declare_attackers(table, list(action.attackers), [list(b) for b in action.bands])
            case DeclareBlockers():
                combat.declare_blockers(table, dict(action.blocks))
            case AssignDamage():
                combat.assign(table, {k: dict(v) for k, v in action.assignments.items()})
            case Concede():
                winner = st.opponent(action.player)
                reason = f"{pname(st, action.player)} 认输,{pname(st, winner)} 获胜。"
                table.allow(reason, [R.CONCEDE])
                table.end_game("win", winner, reason, [R.CONCEDE])

    def answer(self, table: Table) -> str:
        st = table.state
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            where = turn.name_of(st.phase, st.step)
            mem = memory(st)
            holder = mem.priority
            waiting = {"declare_attackers": "等待宣告攻击者", "declare_blockers": "等待宣告阻挡者",
                       "assign_damage": "等待分配战斗伤害"}.get(mem.awaiting or "", "")
            who = f",{pname(st, holder)} 拥有优先权" if holder else (f",{waiting}" if waiting else "")
            head = f"游戏继续:第 {st.turn} 回合,{pname(st, st.active_player)} 的{where}{who}。"
            items = stack(st)
            if items:
                head += f" 堆叠(由底至顶):{'、'.join(_stack_label(st, e) for e in items)}。"
        parts = []
        for p in st.players:
            # every permanent (lands last): "场上 无" must mean nothing in play, not "no creature"
            mine = sorted(permanents(st, p.id), key=lambda o: "land" in o.types)
            row = "、".join(describe_obj(st, o) for o in mine) or "无"
            parts.append(f"{pname(st, p.id)}:生命 {p.resources.get('life', 0)}"
                         f"{',中毒 ' + str(p.resources['poison']) if p.resources.get('poison') else ''},场上 {row},"
                         f"手牌 {len(st.in_zone(f'{p.id}.hand'))} 张")
        return head + " " + ";".join(parts) + "。"


def _stack_label(st: GameState[Any], e: MtgStackItem) -> str:
    if e.kind == "draw":
        return "抓牌"
    if e.kind == "combat_damage":
        return "战斗伤害"
    o = st.find(e.source)
    return (o.label if o else e.source) + ("" if isinstance(e, SpellItem) else f" 的异能 {e.ability}")


GAME = MtgGame(
    id="mtg",
    name="万智牌",
    edition="2003-legions",
    implemented_editions=("2003-legions",),  # the shipped book: its procedures and cites (issue 28)
    zones=ZONES,
    layout=LAYOUT,
    vocabulary=VOCABULARY,
    phases=PHASES,
    interpretation_points=I.POINTS,
    action_types=ACTION_TYPES,
    scenario_model=MtgScenario,
    rule_cites=rule_constants(vars(R), "mtg"),
    template_text=TEMPLATE,
    state_validator=validate.validate,
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=MtgMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
)
