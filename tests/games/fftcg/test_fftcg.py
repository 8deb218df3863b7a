"""Unit tests of the fftcg module: board-editor data, CP payment, legal actions, validation messages,
characteristics, and determinism."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.game import IllegalAction
from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import run
from judge_app.engine.state import GameState
from judge_app.games import get_game
from judge_app.games.fftcg import chars, cp
from judge_app.games.fftcg.board import memory
from judge_app.games.fftcg.memory import Attack
from judge_app.games.fftcg.model import Block, DeclareAttack, Pass, Payment, PlayCharacter
from judge_app.loading import load_scenario, loads_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "fftcg"
GAME = get_game("fftcg")


def _state(name: str) -> GameState[Any]:
    loaded = load_scenario(SCENARIOS / name)
    state = loaded.scenario.state.model_copy(deep=True)
    state.model_post_init(None)
    return state


def test_registry_and_board_data() -> None:
    assert GAME.name and GAME.edition == "ver.2.00"
    keys = [z.key for z in GAME.zones]
    assert keys == ["field", "damage", "deck", "break", "hand", "removed", "stack"]
    assert not GAME.zone_spec("stack").per_player
    laid_out = {k for row in GAME.layout.player_rows + GAME.layout.shared_rows for k in row}
    assert laid_out == set(keys)
    assert [p.key for p in GAME.phases] == ["setup", "active", "draw", "main1", "attack", "main2", "end"]
    assert {"勇气", "加速", "先发制人", "偷袭"} <= GAME.vocabulary.keys("keywords")
    assert GAME.template().startswith("# FINAL FANTASY TCG")


def test_template_runs() -> None:
    loaded = loads_scenario(GAME.template(), "template.yaml")
    result = run(loaded)
    assert result.trace.result is not None and result.trace.result.outcome == "ongoing"


def test_cp_requirement_and_excess() -> None:
    assert cp.card_requirement(3, "风") == {"风": 1, "generic": 2}
    assert cp.card_requirement(3, "光") == {"generic": 3}
    st = _state("cp-play-character.yaml")
    ok = cp.evaluate(st, "A", cp.card_requirement(4, "风"), Payment(discard=["a_h2"], dull=["a_bk1", "a_bk2"]), {})
    assert ok.ok and ok.excess == 0
    spare = cp.evaluate(st, "A", cp.card_requirement(3, "风"), Payment(discard=["a_h2", "a_h3"]), {})
    assert spare.ok and spare.excess == 1
    # the earth backup is not needed for 3 CP once the ice card (2) and the wind backup (1) are there
    extra = cp.evaluate(st, "A", cp.card_requirement(3, "风"), Payment(discard=["a_h2"], dull=["a_bk1", "a_bk2"]), {})
    assert not extra.ok and "不需要" in extra.message
    no_wind = cp.evaluate(st, "A", cp.card_requirement(2, "风"), Payment(discard=["a_h2"]), {})
    assert not no_wind.ok and "风1" in no_wind.message


def test_legal_actions_are_appendable_and_pass_the_checks() -> None:
    st = _state("cp-play-character.yaml")
    actions = GAME.legal_actions(st)
    assert any(isinstance(a, Pass) for a in actions)
    plays = [a for a in actions if isinstance(a, PlayCharacter)]
    assert [a.card for a in plays] == ["a_h1", "a_h3"]
    for a in actions:
        GAME.check_action(st, a)


def test_legal_actions_at_declaration_and_block() -> None:
    st = _state("first-strike-blocker.yaml")
    declares = [a for a in GAME.legal_actions(st) if isinstance(a, DeclareAttack)]
    assert {tuple(a.forwards) for a in declares} == {("a_fw",), ()}
    st = _state("blocker-dull-illegal.yaml")
    mem = memory(st)
    mem.awaiting, st.step = "block", "block"
    mem.attack = Attack(attackers=["a_fw"])
    blocks = [a for a in GAME.legal_actions(st) if isinstance(a, Block)]
    assert [a.blocker for a in blocks] == [None]  # the only forward is dull


def test_check_names_the_rule() -> None:
    st = _state("same-name-play-illegal.yaml")
    with pytest.raises(IllegalAction) as err:
        GAME.check_action(st, PlayCharacter(player="A", card="a_h2", pay=Payment(discard=["a_h3"])))
    assert "fftcg:7.7.3" in err.value.cites
    with pytest.raises(IllegalAction) as err:
        GAME.check_action(st, Pass(player="B"))
    assert err.value.cites == ["fftcg:11.1.1"]


def test_power_layers_job_before_power() -> None:
    st = _state("continuous-layers.yaml")
    fw = st.obj("a_fw")
    assert chars.jobs(st, fw) == "战士"
    assert chars.power(st, fw) == 7000
    assert chars.power(st, st.obj("a_bk1")) is None


def test_set_power_counts_from_printed_power() -> None:
    st = _state("lki-ability.yaml")
    fw = st.obj("a_fw")
    from judge_app.engine.abilities import Modifier

    fw.modifiers.append(Modifier(stat="power_set", delta=3000, source="x#5"))
    # printed 8000, +1000, "becomes 3000" = 3000 - 8000 from the printed value
    assert chars.power(st, fw) == 8000 + 1000 + (3000 - 8000)


def test_bad_state_is_reported_with_lines() -> None:
    text = (SCENARIOS / "cp-light-discard.yaml").read_text(encoding="utf-8")
    bad = text.replace("cost: 2, props: {element: 火}", "cost: 2, props: {element: 紫}")
    with pytest.raises(ScenarioError) as err:
        loads_scenario(bad, "bad.yaml")
    assert "element" in str(err.value) and "bad.yaml:" in str(err.value)


@pytest.mark.parametrize("name", ["party-split.yaml", "summon-fizzle.yaml", "infinite-loop.yaml"])
def test_deterministic(name: str) -> None:
    a = run(load_scenario(SCENARIOS / name)).trace.to_json()
    b = run(load_scenario(SCENARIOS / name)).trace.to_json()
    assert a == b


def test_changing_a_reading_changes_the_ruling() -> None:
    loaded = load_scenario(SCENARIOS / "first-strike-both.yaml")
    loaded.scenario.interpretations["first_strike_both"] = "literal_none"
    result = run(loaded)
    assert result.state.obj("b_fw").zone == "B.field"
    assert result.state.obj("a_fw").damage == 0


def test_payment_reports_every_unusable_source_with_its_rule() -> None:
    """A summon discarding itself (11.3.2: it is on the stack when the cost is paid) and a dull backup (11.2.1.1):
    two refusals, each with its own rule, not only the first one found."""
    doc = (SCENARIOS / "judge-trial2-summon-pays-with-itself.yaml").read_text(encoding="utf-8")
    doc = doc.replace("  - {id: b_fw,", "  - {id: a_bk, name: 后卫, owner: A, zone: A.field, types: [backup], cost: 2,"
                      " status: [dull], props: {element: 火}}\n  - {id: b_fw,")
    doc = doc.replace("pay: {discard: [a_h1, a_s1]}", "pay: {discard: [a_h1, a_s1], dull: [a_bk]}")
    scenario = loads_scenario(doc, "two-problems.yaml").scenario
    st = scenario.state.model_copy(deep=True)
    st.model_post_init(None)
    with pytest.raises(IllegalAction) as err:
        GAME.check_action(st, scenario.actions[0])
    reasons = err.value.reasons
    assert any("堆叠区" in r.text and "fftcg:11.3.2" in r.cites for r in reasons)
    assert any("后卫(a_bk) 已经处于休止状态" in r.text and "fftcg:5.2.1.3" in r.cites for r in reasons)


def test_result_line_names_the_step_in_chinese() -> None:
    """The result line says where the game stands as the rest of the trace does (10.1: 攻击准备步骤 …
    伤害结算步骤), never the scenario's raw step key such as ``攻击阶段/damage``."""
    keys = {s for p in GAME.phases for s in p.steps}
    seen_steps: set[str] = set()
    for path in sorted(SCENARIOS.glob("*.yaml")):
        loaded = load_scenario(path)
        result = run(loaded).trace.result
        assert result is not None
        answer = result.answer
        assert not any(f"/{k}" in answer or f"·{k}" in answer for k in keys), (path.name, answer)
        seen_steps |= {n for n in ("攻击指定步骤", "防御指定步骤", "伤害结算步骤") if f"攻击阶段·{n}" in answer}
    assert seen_steps, "no scenario ends inside the attack phase: the test would prove nothing"


