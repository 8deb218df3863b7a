"""Import time of every shipped rulebook from its raw source, and load time of all five from the disk cache.

Run: ``python -m benchmarks.bench_import`` (writes benchmarks/results/import.json)."""

from __future__ import annotations

import os
import tempfile

from benchmarks.common import summary, time_ms, write
from rulesdb import store
from rulesdb.paths import SOURCES_DIR


def main(repeat: int = 7) -> None:
    with tempfile.TemporaryDirectory() as cache:
        os.environ["JUDGE_APP_CACHE_DIR"] = cache
        books = {}
        per_book = {}
        for game in store.GAMES:
            _manifest, source = store.manifests()[game]
            samples = time_ms(lambda g=game: books.__setitem__(g, store.compile_rulebook(g)), repeat)
            per_book[game] = {
                "source_bytes": source.stat().st_size,
                "rules": len(books[game].rules),
                "glossary": len(books[game].glossary),
                **summary(samples),
            }
        store.load_all(rebuild=True)  # write the cache

        def from_cache() -> None:
            store.clear_memory()
            store.load_all()

        cache_load = summary(time_ms(from_cache, repeat))
    total_rules = sum(b["rules"] for b in per_book.values())
    write(
        "import",
        {
            "corpus": {
                "books": len(per_book),
                "rules": total_rules,
                "source_bytes": sum(f.stat().st_size for f in SOURCES_DIR.glob("*.txt")),
            },
            "import_from_raw": per_book,
            "import_all_from_raw_median_ms": round(sum(b["median_ms"] for b in per_book.values()), 1),
            "load_all_from_cache": cache_load,
        },
    )


if __name__ == "__main__":
    main()
