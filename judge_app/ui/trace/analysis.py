"""Running the engine for the editor, without Qt: the trace, each action's standing in the timeline, the
position before any action (for "add a legal action here"); the board after any trace step is the kernel's
:class:`~judge_app.engine.replay.Replay`.

Everything here calls game-module code, so every entry point turns an exception into a message: a bug in a
game module must show up as a sentence in the editor, never as a crash.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from judge_app.engine.actions import Action
from judge_app.engine.game import GameModule, IllegalAction
from judge_app.engine.messages import in_lang
from judge_app.engine.runner import Loaded, Run, run
from judge_app.engine.state import GameState
from judge_app.engine.trace import Step
from judge_app.loading import edition_use
from judge_app.ui.vocab import language

Standing = Literal["ok", "illegal", "unreached", "after_end", "error"]


@dataclass
class ActionStatus:
    standing: Standing
    reason: str = ""
    cites: list[str] = field(default_factory=list)


@dataclass
class Analysis:
    """One engine run over a scenario. ``error`` is set (and the rest empty) when the engine failed."""

    run: Run | None = None
    start: GameState[Any] | None = None  # the position before the first action (after automatic procedures)
    statuses: list[ActionStatus] = field(default_factory=list)
    error: str = ""


def engine_failure(exc: BaseException) -> str:
    """A message naming the game code that failed, for a judge and for a bug report."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = next((f"{f.filename.rsplit('judge_app', 1)[-1]}:{f.lineno}" for f in reversed(frames)
                  if "/games/" in f.filename.replace("\\", "/")), "")
    return f"引擎出错:{type(exc).__name__}: {exc}" + (f"(位于 judge_app{where})" if where else "")


def analyse(scenario: Any, game: GameModule) -> Analysis:
    """Trace ``scenario`` and judge every action: legal, illegal (with the rule), not reached, after the end."""
    try:
        # the book the scenario names (meta.edition) is the one the trace is made under, or it is refused
        flags, mapping = edition_use(game, scenario)
    except ValueError as exc:
        return Analysis(error=str(exc))
    try:
        loaded = Loaded(scenario, game, flags=flags, mapping=mapping)
        result = run(loaded, snapshots=True)
        start = run(Loaded(scenario.model_copy(update={"actions": []}), game, flags=flags)).state
    except Exception as exc:  # see the module docstring
        return Analysis(error=engine_failure(exc))
    statuses = []
    trace_result = result.trace.result
    stopped = trace_result.stopped_at if trace_result is not None else None
    for i, action in enumerate(scenario.actions):
        if i in result.snapshots:
            statuses.append(ActionStatus("ok"))
        elif stopped == i:
            statuses.append(_illegal(game, result.snapshots.get(i - 1, start), action, scenario.interpretations))
        elif stopped is not None and i > stopped:
            statuses.append(ActionStatus("unreached", translate("Analysis", "前面的动作不合法,未执行")))
        elif result.state.halted is not None:
            halted = translate("Analysis", "无法继续:{reason}").format(reason=result.state.halted.reason)
            statuses.append(ActionStatus("unreached", halted))
        else:
            statuses.append(ActionStatus("after_end", translate("Analysis", "游戏已结束,此动作被忽略")))
    return Analysis(result, start, statuses)


translate = QCoreApplication.translate  # the UI language; the engine's own reasons stay as it wrote them


def _illegal(game: GameModule, state: GameState[Any], action: Action, interpretations: dict[str, str]) -> ActionStatus:
    try:
        game.check_action(state, action, interpretations)
    except IllegalAction as e:
        return ActionStatus("illegal", ";".join(in_lang(r.text, language()) for r in e.reasons), list(e.cites))
    except Exception as exc:
        return ActionStatus("error", engine_failure(exc))
    return ActionStatus("illegal", "不合法")


def state_before(analysis: Analysis, index: int) -> GameState[Any] | None:
    """The position in which action ``index`` is (or would be) taken; None if the timeline never gets there."""
    if analysis.run is None:
        return None
    if index == 0:
        return analysis.start
    return analysis.run.snapshots.get(index - 1)


def state_near(analysis: Analysis, index: int) -> GameState[Any] | None:
    """The position before action ``index``, or when the timeline never gets there (an earlier action was refused)
    the last position it reached: enough for the game to name the action instead of showing its raw type."""
    state = state_before(analysis, index)
    if state is not None or analysis.run is None:
        return state
    reached = [i for i in analysis.run.snapshots if i < index - 1]
    return analysis.run.snapshots[max(reached)] if reached else analysis.start


def legal_actions(game: GameModule, state: GameState[Any], interpretations: dict[str, str]) -> tuple[
        list[tuple[str, Action]], str]:
    """(description, action) pairs the game offers in ``state``, or an error message."""
    try:
        return [(in_lang(game.describe(state, a), language()), a)
                for a in game.legal_actions(state, interpretations)], ""
    except Exception as exc:
        return [], engine_failure(exc)


PASS = "pass"  # the action type every game uses for "I do nothing now" (see each game's action_types)
MOST_PASSES = 12


