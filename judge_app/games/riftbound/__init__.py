"""符文战场 (riftbound): turn structure, cleanup, chain, showdowns, movement, combat, scoring and effect
layers from the partial core rules (300–345, 419–456). See ``game.py``."""

from judge_app.games.riftbound.game import GAME

__all__ = ["GAME"]
