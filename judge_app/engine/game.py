"""The game-module interface. One package per game under ``judge_app/games/<game>/`` exposes ``GAME``,
an instance of a :class:`GameModule` subclass.

What the board editor reads: ``zones`` and ``layout`` (which zones each player has, which are shared,
Chinese names), ``vocabulary`` (types, stats, props, keywords, statuses, ability kinds, events),
``phases``, ``legal_actions(state)`` and ``stack_view(state)`` (also the report's board). What the
runner calls: ``validate_state``, ``validate_actions``, ``start``, ``apply``, ``answer``. What the citation
test reads: ``citations()``.

A game hands the kernel its state checks and legality as plain functions (``state_validator``,
``action_lister``, ``action_checker``) and its rule constants as ``rule_cites``; the kernel supplies
``validate_state``, ``legal_actions``, ``check_action``, ``citations`` and ``template`` from them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge_app.engine.actions import Action
from judge_app.engine.arrows import (
    Arrow,
    ArrowReader,
    End,
    PointerActions,
    PointerProposal,
    no_arrows,
    no_pointer_actions,
)
from judge_app.engine.checks import IllegalAction as IllegalAction  # re-exported: games import it from here
from judge_app.engine.checks import Reason
from judge_app.engine.checks import illegal as illegal
from judge_app.engine.interpretation import InterpretationPoint as InterpretationPoint  # re-exported
from judge_app.engine.messages import Text
from judge_app.engine.problems import Problem
from judge_app.engine.stack_view import StackEntry, default_stack_view
from judge_app.engine.state import GameObject, GameState

if TYPE_CHECKING:
    from judge_app.engine.table import Table


@dataclass(frozen=True)
class ZoneSpec:
    """A kind of zone. ``per_player`` zones exist once per player as ``<player>.<key>``."""

    key: str
    name: str  # Chinese display name
    per_player: bool = True
    capacity: int | None = None
    slotted: bool = False  # a fixed row of positions 1..capacity (objects carry ``slot``)
    hidden: bool = False  # contents unknown to the opponent (deck, hand)
    ordered: bool = False  # order matters (deck)
    cite: str = ""


@dataclass(frozen=True)
class BoardLayout:
    """Where the editor draws zones: rows of zone keys for each player (own side mirrored) and shared."""

    player_rows: tuple[tuple[str, ...], ...]
    shared_rows: tuple[tuple[str, ...], ...] = ()
    resources: tuple[tuple[str, str], ...] = ()  # (key, Chinese name) shown per player
    # The zone where cards are put into play (a per-player key, or a shared one): a new scenario puts the keyboard
    # focus there so the judge can type the first card's name at once. "" = the first zone of the first row.
    main_zone: str = ""


@dataclass(frozen=True)
class Term:
    key: str
    name: str
    cite: str = ""
    values: tuple[str, ...] = ()  # allowed values for a prop


@dataclass(frozen=True)
class Vocabulary:
    types: tuple[Term, ...]
    stats: tuple[Term, ...]
    props: tuple[Term, ...]
    keywords: tuple[Term, ...]
    statuses: tuple[Term, ...]
    ability_kinds: tuple[Term, ...]
    events: tuple[Term, ...]
    resources: tuple[Term, ...]

    def keys(self, group: str) -> set[str]:
        return {t.key for t in getattr(self, group)}


@dataclass(frozen=True)
class PhaseSpec:
    key: str
    name: str
    steps: tuple[str, ...] = ()
    cite: str = ""


def phase_name(phases: Iterable[PhaseSpec], key: str) -> str:
    """The Chinese name of phase ``key`` (the key itself when the game declares no such phase)."""
    return next((p.name for p in phases if p.key == key), key)


def rule_constants(namespace: Mapping[str, object], game: str) -> frozenset[str]:
    """The rule ids a game's ``rules`` module names: every upper-case string constant ``"<game>:…"``."""
    prefix = game + ":"
    return frozenset(v for k, v in namespace.items() if k.isupper() and isinstance(v, str) and v.startswith(prefix))


def only_legal(candidates: Iterable[Action], check: Callable[[Action], object]) -> list[Action]:
    """The candidates ``check`` does not refuse with :class:`IllegalAction`, in order."""
    legal = []
    for action in candidates:
        try:
            check(action)
        except IllegalAction:
            continue
        legal.append(action)
    return legal


