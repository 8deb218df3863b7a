"""The conformance table of one rulebook edition: every rule record's status, read from its data file.

>>> t = Table(game="eol", edition="web", rules={
...     "1.1.1": Entry(status="applied", code=["HERO_ZONE"], scenarios=["a"]),
...     "5.1.4": Entry(status="out_of_scope", reason="禁限卡表为空,没有可追溯的内容"),
...     "1.3.4": Entry(status="unsupported", missing="随从技能的文字"),
...     "1.3.5": Entry()})
>>> t.counts()
{'applied': 1, 'modelled': 0, 'out_of_scope': 1, 'unsupported': 1, 'unclassified': 1}
>>> t.shares()
{'classified': 0.75, 'applied': 0.5, 'with_scenario': 1.0}
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from judge_app.engine.problems import Problem, ScenarioError, from_validation_error
from judge_app.engine.yamlio import load_file

Status = Literal["applied", "modelled", "out_of_scope", "unsupported"]
STATUSES: tuple[Status, ...] = ("applied", "modelled", "out_of_scope", "unsupported")
UNCLASSIFIED = "unclassified"

DATA_DIR = Path(__file__).resolve().parent / "data"

# The hand-written field each status needs, and the fields only some statuses may carry.
_NEEDS: dict[str, str] = {"out_of_scope": "reason", "unsupported": "missing"}
_ONLY: dict[str, tuple[str, ...]] = {
    "reason": ("out_of_scope",), "missing": ("unsupported",), "detected_by": ("unsupported",),
    "by": ("modelled",), "gap": ("applied",),
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Entry(_Strict):
    """One rule record. ``text``, ``code``, ``scenarios`` and ``pending`` are generated; a status the code does
    not decide (everything but a cited rule's ``applied`` and a vocabulary term's ``modelled``) and its reason
    are written by hand."""

    text: str = Field(default="", description="the rule's first words, so the file reads without the rulebook")
    status: Status | None = None
    code: list[str] = Field(default_factory=list, description="the rule constants (or source files) citing it; "
                            "for a modelled term, the vocabulary entries naming it")
    by: str = Field(default="", description="modelled: what in the engine implements this definition")
    reason: str = Field(default="", description="out of scope: why a tracer has nothing to apply")
    missing: str = Field(default="", description="not yet supported: what the engine lacks")
    detected_by: list[str] = Field(default_factory=list, description="not yet supported: shipped scenarios whose "
                                   "trace meets the rule and says so in an `unsupported` step naming it")
    gap: str = Field(default="", description="applied, yet no shipped scenario can cite it: why (e.g. only the "
                     "loader's validation cites it, so no trace does) — engine work, counted as without scenario")
    scenarios: list[str] = Field(default_factory=list, description="shipped scenarios citing it in expect.cites")
    pending: list[str] = Field(default_factory=list, description="scenarios in pending/ citing it (engine defects)")

    @model_validator(mode="after")
    def _fields_fit_status(self) -> Entry:
        needed = _NEEDS.get(self.status or "")
        if needed and not getattr(self, needed).strip():
            raise ValueError(f"status {self.status} 需要字段 {needed}")
        for name, statuses in _ONLY.items():
            if getattr(self, name) and self.status not in statuses:
                raise ValueError(f"字段 {name} 只属于 status {'/'.join(statuses)},此条为 {self.status}")
        if self.status == "applied" and not self.code:
            raise ValueError("status applied 需要 code(引用它的规则常量),由 judge conformance update 生成")
        if self.status == "modelled" and not (self.code or self.by.strip()):
            raise ValueError("status modelled 需要字段 by(引擎中实现此定义的名字)")
        return self


class Example(_Strict):
    """One example the rulebook gives (a separate example line, or a 例 passage inside a rule's text)."""

    rule: str
    text: str = ""
    situation: bool = Field(default=True, description="False: the example describes no game situation a "
                            "scenario could hold (a deck list, a wording); then `reason` says so")
    reason: str = ""
    missing: str = Field(default="", description="a situation the scenario format cannot hold yet: what the engine "
                         "lacks (no such effect, keyword or card kind); engine work, counted as without scenario")
    scenarios: list[str] = Field(default_factory=list, description="shipped scenarios tagged example:<key>")
    pending: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _reason_when_no_situation(self) -> Example:
        if not self.situation and not self.reason.strip():
            raise ValueError("situation: false 需要字段 reason")
        if self.missing and not self.situation:
            raise ValueError("missing 只属于描述局面的例子(situation: true)")
        return self


class Table(_Strict):
    game: str
    edition: str
    rules: dict[str, Entry] = Field(default_factory=dict)
    examples: dict[str, Example] = Field(default_factory=dict)

    def status_of(self, rule_id: str) -> str | None:
        """``applied`` … ``unsupported``, ``unclassified``, or None for an id the table does not hold."""
        entry = self.rules.get(rule_id)
        if entry is None:
            return None
        return entry.status or UNCLASSIFIED

    def counts(self) -> dict[str, int]:
        counts = dict.fromkeys([*STATUSES, UNCLASSIFIED], 0)
        for entry in self.rules.values():
            counts[entry.status or UNCLASSIFIED] += 1
        return counts

    def shares(self) -> dict[str, float]:
        """``classified``: of all records; ``applied``: of the rules a trace could need (applied + not yet
        supported); ``with_scenario``: of the applied rules, those a shipped scenario cites in its expectation."""
        c = self.counts()
        applied = [e for e in self.rules.values() if e.status == "applied"]
        return {
            "classified": _share(len(self.rules) - c[UNCLASSIFIED], len(self.rules)),
            "applied": _share(c["applied"], c["applied"] + c["unsupported"]),
            "with_scenario": _share(sum(1 for e in applied if e.scenarios), len(applied)),
        }


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 1.0


def data_path(game: str, edition: str, root: Path = DATA_DIR) -> Path:
    return root / game / f"{edition}.yaml"


def load_path(path: Path) -> Table:
    """Read one data file; every problem names the file, line and field (:class:`ScenarioError`)."""
    doc = load_file(path)
    try:
        return Table.model_validate(doc.data)
    except ValidationError as err:
        problems = from_validation_error(err)
        raise ScenarioError([Problem(p.path, p.message, str(path), doc.line_of(p.path)) for p in problems]) from None


def load_table(game: str, edition: str, root: Path = DATA_DIR) -> Table | None:
    """The table of ``game``'s ``edition``, or None when that edition has no data file (an imported edition)."""
    path = data_path(game, edition, root)
    return load_path(path) if path.is_file() else None
