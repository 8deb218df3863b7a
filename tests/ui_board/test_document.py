"""The Qt-free document model: byte-identical round trips, reversible edits, refusals, new scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.games import registered_games
from judge_app.ui.board import edits as E
from judge_app.ui.board.document import EditRejected, ScenarioDocument
from tests.ui_board.conftest import SCENARIOS

ATTR = next(p for p in SCENARIOS if p.name == "attribute-advantage.yaml")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_scenario_opens_and_saves_back_unchanged(path: Path, tmp_path: Path) -> None:
    doc = ScenarioDocument.open(path)
    assert doc.view.scenario is not None, doc.view.errors
    assert not doc.view.errors and not doc.view.warnings
    assert not doc.dirty
    out = doc.save(tmp_path / path.name)
    assert out.read_bytes() == path.read_bytes()


def test_edit_then_undo_restores_the_exact_text() -> None:
    doc = ScenarioDocument.open(ATTR)
    original = ATTR.read_text(encoding="utf-8")
    made = [E.set_object_field(doc, "a_m1", "name", "烈焰蜥蜴"),
            E.move_objects(doc, ["b_h1"], "B.graveyard", 0),
            E.set_resource(doc, "A", "energy", 2)]
    for edit in made:
        doc.execute(edit)
    assert doc.dirty
    text = doc.text()
    assert "烈焰蜥蜴" in text and "# 火克草" in text  # the edit landed and the file's comments survived
    assert "# 沉睡的随从死亡不触发随从补充" in text
    assert doc.view.state is not None and doc.view.state.obj("b_h1").zone == "B.graveyard"
    for edit in reversed(made):
        doc.revert(edit)
    assert not doc.dirty
    assert doc.text() == original


def test_key_order_is_kept_and_new_keys_follow_the_model_order() -> None:
    doc = ScenarioDocument.open(ATTR)
    doc.execute(E.set_object_field(doc, "b_h1", "damage", 1))
    doc.execute(E.set_object_field(doc, "b_h1", "face_down", True))
    line = next(ln for ln in doc.text().splitlines() if "id: b_h1" in ln)
    keys = [part.split(":")[0].strip(" -{") for part in line.split(", ")]
    assert keys.index("face_down") < keys.index("types") < keys.index("damage")
    assert keys[:4] == ["id", "name", "owner", "zone"]


def test_refused_edit_changes_nothing() -> None:
    doc = ScenarioDocument.open(ATTR)
    before = doc.text()
    with pytest.raises(EditRejected) as err:
        doc.execute(E.set_object_field(doc, "b_m2", "id", "b_m1"))
    assert "重复" in str(err.value)
    with pytest.raises(EditRejected) as err:
        doc.execute(E.delete_objects(doc, ["a_m1"]))  # the attack action names it
    assert "actions.0.attacker" in str(err.value)
    with pytest.raises(EditRejected):
        doc.execute(E.set_object_field(doc, "a_m1", "id", "has space"))
    assert doc.text() == before and not doc.dirty


def test_moves_reorder_inside_a_zone_and_fill_slots() -> None:
    doc = ScenarioDocument.open(ATTR)
    doc.execute(E.add_object(doc, "B.hand", {"name": "甲"}))
    doc.execute(E.add_object(doc, "B.hand", {"name": "乙"}))
    state = doc.view.state
    assert state is not None
    assert [o.id for o in state.in_zone("B.hand")] == ["b_h1", "b_c1", "b_c2"]
    doc.execute(E.move_objects(doc, ["b_c2"], "B.hand", 0))
    assert [o.id for o in doc.view.state.in_zone("B.hand")] == ["b_c2", "b_h1", "b_c1"]  # type: ignore[union-attr]
    doc.execute(E.move_objects(doc, ["b_c2"], "B.hand", 3))  # to the end: the index counted the card itself
    assert [o.id for o in doc.view.state.in_zone("B.hand")] == ["b_h1", "b_c1", "b_c2"]  # type: ignore[union-attr]
    doc.execute(E.move_objects(doc, ["b_h1", "b_c1"], "B.minions", 0, slot=2))
    placed = {o.id: o.slot for o in doc.view.state.in_zone("B.minions")}  # type: ignore[union-attr]
    assert placed == {"b_m1": 1, "b_m2": 2, "b_h1": 3, "b_c1": 4}  # slot 2 was taken: the next free ones
    with pytest.raises(EditRejected, match="空格"):
        E.move_objects(doc, ["b_c2", "a_hero"], "B.minions", 0, slot=1)


def test_moving_to_the_other_side_gives_control_and_back_restores_it() -> None:
    doc = ScenarioDocument.open(ATTR)
    doc.execute(E.move_objects(doc, ["b_h1"], "A.hand", 0))
    obj = doc.view.state.obj("b_h1")  # type: ignore[union-attr]
    assert (obj.owner, obj.controller) == ("B", "A")
    doc.execute(E.move_objects(doc, ["b_h1"], "B.hand", 0))
    assert "controller" not in doc.text().split("id: b_h1")[1].split("}")[0]


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_new_scenario_for_every_game_is_valid_and_takes_cards(game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc = ScenarioDocument.new(game)
    assert doc.view.scenario is not None and not doc.view.errors, doc.view.errors
    assert not doc.dirty and doc.path is None
    state = doc.view.state
    assert state is not None
    zone = next(z for z in game.zone_ids(state) if not game.zone_spec(z).slotted)  # type: ignore[union-attr]
    doc.execute(E.add_object(doc, zone, {"name": "测试卡"}))
    saved = doc.save(tmp_path / "new.yaml")
    again = ScenarioDocument.open(saved)
    assert again.data() == doc.data()
    assert again.view.state is not None and again.view.state.objects[0].name == "测试卡"