def _positions_by_passing(scenario: Any, game: GameModule, index: int, most: int) -> Iterator[
        tuple[list[Action], GameState[Any], list[Action]]]:
    """The positions reached from ``index`` by passing (each time the first pass the game offers): (the passes so
    far, the position, the actions offered there), the position at ``index`` itself first. Stops when the engine
    halts, no pass is offered, or after ``most`` positions. Each position is a fresh run of the whole scenario."""
    passes: list[Action] = []
    actions = list(scenario.actions[:index])
    for _ in range(most):
        state = run(Loaded(scenario.model_copy(update={"actions": actions + passes}), game)).state
        if state.halted is not None:
            return
        offered = game.legal_actions(state, scenario.interpretations)
        yield list(passes), state, offered
        own = [a for a in offered if a.type == PASS]
        if not own:
            return
        passes.append(own[0])


def next_decision(scenario: Any, game: GameModule, index: int, most: int = MOST_PASSES) -> tuple[
        list[Action], list[tuple[str, Action]], GameState[Any] | None]:
    """When only passing is legal at ``index``: the passes that lead to the next position where something
    else may be done, and what may be done there — so "pass, pass, pass, declare blockers" is one choice.
    Also the position reached. ([], [], None) when there is none within ``most`` passes or the engine fails."""
    try:
        for passes, state, offered in _positions_by_passing(scenario, game, index, most):
            others = [a for a in offered if a.type != PASS]
            if others:
                return passes, [(in_lang(game.describe(state, a), language()), a) for a in others], state
    except Exception:  # a game module's bug must not break the menu; the plain entries remain
        return [], [], None
    return [], [], None


def passes_to_next_decision(scenario: Any, game: GameModule, index: int, most: int = MOST_PASSES) -> list[Action]:
    """Everyone passes from ``index`` on (each time the first pass the game offers) until a position where something
    other than passing may be done, or the game ends, or no pass is offered: "let the chain resolve and the combat
    happen" as one choice. The position at ``index`` itself is the one being passed, so it never stops there.
    Empty when the engine fails or nobody may pass."""
    passes: list[Action] = []
    try:
        for _ in range(most):
            state = run(Loaded(scenario.model_copy(update={"actions": [*scenario.actions[:index], *passes]}),
                               game)).state
            if state.halted is not None or state.game_over is not None:
                break
            offered = game.legal_actions(state, scenario.interpretations)
            if passes and any(a.type != PASS for a in offered):
                break
            own = [a for a in offered if a.type == PASS]
            if not own:
                break
            passes.append(own[0])
    except Exception:  # a game module's bug: nothing is added, the judge can still add passes one by one
        return []
    return passes


def passes_until_moment(scenario: Any, game: GameModule, index: int, propose: Any,
                        most: int = MOST_PASSES) -> tuple[list[Action], Any, GameState[Any] | None]:
    """The fewest passes (each the first pass the game offers) after which the action ``propose(state)`` proposes
    for that position (its data, or None) has come to its moment: it is legal there, or the game offers an action
    of its type to its player there (an assignment whose split the rules refuse is still asked at the combat
    damage step). Returns (passes, data, position), or ([], None, None) when no such moment comes within
    ``most`` passes in this turn, the game ends first, or the engine fails. A blocker dragged right after the
    attack becomes "pass, pass, declare blockers", as the ⏩ entries of 添加动作 do."""
    turn: int | None = None
    try:
        for passes, state, offered in _positions_by_passing(scenario, game, index, most):
            turn = state.turn if turn is None else turn
            # Never into another turn: an attack out of turn is refused where the judge put it, not moved.
            if state.game_over is not None or state.turn != turn:
                return [], None, None
            data = propose(state)
            if data is not None and passes and (
                    any(a.type == data["type"] and a.player == data.get("player") for a in offered)
                    or _legal(game, state, scenario, data)):
                return passes, data, state
    except Exception:  # a game module's bug: the action is added as proposed, and the trace says what it says
        return [], None, None
    return [], None, None


def _legal(game: GameModule, state: GameState[Any], scenario: Any, data: dict[str, Any]) -> bool:
    try:
        game.check_action(state, _validate(scenario, data), scenario.interpretations)
    except IllegalAction:
        return False
    return True


def _validate(scenario: Any, data: dict[str, Any]) -> Action:
    from pydantic import TypeAdapter

    annotation = type(scenario).model_fields["actions"].annotation
    action: Action = TypeAdapter(annotation.__args__[0]).validate_python(data)
    return action


def describe(game: GameModule, state: GameState[Any] | None, action: Action) -> str:
    if state is not None:
        try:
            return in_lang(game.describe(state, action), language())
        except Exception:
            pass  # an action on a position it does not fit (the timeline after an illegal step) still gets a label
    return f"{action.player}: {action.type}"


# --- the board after a trace step: judge_app.engine.replay.Replay -----------------------------------------------
def touched(step: Step) -> tuple[set[str], set[str], set[str]]:
    """Objects, zones and players a step changed, for highlighting."""
    objects: set[str] = set()
    zones: set[str] = set()
    players: set[str] = set()
    for c in step.changes:
        head, _, rest = c.path.partition(".")
        if head == "objects":
            oid, _, key = rest.partition(".")
            objects.add(oid)
            if key == "zone":
                zones.update(str(v).partition("#")[0] for v in (c.before, c.after) if v)
        elif head == "zones":
            zones.add(rest)
        elif head == "players":
            players.add(rest.partition(".")[0])
    return objects, zones, players
