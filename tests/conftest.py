"""Test-wide setup: headless Qt and private user-data/cache directories."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep tests away from the real user's data; the compiled-rules cache is shared per session for speed."""
    data = tmp_path_factory.getbasetemp() / "user-data"
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(data))
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "user-cache"))
