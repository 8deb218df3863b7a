"""Helpers for mtg's tests: what a step says, read from its message id and parameters (not its sentence). The
helpers are riftbound's (the first game worded); they belong in a shared tests module once a third game uses them."""

from tests.games.riftbound import args_of, said, says

__all__ = ["args_of", "said", "says"]
