"""A scenario's `meta.edition` selects the book it is traced against (issue 18): the trace names that edition,
the reconstructed-rule flags come from that book, and an edition nobody imported is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.loading import loads_scenario
from rulesdb import editions
from rulesdb.paths import SOURCES_DIR

ROOT = Path(__file__).resolve().parents[2]
EOL = SOURCES_DIR / "002_e5114887d282c01d.txt"


def _scenario(edition: str) -> str:
    text = (ROOT / "scenarios" / "eol" / "attribute-advantage.yaml").read_text(encoding="utf-8")
    return text.replace("  game: eol\n", f"  game: eol\n  edition: {edition}\n", 1)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    return tmp_path


def test_unknown_edition_is_refused_at_its_line(data_dir: Path) -> None:
    with pytest.raises(ScenarioError) as e:
        loads_scenario(_scenario("no-such"), "a.yaml")
    [problem] = [p for p in e.value.problems if tuple(p.path) == ("meta", "edition")]
    assert "no-such" in problem.message and problem.line is not None


def test_named_edition_supplies_the_trace_and_its_flags(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    editions.import_edition(EOL, "eol", "v1")
    asked: list[tuple[str, str | None]] = []
    real = editions.load_edition

    def spy(game: str, edition: str | None = None):  # type: ignore[no-untyped-def]
        asked.append((game, edition))
        return real(game, edition)

    monkeypatch.setattr(editions, "load_edition", spy)
    trace = run(loads_scenario(_scenario("v1"), "a.yaml")).trace
    assert trace.edition == "v1"
    assert ("eol", "v1") in asked
    assert any(s.cites for s in trace.steps)


def test_board_analysis_traces_against_the_named_edition(data_dir: Path) -> None:
    """The GUI board runs the engine through `judge_app.ui.trace.analysis` (no Qt): same edition, same refusal."""
    from judge_app.ui.trace.analysis import analyse

    editions.import_edition(EOL, "eol", "v1")
    loaded = loads_scenario(_scenario("v1"), "a.yaml")
    result = analyse(loaded.scenario, loaded.game)
    assert result.error == "" and result.run is not None and result.run.trace.edition == "v1"
    unknown = loaded.scenario.model_copy(update={"meta": loaded.scenario.meta.model_copy(update={"edition": "nope"})})
    refused = analyse(unknown, loaded.game)
    assert refused.run is None and "meta.edition" in refused.error and "nope" in refused.error
