"""Ids in combat declarations are proved before the engine runs, like every other field naming an object or a
player: a `blocks` key or value, an attacker, a damage assignment's creature or recipient naming nothing is one
``file:line: actions.N.<field>: 未知对象 id`` line and exit 1 — never a rule refusal (309.1 says nothing about
ids) in a trace that "validated"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge_app import cli
from judge_app.engine.problems import ScenarioError
from judge_app.engine.yamlio import dump_text, load_file
from judge_app.loading import load_scenario, loads_scenario

HERE = Path(__file__).resolve().parent
BAD = HERE / "badinput" / "badinput-unknown-id-in-blocks.yaml"


def _lines(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        loads_scenario(text, "x.yaml")
    return str(info.value).splitlines()


def _edited(edit: Any) -> str:
    data = load_file(BAD).data
    edit(data["actions"])
    return dump_text(data)


def test_unknown_attacker_named_in_blocks_is_refused_at_validation(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario(BAD)
    (line,) = str(info.value).splitlines()
    at = _line(BAD.read_text(encoding="utf-8"), "a_ghost}")
    assert line == f"{BAD}:{at}: actions.2.blocks.b_bear: 未知对象 id 'a_ghost'"
    assert cli.main(["validate", str(BAD)]) == 1
    out = capsys.readouterr()
    assert f"{at}: actions.2.blocks.b_bear: 未知对象 id 'a_ghost'" in out.err + out.out


def test_unknown_blocker_key_is_refused() -> None:
    text = _edited(lambda acts: acts[2].update(blocks={"b_ghost": "a_giant"}))
    assert _lines(text) == [f"x.yaml:{_line(text, 'b_ghost')}: actions.2.blocks.b_ghost: 未知对象 id 'b_ghost'"]


def test_unknown_attacker_in_declare_attackers_is_refused() -> None:
    text = _edited(lambda acts: acts[0].update(attackers=["a_gx"]))
    assert any(".yaml:" in x and "actions.0.attackers.0: 未知对象 id 'a_gx'" in x for x in _lines(text))


def test_assign_damage_creature_and_recipient_are_checked() -> None:
    def edit(acts: list[Any]) -> None:
        acts[2].update(blocks={"b_bear": "a_giant"})
        acts.append({"type": "assign_damage", "player": "A", "assignments": {"a_gx": {"b_bear": 1, "Z": 2}}})

    lines = _lines(_edited(edit))
    assert any(x.endswith("actions.4.assignments.a_gx: 未知对象 id 'a_gx'") for x in lines)
    assert any("actions.4.assignments.a_gx.Z: 未知对象 id 或玩家 id 'Z'" in x for x in lines)
    assert len(lines) == 2  # b_bear (an object) and a player id are both fine recipients


def test_valid_blocks_and_assignments_still_load() -> None:
    def edit(acts: list[Any]) -> None:
        acts[2].update(blocks={"b_bear": "a_giant"})
        acts.append({"type": "assign_damage", "player": "A", "assignments": {"a_giant": {"b_bear": 2, "B": 1}}})

    assert loads_scenario(_edited(edit), "x.yaml").scenario.actions[2].blocks == {"b_bear": "a_giant"}


def test_unknown_spell_and_ability_targets_and_division_are_refused() -> None:
    """A spell's or an ability's targets and a divided damage's recipients name cards or players (409.1c/409.1d
    say what is chosen; an id naming nothing is a typo, not a choice the rules refuse)."""
    def edit(acts: list[Any]) -> None:
        acts[2].update(blocks={"b_bear": "a_giant"})
        acts.append({"type": "cast", "player": "A", "card": "a_giant", "targets": ["b_gx"], "divide": {"Q": 1}})
        acts.append({"type": "activate", "player": "A", "source": "a_giant", "ability": "x", "targets": ["B", "a_q"]})

    lines = _lines(_edited(edit))
    assert any("actions.4.targets.0: 未知对象 id 或玩家 id 'b_gx'" in x for x in lines), lines
    assert any("actions.4.divide.Q: 未知对象 id 或玩家 id 'Q'" in x for x in lines), lines
    assert any("actions.5.targets.1: 未知对象 id 或玩家 id 'a_q'" in x for x in lines), lines
    assert len(lines) == 3, lines  # 'B' is a player: a fine target


def _line(text: str, word: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if word in line)
