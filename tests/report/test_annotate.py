"""Annotations: written back without touching the rest of the file; notes files validated with lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import TIE

from judge_app.engine.problems import ScenarioError
from judge_app.engine.scenario import Annotations
from judge_app.loading import load_scenario, loads_scenario
from judge_app.report.annotate import load_notes, merge, save_annotations, with_annotations


def test_writing_notes_keeps_every_other_byte(tmp_path: Path) -> None:
    original = TIE.read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    path.write_text(original, encoding="utf-8")
    new = save_annotations(path, original, Annotations(ruling="按 2.2.3.4", steps={7: "甲乙丙注"}))
    assert path.read_text(encoding="utf-8") == new and new.startswith(original)
    assert load_scenario(path).scenario.annotations == Annotations(ruling="按 2.2.3.4", steps={7: "甲乙丙注"})
    again = save_annotations(path, new, Annotations(ruling="改过", steps={}))
    assert again.startswith(original) and "改过" in again and "甲乙丙注" not in again
    assert save_annotations(path, again, Annotations()) == original


def test_block_in_the_middle_is_replaced_in_place() -> None:
    text = "schema: 1\nannotations:\n  ruling: old\n# about meta\nmeta: {id: x}  # keep\n"
    out = with_annotations(text, Annotations(steps={2: "新"}))
    assert out == "schema: 1\nannotations:\n  steps:\n    2: 新\n# about meta\nmeta: {id: x}  # keep\n"


def test_blank_notes_are_not_saved() -> None:
    text = "schema: 1\n"
    assert with_annotations(text, Annotations(ruling="  ", steps={3: " \n"})) == text


def test_saving_invalid_scenario_text_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("schema: 1\nmeta: {id: x}\n", encoding="utf-8")
    with pytest.raises(ScenarioError):
        save_annotations(path, path.read_text(encoding="utf-8"), Annotations(ruling="x"))
    assert path.read_text(encoding="utf-8") == "schema: 1\nmeta: {id: x}\n"


def test_notes_file_errors_name_file_line_and_field(tmp_path: Path) -> None:
    notes = tmp_path / "notes.yaml"
    notes.write_text("ruling: [1]\nsteps:\n  x: a\n  3: {b: 1}\n  0: zero\nfoo: 1\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_notes(notes)
    msgs = [str(p) for p in err.value.problems]
    assert f"{notes}:1: ruling: 应为字符串" in msgs
    assert f"{notes}:3: steps.x.[key]: 应为整数" in msgs
    assert f"{notes}:4: steps.3: 应为字符串" in msgs
    assert any(m.startswith(f"{notes}:5: steps.0") and "数值过小" in m for m in msgs)
    assert f"{notes}:6: foo: 未知字段(拼写错误?)" in msgs


def test_notes_file_forms(tmp_path: Path) -> None:
    plain = tmp_path / "a.yaml"
    plain.write_text("ruling: r\nsteps: {2: s}\n", encoding="utf-8")
    wrapped = tmp_path / "b.yaml"
    wrapped.write_text("annotations:\n  ruling: r\n  steps: {2: s}\n", encoding="utf-8")
    empty = tmp_path / "c.yaml"
    empty.write_text("# nothing yet\n", encoding="utf-8")
    assert load_notes(plain) == load_notes(wrapped) == Annotations(ruling="r", steps={2: "s"})
    assert load_notes(empty) == Annotations()
    bad = tmp_path / "d.yaml"
    bad.write_text("- 1\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match="批注文件应为映射"):
        load_notes(bad)


def test_notes_override_the_scenario_where_they_say_something() -> None:
    base = Annotations(ruling="场景", steps={1: "a", 2: "b"})
    merged = merge(base, Annotations(steps={2: "B", 3: "c"}))
    assert merged == Annotations(ruling="场景", steps={1: "a", 2: "B", 3: "c"})


def test_scenario_annotations_round_trip() -> None:
    from judge_app.engine.serialize import dump_scenario

    text = TIE.read_text(encoding="utf-8") + "annotations:\n  ruling: r  # why\n  steps:\n    3: n\n"
    loaded = loads_scenario(text)
    dumped = dump_scenario(loaded.scenario)
    assert "annotations:\n  ruling: r\n  steps:\n    3: n\n" in dumped
    assert dump_scenario(loads_scenario(dumped).scenario) == dumped
    assert "annotations" not in dump_scenario(loads_scenario(TIE.read_text(encoding="utf-8")).scenario)
