"""Cross-references by number: found with the profile's patterns, resolved against the book's ids."""

from __future__ import annotations

from rulesdb.importer.numbers import tokens_of
from rulesdb.importer.profile import Profile
from rulesdb.models import Finding, Ref, Rule


def resolve_refs(rules: list[Rule], profile: Profile, findings: list[Finding]) -> None:
    ids = {r.id for r in rules}

    def exists(rule_id: str) -> bool:
        return rule_id in ids

    for rule in rules:
        refs: list[Ref] = []
        for text in (rule.text, *rule.examples):
            taken: list[tuple[int, int]] = []  # spans of numbers already read by an earlier pattern
            for pattern in profile.ref_patterns:
                for m in pattern.finditer(text):
                    span = m.span("num")
                    if any(a < span[1] and span[0] < b for a, b in taken):
                        continue
                    taken.append(span)
                    printed = m.group("num").rstrip(".")
                    refs.append(_resolve(printed, m.group(0), rule, profile, exists, findings))
        rule.refs = list({(r.raw, r.target): r for r in refs}.values())


def _resolve(printed: str, raw: str, rule: Rule, profile: Profile, exists, findings: list[Finding]) -> Ref:  # type: ignore[no-untyped-def]
    canonical = profile.format_id(tokens_of(printed)) if tokens_of(printed) else printed
    fixed = profile.resolve_ref(printed, rule, exists)
    if fixed is not None:
        target, note = fixed
        findings.append(
            Finding(
                code="ref-corrected",
                rule=rule.id,
                message=f"reference {raw!r} points to {target}: {note}",
                status="repaired",
                lines=rule.lines,
            )
        )
        return Ref(raw=raw, printed_target=printed, target=f"{profile.game}:{target}", resolved=True, note=note)
    if exists(canonical):
        return Ref(raw=raw, printed_target=printed, target=f"{profile.game}:{canonical}", resolved=True)
    missing = profile.in_missing_range(canonical)
    findings.append(
        Finding(
            code="dangling-ref",
            rule=rule.id,
            message=(
                f"reference {raw!r} names {canonical}, "
                + ("which lies in a range this source does not contain" if missing else "which does not exist")
            ),
            status="explained" if missing else "open",
            lines=rule.lines,
        )
    )
    return Ref(
        raw=raw,
        printed_target=printed,
        target=f"{profile.game}:{canonical}",
        resolved=False,
        note="not in this document" if missing else "no such rule",
    )
