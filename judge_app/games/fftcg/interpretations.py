"""Where the ver.2.00 text is silent or contradicts itself. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.fftcg import messages as M
from judge_app.games.fftcg import rules as R

LIMITED_LOSS = InterpretationPoint(
    id="limited_loss_damage",
    question=M.LIMITED_LOSS_QUESTION(),
    options={"six": M.LIMITED_LOSS_SIX(), "seven": M.LIMITED_LOSS_SEVEN()},
    default="six",
    cites=(R.LOSE_DAMAGE, R.RP_SEVEN_DAMAGE, R.DAMAGE_ZONE_SEVEN),
)
DAMAGE_OVER_DECK = InterpretationPoint(
    id="damage_over_deck",
    question=M.DAMAGE_OVER_DECK_QUESTION(),
    options={"cannot_place": M.DAMAGE_OVER_DECK_CANNOT_PLACE(), "literal": M.DAMAGE_OVER_DECK_LITERAL()},
    default="cannot_place",
    cites=(R.RP_DAMAGE_OVER_DECK, R.LOSE_DAMAGE_EMPTY_DECK, R.DAMAGE_CARD),
)
EXCESS_CP = InterpretationPoint(
    id="excess_cp",
    question=M.EXCESS_CP_QUESTION(),
    options={"one_total": M.EXCESS_CP_ONE_TOTAL(), "per_element": M.EXCESS_CP_PER_ELEMENT()},
    default="per_element",
    cites=(R.CP_EXCESS_ONE, R.PAY_CP_HOW, R.ACTION_COST, R.PLAY_COST),
)
PARTY_ELEMENT = InterpretationPoint(
    id="party_element",
    question=M.PARTY_ELEMENT_QUESTION(),
    options={"icon_allowed": M.PARTY_ELEMENT_ICON(), "same_element": M.PARTY_ELEMENT_SAME()},
    default="icon_allowed",
    cites=(R.DECLARE, R.PARTY_ELEMENT),
)
BACKUP_POWER = InterpretationPoint(
    id="backup_zero_power",
    question=M.BACKUP_POWER_QUESTION(),
    options={"forwards_only": M.BACKUP_POWER_FORWARDS_ONLY(), "literal": M.BACKUP_POWER_LITERAL()},
    default="forwards_only",
    cites=(R.RP_ZERO_POWER, R.POWER, R.UNDEFINED_ZERO),
)
ZERO_POWER_DAMAGED = InterpretationPoint(
    id="zero_power_damaged",
    question=M.ZERO_POWER_DAMAGED_QUESTION(),
    options={"put_into": M.ZERO_POWER_DAMAGED_PUT(), "broken": M.ZERO_POWER_DAMAGED_BROKEN()},
    default="put_into",
    cites=(R.RP_ZERO_POWER, R.RP_BROKEN, R.BREAK_ONLY_WHEN_SAID),
)
FIRST_STRIKE_BOTH = InterpretationPoint(
    id="first_strike_both",
    question=M.FIRST_STRIKE_BOTH_QUESTION(),
    options={"simultaneous": M.FIRST_STRIKE_BOTH_SIMULTANEOUS(), "literal_none": M.FIRST_STRIKE_BOTH_NONE()},
    default="simultaneous",
    cites=(R.FIRST_STRIKE, R.BATTLE_DAMAGE),
)
LIGHT_DARK_PLAY = InterpretationPoint(
    id="light_dark_play",
    question=M.LIGHT_DARK_PLAY_QUESTION(),
    options={"allowed": M.LIGHT_DARK_PLAY_ALLOWED(), "forbidden": M.LIGHT_DARK_PLAY_FORBIDDEN()},
    default="allowed",
    cites=(R.RP_LIGHT_DARK, R.FIELD_SAME_NAME),
)
SUMMON_ELEMENT = InterpretationPoint(
    id="summon_element",
    question=M.SUMMON_ELEMENT_QUESTION(),
    options={"required": M.SUMMON_ELEMENT_REQUIRED(), "not_required": M.SUMMON_ELEMENT_NOT_REQUIRED()},
    default="required",
    cites=(R.PLAY_COST, R.SUMMON_PAY_ALL, R.CARD_COST),
)

POINTS = (
    LIMITED_LOSS,
    DAMAGE_OVER_DECK,
    EXCESS_CP,
    PARTY_ELEMENT,
    BACKUP_POWER,
    ZERO_POWER_DAMAGED,
    FIRST_STRIKE_BOTH,
    LIGHT_DARK_PLAY,
    SUMMON_ELEMENT,
)


class Readings:
    """The fftcg interpretation points as the table's ``Rules`` protocol wants them: legality replays a
    moment on a scratch table and needs only these, not the whole game module (which imports legality)."""

    def interpretation(self, point_id: str) -> InterpretationPoint:
        return next(p for p in POINTS if p.id == point_id)


READINGS = Readings()
