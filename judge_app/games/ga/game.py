"""GaGame: the Grand Archive rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.messages import Text
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.ga import arrows as game_arrows
from judge_app.games.ga import board, cardtext, legality, play, validate
from judge_app.games.ga import interpretations as I
from judge_app.games.ga import messages as M
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

    def describe(self, state: GameState[Any], action: Action) -> Text:
        who = pname(state, action.player)
        match action:
            case PlaceChampion():
                return M.PLACES(player=who, card=label(state, action.card))
            case Materialize():
                return M.MATERIALIZES(player=who, card=label(state, action.card))
            case Activate():
                chosen = [label(state, o) for o in action.targets]
                targets = M.ACTIVATES_TARGETS(targets=chosen) if chosen else ""
                attack = M.ACTIVATES_ATTACK(target=label(state, action.attack_target)) if action.attack_target else ""
                return M.ACTIVATES(player=who, card=label(state, action.card), targets=targets, attack=attack)
            case UseAbility():
                return M.USES_ABILITY(player=who, card=label(state, action.source), ability=action.ability)
            case Attack():
                using = M.USING(parts=label(state, action.weapon)) if action.weapon else ""
                return M.DECLARES_ATTACK(player=who, attacker=label(state, action.attacker), using=using,
                                         target=label(state, action.target))
            case Retaliate():
                return M.RETALIATES_WITH(player=who, unit=label(state, action.unit))
            case Pass():
                return M.PASSES_OR_DECLINES(player=who)
            case PassAll():
                return M.ALL_PASS_FROM(player=who)
            case Concede():
                return M.CONCEDES_ACTION(player=who)
        return M.OTHER_ACTION(player=who, action=action.type)

    def start(self, table: Table) -> None:
        settle(table)

    def apply(self, table: Table, action: Action) -> None:
        play.apply(table, action)

    def answer(self, table: Table) -> Text:
        st = table.state
        head: Text | str
        if st.game_over is not None:
            head = table.end_reason if table.end_reason is not None else st.game_over.reason
        else:
            w = memory(st).await_
            waiting = M.WAITING_FOR(player=pname(st, w.player), kind=w.for_) if w is not None else ""
            phase = M.PHASES[st.phase]() if st.phase in M.PHASES else st.phase
            head = M.GAME_GOES_ON(turn=st.turn, player=pname(st, st.active_player), phase=phase, waiting=waiting)
        players = [M.PLAYER_SUMMARY(player=pname(st, p.id),
                                    field=[describe_obj(st, o) for o in field(st, p.id)] or M.NONE(),
                                    lineage=len(lineage(st, p.id)), hand=len(st.in_zone(f"{p.id}.hand")),
                                    memory=len(st.in_zone(f"{p.id}.memory")))
                   for p in st.players]
        stack = M.STACK_SUMMARY(count=len(st.stack)) if st.stack else ""
        return M.ANSWER(head=head, players=M.chain(M.SEMICOLON_PAIR, players), stack=stack)

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
    card_reader=cardtext.reader(),
)
