"""Rule numbers typed by a user, matched against canonical ids.

Users type numbers the way their rulebook prints them: ``406.1.a`` for mtg's ``406.1a``, ``315.2a`` for
riftbound's ``315.2.a``, with or without a trailing dot. :func:`id_variants` yields every canonical spelling worth
trying; :func:`is_under` says whether a rule id belongs to a typed prefix (``502.9`` covers ``502.9b`` and
``502.9.1`` but not ``502.90``).
"""

from __future__ import annotations

import re

_ID = re.compile(r"^\d{1,4}(?:\.(?:\d{1,3}|[a-z]))*[a-z]?$")
_GLUE = re.compile(r"(?<=\d)\.([a-z])(?=\.|$)")
_SPLIT = re.compile(r"(?<=\d)([a-z])(?=\.|$)")


def looks_like_id(token: str) -> bool:
    """A rule number such as ``502.9b``, ``2.2.7.1``, ``315.2.a.1`` (already normalized, trailing dot allowed)."""
    return bool(_ID.match(token.rstrip(".")))


def id_variants(token: str) -> list[str]:
    """Canonical spellings to try for a typed number, the typed one first."""
    base = token.rstrip(".")
    out = [base]
    for candidate in (_GLUE.sub(r"\1", base), _SPLIT.sub(r".\1", base)):
        if candidate not in out:
            out.append(candidate)
    return out


def is_under(rule_id: str, prefix: str) -> bool:
    """``rule_id`` is ``prefix`` or a sub-rule written with it as a prefix."""
    if rule_id == prefix:
        return True
    if not rule_id.startswith(prefix):
        return False
    nxt = rule_id[len(prefix)]
    return nxt == "." or (prefix[-1].isdigit() and nxt.isalpha())
