"""Echo of Legends (eol): heroes, face-down minions, energy, attribute advantage. See ``game.py``."""

from judge_app.games.eol.game import GAME

__all__ = ["GAME"]
