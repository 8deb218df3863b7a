"""Scenario schema v2: ``schema``, ``meta``, ``state``, ``actions``, ``interpretations``, ``expect``,
``annotations``. What changed since each older version is in :data:`SCHEMA_CHANGES` (the loader tells an older file).

The models are generic in the game's effect and action unions; a game module exposes its concrete
``Scenario[Effect, Action]`` as ``scenario_model``.
"""

from __future__ import annotations

from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import Field

from judge_app.engine.base import Model
from judge_app.engine.state import GameState

E = TypeVar("E")
A = TypeVar("A")

SCHEMA_VERSION = 2
# Each version's changes, for a file of an older version: what it may now say, and what reads differently. A
# version-1 file still loads (everything it can say means the same in version 2); `judge migrate FILE --schema`
# updates its version line.
SCHEMA_CHANGES: dict[int, tuple[str, ...]] = {
    2: (
        "meta.map_to_edition: true 按引擎实现的版本推演并把引用映射到 meta.edition 指定的另一版"
        "(不写则拒绝引擎未实现的版本)",
        "expect.stopped_at: not_checked 表示不检查(不写 stopped_at 仍表示“每个动作都合法”)",
        "expect.refused: [动作序号…] 检查被拒绝或被撤回的动作(result.refused)",
        "动作可写 at: next_legal(仅 fftcg):放弃优先权直到该动作下一个合法时机,并在追溯中说明;不写则在时间线所在时刻判定"
        "(此前 fftcg 会默默插入让过、改到之后的合法时机执行)",
        "对象可写 text: 卡牌印刷的规则文字;没有结构化能力时由文字读出能力,读不懂的部分逐段报告",
        "mtg: state.memory.stack 改为 state.stack,memory.passes 改为 memory.passed(牌手列表);"
        "riftbound: memory.passes 改为 memory.passed(牌手列表)——加载时指明,需手工改写",
    ),
}
SUPPORTED_SCHEMAS = (1, SCHEMA_VERSION)
CITE_PATTERN = r"^[a-z]+:[0-9A-Za-z.\-]+$"


class Provenance(Model):
    event: str = ""
    judge: str = ""
    date: str = ""


class Meta(Model):
    id: str = Field(pattern=r"^[A-Za-z0-9_.\-]+$")
    title: str
    game: str
    edition: str = ""
    # Trace under ``edition`` although the game does not implement it: the implemented procedures run, cites stay
    # the implemented book's and each is mapped to ``edition`` (marked). Only when the judge asks for it.
    map_to_edition: bool = False
    question: str = ""
    provenance: Provenance = Field(default_factory=Provenance)
    tags: list[str] = Field(default_factory=list)


class Expect(Model):
    """What a correct trace must show. Every listed item is checked by ``tests/test_scenarios.py``."""

    outcome: Literal["win", "draw", "ongoing"] | None = None
    winner: str | None = None
    cites: list[str] = Field(default_factory=list, description="rule ids the trace must cite")
    kinds: list[str] = Field(default_factory=list, description="step kinds that must appear (e.g. ambiguity)")
    state: dict[str, Any] = Field(default_factory=dict, description="dotted state path → expected value")
    stopped_at: int | Literal["not_checked"] | None = Field(
        default=None, description="index of the action expected to stop the trace as illegal; absent: every action "
        "legal; not_checked: either")
    refused: list[int] | None = Field(default=None, description="indices of every action expected to be refused or "
                                      "rewound (result.refused); absent: not checked")


class Annotations(Model):
    """The judge's own notes, kept with the scenario so a ruling report carries them."""

    ruling: str = Field(default="", description="a note on the whole ruling")
    steps: dict[Annotated[int, Field(ge=1)], str] = Field(default_factory=dict,
                                                          description="trace step number → note on that step")


class Scenario(Model, Generic[E, A]):
    schema_version: Literal[1, 2] = Field(alias="schema")
    meta: Meta
    state: GameState[E]
    actions: list[A] = Field(default_factory=list)
    interpretations: dict[str, str] = Field(default_factory=dict)
    expect: Expect | None = None
    annotations: Annotations = Field(default_factory=Annotations)
