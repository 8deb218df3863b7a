"""The PyInstaller bundle: built from scratch into a temporary folder, its --self-test run as a first start
(empty cache and data folders, no display) by installer/bundle-test.sh, then its contents checked.

About 40 s here (seed 7 s, PyInstaller 30 s, self-test 3 s), so CI runs it; it needs the build extra."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    pytest.importorskip("PyInstaller", reason="the bundle needs the build extra: pip install -e .[build]")
    tmp = tmp_path_factory.mktemp("bundle")
    env = {**os.environ, "JUDGE_APP_DIST": str(tmp / "dist"), "JUDGE_APP_WORK": str(tmp / "work")}
    done = subprocess.run(["bash", str(ROOT / "installer" / "bundle-test.sh"), "--no-install"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    return tmp / "dist" / "judge-app", done.stdout


def test_bundle_self_test_passes_on_a_first_start(bundle: tuple[Path, str]) -> None:
    _path, out = bundle
    assert "self-test: passed (5 checks)" in out
    assert "bundle-test: passed" in out
    assert "from the user or seed cache" in out  # nothing was built: the seed matched


def test_bundle_contents(bundle: tuple[Path, str]) -> None:
    path, _out = bundle
    internal = path / "_internal"
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for needed in ("platforms/libqoffscreen.so", "platforms/libqxcb.so", "imageformats/libqsvg.so",
                   "iconengines/libqsvgicon.so"):
        assert (plugins / needed).is_file(), needed
    assert (internal / "jieba" / "dict.txt").is_file()  # a forced rebuild of the index needs the full dictionary
    assert list((internal / "opencc").rglob("*.ocd2"))
    assert len(list((internal / "seed-cache" / "rules").glob("*.json"))) == 5
    assert len([p for p in (internal / "seed-cache" / "search").iterdir() if p.is_dir()]) == 1
    assert len(list((internal / "rulesdb" / "sources").glob("*.txt.json"))) == 5
    assert list((internal / "judge_app" / "examples").glob("*/*.yaml"))
    assert (internal / "judge_app" / "i18n" / "judge_app_en.qm").is_file()
    for script in ("install-desktop-entry.sh", "judge-app.desktop"):
        assert (path / script).is_file()
    # issue 20: the small ICU data library (installer/icu_subset.py) and the exclusions of judge-app.spec
    for icu in (internal / "PySide6" / "Qt" / "lib").glob("libicudata.so.*"):
        assert icu.stat().st_size < 8_000_000, icu  # the wheel's is 32 MB
    for gone in ("libcrypto.so.3", "libssl.so.3", "libgio-2.0.so.0", "libkrb5.so.3", "libreadline.so.8",
                 "jieba/finalseg/prob_emit.p"):
        assert not (internal / gone).exists(), gone


def test_bundle_rebuilds_the_index_without_the_seed(bundle: tuple[Path, str], tmp_path: Path) -> None:
    """With the seed disabled the bundle imports the rulebooks and builds the index itself: the path a changed
    rulebook takes. It needs what the exclusions must not take away (jieba's dictionary, pypinyin, OpenCC)."""
    path, _out = bundle
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(JUDGE_APP_SEED_DIR="", JUDGE_APP_CACHE_DIR=str(tmp_path / "cache"),
               JUDGE_APP_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([str(path / "judge-app"), "--self-test"], capture_output=True, text=True, env=env,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "cache files)" in done.stdout and "self-test: passed (5 checks)" in done.stdout


def test_bundle_version(bundle: tuple[Path, str]) -> None:
    from importlib.metadata import version

    path, _out = bundle
    done = subprocess.run([str(path / "judge-app"), "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() == f"judge-app {version('judge-app')}"
