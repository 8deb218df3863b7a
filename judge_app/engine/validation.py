"""Checks several games share: effect targets and players that name nothing in the state, choice keys that no
procedure asks for.

Each game words its own messages (simplified or traditional Chinese, its own terms); the kernel only finds
the places.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from difflib import get_close_matches
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


def unknown_choice_keys(actions: list[Any], known: list[str], *, also: Callable[[str], bool] = lambda _k: False,
                        ) -> Iterator[tuple[Path, str, str | None]]:
    """``(path, key, nearest known key or None)`` for each choice of ``actions`` whose key (``for:``) no procedure of
    the game can ask for: neither in ``known`` nor accepted by ``also``. ``path`` points at the ``for`` field.

    Such a key is a misspelling: the engine would never read it and would resolve with its default instead, so a
    game refuses it at load; a known key given at a moment it is not asked stays the trace's "unused choice" step.
    """
    for i, action in enumerate(actions):
        for j, choice in enumerate(action.choices):
            key = choice.for_
            if key not in known and not also(key):
                near = get_close_matches(key, known, n=1)
                yield ("actions", i, "choices", j, "for"), key, near[0] if near else None
