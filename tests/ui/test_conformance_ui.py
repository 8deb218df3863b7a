"""The conformance badge in the reader and the status filter of the search (issue 33), in the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from judge_app.conformance.statuses import Statuses
from judge_app.conformance.table import Entry
from judge_app.ui import conformance_view
from judge_app.ui.main_window import MainWindow
from judge_app.ui.results_view import CITE_ROLE
from tests.ui.uihelpers import anchor_point, hrefs, type_text

TABLES = Statuses.load()


def _first(game: str, status: str) -> tuple[str, Entry]:
    table = TABLES.table(game)
    assert table is not None
    return next((rid, e) for rid, e in table.rules.items() if e.status == status)


def test_an_applied_rule_shows_its_badge_and_the_scenarios_that_cite_it(qtbot, window: MainWindow) -> None:
    b = window.browser
    entry = TABLES.entry("fftcg", "12.4.5")
    assert entry is not None and entry.status == "applied" and len(entry.scenarios) > 6
    assert window.show_rule("fftcg:12.4.5")
    first_line = b.reader.toPlainText().splitlines()[0].strip()
    assert f"引擎应用 · {len(entry.scenarios)} 个场景" in first_line
    assert f"另 {len(entry.scenarios) - 6} 个" in first_line  # six links, the rest counted
    links = [h for h in hrefs(b.reader) if h.startswith("scenario:")]
    assert links == [f"scenario:fftcg/{s}" for s in entry.scenarios[:6]]

    # Hovering the badge says why: the engine's procedure that cites the rule, and the pending scenario.
    point = anchor_point(b.reader, "conformance:fftcg:12.4.5")
    viewport = b.reader.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "RP_BROKEN" in QToolTip.text() and "conf-summon-breaks-forward" in QToolTip.text()
    QToolTip.hideText()


def test_a_scenario_link_opens_the_scenario_on_the_board(qtbot, window: MainWindow) -> None:
    b = window.browser
    entry = TABLES.entry("fftcg", "12.4.5")
    assert entry is not None
    window.show_rule("fftcg:12.4.5")
    point = anchor_point(b.reader, f"scenario:fftcg/{entry.scenarios[0]}")
    qtbot.mouseClick(b.reader.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.workspace.currentWidget() is window.board
    doc = window.board.doc
    assert doc is not None and doc.path is not None
    shipped = conformance_view.EXAMPLES_DIR / "fftcg" / f"{entry.scenarios[0]}.yaml"
    assert Path(doc.path).resolve() == shipped.resolve()


def test_other_statuses_say_what_is_missing_or_why(qtbot, window: MainWindow) -> None:
    b = window.browser
    rid, entry = _first("fftcg", "unsupported")
    window.show_rule(f"fftcg:{rid}")
    first_line = b.reader.toPlainText().splitlines()[0].strip()
    assert first_line.startswith("引擎未支持:") and entry.missing.split(":", 1)[0][:10] in first_line
    assert not [h for h in hrefs(b.reader) if h.startswith("scenario:")]
    assert b.reader.tooltip_for(f"conformance:fftcg:{rid}") is not None
    assert entry.missing[:20] in (b.reader.tooltip_for(f"conformance:fftcg:{rid}") or "")

    rid, entry = _first("fftcg", "out_of_scope")
    window.show_rule(f"fftcg:{rid}")
    assert b.reader.toPlainText().strip().startswith("范围外")
    assert entry.reason[:20] in (b.reader.tooltip_for(f"conformance:fftcg:{rid}") or "")


def test_a_rule_without_a_table_has_no_badge(window: MainWindow) -> None:
    b = window.browser
    b.reader.statuses = Statuses([])  # as for an imported edition, which has no table
    window.show_rule("fftcg:12.4.5")
    assert not any(h.startswith("conformance:") for h in hrefs(b.reader))
    b.reader.statuses = TABLES


def test_the_status_filter_with_no_query_lists_the_rules_with_that_status(qtbot, window: MainWindow) -> None:
    b = window.browser
    b.scope_combo.setCurrentIndex(b.scope_combo.findData("current"))
    window.show_rule("fftcg:1.1")
    b.status_filter.setCurrentIndex(b.status_filter.findData("unsupported"))
    wanted = [r.rule_id for r in TABLES.records(["unsupported"], ["fftcg"])]
    qtbot.waitUntil(lambda: b.results.count() == len(wanted), timeout=3000)
    shown = [b.results.item(i).data(CITE_ROLE) for i in range(b.results.count())]
    assert shown == [f"fftcg:{r}" for r in wanted]
    b.status_filter.setCurrentIndex(0)
    b.scope_combo.setCurrentIndex(b.scope_combo.findData("all"))


def test_the_status_filter_keeps_only_hits_with_that_status(qtbot, window: MainWindow) -> None:
    b = window.browser
    b.search_box.setFocus()
    type_text(b.search_box, "破坏")
    qtbot.waitUntil(lambda: b.results.count() > 0, timeout=5000)
    every = [b.results.item(i).data(CITE_ROLE) for i in range(b.results.count())]
    b.status_filter.setCurrentIndex(b.status_filter.findData("applied"))
    qtbot.waitUntil(lambda: b.results.count() < len(every) or b.results.count() == 0, timeout=5000)
    kept = [b.results.item(i).data(CITE_ROLE) for i in range(b.results.count())]
    expected = [c for c in every if TABLES.status(*c.split(":", 1)) == "applied"]
    assert kept == expected and kept  # fftcg's 破坏 rules are applied, eol's kept if applied too
    b.status_filter.setCurrentIndex(0)
    qtbot.waitUntil(lambda: b.results.count() == len(every), timeout=5000)

