"""The ruling report as data: everything a renderer needs, nothing it must look up later.

A report is built once (:mod:`judge_app.report.build`) from the scenario, its trace, the rules database and
the judge's annotations; every renderer (Markdown, HTML, JSON, PDF) reads only this model. Cited rules carry
their full text, printed number, edition and source hash so the report still stands after the rulebook
changes. No Qt here.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, Field

from judge_app.engine.trace import MappedCite

REPORT_FORMAT = 1


class RulebookInfo(BaseModel):
    game: str
    game_name: str
    title: str
    edition: str
    effective_date: str | None = None
    source_file: str = ""
    source_sha256: str = ""
    importer_version: str = ""
    language: str = Field(default="zh", description="the rulebook's language: rule texts are quoted in it")


class Header(BaseModel):
    title: str
    scenario_id: str
    scenario_file: str = ""
    game: str
    game_name: str
    rulebook: RulebookInfo
    event: str = ""
    judge: str = ""
    date: str = Field(default="", description="date of the ruling at the table (scenario provenance)")
    generated: str = Field(description="when the report was made (ISO 8601 with offset)")
    tags: list[str] = Field(default_factory=list)


class RepairNote(BaseModel):
    kind: str
    detail: str
    confidence: str = "high"


class CitedRule(BaseModel):
    """One cited rule exactly as the rules database held it when the report was made."""

    cite: str
    id: str
    printed: str | None = None
    kind: str = ""
    context: list[str] = Field(default_factory=list, description="the headings above the rule, top down")
    text: str = ""
    examples: list[str] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)
    repairs: list[RepairNote] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    edition: str = ""
    source_sha256: str = ""
    lines: tuple[int, int] | None = None
    found: bool = True
    first_step: int | None = Field(default=None, description="the first step that cites it")
    counterpart: MappedCite | None = Field(default=None, description="its rule in the edition the judge asked to "
                                           "map to (meta.map_to_edition); a pointer, never quoted")

    @property
    def reconstructed(self) -> bool:
        return "reconstructed" in self.flags

    @property
    def repaired(self) -> bool:
        return "repaired" in self.flags or bool(self.repairs)

    @property
    def number(self) -> str:
        """The number a judge would read in the printed book; synthesized ids say so."""
        return self.printed or self.id


class ReportStep(BaseModel):
    n: int
    kind: str
    kind_label: str
    text: str
    cites: list[str] = Field(default_factory=list)
    reconstructed: list[str] = Field(default_factory=list)
    changes: list[str] = Field(default_factory=list)
    action: int | None = None
    note: str = ""
    check: str | None = None
    decisive: bool = False
    bookkeeping: bool = Field(default=False, description="only the engine's records changed: folded when shown")


class Reading(BaseModel):
    """An interpretation point and the reading the trace used."""

    point: str
    question: str
    reading: str
    meaning: str
    explicit: bool = Field(description="chosen in the scenario's interpretations (else the default)")
    cites: list[str] = Field(default_factory=list)


class Nuance(BaseModel):
    """A step the judge must look at twice: an ambiguity (a reading was chosen) or something unsupported."""

    step: int
    kind: str
    kind_label: str
    text: str
    cites: list[str] = Field(default_factory=list)


class BoardObject(BaseModel):
    id: str
    name: str
    summary: str = Field(default="", description="slot, stats, keywords, statuses, counters in words")


class BoardZone(BaseModel):
    zone: str
    name: str
    owner: str | None = None
    objects: list[BoardObject] = Field(default_factory=list)


class BoardPlayer(BaseModel):
    id: str
    name: str
    resources: dict[str, int] = Field(default_factory=dict)
    resource_names: dict[str, str] = Field(default_factory=dict)


class Board(BaseModel):
    turn: int
    active_player: str
    phase: str
    step: str | None = None
    players: list[BoardPlayer]
    zones: list[BoardZone]
    stack: list[str] = Field(default_factory=list)
    pending_triggers: list[str] = Field(default_factory=list)
    svg: str = Field(description="a drawing of the board at the start, from the game's zones and layout")


class Outcome(BaseModel):
    ruling: str = Field(description="the ruling in one sentence")
    outcome: str
    winner: str | None = None
    reason: str = ""
    answer: str = Field(default="", description="the engine's full answer, with the final position")
    stopped_at: int | None = None
    cites: list[str] = Field(default_factory=list)


class ActionMark(BaseModel):
    """An action the judge must not read as legal: refused (✗) or replaced / not modelled (⚠)."""

    action: int = Field(description="index of the scenario action (0-based)")
    mark: str
    step: int = Field(description="the step that says so")
    why: str = ""
    cites: list[str] = Field(default_factory=list)


class DecidingStep(BaseModel):
    step: int
    kind: str
    check: str | None = None
    text: str
    cites: list[str] = Field(default_factory=list)


class Verdict(BaseModel):
    """The answer first: ✗ (an action refused), ⚠ (replaced or not modelled) or ✓, one sentence with the
    deciding rules' numbers, the steps it rests on and every marked action."""

    mark: str = "✓"
    sentence: str = ""
    ruling: str = ""
    deciding: list[DecidingStep] = Field(default_factory=list)
    actions: list[ActionMark] = Field(default_factory=list)
    engine_text_in_lang: bool = Field(default=False, description="the reasons and steps quoted are in the verdict's "
                                      "language (every step of the trace is worded in messages)")


class Report(BaseModel):
    format: int = REPORT_FORMAT
    header: Header
    question: str
    outcome: Outcome
    verdict: Verdict = Field(default_factory=Verdict)
    board: Board
    steps: list[ReportStep]
    nuances: list[Nuance] = Field(default_factory=list)
    readings: list[Reading] = Field(default_factory=list)
    ruling_note: str = ""
    unplaced_notes: dict[int, str] = Field(default_factory=dict,
                                           description="notes on step numbers this trace does not have")
    rules: list[CitedRule]
    mapped_to: str = Field(default="", description="the edition the cites are mapped to (meta.map_to_edition): the "
                           "trace is made under the header's edition, each rule's counterpart is only pointed to")
    scenario_yaml: str = Field(description="the scenario as traced, annotations included, to re-run it")
    lang: str = Field(default="zh", description="the language of the report's own labels (zh or en); rule and "
                      "scenario text stay as written, and so does engine text unless engine_text_in_lang")
    engine_text_in_lang: bool = Field(default=False, description="every step of the trace is worded in messages, "
                                      "so the engine's text is in the report's language (engine/messages.py)")

    def cited(self) -> list[str]:
        return [r.cite for r in self.rules]

    def to_json(self) -> str:
        return json.dumps(self.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"
