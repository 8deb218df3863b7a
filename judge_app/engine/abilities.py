"""The shared ability vocabulary: triggers, effects, targets.

Game modules reuse these effect models and add their own (each a ``Model`` with a ``type`` literal), then
build their effect union with :func:`effect_union`. An ability is data, not code: the game module decides
what each effect means in its rules (``damage`` to an eol hero is life loss, to an mtg creature it is
marked damage).

>>> Damage(target="enemy_hero", amount=2)
Damage(type='damage', target='enemy_hero', amount=2)
>>> ModifyStat(target="self", stat="attack", delta=-1).until
'end_of_turn'
"""

from __future__ import annotations

from typing import Annotated, Any, Generic, Literal, Protocol, TypeVar, Union

from pydantic import Field

from judge_app.engine.base import Model, PlayerRef

E = TypeVar("E")


class Controlled(Protocol):
    """What a trigger scope looks at on a card (a :class:`~judge_app.engine.state.GameObject` is one): the
    abilities know cards only through this, so ``state`` may build on ``abilities`` and not the reverse."""

    @property
    def controller(self) -> str: ...

# Target selectors every game understands. A target may also be an object id; games may add selectors.
TARGET_SELECTORS: dict[str, str] = {
    "self": "此卡自身",
    "chosen": "玩家选择的目标(由 choices 给出)",
    "own_hero": "己方英雄",
    "enemy_hero": "对方英雄",
    "all_own_minions": "己方所有随从",
    "all_enemy_minions": "对方所有随从",
    "all_minions": "场上所有随从",
}
# Player selectors, relative to the controller of the ability's source.
PLAYER_SELECTORS: dict[str, str] = {"controller": "此卡的控制者", "opponent": "对手"}

Duration = Literal["end_of_turn", "permanent"]


class Damage(Model):
    type: Literal["damage"] = "damage"
    target: str
    amount: int = Field(ge=0)


class Destroy(Model):
    type: Literal["destroy"] = "destroy"
    target: str


class Draw(Model):
    type: Literal["draw"] = "draw"
    player: str = "controller"
    count: int = Field(default=1, ge=0)


class Discard(Model):
    """Discard ``count`` cards the player chooses (given as ``cards`` in the matching choice)."""

    type: Literal["discard"] = "discard"
    player: str = "controller"
    count: int = Field(default=1, ge=0)


class ModifyStat(Model):
    type: Literal["modify_stat"] = "modify_stat"
    target: str
    stat: str
    delta: int
    until: Duration = "end_of_turn"

    def modifier(self, source: str) -> Modifier:
        """The modifier this effect puts on each object it affects, ``source`` being the card's id."""
        return Modifier(stat=self.stat, delta=self.delta, source=source, until=self.until)


class GainResource(Model):
    type: Literal["gain_resource"] = "gain_resource"
    player: str = "controller"
    resource: str
    amount: int = Field(ge=0)


class LoseResource(Model):
    type: Literal["lose_resource"] = "lose_resource"
    player: str = "controller"
    resource: str
    amount: int = Field(ge=0)


class ChangeControl(Model):
    type: Literal["change_control"] = "change_control"
    target: str
    to: str = "controller"


SHARED_EFFECTS: tuple[type[Model], ...] = (
    Damage, Destroy, Draw, Discard, ModifyStat, GainResource, LoseResource, ChangeControl,
)


# --- Opt-in shared effects ----------------------------------------------------------------------------------
# Several games have these, not all: a game lists the ones it has in effect_union(...). A game whose rulebook
# names the effect differently subclasses it and changes only the ``type`` literal (``add_keyword`` is a
# GrantKeyword), so scenarios keep the game's own word while the model and its meaning are shared.
class WinGame(Model):
    """An effect says the player wins the game."""

    type: Literal["win_game"] = "win_game"
    player: str = "controller"


class LoseGame(Model):
    """An effect says the player loses the game."""

    type: Literal["lose_game"] = "lose_game"
    player: str = "controller"


class GrantKeyword(Model):
    """The target gains ``keyword`` (a word of the game's vocabulary) until ``until``."""

    type: Literal["grant_keyword"] = "grant_keyword"
    target: str
    keyword: str
    until: Duration = "end_of_turn"


