"""Time from process start to a usable main window (rulebooks loaded, search warm), cold and warm cache.

Each run starts ``python -m judge_app.ui.app --quit-when-ready`` offscreen with private cache and data
directories and measures wall time from spawning the process to its "ready" line, so interpreter start-up,
imports, window creation, loading and the search warm-up all count. Goal: warm median ≤ 1.5 s.

Run: ``python -m benchmarks.bench_startup`` (writes benchmarks/results/startup.json).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import summary, write

ROOT = Path(__file__).resolve().parents[1]
GOAL_MS = 1500


def _start_once(env: dict[str, str]) -> tuple[float, float]:
    """(wall ms from spawn to ready, ms the app itself reports since its first import)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "judge_app.ui.app", "--quit-when-ready"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("ready "):
            wall = (time.perf_counter() - start) * 1000
            inside = float(line.split()[1]) * 1000
            proc.wait(timeout=30)
            return wall, inside
    proc.wait(timeout=30)
    raise RuntimeError(f"judge-app exited with {proc.returncode} before it was ready")


def main(repeat: int = 7) -> None:
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGE_APP_CACHE_DIR": cache,
               "JUDGE_APP_DATA_DIR": data}
        cold_wall, cold_inside = _start_once(env)  # imports every book and builds the index
        warm = [_start_once(env) for _ in range(repeat)]
    warm_wall = summary([w for w, _ in warm])
    write(
        "startup",
        {
            "goal_ms": GOAL_MS,
            "cold_cache": {"wall_ms": round(cold_wall, 1), "in_app_ms": round(cold_inside, 1)},
            "warm_cache": {**warm_wall, "in_app": summary([i for _, i in warm])},
            "meets_goal": warm_wall["median_ms"] <= GOAL_MS,
        },
    )


if __name__ == "__main__":
    main()
