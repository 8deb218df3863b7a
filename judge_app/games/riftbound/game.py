"""RiftboundGame: the riftbound rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, per_action, rule_constants
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound import arrows as game_arrows
from judge_app.games.riftbound import chain, legality, missing, movement, showdown, turn, validate
from judge_app.games.riftbound import interpretations as I
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_ids,
    bf_name,
    closed,
    describe_unit,
    mode,
    place_name,
    pname,
    turn_state_name,
    units_at,
)
from judge_app.games.riftbound.cleanup import cleanup
from judge_app.games.riftbound.layers import characteristics
from judge_app.games.riftbound.memory import RiftboundMemory
from judge_app.games.riftbound.model import (
    ACTION_TYPES,
    LAYOUT,
    PHASES,
    TARGET_SELECTORS,
    VOCABULARY,
    ZONES,
    EndTurn,
    Inspect,
    Move,
    Pass,
    Play,
    RiftScenario,
)
from judge_app.games.riftbound.template import TEMPLATE


@dataclass
class RiftboundGame(GameModule):
    def current_stats(self, state: GameState[Any], obj: GameObject[Any]) -> dict[str, int]:
        """Might after the effect layers (446–453, ``layers.characteristics``)."""
        return {k: characteristics(state, obj).might if k == "might" else v for k, v in obj.stats.items()}

    def describe(self, state: GameState[Any], action: Action) -> str:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        where = lambda z: _place(state, z)  # noqa: E731
        match action:
            case EndTurn():
                return f"{who} 没有想要执行的自决行动,表明结束本回合。"
            case Pass():
                return f"{who} 让过{'优先行动权' if closed(state) else '(法术对决中)'}。"
            case Play():
                extra = f",进入{where(action.to)}" if action.to else ""
                tg = f",目标:{'、'.join(label(x) for x in action.targets)}" if action.targets else ""
                return f"{who} 打出 {label(action.card)}{extra}{tg}。"
            case Move():
                how = "标准移动" if action.via == "standard" else "效果"
                return f"{who} 以{how}将 {'、'.join(label(u) for u in action.units)} 移动至{where(action.to)}。"
            case Inspect():
                return f"裁判查看 {label(action.object)} 的当前特质(不是游戏行动)。"
        return f"{who}:{action.type}"

    def start(self, table: Table) -> None:
        st = table.state
        st.memory.setdefault("passes", 0)
        m = mode(st)
        teams = "、".join("+".join(pname(st, p) for p in team) for team in m.teams) if m.teams else "各自为战"
        table.step("procedure", f"游戏模式:{m.players} 名玩家,{teams},获胜得分 {m.winning_score},"
                   f"{m.battlefields} 处战场。",
                   [R.MODE_PLAYERS, R.MODE_SOLO_OR_TEAMS, R.MODE_WINNING_SCORE_POSITIVE,
                    *([R.MODE_FEWER_BATTLEFIELDS] if m.battlefields < m.players else [])])
        if st.phase == "awaken":
            turn.begin_turn(table)
            return
        if st.phase == "action" and st.memory.get("priority") is None and st.memory.get("showdown") is None \
                and not st.stack:
            table.set_memory("priority", st.active_player)
            who = pname(st, st.active_player)
            table.step("procedure", f"行动阶段,回合处于普通开环状态:回合玩家 {who} 拥有优先行动权。",
                       [R.NEUTRAL_OPEN, R.PRIORITY_ACTION_PHASE])
        cleanup(table, [R.CLEANUP])

    def apply(self, table: Table, action: Action) -> None:
        st = table.state
        match action:
            case EndTurn():
                turn.end_turn(table)
            case Pass():
                if closed(st):
                    chain.pass_priority(table, action.player)
                else:
                    showdown.pass_focus(table, action.player)
            case Play():
                chain.play(table, action)
            case Move():
                movement.move_units(table, action.player, [st.obj(u) for u in action.units], action.to, action.via)
            case Inspect():
                self._inspect(table, action)

    def _inspect(self, t: Table, action: Inspect) -> None:
        o = t.state.obj(action.object)
        c = characteristics(t.state, o)
        for text, cites in c.notes:
            t.allow(text, cites)
        kws = f",关键词 {'、'.join(c.keywords)}" if c.keywords else ""
        tags = f",标签 {'、'.join(c.tags)}" if c.tags else ""
        t.allow(f"{o.label} 当前战力 {c.might}{kws}{tags}。", [R.LAYERS, R.LAYER_ORDER])

    def answer(self, table: Table) -> str:
        st = table.state
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            phase = self.phase_name(st.phase)
            head = f"游戏继续:第 {st.turn} 回合,{pname(st, st.active_player)} 的{phase},{turn_state_name(st)}状态。"
        parts = [f"{pname(st, p.id)} {p.resources.get('points', 0)} 分,基地 "
                 f"{'、'.join(describe_unit(st, o) for o in units_at(st, f'{p.id}.base')) or '无'}"
                 for p in st.players]
        fields = []
        for b in bf_ids(st):
            rec = bf(st, b)
            units = "、".join(f"{describe_unit(st, o)}({pname(st, o.controller)})" for o in units_at(st, b)) or "无单位"
            fields.append(f"{bf_name(st, b)}:控制者 {pname(st, rec.controller)}"
                          f"{',争夺中' if rec.contested_by else ''},{units}")
        return head + " " + ";".join(parts) + "。" + ";".join(fields) + "。"


def _place(state: GameState[Any], zone: str) -> str:
    """A destination as the judge reads it: a battlefield's name, or whose zone it is by the zone's own name
    (not every zone named after a player is a base: a hand is refused as a destination, 420.1, and the action
    step must say it was the hand)."""
    return place_name(state, zone)


GAME = RiftboundGame(
    id="riftbound",
    name="符文战场",
    edition="web-partial",
    zones=ZONES,
    layout=LAYOUT,
    vocabulary=VOCABULARY,
    phases=PHASES,
    interpretation_points=I.POINTS,
    action_types=ACTION_TYPES,
    scenario_model=RiftScenario,
    rule_cites=rule_constants(vars(R), "riftbound") | {m.cited_by for m in missing.ALL},
    template_text=TEMPLATE,
    state_validator=validate.validate,
    actions_validator=per_action(validate.validate_action),
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=RiftboundMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
)
