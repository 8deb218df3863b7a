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
from judge_app.games.eol import rules as R
from judge_app.games.eol.board import Obj, State, is_minion, pname
from judge_app.games.eol.model import ZONES

# effect type → (what it does, the rule that makes only a minion in the minion zone a target)
MINION_ON_BOARD = {"destroy": ("破坏", R.DYING), "change_control": ("获得控制权", R.OWNERSHIP_CHANGE)}
KIND_RULES = {"awaken": R.AWAKEN_SKILL, "death": R.DEATH_SKILL, "active": R.ACTIVE_SKILL,
              "passive": R.PASSIVE_SKILL, "item": R.ITEM_SKILLS}
# “破坏对方1个随从”, “获得目标对方随从的控制权”: the text names the opponent's minions
OPPONENTS_MINION = re.compile(r"对方的?(?:\d+|[一二两三四五])?[个名张]?随从")
ZONE_NAMES = {z.key: z.name for z in ZONES}


@dataclass(frozen=True)
class Verdict:
    ok: bool
    text: str
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
    out = [Verdict(in_row, f"{target.label} 是随从区中的随从,可以作为「{name}」的目标。" if in_row else
                   f"{target.label} 不是随从区中的随从(它是{_kind(target)},在{ZONE_NAMES.get(where, where)});"
                   f"「{name}」只能选择随从区中的随从:{doing}只作用于场上的随从。",
                   (R.MINION_ZONE, rule))]
    if OPPONENTS_MINION.search(name):
        me = source.controller
        theirs = target.controller != me
        out.append(Verdict(theirs, f"卡面文字「{name}」选择对方的随从,{target.label} 由 "
                           f"{pname(state, target.controller)}(对方)控制。" if theirs else
                           f"卡面文字「{name}」只能选择对方的随从,{target.label} 是 {pname(state, me)} 自己的。",
                           (KIND_RULES.get(ability.kind, R.ITEM_SKILLS),)))
    return out


def _kind(obj: Obj) -> str:
    for key, word in (("minion", "随从卡"), ("hero", "英雄卡"), ("item", "道具卡")):
        if key in obj.types:
            return word
    return "卡牌"
