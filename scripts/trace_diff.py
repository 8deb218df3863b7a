"""Compare two dumps of every shipped scenario's trace (``/work/briefs/dump_traces.py`` or ``judge trace --json``
per file): what issue 30 allows to differ, and nothing else.

    .venv/bin/python scripts/trace_diff.py BEFORE_DIR AFTER_DIR

Must be identical: the file set, each trace's scenario/game/edition and result, and every step's number, kind,
text, cites, action, check, decisive and reconstructed. Allowed: a change record moved to another step (the whole
sequence of changes, in order, is the same), a change record gaining keys (``index``), a move within its zone
recorded (``before`` = ``after``, ``index`` differs), a step gaining keys (``msg``, ``args``). Prints one line
per difference, then the counts; exit 1 on a difference not allowed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

STEP_KEYS = ("n", "kind", "text", "cites", "action", "reconstructed", "check", "decisive")
CHANGE_KEYS = ("path", "before", "after")


def _changes(trace: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The change records in order; a move within the same zone (recorded for its new place in ``objects``) left
    out: the only records the typed changes add."""
    return [tuple(json.dumps(c.get(k), sort_keys=True) for k in CHANGE_KEYS) for s in trace["steps"]
            for c in s["changes"] if not ("index" in c and c["before"] == c["after"])]


def carried(trace: dict[str, Any]) -> int:
    """Player action steps that carry changes (all of them made before the action)."""
    return sum(1 for s in trace["steps"] if s["kind"] == "action" and s["changes"])


def compare(before: dict[str, Any], after: dict[str, Any]) -> tuple[list[str], int]:
    """(differences not allowed, steps whose changes moved)."""
    bad = [f"{k}: {before.get(k)!r} → {after.get(k)!r}" for k in ("scenario", "game", "edition", "result")
           if before.get(k) != after.get(k)]
    if len(before["steps"]) != len(after["steps"]):
        return [*bad, f"steps: {len(before['steps'])} → {len(after['steps'])}"], 0
    moved = 0
    for b, a in zip(before["steps"], after["steps"], strict=True):
        bad += [f"step {b['n']}.{k}: {b.get(k)!r} → {a.get(k)!r}" for k in STEP_KEYS if b.get(k) != a.get(k)]
        if _changes({"steps": [b]}) != _changes({"steps": [a]}):
            moved += 1
    if _changes(before) != _changes(after):
        bad.append("the sequence of change records differs")
    return bad, moved


def main(argv: list[str]) -> int:
    old, new = Path(argv[0]), Path(argv[1])
    names = sorted({p.name for p in old.glob("*.json")} | {p.name for p in new.glob("*.json")})
    failures = moved_steps = carried_before = carried_after = 0
    for name in names:
        a_text = (old / name).read_text(encoding="utf-8") if (old / name).exists() else None
        b_text = (new / name).read_text(encoding="utf-8") if (new / name).exists() else None
        if a_text is None or b_text is None:
            print(f"{name}: only in {'after' if a_text is None else 'before'}")
            failures += 1
            continue
        try:
            before, after = json.loads(a_text), json.loads(b_text)
        except json.JSONDecodeError:
            if a_text != b_text:
                print(f"{name}: output differs (not a trace)")
                failures += 1
            continue
        bad, moved = compare(before, after)
        moved_steps += moved
        carried_before += carried(before)
        carried_after += carried(after)
        for line in bad:
            print(f"{name}: {line}")
        failures += bool(bad)
    print(f"{len(names)} traces; {failures} with a difference not allowed; {moved_steps} steps whose changes moved; "
          f"action steps carrying changes: {carried_before} → {carried_after}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
