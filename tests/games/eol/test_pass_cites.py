"""Every eol action kind cites at least one rule when it is legal (issue 15: "why may he?").

Each shipped scenario's trace is read as a judge reads it: after every action that was not refused, the
permissions that made it legal follow as passed ``check`` steps, and at least one of them cites a rule.
Every action kind of the game must be exercised somewhere, so the test fails if a kind goes uncited or
"""

from __future__ import annotations

import pytest

from judge_app.games.eol.model import ACTION_TYPES
from tests.games.pass_cites import Seen, permissions_by_kind, uncited_kind_problem

GAME = "eol"
EXEMPT: set[str] = set()


@pytest.fixture(scope="module")
def seen() -> Seen:
    return permissions_by_kind(GAME)


@pytest.mark.parametrize("kind", [a.model_fields["type"].default for a in ACTION_TYPES])
def test_every_legal_action_kind_cites_a_rule(kind: str, seen: Seen) -> None:
    if kind in EXEMPT:
        pytest.skip("not a game action: nothing to permit")
    problem = uncited_kind_problem(GAME, kind, seen)
    assert problem is None, problem
