"""Trace time per shipped scenario of every game, per game, and for a generated long eol game (≥ 1,000 actions).

    .venv/bin/python -m benchmarks.bench_trace [--runs N] [--actions N]

Writes benchmarks/results/bench_trace.json (and prints it): medians in milliseconds, steps per trace.
Loading/validation is timed separately from tracing. ``games`` summarises each game's corpus (every
``scenarios/<game>/*.yaml``): how many scenarios, the median and slowest of their per-scenario medians.
"""

from __future__ import annotations

import argparse
import statistics
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
    write("bench_trace", report)
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
