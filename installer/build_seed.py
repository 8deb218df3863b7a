"""Build the read-only seed cache the desktop bundle ships (see ``rulesdb.paths.seed_dir``).

``python installer/build_seed.py DIR`` compiles the five rulebooks and the search index into ``DIR`` with the very
code the bundle will run, so the cache keys match and the bundle's first start needs no import and no index build.
Only what the app reads is kept: ``rules/*.json`` and the one ``search/<key>/`` index (not jieba's own
dictionary cache or the build lock).
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path


def build(target: Path) -> Path:
    """Fill the empty ``target``; returns the index directory."""
    os.environ["JUDGE_APP_CACHE_DIR"] = str(target)
    os.environ["JUDGE_APP_SEED_DIR"] = ""  # build from the sources, never from another seed

    from rulesdb.search import default_searcher
    from rulesdb.store import load_all

    load_all()
    searcher = default_searcher()
    searcher.warm_up()
    index = searcher.index_path
    searcher.close()
    for entry in (target / "search").iterdir():
        if entry != index:
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    return index


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: build_seed.py DIR", file=sys.stderr)
        return 2
    target = Path(argv[1])
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    start = time.perf_counter()
    index = build(target)
    size = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
    books = len(list((target / "rules").glob("*.json")))
    print(f"seed cache: {books} rulebooks and index {index.name} in {target}, "
          f"{size / 1e6:.1f} MB, {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
