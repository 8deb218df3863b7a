"""Validation: what is still wrong after import. Each finding is repaired, explained by the profile, or open."""

from __future__ import annotations

import itertools
import re

from rulesdb.importer.numbers import sort_key, tokens_of
from rulesdb.importer.profile import Profile
from rulesdb.models import FLAG_EMPTY, FLAG_SYNTHESIZED_ID, FLAG_TRUNCATED, Finding, Rule

# Leftovers that must never survive into clean text, with the reason reported.
NOISE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("question mark (lost byte or separator)", re.compile(r"\?")),
    ("private-use character", re.compile(r"[\ue000-\uf8ff]")),
    ("replacement character", re.compile("\ufffd")),
    # "(a) … (b)" is an enumeration, not the pinyin of 啊
    ("pinyin annotation", re.compile(r"[\u3400-\u9fff]\((?!a\)[\s\S]*\(b\))[a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]{1,7}\)")),
    ("html leftover", re.compile(r"</?p>|/p>|&nbsp;|<br\s*/?>")),
    ("forum chrome", re.compile(r"IP属地|回复贴|只看楼主|收藏回复|\d+楼\d{4}-")),
    ("soft-wrap space inside a word", re.compile(r"[\u4e00-\u9fff] +[\u4e00-\u9fff]")),
    ("control character", re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")),
]


def _numeric_siblings(rule_ids: list[str]) -> list[tuple[str, tuple[str, ...]]]:
    return [(rid, tokens_of(rid.split("-", 1)[0])) for rid in rule_ids]


def _all_elsewhere(prev: tuple[str, ...], low: int, high: int, profile: Profile, by_id: dict[str, Rule]) -> bool:
    """Numbers between two siblings may exist under another parent (flat numbering adopted by a heading)."""
    if not prev[-1].isdigit():
        return False
    return all(profile.format_id((*prev[:-1], str(n))) in by_id for n in range(low + 1, high))


def check_order_and_gaps(rules: list[Rule], profile: Profile, findings: list[Finding]) -> None:
    by_id = {r.id: r for r in rules}
    groups: dict[str | None, list[str]] = {}
    for rule in rules:
        if FLAG_SYNTHESIZED_ID in rule.flags or "-" in rule.id:
            continue
        groups.setdefault(rule.parent, []).append(rule.id)
    for parent, ids in groups.items():
        siblings = _numeric_siblings(ids)
        first_id, first = siblings[0]
        starts_late = first and first[-1].isdigit() and int(first[-1]) > 1
        if parent is not None and starts_late and first[:-1] == tokens_of(parent):
            findings.append(
                Finding(
                    code="gap",
                    rule=first_id,
                    message=f"the first rule under {parent} is {first_id}",
                    status="explained" if profile.in_missing_range(first_id) else "open",
                    lines=by_id[first_id].lines,
                )
            )
        for (prev_id, prev), (cur_id, cur) in itertools.pairwise(siblings):
            if not prev or not cur or prev[:-1] != cur[:-1]:
                continue
            a, b = sort_key(prev[-1], profile.skipped_letters), sort_key(cur[-1], profile.skipped_letters)
            if a[0] != b[0]:
                continue
            if b[1] <= a[1]:
                findings.append(
                    Finding(
                        code="out-of-order",
                        rule=cur_id,
                        message=f"{cur_id} comes after {prev_id}",
                        status="open",
                        lines=by_id[cur_id].lines,
                    )
                )
            elif b[1] > a[1] + 1 and not _all_elsewhere(prev, a[1], b[1], profile, by_id):
                missing = b[1] - a[1] - 1
                findings.append(
                    Finding(
                        code="gap",
                        rule=cur_id,
                        message=f"{missing} number(s) missing between {prev_id} and {cur_id}",
                        status="explained" if profile.in_missing_range(cur_id) else "open",
                        lines=by_id[cur_id].lines,
                    )
                )


def check_text(rules: list[Rule], profile: Profile, findings: list[Finding]) -> None:
    for rule in rules:
        if not rule.text.strip():
            if FLAG_EMPTY not in rule.flags:
                rule.flags.append(FLAG_EMPTY)
            findings.append(
                Finding(
                    code="empty",
                    rule=rule.id,
                    message=f"{rule.id} has a number but no text",
                    status="open",
                    lines=rule.lines,
                )
            )
        if rule.id in profile.truncated and FLAG_TRUNCATED not in rule.flags:
            rule.flags.append(FLAG_TRUNCATED)
        for text in (rule.text, *rule.examples):
            for why, pattern in NOISE_PATTERNS:
                if why in profile.skip_checks:
                    continue
                m = pattern.search(text)
                if m is not None:
                    findings.append(
                        Finding(
                            code="noise",
                            rule=rule.id,
                            message=f"{why}: …{text[max(0, m.start() - 8) : m.end() + 8]}…",
                            status="open",
                            lines=rule.lines,
                        )
                    )


def apply_explanations(findings: list[Finding], profile: Profile) -> None:
    """A profile's explanation turns an open finding into an explained one, with the reason in the message."""
    for finding in findings:
        if finding.status != "open":
            continue
        for ex in profile.explanations:
            if ex.covers(finding.code, finding.rule):
                finding.status = "explained"
                finding.message = f"{finding.message} — {ex.why}"
                break


def validate(rules: list[Rule], profile: Profile, findings: list[Finding]) -> None:
    check_order_and_gaps(rules, profile, findings)
    check_text(rules, profile, findings)
    apply_explanations(findings, profile)
