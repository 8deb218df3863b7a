"""Mana costs ("2RR", "XG"), the mana pool, and paying from it (409.1f).

>>> parse("2RR")
{'generic': 2, 'R': 2, 'X': 0}
>>> parse("XG")
{'generic': 0, 'G': 1, 'X': 1}
"""

from __future__ import annotations

import re

from judge_app.games.mtg.model import COLORS, MANA_KEYS

COST_RE = re.compile(r"^\d*[XWUBRG]*$")


def parse(cost: str) -> dict[str, int]:
    cost = cost.replace("{", "").replace("}", "")
    digits = re.match(r"\d*", cost)
    generic = int(digits.group()) if digits and digits.group() else 0
    rest = cost[len(digits.group()) if digits else 0:]
    out: dict[str, int] = {"generic": generic}
    for ch in rest:
        out[ch] = out.get(ch, 0) + 1
    out.setdefault("X", 0)
    return out


def valid(cost: str) -> bool:
    return bool(COST_RE.match(cost.replace("{", "").replace("}", "")))


def total(cost: dict[str, int], x: int = 0) -> dict[str, int]:
    """Generic folded with X×x; colour letters kept."""
    out = {k: v for k, v in cost.items() if k in COLORS and v}
    out["generic"] = cost.get("generic", 0) + cost.get("X", 0) * x
    return out


def add(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + v
    return out


def pool_of(resources: dict[str, int]) -> dict[str, int]:
    return {k[-1]: resources.get(k, 0) for k in MANA_KEYS if resources.get(k, 0)}


def pay_from(pool: dict[str, int], cost: dict[str, int]) -> dict[str, int] | None:
    """The pool left after paying ``cost``, or None if it cannot be paid. Coloured costs first, then generic
    from colourless, then from colours in WUBRG order (deterministic)."""
    left = dict(pool)
    for c in COLORS:
        need = cost.get(c, 0)
        if left.get(c, 0) < need:
            return None
        left[c] = left.get(c, 0) - need
    generic = cost.get("generic", 0)
    for c in ("C", *COLORS):
        use = min(generic, left.get(c, 0))
        left[c] = left.get(c, 0) - use
        generic -= use
    return None if generic else left


def show(cost: dict[str, int]) -> str:
    text = (str(cost["generic"]) if cost.get("generic") else "") + "".join(c * cost.get(c, 0) for c in COLORS)
    return text or "0"
