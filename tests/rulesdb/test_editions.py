"""Editions are first-class: imported books are stored, listed, opened by every command, and removable."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rulesdb import editions
from rulesdb.cli import main
from rulesdb.paths import SOURCES_DIR
from rulesdb.store import load_rulebook
from tests.rulesdb.external_books import CN_20220429, EN_20220218, EN_20220429

needs_external = pytest.mark.skipif(not EN_20220429.exists(), reason="2022 rulebooks not available")


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))
    editions._loaded.clear()
    return tmp_path / "data"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@needs_external
def test_import_stores_the_edition_and_every_command_sees_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "import", str(EN_20220429), "--game", "mtg", "--edition", "2022-04-29")
    assert code == 0 and "stored as mtg:2022-04-29" in out and "effective date: 2022-04-29" in out
    code, out, _ = run(capsys, "editions", "mtg")
    lines = out.splitlines()
    assert lines[0].startswith("  mtg:2003-legions") and lines[1].startswith("* mtg:2022-04-29")  # newest = default
    code, out, _ = run(capsys, "show", "mtg:702.19c")
    assert code == 0 and "Trample over planeswalkers" in out and "[edition 2022-04-29, effective 2022-04-29]" in out
    code, out, _ = run(capsys, "show", "mtg:502.9b", "--edition", "2003-legions")
    assert code == 0 and "2003-legions" in out
    code, out, _ = run(capsys, "list", "mtg", "--under", "702.19")
    assert code == 0 and "702.19c" in out
    code, out, _ = run(capsys, "export", "mtg", "--edition", "2022-04-29")
    records = [json.loads(line) for line in out.splitlines()]
    assert sum(r["kind"] != "glossary" for r in records) == len(editions.load_edition("mtg", "2022-04-29").rules)
    code, out, _ = run(capsys, "search", "trample over planeswalkers", "--edition", "mtg:2022-04-29", "--json")
    assert code == 0 and json.loads(out)[0]["id"].startswith("mtg:702.19")
    # the engine's default stays the shipped edition its game module cites
    assert load_rulebook("mtg").manifest.edition == "2003-legions"

    code, out, _ = run(capsys, "remove", "mtg:2022-04-29")
    assert code == 0
    code, out, _ = run(capsys, "editions", "mtg")
    assert "2022-04-29" not in out
    code, _, err = run(capsys, "show", "mtg:702.19c", "--edition", "2022-04-29")
    assert code == 2 and "没有版本 '2022-04-29'" in err


@needs_external
def test_chinese_edition_date_and_open_findings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "import", str(CN_20220429), "--game", "mtg", "--edition", "2022-04-29-zh")
    assert code == 1 and "stored as mtg:2022-04-29-zh" in out  # stored, but the open findings are the exit status
    info = editions.find("mtg", "2022-04-29-zh")
    assert info.effective_date == "2022-04-29" and info.language == "zh" and info.open_findings == 10


@needs_external
def test_newest_is_by_effective_date_not_import_order(capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "import", str(EN_20220429), "--game", "mtg", "--edition", "b")
    run(capsys, "import", str(EN_20220218), "--game", "mtg", "--edition", "a")
    assert [i.edition for i in editions.list_editions("mtg")] == ["2003-legions", "a", "b"]
    assert editions.newest("mtg").edition == "b"


SEEDS = [("ga", "000_1d27213304b89018.txt"), ("fftcg", "001_64b5a871782ea126.txt"), ("eol", "002_e5114887d282c01d.txt"),
         ("riftbound", "003_4231aab275dbb89c.txt"), ("mtg", "004_345700132c5af25c.txt")]


@pytest.mark.parametrize(("game", "seed"), SEEDS)
def test_shipped_family_profile_imports_a_new_edition(capsys: pytest.CaptureFixture[str], game: str, seed: str) -> None:
    """The shipped source files themselves, given to `rulesdb import`, are read with their family's profile."""
    code, out, _ = run(capsys, "import", str(SOURCES_DIR / seed), "--game", game, "--edition", "copy")
    assert code == 0, out
    book = editions.load_edition(game, "copy")
    shipped = load_rulebook(game)
    assert [r.id for r in book.rules] == [r.id for r in shipped.rules]
    assert [r.text for r in book.rules] == [r.text for r in shipped.rules]
    assert editions.find(game, "copy").profile == game
    code, out, _ = run(capsys, "import", str(SOURCES_DIR / seed), "--game", game, "--edition", "copy2", "--profile",
                       "generic")
    assert code != 0 or "profile generic" in out  # the generic profile is a choice, never silently swapped


def test_refusals(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    src = SOURCES_DIR / "002_e5114887d282c01d.txt"
    code, _, err = run(capsys, "import", str(src), "--game", "eol", "--edition", "web")
    assert code == 2 and "随附的版本" in err
    code, _, err = run(capsys, "import", str(src), "--game", "eol", "--edition", "../x")
    assert code == 2 and "版本 id" in err
    code, _, err = run(capsys, "remove", "eol:web")
    assert code == 1 and "不能删除" in err
    code, _, err = run(capsys, "remove", "eol:nope")
    assert code == 1 and "没有版本" in err


def test_incomplete_entry_is_not_listed_and_stale_importer_recompiles(
    capsys: pytest.CaptureFixture[str], _own_data_dir: Path
) -> None:
    src = SOURCES_DIR / "002_e5114887d282c01d.txt"
    code, _, _ = run(capsys, "import", str(src), "--game", "eol", "--edition", "v2")
    assert code == 0
    code, out, _ = run(capsys, "check", "eol", "--edition", "v2")
    assert code == 0 and "(v2)" in out.splitlines()[0]
    folder = _own_data_dir / "editions" / "eol" / "v2"
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    # a book compiled by another importer version is rebuilt from the stored source
    meta["importer_version"] = "old"
    (folder / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    (folder / "book.json").write_text("{broken", encoding="utf-8")
    editions._loaded.clear()
    assert len(editions.load_edition("eol", "v2").rules) == len(load_rulebook("eol").rules)
    assert json.loads((folder / "meta.json").read_text(encoding="utf-8"))["importer_version"] != "old"
    # an entry without meta.json, or a work folder left by an import cut off half way, is no edition
    shutil.copytree(folder, folder.parent / "v3")
    (folder.parent / "v3" / "meta.json").unlink()
    shutil.copytree(folder, folder.parent / ".new-v4-999999999")
    assert [i.edition for i in editions.list_editions("eol")] == ["web", "v2"]
    # importing again replaces the edition whole and leaves no work folder of its own; the one a dead process
    # (pid 999999999, past any pid_max) left is swept as the command starts (issue 34)
    code, out, _ = run(capsys, "import", str(src), "--game", "eol", "--edition", "v2")
    assert code == 0 and "replaced the earlier import" in out
    assert sorted(p.name for p in folder.parent.iterdir()) == ["v2", "v3"]
