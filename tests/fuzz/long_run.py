"""The long fuzz run (``make fuzz``): fresh randomness, crashes counted by signature instead of stopping.

    python -m tests.fuzz.long_run --runs 100000 --every 10000

Prints one line per ``--every`` runs (runs so far, crashes so far) and, at the end, each crash signature
(exception type and the innermost project frame) with its count and one example traceback. Exit 1 if any.
SIGINT or SIGTERM (a time-boxed run) ends the whole run after the summary of the target under way; the later
targets are not started, and the exit is 2 when nothing crashed (stopped, not finished).
For the scenario targets every input is a validate/trace agreement check (``tests.fuzz.mutate.Disagreement``);
the summary says how many were refused at load and how many the loader accepted and the trace ran through.
"""

from __future__ import annotations

import argparse
import collections
import re
import signal
import sys
import traceback
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from judge_app.engine.yamlio import dump_text
from tests.fuzz.mutate import (
    NOTES_BASE,
    RULEBOOK_SAMPLE,
    SCENARIOS,
    Disagreement,
    exercise_import,
    exercise_notes,
    exercise_scenario_data,
    exercise_scenario_plain,
    mutated_bytes,
    mutated_data,
    scenario_data,
)

TARGETS: dict[str, tuple[Any, Callable[[Any], object]]] = {
    "scenario": (st.sampled_from(SCENARIOS).flatmap(lambda p: mutated_data(scenario_data(p))), exercise_scenario_plain),
    "scenario-text": (st.sampled_from(SCENARIOS).flatmap(lambda p: mutated_data(scenario_data(p))),
                      exercise_scenario_data),
    "notes": (st.one_of(mutated_bytes(dump_text(NOTES_BASE).encode()),
                        mutated_data(NOTES_BASE).map(lambda d: dump_text(d).encode())), exercise_notes),
    "import": (mutated_bytes(RULEBOOK_SAMPLE), exercise_import),
}


def signature(exc: BaseException) -> str:
    if isinstance(exc, Disagreement):  # raised in the fuzzer itself: the field the trace refused says where
        return "Disagreement: " + re.sub(r"\d+", "N", str(exc).splitlines()[0])[:140]
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/judge_app/" in f.filename
              or "/rulesdb/" in f.filename]
    where = f"{frames[-1].filename.split('/')[-2]}/{frames[-1].filename.split('/')[-1]}:{frames[-1].lineno}" \
        if frames else "?"
    return f"{type(exc).__name__} at {where}"


class Stopped(Exception):
    """SIGINT/SIGTERM: the whole run ends after the summary of the target under way (not only that target)."""


def fuzz(target: str, runs: int, every: int) -> collections.Counter[str]:
    strategy, exercise = TARGETS[target]
    crashes: collections.Counter[str] = collections.Counter()
    outcomes: collections.Counter[str] = collections.Counter()
    examples: dict[str, str] = {}
    done = 0

    @settings(max_examples=runs, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(value=strategy)
    def one(value: Any) -> None:
        nonlocal done
        done += 1
        try:
            outcomes[str(exercise(value) or "ran")] += 1
        except Exception as exc:  # counted, not raised: the run goes on to find every kind of crash
            sig = signature(exc)
            crashes[sig] += 1
            examples.setdefault(sig, traceback.format_exc(limit=-12))
        if done % every == 0:
            print(f"{target}: {done} runs, {sum(crashes.values())} crashes", flush=True)

    stopped = False
    try:
        one()
    except KeyboardInterrupt:  # SIGINT/SIGTERM (a time-boxed run): report what was found so far
        print(f"{target}: stopped", flush=True)
        stopped = True
    print(f"{target}: {done} runs in total, {sum(crashes.values())} crashes; "
          + ", ".join(f"{k} {n}" for k, n in sorted(outcomes.items())), flush=True)
    if target.startswith("scenario"):
        agreed = outcomes["refused"] + outcomes["traced"]
        print(f"{target}: validate/trace agreement checked for {agreed + crashes_of(crashes, 'Disagreement')} "
              f"inputs, {crashes_of(crashes, 'Disagreement')} disagreements", flush=True)
    for sig, n in crashes.most_common():
        print(f"  {n:6} × {sig}\n" + "".join("      " + line for line in examples[sig].splitlines(True)))
    if stopped:
        raise Stopped(sum(crashes.values()))
    return crashes


def crashes_of(crashes: collections.Counter[str], kind: str) -> int:
    return sum(n for sig, n in crashes.items() if sig.startswith(kind))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=100_000, help="mutated inputs per target")
    p.add_argument("--every", type=int, default=10_000, help="progress line every N runs")
    p.add_argument("--target", choices=sorted(TARGETS), action="append",
                   help="default: scenario, notes, import (scenario-text adds the slower YAML text round trip)")
    p.add_argument("--max-memory-mb", type=int, default=0,
                   help="cap the address space: an input that makes memory explode becomes a MemoryError crash "
                        "with its place, instead of a machine swapping")
    args = p.parse_args(argv)
    if args.max_memory_mb:
        import resource

        limit = args.max_memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    total = 0
    for target in args.target or ["scenario", "notes", "import"]:
        try:
            total += sum(fuzz(target, args.runs, args.every).values())
        except Stopped as stop:  # a stopped run is not a finished one: the later targets are not started
            return 1 if total + stop.args[0] else 2
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
