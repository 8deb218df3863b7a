"""``pip install .``: the wheel carries the package data, installs the three commands, and its self-test passes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("ga", "fftcg", "eol", "riftbound", "mtg")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
COPY_IGNORE = shutil.ignore_patterns(".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
                                     ".ruff_cache", ".hypothesis", "results")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from a copy of the checkout, so the build leaves nothing in the work tree."""
    pytest.importorskip("wheel", reason="building a wheel offline needs the build extra: pip install -e .[build]")
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, symlinks=True, ignore=COPY_IGNORE)
    # No build isolation: the venv already has setuptools, and a test must not download anything.
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp / "out")], check=True, capture_output=True, text=True)
    (built,) = (tmp / "out").glob("judge_app-*.whl")
    return built


@pytest.fixture(scope="module")
def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


def test_rule_sources_and_manifests(names: set[str]) -> None:
    for src in sorted((ROOT / "rulesdb" / "sources").iterdir()):
        assert f"rulesdb/sources/{src.name}" in names
    manifests = [n for n in names if n.startswith("rulesdb/sources/") and n.endswith(".txt.json")]
    assert len(manifests) == len(GAMES)
    assert "rulesdb/search/vocabulary.yaml" in names  # the search's judge vocabulary is data, not code
    assert "rulesdb/search/asked/mtg.tsv" in names  # so are the questions each rule answers


def test_translations_and_icons(names: set[str]) -> None:
    for qm in (ROOT / "judge_app" / "i18n").glob("*.qm"):
        assert f"judge_app/i18n/{qm.name}" in names
    for icon in (ROOT / "judge_app" / "resources" / "icons").iterdir():
        assert f"judge_app/resources/icons/{icon.name}" in names
    assert {f"judge_app/resources/icons/app-{n}.png" for n in ICON_SIZES} <= names


def test_example_scenarios(names: set[str]) -> None:
    expected = {f"judge_app/examples/{p.relative_to(ROOT / 'scenarios').as_posix()}"
                for p in (ROOT / "scenarios").glob("*/*.yaml")}
    assert expected
    assert expected <= names
    assert not [n for n in names if "/pending/" in n], "scenarios awaiting an engine fix are not examples"


def test_conformance_tables(names: set[str]) -> None:
    tables = {f"judge_app/conformance/data/{p.relative_to(ROOT / 'judge_app' / 'conformance' / 'data').as_posix()}"
              for p in (ROOT / "judge_app" / "conformance" / "data").glob("*/*.yaml")}
    assert len(tables) == len(GAMES)
    assert tables <= names


def test_commands(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/entry_points.txt"))
        entry_points = zf.read(meta).decode()
    assert "[gui_scripts]\njudge-app = judge_app.ui.app:main" in entry_points
    assert "judge = judge_app.cli:main" in entry_points
    assert "rulesdb = rulesdb.cli:main" in entry_points


def test_installed_wheel_passes_its_self_test(wheel: Path, tmp_path: Path) -> None:
    """Install the wheel alone into a folder (its dependencies come from this venv) and self-test it from there,
    away from the checkout, so every data file must come from the wheel."""
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q", "--target", str(site),
                    str(wheel)], check=True, capture_output=True, text=True)
    for command in ("judge-app", "judge", "rulesdb"):
        assert (site / "bin" / command).is_file()
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}
    code = ("import sys, judge_app; from judge_app.ui import selftest\n"
            f"assert judge_app.__file__.startswith({str(site)!r}), judge_app.__file__\n"
            "sys.exit(selftest.command_line(['--self-test']))")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test: passed" in done.stdout
