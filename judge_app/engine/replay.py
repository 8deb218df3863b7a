"""The state after any step of a trace, rebuilt from the scenario's state and the steps' recorded changes.

One working copy moves forward (``Change.apply``) or back (``Change.revert``, in reverse order) to the step asked
for, so stepping through a trace in the viewer costs only the changes in between. Exact, zone order included, for
every change the table records in typed form (tests/engine/test_replay.py proves it on every shipped scenario).

>>> from judge_app.engine.state import GameObject, GameState, Player
>>> from judge_app.engine.changes import ResourceSet
>>> from judge_app.engine.trace import Step
>>> start = GameState(active_player="A", phase="main", players=[Player(id="A", resources={"life": 20})])
>>> steps = [Step(n=1, kind="resolution", text="-3", changes=[ResourceSet.of("A", "life", 20, 17)]),
...          Step(n=2, kind="resolution", text="-2", changes=[ResourceSet.of("A", "life", 17, 15)])]
>>> replay = Replay(start, steps)
>>> [replay.state_after(i).player("A").resources["life"] for i in (1, 0, -1)]
[15, 17, 20]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from judge_app.engine.memory import GameMemory
from judge_app.engine.state import GameState
from judge_app.engine.table import Rules, Table
from judge_app.engine.trace import Step, Trace


class Replay:
    def __init__(self, initial: GameState[Any], steps: Sequence[Step]) -> None:
        """``initial``: the state the run started from (the scenario's, before any automatic procedure)."""
        self.steps = steps
        self._state = initial.model_copy(deep=True)
        self._state.model_post_init(None)
        self._at = -1  # index of the last step applied; -1: none

    def state_after(self, index: int) -> GameState[Any]:
        """A copy of the state after step ``index`` (0-based; -1: before the first step)."""
        self.move_to(index)
        return self._state.model_copy(deep=True)

    def move_to(self, index: int) -> GameState[Any]:
        """Put the working state after step ``index`` and return it (not a copy: read it, do not keep it)."""
        index = max(-1, min(index, len(self.steps) - 1))
        while self._at < index:
            self._at += 1
            for change in self.steps[self._at].changes:
                change.apply(self._state)
        while self._at > index:
            for change in reversed(self.steps[self._at].changes):
                change.revert(self._state)
            self._at -= 1
        return self._state


@contextmanager
def rehearsal(game: Rules, state: GameState[Any], interpretations: Mapping[str, str] | None = None) -> Iterator[Table]:
    """A throwaway table on ``state`` itself: play on it (to see whether an action's moment comes, say), and when
    the block ends every change it recorded is reverted, newest first, so ``state`` is exactly as it was, with no
    deep copy. The steps it wrote are discarded. Whatever a table was recording ``state``'s memory goes on
    recording it afterwards.

    >>> from judge_app.engine.state import Player
    >>> state = GameState(active_player="A", phase="main", players=[Player(id="A", resources={"life": 20})])
    >>> with rehearsal(None, state) as table:
    ...     table.set_resource("A", "life", 3)
    ...     table.set_state("phase", "end")
    >>> state.player("A").resources["life"], state.phase
    (20, 'main')
    """
    recorder = state.memory.attached() if isinstance(state.memory, GameMemory) else None
    table = Table(game, state, Trace(scenario="rehearsal", game="", edition=""), dict(interpretations or {}))
    try:
        yield table
    finally:
        table.settle()
        for step in reversed(table.trace.steps):
            for change in reversed(step.changes):
                change.revert(state)
        for change in reversed(table.pending()):
            change.revert(state)
        if isinstance(state.memory, GameMemory):
            state.memory.attach(recorder)

