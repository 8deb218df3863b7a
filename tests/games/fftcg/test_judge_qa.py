"""Independent judge questions (scenarios/fftcg/judge-*.yaml, written from the ver.2.00 text before the
engine was read): what their ``expect`` cannot say — the order of steps and cites that must NOT appear."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine.runner import run
from judge_app.games.fftcg import messages as M
from judge_app.loading import load_scenario
from tests.games.fftcg import args_of, says

ROOT = Path(__file__).resolve().parents[3] / "scenarios" / "fftcg"


def _steps(name: str) -> list:
    return run(load_scenario(ROOT / f"{name}.yaml")).trace.steps


def test_draw_the_last_card_before_the_empty_deck() -> None:
    """9.2.1.1: the one card left is drawn first; only the second draw finds the deck empty (12.4.2)."""
    steps = _steps("judge-draw-second-card-empty-deck")
    drew = next(i for i, s in enumerate(steps) if (args_of(s, M.DRAWS) or {}).get("count") == 1)
    empty = next(i for i, s in enumerate(steps) if says(s, M.DRAW_MORE_EMPTY) or says(s, M.DRAW_EMPTY))
    assert drew < empty


def test_owner_controlled_card_to_break_zone_does_not_cite_7_3() -> None:
    """7.3 is about a card going to a zone of a player who is not its owner; a forward its owner controls
    goes to its owner's break zone (7.10.1) without it."""
    moves = [s for s in _steps("judge-equal-power-both-broken") if says(s, M.LEAVES_FIELD)]
    assert moves
    for s in moves:
        assert "fftcg:7.3" not in s.cites, s.text
        assert "fftcg:7.10.1" in s.cites, s.text


def test_stolen_card_to_break_zone_cites_7_3() -> None:
    moves = [s for s in _steps("same-name-control-change") if says(s, M.LEAVES_FIELD)]
    assert any("fftcg:7.3" in s.cites for s in moves)


def test_control_change_cites_6_2_6_2_only_on_a_name_clash() -> None:
    """6.2.6.2 is about gaining a card while already controlling one of its name (or a Light/Dark one)."""
    plain = [s for s in _steps("judge-control-change-no-enters-trigger") if says(s, M.CONTROL_CHANGES)]
    assert plain and all("fftcg:6.2.6.2" not in s.cites and "fftcg:6.2.6.1" in s.cites for s in plain)
    clash = [s for s in _steps("same-name-control-change") if says(s, M.CONTROL_CHANGES)]
    assert clash and all("fftcg:6.2.6.2" in s.cites for s in clash)


def test_power_boost_above_zero_does_not_cite_negative_numbers() -> None:
    """4.3 (negative power counts while changing, otherwise as 0) is not the rule of a +2000 to a 7000 forward."""
    modified = (M.POWER_MODIFIED, M.POWER_MODIFIED_THIS_TURN)
    boosts = [s for s in _steps("judge-action-ability-opponent-turn")
              if any((args_of(s, m) or {}).get("delta") == 2000 for m in modified)]
    assert boosts and all("fftcg:4.3" not in s.cites for s in boosts)


def test_priority_after_block_cites_10_1_3_6() -> None:
    steps = _steps("judge-blocker-removed-before-damage")
    block = next(i for i, s in enumerate(steps) if says(s, M.BLOCKS) or says(s, M.BLOCKS_PARTY))
    assert "fftcg:10.1.3.6" in steps[block + 1].cites


def test_trigger_order_given_as_targets_is_honoured() -> None:
    """11.8.7: the controller's order, written as <card>.<ability>, decides which goes on the stack first."""
    from judge_app.loading import loads_scenario

    text = (ROOT / "judge-trigger-order-names-unknown.yaml").read_text(encoding="utf-8")
    text = text.replace("targets: [a_bk1.etb, a_bk3.etb]", "targets: [a_bk2.etb, a_bk1.etb]")
    text = text.replace("  stopped_at: 0\n", "")
    result = run(loads_scenario(text, "order-ok.yaml"))
    assert result.trace.result.stopped_at is None
    assert [s.source for s in result.state.stack] == ["a_bk2", "a_bk1"]


def test_mandatory_auto_ability_is_not_called_a_may_ability() -> None:
    """11.8.14 is for "……时,可以……" abilities; "此前锋损毁时抽1张卡" just happens."""
    steps = _steps("judge-sweep-one-broken-one-survives")
    assert not any(says(s, M.OPTIONAL_DEFAULT) or "fftcg:11.8.14" in s.cites for s in steps)


def test_declining_a_mandatory_auto_ability_is_refused() -> None:
    """11.8.14: only "……时,可以……" abilities may be declined; 「此前锋损毁时抽1张卡」 resolves by itself."""
    from judge_app.loading import loads_scenario

    text = (ROOT / "judge-sweep-one-broken-one-survives.yaml").read_text(encoding="utf-8")
    text = text.replace("- {type: pass, player: A}\n- {type: pass, player: B}\nexpect:",
                        "- {type: pass, player: A}\n- type: pass\n  player: B\n"
                        "  choices: [{for: a_fw.last, use: false}]\nexpect:")
    result = run(loads_scenario(text, "decline.yaml"))
    assert result.trace.result.stopped_at == 4
    assert any(s.check == "fail" and "fftcg:11.8.14" in s.cites for s in result.trace.steps)
