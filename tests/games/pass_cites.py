"""Reading a game's shipped traces as a judge does: after every action that was not refused, the permissions
that made it legal follow as passed ``check`` steps. Shared by the games' ``test_pass_cites.py``."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import TypeAlias

from judge_app.engine.runner import run
from judge_app.engine.trace import Trace
from judge_app.loading import load_scenario

Seen: TypeAlias = dict[str, list[tuple[str, int, list[list[str]]]]]
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def permissions_after_each_action(trace: Trace) -> dict[int, list[list[str]]]:
    """For each action index that was taken (not refused), the cites of the passed checks written for it."""
    out: dict[int, list[list[str]]] = {}
    steps = trace.steps
    refused = trace.result.stopped_at if trace.result is not None else None
    for i, s in enumerate(steps):
        if s.kind != "action" or s.action is None or s.action == refused:
            continue
        follow = []
        for nxt in steps[i + 1:]:
            if nxt.kind != "check" or nxt.check != "pass":
                break
            follow.append(list(nxt.cites))
        out[s.action] = follow
    return out


def permissions_by_kind(game: str) -> Seen:
    """Every legal action of the game's shipped scenarios, by action kind: (scenario, index, permission cites)."""
    seen: Seen = defaultdict(list)
    for path in sorted((SCENARIOS / game).glob("*.yaml")):
        loaded = load_scenario(path)
        for index, perms in permissions_after_each_action(run(loaded).trace).items():
            seen[loaded.scenario.actions[index].type].append((path.stem, index, perms))
    return seen


def uncited_kind_problem(game: str, kind: str, seen: Seen) -> str | None:
    taken = seen.get(kind)
    if not taken:
        return f"no shipped {game} scenario takes a legal {kind!r} action"
    uncited = [(name, i) for name, i, perms in taken if not any(perms)]
    return f"legal {kind!r} actions with no cited permission: {uncited}" if uncited else None
