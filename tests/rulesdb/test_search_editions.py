"""`rulesdb search --game G` with two editions of G named by --edition searches both: the second edition is
indexed under its own name (``eol~v2``) and --game eol must not leave it out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdb import editions
from rulesdb.cli import main
from rulesdb.paths import SOURCES_DIR

EOL = SOURCES_DIR / "002_e5114887d282c01d.txt"


@pytest.fixture
def second_edition(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    edited = tmp_path / "eol-v2.txt"
    # a word only the new edition's 2.2.3.4 has
    text = EOL.read_text(encoding="utf-8")
    edited.write_text(text.replace("最终攻击力大的一方获胜", "最终攻击力大的一方获胜 Zorblax"), encoding="utf-8")
    editions.import_edition(edited, "eol", "v2")


@pytest.mark.parametrize("scope", [[], ["--game", "eol"]])
def test_game_scope_covers_the_second_edition(second_edition: None, scope: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["search", "Zorblax", "--edition", "eol:web", "--edition", "eol:v2", *scope, "--json"])
    hits = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert [(h["game"], h["rule_id"], h["edition"]) for h in hits] == [("eol~v2", "2.2.3.4", "v2")]


def test_other_game_scope_leaves_both_out(second_edition: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "Zorblax", "--edition", "eol:web", "--edition", "eol:v2", "--game", "ga", "--json"]) == 1
