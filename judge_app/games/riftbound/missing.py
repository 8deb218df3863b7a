"""Rules the shipped text refers to but does not contain (it holds 300–345 and 419–456 only).

Each entry names the rule *in the text* that points at the missing one, so an ``unsupported`` step can
cite what the judge can read and say plainly which referenced rule is absent. ``tests/games/riftbound``
checks every entry against the rules database (the citing rule has an unresolved ref to that number).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.engine.messages import Text
from judge_app.engine.table import Table
from judge_app.games.riftbound import messages as M
from judge_app.games.riftbound import rules as R


@dataclass(frozen=True)
class Missing:
    number: str  # the referenced rule number, as printed
    title: str  # what the text calls it
    cited_by: str  # the rule in the shipped text that refers to it

    def titled(self) -> Text:
        """Its title in the catalog's words."""
        return M.MISSING_TITLES[self.number]()


TRIGGERED = Missing("375", "触发式技能", R.SIMULTANEOUS_BY_TURN_ORDER)
DISCRETIONARY = Missing("398.1", "自决行动", R.PRIORITY_NEEDED)
READY = Missing("402", "激活", R.AWAKEN_READY)
CHANNEL = Missing("417", "召出", R.CHANNEL_TWO)
BURN_OUT = Missing("418", "燃尽", R.BURN_OUT)
RUNE_POOL = Missing("158", "符文池", R.DRAW_POOLS_EMPTY)
ABILITIES = Missing("357", "技能", R.CHAIN_ABILITY)
PLAY_CARD = Missing("346", "打出卡牌", R.CHAIN_PENDING_UNTIL_CHECK)
PLAY_TIMING = Missing("346", "打出卡牌", R.EXECUTE_TIMING_CHECK)
# 336.1 “完整执行其游戏效果” sends the details of a spell's resolution to 346 and an ability's to 386: among
# them what happens when a chosen target is no longer there.
SPELL_RESOLVE = Missing("346", "打出卡牌", R.RESOLVE_NEWEST)
ABILITY_RESOLVE = Missing("386", "打出或激活技能", R.RESOLVE_NEWEST)
ACTIVATE = Missing("386", "打出或激活技能", "riftbound:334.1.b")
CONTROL = Missing("179", "控制", R.COMBAT_CONQUER)
CONTROL_SHOWDOWN = Missing("179", "控制", R.SHOWDOWN_ONE_LEFT)
MOVE_DETAIL = Missing("407", "移动", R.MOVE_DEFINED)
STANDARD_MOVE = Missing("140", "标准移动", R.STANDARD_MOVE)

ALL = (TRIGGERED, DISCRETIONARY, READY, CHANNEL, BURN_OUT, RUNE_POOL, ABILITIES, PLAY_CARD, PLAY_TIMING, SPELL_RESOLVE,
       ABILITY_RESOLVE, ACTIVATE,
       CONTROL, CONTROL_SHOWDOWN, MOVE_DETAIL, STANDARD_MOVE)


def absent(m: Missing) -> Text:
    """The phrase a trace uses for a missing rule."""
    return M.ABSENT(number=m.number, title=m.titled())


def unsupported(t: Table, what: Text, m: Missing, *also: str, halt: bool = False, then: Text | None = None) -> None:
    """An ``unsupported`` step: ``what`` cannot be resolved without rule ``m``. ``halt`` stops the trace
    there, for when every later step would depend on how the missing rule came out; ``then`` says what the
    engine does meanwhile (so a judge sees the assumption, not a silent choice)."""
    if halt:
        t.halt(M.DEPENDS_ON_MISSING(number=m.number, title=m.titled()), [m.cited_by])
    stop = M.HALTS_AFTER(number=m.number) if halt else ""
    t.unsupported(M.NEEDS_MISSING(what=what, absent=absent(m), then=then or "", stop=stop), [m.cited_by, *also])


def halted(t: Table) -> bool:
    return t.state.halted is not None
