"""What a ``chosen`` target of an eol effect may be, judged the same way when an action is checked and when a
triggered ability resolves later.

Destruction happens to a minion on the board: 濒死 then 破坏 (4.2.3) are states of a minion in the minion zone
(1.1.2), so a minion card in hand, a hero or an item is no target for it. 心控 changes who controls a minion on the
board (2.3.2.1). The card's text is the effect (1.4.2 items, 1.3.4/1.2.3 skills): a text that says 对方…随从 chooses
one of the opponent's minions, never the player's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge_app.engine.abilities import Ability
from judge_app.engine.messages import Text
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, State, is_minion, pname

# effect type → (what it does, the rule that makes only a minion in the minion zone a target)
MINION_ON_BOARD = {"destroy": (M.DESTROYING, R.DYING), "change_control": (M.TAKING_CONTROL, R.OWNERSHIP_CHANGE)}
KIND_RULES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "active": R.ACTIVE_SKILL,
              "passive": R.PASSIVE_SKILL, "item": R.ITEM_SKILLS}
# “破坏对方1个随从”, “获得目标对方随从的控制权”: the text names the opponent's minions
OPPONENTS_MINION = re.compile(r"对方的?(?:\d+|[一二两三四五])?[个名张]?随从")


@dataclass(frozen=True)
class Verdict:
    ok: bool
    text: Text
    cites: tuple[str, ...]


def chosen_effects(ability: Ability[Any]) -> list[Any]:
    """The effects of ``ability`` (its modes included) whose target is the chosen one and that only a minion on
    the board can take."""
    effects = [*ability.effects, *(e for m in ability.modes for e in m)]
    return [e for e in effects if getattr(e, "target", None) == "chosen" and e.type in MINION_ON_BOARD]


def judge(state: State, source: Obj, ability: Ability[Any], effect: Any, target: Obj) -> list[Verdict]:
    """Every condition on ``target`` as the chosen target of ``effect``, each with its rule, held or not."""
    doing, rule = MINION_ON_BOARD[effect.type]
    name = ability.text or ability.id
    where = target.zone.partition(".")[2]
    in_row = is_minion(target) and where == "minions"
    zone = M.ZONES[where]() if where in M.ZONES else where
    out = [Verdict(in_row, M.TARGET_IN_ROW(target=target.label, skill=name) if in_row else
                   M.TARGET_NOT_IN_ROW(target=target.label, kind=_kind(target), zone=zone, skill=name, doing=doing()),
                   (R.MINION_ZONE, rule))]
    if OPPONENTS_MINION.search(name):
        me = source.controller
        theirs = target.controller != me
        out.append(Verdict(theirs, M.OPPONENTS_TARGET(skill=name, target=target.label,
                                                      who=pname(state, target.controller)) if theirs else
                           M.OWN_TARGET(skill=name, target=target.label, me=pname(state, me)),
                           (KIND_RULES.get(ability.kind, R.ITEM_SKILLS),)))
    return out


def _kind(obj: Obj) -> Text:
    for key, word in (("minion", M.MINION_CARD), ("hero", M.HERO_CARD), ("item", M.ITEM_CARD)):
        if key in obj.types:
            return word()
    return M.CARD()
