"""Which arrows the board shows, without Qt: the selected action's arrows in full, the other actions of the same
turn and phase (the combat being looked at) lightly, each read by the game module in the position before its
action, coloured ✗ when the verdict refuses the action and ⚠ when the engine replaced it.

The board being edited shows the scenario's starting position, so a card an earlier action moved (a forward cast from
the hand, then blocking) is drawn where it started: such an arrow says where the card was at its action
(``ShownArrow.elsewhere``) instead of silently pointing at the hand.

What an action's fields mean is the game's (``GameModule.arrows``); nothing here knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_app.engine.arrows import Arrow
from judge_app.engine.game import GameModule
from judge_app.engine.state import GameState
from judge_app.report.model import ActionMark
from judge_app.ui.trace.analysis import Analysis, state_before

Standing = Literal["ok", "illegal", "warn"]


@dataclass(frozen=True)
class ShownArrow:
    arrow: Arrow
    action: int  # index of the scenario action that draws it
    strong: bool  # the selected action's arrows; the rest of its turn and phase are drawn lightly
    standing: Standing  # illegal: the verdict's ✗ colour; warn: replaced or not modelled (⚠)
    # Card ends that were in another zone at the action than on the board shown: (object id, zone then).
    elsewhere: tuple[tuple[str, str], ...] = ()


def _standing(index: int, analysis: Analysis | None, marks: dict[int, ActionMark]) -> Standing:
    status = analysis.statuses[index] if analysis and index < len(analysis.statuses) else None
    mark = marks.get(index)
    if (status is not None and status.standing in ("illegal", "error")) or (mark is not None and mark.mark == "✗"):
        return "illegal"
    if mark is not None:
        return "warn"
    return "ok"


def _position(index: int, analysis: Analysis | None, start: GameState[Any] | None) -> GameState[Any] | None:
    """The position before action ``index``: the trace's, else (not reached, no trace yet) the scenario's start,
    which still tells who is whose opponent and where cards are."""
    state = state_before(analysis, index) if analysis is not None else None
    return state if state is not None else start


def _elsewhere(arrow: Arrow, then: GameState[Any], shown: GameState[Any] | None) -> tuple[tuple[str, str], ...]:
    if shown is None or then is shown:
        return ()
    out = []
    for end in (arrow.source, arrow.target):
        was, now = then.find(end.id), shown.find(end.id)
        if end.kind == "card" and was is not None and now is not None and was.zone != now.zone:
            out.append((end.id, was.zone))
    return tuple(out)


def _moment(state: GameState[Any] | None) -> tuple[Any, ...] | None:
    return None if state is None else (state.turn, state.phase)


def shown_arrows(game: GameModule, actions: list[Any], selected: int, analysis: Analysis | None,
                 start: GameState[Any] | None, marks: list[ActionMark] | None = None,
                 shown: GameState[Any] | None = None) -> list[ShownArrow]:
    """The arrows for action ``selected`` (strong) and the other actions taken in the same turn and phase (light).
    Nothing when no action is selected. An action whose arrows the game cannot read (a game module's bug) draws
    none rather than breaking the board. ``shown`` is the position the board displays (default: ``start``)."""
    if not 0 <= selected < len(actions):
        return []
    by_action = {m.action: m for m in marks or []}
    here = _moment(_position(selected, analysis, start))
    out: list[ShownArrow] = []
    for i, action in enumerate(actions):
        state = _position(i, analysis, start)
        if state is None or (i != selected and (here is None or _moment(state) != here)):
            continue
        try:
            arrows = game.arrows(state, action)
        except Exception:  # drawing is a view: a reader's bug must not stop the board
            continue
        standing = _standing(i, analysis, by_action)
        out += [ShownArrow(a, i, i == selected, standing, _elsewhere(a, state, shown or start)) for a in arrows]
    # The selected action's arrows are drawn last, on top of the light ones.
    return sorted(out, key=lambda s: s.strong)
