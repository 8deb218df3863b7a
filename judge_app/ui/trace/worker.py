"""Engine runs off the UI thread. Each request carries a generation number; an answer for anything but the
newest request is dropped, so a slow run never overwrites the result of a later edit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from judge_app.engine.game import GameModule
from judge_app.ui.trace.analysis import Analysis, analyse


class _Relay(QObject):
    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, generation: int, scenario: Any, game: GameModule, relay: _Relay) -> None:
        super().__init__()
        self.generation, self.scenario, self.game, self.relay = generation, scenario, game, relay

    def run(self) -> None:
        # analyse() already turns engine exceptions into messages; this guards the thread itself.
        try:
            result = analyse(self.scenario, self.game)
        except BaseException as exc:  # a worker thread must always answer
            result = Analysis(error=f"{type(exc).__name__}: {exc}")
        self.relay.done.emit(self.generation, result)


class TraceRunner(QObject):
    finished = Signal(object)  # Analysis of the newest request
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self.busy = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)

    def request(self, scenario: Any, game: GameModule) -> int:
        """Queue a run of a deep copy (the editor keeps changing its own); returns its generation."""
        self.generation += 1
        copy = scenario.model_copy(deep=True)
        self.pool.start(_Job(self.generation, copy, game, self._relay))
        self._set_busy(True)
        return self.generation

    def cancel(self) -> None:
        """Forget pending answers (the document was closed or replaced)."""
        self.generation += 1
        self._set_busy(False)

    def _on_done(self, generation: int, analysis: Analysis) -> None:
        if generation != self.generation:
            return
        self._set_busy(False)
        self.finished.emit(analysis)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)

    def wait(self) -> None:
        self.pool.waitForDone()
