"""Ids a scenario names in the wrong place are refused with one ``file:line: path: message`` line, never a
traceback (issue 20): validation proves kinds before the engine runs, and the engine's own lookups raise a typed
error the runner turns into such a line for the places validation cannot type (choices, game-specific fields)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.engine.state import GameState, Player, UnknownReference
from judge_app.engine.yamlio import dump_text, load_file
from judge_app.loading import loads_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _mutated(rel: str, edit: object) -> str:
    data = load_file(SCENARIOS / rel).data
    edit(data)  # type: ignore[operator]
    return dump_text(data)


def _problems(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        run(loads_scenario(text, "x.yaml"))
    lines = str(info.value).splitlines()
    assert lines and all(line.startswith("x.yaml:") for line in lines)
    return lines


def test_state_lookups_raise_a_typed_key_error() -> None:
    s = GameState(active_player="A", phase="main", players=[Player(id="A")])
    with pytest.raises(UnknownReference) as info:
        s.obj("ghost")
    assert isinstance(info.value, KeyError) and str(info.value) == "未知对象 id 'ghost'"
    with pytest.raises(UnknownReference, match="未知玩家 id 'Z'"):
        s.player("Z")
    with pytest.raises(UnknownReference):
        s.opponent("A")  # a one-player state has no opponent
    with pytest.raises(UnknownReference):
        s.move("ghost", "A.hand")


def test_player_id_where_an_object_belongs_is_refused_before_the_engine_runs() -> None:
    text = _mutated("eol/attribute-advantage.yaml", lambda d: d["actions"][0].update(attacker="A"))
    with pytest.raises(ScenarioError) as info:
        loads_scenario(text, "x.yaml")
    (line,) = str(info.value).splitlines()
    assert line.startswith("x.yaml:") and "actions.0.attacker" in line and "'A'" in line and "玩家" in line


def test_object_id_where_a_player_belongs_is_refused() -> None:
    text = _mutated("eol/attribute-advantage.yaml", lambda d: d["actions"][0].update(player="a_m1"))
    with pytest.raises(ScenarioError, match=r"x\.yaml:\d+: actions\.0\.player: 未知玩家 id 'a_m1'"):
        loads_scenario(text, "x.yaml")


def test_unknown_phase_or_step_in_an_action_is_refused() -> None:
    """mtg pass_until names a phase and a step of the game's turn structure (mtg 500.1)."""
    def edit(d: dict) -> None:
        d["actions"][1].update(phase="combat", step="hand")
    text = _mutated("mtg/double-strike.yaml", edit)
    with pytest.raises(ScenarioError, match=r"actions\.1\.step: 未知combat 阶段的步骤 'hand'"):
        loads_scenario(text, "x.yaml")
    text = _mutated("mtg/double-strike.yaml", lambda d: d["actions"][1].update(phase=".x"))
    with pytest.raises(ScenarioError, match=r"actions\.1\.phase: 未知阶段 '.x'"):
        loads_scenario(text, "x.yaml")


def test_unknown_card_in_a_choice_is_refused_with_its_rule() -> None:
    """A choice's cards are free text (mtg names prevention shields there), so the game refuses a card that is
    not where the rule needs it: the action is illegal, with the rule and the card named, not a traceback."""
    def edit(d: dict) -> None:
        d["actions"][3]["choices"][0]["cards"][1] = "pass"
    trace = run(loads_scenario(_mutated("fftcg/end-phase-cycle.yaml", edit), "x.yaml")).trace
    assert trace.result is not None and trace.result.stopped_at == 3
    (refusal,) = [s for s in trace.steps if s.check == "fail"]
    assert "pass" in refusal.text and refusal.cites == ["fftcg:9.5.1.2"]


def test_card_id_where_a_location_belongs_is_one_line() -> None:
    (line,) = _problems(_mutated("riftbound/attacker-conquers.yaml", lambda d: d["actions"][0].update(to="a2")))
    assert "actions.0.to" in line and "'a2'" in line


def test_parser_messages_stay_on_one_line() -> None:
    with pytest.raises(ScenarioError) as info:
        loads_scenario("\x00schema: 1\n", "x.yaml")
    assert len(str(info.value).splitlines()) == 1


def test_a_game_can_declare_the_shape_of_its_memory() -> None:
    """Bookkeeping of the wrong shape is refused at load time with its path: eol's state model types its memory."""
    from judge_app.loading import validate_data

    data = load_file(SCENARIOS / "eol" / "attribute-advantage.yaml").data
    data["state"]["memory"] = {"replaced": 3, "skip_draw.A": "yes"}
    with pytest.raises(ScenarioError) as info:
        validate_data(data)
    assert [p.dotted for p in info.value.problems] == ["state.memory.replaced", "state.memory.skip_draw.A"]


@pytest.mark.parametrize("rel", ["eol/attribute-advantage.yaml", "fftcg/judge-action-ability-opponent-turn.yaml",
                                 "ga/concede.yaml", "mtg/first-strike-trample.yaml",
                                 "riftbound/chain-reaction-lifo.yaml"])
def test_a_memory_that_is_not_a_mapping_is_refused_in_every_game(rel: str) -> None:
    # The fuzzer found `memory: A` reaching fftcg's state check (AttributeError) once the kernel typed memory as Any.
    text = _mutated(rel, lambda d: d["state"].update(memory="A"))
    with pytest.raises(ScenarioError, match=r"x\.yaml:\d+: state\.memory: "):
        loads_scenario(text, "x.yaml")


@pytest.mark.parametrize("state", [[], "A", 3])
@pytest.mark.parametrize("rel", ["eol/attribute-advantage.yaml", "mtg/first-strike-trample.yaml"])
def test_a_state_that_is_not_a_mapping_is_refused(rel: str, state: object) -> None:
    # The fuzzer found `state: A` reaching the card-text reading (AttributeError: 'str' object has no attribute 'get')
    # once the loader read objects' text before validating the scenario.
    text = _mutated(rel, lambda d: d.update(state=state))
    with pytest.raises(ScenarioError, match=r"x\.yaml:\d+: state"):
        loads_scenario(text, "x.yaml")
