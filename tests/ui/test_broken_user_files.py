"""The window starts with any broken user file (issue 34): a corrupt ``userdata.sqlite3`` stopped it with an
English modal dialog and exit 1 (offscreen it hung). Now each broken file is moved aside as
``<name>.broken-<time>``, the window says so in the UI language and carries on; a file or folder it may not
write is used read-only for the session, said too.

The real program, started as a judge starts it (``judge-app --quit-when-ready``, offscreen), with a data folder
holding one damaged file each time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app.userdata import UserData
from judge_app.userfiles import check
from tests.fulldisk import small_filesystem

ROOT = Path(__file__).resolve().parents[2]
GARBAGE = bytes(range(256)) * 64


def _start(data: Path, lang: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_APP_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    if lang:
        (data / "settings.ini").write_text(f"[ui]\nlanguage={lang}\n", encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "judge_app.ui.app", "--quit-when-ready"], capture_output=True,
                          text=True, env=env, timeout=120, check=False)


def _damage(data: Path, what: str) -> str:
    """Damage one file; returns its name."""
    if what == "userdata":
        (data / "userdata.sqlite3").write_bytes(GARBAGE)
        return "userdata.sqlite3"
    if what == "cards":
        (data / "card_library.sqlite3").write_bytes(b"SQLite format 3\x00" + GARBAGE)
        return "card_library.sqlite3"
    if what == "settings":
        (data / "settings.ini").write_bytes(GARBAGE)
        return "settings.ini"
    folder = data / "autosave"
    folder.mkdir()
    (folder / "dead.yaml").write_bytes(b"\xff\xfe" + GARBAGE)
    (folder / "dead.json").write_text(json.dumps({"pid": 999_999_999, "original": None, "title": "x",
                                                  "saved_at": 1.0}), encoding="utf-8")
    return "autosave/dead.yaml"


@pytest.mark.parametrize("what", ["userdata", "cards", "settings", "autosave"])
def test_the_window_starts_with_a_broken_file_moves_it_aside_and_says_so(what: str, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    name = _damage(data, what)
    done = _start(data)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ready" in done.stdout
    broken = data / name
    moved = list(broken.parent.glob(f"{broken.name}.broken-*"))
    assert len(moved) == 1, sorted(p.name for p in broken.parent.iterdir())
    assert "已损坏" in done.stderr and str(moved[0]) in done.stderr, done.stderr[-2000:]
    if what == "userdata":
        assert UserData(data / "userdata.sqlite3").bookmarks() == []  # a fresh, working database


def test_the_notice_is_in_the_ui_language(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    _damage(data, "userdata")
    done = _start(data, lang="en")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "damaged" in done.stderr and "已损坏" not in done.stderr, done.stderr[-2000:]


def test_a_read_only_data_folder_starts_the_window_with_its_bookmarks(tmp_path: Path) -> None:
    with small_filesystem(tmp_path, size_kib=1024) as data:
        db = UserData(data / "userdata.sqlite3")
        db.add_bookmark("eol:2.2.3.4", "x")
        db.close()
        subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)
        done = _start(data)
        assert done.returncode == 0, done.stderr[-2000:]
        assert "只读" in done.stderr and "不会保存" in done.stderr, done.stderr[-2000:]


def test_check_leaves_good_files_alone(tmp_path: Path) -> None:
    db = UserData(tmp_path / "userdata.sqlite3")
    db.add_bookmark("eol:2.2.3.4")
    db.close()
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=zh\n[browser]\nzoom=2\n", encoding="utf-8")
    assert check(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.ini", "userdata.sqlite3"]
