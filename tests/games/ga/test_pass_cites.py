"""Issue 15 for ga: every action kind cites at least one rule when it succeeds, the trace never borrows a
rule that does not apply, and illegal choices are refused rather than replaced."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from judge_app.engine.runner import run
from judge_app.games.ga import messages as M
from judge_app.games.ga.model import ACTION_TYPES
from judge_app.loading import load_scenario
from tests.games.wording import args_of, said, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "ga"
KINDS = [a.model_fields["type"].default for a in ACTION_TYPES]


def _runs() -> list:
    return [(p.stem, load_scenario(p), run(load_scenario(p))) for p in sorted(ROOT.glob("*.yaml"))]


RUNS = _runs()


def _permissions() -> dict[str, list[str]]:
    """Action type → rules cited by the passed checks written right after each legal action of that type."""
    found: dict[str, list[str]] = defaultdict(list)
    for _name, loaded, result in RUNS:
        steps = result.trace.steps
        for i, s in enumerate(steps):
            if s.kind != "action" or s.action is None:
                continue
            kind = loaded.scenario.actions[s.action].type
            for nxt in steps[i + 1:]:
                if nxt.kind != "check" or nxt.check != "pass":
                    break
                found[kind] += nxt.cites
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_every_action_kind_cites_its_permission(kind: str) -> None:
    permissions = _permissions()
    assert permissions.get(kind), f"a legal {kind} cites no rule that allows it"


def test_action_damage_does_not_cite_the_ally_power_rule() -> None:
    """2.9.0.4 is how an ally's power becomes its attack damage; an action's damage is 2.9.0.11.2 / 2.9.0.12."""
    result = next(r for n, _l, r in RUNS if n == "action-damage-survives")
    hit = next(s for s in result.trace.steps
               if says(s, M.NON_ATTACK_DAMAGE_KIND) and (args_of(s, M.DAMAGE_DEALT) or {}).get("amount") == 2)
    assert "ga:2.9.0.4" not in hit.cites and "ga:2.9.0.4.1" not in hit.cites
    assert {"ga:2.9.0.11.2", "ga:2.9.0.12"} <= set(hit.cites)


def test_owner_controlled_moves_do_not_cite_the_not_controlled_by_owner_rules() -> None:
    for name, loaded, result in RUNS:
        stolen = {o.id for o in loaded.scenario.state.objects if o.controller != o.owner}
        for s in result.trace.steps:
            moved = args_of(s, M.DESTROYED) or args_of(s, M.BANISHED)  # into its owner's graveyard or banishment
            if moved is not None and not any(i in moved["card"] for i in stolen):
                assert "ga:2.1.6.3.1" not in s.cites and "ga:2.1.7.2.1" not in s.cites, (name, s.text)


def test_a_card_not_controlled_by_its_owner_cites_the_owner_sub_rule() -> None:
    result = next(r for n, _l, r in RUNS if n == "stolen-ally-to-owners-graveyard")
    died = next(s for s in result.trace.steps if "a_wolf" in (args_of(s, M.DESTROYED) or {}).get("card", ""))
    assert "ga:2.1.6.3.1" in died.cites and "ga:2.1.6.3" not in died.cites


def test_start_of_phase_triggers_fire_once_per_source_for_both_players() -> None:
    result = next(r for n, _l, r in RUNS if n == "phase-start-triggers-both-players")
    triggered = [s for s in result.trace.steps if s.kind == "trigger"]
    assert len(triggered) == 2  # 警鐘 and 晚鐘 once each, not once per card on the field; 號角 not at all
    assert [i.source for i in result.state.stack] == ["a_bell", "b_bell"]  # turn player's first: resolves last
    assert any(s.check == "nothing" and "號角" in (args_of(s, M.NOT_TRIGGERED_PHASE) or {}).get("source", "")
               and "ga:2.4.2.2.3" in s.cites for s in result.trace.steps)


def test_an_illegal_damage_order_is_refused_not_replaced() -> None:
    result = next(r for n, _l, r in RUNS if n == "damage-order-names-unknown-effect")
    assert result.trace.result is not None and result.trace.result.stopped_at == 2
    fail = [s for s in result.trace.steps if s.check == "fail"]
    assert fail and args_of(fail[0], M.NOT_DAMAGE_MODIFIERS) == {"keys": ["b_ward.double"]}, said(fail[0])
    assert "ga:2.2.7.2.2.4" in fail[0].cites
    assert not any(says(s, M.REPLACEMENT_ORDER_DEFAULT) for s in result.trace.steps)


def test_a_refused_attack_lists_every_reason() -> None:
    result = next(r for n, _l, r in RUNS if n == "attack-refused-every-reason")
    assert len([s for s in result.trace.steps if s.check == "fail"]) == 3
