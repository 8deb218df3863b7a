"""Numbers → ids → tree. Wrong numbers are repaired here (recorded on the rule), duplicates survive side by side,
orphans hang under their nearest existing ancestor."""

from __future__ import annotations

from rulesdb.importer.entries import Entry
from rulesdb.importer.numbers import tokens_of
from rulesdb.importer.profile import Profile
from rulesdb.models import (
    FLAG_DUPLICATE,
    FLAG_ORPHAN,
    FLAG_RENUMBERED,
    FLAG_REPAIRED,
    Finding,
    Repair,
    Rule,
)


def _renumber(entry: Entry, tokens: tuple[str, ...], profile: Profile, reason: str, confidence: str) -> None:
    old = profile.format_id(entry.tokens)
    entry.tokens = tokens
    new = profile.format_id(tokens)
    entry.repairs.append(
        Repair(kind="renumbered", detail=reason, confidence=confidence, before=old, after=new)  # type: ignore[arg-type]
    )
    for flag in (FLAG_RENUMBERED, FLAG_REPAIRED):
        if flag not in entry.flags:
            entry.flags.append(flag)


def apply_manual_renumbers(entries: list[Entry], profile: Profile, findings: list[Finding]) -> None:
    by_line = {e.start: e for e in entries}
    for fix in profile.renumbers:
        entry = by_line.get(fix.line)
        if entry is None or entry.printed is None or entry.printed.rstrip(".") != fix.printed.rstrip("."):
            findings.append(
                Finding(
                    code="stale-repair",
                    rule=fix.new_id,
                    message=f"profile renumbers line {fix.line} ({fix.printed}) but that line holds something else",
                    status="open",
                )
            )
            continue
        _renumber(entry, tokens_of(fix.new_id), profile, fix.reason, fix.confidence)


def repair_misplaced_sections(entries: list[Entry], profile: Profile) -> None:
    """A whole section printed under another section's number: section N appears again between sections A and B,
    and exactly one number between A and B is missing. Renumber the section and its rules to that number."""
    top = [i for i, e in enumerate(entries) if len(e.tokens) == 1 and e.tokens[0].isdigit()]
    seen: set[str] = set()
    for pos, i in enumerate(top):
        number = entries[i].tokens[0]
        if number not in seen:
            seen.add(number)
            continue
        prev_n = int(entries[top[pos - 1]].tokens[0]) if pos > 0 else None
        next_n = int(entries[top[pos + 1]].tokens[0]) if pos + 1 < len(top) else None
        if prev_n is None or next_n is None:
            continue
        all_numbers = {int(entries[k].tokens[0]) for k in top}
        missing = [n for n in range(prev_n + 1, next_n) if n not in all_numbers]
        if len(missing) != 1:
            continue
        target = str(missing[0])
        end = top[pos + 1]
        reason = (
            f"section printed as {number} sits between {prev_n} and {next_n}, where {target} is missing; "
            f"its rules renumbered {number}.x → {target}.x"
        )
        for entry in entries[i:end]:
            if entry.tokens[0] == number:
                _renumber(entry, (target, *entry.tokens[1:]), profile, reason, "high")
        seen.add(target)


def repair_wrong_prefixes(entries: list[Entry], profile: Profile) -> None:
    """A single rule printed with a wrong prefix, where its parent has not appeared yet:

    - between two rules of one section, under another section's number (``213.2`` amid ``212.x``): the
      section number is a misprint;
    - right after its evident predecessor (``7.12.2`` then ``7.13.3`` before heading ``7.13``): the rule is
      ``7.12.3``, the next sibling of the rule before it.
    """
    used = {e.tokens for e in entries}
    seen: set[tuple[str, ...]] = set()
    for k, entry in enumerate(entries):
        cur = entry.tokens
        prev = entries[k - 1].tokens if k > 0 else ()
        nxt = entries[k + 1].tokens if k + 1 < len(entries) else ()
        parent = profile.parent_tokens(cur)
        candidate = None
        if parent is not None and parent not in seen and len(prev) >= 2:
            if len(cur) >= 2 and cur[0] != prev[0] and nxt[:1] == prev[:1]:
                candidate = (prev[0], *cur[1:])
                reason = f"printed under section {cur[0]} between rules of section {prev[0]}; the prefix is a misprint"
            elif (
                len(prev) == len(cur) and cur[-1].isdigit() and prev[-1].isdigit() and int(cur[-1]) == int(prev[-1]) + 1
            ):
                candidate = (*prev[:-1], cur[-1])
                reason = (
                    f"printed as {profile.format_id(cur)} before its parent {profile.format_id(parent)} appears, "
                    f"right after {profile.format_id(prev)}: it is that rule's next sibling"
                )
        if candidate is not None and candidate not in used:
            used.discard(cur)
            _renumber(entry, candidate, profile, reason, "medium")
            used.add(candidate)
        seen.add(entry.tokens)


