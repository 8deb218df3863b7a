"""Temporary files and work folders are cleaned at exit and at the next start (issue 34: 34 MB of leftovers after
30 kills). A write ended by SIGTERM removes its temporary file; what a SIGKILL left in the app's own cache and
data folders — stale temporary files, work folders of dead processes — goes at the next start of any tool, while
a fresh one (a write under way in another process) stays."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rulesdb import cli as rulesdb_cli
from rulesdb.fsutil import STALE_SECONDS

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml"


def test_the_next_start_sweeps_what_killed_runs_left(tmp_path: Path, monkeypatch: object) -> None:
    cache, data = tmp_path / "cache", tmp_path / "data"
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(cache))  # type: ignore[attr-defined]
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(data))  # type: ignore[attr-defined]
    stale = cache / "rules" / ".eol-0123.json.ab12cd.tmp"
    fresh = cache / "rules" / ".eol-0123.json.ef34gh.tmp"
    dead = data / "editions" / "mtg" / ".new-e1-999999999"
    for path in (stale, fresh):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x" * 1000)
    dead.mkdir(parents=True)
    (dead / "book.json").write_text("{}", encoding="utf-8")
    old = time.time() - STALE_SECONDS - 60
    os.utime(stale, (old, old))
    assert rulesdb_cli.main(["editions", "eol"]) == 0
    assert not stale.exists() and not dead.exists()
    assert fresh.exists()  # maybe another process's write under way


def test_sigterm_during_a_report_leaves_no_temporary_file(tmp_path: Path) -> None:
    out = tmp_path / "ruling.pdf"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    for delay in (1.0, 2.0, 3.0):
        proc = subprocess.Popen([sys.executable, "-m", "judge_app.cli", "report", str(SCENARIO), "-o", str(out),
                                 "--no-log"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(delay)
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=60)
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == [], f"after {delay} s"