StateValidator = Callable[[GameState[Any]], list[Problem]]
ActionLister = Callable[[GameState[Any], Mapping[str, str]], list[Action]]
ActionChecker = Callable[[GameState[Any], Action, Mapping[str, str]], "Iterable[Reason] | None"]
# A game's load-time checks of the scenario's actions against its starting state, for what the kernel's reference
# check cannot see: a field naming one of the game's things as plain text (a battlefield, a zone), a choice the
# starting state already rules out. Paths start at the scenario root (``actions``, i, …) so the loader gives the
# line. Not legality (whether an action may be taken is ``check_action``'s, with its rules), and what depends on how
# the game unfolds stays for the trace to say.
ActionsValidator = Callable[[GameState[Any], "list[Action]"], list[Problem]]


def per_action(check: Callable[[GameState[Any], Action], list[Problem]]) -> ActionsValidator:
    """An :data:`ActionsValidator` from a check of one action at a time (its paths relative to the action)."""
    def validate(state: GameState[Any], actions: list[Action]) -> list[Problem]:
        return [Problem(("actions", i, *p.path), p.message) for i, a in enumerate(actions) for p in check(state, a)]
    return validate


def no_action_problems(_state: GameState[Any], _actions: list[Action]) -> list[Problem]:
    return []


@dataclass
class GameModule(ABC):
    id: str
    name: str
    edition: str
    zones: tuple[ZoneSpec, ...]
    layout: BoardLayout
    vocabulary: Vocabulary
    phases: tuple[PhaseSpec, ...]
    interpretation_points: tuple[InterpretationPoint, ...]
    action_types: tuple[type[Action], ...]
    scenario_model: Any
    rule_cites: frozenset[str]  # the rule ids the game's procedures cite (its ``rules`` constants)
    template_text: str  # the commented scenario template ``judge new`` writes
    state_validator: StateValidator  # game-specific impossibilities in a state
    action_lister: ActionLister  # candidate actions that pass ``action_checker``
    action_checker: ActionChecker  # the single legality check: permissions that held, or raises IllegalAction
    target_selectors: dict[str, str] = field(default_factory=dict)
    # The shape of ``state.memory`` (a pydantic model, extra keys allowed or not as the game decides). Validation
    # checks a scenario's memory against it before the engine runs, so a game may read its bookkeeping without
    # re-checking types. None: unchecked (the mutation fuzzer finds crashes there, tests/fuzz).
    memory_model: Any = None
    # What an action draws on the board (attacker → defender, blocker → attacker, source → target) and what
    # dragging a card onto a card or player proposes: game knowledge, so each game declares them (arrows.py).
    arrow_reader: ArrowReader = no_arrows
    pointer_actions: PointerActions = no_pointer_actions
    actions_validator: ActionsValidator = no_action_problems
    # The rulebook editions (rulesdb ids) whose procedures this module implements, its cites' books: a trace under
    # another edition is refused or, on request, mapped (runner.edition_use). The first is the default.
    implemented_editions: tuple[str, ...] = ()
    # Whether ``reach`` can play default passes up to an action's next legal moment (an action's ``at: next_legal``);
    # a game that cannot refuses that field at validation rather than ignore it.
    reaches_next_legal: bool = False
    # The game's card-text reader (engine/cardtext: its pattern table and ability model); None: not yet written,
    # every text is reported as not understood.
    card_reader: Any = None

    # --- static knowledge -----------------------------------------------------------------------------
    def zone_spec(self, zone_id: str) -> ZoneSpec | None:
        key = zone_id.split(".", 1)[1] if "." in zone_id else zone_id
        spec = next((z for z in self.zones if z.key == key), None)
        if spec is None or spec.per_player != ("." in zone_id):
            return None
        return spec

    def zone_ids(self, state: GameState[Any]) -> list[str]:
        ids = []
        for z in self.zones:
            ids += [f"{p.id}.{z.key}" for p in state.players] if z.per_player else [z.key]
        return ids

    def interpretation(self, point_id: str) -> InterpretationPoint:
        return next(p for p in self.interpretation_points if p.id == point_id)

    def phase_name(self, key: str) -> str:
        return phase_name(self.phases, key)

    def citations(self) -> frozenset[str]:
        """Every rule id this module can cite (``game:id``): its rule constants and every rule its static
        declarations (vocabulary, interpretation points, zones, phases) name."""
        vocab = [t.cite for group in ("types", "stats", "props", "keywords", "statuses", "ability_kinds", "events",
                                      "resources") for t in getattr(self.vocabulary, group)]
        points = [c for p in self.interpretation_points for c in p.cites]
        return frozenset(c for c in [*self.rule_cites, *vocab, *points, *(z.cite for z in self.zones),
                                     *(p.cite for p in self.phases)] if c)

    def template(self) -> str:
        """A commented scenario template (YAML text) for ``judge new``."""
        return self.template_text

    # --- per-state behaviour ----------------------------------------------------------------------------
    def validate_state(self, state: GameState[Any]) -> list[Problem]:
        """Game-specific impossibilities in a state (paths relative to ``state``)."""
        return self.state_validator(state)

    def validate_actions(self, state: GameState[Any], actions: list[Action]) -> list[Problem]:
        """Problems of ``actions`` that the starting state already shows (paths from the scenario root)."""
        return self.actions_validator(state, actions)

    def legal_actions(self, state: GameState[Any], interpretations: Mapping[str, str] | None = None) -> list[Action]:
        """Ready-to-append actions the active (or deciding) player may take now (none once the trace halted:
        what may happen next depends on what the engine cannot model)."""
        if state.halted is not None:
            return []
        return self.action_lister(state, interpretations or {})

    def check_action(self, state: GameState[Any], action: Action,
                     interpretations: Mapping[str, str] | None = None) -> list[Reason]:
        """The permissions that make ``action`` legal in ``state`` (under these readings), each with its rules;
        :class:`IllegalAction` with every reason if it may not be taken."""
        return list(self.action_checker(state, action, interpretations or {}) or ())

    def stack_view(self, state: GameState[Any]) -> list[StackEntry]:
        """What waits on the stack/chain, top first (then pending triggers), for the board and the report.
        A game that keeps its stack elsewhere than ``state.stack`` overrides this."""
        return default_stack_view(state)

    def arrows(self, state: GameState[Any], action: Action) -> list[Arrow]:
        """The arrows ``action`` draws, read in ``state`` (the position before it)."""
        return self.arrow_reader(state, action)

    def current_stats(self, state: GameState[Any], obj: GameObject[Any]) -> dict[str, int]:
        """``obj``'s stats as they are now in ``state`` (what the board's tile shows; the printed values stay in
        ``obj.stats``): the printed value plus the object's modifiers. A game whose continuous effects live
        elsewhere (its memory, layers, statics on other cards) overrides this with its own characteristics."""
        return {k: v + obj.modified(k) for k, v in obj.stats.items()}

    def damage_recipients(self, state: GameState[Any], source: str) -> list[str]:
        """Who may be dealt ``source``'s damage in the division the game waits for in ``state``, in the order the
        game assigns it (ids of cards and players). The damage form starts its keyboard on one of them, never on
        a cell where any number would be refused. Empty: the game does not say (the form then starts on the first
        other player's cell)."""
        return []

    def pointer_proposals(self, state: GameState[Any], source: str, target: End) -> list[PointerProposal]:
        """The actions dragging card ``source`` onto ``target`` may mean in ``state``, the most natural first."""
        return self.pointer_actions(state, source, target)

    @abstractmethod
    def describe(self, state: GameState[Any], action: Action) -> str | Text:
        """The action step's sentence, a message of the game's catalog (TRANSITIONAL, issue 30: or a Chinese
        string)."""

    @abstractmethod
    def start(self, table: Table) -> None:
        """Run any automatic procedure due before the first action (e.g. setup draws)."""

    def reach(self, table: Table, action: Action) -> None:
        """Play out what happens before ``action``'s moment (default passes and choices the scenario leaves
        out), so the action is shown, checked and cited where it is really taken. Only when that moment comes:
        an action whose moment never comes is refused by ``check_action`` without playing the game on.
        By default nothing happens before an action: the game steps to its moment inside ``apply``."""
        return None

    @abstractmethod
    def apply(self, table: Table, action: Action) -> None:
        """Resolve a legal action, recording steps on ``table``. A choice the action carries that proves
        illegal only when the engine reaches it may raise :class:`IllegalAction`: the runner refuses it there
        (each reason a failed check, ``stopped_at`` = this action) and stops, as for an illegal action."""

    @abstractmethod
    def answer(self, table: Table) -> str | Text:
        """A summary of the final position, for the result step (a message, or TRANSITIONAL a Chinese string)."""
