"""installer/install-desktop-entry.sh: a per-user menu entry and icons, and an uninstall that removes them all."""

from __future__ import annotations

import configparser
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "installer" / "install-desktop-entry.sh"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "PATH": "/usr/bin:/bin"}
    return subprocess.run(["bash", str(SCRIPT), *args], env=env, capture_output=True, text=True, timeout=60)


def _fake_app(tmp_path: Path) -> Path:
    exe = tmp_path / "my apps" / "judge-app"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    return exe


def test_entry_file_is_a_valid_desktop_entry() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(ROOT / "installer" / "judge-app.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "裁判台"
    assert section["Icon"] == "judge-app"
    assert section["Exec"] == "judge-app"
    assert section["Categories"].endswith(";")


def test_install_and_uninstall(tmp_path: Path) -> None:
    exe = _fake_app(tmp_path)
    done = _run(tmp_path, "--exec", str(exe))
    assert done.returncode == 0, done.stderr
    share = tmp_path / "share"
    entry = (share / "applications" / "judge-app.desktop").read_text(encoding="utf-8")
    assert f'Exec="{exe}"' in entry.splitlines()
    assert "Icon=judge-app" in entry.splitlines()
    assert (share / "icons/hicolor/scalable/apps/judge-app.svg").is_file()
    for n in SIZES:
        assert (share / f"icons/hicolor/{n}x{n}/apps/judge-app.png").is_file()

    done = _run(tmp_path, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert not [p for p in share.rglob("*") if p.is_file() and "judge-app" in p.name]


def test_missing_executable_is_a_clear_error(tmp_path: Path) -> None:
    done = _run(tmp_path, "--exec", str(tmp_path / "nowhere"))
    assert done.returncode == 2
    assert "no judge-app executable found" in done.stderr
    assert not (tmp_path / "share").exists()


def test_unknown_argument(tmp_path: Path) -> None:
    done = _run(tmp_path, "--frobnicate")
    assert done.returncode == 2
    assert "unknown argument --frobnicate" in done.stderr
