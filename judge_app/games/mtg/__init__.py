"""Magic: The Gathering, 2003 (Legions) Comprehensive Rules (mtg). See ``game.py``."""

from judge_app.games.mtg.game import GAME

__all__ = ["GAME"]
