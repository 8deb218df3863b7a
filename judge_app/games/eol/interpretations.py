"""Where the eol text is silent or contradicts itself. Each point names the rules in tension, the
readings a judge could take, and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.eol import messages as M
from judge_app.games.eol import rules as R

HERO_DAMAGE = InterpretationPoint(
    id="minion_hero_damage",
    question=M.HERO_DAMAGE_QUESTION(),
    options={"final_attack": M.HERO_DAMAGE_FINAL_ATTACK(), "no_advantage": M.HERO_DAMAGE_NO_ADVANTAGE()},
    default="final_attack",
    cites=(R.AWAKE, R.FINAL_ATTACK, R.HERO_ELEMENT, R.WIN_HERO_HP),
)
DESTRUCTION_ORDER = InterpretationPoint(
    id="simultaneous_destruction_order",
    question=M.DESTRUCTION_ORDER_QUESTION(),
    options={"combat_attacker_first": M.DESTRUCTION_ORDER_ATTACKER_FIRST(),
             "defender_first": M.DESTRUCTION_ORDER_DEFENDER_FIRST()},
    default="combat_attacker_first",
    cites=(R.POST_BOTH_DESTROYED, R.MULTI_DEATH_ORDER),
)
MIND_CONTROL = InterpretationPoint(
    id="mind_control",
    question=M.MIND_CONTROL_QUESTION(),
    options={"ownership": M.MIND_CONTROL_OWNERSHIP(), "control_only": M.MIND_CONTROL_CONTROL_ONLY()},
    default="ownership",
    cites=(R.OWNERSHIP_CHANGE, R.MINION_ZONE),
)
BUFF_FORMULA = InterpretationPoint(
    id="buff_formula",
    question=M.BUFF_FORMULA_QUESTION(),
    options={"after_coefficient": M.BUFF_FORMULA_AFTER(), "before_coefficient": M.BUFF_FORMULA_BEFORE()},
    default="after_coefficient",
    cites=(R.FINAL_ATTACK, R.REGENERATE),
)
SLEEPING_KEYWORDS = InterpretationPoint(
    id="sleeping_keywords",
    question=M.SLEEPING_KEYWORDS_QUESTION(),
    options={"keywords_work": M.SLEEPING_KEYWORDS_WORK(), "keywords_inactive": M.SLEEPING_KEYWORDS_INACTIVE()},
    default="keywords_work",
    cites=(R.SLEEPING, R.SHIELD, R.REGENERATE),
)
REATTACK_HERO = InterpretationPoint(
    id="reattack_hero_on_awaken_turn",
    question=M.REATTACK_HERO_QUESTION(),
    options={"restricted": M.REATTACK_HERO_RESTRICTED_READING(), "allowed": M.REATTACK_HERO_ALLOWED_READING()},
    default="restricted",
    cites=(R.REATTACK, R.MAIN_ATTACK),
)
SIMULTANEOUS_LOSS = InterpretationPoint(
    id="simultaneous_loss",
    question=M.SIMULTANEOUS_LOSS_QUESTION(),
    options={"draw": M.SIMULTANEOUS_LOSS_DRAW(), "active_player_loses": M.SIMULTANEOUS_LOSS_ACTIVE()},
    default="draw",
    cites=(R.WIN_HERO_HP, R.WIN_NO_MINIONS, R.SETUP_END),
)

POINTS = (HERO_DAMAGE, DESTRUCTION_ORDER, MIND_CONTROL, BUFF_FORMULA, SLEEPING_KEYWORDS, REATTACK_HERO,
          SIMULTANEOUS_LOSS)
