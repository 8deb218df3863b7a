"""Runner behaviour: determinism, snapshots, illegal actions, legal_actions, round trips, YAML comments."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine import run
from judge_app.engine import words as W
from judge_app.engine.serialize import dump_scenario
from judge_app.engine.yamlio import dump_text, load_text
from judge_app.games import get_game
from judge_app.loading import loads_scenario

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))
GAME = get_game("eol")

REFUSALS = (W.ILLEGAL.id, W.ILLEGAL_ONE_OF.id, W.ILLEGAL_LAST_OF.id)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_model_round_trip_is_stable(path: Path) -> None:
    first = loads_scenario(path.read_text(encoding="utf-8"))
    text = dump_scenario(first.scenario)
    second = loads_scenario(text)
    assert dump_scenario(second.scenario) == text
    assert run(second).trace.to_json() == run(first).trace.to_json()


def test_comments_and_order_survive_a_round_trip() -> None:
    text = GAME.template()
    once = dump_text(load_text(text).tree)
    assert dump_text(load_text(once).tree) == once
    comments = [line.split("# ", 1)[1] for line in text.splitlines() if "# " in line]
    assert comments and all(c in once for c in comments)
    keys = [line.split(":")[0] for line in once.splitlines() if line and line[0].isalpha()]
    assert keys == ["schema", "meta", "state", "actions", "interpretations", "expect"]


def test_trace_json_shape() -> None:
    import json

    data = json.loads(run(loads_scenario(GAME.template())).trace.to_json())
    assert list(data) == ["scenario", "game", "edition", "steps", "result"]
    assert {"n", "kind", "text", "cites", "changes"} <= set(data["steps"][0])
    assert data["steps"][-1]["kind"] == "result"
    assert data["result"]["outcome"] == "ongoing"


def test_snapshots_and_stop_after() -> None:
    loaded = loads_scenario((ROOT / "eol" / "reattack.yaml").read_text(encoding="utf-8"))
    full = run(loaded, snapshots=True)
    assert full.snapshots[0].obj("b_m1").zone == "B.graveyard"
    assert full.snapshots[0].player("B").resources["life"] == 12
    assert full.snapshots[1].player("B").resources["life"] == 8
    partial = run(loaded, stop_after=0)
    assert partial.state.player("B").resources["life"] == 12
    assert loaded.scenario.state.obj("b_m1").zone == "B.minions", "running never mutates the scenario"


def test_illegal_action_stops_with_the_rule() -> None:
    text = GAME.template().replace("  target: b_m1\n", "  target: b_hero\n").replace("status: [awake]",
                                                                                    "status: [awake, attacked]")
    result = run(loads_scenario(text))
    assert result.trace.result is not None and result.trace.result.stopped_at == 0
    check = result.trace.steps[-2]
    assert check.kind == "check" and check.msg in REFUSALS and "eol:4.2.2" in check.cites


def test_legal_actions_are_appendable_and_legal() -> None:
    loaded = loads_scenario(GAME.template())
    actions = GAME.legal_actions(loaded.scenario.state)
    kinds = {a.type for a in actions}
    assert {"attack", "pass"} <= kinds and "awaken" not in kinds  # the sleeping b_m1 is not A's
    targets = {a.target for a in actions if a.type == "attack"}
    assert targets == {"b_m1", "b_m2", "b_hero"}
    for action in actions:
        data = loaded.document.data if loaded.document else {}
        data = {**data, "actions": [action.model_dump(by_alias=True)], "expect": None}
        result = run(loads_scenario(dump_text(data)))
        assert result.trace.result is not None and result.trace.result.stopped_at is None


def test_unused_choice_is_reported() -> None:
    # eol refuses a key no procedure can ask for at load (a misspelling, tests/games/eol/test_choice_targets.py);
    # a key it can ask for but did not in this action (b_m2 is not destroyed) is the trace's "unused" step
    text = GAME.template().replace("for: b_m1.last_words", "for: 'replace:b_m2'")
    steps = run(loads_scenario(text)).trace.steps
    assert any(s.kind == "check" and "replace:b_m2" in s.text for s in steps)


def test_a_halted_trace_says_it_cannot_continue_not_illegal() -> None:
    from judge_app.engine.state import Halt

    loaded = loads_scenario((ROOT / "eol" / "reattack.yaml").read_text(encoding="utf-8"))
    assert loaded.scenario.actions, "the check needs an action after the halt"
    loaded.scenario.state.halted = Halt(reason="依赖本规则书缺失的规则 9.9", cites=["eol:4.2.9"])
    result = run(loaded)
    stop = result.trace.steps[-2]
    assert stop.kind == "unsupported" and stop.msg in (W.HALTED.id, W.HALTED_WITH_LATER.id)
    assert stop.args["reason"] == "依赖本规则书缺失的规则 9.9"
    assert stop.cites == ["eol:4.2.9"] and stop.action == 0
    assert not any(s.msg in REFUSALS for s in result.trace.steps)
    assert result.trace.result is not None and result.trace.result.stopped_at is None
    assert GAME.legal_actions(loaded.scenario.state) == []


def test_a_choice_refused_while_the_action_resolves_stops_the_trace_there(monkeypatch: pytest.MonkeyPatch) -> None:
    """A choice an action carries may prove illegal only when the engine reaches it (mtg: a triggered ability's
    target): the game raises IllegalAction from ``apply``, and the runner refuses it like an illegal action."""
    from judge_app.engine.checks import Reason
    from judge_app.engine.game import IllegalAction
    from judge_app.engine.table import Table

    loaded = loads_scenario((ROOT / "eol" / "reattack.yaml").read_text(encoding="utf-8"))
    assert len(loaded.scenario.actions) > 1, "the check needs an action after the refused one"

    def apply(table: Table, action: object) -> None:
        table.step("procedure", "结算到需要选择的时刻。")
        raise IllegalAction.of([Reason("给出的选择不合法", ("eol:4.2.2",)), Reason("又一个理由", ("eol:4.2.1",))])

    monkeypatch.setattr(loaded.game, "apply", apply)
    result = run(loaded)
    assert result.trace.result is not None and result.trace.result.stopped_at == 0
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert [s.cites for s in fails] == [["eol:4.2.2"], ["eol:4.2.1"]] and all(s.decisive for s in fails)
    assert all(s.action == 0 for s in fails) and [s.msg for s in fails] == [W.ILLEGAL_ONE_OF.id, W.ILLEGAL_LAST_OF.id]
    assert not any(s.action == 1 for s in result.trace.steps)


def test_markdown_marks_reconstructed_cites_and_explains_the_mark() -> None:
    ga = ROOT / "ga"
    traces = [run(loads_scenario(p.read_text(encoding="utf-8"))).trace for p in sorted(ga.glob("*.yaml"))]
    flagged = next(t for t in traces if any(s.reconstructed for s in t.steps))
    step = next(s for s in flagged.steps if s.reconstructed)
    md = flagged.to_markdown()
    assert f"`{step.reconstructed[0]}[重建]`" in md
    assert "由导入程序重建" in md
    plain = run(loads_scenario((ROOT / "eol" / "reattack.yaml").read_text(encoding="utf-8"))).trace
    assert not any(s.reconstructed for s in plain.steps) and "[重建]" not in plain.to_markdown()


def test_a_change_to_a_mapping_shows_only_the_entries_that_changed() -> None:
    from judge_app.engine.trace import Change

    before = {"attackers": ["a_bird"], "blocks": {}}
    after = {"attackers": ["a_bird"], "blocks": {"b_spider": "a_bird"}, "extra_blocks": {}}
    shown = str(Change(path="memory.combat", before=before, after=after))
    assert shown == "memory.combat.blocks: ∅ → {b_spider: a_bird}"
    # Appearing from nothing and disappearing are shown whole; a change only between empty values says so.
    assert str(Change(path="memory.combat", before=None, after=before)) == "memory.combat: ∅ → {attackers: [a_bird]}"
    assert str(Change(path="memory.x", before={"k": {}}, after={"k": []})) == "memory.x: {} → {}"
