"""Editions: import of two full Comprehensive Rules editions (≈2,600 numbered rules each), the diff between them,
and loading a stored edition; time (medians) and memory (tracemalloc peak of one run, and the process's RSS).

Run: ``python -m benchmarks.bench_editions`` (writes benchmarks/results/editions.json). The goal for the diff of
two full editions is ≤ 2 s. Needs ``shared/external`` (the 2022-02-18 and 2022-04-29 English CR) beside the checkout.
"""

from __future__ import annotations

import os
import resource
import tempfile
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from benchmarks.common import summary, time_ms, write
from rulesdb import editions
from rulesdb.diff import diff_books

DIFF_GOAL_MS = 2000.0


def _external() -> Path:
    for parent in Path(__file__).resolve().parents:
        if (parent / "shared" / "external").is_dir():
            return parent / "shared" / "external"
    raise SystemExit("shared/external not found beside the checkout")


def _peak_mib(fn: Callable[[], object]) -> float:
    tracemalloc.start()
    try:
        fn()
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return round(peak / 2**20, 1)


def main(repeat: int = 5) -> None:
    ext = _external()
    old_path, new_path = ext / "MagicCompRules-20220218.txt", ext / "MagicCompRules-20220429.txt"
    with tempfile.TemporaryDirectory() as data:
        os.environ["JUDGE_APP_DATA_DIR"] = data
        books = {}

        def compile_one(label: str, path: Path) -> None:
            books[label] = editions.compile_bytes(path.read_bytes(), "mtg", label, "generic", path.name)

        imports = {}
        for label, path in (("2022-02-18", old_path), ("2022-04-29", new_path)):
            samples = time_ms(lambda label=label, path=path: compile_one(label, path), repeat)
            imports[label] = {"rules": len(books[label].rules), "glossary": len(books[label].glossary),
                              "source_bytes": path.stat().st_size, **summary(samples),
                              "peak_mib": _peak_mib(lambda label=label, path=path: compile_one(label, path))}
        store_samples = time_ms(lambda: editions.import_edition(new_path, "mtg", "2022-04-29"), repeat)

        def load_stored() -> None:
            editions._loaded.clear()
            editions.load_edition("mtg", "2022-04-29")

        load_samples = time_ms(load_stored, repeat)
        old, new = books["2022-02-18"], books["2022-04-29"]
        result = diff_books(old, new)
        diff_samples = time_ms(lambda: diff_books(old, new), repeat)
        diff_summary = summary(diff_samples)
        # Worst case: nothing in common (the 2003 Chinese forum edition against the 2022 English one), so every
        # rule is searched for an edited counterpart.
        shipped = editions.load_edition("mtg", "2003-legions")
        worst = summary(time_ms(lambda: diff_books(shipped, new), repeat))
        render = {
            "text": summary(time_ms(result.to_text, repeat)),
            "json": summary(time_ms(result.to_json, repeat)),
            "html": summary(time_ms(result.to_html, repeat)),
        }
        write(
            "editions",
            {
                "import": imports,
                "import_and_store_2022-04-29": summary(store_samples),
                "load_stored_edition": summary(load_samples),
                "diff_2022-02-18_to_2022-04-29": {
                    **diff_summary,
                    "peak_mib": _peak_mib(lambda: diff_books(old, new)),
                    "goal_ms": DIFF_GOAL_MS,
                    "meets_goal": diff_summary["median_ms"] <= DIFF_GOAL_MS,
                    "summary": result.summary(),
                },
                "diff_worst_case_2003-legions_to_2022-04-29": worst,
                "render": render,
                "max_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            },
        )


if __name__ == "__main__":
    main()