class DamageByPower(Model):
    """Damage equal to the source's power; the game's rules say which power a source that has left the
    field counts (usually its last known information)."""

    type: Literal["damage_by_power"] = "damage_by_power"
    target: str


class Tap(Model):
    """The target turns sideways: the game's tapped / rested / dull status."""

    type: Literal["tap"] = "tap"
    target: str


class Untap(Model):
    """The target straightens: the opposite of :class:`Tap`."""

    type: Literal["untap"] = "untap"
    target: str


class Banish(Model):
    """The target leaves to its owner's zone for cards removed from the game."""

    type: Literal["banish"] = "banish"
    target: str


class ReturnToHand(Model):
    """The target returns to its owner's hand."""

    type: Literal["return_to_hand"] = "return_to_hand"
    target: str


class Unread(Model):
    """A sentence of a card's printed text the reader did not understand (engine/cardtext), kept where it was
    printed: the game turns it into an ``unsupported`` step quoting ``text`` when the trace gets there, never a
    guess."""

    type: Literal["unread"] = "unread"
    text: str


OPTIONAL_EFFECTS: tuple[type[Model], ...] = (
    WinGame, LoseGame, GrantKeyword, DamageByPower, Tap, Untap, Banish, ReturnToHand, Unread,
)


def effect_union(*extra: type[Model]) -> Any:
    """The discriminated union of the shared effects plus a game's own ones (which may include some of
    ``OPTIONAL_EFFECTS``), for ``Ability[...]``."""
    return Annotated[Union[(*SHARED_EFFECTS, *extra)], Field(discriminator="type")]


class Trigger(Model):
    """When a triggered ability fires: an event name from the game's vocabulary, and whose event it is:
    ``self`` (this card), ``ally`` (a card its controller controls), ``enemy`` (an opponent's card),
    ``other`` (any card but this one: "another creature"), ``any``.

    >>> from judge_app.engine.state import GameObject
    >>> a, b = GameObject(id="a", owner="A", zone="A.play"), GameObject(id="b", owner="A", zone="A.play")
    >>> [Trigger(event="dies", scope=s).watches(a, b) for s in ("self", "ally", "enemy", "other", "any")]
    [False, True, False, True, True]
    >>> Trigger(event="dies", scope="other").watches(a, a)
    False
    """

    event: str
    scope: Literal["self", "ally", "enemy", "other", "any"] = "self"

    def watches(self, source: Controlled, subject: Controlled) -> bool:
        """Whether an event happening to ``subject`` is one this trigger, printed on ``source``, watches
        (the event name is compared by the caller). ``ally`` includes ``source`` itself."""
        if self.scope == "self":
            return source is subject
        if self.scope == "ally":
            return source.controller == subject.controller
        if self.scope == "enemy":
            return source.controller != subject.controller
        if self.scope == "other":
            return source is not subject
        return True


class Ability(Model, Generic[E]):
    """One ability printed on a card. ``kind`` comes from the game's vocabulary (eol: awaken/death/…).

    ``modes`` holds the alternatives of a "choose one" ability; the choice's ``mode`` picks one.
    """

    id: str = Field(pattern=r"^[A-Za-z0-9_\-]+$")
    kind: str
    text: str = ""
    trigger: Trigger | None = None
    cost: dict[str, int] = Field(default_factory=dict)
    optional: bool = True
    once_per_turn: bool = False
    effects: list[E] = Field(default_factory=list)
    modes: list[list[E]] = Field(default_factory=list)


class Modifier(Model):
    """A stat change applied by an effect, kept separate from the printed stat so formulas can tell
    printed values from buffs."""

    stat: str
    delta: int
    source: str = ""
    until: Duration = "end_of_turn"


__all__ = [
    "OPTIONAL_EFFECTS",
    "PLAYER_SELECTORS",
    "SHARED_EFFECTS",
    "TARGET_SELECTORS",
    "Ability",
    "Banish",
    "ChangeControl",
    "Damage",
    "DamageByPower",
    "Destroy",
    "Discard",
    "Draw",
    "Duration",
    "GainResource",
    "GrantKeyword",
    "LoseGame",
    "LoseResource",
    "Modifier",
    "ModifyStat",
    "PlayerRef",
    "ReturnToHand",
    "Tap",
    "Trigger",
    "Unread",
    "Untap",
    "WinGame",
    "effect_union",
]
