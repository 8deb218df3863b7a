"""GaGame: the Grand Archive rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.ga import arrows as game_arrows
from judge_app.games.ga import board, legality, play, validate
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import rules as R
from judge_app.games.ga.board import describe_obj, field, label, lineage, memory, pname
from judge_app.games.ga.memory import GaMemory
from judge_app.games.ga.model import (
    ACTION_TYPES,
    LAYOUT,
    PHASES,
    TARGET_SELECTORS,
    VOCABULARY,
    ZONES,
    Activate,
    Attack,
    Concede,
    GaScenario,
    Materialize,
    Pass,
    PassAll,
    PlaceChampion,
    Retaliate,
    UseAbility,
)
from judge_app.games.ga.template import TEMPLATE
from judge_app.games.ga.turn import settle


@dataclass
class GaGame(GameModule):
    def current_stats(self, state: GameState[Any], obj: GameObject[Any]) -> dict[str, int]:
        """Power and life with effects, static bonuses and buff counters (``board.power``, ``board.life``);
        durability and level are shown as printed."""
        out = dict(obj.stats)
        for key, value in (("power", board.power(state, obj)), ("life", board.life(state, obj))):
            if value is not None:
                out[key] = value
        return out

    def describe(self, state: GameState[Any], action: Action) -> str:
        who = pname(state, action.player)
        match action:
            case PlaceChampion():
                return f"{who} 將 {label(state, action.card)} 放置入場。"
            case Materialize():
                return f"{who} 實現 {label(state, action.card)}。"
            case Activate():
                extra = f",目標 {'、'.join(label(state, o) for o in action.targets)}" if action.targets else ""
                if action.attack_target:
                    extra += f",攻擊 {label(state, action.attack_target)}"
                return f"{who} 激活 {label(state, action.card)}{extra}。"
            case UseAbility():
                return f"{who} 激活 {label(state, action.source)} 的能力 {action.ability}。"
            case Attack():
                w = f"(使用 {label(state, action.weapon)})" if action.weapon else ""
                return f"{who} 宣言 {label(state, action.attacker)}{w} 攻擊 {label(state, action.target)}。"
            case Retaliate():
                return f"{who} 以 {label(state, action.unit)} 反擊。"
            case Pass():
                return f"{who} 傳遞/放棄。"
            case PassAll():
                return f"{who} 起,各玩家依次傳遞機會。"
            case Concede():
                return f"{who} 投降。"
        return f"{who}:{action.type}"

    def start(self, table: Table) -> None:
        settle(table)

    def apply(self, table: Table, action: Action) -> None:
        play.apply(table, action)

    def answer(self, table: Table) -> str:
        st = table.state
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            w = memory(st).await_
            who = f",等待 {pname(st, w.player)}({w.for_})" if w is not None else ""
            head = f"遊戲繼續:第 {st.turn} 回合,{pname(st, st.active_player)} 的{self.phase_name(st.phase)}{who}。"
        parts = []
        for p in st.players:
            objs = "、".join(describe_obj(st, o) for o in field(st, p.id)) or "無"
            depth = len(lineage(st, p.id))
            parts.append(f"{pname(st, p.id)}:場上 {objs};血統世系 {depth} 張,手牌 {len(st.in_zone(f'{p.id}.hand'))} 張,"
                         f"回憶區 {len(st.in_zone(f'{p.id}.memory'))} 張")
        stack = f";效果堆疊 {len(st.stack)} 項" if st.stack else ""
        return head + " " + ";".join(parts) + stack + "。"


GAME = GaGame(
    id="ga",
    name="宏偉檔案",
    edition="4.1",
    implemented_editions=("4.1",),  # the shipped book: its procedures and cites (issue 28)
    zones=ZONES,
    layout=LAYOUT,
    vocabulary=VOCABULARY,
    phases=PHASES,
    interpretation_points=I.POINTS,
    action_types=ACTION_TYPES,
    scenario_model=GaScenario,
    rule_cites=rule_constants(vars(R), "ga"),
    template_text=TEMPLATE,
    state_validator=validate.validate,
    actions_validator=validate.validate_choices,
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=GaMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
)
