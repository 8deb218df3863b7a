"""GameModule.stack_view: mtg reads its typed items in state.stack (damage, spells with targets) and
memory.pending, the kernel default reads state.stack (riftbound's chain), both top first, from the runner's
per-action snapshots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_app.engine.runner import run
from judge_app.engine.stack_view import PENDING, describe
from judge_app.engine.state import GameState, PendingTrigger
from judge_app.games.mtg.memory import Pending
from judge_app.games.mtg.model import DrawItem
from judge_app.loading import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def snapshots(path: Path) -> tuple[Any, dict[int, GameState[Any]]]:
    loaded = load_scenario(path)
    return loaded.game, run(loaded, snapshots=True).snapshots


def test_mtg_damage_then_spell_on_top() -> None:
    game, snaps = snapshots(SCENARIOS / "mtg" / "pump-after-damage-on-stack.yaml")
    assert game.stack_view(snaps[2]) == []  # blockers declared, nothing on the stack yet
    [damage] = game.stack_view(snaps[3])  # after pass_until combat damage: damage is on the stack
    assert (damage.position, damage.kind, damage.label) == (1, "combat_damage", "战斗伤害")
    assert set(damage.targets) == {"a_bear", "b_bear"}
    assert "灰熊(a_bear) → 灰熊(b_bear) 2" in damage.detail
    spell, under = game.stack_view(snaps[4])  # after the cast: the pump is on top of the damage
    assert (spell.position, spell.kind, spell.source, spell.targets, spell.controller) == (
        1, "spell", "a_growth", ("a_bear",), "A")
    assert spell.label == "巨大化(a_growth)" and "+3/+3" in spell.detail
    assert (under.position, under.kind) == (2, "combat_damage")
    assert describe(snaps[4], spell).startswith("1(顶) 巨大化(a_growth) [咒语] 控制者 甲 → 灰熊(a_bear)")
    assert game.stack_view(snaps[5]) == []  # all resolved


def test_mtg_pending_trigger_and_draw() -> None:
    game, snaps = snapshots(SCENARIOS / "mtg" / "pump-after-damage-on-stack.yaml")
    state = snaps[4].model_copy(deep=True)
    state.stack = [DrawItem(id="s9"), *state.stack]
    state.memory.pending = [Pending(source="b_bear", ability="kw:echo", controller="B", subject="")]
    view = game.stack_view(state)
    assert [e.kind for e in view] == ["spell", "combat_damage", "draw", "pending_trigger"]
    assert view[2].position == 3 and view[2].controller == "" and view[2].detail == "甲 抓一张牌"
    assert view[3].position == PENDING and view[3].pending and view[3].controller == "B"


def test_riftbound_chain_lifo() -> None:
    game, snaps = snapshots(SCENARIOS / "riftbound" / "chain-reaction-lifo.yaml")
    top, bottom = game.stack_view(snaps[2])
    assert (top.position, top.source, top.controller, top.targets) == (1, "shield", "B", ("b1",))
    assert (bottom.position, bottom.source, bottom.controller) == (2, "bolt", "A")
    assert top.label == "坚韧(shield)" and top.kind == "card"
    assert [e.source for e in game.stack_view(snaps[4])] == ["bolt"]
    assert game.stack_view(snaps[6]) == []


def test_default_lists_pending_triggers_after_the_stack() -> None:
    game, snaps = snapshots(SCENARIOS / "riftbound" / "chain-reaction-lifo.yaml")
    state = snaps[2].model_copy(deep=True)
    state.pending_triggers = [PendingTrigger(source="b1", ability="guard", controller="B", event="attacked")]
    view = game.stack_view(state)
    assert [e.position for e in view] == [1, 2, PENDING]
    assert view[2].kind == "pending_trigger" and "attacked" in view[2].detail


def test_fftcg_kinds_and_delayed_text() -> None:
    game, snaps = snapshots(SCENARIOS / "fftcg" / "summon-fizzle.yaml")
    top, under = game.stack_view(snaps[2])
    assert (top.source, top.kind, top.kind_name, top.targets) == ("b_s1", "summon", "召唤兽", ("b_fw",))
    assert under.position == 2 and under.source == "a_s1"
    game, snaps = snapshots(SCENARIOS / "fftcg" / "zone-change-delayed.yaml")
    [delayed] = game.stack_view(snaps[6])
    assert delayed.label == "卡邦克尔(a_s1) 的延迟自动技能" and delayed.kind == "trigger"
    assert delayed.detail == snaps[6].memory.delayed[0].text != ""
