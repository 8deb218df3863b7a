"""RiftboundGame: the riftbound rules behind the kernel's GameModule interface."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, per_action, rule_constants
from judge_app.engine.messages import Text
from judge_app.engine.priority import pass_priority
from judge_app.engine.state import GameObject, GameState
from judge_app.engine.table import Table
from judge_app.games.riftbound import arrows as game_arrows
from judge_app.games.riftbound import cardtext, chain, legality, missing, movement, showdown, turn, validate
from judge_app.games.riftbound import interpretations as I
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R
from judge_app.games.riftbound.board import (
    bf,
    bf_ids,
    bf_name,
    closed,
    describe_unit,
    memory,
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

    def describe(self, state: GameState[Any], action: Action) -> Text:
        who = pname(state, action.player)
        label = lambda oid: state.obj(oid).label if state.find(oid) else oid  # noqa: E731
        where = lambda z: _place(state, z)  # noqa: E731
        match action:
            case EndTurn():
                return M.ENDS_TURN(who=who)
            case Pass():
                return (M.PASSES_PRIORITY if closed(state) else M.PASSES_IN_SHOWDOWN)(who=who)
            case Play():
                extra = M.PLAY_TO(place=where(action.to)) if action.to else ""
                tg = M.PLAY_TARGETS(targets=[label(x) for x in action.targets]) if action.targets else ""
                return M.PLAYS(who=who, card=label(action.card), to=extra, targets=tg)
            case Move():
                how = (M.STANDARD_MOVE_WORD if action.via == "standard" else M.EFFECT_MOVE_WORD)()
                return M.MOVES(who=who, how=how, units=[label(u) for u in action.units], place=where(action.to))
            case Inspect():
                return M.INSPECTS(card=label(action.object))
        return M.OTHER_ACTION(who=who, type=action.type)

    def start(self, table: Table) -> None:
        st = table.state
        m = mode(st)
        teams: Text | list[str] = ["+".join(pname(st, p) for p in team) for team in m.teams] if m.teams else M.SOLO()
        table.step("procedure", M.GAME_MODE(players=m.players, teams=teams, score=m.winning_score,
                                            battlefields=m.battlefields),
                   [R.MODE_PLAYERS, R.MODE_SOLO_OR_TEAMS, R.MODE_WINNING_SCORE_POSITIVE,
                    *([R.MODE_FEWER_BATTLEFIELDS] if m.battlefields < m.players else [])])
        if st.phase == "awaken":
            turn.begin_turn(table)
            return
        mem = memory(st)
        if st.phase == "action" and mem.priority is None and mem.showdown is None and not st.stack:
            mem.priority = st.active_player
            table.step("procedure", M.ACTION_PHASE_PRIORITY(who=pname(st, st.active_player)),
                       [R.NEUTRAL_OPEN, R.PRIORITY_ACTION_PHASE])
        cleanup(table, [R.CLEANUP])

    def apply(self, table: Table, action: Action) -> None:
        st = table.state
        match action:
            case EndTurn():
                turn.end_turn(table)
            case Pass():
                self._pass(table, action.player)
            case Play():
                chain.play(table, action)
            case Move():
                movement.move_units(table, action.player, [st.obj(u) for u in action.units], action.to, action.via)
            case Inspect():
                self._inspect(table, action)

    def _pass(self, t: Table, pid: str) -> None:
        """The kernel's priority round (335.1, 344.3: all players pass in succession). What riftbound keeps: on a
        chain priority passes on and the focus stays (313.3), all passing resolves the newest item (336); in an open
        showdown the focus passes with priority (344.4), all passing ends the showdown (344.3.a), the step it has."""
        on_chain = closed(t.state)
        pass_priority(t, memory(t.state), pid,
                      hand_on=lambda nxt: (chain.hand_on if on_chain else showdown.hand_on)(t, pid, nxt),
                      resolve_top=lambda: chain.all_passed(t, pid), end_step=lambda: showdown.all_passed(t))

    def _inspect(self, t: Table, action: Inspect) -> None:
        o = t.state.obj(action.object)
        c = characteristics(t.state, o)
        for text, cites in c.notes:
            t.allow(text, cites)
        kws = M.KEYWORDS_BIT(keywords=c.keywords) if c.keywords else ""
        tags = M.TAGS_BIT(tags=c.tags) if c.tags else ""
        t.allow(M.CURRENT_CHARACTERISTICS(card=o.label, might=c.might, keywords=kws, tags=tags),
                [R.LAYERS, R.LAYER_ORDER])

    def answer(self, table: Table) -> Text:
        st = table.state
        head: Text | str
        if st.game_over is not None:
            head = table.end_reason if table.end_reason is not None else st.game_over.reason
        else:
            phase = M.PHASES[st.phase]() if st.phase in M.PHASES else st.phase
            head = M.GAME_GOES_ON(turn=st.turn, who=pname(st, st.active_player), phase=phase,
                                  state=turn_state_name(st))
        players = [M.PLAYER_SUMMARY(who=pname(st, p.id), points=p.resources.get("points", 0),
                                    units=[describe_unit(st, o) for o in units_at(st, f"{p.id}.base")] or M.NONE())
                   for p in st.players]
        fields = []
        for b in bf_ids(st):
            rec = bf(st, b)
            units = [M.UNIT_OF(unit=describe_unit(st, o), who=pname(st, o.controller)) for o in units_at(st, b)]
            fields.append(M.FIELD_SUMMARY(battlefield=bf_name(st, b), controller=pname(st, rec.controller),
                                          contested=(M.CONTESTED_BIT() if rec.contested_by else ""),
                                          units=units or M.NO_UNITS()))
        return M.ANSWER(head=head, players=_semicolons(players), fields=_semicolons(fields))


def _semicolons(texts: list[Text]) -> Text | str:
    """Texts joined by ; (each of them holds lists joined by 、)."""
    joined: Text | str = ""
    for k, text in enumerate(texts):
        joined = text if k == 0 else M.SEMICOLON(a=joined, b=text)
    return joined


def _place(state: GameState[Any], zone: str) -> Text | str:
    """A destination as the judge reads it: a battlefield's name, or whose zone it is by the zone's own name
    (not every zone named after a player is a base: a hand is refused as a destination, 420.1, and the action
    step must say it was the hand)."""
    return place_name(state, zone)


GAME = RiftboundGame(
    id="riftbound",
    name="符文战场",
    edition="web-partial",
    implemented_editions=("web-partial",),  # the shipped book: its procedures and cites (issue 28)
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
    card_reader=cardtext.reader(),
)
