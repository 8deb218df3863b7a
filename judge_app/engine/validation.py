"""State checks several games share: effect targets and players that name nothing in the state.

Each game words its own messages (simplified or traditional Chinese, its own terms); the kernel only finds
the places.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from typing import Any

from judge_app.engine.abilities import PLAYER_SELECTORS

Path = tuple[Any, ...]


def bad_effect_references(ability: Any, at: Path, selectors: Collection[str], objects: Collection[str],
                          players: Collection[str], *, target_ok: Callable[[str], bool] = lambda _t: False,
                          ) -> Iterator[tuple[Path, str, str]]:
    """``(path, field, value)`` for each effect of ``ability`` (its ``effects`` and every mode) whose
    ``target`` is neither a selector nor an object id (nor accepted by ``target_ok``), or whose ``player``/``to``
    is neither a player selector nor a player id. ``at`` is the ability's path; ``path`` is the effect's."""
    for mode_i, effects in [(None, ability.effects), *enumerate(ability.modes)]:
        for k, eff in enumerate(effects):
            ep = (*at, "effects", k) if mode_i is None else (*at, "modes", mode_i, k)
            target = getattr(eff, "target", None)
            if target is not None and target not in selectors and target not in objects and not target_ok(target):
                yield ep, "target", target
            for field in ("player", "to"):
                who = getattr(eff, field, None)
                if who is not None and who not in PLAYER_SELECTORS and who not in players:
                    yield ep, field, who
