"""Arrows each game's actions draw on the board, and what dragging a card onto a card or player proposes.

Expectations come from what the rulebooks say the actions mean, not from the code:
- mtg 508.1/506.1 (2-player): the attacking creatures attack the defending player; 509.1a: each blocker blocks
  the attacker it is declared to block; 510.1: combat damage assigned among the creatures blocking it and, with
  trample, the player; 115/601.2c: a spell's targets.
- fftcg: a forward attacks the opponent; the blocking forward blocks the attacking forward(s) (the attack in
  progress); a summon's and an ability's targets.
- ga: an ally attacks its attack target; an attack card's attack target.
- eol: a minion attacks the target it names.
- riftbound: a played card's targets; a move takes units to a battlefield.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.arrows import Arrow, End
from judge_app.engine.runner import Loaded, run
from judge_app.loading import load_scenario

ROOT = Path(__file__).resolve().parents[2] / "scenarios"


def before(game: str, name: str, index: int) -> tuple[Any, Any, Any]:
    """(game module, the position before action ``index``, that action)."""
    loaded = load_scenario(ROOT / game / f"{name}.yaml")
    scenario = loaded.scenario
    state = run(Loaded(scenario.model_copy(update={"actions": scenario.actions[:index]}), loaded.game)).state
    return loaded.game, state, scenario.actions[index]


def C(i: str) -> End:
    return End("card", i)


def P(i: str) -> End:
    return End("player", i)


CASES = [
    ("mtg", "first-strike-trample", 0, [Arrow("attack", C("a_knight"), P("B"))]),
    ("mtg", "first-strike-trample", 2, [Arrow("block", C("b_bear"), C("a_knight"))]),
    ("mtg", "first-strike-trample", 4, [Arrow("damage", C("a_knight"), C("b_bear"), "2"),
                                        Arrow("damage", C("a_knight"), P("B"), "2")]),
    ("mtg", "counter-and-retarget", 0, [Arrow("target", C("a_shock"), C("b_elf"))]),
    ("mtg", "first-strike-trample", 1, []),  # passing points at nothing
    ("fftcg", "back-attack-block", 0, [Arrow("attack", C("a_fw"), P("B"))]),
    ("fftcg", "back-attack-block", 5, [Arrow("block", C("b_h1"), C("a_fw"))]),
    ("ga", "attack-card-text-at-damage", 0, [Arrow("attack", C("a_blaze"), C("b_champ"))]),
    ("riftbound", "chain-reaction-lifo", 0, [Arrow("target", C("bolt"), C("b1"))]),
    ("riftbound", "combat-assign-order-refused", 0, [Arrow("move", C("a1"), End("zone", "bf1"))]),
]


def _index_of(game: str, name: str, kind: str) -> int:
    loaded = load_scenario(ROOT / game / f"{name}.yaml")
    return next(i for i, a in enumerate(loaded.scenario.actions) if a.type == kind)


@pytest.mark.parametrize("game,name,index,expected", CASES,
                         ids=lambda v: v if isinstance(v, str) else None)
def test_arrows_of_shipped_actions(game: str, name: str, index: int, expected: list[Arrow]) -> None:
    module, state, action = before(game, name, index)
    assert module.arrows(state, action) == expected


def test_fftcg_summon_points_at_its_target() -> None:
    i = _index_of("fftcg", "conditional-trigger", "cast_summon")
    module, state, action = before("fftcg", "conditional-trigger", i)
    assert module.arrows(state, action) == [Arrow("target", C(action.card), C(t)) for t in action.targets]


def test_ga_ally_attacks_its_target() -> None:
    i = _index_of("ga", "ally-combat-retaliation", "attack")
    module, state, action = before("ga", "ally-combat-retaliation", i)
    assert module.arrows(state, action) == [Arrow("attack", C(action.attacker), C(action.target))]


def test_eol_minion_attacks_its_target() -> None:
    module, state, action = before("eol", "attribute-advantage", _index_of("eol", "attribute-advantage", "attack"))
    assert module.arrows(state, action) == [Arrow("attack", C("a_m1"), C("b_m1"))]


def test_every_arrow_end_exists_in_the_position() -> None:
    """Whatever a game draws points at something on the board: a card, a player or a zone of the position."""
    for game, name, index, _ in CASES:
        module, state, action = before(game, name, index)
        zones = set(module.zone_ids(state))
        for a in module.arrows(state, action):
            for e in (a.source, a.target):
                if e.kind == "card":
                    ok = state.find(e.id) is not None
                elif e.kind == "player":
                    ok = any(p.id == e.id for p in state.players)
                else:
                    ok = e.id in zones
                assert ok, (game, name, index, e)


# --- dragging a card onto a card or a player ---------------------------------------------------------------

def test_mtg_drag_attacker_onto_defending_player_declares_the_attack() -> None:
    module, state, _ = before("mtg", "first-strike-trample", 0)
    first = module.pointer_proposals(state, "a_knight", P("B"))[0]
    assert first.data == {"type": "declare_attackers", "player": "A", "attackers": ["a_knight"]}
    assert first.complete


def test_mtg_drag_blocker_onto_attacker_declares_the_block() -> None:
    module, state, _ = before("mtg", "first-strike-trample", 2)
    first = module.pointer_proposals(state, "b_bear", C("a_knight"))[0]
    assert first.data == {"type": "declare_blockers", "player": "B", "blocks": {"b_bear": "a_knight"}}
    assert first.complete


def test_mtg_drag_spell_onto_target_casts_it_with_that_target() -> None:
    module, state, _ = before("mtg", "counter-and-retarget", 0)
    first = module.pointer_proposals(state, "a_shock", C("b_elf"))[0]
    assert first.data["type"] == "cast" and first.data["card"] == "a_shock" and first.data["targets"] == ["b_elf"]
    assert not first.complete  # mana and modes still to decide: the form opens pre-filled


def test_mtg_illegal_drag_is_still_proposed() -> None:
    """A creature of the non-active player dragged at the active player is still an attack declaration: the
    trace refuses it with its rule (508.1), it is never turned into something else."""
    module, state, _ = before("mtg", "first-strike-trample", 0)
    first = module.pointer_proposals(state, "b_bear", P("A"))[0]
    assert first.data == {"type": "declare_attackers", "player": "B", "attackers": ["b_bear"]}


def test_fftcg_drag_forward_onto_opponent_attacks_and_blocker_onto_attacker_blocks() -> None:
    module, state, _ = before("fftcg", "back-attack-block", 0)
    assert module.pointer_proposals(state, "a_fw", P("B"))[0].data == {
        "type": "declare_attack", "player": "A", "forwards": ["a_fw"]}
    module, state, _ = before("fftcg", "back-attack-block", 5)
    assert module.pointer_proposals(state, "b_h1", C("a_fw"))[0].data == {
        "type": "block", "player": "B", "blocker": "b_h1"}


def test_ga_and_eol_drag_attacker_onto_target_attacks() -> None:
    i = _index_of("ga", "ally-combat-retaliation", "attack")
    module, state, action = before("ga", "ally-combat-retaliation", i)
    assert module.pointer_proposals(state, action.attacker, C(action.target))[0].data == {
        "type": "attack", "player": "A", "attacker": action.attacker, "target": action.target}
    module, state, _ = before("eol", "attribute-advantage", _index_of("eol", "attribute-advantage", "attack"))
    assert module.pointer_proposals(state, "a_m1", C("b_m1"))[0].data == {
        "type": "attack", "player": "A", "attacker": "a_m1", "target": "b_m1"}


def test_riftbound_drag_unit_onto_battlefield_moves_and_spell_onto_unit_plays() -> None:
    module, state, _ = before("riftbound", "combat-assign-order-refused", 0)
    assert module.pointer_proposals(state, "a1", End("zone", "bf1"))[0].data == {
        "type": "move", "player": "A", "units": ["a1"], "to": "bf1"}
    module, state, _ = before("riftbound", "chain-reaction-lifo", 0)
    assert module.pointer_proposals(state, "bolt", C("b1"))[0].data == {
        "type": "play", "player": "A", "card": "bolt", "targets": ["b1"]}


def test_riftbound_drag_unit_onto_a_unit_at_a_battlefield_moves_there() -> None:
    """Units fight by moving to a battlefield (riftbound combat starts when a unit moves where an enemy holds):
    dropping on a unit standing at a battlefield means that battlefield."""
    module, state, _ = before("riftbound", "combat-assign-order-refused", 0)
    assert module.pointer_proposals(state, "a1", C("tank"))[0].data == {
        "type": "move", "player": "A", "units": ["a1"], "to": "bf1"}


def test_ga_champion_attacks_with_a_weapon() -> None:
    """ga 2.6 / 1.7.6: a champion attacks with a weapon (the Attack action names both); dragging the weapon onto an
    enemy unit declares the champion's attack with it, dragging the champion needs the weapon chosen when it has
    more than one (the form opens)."""
    from judge_app.engine.state import GameObject

    module, state, _ = before("ga", "ally-combat-retaliation", 0)
    sword = GameObject(id="a_sword", name="剑", owner="A", zone="field", types=["weapon"])
    state = state.model_copy(update={"objects": [*state.objects, sword]})
    state.model_post_init(None)  # model_copy keeps the old id index
    first = module.pointer_proposals(state, "a_sword", C("b_guard"))[0]
    assert first.data == {"type": "attack", "player": "A", "attacker": "a_champ", "target": "b_guard",
                          "weapon": "a_sword"} and first.complete
    first = module.pointer_proposals(state, "a_champ", C("b_guard"))[0]
    assert first.data["weapon"] == "a_sword" and first.complete
    axe = GameObject(id="a_axe", name="斧", owner="A", zone="field", types=["weapon"])
    state = state.model_copy(update={"objects": [*state.objects, axe]})
    state.model_post_init(None)
    first = module.pointer_proposals(state, "a_champ", C("b_guard"))[0]
    assert "weapon" not in first.data and not first.complete


def test_mtg_drag_attacking_creature_assigns_its_combat_damage() -> None:
    """Once a creature attacks, dragging it onto the defending player or its blocker is about its combat damage
    (its controller assigns it, 502.9 in this edition): an assignment of all its power there, for the grid form to
    adjust — not a second attack declaration."""
    module, state, _ = before("mtg", "trample-illegal-assignment", 3)
    first = module.pointer_proposals(state, "a_crash", P("B"))[0]
    assert first.data == {"type": "assign_damage", "player": "A", "assignments": {"a_crash": {"B": 5}}}
    assert not first.complete  # the grid opens pre-filled: the split is the judge's question
    first = module.pointer_proposals(state, "a_crash", C("b_giant"))[0]
    assert first.data["assignments"] == {"a_crash": {"b_giant": 5}}
