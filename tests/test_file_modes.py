"""Every file the tools write gets the mode an ordinary ``open()`` would (0666 less the umask: 0644 by default),
atomically, through one helper (issue 20: ``mkstemp`` + rename made reports, templates, saved scenarios and the
cache 0600, unreadable on a shared folder). Real files from the real commands, modes read back."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app import cli as judge_cli
from rulesdb import cli as rulesdb_cli
from rulesdb.fsutil import current_umask, write_atomic

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "eol" / "tie-and-regenerate.yaml"


@pytest.fixture(params=[0o022, 0o077, 0o002])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_current_umask_reads_without_changing(umask: int) -> None:
    assert current_umask() == umask
    assert current_umask() == umask


def test_judge_new_template(tmp_path: Path, umask: int) -> None:
    out = tmp_path / "new.yaml"
    assert judge_cli.main(["new", "eol", "-o", str(out)]) == 0
    assert _mode(out) == 0o666 & ~umask


@pytest.mark.parametrize("fmt", ["md", "html", "json", "pdf"])
def test_report_exports(tmp_path: Path, fmt: str, request: pytest.FixtureRequest) -> None:
    if fmt == "pdf":
        request.getfixturevalue("qapp")  # the widgets tests later need a QApplication, not the CLI's QGuiApplication
    old = os.umask(0o022)
    try:
        out = tmp_path / f"ruling.{fmt}"
        assert judge_cli.main(["report", str(SCENARIO), "-o", str(out), "--no-log"]) == 0
        assert _mode(out) == 0o644
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "a temporary file was left behind"
    finally:
        os.umask(old)


def test_saved_scenario_and_autosave(tmp_path: Path, umask: int) -> None:
    from judge_app.ui.board.autosave import Autosaver
    from judge_app.ui.board.document import ScenarioDocument

    doc = ScenarioDocument.open(SCENARIO)
    saved = doc.save(tmp_path / "saved.yaml")
    assert _mode(saved) == 0o666 & ~umask
    slot = Autosaver(tmp_path / "autosave")
    slot.write(saved.read_text(encoding="utf-8"), saved, "t")
    assert _mode(slot.text_file) == _mode(slot.meta_file) == 0o666 & ~umask


def test_rules_cache_and_export(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesdb import store

    old = os.umask(0o022)
    try:
        monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(tmp_path / "cache"))
        monkeypatch.setenv("JUDGE_APP_SEED_DIR", "")
        store.clear_memory()
        store.load_rulebook("eol")
        (cached,) = (tmp_path / "cache" / "rules").glob("eol-*.json")
        assert _mode(cached) == 0o644
        out = tmp_path / "rules.jsonl"
        assert rulesdb_cli.main(["export", "eol", "-o", str(out)]) == 0
        assert _mode(out) == 0o644
    finally:
        store.clear_memory()
        os.umask(old)


def test_replacing_a_file_keeps_the_mode_its_owner_gave_it(tmp_path: Path) -> None:
    target = tmp_path / "shared.md"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "new" and _mode(target) == 0o640


def test_no_directory_is_created_unless_asked(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "missing" / "x.txt", "x")
    assert not (tmp_path / "missing").exists()
    write_atomic(tmp_path / "made" / "x.txt", "x", make_parents=True)
    assert (tmp_path / "made" / "x.txt").read_text(encoding="utf-8") == "x"
