"""eol's ability model: its triggers, its ability fields and its own effects (the vocabulary a scenario's
``abilities`` and a card's read ``text`` use). What each one does is in ``effects.py`` (one handler per effect),
``statics.py`` (the lasting and static ones) and ``filters.py`` (the filter and check words).
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from judge_app.engine.abilities import Ability, Duration, GrantKeyword, Trigger, Unread, effect_union
from judge_app.engine.base import Model


class EolTrigger(Trigger):
    """A trigger, and in eol: ``role`` — only when the watched minion is the combat's attacker (「攻击时」) or
    defender (「被攻击时」) (2.2.3.1, 4.1.1/4.1.2); ``filter`` — filter words the event's subject must also fit
    (「己方其他随从」 = scope ally, filter other)."""

    role: Literal["attacker", "defender"] | None = None
    filter: str = ""


# --- eol's own effects ---------------------------------------------------------------------------------
class SkipCombat(Model):
    """跳过战斗结算 (2.2.3.2): only meaningful in a combat_start trigger."""

    type: Literal["skip_combat"] = "skip_combat"


class ToDisplay(Model):
    """Put up to ``count`` cards the player chooses from hand into the display zone (1.1.4); only cards that fit
    ``filter`` (card filter words) when it is given."""

    type: Literal["to_display"] = "to_display"
    player: str = "controller"
    count: int = Field(default=1, ge=1)
    filter: str = ""


class SkipDrawPhase(Model):
    type: Literal["skip_draw_phase"] = "skip_draw_phase"
    player: str = "opponent"


class If(Model):
    """「如果…(,否则…)」: ``check`` (a check word, filters.py) decides at resolution whether ``then`` or ``else``
    happens; in a static passive it is decided continuously."""

    model_config = ConfigDict(**Model.model_config, serialize_by_alias=True)

    type: Literal["if"] = "if"
    check: str
    then: list[EolEffect] = Field(default_factory=list)  # type: ignore[valid-type]
    else_: list[EolEffect] = Field(default_factory=list, alias="else")  # type: ignore[valid-type]


class AwakenMinion(Model):
    """Awaken the target sleeping minion without paying energy (2.1.2.3.c): awakened this turn, its 唤醒技 fires."""

    type: Literal["awaken_minion"] = "awaken_minion"
    target: str


class MakeSleeping(Model):
    """The target awake minion goes back to sleep, face down (4.2.1); its buffs stay."""

    type: Literal["make_sleeping"] = "make_sleeping"
    target: str


class PlaceFrom(Model):
    """Put up to ``count`` minion cards that fit ``filter`` from ``from`` face down (sleeping) into free minion
    slots (2.1.2.3.b's way, no energy); ``filter: self`` is this card."""

    model_config = ConfigDict(**Model.model_config, serialize_by_alias=True)

    type: Literal["place_from"] = "place_from"
    player: str = "controller"
    from_: Literal["hand", "deck", "graveyard"] = Field(alias="from")
    filter: str = "minion"
    count: int = Field(default=1, ge=1)


class ToDeckBottom(Model):
    """The target minion goes to the bottom of its owner's deck (2.1.1.5's way): not destroyed."""

    type: Literal["to_deck_bottom"] = "to_deck_bottom"
    target: str


class DiscardDisplay(Model):
    """The player discards ``count`` cards (``all``: every card) of their display zone (1.1.4, 1.1.8)."""

    type: Literal["discard_display"] = "discard_display"
    player: str = "opponent"
    count: int | Literal["all"] = "all"


class CantAttack(Model):
    """The target minion cannot attack: ``what: hero`` only the enemy hero, ``any`` nothing; until ``until``."""

    type: Literal["cant_attack"] = "cant_attack"
    target: str
    what: Literal["hero", "any"] = "any"
    until: Duration = "permanent"


class PreventLifeLoss(Model):
    """「防止」: until ``until``, the player's hero loses no life (damage, life loss, attacks, the empty deck)."""

    type: Literal["prevent_life_loss"] = "prevent_life_loss"
    player: str = "controller"
    until: Duration = "end_of_turn"


class InsteadOfDestroy(Model):
    """A replacement (static passive): when ``target`` would be destroyed (dying and not regenerated) by ``by``,
    ``instead`` happens and it is not destroyed."""

    type: Literal["instead_of_destroy"] = "instead_of_destroy"
    target: str = "self"
    by: Literal["item", "skill", "combat", "any"] = "any"
    instead: list[EolEffect] = Field(default_factory=list)  # type: ignore[valid-type]


class EnergyCap(Model):
    """The player's energy cap (2.1.2.2) changes by ``delta``."""

    type: Literal["energy_cap"] = "energy_cap"
    player: str = "controller"
    delta: int
    until: Duration = "permanent"


class DrawPhaseCount(Model):
    """Static: the player draws ``count`` cards in their draw phase instead of 1 (2.1.2.1.a)."""

    type: Literal["draw_phase_count"] = "draw_phase_count"
    player: str = "controller"
    count: int = Field(ge=0)


class KeepDisplayOnSkip(Model):
    """Static replacement: when the player's draw phase is skipped, their display goes to hand (not 1.1.7)."""

    type: Literal["keep_display_on_skip"] = "keep_display_on_skip"
    player: str = "controller"


EOL_EFFECTS = (SkipCombat, ToDisplay, SkipDrawPhase, If, GrantKeyword, AwakenMinion, MakeSleeping, PlaceFrom,
               ToDeckBottom, DiscardDisplay, CantAttack, PreventLifeLoss, InsteadOfDestroy, EnergyCap, DrawPhaseCount,
               KeepDisplayOnSkip, Unread)
EolEffect = effect_union(*EOL_EFFECTS)
If.model_rebuild()
InsteadOfDestroy.model_rebuild()


class EolAbility(Ability[EolEffect]):  # type: ignore[valid-type]
    """An eol ability: its trigger may name a role and a filter; ``works_while_sleeping`` is 「沉睡时也生效」
    (4.2.1's 「特殊描述除外」: a passive that works while its minion sleeps)."""

    trigger: EolTrigger | None = None
    works_while_sleeping: bool = False
