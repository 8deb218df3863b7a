"""The import pipeline, pass by pass. `import_text` is the one entry point; every pass is also usable alone."""

from __future__ import annotations

import hashlib
from collections import Counter

from rulesdb.importer.entries import Entry, collect_entries
from rulesdb.importer.lines import Line, decode, split_lines
from rulesdb.importer.noise import (
    drop_duplicated_copy,
    drop_noise_lines,
    drop_tables_of_contents,
    split_front_matter,
    split_glossary,
)
from rulesdb.importer.profile import Profile
from rulesdb.importer.refs import resolve_refs
from rulesdb.importer.tree import (
    apply_manual_renumbers,
    assign_ids,
    build_rules,
    repair_duplicates_into_gaps,
    repair_misplaced_sections,
    repair_wrong_prefixes,
)
from rulesdb.importer.validate import validate
from rulesdb.models import FLAG_RECONSTRUCTED, FLAG_REPAIRED, Finding, Manifest, Rulebook

# Repair kinds that rebuild text rather than clean it: rules carrying one are marked reconstructed.
# Repair kinds that are pure noise removal and do not make a rule "repaired".
COSMETIC = {"pinyin-annotation", "html-leftover", "lost-separator", "soft-wrap-space"}
# A line repairer's report that it found damage it could not undo: not a repair, an open finding.
UNREPAIRED = "unrepaired-damage"


def clean_lines(
    lines: list[Line], profile: Profile, dropped: Counter[str]
) -> tuple[list[Line], list[Line], list[Line]]:
    """Noise passes and line repairs. Returns (body lines, front-matter lines, glossary lines)."""
    front, body, back = split_front_matter(lines, profile)
    dropped["front matter"] += sum(1 for line in front if line.text.strip())
    dropped["back matter"] += sum(1 for line in back if line.text.strip())
    body = drop_noise_lines(body, profile, dropped)
    body = drop_duplicated_copy(body, dropped)
    body = drop_tables_of_contents(body, dropped)
    body, glossary = split_glossary(body, profile, dropped)
    for line in (*body, *glossary):
        line.text, repairs = profile.repair_line(line.text)
        line.repairs.extend(repairs)
    return body, front, glossary


def parse_entries(body: list[Line], profile: Profile, findings: list[Finding]) -> list[Entry]:
    entries = profile.synthesize(body)
    if entries is not None:
        return entries
    stray: list[Line] = []
    entries = collect_entries(body, profile.number_reader, profile.example_pattern, stray)
    for line in stray:
        if line.text.strip():
            findings.append(
                Finding(
                    code="stray-text",
                    message=f"text before the first rule number: {line.text.strip()[:40]!r}",
                    status="open",
                    lines=(line.no, line.no),
                )
            )
    apply_manual_renumbers(entries, profile, findings)
    repair_misplaced_sections(entries, profile)
    repair_wrong_prefixes(entries, profile)
    repair_duplicates_into_gaps(entries, profile)
    profile.adopt(entries)
    return entries


def split_inline_examples(entries: list[Entry], profile: Profile) -> None:
    """Examples printed inside a rule's text become the rule's examples."""
    if profile.inline_example is None:
        return
    for entry in entries:
        parts = profile.inline_example.split(entry.text)
        if len(parts) > 1:
            entry.text = parts[0].strip()
            entry.examples = [p.strip() for p in parts[1:] if p.strip()] + entry.examples


def mark_repairs(entries: list[Entry], profile: Profile, findings: list[Finding]) -> None:
    """Flags from the repairs each entry carries; damage a repairer could not undo becomes an open finding."""
    for entry in entries:
        kinds = {r.kind for r in entry.repairs}
        if kinds & profile.reconstructing_kinds and FLAG_RECONSTRUCTED not in entry.flags:
            entry.flags.append(FLAG_RECONSTRUCTED)
        if kinds - COSMETIC - {UNREPAIRED} and FLAG_REPAIRED not in entry.flags:
            entry.flags.append(FLAG_REPAIRED)
        for repair in entry.repairs:
            if repair.kind == UNREPAIRED:
                findings.append(
                    Finding(
                        code="damage",
                        rule=entry.id,
                        message=f"damage left in place: {repair.detail} ({repair.before!r})",
                        status="open",
                        lines=(entry.start, entry.end),
                    )
                )


def import_text(text: str, profile: Profile, manifest: Manifest, importer_version: str = "") -> Rulebook:
    """Run every pass over a decoded rulebook text."""
    findings: list[Finding] = []
    dropped: Counter[str] = Counter()
    body, front, glossary_lines = clean_lines(split_lines(text), profile, dropped)
    entries = parse_entries(body, profile, findings)
    assign_ids(entries, profile, findings)
    split_inline_examples(entries, profile)
    mark_repairs(entries, profile, findings)
    rules = build_rules(entries, profile, findings)
    resolve_refs(rules, profile, findings)
    glossary = profile.glossary(rules) + profile.read_glossary(glossary_lines, rules)
    validate(rules, profile, findings)
    return Rulebook(
        manifest=manifest,
        rules=rules,
        glossary=glossary,
        findings=findings,
        dropped={k: v for k, v in sorted(dropped.items()) if v},
        importer_version=importer_version,
        source_hash=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        front_matter="\n".join(line.text.strip() for line in front if line.text.strip()),
    )


def import_bytes(data: bytes, profile: Profile, manifest: Manifest, importer_version: str = "") -> Rulebook:
    text, _encoding = decode(data)
    return import_text(text, profile, manifest, importer_version)
