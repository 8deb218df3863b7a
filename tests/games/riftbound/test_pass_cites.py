"""Every riftbound action kind cites at least one rule when it is legal (issue 15: "why may he?").

Each shipped scenario's trace is read as a judge reads it: after every action that was not refused, the
permissions that made it legal follow as passed ``check`` steps, and at least one of them cites a rule.
Every action kind of the game must be exercised somewhere, so the test fails if a kind goes uncited or
untested. ``inspect`` is exempt: it is the judge looking at a card, not a game action (nothing to permit).
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import TypeAlias

import pytest

from judge_app.engine.runner import run
from judge_app.engine.trace import Trace
from judge_app.games.riftbound.model import ACTION_TYPES
from judge_app.loading import load_scenario

GAME = "riftbound"
EXEMPT = {"inspect"}
Seen: TypeAlias = dict[str, list[tuple[str, int, list[list[str]]]]]
FILES = sorted((Path(__file__).resolve().parents[3] / "scenarios" / GAME).glob("*.yaml"))


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


def collect() -> Seen:
    seen: dict[str, list[tuple[str, int, list[list[str]]]]] = defaultdict(list)
    for path in FILES:
        loaded = load_scenario(path)
        trace = run(loaded).trace
        for index, perms in permissions_after_each_action(trace).items():
            seen[loaded.scenario.actions[index].type].append((path.stem, index, perms))
    return seen


@pytest.fixture(scope="module")
def seen() -> Seen:
    return collect()


@pytest.mark.parametrize("kind", [a.model_fields["type"].default for a in ACTION_TYPES])
def test_every_legal_action_kind_cites_a_rule(kind: str, seen: Seen) -> None:
    if kind in EXEMPT:
        pytest.skip("not a game action: nothing to permit")
    taken = seen.get(kind)
    assert taken, f"no shipped {GAME} scenario takes a legal {kind!r} action"
    uncited = [(name, i) for name, i, perms in taken if not any(perms)]
    assert not uncited, f"legal {kind!r} actions with no cited permission: {uncited}"