def repair_duplicates_into_gaps(entries: list[Entry], profile: Profile) -> None:
    """A number printed twice where the next number is missing from the whole book: the second one is that next
    number (``7.9.1``, ``7.9.1`` and no ``7.9.2`` → the second is ``7.9.2``; ``701.42a`` twice and no ``701.42b``
    → the second is ``701.42b``)."""
    used = {e.tokens for e in entries}
    seen: set[tuple[str, ...]] = set()
    for entry in entries:
        cur = entry.tokens
        following = _next_token(cur[-1], profile.skipped_letters) if cur in seen and len(cur) > 1 else None
        if following is not None:
            candidate = (*cur[:-1], following)
            if candidate not in used:
                reason = (
                    f"{profile.format_id(cur)} is printed twice and {profile.format_id(candidate)} is missing: "
                    "the second is that rule"
                )
                _renumber(entry, candidate, profile, reason, "medium")
                used.add(candidate)
        seen.add(entry.tokens)


def _next_token(token: str, skipped: str) -> str | None:
    """The sibling number after ``token``: 3 → 4, a → b (in the book's alphabet); None for anything else."""
    if token.isdigit():
        return str(int(token) + 1)
    alphabet = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in skipped]
    if token in alphabet and token != alphabet[-1]:
        return alphabet[alphabet.index(token) + 1]
    return None


def assign_ids(entries: list[Entry], profile: Profile, findings: list[Finding]) -> None:
    """Canonical ids; a repeated number keeps the first occurrence's id and gets ``-2``, ``-3``… after it."""
    counts: dict[str, int] = {}
    for entry in entries:
        if entry.id is not None:  # synthesized upstream
            continue
        base = profile.format_id(entry.tokens)
        counts[base] = counts.get(base, 0) + 1
        if counts[base] == 1:
            entry.id = base
            continue
        entry.id = f"{base}-{counts[base]}"
        entry.flags.append(FLAG_DUPLICATE)
        entry.aliases.append(base)
        findings.append(
            Finding(
                code="duplicate-number",
                rule=entry.id,
                message=f"number {base} is printed again (line {entry.start}); both rules kept, this one as {entry.id}",
                status="explained",
                lines=(entry.start, entry.end),
            )
        )
    first_ids = {e.id for e in entries if FLAG_DUPLICATE not in e.flags}
    for entry in entries:
        if FLAG_DUPLICATE in entry.flags:
            base = entry.aliases[-1]
            # the first occurrence carries the flag too, so a reader of either knows there are two
            for other in entries:
                if other.id == base and other.id in first_ids and FLAG_DUPLICATE not in other.flags:
                    other.flags.append(FLAG_DUPLICATE)


def build_rules(entries: list[Entry], profile: Profile, findings: list[Finding]) -> list[Rule]:
    """Link parents and children and produce `Rule` records in document order."""
    ids = {e.id for e in entries}
    parents: dict[str, str | None] = {}
    for entry in entries:
        assert entry.id is not None
        if entry.parent is not None:
            parents[entry.id] = entry.parent
            continue
        wanted = profile.parent_tokens(entry.tokens)
        parent = None
        tokens = wanted
        while tokens:
            candidate = profile.format_id(tokens)
            if candidate in ids and candidate != entry.id:
                parent = candidate
                break
            tokens = profile.parent_tokens(tokens)
        if wanted and parent != profile.format_id(wanted):
            entry.flags.append(FLAG_ORPHAN)
            findings.append(
                Finding(
                    code="orphan",
                    rule=entry.id,
                    message=(
                        f"parent {profile.format_id(wanted)} does not exist; attached to {parent or 'the top level'}"
                    ),
                    status="open",
                    lines=(entry.start, entry.end),
                )
            )
        parents[entry.id] = parent

    children: dict[str, list[str]] = {}
    for entry in entries:
        parent = parents[entry.id]  # type: ignore[index]
        if parent is not None:
            children.setdefault(parent, []).append(entry.id)  # type: ignore[arg-type]

    rules = []
    for order, entry in enumerate(entries):
        rid = entry.id
        assert rid is not None
        flags = list(dict.fromkeys(entry.flags))
        notes = list(entry.notes)
        if rid in profile.defects:
            notes.append(profile.defects[rid])
            flags.append("translation-defect")
        rules.append(
            Rule(
                game=profile.game,
                id=rid,
                printed=entry.printed,
                kind=profile.kind_of(entry, bool(children.get(rid))),
                parent=parents[rid],
                children=children.get(rid, []),
                text=entry.text,
                examples=entry.examples,
                flags=flags,
                repairs=_dedupe(entry.repairs),
                notes=notes,
                aliases=list(dict.fromkeys(entry.aliases)),
                lines=(entry.start, entry.end),
                raw="\n".join(entry.raw),
                order=order,
            )
        )
    return rules


def _dedupe(repairs: list[Repair]) -> list[Repair]:
    return list(dict.fromkeys(repairs))