def test_broken_by_damage_names_every_source_of_that_damage() -> None:
    """12.4.5: a forward broken by damage is broken by the source of that damage. 巨人 takes 3000 from the summon
    火焰 (its source is the card, 6.4.1) and 7000 battle damage from 骑士 (10.1.4.2): the step names both, with
    their amounts; 骑士 is broken by 巨人 alone."""
    trace = run(load_scenario(SCENARIOS / "judge-trial2-summon-after-block-damage-adds-up.yaml")).trace
    broken = [s for s in trace.steps if "fftcg:12.4.5" in s.cites and "损毁" in s.text and "产生源" in s.text]
    giant = next(s for s in broken if s.text.startswith("巨人(b_fw)"))
    assert "火焰(a_s1) 3000" in giant.text and "骑士(a_fw) 7000" in giant.text, giant.text
    knight = next(s for s in broken if s.text.startswith("骑士(a_fw)"))
    assert "巨人(b_fw) 9000" in knight.text and "火焰" not in knight.text, knight.text


def _said(name: str) -> list[tuple[str | None, dict[str, Any]]]:
    return [(s.msg, s.args) for s in run(load_scenario(SCENARIOS / name)).trace.steps]


def test_setup_steps_say_who_and_what_by_message() -> None:
    """Setup (8.2): the deck checks, the first player, one redraw in the order given, the second player keeping."""
    said = _said("setup-mulligan.yaml")
    assert ("fftcg.deck_size", {"who": "甲", "count": 11, "format": {"msg": "fftcg.constructed", "args": {}},
                                "need": {"msg": "fftcg.exactly_50", "args": {}}}) in said
    assert ("fftcg.deck_copies", {"who": "甲", "numbers": ["1-182S"]}) in said
    setup = [m for m in said if m[0] in ("fftcg.first_player", "fftcg.redraw", "fftcg.second_may_redraw",
                                         "fftcg.keeps_hand", "fftcg.game_starts")]
    assert setup == [
        ("fftcg.first_player", {"who": "甲"}),
        ("fftcg.redraw", {"who": "甲", "order": ["a04", "a03", "a02", "a01", "a05"]}),
        ("fftcg.second_may_redraw", {"who": "乙"}),
        ("fftcg.keeps_hand", {"who": "乙"}),
        ("fftcg.game_starts", {"who": "甲"}),
    ]


def test_end_phase_discards_to_five_then_the_next_turn_activates_all_but_the_frozen() -> None:
    said = _said("end-phase-cycle.yaml")
    assert ("fftcg.end_discards", {"who": "甲", "count": 2, "cards": ["魔导士(a_h4)", "白魔导士(a_h6)"]}) in said
    start = said.index(("fftcg.next_turn", {"who": "乙"}))
    assert [m for m, _ in said[start:start + 5]] == [
        "fftcg.next_turn", "fftcg.turn_begins", "fftcg.activates", "fftcg.stays_frozen", "fftcg.no_priority_active"]
    assert said[start + 2][1] == {"who": "乙", "cards": ["莫古利(b_bk)"]}
    assert said[start + 3][1] == {"card": "萨菲罗斯(b_fw)"}
