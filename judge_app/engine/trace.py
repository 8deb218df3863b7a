"""The trace: numbered steps, each a Chinese sentence with cited rule ids and the state changes it made.

>>> t = Trace(scenario="demo", game="eol", edition="v1")
>>> t.steps.append(Step(n=1, kind="procedure", text="抽1张牌", cites=["eol:2.1.2.1.a"]))
>>> t.steps[0]
<Step 1 procedure 抽1张牌 [eol:2.1.2.1.a]>
>>> print(t.to_text().splitlines()[1])
  1. [程序] 抽1张牌  〔eol:2.1.2.1.a〕
"""

from __future__ import annotations

import json
from typing import Any, Literal, TextIO

from pydantic import Field, SerializeAsAny

from judge_app.engine import words as W
from judge_app.engine.base import Model
from judge_app.engine.changes import Change as Change  # re-exported: the trace's change records
from judge_app.engine.messages import Lang, render

StepKind = Literal[
    "action", "procedure", "check", "trigger", "resolution", "choice", "ambiguity", "unsupported", "result",
]
CheckOutcome = Literal["pass", "fail", "nothing"]
RECONSTRUCTED_MARK = "[重建]"
KIND_LABELS: dict[str, str] = {
    "action": "动作", "procedure": "程序", "check": "检查", "trigger": "触发", "resolution": "结算",
    "choice": "选择", "ambiguity": "歧义", "unsupported": "无法模拟", "result": "结果",
}
CHECK_MARKS: dict[str, str] = {"pass": "✓", "fail": "✗", "nothing": "–"}


class Step(Model):
    n: int
    kind: StepKind
    text: str = Field(description="what the step says, in Chinese (rendered from msg and args when it has an id)")
    msg: str | None = Field(default=None, description="the message id of the text (engine/messages.py)")
    args: dict[str, Any] = Field(default_factory=dict, description="the message's parameters, JSON")
    cites: list[str] = Field(default_factory=list)
    changes: list[SerializeAsAny[Change]] = Field(default_factory=list)
    action: int | None = Field(default=None, description="index of the scenario action this step belongs to")
    reconstructed: list[str] = Field(default_factory=list,
                                     description="cites whose rule text the importer reconstructed")
    check: CheckOutcome | None = Field(
        default=None, description="a check step's outcome: a permission or condition that held (pass), a refusal "
        "(fail), or a check whose answer is that nothing happens (nothing); viewers may fold pass/nothing lines")
    decisive: bool = Field(default=False, description="the ruling rests on this step")

    def text_in(self, lang: Lang) -> str:
        """What the step says in ``lang``: from its message when it has one, else its (Chinese) text."""
        return render({"msg": self.msg, "args": self.args}, lang) if self.msg is not None else self.text

    @property
    def label(self) -> str:
        """The kind as shown to a judge, with the check's outcome mark: 检查✓, 检查✗, 检查–."""
        return KIND_LABELS[self.kind] + (CHECK_MARKS[self.check] if self.check else "")

    def cite_labels(self, mapping: EditionMapping | None = None) -> list[str]:
        """Cites as shown to a judge: a reconstructed rule is marked so it is never read as printed text; under
        a mapping each cite is followed by its counterpart in the edition asked for (``→ 702.19c``)."""
        return [(f"{c}{RECONSTRUCTED_MARK}" if c in self.reconstructed else c)
                + (mapping.label(c) if mapping is not None else "") for c in self.cites]

    def __repr__(self) -> str:
        return f"<Step {self.n} {self.kind} {self.text} [{', '.join(self.cites)}]>"


class Refusal(Model):
    """An action the engine refused: where the trace stopped, or one the rules undo and the trace went past (mtg
    308.3 rewinds an illegal attack declaration), with the rules of its failed checks."""

    action: int = Field(description="the scenario action's index")
    steps: list[int] = Field(description="its failed checks' step numbers")
    cites: list[str] = Field(description="the rules those checks cite")
    stopped: bool = Field(description="the trace stopped at it (else it was rewound or replaced, as a step says)")


class Result(Model):
    outcome: Literal["win", "draw", "ongoing"]
    winner: str | None = None
    reason: str = ""
    answer: str = ""
    cites: list[str] = Field(default_factory=list)
    stopped_at: int | None = Field(default=None, description="action index where an illegal action stopped the trace")
    refused: list[Refusal] = Field(default_factory=list, description="every refused or rewound action, in order")


MappingStatus = Literal["same", "renumbered", "changed", "none"]
MAPPING_MARKS: dict[str, str] = {"same": "", "renumbered": "", "changed": "≠", "none": "∅"}


