"""The real database's searcher, built once for the whole search test session (an index build takes seconds)."""

from __future__ import annotations

import pytest

from rulesdb.search import Searcher
from rulesdb.store import database_hash, load_all


@pytest.fixture(scope="session")
def searcher(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
    return Searcher(load_all, database_hash(), tmp_path_factory.mktemp("search-cache"))
