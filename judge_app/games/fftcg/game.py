"""FftcgGame: the ver.2.00 rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine import priority
from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, IllegalAction, per_action, rule_constants
from judge_app.engine.messages import Text
from judge_app.engine.stack_view import StackEntry
from judge_app.engine.state import GameObject, GameState, StackItem
from judge_app.engine.table import Table
from judge_app.games.fftcg import arrows as game_arrows
from judge_app.games.fftcg import cardtext, chars, combat, cp, effects, legality, stack, timing, turn, validate
from judge_app.games.fftcg import interpretations as I
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R
from judge_app.games.fftcg.board import damage_count, element, field, is_forward, light_or_dark, memory, pname
from judge_app.games.fftcg.memory import FftcgMemory
from judge_app.games.fftcg.model import (
    ACTION_TYPES,
    DULL,
    DULL_ICON,
    LAYOUT,
    PHASES,
    SELF_TO_BREAK,
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

    def describe(self, state: GameState[Any], action: Action) -> Text:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Mulligan():
                return (M.MULLIGAN_REDRAWS if action.redraw else M.MULLIGAN_KEEPS)(who=who)
            case PlayCharacter():
                return M.PLAYS_CHARACTER(who=who, card=label(action.card))
            case CastSummon():
                if action.targets:
                    return M.CASTS_TARGETING(who=who, card=label(action.card),
                                             targets=[label(x) for x in action.targets])
                return M.CASTS(who=who, card=label(action.card))
            case UseAbility():
                src = state.obj(action.source)
                ab = src.ability(action.ability)
                text = ab.text if ab and ab.text else action.ability
                if action.targets:
                    return M.USES_TARGETING(who=who, card=src.label, ability=text,
                                            targets=[label(x) for x in action.targets])
                return M.USES(who=who, card=src.label, ability=text)
            case Pass():
                return M.PASSES_PRIORITY(who=who)
            case DeclareAttack():
                if not action.forwards:
                    return M.DECLARES_NO_ATTACK(who=who)
                return M.ATTACKS_WITH(who=who, cards=[label(f) for f in action.forwards])
            case Block():
                if action.blocker:
                    return M.BLOCKS_WITH(who=who, card=label(action.blocker))
                return M.DOES_NOT_BLOCK(who=who)
            case Concede():
                return M.CONCEDES(who=who)
        return M.OTHER_ACTION(who=who, type=action.type)

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
            reason = M.CONCEDED(loser=pname(st, action.player), winner=pname(st, winner))
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
            t.reading(point, M.EXCESS_CP_CONTEXT(excess=verdict.excess))
        for oid in pay.discard:
            card = st.obj(oid)
            t.move(card, f"{card.owner}.break")
            t.step(
                "procedure",
                M.DISCARDS_FOR_CP(who=pname(st, pid), card=card.label, element=element(card)),
                [R.CP_SOURCES, R.PAY_CP_HOW, R.DISCARD],
            )
        for oid in pay.dull:
            card = st.obj(oid)
            t.add_status(card, DULL)
            t.step(
                "procedure",
                M.DULLS_FOR_CP(who=pname(st, pid), card=card.label, element=element(card)),
                [R.CP_SOURCES, R.BACKUP, R.PAY_CP_HOW],
            )
        if req:
            produced, cost = cp.fmt(verdict.produced), cp.fmt(cp.Counter(req))
            text = (
                M.PAID_EXCESS(produced=produced, cost=cost, excess=verdict.excess)
                if verdict.excess
                else M.PAID(produced=produced, cost=cost)
            )
            t.step("procedure", text, [*cites, R.PAY_CP_HOW])

    def _play(self, t: Table, action: PlayCharacter) -> None:
        st = t.state
        card = st.obj(action.card)
        pid = action.player
        back_attack = chars.has(st, card, "偷袭")
        t.step(
            "procedure",
            M.REVEALS_CHARACTER(who=pname(st, pid), card=card.label),
            [
                R.PLAY_CHARACTER,
                R.PLAY_REVEAL,
                *([R.BACK_ATTACK, R.BACK_ATTACK_NO_STACK] if back_attack else [R.MAIN_CHARACTERS]),
            ],
        )
        if light_or_dark(card) and any(light_or_dark(o) for o in field(st, pid)):
            t.reading(I.LIGHT_DARK_PLAY.id, M.LIGHT_DARK_AGAIN(who=pname(st, pid), card=card.label))
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
            M.SUMMON_REVEALED(who=pname(st, pid), card=card.label),
            [R.SUMMON_CAST, R.SUMMON_TO_STACK, R.STACK_ORDER],
        )
        needed = True
        req_full = cp.card_requirement(card.cost or 0, element(card))
        verdict = cp.evaluate(st, pid, req_full, action.pay, t.interpretations, cp.held_summon(card))
        if not verdict.ok and not light_or_dark(card):
            context = M.SUMMON_NO_ELEMENT(card=card.label, element=element(card))
            needed = t.reading(I.SUMMON_ELEMENT.id, context) == "required"
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
            M.SUMMONED(card=card.label, who=pname(st, pid)),
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
            M.DECLARES_ABILITY(who=pname(st, pid), kind=M.KINDS["special" if special else "action"](),
                               ability=ab.text or ab.id),
            [R.SPECIAL_ABILITY, R.SPECIAL_USE] if special else [R.ACTION_ABILITY, R.ACTION_USE, R.ACTION_TO_STACK],
        )
        if ab.cost.get(DULL_ICON):
            t.add_status(src, DULL)
            t.step(
                "procedure",
                M.DULL_ICON_PAID(card=src.label),
                [R.SPECIAL_DULL_ICON if special else R.ACTION_DULL_ICON, R.HASTE_DULL_COST],
            )
        if ab.cost.get(SELF_TO_BREAK):  # a cost, not 损毁: "broken" auto abilities do not trigger (15.1.1.3.2)
            effects.leave_field(t, src, "break", "put", [R.SPECIAL_COST if special else R.ACTION_COST,
                                                         R.COST_OWN_CHARACTER, R.BREAK_ONLY_WHEN_SAID])
        excluded: dict[str, cp.Held] = {}
        if special and action.special_discard:
            other = st.obj(action.special_discard)
            excluded = cp.held_special(other)
            t.move(other, f"{other.owner}.break")
            t.step("procedure", M.SPECIAL_DISCARD(card=other.label), [R.SPECIAL_ABILITY, R.DISCARD])
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
            M.ABILITY_USED(who=pname(st, pid)),
            [R.SPECIAL_DONE if special else R.ACTION_DONE],
        )
        stack.give_priority(t, pid)

    def answer(self, table: Table) -> Text:
        st = table.state
        head: Text | str
        if st.game_over is not None:
            head = table.end_reason if table.end_reason is not None else st.game_over.reason
        else:
            phase = M.PHASES[st.phase]() if st.phase in M.PHASES else self.phase_name(st.phase)
            where = M.PHASE_STEP(phase=phase, step=_step_name(st.step)) if st.step else phase
            holder = memory(st).priority
            who = pname(st, st.active_player)
            head = (
                M.GAME_GOES_ON_PRIORITY(turn=st.turn, who=who, where=where, holder=pname(st, holder))
                if holder
                else M.GAME_GOES_ON(turn=st.turn, who=who, where=where)
            )
        parts: list[Text] = [
            M.PLAYER_SUMMARY(who=pname(st, p.id), damage=damage_count(st, p.id),
                             field=[_describe(st, o) for o in field(st, p.id)] or M.NONE(),
                             hand=len(st.in_zone(f"{p.id}.hand")), deck=len(st.in_zone(f"{p.id}.deck")))
            for p in st.players
        ]
        if st.stack:
            parts.append(M.STACK_SUMMARY(entries=[_stack_entry(st, s) for s in st.stack]))
        said = parts[0]
        for part in parts[1:]:
            said = M.SEMICOLON(a=said, b=part)
        return M.ANSWER(head=head, parts=said)


def _step_name(step: str) -> Text | str:
    return M.STEPS[step]() if step in M.STEPS else step


def _describe(st: GameState[Any], o: Any) -> Text:
    status = M.DULL_BIT() if DULL in o.status else M.ACTIVE_BIT()
    if not is_forward(o):
        return M.CARD_STATE(card=o.label, state=status)
    power = chars.power(st, o) or 0
    bit = M.POWER_DAMAGE_BIT(power=power, damage=o.damage) if o.damage else M.POWER_BIT(power=power)
    return M.CARD_STATE(card=o.label, state=M.SLASH(a=status, b=bit))


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
    actions_validator=per_action(validate.action_problems),
    action_lister=legality.legal_actions,
    action_checker=legality.check,
    target_selectors=TARGET_SELECTORS,
    memory_model=FftcgMemory,
    arrow_reader=game_arrows.arrows,
    pointer_actions=game_arrows.pointer_actions,
    card_reader=cardtext.reader(),
)


def _stack_entry(st: Any, item: Any) -> Text | str:
    """A stack entry as a judge reads it: the source card's name and the ability's text, not ``id.ability``."""
    src = st.find(item.source)
    if src is None:
        return M.ABILITY_OF_SOURCE(source=item.source)
    ab = next((a for a in src.abilities if a.id == item.ability), None)
    return M.ABILITY_NAMED(card=src.label, ability=ab.text or ab.id) if ab is not None else src.label

