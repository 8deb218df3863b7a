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

from collections.abc import Sequence
from typing import Any

from judge_app.engine.state import GameState
from judge_app.engine.trace import Step


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
