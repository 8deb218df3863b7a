"""``judge report`` end to end, and the rulings log in the user database (migration 2)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import TIE, hostile_text

from judge_app.cli import main
from judge_app.userdata import UserData


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(path))
    return path


@pytest.mark.parametrize("fmt", ["md", "html", "json", "pdf"])
def test_report_command_writes_and_logs(fmt: str, tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str],
                                        qapp) -> None:  # type: ignore[no-untyped-def]
    # qapp: the test process shares one QApplication; the CLI alone would make a bare QGuiApplication.
    scenario = tmp_path / "s.yaml"
    scenario.write_text(hostile_text(), encoding="utf-8")
    notes = tmp_path / "notes.yaml"
    notes.write_text("ruling: 来自批注文件\nsteps: {3: 克制系数}\n", encoding="utf-8")
    out = tmp_path / f"r.{fmt}"
    assert main(["report", str(scenario), "--format", fmt, "-o", str(out), "--notes", str(notes)]) == 0
    assert out.stat().st_size > 1000
    assert "已写入" in capsys.readouterr().out
    if fmt == "json":
        data = json.loads(out.read_text(encoding="utf-8"))
        assert data["ruling_note"] == "来自批注文件"
        assert {s["n"]: s["note"] for s in data["steps"] if s["note"]} == {3: "克制系数", 7: "再生不视为被破坏"}
    (entry,) = UserData().rulings()
    assert entry.file == str(out.resolve()) and entry.format == fmt and entry.game == "eol"
    assert entry.note == "来自批注文件" and "eol:2.2.3.4" in entry.cites
    assert [f.name for f in tmp_path.iterdir() if f.name.startswith(".")] == [], "no temporary file left behind"


def test_report_command_errors(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad_notes = tmp_path / "n.yaml"
    bad_notes.write_text("steps:\n  x: 1\n", encoding="utf-8")
    assert main(["report", str(TIE), "-o", str(tmp_path / "r.md"), "--notes", str(bad_notes)]) == 1
    assert f"{bad_notes}:2: steps.x.[key]: 应为整数" in capsys.readouterr().err
    assert main(["report", str(TIE), "-o", str(tmp_path / "r.txt")]) == 2
    assert "--format" in capsys.readouterr().err
    assert main(["report", str(TIE), "-o", str(tmp_path / "nowhere" / "r.md")]) == 2
    assert "输出目录不存在" in capsys.readouterr().err
    assert main(["report", str(tmp_path / "missing.yaml"), "-o", str(tmp_path / "r.md")]) == 2
    assert "文件不存在" in capsys.readouterr().err
    assert not (tmp_path / "r.md").exists()
    assert main(["report", str(TIE), "-o", str(tmp_path / "r.md"), "--no-log"]) == 0
    assert UserData().rulings() == []


def test_migration_keeps_bookmarks(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE bookmark (cite TEXT PRIMARY KEY, label TEXT NOT NULL DEFAULT '', created REAL);"
                     "CREATE TABLE recent_search (query TEXT PRIMARY KEY, used INTEGER NOT NULL);"
                     "INSERT INTO bookmark VALUES ('eol:1.1', 'x', 1.0); PRAGMA user_version = 1;")
    db.close()
    u = UserData(path)
    assert u.schema_version == 2 and u.is_bookmarked("eol:1.1") and u.rulings() == []


def test_log_search(tmp_path: Path) -> None:
    u = UserData(tmp_path / "u.sqlite3")
    a = u.add_ruling(game="eol", scenario="tie", title="平手 100%", question="谁先濒死?", ruling="进攻方先",
                     file="/r/a.pdf", format="pdf", cites=["eol:2.2.3.4", "eol:4.2.3"], created=1_700_000_000)
    b = u.add_ruling(game="fftcg", scenario="x_y", title="其他", question="?", ruling="r", note="裁判备注",
                     file="/r/b.md", format="md", cites=["fftcg:6.5.2"], created=1_700_100_000)
    ids = lambda **kw: [e.id for e in u.rulings(**kw)]  # noqa: E731
    assert ids() == [b, a]
    assert ids(game="eol") == [a]
    assert ids(cite="eol:2.2") == [a] and ids(cite="eol:2.2.3.4") == [a] and ids(cite="eol:2.2.3.") == []
    assert ids(cite="eol:2.2.3.40") == []
    assert ids(text="100%") == [a] and ids(text="1%") == [] and ids(text="x_y") == [b] and ids(text="x%") == []
    assert ids(text="裁判备注") == [b] and ids(text="进攻方 濒死") == [a]
    assert ids(since=1_700_050_000) == [b] and ids(until=1_700_050_000) == [a]
    u.remove_ruling(a)
    assert ids() == [b]
