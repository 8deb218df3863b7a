"""Fixed-seed quick pass of the mutation fuzzer (tests/fuzz/mutate.py): no input may produce a traceback.

``derandomize=True`` makes every run try the same inputs, so a failure here is reproducible; the long run
(``make fuzz``) explores further with fresh randomness and reports counts instead of stopping.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.engine.yamlio import dump_text
from tests.fuzz.mutate import (
    NOTES_BASE,
    RULEBOOK_SAMPLE,
    SCENARIOS,
    exercise_import,
    exercise_notes,
    exercise_scenario_data,
    exercise_scenario_text,
    mutated_bytes,
    mutated_data,
    scenario_data,
)


def quick(examples: int) -> settings:
    return settings(max_examples=examples, derandomize=True, database=None, deadline=None, print_blob=True,
                    suppress_health_check=list(HealthCheck))


@st.composite
def scenario_and_mutation(draw: st.DrawFn) -> object:
    # state.memory included: every game declares its shape (GameModule.memory_model)
    path: Path = draw(st.sampled_from(SCENARIOS))
    return draw(mutated_data(scenario_data(path)))


@quick(300)
@given(data=scenario_and_mutation())
def test_mutated_scenarios_never_raise(data: object) -> None:
    exercise_scenario_data(data)


@quick(120)
@given(data=st.sampled_from(SCENARIOS).flatmap(
    lambda p: st.builds(lambda d: d, mutated_data(scenario_data(p), within=("actions",)))))
def test_mutated_actions_and_choices_never_raise(data: object) -> None:
    """Ids in action fields and choices are where the engine used to meet names validation let through."""
    exercise_scenario_data(data)


# Every game declares GameModule.memory_model (judge_app/games/<game>/memory.py): a wrongly shaped memory is
# refused by validation before the game reads it.
@quick(120)
@given(data=st.sampled_from([p for p in SCENARIOS if scenario_data(p)["state"].get("memory")]).flatmap(
    lambda p: st.builds(lambda d: d, mutated_data(scenario_data(p), within=("state", "memory")))))
def test_mutated_game_memory_never_raises(data: object) -> None:
    exercise_scenario_data(data)


@quick(60)
@given(raw=st.sampled_from(SCENARIOS[::7]).flatmap(lambda p: mutated_bytes(p.read_bytes())))
def test_damaged_scenario_files_never_raise(raw: bytes) -> None:
    exercise_scenario_text(raw.decode("utf-8", errors="replace"))


@quick(80)
@given(raw=st.one_of(mutated_bytes(dump_text(NOTES_BASE).encode()),
                     mutated_data(NOTES_BASE).map(lambda d: dump_text(d).encode())))
def test_mutated_notes_files_never_raise(raw: bytes) -> None:
    exercise_notes(raw)


@quick(60)
@given(raw=mutated_bytes(RULEBOOK_SAMPLE))
def test_mutated_rulebooks_import_or_refuse(raw: bytes) -> None:
    exercise_import(raw)
