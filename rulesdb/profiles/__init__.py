"""Per-book knowledge for the importer. `PROFILES` maps a game id to a factory for its profile;
`generic_profile` serves `rulesdb import` for documents of the same families that no profile knows."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.importer.profile import Profile
from rulesdb.profiles import eol, fftcg, ga, generic, mtg, riftbound

PROFILES: dict[str, Callable[[], Profile]] = {
    "ga": ga.profile,
    "fftcg": fftcg.profile,
    "eol": eol.profile,
    "riftbound": riftbound.profile,
    "mtg": mtg.profile,
}

generic_profile = generic.profile
