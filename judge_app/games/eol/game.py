"""EolGame: the eol rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, rule_constants
from judge_app.engine.messages import Arg, Message, Text
from judge_app.engine.state import GameState
from judge_app.engine.table import Table
from judge_app.games.eol import arrows as game_arrows
from judge_app.games.eol import cardtext, checks, combat, legality, turn, validate
from judge_app.games.eol import interpretations as I
from judge_app.games.eol import messages as M
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
    def describe(self, state: GameState[Any], action: Action) -> Text:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        match action:
            case Replace():
                cards = [label(c) for c in action.cards]
                return M.REPLACES(who=who, cards=cards) if cards else M.KEEPS_HAND(who=who)
            case PlaceMinion():
                if action.slot:
                    return M.PLACES_AT(who=who, card=label(action.card), slot=action.slot)
                return M.PLACES(who=who, card=label(action.card))
            case Awaken():
                return M.AWAKENS(who=who, minion=label(action.minion))
            case UseItem():
                return M.USES_ITEM(who=who, card=label(action.card))
            case UseSkill():
                src = state.obj(action.source)
                ab = src.ability(action.ability)
                return M.USES_SKILL(who=who, source=src.label, skill=ab.text if ab and ab.text else action.ability)
            case Attack():
                return M.ATTACKS(who=who, attacker=label(action.attacker), target=label(action.target))
            case Pass():
                return M.ENDS_PLACING(who=who) if state.phase == "setup" else M.ENDS_MAIN(who=who)
        return M.OTHER_ACTION(who=who, type=action.type)

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
        t.step("procedure", M.PLACED(card=card.label, slot=slot), [cite, R.MINION_ZONE, R.SLEEPING])

    def _pay(self, t: Table, pid: str, cost: int, paying: Message, what: dict[str, Arg], cites: list[str]) -> None:
        """Spend ``cost`` energy, said by ``paying`` (its ``what`` parameters: the card or skill paid for)."""
        if cost:
            before = t.resource(pid, "energy")
            t.set_resource(pid, "energy", before - cost)
            t.step("procedure", paying(who=pname(t.state, pid), cost=cost, before=before, after=before - cost, **what),
                   [*cites, R.MAIN_PHASE, R.ENERGY_DISPLAY])

    def _awaken(self, t: Table, action: Awaken) -> None:
        st = t.state
        m = st.obj(action.minion)
        self._pay(t, action.player, m.cost or 0, M.PAYS_TO_AWAKEN, {"card": m.label}, [R.MAIN_AWAKEN, R.MINION_COST])
        t.set_obj(m, "face_down", False)
        t.add_status(m, AWAKE)
        t.add_status(m, AWAKENED_THIS_TURN)
        t.step("procedure", M.AWAKENED(card=m.label), [R.MAIN_AWAKEN, R.AWAKE, R.MAIN_ATTACK])
        found = collect(t, [("awakened", m)])
        resolve_all(t, order_by_side(found, [action.player, st.opponent(action.player)]), Ctx(), [])

    def _use_item(self, t: Table, action: UseItem) -> None:
        st = t.state
        card = st.obj(action.card)
        self._pay(t, action.player, card.cost or 0, M.PAYS_FOR_ITEM, {"card": card.label}, [R.MAIN_ITEM, R.ITEM_COST])
        for ab in card.abilities:
            if ab.trigger is None and st.game_over is None:
                resolve(t, card, ab, Ctx(), [R.MAIN_ITEM])
        if st.find(card.id) and card.zone == f"{action.player}.hand":
            t.move(card, f"{card.owner}.graveyard")
            t.step("procedure", M.ITEM_TO_GRAVEYARD(card=card.label), [R.GRAVEYARD])

    def _use_skill(self, t: Table, action: UseSkill) -> None:
        src = t.state.obj(action.source)
        ab = src.ability(action.ability)
        assert ab is not None  # check_action guarantees it
        self._pay(t, action.player, ab.cost.get("energy", 0), M.PAYS_FOR_SKILL, {"skill": ab.text or ab.id},
                  [KIND_CITES["active"]])
        t.add_status(src, f"{USED_PREFIX}{ab.id}")
        resolve(t, src, ab, Ctx(), [R.MAIN_HERO_SKILL if "hero" in src.types else R.MAIN_ATTACK])

    def answer(self, table: Table) -> Text:
        st = table.state
        head: Arg
        if st.game_over is not None:
            head = table.end_reason if table.end_reason is not None else st.game_over.reason
        else:
            head = M.GAME_GOES_ON(turn=st.turn, who=pname(st, st.active_player), phase=M.PHASES[st.phase]())
        first, second = (self._summary(st, p.id) for p in st.players)
        return M.ANSWER(head=head, first=first, second=second)

    def _summary(self, st: GameState[Any], pid: str) -> Text:
        row = [describe_obj(o) for o in minions(st, pid)]
        h = hero(st, pid)
        resources = st.player(pid).resources
        return M.PLAYER_SUMMARY(who=pname(st, pid), hero=h.label if h else M.NO_HERO(), life=resources.get("life", 0),
                                energy=resources.get("energy", 0), minions=row or M.NONE(),
                                hand=len(st.in_zone(f"{pid}.hand")))


GAME = EolGame(
    id="eol",
    name="传奇回响",
    edition="web",
    implemented_editions=("web",),  # the shipped book: its procedures and cites (issue 28)
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
    card_reader=cardtext.reader(),
)
