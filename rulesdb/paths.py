"""Where the rules database keeps its files: shipped sources, the user's cache and data directories, and the
read-only seed cache a packaged application may ship."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "judge-app"
SOURCES_DIR = Path(__file__).resolve().parent / "sources"
SEED_DIR_NAME = "seed-cache"


def cache_dir() -> Path:
    """Compiled rulebooks and the search index. ``JUDGE_APP_CACHE_DIR`` overrides (tests, portable installs)."""
    override = os.environ.get("JUDGE_APP_CACHE_DIR")
    path = Path(override) if override else Path(platformdirs.user_cache_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """Bookmarks, history, the rulings log. ``JUDGE_APP_DATA_DIR`` overrides."""
    override = os.environ.get("JUDGE_APP_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path


def seed_dir() -> Path | None:
    """A read-only cache shipped with the application, laid out like :func:`cache_dir`, consulted when the user's
    cache has no entry for a key (so a bundled app's first start skips the import and the index build).

    ``JUDGE_APP_SEED_DIR`` overrides (empty: none); a frozen (PyInstaller) app uses ``seed-cache`` in its bundle.
    """
    override = os.environ.get("JUDGE_APP_SEED_DIR")
    if override is not None:
        path = Path(override) if override else None
    else:
        bundle = getattr(sys, "_MEIPASS", None)
        path = Path(bundle) / SEED_DIR_NAME if bundle else None
    return path if path is not None and path.is_dir() else None
