"""Issue 28.1: a trace is made under an edition whose procedures the game module implements, and a cite is quoted
only from the book the step was made under.

Written before the fix. Before it, ``meta.edition: 2022-04-29`` on an mtg scenario ran the 2003 procedures and
the report quoted the 2022 book under the 2003 numbers (``mtg:308.1``, declaring attackers in 2003, came out as
2022's rule about tribal cards; ``mtg:420.5c`` as "no such rule")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app import games
from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.loading import loads_scenario
from judge_app.report.build import build_report
from rulesdb import editions
from rulesdb.paths import SOURCES_DIR
from rulesdb.store import load_rulebook
from tests.rulesdb.external_books import CN_20220429

ROOT = Path(__file__).resolve().parents[2]
needs_external = pytest.mark.skipif(not CN_20220429.exists(), reason="the 2022 Chinese CR is not beside the checkout")


@pytest.fixture(scope="module")
def _imported(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("editions-data")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUDGE_APP_DATA_DIR", str(path))
        editions._loaded.clear()
        if CN_20220429.exists():
            editions.import_edition(CN_20220429, "mtg", "2022-04-29")
        editions.import_edition(SOURCES_DIR / "002_e5114887d282c01d.txt", "eol", "copy-of-web")
    editions._loaded.clear()
    yield path


@pytest.fixture
def data_dir(_imported: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The imported editions, for one test (the suite's autouse fixture points every test at its own data dir)."""
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(_imported))
    yield _imported
    editions._loaded.clear()


def _trample(extra_meta: str) -> str:
    text = (ROOT / "scenarios" / "mtg" / "first-strike-trample.yaml").read_text(encoding="utf-8")
    return text.replace("  game: mtg\n", f"  game: mtg\n{extra_meta}", 1)


def test_every_game_declares_the_editions_it_implements() -> None:
    for game_id in games.available_games():
        game = games.get_game(game_id)
        shipped = [i.edition for i in editions.list_editions(game_id) if i.shipped]
        assert game.implemented_editions, game_id
        assert set(shipped) <= set(game.implemented_editions), game_id


@needs_external
def test_an_edition_the_engine_does_not_implement_is_refused(data_dir: Path) -> None:
    with pytest.raises(ScenarioError) as err:
        loads_scenario(_trample("  edition: '2022-04-29'\n"), "a.yaml")
    [problem] = [p for p in err.value.problems if tuple(p.path) == ("meta", "edition")]
    assert "2003-legions" in problem.message and "map_to_edition" in problem.message
    assert problem.line is not None


@needs_external
def test_the_board_refuses_it_too(data_dir: Path) -> None:
    from judge_app.ui.trace.analysis import analyse

    loaded = loads_scenario(_trample(""), "a.yaml")
    scenario = loaded.scenario.model_copy(
        update={"meta": loaded.scenario.meta.model_copy(update={"edition": "2022-04-29"})})
    refused = analyse(scenario, loaded.game)
    assert refused.run is None and "meta.edition" in refused.error and "2003-legions" in refused.error


def test_a_copy_of_the_implemented_book_is_the_same_edition(data_dir: Path) -> None:
    text = (ROOT / "scenarios" / "eol" / "attribute-advantage.yaml").read_text(encoding="utf-8")
    text = text.replace("  game: eol\n", "  game: eol\n  edition: copy-of-web\n", 1)
    trace = run(loads_scenario(text, "a.yaml")).trace
    assert trace.edition == "copy-of-web" and trace.mapping is None


@needs_external
def test_mapped_on_request_cites_stay_in_the_book_they_were_made_under(data_dir: Path) -> None:
    text = _trample("  edition: '2022-04-29'\n  map_to_edition: true\n")
    loaded = loads_scenario(text, "a.yaml")
    trace = run(loaded).trace
    old, new = load_rulebook("mtg"), editions.load_edition("mtg", "2022-04-29")
    assert trace.edition == old.manifest.edition
    mapping = trace.mapping
    assert mapping is not None and mapping.implemented == old.manifest.edition and mapping.target == "2022-04-29"
    by_cite = {m.cite: m for m in mapping.cites}
    assert set(by_cite) == set(trace.cited())  # every cite mapped, each once
    for m in mapping.cites:
        assert old.get(m.cite.partition(":")[2]) is not None  # made under 2003: a 2003 rule
        if m.counterpart is None:
            assert m.status == "none"
        else:  # a counterpart is a rule of the book it is mapped to
            assert new.get(m.counterpart.partition(":")[2]) is not None and m.status in ("same", "renumbered",
                                                                                        "changed")
    # 2003's 308.1 (declaring attackers) is not 2022's 308.1 (tribal cards)
    assert by_cite["mtg:308.1"].counterpart != "mtg:308.1"
    # the trace says it: a marked label on every mapped cite, in text, markdown and JSON
    assert "2022-04-29" in trace.to_text().splitlines()[0]
    assert '"mapping"' in trace.to_json() and "2022-04-29" in trace.to_markdown()

    report = build_report(loaded, text)
    assert report.header.rulebook.edition == old.manifest.edition
    assert report.rules and all(r.found for r in report.rules)
    for rule in report.rules:  # quoted from 2003, the book the steps were made under
        assert rule.edition == old.manifest.edition
        assert rule.text == old.get(rule.id).text  # type: ignore[union-attr]
        assert rule.counterpart is not None and rule.counterpart.cite == rule.cite
    declare = next(r for r in report.rules if r.cite == "mtg:308.1")
    assert "部族" not in declare.text
    from judge_app.report.html import render_html
    from judge_app.report.markdown import render_markdown

    for rendered in (render_markdown(report), render_html(report)):
        assert "引用映射" in rendered and rendered.count("在 2022-04-29 中") == len(report.rules)


@needs_external
def test_the_viewer_marks_every_mapped_cite(data_dir: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyleOptionViewItem

    from judge_app.ui.trace.trace_view import TraceView

    trace = run(loads_scenario(_trample("  edition: '2022-04-29'\n  map_to_edition: true\n"), "a.yaml")).trace
    view = TraceView(lambda cite: f"text of {cite}")
    qtbot.addWidget(view)
    view.show_trace(trace)
    assert "2022-04-29" in view.summary.text()
    option = QStyleOptionViewItem()
    labels = [label for step in trace.steps
              for _, _, label in view.delegate.chips(QRect(0, 0, 800, 400), step, option)]
    assert labels and all("→" in label for label in labels)


def test_an_implemented_edition_has_no_mapping() -> None:
    trace = run(loads_scenario(_trample(""), "a.yaml")).trace
    assert trace.mapping is None and '"mapping"' not in trace.to_json()
