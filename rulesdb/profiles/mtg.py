"""work in progress"""

from rulesdb.profiles.generic import profile as _g


def profile():
    return _g("mtg")
