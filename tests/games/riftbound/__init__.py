"""Helpers for riftbound's tests: the shared wording helpers (tests/games/wording.py)."""

from tests.games.wording import args_of, said, says, text_args, text_says

__all__ = ["args_of", "said", "says", "text_args", "text_says"]
