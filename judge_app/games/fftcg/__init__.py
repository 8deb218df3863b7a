"""FINAL FANTASY TCG (fftcg), 总规则 ver.2.00: forwards and backups, CP, the stack, parties. See ``game.py``."""

from judge_app.games.fftcg.game import GAME

__all__ = ["GAME"]
