"""Issue 15: every mtg action kind cites at least one rule when it succeeds — on its permission (a passed
check) or on what it does. Each kind is taken from a shipped scenario where it is legal (and concede from a
minimal one); the test fails if any kind is missing or cites nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.runner import run
from judge_app.games.mtg.model import ACTION_TYPES
from judge_app.loading import load_scenario, loads_scenario

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "mtg"
KINDS = sorted(a.model_fields["type"].default for a in ACTION_TYPES)

CONCEDE = """schema: 1
meta: {id: t, title: t, game: mtg}
state:
  turn: 5
  first_player: A
  active_player: A
  phase: main1
  players:
  - {id: A, resources: {life: 20}}
  - {id: B, resources: {life: 20}}
actions:
- {type: concede, player: B}
"""


def _successes() -> dict[str, list[tuple[str, list[str], list[str]]]]:
    """kind → [(scenario, permissions' cites, cites of everything the action did)] for each legal use."""
    found: dict[str, list[tuple[str, list[str], list[str]]]] = {}
    loaded = [(p.stem, load_scenario(p)) for p in sorted(ROOT.glob("*.yaml"))]
    loaded.append(("concede", loads_scenario(CONCEDE)))
    for name, sc in loaded:
        result = run(sc)
        assert result.trace.result is not None
        for i, action in enumerate(sc.scenario.actions):
            steps = [s for s in result.trace.steps if s.action == i and s.kind != "action"]
            if not steps or result.trace.result.stopped_at == i:
                continue  # not reached, or refused
            passed = [c for s in steps if s.check == "pass" for c in s.cites]
            done = [c for s in steps for c in s.cites]
            found.setdefault(action.type, []).append((name, passed, done))
    return found


SUCCESSES = _successes()


@pytest.mark.parametrize("kind", KINDS)
def test_every_action_kind_cites_a_rule_when_it_succeeds(kind: str) -> None:
    uses = SUCCESSES.get(kind)
    assert uses, f"no legal use of {kind!r} in the mtg scenarios"
    for name, _passed, done in uses:
        assert done, f"{kind} in {name} cites no rule"


@pytest.mark.parametrize("kind", ["cast", "activate", "play_land", "activate_mana", "declare_attackers",
                                  "declare_blockers", "assign_damage", "pass", "concede", "turn_face_up"])
def test_permission_is_cited_on_the_pass_path(kind: str) -> None:
    uses = SUCCESSES.get(kind, [])
    assert uses
    assert any(passed for _name, passed, _done in uses)
    for name, passed, _done in uses:
        if kind in ("declare_attackers", "declare_blockers") and not passed:
            continue  # an empty or cancelled declaration: its steps cite 308.x/309.x (checked above)
        assert passed, f"{kind} in {name}: no passed check cites why it is allowed"
