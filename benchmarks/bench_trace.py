"""Trace time per shipped scenario of every game, per game, for a generated long eol game (≥ 1,000 actions), and
for generated mtg games of 1,000 and 10,000 actions on the same board (is the cost linear in actions?).

    .venv/bin/python -m benchmarks.bench_trace [--runs N] [--actions N] [--same-board 1000,10000]

Writes benchmarks/results/bench_trace.json (and prints it): medians in milliseconds, steps per trace.
Loading/validation is timed separately from tracing. ``games`` summarises each game's corpus (every
``scenarios/<game>/*.yaml``): how many scenarios, the median and slowest of their per-scenario medians.
``same_board`` plays one mtg board (:func:`mtg_board`: 16 creatures and 16 lands in play, a 250-card library
each, 532 objects) for each length; ``ratio`` is the longest game's time per action over the shortest's (1.0 =
linear in actions), ``cpu_ratio`` the same in CPU time, which a shared machine (see ``load_average``) distorts
least. ``peak_memory``: fresh processes tracing / importing the largest scenario and rulebook the limits allow.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import summary, time_ms, write
from judge_app.engine.runner import Loaded, run
from judge_app.engine.serialize import plain_model
from judge_app.engine.table import Table
from judge_app.engine.trace import Trace
from judge_app.games import get_game
from judge_app.loading import load_scenario, validate_data

ROOT = Path(__file__).resolve().parent.parent
PREFERENCE = ["attack", "awaken", "use_skill", "place_minion", "pass"]


def _median_ms(fn: Any, runs: int) -> float:
    return summary(time_ms(fn, runs))["median_ms"]


def long_game_data(actions: int) -> dict[str, Any]:
    """A legal eol game played by a fixed policy (attack heroes, awaken, skills, place, pass) for ``actions``
    moves; heroes have a million life so it does not end first."""
    objects: list[dict[str, Any]] = []
    for pid, element in (("A", "火"), ("B", "水")):
        objects.append({"id": f"{pid}_hero", "owner": pid, "zone": f"{pid}.hero", "types": ["hero"],
                        "stats": {"hp": 1_000_000}, "props": {"element": element}})
        for i in range(max(60, actions // 3)):
            card: dict[str, Any] = {"id": f"{pid}{i:05d}", "owner": pid, "zone": f"{pid}.deck"}
            if i % 3:
                card |= {"types": ["minion"], "cost": 1 + i % 4, "stats": {"attack": 1 + i % 5},
                         "props": {"element": "火草水光暗"[i % 5]}}
            else:
                card |= {"types": ["item"], "cost": 1}
            objects.append(card)
    data: dict[str, Any] = {
        "schema": 1,
        "meta": {"id": "bench-long-game", "title": "generated long game", "game": "eol"},
        "state": {"turn": 1, "first_player": "A", "active_player": "A", "phase": "setup",
                  "players": [{"id": "A"}, {"id": "B"}], "objects": objects},
        "actions": [],
    }
    game = get_game("eol")
    loaded = validate_data(data)
    state = loaded.scenario.state.model_copy(deep=True)
    state.model_post_init(None)
    table = Table(game, state, Trace(scenario="gen", game="eol", edition=game.edition))
    game.start(table)
    chosen: list[Any] = []
    while len(chosen) < actions and state.game_over is None:
        # Only heroes are attacked, so the game runs long instead of ending by an empty minion row.
        legal = [a for a in game.legal_actions(state) if a.type != "attack" or a.target.endswith("_hero")]
        action = min(legal, key=lambda a: PREFERENCE.index(a.type) if a.type in PREFERENCE else 99)
        table.begin_action(len(chosen), action)
        game.apply(table, action)
        chosen.append(action)
    data["actions"] = [plain_model(a) for a in chosen]
    return data


MTG_LIBRARY = 250  # enough draws for 10,000 actions (about 25 actions a turn, one draw a turn)
MTG_PREFERENCE = ["declare_attackers", "declare_blockers", "assign_damage", "pass"]


def mtg_board(library: int = MTG_LIBRARY) -> dict[str, Any]:
    """Eight 2/2 creatures and eight lands in play and a library of lands for each player, a million life each."""
    objects: list[dict[str, Any]] = []
    for pid in "AB":
        objects += [{"id": f"{pid}_bear{i}", "name": "熊", "owner": pid, "zone": f"{pid}.play", "types": ["creature"],
                     "stats": {"power": 2, "toughness": 2}, "props": {"color": "G"}} for i in range(8)]
        objects += [{"id": f"{pid}_forest{i}", "name": "树林", "owner": pid, "zone": f"{pid}.play", "types": ["land"]}
                    for i in range(8)]
        objects += [{"id": f"{pid}_lib{i:05d}", "name": "树林", "owner": pid, "zone": f"{pid}.library",
                     "types": ["land"]} for i in range(library)]
    return {
        "schema": 1,
        "meta": {"id": "bench-same-board", "title": "generated mtg game", "game": "mtg"},
        "state": {"turn": 1, "first_player": "A", "active_player": "A", "phase": "beginning", "step": "untap",
                  "players": [{"id": p, "resources": {"life": 1_000_000}} for p in "AB"], "objects": objects},
        "actions": [],
    }


def _mtg_choice(action: Any) -> tuple[int, int, int]:
    """Attack with everything, never block, otherwise pass: the board stays the same size all game."""
    kind = MTG_PREFERENCE.index(action.type) if action.type in MTG_PREFERENCE else len(MTG_PREFERENCE)
    return kind, -len(getattr(action, "attackers", None) or []), len(getattr(action, "blocks", None) or {})


def long_mtg_game_data(actions: int, library: int = MTG_LIBRARY) -> dict[str, Any]:
    """A legal mtg game of ``actions`` moves on :func:`mtg_board` (no land is played: the board does not grow)."""
    data = mtg_board(library)
    game = get_game("mtg")
    state = validate_data(data).scenario.state.model_copy(deep=True)
    state.model_post_init(None)
    table = Table(game, state, Trace(scenario="gen", game="mtg", edition=game.edition))
    game.start(table)
    chosen: list[Any] = []
    while len(chosen) < actions and state.game_over is None:
        action = min((a for a in game.legal_actions(state) if a.type != "play_land"), key=_mtg_choice)
        table.begin_action(len(chosen), action)
        game.apply(table, action)
        chosen.append(action)
    data["actions"] = [plain_model(a) for a in chosen]
    return data


def same_board(lengths: list[int], runs: int) -> dict[str, Any]:
    """Trace time of mtg games of each length on the one board: median ms, ms per action, and the ratio."""
    rows: dict[str, Any] = {}
    for n in lengths:
        loaded = validate_data(long_mtg_game_data(n))
        result = run(loaded)
        cpu_start = time.process_time()
        timing = summary(time_ms(lambda loaded=loaded: run(loaded), runs))
        cpu_ms = (time.process_time() - cpu_start) * 1000 / runs  # CPU time: what a shared machine distorts least
        rows[str(n)] = {"actions": len(loaded.scenario.actions), "objects": len(loaded.scenario.state.objects),
                        "steps": len(result.trace.steps), "trace": timing, "cpu_ms": round(cpu_ms, 1),
                        "ms_per_action": round(timing["median_ms"] / max(1, len(loaded.scenario.actions)), 3),
                        "cpu_ms_per_action": round(cpu_ms / max(1, len(loaded.scenario.actions)), 3)}
    per_action = [rows[str(n)]["ms_per_action"] for n in lengths]
    cpu = [rows[str(n)]["cpu_ms_per_action"] for n in lengths]
    return {"board": "mtg_board()", "games": rows, "ratio": round(per_action[-1] / max(per_action[0], 1e-9), 2),
            "cpu_ratio": round(cpu[-1] / max(cpu[0], 1e-9), 2), "load_average": [round(x, 2) for x in os.getloadavg()]}


# Runs a module as ``python -m`` would and, at exit, prints the process's peak resident memory (KiB) last: the
# high-water mark of its own memory (VmHWM), not getrusage's ru_maxrss, which on Linux keeps the parent's size
# across the fork and exec (the benchmark's own 400 MB showed as every child's peak).
_PEAK = ("import atexit, re, resource, runpy, sys\n"
         "def peak():\n"
         "    try:\n"
         "        return re.search(r'VmHWM:\\s*(\\d+)', open('/proc/self/status').read()).group(1)\n"
         "    except OSError:\n"
         "        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
         "atexit.register(lambda: print('peak_kib', peak(), file=sys.stderr))\n"
         "module = sys.argv[1]; sys.argv = [module, *sys.argv[2:]]\n"
         "runpy.run_module(module, run_name='__main__', alter_sys=True)\n")


def peak_memory() -> dict[str, Any]:
    """Peak resident memory (MiB) of a fresh process for the largest scenario and rulebook the limits allow:
    ``judge trace --json`` of an mtg game of MAX_OBJECTS objects and MAX_ACTIONS actions, and ``rulesdb import``
    (stored, into a temporary data folder) of a generated rulebook of MAX_RULEBOOK_LINES numbered lines, 100
    sections of 399 rules (just under MAX_RULEBOOK_BYTES): a well-formed book, so it imports with no finding."""
    from judge_app.engine import limits
    from judge_app.engine.yamlio import dump_text
    from rulesdb.external import MAX_RULEBOOK_BYTES, MAX_RULEBOOK_LINES

    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        scenario = Path(tmp) / "largest.yaml"
        library = (limits.MAX_OBJECTS - 32) // 2
        scenario.write_text(dump_text(long_mtg_game_data(limits.MAX_ACTIONS, library)), encoding="utf-8")
        rulebook = Path(tmp) / "largest.txt"
        per_section = MAX_RULEBOOK_LINES // 100 - 1
        rule = "条规则:回合开始时,主动牌手重置其永久物,然后抓一张牌。"
        lines = [line for s in range(100) for line in
                 [f"{100 + s}. 第 {s} 节\n"]
                 + [f"{100 + s}.{i + 1}. 第 {s * per_section + i} {rule}\n" for i in range(per_section)]]
        rulebook.write_text("".join(lines), encoding="utf-8")
        for name, argv, size in [
            ("scenario", ["judge_app.cli", "trace", "--json", str(scenario)], scenario.stat().st_size),
            ("rulebook", ["rulesdb.cli", "import", str(rulebook), "--game", "big", "--edition", "e1"],
             rulebook.stat().st_size),
        ]:
            started = time.perf_counter()
            env = {**os.environ, "JUDGE_APP_DATA_DIR": str(Path(tmp) / "data"),
                   "JUDGE_APP_CACHE_DIR": str(Path(tmp) / "cache")}
            proc = subprocess.run([sys.executable, "-c", _PEAK, *argv], capture_output=True, text=True, check=False,
                                  cwd=ROOT, env=env)
            out[name] = {"bytes": size, "exit": proc.returncode, "seconds": round(time.perf_counter() - started, 2),
                         "peak_mib": round(int(proc.stderr.strip().splitlines()[-1].split()[-1]) / 1024, 1)}
    out["limits"] = {"objects": limits.MAX_OBJECTS, "actions": limits.MAX_ACTIONS,
                     "rulebook_lines": MAX_RULEBOOK_LINES, "rulebook_bytes": MAX_RULEBOOK_BYTES}
    return out


def per_game(scenarios: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each game's corpus: scenario count, median and slowest per-scenario trace/load medians, median steps."""
    out: dict[str, dict[str, Any]] = {}
    for game in sorted({s["game"] for s in scenarios.values()}):
        rows = {k: s for k, s in scenarios.items() if s["game"] == game}
        trace = [s["trace_ms"] for s in rows.values()]
        slowest = max(rows, key=lambda k: rows[k]["trace_ms"])
        out[game] = {
            "scenarios": len(rows),
            "median_trace_ms": round(statistics.median(trace), 3),
            "max_trace_ms": rows[slowest]["trace_ms"],
            "slowest": slowest,
            "median_load_ms": round(statistics.median(s["load_ms"] for s in rows.values()), 3),
            "median_steps": statistics.median(s["steps"] for s in rows.values()),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--actions", type=int, default=1000)
    p.add_argument("--same-board", default="1000,10000", help="mtg game lengths on one board (comma-separated)")
    p.add_argument("--peak", action=argparse.BooleanOptionalAction, default=True,
                   help="peak memory of the largest scenario and rulebook the limits allow (separate processes)")
    args = p.parse_args(argv if argv is not None else [])
    report: dict[str, Any] = {"runs": args.runs, "scenarios": {}}
    for path in sorted((ROOT / "scenarios").glob("*/*.yaml")):
        loaded = load_scenario(path)
        steps = len(run(loaded).trace.steps)
        report["scenarios"][f"{path.parent.name}/{path.stem}"] = {
            "game": loaded.game.id,
            "load_ms": _median_ms(lambda path=path: load_scenario(path), args.runs),
            "trace_ms": _median_ms(lambda loaded=loaded: run(loaded), args.runs),
            "steps": steps,
        }
    report["games"] = per_game(report["scenarios"])
    data = long_game_data(args.actions)
    loaded: Loaded = validate_data(data)
    result = run(loaded)
    long_runs = summary(time_ms(lambda: run(loaded), max(1, args.runs // 2)))
    trace_ms = long_runs["median_ms"]
    report["long_game"] = {
        "actions": len(loaded.scenario.actions),
        "objects": len(loaded.scenario.state.objects),
        "steps": len(result.trace.steps),
        "outcome": result.trace.result.outcome if result.trace.result else None,
        "validate_ms": _median_ms(lambda: validate_data(data), max(1, args.runs // 2)),
        "trace": long_runs,
        "ms_per_action": round(trace_ms / max(1, len(loaded.scenario.actions)), 3),
        "deterministic": result.trace.to_json() == run(loaded).trace.to_json(),
    }
    lengths = [int(n) for n in args.same_board.split(",") if n]
    if lengths:
        report["same_board"] = same_board(lengths, max(1, args.runs // 4))
    if args.peak:
        report["peak_memory"] = peak_memory()
    write("bench_trace", report)
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
