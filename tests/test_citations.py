"""Every rule id cited anywhere — by a registered game module (constants, vocabulary, interpretation
points, source text) or by a scenario file (expected cites) — exists in that game's rules database."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.games import available_games, get_game
from judge_app.loading import load_scenario
from rulesdb.models import Rulebook

ROOT = Path(__file__).resolve().parent.parent
GAMES_DIR = ROOT / "judge_app" / "games"
CITE_IN_SOURCE = re.compile(r"""["']([a-z]+):(\d[0-9A-Za-z.\-]*)["']""")


def _rulebook(game: str) -> Rulebook:
    from rulesdb.store import load_rulebook

    return load_rulebook(game)


def _module_cites(game_id: str) -> set[str]:
    game = get_game(game_id)  # strict: a package that fails to load fails here, it is not skipped
    cites = set(game.citations())
    for src in (GAMES_DIR / game_id).rglob("*.py"):
        cites |= {f"{g}:{i}" for g, i in CITE_IN_SOURCE.findall(src.read_text(encoding="utf-8")) if g == game_id}
    return cites


@pytest.mark.parametrize("game_id", available_games())
def test_game_module_cites_exist(game_id: str) -> None:
    book = _rulebook(game_id)
    cites = _module_cites(game_id)
    assert cites, "a game module that cites nothing cannot be checked"
    missing = sorted(c for c in cites if c.split(":", 1)[1] not in book)
    assert missing == []


SCENARIOS = sorted((ROOT / "scenarios").glob("*/*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario_cites_exist(path: Path) -> None:
    loaded = load_scenario(path)
    expect = loaded.scenario.expect
    cites = list(expect.cites) if expect else []
    book = _rulebook(loaded.game.id)
    missing = [c for c in cites if c.split(":", 1)[1] not in book]
    assert missing == []


def test_the_check_can_fail() -> None:
    book = _rulebook("eol")
    assert "4.2.9" in book and "4.2.12" not in book and "2.1.2.1.c" not in book
