"""Search-as-you-type without blocking typing: a debounce timer, a worker thread, stale results dropped.

Every keystroke restarts the timer; when it fires, the query runs on the global thread pool tagged with a
generation number. Only the answer to the newest generation reaches the UI.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from judge_app.ui.search_adapter import Found, SearchBackend

DEBOUNCE_MS = 120


class _Signals(QObject):
    done = Signal(int, str, object)  # generation, query, Found
    failed = Signal(int, str, str)  # generation, query, message


class _SearchTask(QRunnable):
    def __init__(self, backend: SearchBackend, generation: int, query: str, games: list[str] | None,
                 signals: _Signals, context: str | None = None) -> None:
        super().__init__()
        self.backend, self.generation, self.query, self.games, self.signals = backend, generation, query, games, signals
        self.context = context

    def run(self) -> None:
        try:
            found = self.backend.find(self.query, games=self.games, context=self.context)
        except Exception as exc:  # any engine failure becomes a message, never a dead worker
            self.signals.failed.emit(self.generation, self.query, f"{type(exc).__name__}: {exc}")
            return
        self.signals.done.emit(self.generation, self.query, found)


class SearchController(QObject):
    results = Signal(str, object)  # query, Found (newest query only)
    failed = Signal(str, str)  # query, message
    busy = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.backend: SearchBackend | None = None
        self._generation = 0
        self._pending: tuple[str, list[str] | None, str | None] | None = None
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._fire)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)

    def set_backend(self, backend: SearchBackend) -> None:
        self.backend = backend
        if self._pending is not None:
            self._fire()

    def request(
        self, query: str, games: list[str] | None = None, immediate: bool = False, context: str | None = None
    ) -> None:
        """Schedule a search; an empty query clears the results at once. ``context``: the open rulebook's game."""
        self._generation += 1
        self._pending = (query, games, context)
        if not query.strip():
            self._timer.stop()
            self._pending = None
            self.results.emit(query, Found([]))
            return
        if immediate:
            self._timer.stop()
            self._fire()
        else:
            self._timer.start()

    def _fire(self) -> None:
        if self._pending is None or self.backend is None:
            return  # runs when the backend arrives
        query, games, context = self._pending
        self._pending = None
        self.busy.emit(True)
        self._pool.start(_SearchTask(self.backend, self._generation, query, games, self._signals, context))

    def _on_done(self, generation: int, query: str, found: Found) -> None:
        if generation != self._generation:
            return  # a newer query is on its way
        self.busy.emit(False)
        self.results.emit(query, found)

    def _on_failed(self, generation: int, query: str, message: str) -> None:
        if generation == self._generation:
            self.busy.emit(False)
            self.failed.emit(query, message)

    def wait(self, msecs: int = 5000) -> bool:
        return self._pool.waitForDone(msecs)
