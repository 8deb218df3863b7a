"""Malformed scenarios give clear messages naming file, line and field — never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine import ScenarioError
from judge_app.games import get_game
from judge_app.loading import load_scenario, loads_scenario

GOOD = get_game("eol").template()


def problems(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as err:
        loads_scenario(text, "s.yaml")
    return [str(p) for p in err.value.problems]


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_template_is_valid() -> None:
    assert loads_scenario(GOOD).game.id == "eol"


def test_yaml_syntax_error_has_line() -> None:
    (msg,) = problems("schema: 1\nmeta: {id: x\n")
    assert msg.startswith("s.yaml:") and "YAML 语法错误" in msg


def test_duplicate_key_is_an_error() -> None:
    (msg,) = problems("schema: 1\nschema: 1\n")
    assert "YAML" in msg and "s.yaml:2" in msg


def test_top_level_must_be_a_mapping() -> None:
    (msg,) = problems("- 1\n- 2\n")
    assert "顶层应为映射" in msg


def test_unknown_game_and_schema() -> None:
    msgs = problems("schema: 99\nmeta: {id: x, title: t, game: chess}\n")
    assert any("schema" in m and "版本" in m for m in msgs)
    assert any("meta.game" in m and "chess" in m and "eol" in m for m in msgs)


def test_wrong_type_names_field_and_line() -> None:
    text = GOOD.replace("turn: 3 ", "turn: three ")
    (msg,) = problems(text)
    assert msg == f"s.yaml:{line_of(text, 'turn: three')}: state.turn: 应为整数"


def test_unknown_field_is_reported() -> None:
    text = GOOD.replace("    cost: 2\n    stats: {attack: 3}", "    cots: 2\n    stats: {attack: 3}", 1)
    (msg,) = problems(text)
    assert "state.objects.2.cots" in msg and "未知字段" in msg and f":{line_of(text, 'cots')}:" in msg


def test_unknown_action_type_lists_the_known_ones() -> None:
    text = GOOD.replace("- type: attack", "- type: fly")
    (msg,) = problems(text)
    assert "actions.0" in msg and "'fly'" in msg and "attack" in msg


def test_error_inside_a_tagged_union_points_at_the_field() -> None:
    text = GOOD.replace("  target: b_m1\n", "  target: [b_m1]\n")
    (msg,) = problems(text)
    assert msg.startswith(f"s.yaml:{line_of(text, 'target: [b_m1]')}: actions.0.attack.target:")


def test_unknown_ids_are_named() -> None:
    text = GOOD.replace("  target: b_m1\n", "  target: nobody\n")
    text = text.replace("owner: B, zone: B.hero", "owner: C, zone: B.hero")
    msgs = problems(text)
    assert any("actions.0.target" in m and "'nobody'" in m for m in msgs)
    assert any("state.objects.1.owner" in m and "'C'" in m for m in msgs)


@pytest.mark.parametrize(("old", "new", "fragment"), [
    ("    slot: 1\n    face_down: true", "    slot: 9\n    face_down: true", "slot"),
    ("zone: B.minions, slot: 2", "zone: B.minions, slot: 1", "第 1 格已有"),
    ("    status: [awake]\n", "    status: [awake]\n    face_down: true\n", "face_down"),
    ("phase: main ", "phase: combat ", "未知阶段"),
    ("active_player: A ", "active_player: B ", "第 3 回合应为 A"),
    ("props: {element: 火}\n    status", "props: {element: 金}\n    status", "属性只能是"),
    ("zone: A.hero", "zone: A.minions", "hero 卡不能放在 minions"),
    ("kind: death", "kind: battlecry", "未知技能种类"),
    ("target: enemy_hero", "target: the_moon", "既不是已知对象"),
])
def test_impossible_states(old: str, new: str, fragment: str) -> None:
    assert old in GOOD
    msgs = problems(GOOD.replace(old, new, 1))
    assert any(fragment in m for m in msgs), msgs


def test_too_many_minions() -> None:
    extra = "".join(f"  - {{id: x{i}, owner: A, zone: A.minions, slot: {i}, face_down: true, types: [minion]}}\n"
                    for i in range(2, 7))
    msgs = problems(GOOD.replace("actions:", extra + "actions:", 1))
    assert any("最多容纳 5" in m or "slot" in m for m in msgs)


def test_bad_interpretation_and_cite() -> None:
    text = GOOD.replace("interpretations: {}", "interpretations: {minion_hero_damage: half, nope: x}")
    text = text.replace("cites: [eol:2.2.1.1,", "cites: [mtg:100.1, eol:2.2.1.1,")
    msgs = problems(text)
    assert any("interpretations.minion_hero_damage" in m and "final_attack" in m for m in msgs)
    assert any("interpretations.nope" in m for m in msgs)
    assert any("expect.cites.0" in m for m in msgs)


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="文件不存在"):
        load_scenario(tmp_path / "none.yaml")
    bad = tmp_path / "bin.yaml"
    bad.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(ScenarioError, match="UTF-8"):
        load_scenario(bad)


def test_a_comma_that_split_a_flow_value_is_explained() -> None:
    """`{event: 省赛, 第二轮}` in flow style: the ASCII comma makes 第二轮 a key of its own. The judge sees an
    "unknown field" that is really the rest of his text: the message says so and how to write it."""
    text = GOOD.replace("provenance: {event: '', judge: '', date: ''}", "provenance: {event: 省赛, 第二轮}")
    (msg,) = problems(text)
    assert "meta.provenance.第二轮" in msg and "未知字段" in msg and "逗号" in msg and "引号" in msg, msg
    # An ordinary misspelt key keeps the plain message.
    (msg,) = problems(GOOD.replace("    cost: 2\n    stats: {attack: 3}", "    cots: 2\n    stats: {attack: 3}", 1))
    assert "逗号" not in msg, msg
