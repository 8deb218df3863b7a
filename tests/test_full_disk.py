"""Nothing lost on a full disk (issue 34), on a real full filesystem (a small tmpfs, :mod:`tests.fulldisk`).

Every writer checks that what it wrote is complete before it replaces anything: on a full disk the command
exits 2 naming the cause (磁盘已满), the old file is byte for byte intact and no temporary file is left. The
PDF writer was the hole: Qt's writer never reports a failed write, so a cut-off temporary file was renamed over
a good 8-page report and ``judge report`` printed 已写入 and exited 0, leaving 0 bytes.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app import cli as judge_cli
from rulesdb import cli as rulesdb_cli
from tests.fulldisk import fill, leftovers, small_filesystem

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml"
BOOK = ROOT / "rulesdb" / "sources" / "002_e5114887d282c01d.txt"
FULL = "磁盘已满"


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with small_filesystem(tmp_path, size_kib=2048) as mount:
        yield mount


def _run(tool: str, argv: list[str]) -> int:
    main = {"judge": judge_cli.main, "rulesdb": rulesdb_cli.main}[tool]
    try:
        return main(argv)
    except SystemExit as e:
        return int(e.code or 0)


@pytest.mark.parametrize("fmt", ["pdf", "html", "md", "json"])
def test_a_report_on_a_full_disk_keeps_the_old_report(fmt: str, disk: Path, capsys: pytest.CaptureFixture[str],
                                                       request: pytest.FixtureRequest) -> None:
    if fmt == "pdf":
        request.getfixturevalue("qapp")
    out = disk / f"ruling.{fmt}"
    assert _run("judge", ["report", str(SCENARIO), "-o", str(out), "--no-log"]) == 0
    good = out.read_bytes()
    fill(disk, free=16 * 1024 if fmt == "pdf" else 0)
    capsys.readouterr()
    code = _run("judge", ["report", str(SCENARIO), "-o", str(out), "--no-log", "--lang", "en"])
    err = capsys.readouterr()
    assert code == 2, f"exit {code}: {err.out}{err.err}"
    assert FULL in err.err and "已写入" not in err.out, err
    assert out.read_bytes() == good, "the good report was replaced by a cut-off one"
    assert leftovers(disk, {out.name}) == []


def test_judge_new_on_a_full_disk_leaves_nothing(disk: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(disk)
    out = disk / "new.yaml"
    assert _run("judge", ["new", "eol", "-o", str(out)]) == 2
    assert FULL in capsys.readouterr().err
    assert leftovers(disk, set()) == []


def test_rulesdb_export_on_a_full_disk_keeps_the_old_export(disk: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = disk / "eol.jsonl"
    out.write_text("the old export\n", encoding="utf-8")
    fill(disk)
    assert _run("rulesdb", ["export", "eol", "-o", str(out)]) == 2
    assert FULL in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "the old export\n"
    assert leftovers(disk, {out.name}) == []


def test_rulesdb_import_on_a_full_data_disk_blames_the_disk_not_the_file(
        disk: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """It said the *input* was unreadable (无法读取); the stored edition must stay, and no work folder."""
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(disk / "data"))
    assert _run("rulesdb", ["import", str(BOOK), "--game", "eolx", "--edition", "e1"]) in (0, 1)
    stored = disk / "data" / "editions" / "eolx" / "e1"
    before = {p.name: p.read_bytes() for p in stored.iterdir()}
    capsys.readouterr()
    fill(disk)
    assert _run("rulesdb", ["import", str(BOOK), "--game", "eolx", "--edition", "e1"]) == 2
    err = capsys.readouterr().err
    assert FULL in err and "无法读取" not in err, err
    assert {p.name: p.read_bytes() for p in stored.iterdir()} == before
    assert sorted(p.name for p in stored.parent.iterdir()) == ["e1"], "a work folder was left behind"


def test_the_rulings_log_on_a_full_disk_says_so_and_keeps_its_entries(
        disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from judge_app.userdata import UserData

    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(disk / "data"))
    out = tmp_path / "ruling.md"
    assert _run("judge", ["report", str(SCENARIO), "-o", str(out)]) == 0
    fill(disk)
    capsys.readouterr()
    code = _run("judge", ["report", str(SCENARIO), "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and FULL in err and "报告已写出" in err, err
    assert "内部错误" not in err
    (disk / "filler").unlink()
    assert len(UserData(disk / "data" / "userdata.sqlite3").rulings()) == 1


def test_an_autosave_on_a_full_disk_keeps_the_last_complete_one(disk: Path) -> None:
    from judge_app.ui.board.autosave import Autosaver, recoverable

    slot = Autosaver(disk / "autosave")
    slot.write("version: 1\n", None, "v1")
    fill(disk)
    with pytest.raises(OSError) as caught:
        slot.write("version: 2\n" + "x" * 100_000, None, "v2")
    assert "No space" in str(caught.value) or caught.value.errno == 28
    assert slot.text_file.read_text(encoding="utf-8") == "version: 1\n"
    assert json.loads(slot.meta_file.read_text(encoding="utf-8"))["title"] == "v1"
    assert leftovers(disk / "autosave", {slot.text_file.name, slot.meta_file.name}) == []
    assert recoverable(disk / "autosave") == []  # this process is alive: nothing to recover yet


def test_the_export_dialog_on_a_full_disk_warns_and_keeps_the_old_report(
        disk: Path, qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from judge_app.loading import load_scenario
    from judge_app.ui.report.export_dialog import ExportDialog

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: warnings.append(f"{title} {text}"))
    dialog = ExportDialog(load_scenario(SCENARIO), SCENARIO.read_text(encoding="utf-8"), SCENARIO)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    out = disk / "ruling.pdf"
    assert dialog.export_to(out, "pdf")
    good = out.read_bytes()
    fill(disk, free=16 * 1024)
    assert not dialog.export_to(out, "pdf")
    assert warnings and FULL in warnings[-1], warnings
    assert out.read_bytes() == good
    assert leftovers(disk, {out.name}) == []


def test_sqlite_knows_the_disk_is_full(disk: Path) -> None:
    """The premise of the log test: SQLite on this filesystem fails with 'database or disk is full'."""
    db = sqlite3.connect(disk / "x.sqlite3")
    db.execute("CREATE TABLE t (x BLOB)")
    fill(disk)
    with pytest.raises(sqlite3.OperationalError, match="full"):
        db.execute("INSERT INTO t VALUES (?)", (b"x" * 200_000,))
        db.commit()
