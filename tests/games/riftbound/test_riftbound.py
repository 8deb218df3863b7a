"""Unit tests of the riftbound module: missing-rule claims, editor data, legal actions, validation,
interpretation overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine import words as W
from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import check_expectations, run
from judge_app.games import get_game
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import missing
from judge_app.games.riftbound.board import memory
from judge_app.loading import load_scenario, loads_scenario
from rulesdb.store import load_rulebook
from tests.games.riftbound import args_of

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "riftbound"
GAME = get_game("riftbound")


@pytest.mark.parametrize("entry", missing.ALL, ids=[f"{m.number}@{m.cited_by}" for m in missing.ALL])
def test_missing_rule_is_really_missing_and_referred_to(entry: missing.Missing) -> None:
    book = load_rulebook("riftbound")
    citing = book.get(entry.cited_by.split(":", 1)[1])
    assert citing is not None
    refs = [r for r in citing.refs if r.printed_target == entry.number]
    assert refs and not any(r.resolved for r in refs), f"{entry.cited_by} does not point at missing {entry.number}"
    assert entry.number not in book


def test_layout_names_only_declared_zones() -> None:
    keys = {z.key for z in GAME.zones}
    rows = [k for row in (*GAME.layout.player_rows, *GAME.layout.shared_rows) for k in row]
    assert set(rows) <= keys and {"base", "bf1", "chain"} <= keys


def test_there_are_enough_scenarios() -> None:
    assert len(list(SCENARIOS.glob("*.yaml"))) >= 15


def _loaded(name: str):  # type: ignore[no-untyped-def]
    return load_scenario(SCENARIOS / f"{name}.yaml")


@pytest.mark.parametrize("name", ["showdown-conquer-empty", "chain-reaction-lifo", "combat-tank-ordering"])
def test_legal_actions_are_accepted_and_include_the_scenario_move(name: str) -> None:
    loaded = _loaded(name)
    state = loaded.scenario.state
    actions = GAME.legal_actions(state)
    assert actions, "the player with priority always has something to do"
    for a in actions:
        GAME.check_action(state, a)  # must not raise
    first = loaded.scenario.actions[0]
    same = [a for a in actions if a.type == first.type and getattr(a, "card", None) == getattr(first, "card", None)]
    assert same


def test_only_the_focus_holder_may_pass_in_a_showdown() -> None:
    loaded = _loaded("showdown-conquer-empty")
    result = run(loaded, stop_after=0)
    legal = GAME.legal_actions(result.state)
    assert {a.player for a in legal} == {"A"} and {a.type for a in legal} >= {"pass"}
    assert not any(a.type == "end_turn" for a in legal)


def test_bad_state_is_reported_not_raised() -> None:
    text = (SCENARIOS / "turn-cycle-hold.yaml").read_text(encoding="utf-8")
    text = text.replace("keywords", "kw").replace("status: [exhausted]", "status: [tired]")
    text = text.replace("mode: {players: 2,", "mode: {players: 3,")
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, "bad.yaml")
    message = str(err.value)
    assert "tired" in message and "456.1" in message and "bad.yaml:" in message


def test_interpretation_override_changes_the_procedure() -> None:
    text = (SCENARIOS / "empty-enemy-battlefield.yaml").read_text(encoding="utf-8")
    text = text.replace("expect:", "interpretations: {empty_enemy_battlefield: showdown_then_control}\nexpect:")
    loaded = loads_scenario(text)
    result = run(loaded)
    cited = set(result.trace.cited())
    assert "riftbound:345.2.a" in cited and "riftbound:440.1.b" not in cited
    assert memory(result.state).battlefields["bf1"].controller == "A"


def test_expectations_can_fail() -> None:
    loaded = _loaded("hold-final-point-win")
    loaded.scenario.expect.winner = "A"
    assert check_expectations(loaded, run(loaded))


def test_halt_stops_later_actions_without_calling_them_illegal() -> None:
    text = (SCENARIOS / "burn-out-unsupported.yaml").read_text(encoding="utf-8")
    assert text.count("- {type: end_turn") == 2, "the scenario has an action after the halt"
    result = run(loads_scenario(text))
    assert result.trace.result is not None and result.trace.result.stopped_at is None
    stop = result.trace.steps[-2]
    assert stop.kind == "unsupported" and stop.msg in (W.HALTED.id, W.HALTED_WITH_LATER.id)
    assert (args_of(stop, M.DEPENDS_ON_MISSING) or {}).get("number") == "418"
    assert not any(s.msg in (W.ILLEGAL.id, W.ILLEGAL_ONE_OF.id, W.ILLEGAL_LAST_OF.id) for s in result.trace.steps)


def test_template_runs() -> None:
    loaded = loads_scenario(GAME.template(), "template.yaml")
    assert check_expectations(loaded, run(loaded)) == []
