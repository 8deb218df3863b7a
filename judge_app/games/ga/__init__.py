"""Grand Archive (ga, 宏偉檔案 完全規則書 4.1): champions and lineages, reserve and memory costs, the effect
stack with opportunities, retaliation combat. See ``game.py``."""

from judge_app.games.ga.game import GAME

__all__ = ["GAME"]
