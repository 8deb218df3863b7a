"""Measure the bundle for docs/installer.md: size, and process start → usable window.

Every start runs ``judge-app --quit-when-ready`` offscreen and is timed from spawning the process to its "ready"
line (bootloader, imports, window, rulebooks loaded, search warm):

* ``first_start``: the bundle with empty cache and data folders, as a judge's first start (the seed is read);
* ``warm_start``: the bundle again with the same folders;
* ``first_start_no_seed``: the bundle with the seed disabled (``JUDGE_APP_SEED_DIR=``): import and index build;
* ``venv_first_start``: the installed package (``.venv/bin/judge-app``, what ``pip install .`` gives) with empty
  folders: the first-run cache build with its progress dialog;
* ``disk_cold_first_start``: like ``first_start`` after dropping the kernel's page cache, if permitted (root).

Run: ``python installer/measure_bundle.py [DIST_DIR] [-o FILE.json]`` (default dist/judge-app); prints JSON with
medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def start_once(command: list[str], env: dict[str, str]) -> float:
    """Milliseconds from spawning ``command`` to its "ready" line."""
    start = time.perf_counter()
    proc = subprocess.Popen([*command, "--quit-when-ready"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("ready "):
            elapsed = (time.perf_counter() - start) * 1000
            proc.wait(timeout=60)
            return elapsed
    proc.wait(timeout=60)
    raise RuntimeError(f"{command[0]} exited with {proc.returncode} before it was ready")


def _env(tmp: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGE_APP_CACHE_DIR": str(tmp / "cache"),
            "JUDGE_APP_DATA_DIR": str(tmp / "data"), **extra}


def fresh_starts(command: list[str], repeat: int, before: Callable[[], None] | None = None,
                 **extra: str) -> list[float]:
    """Each start with its own empty cache and data folders."""
    times = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            if before is not None:
                before()
            times.append(start_once(command, _env(Path(tmp), **extra)))
    return times


def drop_page_cache() -> None:
    os.sync()
    Path("/proc/sys/vm/drop_caches").write_text("3\n", encoding="ascii")


def summary(times: list[float]) -> dict[str, float | int]:
    return {"runs": len(times), "median_ms": round(statistics.median(times), 1), "min_ms": round(min(times), 1),
            "max_ms": round(max(times), 1)}


def size(bundle: Path) -> dict[str, float | int]:
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "judge-app.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(bundle, arcname="judge-app")
        packed = archive.stat().st_size
    return {"files": len(files), "mb": round(sum(p.stat().st_size for p in files) / 1e6, 1),
            "tar_gz_mb": round(packed / 1e6, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / "judge-app")
    parser.add_argument("-o", "--output", type=Path)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    exe = args.bundle / "judge-app"
    if not exe.is_file():
        print(f"measure_bundle: no bundle at {exe}; run installer/build.sh first", file=sys.stderr)
        return 2
    result: dict[str, object] = {"bundle": str(args.bundle), "size": size(args.bundle)}
    result["first_start"] = summary(fresh_starts([str(exe)], args.repeat))
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp))
        start_once([str(exe)], env)
        result["warm_start"] = summary([start_once([str(exe)], env) for _ in range(args.repeat)])
    result["first_start_no_seed"] = summary(fresh_starts([str(exe)], 3, JUDGE_APP_SEED_DIR=""))
    venv_app = ROOT / ".venv" / "bin" / "judge-app"
    if venv_app.is_file():
        result["venv_first_start"] = summary(fresh_starts([str(venv_app)], 3))
    try:
        result["disk_cold_first_start"] = summary(fresh_starts([str(exe)], 3, before=drop_page_cache))
    except OSError as exc:
        result["disk_cold_first_start"] = f"not measured: cannot drop the page cache ({exc.strerror})"
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if args.output is not None:
        args.output.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
