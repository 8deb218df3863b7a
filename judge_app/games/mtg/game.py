"""MtgGame: the 2003 (Legions) Comprehensive Rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.messages import Text
from judge_app.engine.stack_view import StackEntry
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.mtg import actions, cardtext, combat, legality, turn, validate
from judge_app.games.mtg import arrows as game_arrows
from judge_app.games.mtg import interpretations as I
from judge_app.games.mtg import messages as M
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

    def describe(self, state: GameState[Any], action: Action) -> Text:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Pass():
                return M.PASSES(who=who)
            case PassUntil():
                goal = M.STACK_RESOLVED_GOAL() if action.step == "stack_empty" \
                    else M.where(action.phase or state.phase, action.step or None)
                return M.PASS_UNTIL(goal=goal)
            case PlayLand():
                return M.PLAYS_LAND(who=who, card=label(action.card))
            case Cast():
                aim = M.CAST_AIM(targets=[name_of(state, x) for x in action.targets]) \
                    if action.targets else ""
                return M.CASTS(who=who, how=M.FACE_DOWN_HOW() if action.face_down else "", card=label(action.card),
                               aim=aim)
            case Activate():
                return M.ACTIVATES(who=who, source=label(action.source), ability=action.ability)
            case ActivateMana():
                return M.ACTIVATES_MANA(who=who, source=label(action.source))
            case TurnFaceUp():
                return M.TURNS_FACE_UP(who=who, card=label(action.card))
            case DeclareAttackers():
                return M.DECLARES_ATTACKERS(who=who, attackers=[label(a) for a in action.attackers] or M.NONE())
            case DeclareBlockers():
                pairs = [M.BLOCK_PAIR(blocker=label(b), attacker=label(a)) for b, a in action.blocks.items()]
                return M.DECLARES_BLOCKERS(who=who, blocks=pairs or M.NONE())
            case AssignDamage():
                parts: list[Text | str] = [
                    M.ASSIGNMENT(source=label(s), parts=[M.AMOUNT_TO(to=name_of(state, x),
                                                                     n=n) for x, n in m.items()])
                    for s, m in action.assignments.items()]
                return M.ASSIGNS_DAMAGE(who=who, assignments=M.semicoloned(parts) if parts else M.BY_DEFAULT())
            case Concede():
                return M.CONCEDES(who=who)
        return M.OTHER_ACTION(who=who, type=action.type)

    def damage_recipients(self, state: GameState[Any], source: str) -> list[str]:
        return combat.damage_recipients(state, source)

    def stack_view(self, state: GameState[Any]) -> list[StackEntry]:
        return stack_view(state)

    def start(self, table: Table) -> None:
        st = table.state
        for p in st.players:
            if "life" not in p.resources:
                table.set_resource(p.id, "life", 20)
                table.step("procedure", M.NO_LIFE_GIVEN(who=pname(st, p.id)), [R.START_LIFE])
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
                table.step("procedure", M.MANA_KEEPS_PRIORITY(), [R.MANA_IMMEDIATE])
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
                reason = M.CONCEDE_WINS(who=pname(st, action.player), winner=pname(st, winner))
                table.allow(reason, [R.CONCEDE])
                table.end_game("win", winner, reason, [R.CONCEDE])

    def answer(self, table: Table) -> Text:
        st = table.state
        head: Text | str
        if st.game_over is not None:
            head = st.game_over.reason
        else:
            mem = memory(st)
            holder = mem.priority
            waiting = M.WAITING[mem.awaiting]() if mem.awaiting in M.WAITING else ""
            who = M.HOLDS_PRIORITY(who=pname(st, holder)) if holder else waiting
            head = M.GAME_GOES_ON(turn=st.turn, who=pname(st, st.active_player), where=M.where(st.phase, st.step),
                                  holder=who)
            items = stack(st)
            if items:
                head = M.HEAD_WITH_STACK(head=head, stack=M.STACK_BOTTOM_UP(items=[_stack_label(st, e) for e in items]))
        parts: list[Text | str] = []
        for p in st.players:
            # every permanent (lands last): "场上 无" must mean nothing in play, not "no creature"
            mine = sorted(permanents(st, p.id), key=lambda o: "land" in o.types)
            poison = p.resources.get("poison")
            parts.append(M.PLAYER_SUMMARY(
                who=pname(st, p.id), life=p.resources.get("life", 0),
                poison=M.POISON_BIT(poison=poison) if poison else "",
                permanents=[describe_obj(st, o) for o in mine] or M.NONE(), hand=len(st.in_zone(f"{p.id}.hand"))))
        return M.ANSWER(head=head, players=M.semicoloned(parts))


def _stack_label(st: GameState[Any], e: MtgStackItem) -> Text | str:
    if e.kind == "draw":
        return M.STACK_DRAW()
    if e.kind == "combat_damage":
        return M.STACK_COMBAT_DAMAGE()
    o = st.find(e.source)
    name = o.label if o else e.source
    return name if isinstance(e, SpellItem) else M.ABILITY_OF(source=name, ability=e.ability)


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
    card_reader=cardtext.reader(),
    pointer_actions=game_arrows.pointer_actions,
)
