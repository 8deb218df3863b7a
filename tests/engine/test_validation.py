"""The kernel's shared state checks find every bad reference, in effects and in modes."""

from __future__ import annotations

from judge_app.engine.abilities import Ability, Damage, Draw, effect_union
from judge_app.engine.validation import bad_effect_references


def test_bad_targets_and_players_are_found_in_effects_and_modes() -> None:
    ability = Ability[effect_union()](
        id="x", kind="active",
        effects=[Damage(target="ghost", amount=1), Draw(player="nobody"), Damage(target="self", amount=1)],
        modes=[[Damage(target="m1", amount=1)], [Damage(target="job:knight", amount=1)]],
    )
    found = list(bad_effect_references(ability, ("a",), {"self"}, {"m1"}, {"A", "B"}))
    assert found == [(("a", "effects", 0), "target", "ghost"), (("a", "effects", 1), "player", "nobody"),
                     (("a", "modes", 1, 0), "target", "job:knight")]
    accepting = bad_effect_references(ability, ("a",), {"self"}, {"m1"}, {"A"},
                                      target_ok=lambda t: t.startswith("job:"))
    assert [f[2] for f in accepting] == ["ghost", "nobody"]
