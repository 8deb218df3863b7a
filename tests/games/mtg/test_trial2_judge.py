"""Judge trial 2 (mtg), written from the rulebook before the engine changes:

- 410.4 / 409.1c: a triggered ability's targets are chosen by the rules for playing a spell; a given target
  that is not a legal target is refused (the trace stops there, as for a spell's illegal target, 422.1),
  never replaced by a default nor reported as "not given".
- 413.2a / 414.1 / 414.2: an ability whose targets are all illegal on resolution is countered — the step names
  the ability (not its source card, which is not countered), and says "paid costs are not refunded" only for
  what paid a cost (a spell, an activated ability; a triggered ability pays none).
- The result line lists a player's permanents, lands included: "场上 无" only when nothing is in play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from judge_app.engine.runner import Run, run
from judge_app.games.mtg import messages as M
from judge_app.loading import load_scenario, loads_scenario
from tests.games.wording import args_of, said, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "mtg"
BOUNCED = "judge-trial2-etb-trigger-target-bounced"
ILLEGAL_CHOICE = "judge-trial2-trigger-illegal-target-choice"
GOBLIN = "鬼怪投弹手(a_gob)"
TRIGGER_TEXT = "当鬼怪投弹手进场时,它对目标生物或牌手造成1点伤害"


def _named(step: Any, message: Any) -> dict[str, Any]:
    """The ability a step about ``message`` names (its source and printed text)."""
    args = args_of(step, message)
    assert args is not None
    name = args["name"]
    assert name["msg"] == M.ABILITY_TEXT_OF.id, name
    return dict(name["args"])


def _path(name: str) -> Path:
    path = ROOT / f"{name}.yaml"
    return path if path.exists() else ROOT / "pending" / f"{name}.yaml"


def _run(name: str) -> Run:
    return run(load_scenario(_path(name)))


def _run_data(data: dict[str, Any]) -> Run:
    return run(loads_scenario(yaml.safe_dump(data, allow_unicode=True)))


def _bounced_data() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(_path(BOUNCED).read_text(encoding="utf-8"))
    return data


def test_trigger_countered_on_resolution_names_the_ability_and_no_cost() -> None:
    steps = _run(BOUNCED).trace.steps
    countered = [s for s in steps if says(s, M.ALL_TARGETS_ILLEGAL)]
    assert len(countered) == 1
    step = countered[0]
    assert _named(step, M.ALL_TARGETS_ILLEGAL) == {"source": GOBLIN, "ability": TRIGGER_TEXT}
    assert not says(step, M.NO_REFUND), "a triggered ability paid no cost"
    assert "mtg:413.2a" in step.cites and "mtg:414.1" in step.cites
    assert "mtg:414.2" not in step.cites


def test_activated_ability_countered_on_resolution_says_its_cost_is_not_refunded() -> None:
    """Same board, but a creature in play with "{T}: 1 damage to target creature or player" is activated at the
    elf, and the elf is bounced in response: the ability (not the creature) is countered; the tap stays paid."""
    data = _bounced_data()
    objs = data["state"]["objects"]
    gob = next(o for o in objs if o["id"] == "a_gob")
    gob["zone"] = "A.play"
    gob["abilities"] = [{"id": "ping", "kind": "activated", "text": "{T}:对目标生物或牌手造成1点伤害",
                         "cost": {"tap": True},
                         "effects": [{"type": "targets", "what": "creature_or_player"},
                                     {"type": "damage", "target": "target", "amount": 1}]}]
    data["actions"] = [
        {"type": "activate", "player": "A", "source": "a_gob", "ability": "ping", "targets": ["b_elf"]},
        {"type": "pass", "player": "A"},
        {"type": "cast", "player": "B", "card": "b_unsummon", "targets": ["b_elf"], "mana": ["b_isl1"]},
        {"type": "pass_until", "player": "B", "step": "stack_empty"},
    ]
    data["expect"] = None
    result = _run_data(data)
    countered = [s for s in result.trace.steps if says(s, M.ALL_TARGETS_ILLEGAL)]
    assert len(countered) == 1
    step = countered[0]
    assert _named(step, M.ALL_TARGETS_ILLEGAL) == {"source": GOBLIN, "ability": "{T}:对目标生物或牌手造成1点伤害"}
    assert says(step, M.NO_REFUND) and "mtg:414.2" in step.cites
    assert result.state.obj("a_gob").zone == "A.play" and "tapped" in result.state.obj("a_gob").status


def test_trigger_with_some_targets_gone_names_the_ability() -> None:
    data = _bounced_data()
    objs = data["state"]["objects"]
    objs.append({"id": "b_elf2", "name": "精灵", "owner": "B", "zone": "B.play", "types": ["creature"],
                 "stats": {"power": 1, "toughness": 1}, "props": {"color": "G", "mana_cost": "G"}})
    gob = next(o for o in objs if o["id"] == "a_gob")
    gob["abilities"][0]["text"] = "当鬼怪投弹手进场时,它对两个目标生物各造成1点伤害"
    gob["abilities"][0]["effects"][0] = {"type": "targets", "what": "creature", "count": 2}
    data["actions"][2]["choices"] = [{"for": "a_gob.etb", "targets": ["b_elf", "b_elf2"]}]
    data["expect"] = None
    result = _run_data(data)
    partial = [s for s in result.trace.steps if says(s, M.SOME_TARGETS_ILLEGAL)]
    assert len(partial) == 1
    assert _named(partial[0], M.SOME_TARGETS_ILLEGAL) == {"source": GOBLIN,
                                                          "ability": "当鬼怪投弹手进场时,它对两个目标生物各造成1点伤害"}
    assert result.state.obj("b_elf2").zone == "B.graveyard"  # 1 damage to a 1/1 still there


def test_illegal_trigger_target_choice_is_refused_and_the_trace_stops() -> None:
    result = _run(ILLEGAL_CHOICE)
    assert result.trace.result is not None and result.trace.result.stopped_at == 2
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and all(s.action == 2 and s.decisive for s in fails)
    refused = [s for s in fails if any(m.startswith(M.TRIGGER_TARGET_REFUSED.id) for m, _ in said(s))]
    assert any("b_lib1" in str(said(s)) and "mtg:410.4" in s.cites and "mtg:409.1c" in s.cites for s in refused)
    assert "mtg:422.1" in fails[-1].cites
    texts = " ".join(s.text for s in result.trace.steps)
    assert "场景未给出 a_gob.etb" not in texts and "默认" not in texts
    assert not any("a_gob.etb" in s.text and s.kind == "choice" for s in result.trace.steps)
    assert result.state.player("A").resources["life"] == 20


def test_trigger_target_choice_wrong_count_reports_each_problem() -> None:
    """Two targets for a one-target trigger, one of them in a library: each problem its own refusal."""
    data: dict[str, Any] = yaml.safe_load(_path(ILLEGAL_CHOICE).read_text(encoding="utf-8"))
    data["actions"][2]["choices"] = [{"for": "a_gob.etb", "targets": ["b_elf", "b_lib1"]}]
    data["expect"] = None
    result = _run_data(data)
    assert result.trace.result is not None and result.trace.result.stopped_at == 2
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert len(fails) == 2
    assert any("b_lib1" in str(said(s)) for s in fails) and any(says(s, M.TARGET_COUNT) for s in fails)


def test_illegal_trigger_target_choice_with_no_legal_target_at_all_is_said_and_the_ability_removed() -> None:
    """410.4: with no legal choice the ability is removed from the stack; the given bad target is said, not
    replaced (there is nothing to replace it with), and the trace goes on."""
    data: dict[str, Any] = yaml.safe_load(_path(ILLEGAL_CHOICE).read_text(encoding="utf-8"))
    gob = next(o for o in data["state"]["objects"] if o["id"] == "a_gob")
    gob["abilities"][0]["effects"][0] = {"type": "targets", "what": "artifact"}
    data["expect"] = None
    result = _run_data(data)
    assert result.trace.result is not None and result.trace.result.stopped_at is None
    said = [s for s in result.trace.steps if s.check == "fail"]
    assert len(said) == 1 and "b_lib1" in said[0].text and "mtg:410.4" in said[0].cites
    assert any(s.check == "nothing" and says(s, M.NO_LEGAL_TARGET_REMOVED) for s in result.trace.steps)
    assert not any(s.kind == "choice" and "a_gob.etb" in s.text for s in result.trace.steps)


def test_result_line_lists_lands_in_play() -> None:
    result = _run(BOUNCED)
    answer = result.trace.result.answer if result.trace.result is not None else ""
    theirs = answer.split(";")[-1]
    assert theirs.startswith("乙:"), answer
    assert "场上 无" not in theirs and "海岛(b_isl1)" in theirs, answer
    assert "山脉(a_mtn1)" in answer.split(";")[0], answer