class MappedCite(Model):
    """A cite made under the implemented edition, and its counterpart in the edition the judge asked for, found by
    the editions' alignment (`rulesdb diff`). Never quoted from the other book: the counterpart is a pointer."""

    cite: str = Field(description="as the step cited it, an id of the implemented edition")
    counterpart: str | None = Field(default=None, description="the aligned rule of the target edition; None: none")
    status: MappingStatus = Field(description="same number and text / other number, same text / text changed / "
                                  "no counterpart")

    def said(self, target: str, lang: Lang = "zh") -> str:
        """Where the rule stands in ``target``, in ``lang``: "在 2022-04-29 中:702.19c(条文有改动,核对原书)"."""
        rule = (self.counterpart or "").partition(":")[2]
        where = W.COUNTERPARTS[self.status](id=rule) if self.counterpart else W.NO_COUNTERPART()
        return W.COUNTERPART(target=target, where=where).render(lang)


class EditionMapping(Model):
    """Present only when the judge asked (``meta.map_to_edition``) to trace under an edition the game does not
    implement: the steps are made under ``implemented`` and each cite is mapped to ``target``."""

    implemented: str
    target: str
    cites: list[MappedCite] = Field(default_factory=list)

    def of(self, cite: str) -> MappedCite | None:
        return next((m for m in self.cites if m.cite == cite), None)

    def label(self, cite: str) -> str:
        """``→702.19c``, ``→702.19c≠`` (text changed) or ``→∅`` (no counterpart)."""
        m = self.of(cite)
        if m is None:
            return ""
        target = m.counterpart.partition(":")[2] if m.counterpart else ""
        return f"→{target}{MAPPING_MARKS[m.status]}"


class Trace(Model):
    scenario: str
    game: str
    edition: str
    steps: list[Step] = Field(default_factory=list)
    result: Result | None = None
    mapping: EditionMapping | None = Field(default=None, description="cites mapped to an edition not implemented")

    def cited(self) -> list[str]:
        """Every rule id cited, in first-cited order."""
        return list(dict.fromkeys(c for s in self.steps for c in s.cites))

    def decisive_steps(self) -> list[Step]:
        """The steps the ruling rests on: those marked ``decisive``; failing any, the last cited step that
        changed something or refused (so a viewer always has the 1–3 rules to quote)."""
        marked = [s for s in self.steps if s.decisive]
        if marked:
            return marked
        fallback = [s for s in self.steps if s.cites and s.kind != "result" and (s.changes or s.check == "fail")]
        return fallback[-1:]

    def to_json(self) -> str:
        """Deterministic JSON: fixed key order, no timestamps, UTF-8 text."""
        return json.dumps(self._json_data(), ensure_ascii=False, indent=2) + "\n"

    def mapping_note(self, lang: Lang = "zh") -> str:
        """One line saying the cites are mapped, and how to read the marks ('' when they are not)."""
        m = self.mapping
        return W.MAPPED(edition=m.implemented, target=m.target).render(lang) if m is not None else ""

    def write_json(self, out: TextIO) -> None:
        """``to_json`` written piece by piece: the text of a long trace is never held whole (a 10,000-action
        trace's text took 200 MB more than the trace itself, issue 34)."""
        json.dump(self._json_data(), out, ensure_ascii=False, indent=2)
        out.write("\n")

    def _json_data(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        if self.mapping is None:
            del data["mapping"]  # traces under an implemented edition keep their exact bytes
        return data

    def to_text(self) -> str:
        mapped = f" · {self.mapping_note()}" if self.mapping else ""
        lines = [f"{self.scenario} ({self.game} {self.edition}){mapped}"]
        for s in self.steps:
            cites = f"  〔{', '.join(s.cite_labels(self.mapping))}〕" if s.cites else ""
            lines.append(f"{s.n:>3}. [{s.label}]{'★' if s.decisive else ''} {s.text}{cites}")
            lines.extend(f"       · {c}" for c in s.changes)
        return "\n".join(lines) + "\n"

    def to_markdown(self) -> str:
        lines = [f"# {self.scenario}", "", f"游戏 `{self.game}`,版本 `{self.edition}`", ""]
        if self.mapping is not None:
            lines += [f"> {self.mapping_note()}", ""]
        for s in self.steps:
            cites = " ".join(f"`{c}`" for c in s.cite_labels(self.mapping))
            lines.append(f"{s.n}. **{s.label}**{' ★' if s.decisive else ''} {s.text}{' — ' + cites if cites else ''}")
            lines.extend(f"   - `{c}`" for c in s.changes)
        if any(s.reconstructed for s in self.steps):
            lines += ["", f"`{RECONSTRUCTED_MARK}`:该条文的文字由导入程序重建,不是规则书原文,引用前请核对原书。"]
        if self.result is not None:
            lines += ["", "## 结果", "", self.result.answer or self.result.outcome]
        return "\n".join(lines) + "\n"
