"""Independent judge questions (scenarios/ga/judge-*.yaml, written from the 4.1 text before the engine was
read): what their ``expect`` cannot say — how many reasons a refusal gives, and text a judge reads."""

from __future__ import annotations

import re
from pathlib import Path

from judge_app.engine.runner import run
from judge_app.games.ga import messages as M
from judge_app.loading import load_scenario, loads_scenario
from tests.games.wording import args_of, said, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "ga"


def _steps(name: str) -> list:
    return run(load_scenario(ROOT / f"{name}.yaml")).trace.steps


def test_retaliation_by_a_rested_unit_that_was_not_attacked_gives_both_reasons() -> None:
    fails = [s for s in _steps("judge-retaliate-wrong-rested-unit") if s.check == "fail"]
    assert len(fails) == 2
    assert any(says(s, M.NOT_DEFENDING_UNIT) and "ga:2.2.7.1.2" in s.cites for s in fails)
    assert any(says(s, M.RESTED_CANNOT_RETALIATE) and "ga:1.7.2.5" in s.cites for s in fails)


def test_checks_name_cards_not_bare_ids() -> None:
    """A target is written as 名稱(id), never as the bare id, in the checks a judge reads."""
    bare = re.compile(r"(?<![(\w])[ab]_[a-z0-9]+(?![\w)])")
    for name in ("judge-fast-response-lifo", "judge-retaliate-wrong-rested-unit", "judge-weapon-last-durability"):
        for s in _steps(name):
            if s.kind in ("check", "resolution"):
                assert not bare.search(s.text), s.text


def test_banished_ally_death_ability_is_a_cited_nothing_step() -> None:
    steps = [s for s in _steps("judge-banish-no-death-trigger") if s.check == "nothing"]
    assert any("ga:2.1.7.3.1" in s.cites and "ga:2.5.1.6" not in s.cites for s in steps)


def test_unit_that_entered_this_turn_attacks_citing_2_6_1_1() -> None:
    assert any(s.check == "pass" and "ga:2.6.1.1" in s.cites for s in _steps("judge-ally-attacks-turn-it-enters"))


def test_plain_ally_combat_borrows_no_damage_sub_rules() -> None:
    """2.2.7.2.2.2 is for a retaliator whose attacker is no longer attacking; 2.2.7.2.2.3 for weapon or attack
    card text that modifies damage. Neither applies to two allies trading blows."""
    for s in _steps("judge-ally-trade-both-die"):
        assert "ga:2.2.7.2.2.2" not in s.cites, s.text
        assert "ga:2.2.7.2.2.3" not in s.cites, s.text


def test_weapon_durability_without_prevention_does_not_cite_1_7_6_4_4_1() -> None:
    for s in _steps("judge-weapon-last-durability"):
        assert "ga:1.7.6.4.4.1" not in s.cites, s.text


def test_activated_ability_in_the_opponents_turn_cites_its_fast_timing() -> None:
    """2.4.1.5 activated abilities are fast by default; 1.2.2 any player with the opportunity may act fast."""
    steps = _steps("judge-fast-ability-shield-response")
    assert any(s.check == "pass" and {"ga:2.4.1.5", "ga:1.2.2"} <= set(s.cites) for s in steps)
    assert not any("'ward'" in s.text for s in steps)


def test_ability_reserve_naming_a_field_card_is_refused_not_replaced() -> None:
    """1.6.4.2.4.1: a reserve cost takes other cards from the hand; naming a field card is refused (it was
    silently replaced by the last hand card)."""
    from judge_app.loading import loads_scenario

    text = (ROOT / "judge-fast-ability-shield-response.yaml").read_text(encoding="utf-8")
    text = text.replace("ability: ward, reserve: [b_h1]", "ability: ward, reserve: [b_ally]")
    result = run(loads_scenario(text, "ga-reserve-field-card.yaml"))
    assert result.trace.result.stopped_at == 2
    fails = [s for s in result.trace.steps if s.check == "fail"]
    assert fails and all("ga:1.6.4.2.4.1" in s.cites for s in fails)


def test_declining_a_mandatory_triggered_ability_is_refused() -> None:
    """2.4.2.1 / 2.11.7.12.2: only a 可以 ability may be declined; 「死亡:抽1張牌」 resolves by itself."""
    from judge_app.loading import loads_scenario

    text = (ROOT / "judge-life-zero-dies-death-trigger.yaml").read_text(encoding="utf-8")
    text = text.replace("- {type: pass_all, player: A}\n- {type: pass_all, player: A}\n",
                        "- {type: pass_all, player: A}\n- type: pass_all\n  player: A\n"
                        "  choices: [{for: b_ally.last, use: false}]\n")
    result = run(loads_scenario(text, "decline.yaml"))
    assert result.trace.result.stopped_at == 2
    assert any(s.check == "fail" and "ga:2.11.7.12.2" in s.cites for s in result.trace.steps)


def test_trigger_whose_source_left_the_field_says_where_it_went_citing_2_4_0_12() -> None:
    """2.4.0.12: an ability on the stack exists independently of its source; the step says the source is gone
    (banished: now in 甲's 放逐區) and the ability resolves anyway."""
    for name, where in (("judge-trial2-enter-trigger-source-banished", "banishment"),
                        ("judge-life-zero-dies-death-trigger", "graveyard")):
        cited = [s for s in _steps(name) if "ga:2.4.0.12" in s.cites]
        assert cited, name
        assert all(says(s, M.SOURCE_LEFT_STILL_RESOLVES) and says(s, M.ZONE_NAMES[where]) for s in cited), \
            [said(s) for s in cited]


def test_trigger_whose_source_is_still_on_the_field_does_not_cite_2_4_0_12() -> None:
    """The messenger is still on the field when its enter trigger resolves, declined or not: 2.4.0.12 (an
    ability independent of its source) has nothing to explain there."""
    declined = (ROOT / "judge-trial2-may-trigger-declined.yaml").read_text(encoding="utf-8")
    used = declined.replace("{for: a_scout.arrive, use: false}", "{for: a_scout.arrive, use: true}")
    for text in (declined, used):
        steps = run(loads_scenario(text)).trace.steps
        assert any(s.kind == "resolution" and "入場" in (args_of(s, M.ABILITY_RESOLVES) or {}).get("ability", "")
                   for s in steps)
        assert not [s.text for s in steps if "ga:2.4.0.12" in s.cites]
    # of two death triggers, the dead imp's (its source in the graveyard) says so
    steps = _steps("triggers-both-players")
    assert any("ga:2.4.0.12" in s.cites and "小鬼" in (args_of(s, M.SOURCE_LEFT_STILL_RESOLVES) or {}).get("source", "")
               and says(s, M.ZONE_NAMES["graveyard"]) for s in steps)
