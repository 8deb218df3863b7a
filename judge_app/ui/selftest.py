"""``judge-app --self-test`` and ``--version``: prove an installation works, through the real code paths.

The self-test opens the main window offscreen and waits until the rules database and the search index are loaded
(from the user's cache, the bundled seed cache, or built on the spot), runs searches through the UI's search
backend, traces every bundled example scenario with the runner (checking the reference scenario's expectations),
and exports that scenario's ruling report in every format into a temporary folder. User data (settings, history,
the rulings log) goes to a temporary folder too, so a judge can run it on their own laptop without leaving
traces; the rules cache is the real one.

Each check prints one line; the exit status is 0 only if every check passed.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

DIST_NAME = "judge-app"
READY_TIMEOUT_S = 600  # a first run without any cache imports five rulebooks and builds the index
EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"
REPORT_SCENARIO = "eol/hero-attack-win.yaml"
REPORT_FORMATS = ("pdf", "html", "md", "json")
# A rule-number query and a word query with their known best answers (see tests/search/relevance.yaml).
SEARCHES = (("mtg 502.9b", "mtg:502.9b"), ("践踏", "mtg:502.9"), ("eol: 2.1.2.1.b", "eol:2.1.2.1.b"))


class CheckFailed(Exception):
    """A check ran and found the installation wrong; the message says what."""


@dataclass
class Context:
    """What one check hands to the next."""

    work: Path
    window: Any = None
    library: Any = None
    loaded: Any = None
    translators: list[Any] = field(default_factory=list)  # kept alive while the window exists


def version() -> str:
    return metadata.version(DIST_NAME)


def command_line(args: list[str]) -> int:
    """Handle ``--version`` or ``--self-test`` (the app's ``main`` calls this before creating any window)."""
    if "--version" in args:
        try:
            print(f"{DIST_NAME} {version()}")
        except metadata.PackageNotFoundError:
            print(f"{DIST_NAME}: version unknown: the package metadata is not installed", file=sys.stderr)
            return 1
        return 0
    return run()


def run(emit: Callable[[str], None] = print) -> int:
    """Run every check, printing one line each; 0 if all passed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # never flash a window; an explicit platform wins
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="judge-app-selftest-") as tmp, _private_user_data(Path(tmp) / "data"):
        ctx = Context(Path(tmp))
        checks: list[tuple[str, Callable[[Context], str]]] = [
            ("version", _check_version),
            ("window", _check_window),
            ("search", _check_search),
            ("trace", _check_trace),
            ("report", _check_report),
        ]
        try:
            for name, check in checks:
                start = time.perf_counter()
                try:
                    detail = check(ctx)
                except Exception as exc:  # the self-test reports every failure as one line, never a traceback
                    why = str(exc) if isinstance(exc, CheckFailed) else f"{type(exc).__name__}: {exc}"
                    emit(f"self-test: FAIL {name}: {why}")
                    failed.append(name)
                    continue
                emit(f"self-test: ok   {name} ({time.perf_counter() - start:.2f} s): {detail}")
        finally:
            _close(ctx)
    if failed:
        emit(f"self-test: FAILED ({', '.join(failed)})")
        return 1
    emit(f"self-test: passed ({len(checks)} checks)")
    return 0


@contextlib.contextmanager
def _private_user_data(path: Path) -> Iterator[None]:
    old = os.environ.get("JUDGE_APP_DATA_DIR")
    os.environ["JUDGE_APP_DATA_DIR"] = str(path)
    try:
        yield
    finally:
        if old is None:
            del os.environ["JUDGE_APP_DATA_DIR"]
        else:
            os.environ["JUDGE_APP_DATA_DIR"] = old


def _check_version(ctx: Context) -> str:
    try:
        return version()
    except metadata.PackageNotFoundError:
        raise CheckFailed(f"no package metadata for {DIST_NAME!r} (not installed, or not bundled)") from None


def _cache_files() -> set[Path]:
    from rulesdb.paths import cache_dir

    return {p for p in cache_dir().rglob("*") if p.is_file()}


def _check_window(ctx: Context) -> str:
    from PySide6.QtCore import QEventLoop, QTimer

    from judge_app.ui import i18n
    from judge_app.ui import settings as app_settings
    from judge_app.ui.application import create_app
    from judge_app.userdata import UserData
    from rulesdb.paths import seed_dir

    before = _cache_files()
    app = create_app([sys.argv[0] if sys.argv else DIST_NAME])
    ctx.translators = i18n.install(app, app_settings.language())

    from judge_app.ui.main_window import MainWindow  # after the translators, as the app does

    start = time.perf_counter()
    window = ctx.window = MainWindow(UserData())
    window.show()
    loop = QEventLoop()
    window.ready.connect(loop.quit)
    timer = QTimer(singleShot=True)
    timer.timeout.connect(loop.quit)
    timer.start(READY_TIMEOUT_S * 1000)
    window.start_loading()
    loop.exec()
    seconds = time.perf_counter() - start
    library = ctx.library = window.library
    if library is None:
        raise CheckFailed(f"the rules database did not finish loading within {READY_TIMEOUT_S} s")
    if library.failures:
        raise CheckFailed("rulebooks failed to load: " + "; ".join(f"{g}: {w}" for g, w in library.failures.items()))
    if library.search is None:
        raise CheckFailed(f"the search index could not be opened: {library.search_error}")
    if not window.isVisible():
        raise CheckFailed("the main window is not visible")
    built = len(_cache_files() - before)
    seed = seed_dir()
    if getattr(sys, "frozen", False) and seed is not None and built:
        # A bundle whose seed does not match its own code would rebuild on every first start.
        raise CheckFailed(f"the bundled seed cache ({seed}) did not match; {built} cache files were built")
    source = "the user or seed cache" if seed else "the user cache"
    source = f"built {built} cache files" if built else f"from {source}"
    return f"usable after {seconds:.2f} s, {len(library.books)} rulebooks ({source})"


def _need_library(ctx: Context) -> Any:
    if ctx.library is None or ctx.library.search is None:
        raise CheckFailed("skipped: needs the window check's rules database and search index")
    return ctx.library


def _check_search(ctx: Context) -> str:
    library = _need_library(ctx)
    for query, expected in SEARCHES:
        hits = library.search.search(query, limit=10)
        cites = [h.cite for h in hits]
        if expected not in cites[:3]:
            raise CheckFailed(f"query {query!r}: expected {expected} among the first 3 hits, got {cites[:3]}")
    return f"{len(SEARCHES)} queries found their rules"


def _examples() -> list[Path]:
    files = sorted(EXAMPLES_DIR.glob("*/*.yaml"))
    if not files:
        raise CheckFailed(f"no example scenarios in {EXAMPLES_DIR}")
    return files


def _check_trace(ctx: Context) -> str:
    """Every bundled example must load and trace (each game module and its data are packaged); the reference
    scenario must also meet its ``expect`` block. Whether every ruling is right is tests/test_scenarios.py's job."""
    from judge_app.engine.problems import ScenarioError
    from judge_app.engine.runner import check_expectations, run
    from judge_app.loading import load_scenario

    files = _examples()
    differ = 0
    for path in files:
        name = path.relative_to(EXAMPLES_DIR).as_posix()
        try:
            loaded = load_scenario(path)
        except ScenarioError as exc:
            raise CheckFailed(f"{name}: {exc.problems[0]}") from None
        result = run(loaded)
        if result.trace.result is None or not result.trace.to_text().strip():
            raise CheckFailed(f"{name}: the trace has no result")
        fails = check_expectations(loaded, result)
        if name == REPORT_SCENARIO:
            if fails:
                raise CheckFailed(f"{name}: {fails[0]}")
            ctx.loaded = loaded
        elif fails:
            differ += 1
    if ctx.loaded is None:
        raise CheckFailed(f"the reference scenario {REPORT_SCENARIO} is missing")
    note = f"; {differ} others differ from their expect block" if differ else ""
    return f"{len(files)} example scenarios traced, {REPORT_SCENARIO} as expected{note}"


def _check_report(ctx: Context) -> str:
    try:
        from judge_app.report.build import build_report
        from judge_app.report.export import write_report
    except ImportError as exc:
        raise CheckFailed(f"judge_app.report has no export API: {exc}") from None
    if ctx.loaded is None:
        raise CheckFailed("skipped: needs the trace check's example scenario")
    path = EXAMPLES_DIR / REPORT_SCENARIO
    report = build_report(ctx.loaded, path.read_text(encoding="utf-8"), scenario_file=REPORT_SCENARIO)
    if not report.rules:
        raise CheckFailed(f"the report for {REPORT_SCENARIO} cites no rules")
    out = ctx.work / "reports"
    out.mkdir()
    sizes = []
    for fmt in REPORT_FORMATS:
        target = out / f"report.{fmt}"
        write_report(report, fmt, target)
        data = target.read_bytes()
        if fmt == "pdf" and not data.startswith(b"%PDF-"):
            raise CheckFailed(f"{target.name} is not a PDF")
        if fmt != "pdf" and report.rules[0].number.encode() not in data:
            raise CheckFailed(f"{target.name} does not show the first cited rule {report.rules[0].number}")
        sizes.append(f"{fmt} {len(data) // 1024} KiB")
    return f"{REPORT_SCENARIO} exported ({', '.join(sizes)})"


def _close(ctx: Context) -> None:
    """Close the window (saving its settings into the temporary data folder), release the index files and take
    the translators out again (run in-process, as the tests do, the next window must not inherit them)."""
    if ctx.window is not None:
        ctx.window.close()
        if ctx.library is not None and ctx.library.search is not None:
            ctx.library.search.close()
        ctx.window.userdata.close()
        ctx.window.deleteLater()
    if ctx.translators:
        # after the window is gone: taking a translator out sends every live widget a LanguageChange
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        for translator in ctx.translators:
            QCoreApplication.removeTranslator(translator)
        ctx.translators = []
