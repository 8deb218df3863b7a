"""Where the rules database keeps its files: shipped sources, the user's cache and data directories."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "judge-app"
SOURCES_DIR = Path(__file__).resolve().parent / "sources"


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
