"""Dropping what is not rules: page chrome and spam (per-book patterns), tables of contents, duplicated copies.

Every dropped line is counted under its reason; nothing disappears without a trace in the import report."""

from __future__ import annotations

from collections import Counter

from rulesdb.importer.entries import strip_bullet
from rulesdb.importer.lines import Line
from rulesdb.importer.numbers import parse_number_prefix
from rulesdb.importer.profile import Profile


def split_front_matter(lines: list[Line], profile: Profile) -> tuple[list[Line], list[Line], list[Line]]:
    """(front matter, body, back matter) by the profile's markers; without markers everything is body."""
    start, end = 0, len(lines)
    if profile.body_start is not None:
        for i, line in enumerate(lines):
            if profile.body_start.search(line.text.strip()):
                start = i
                break
    if profile.body_end is not None:
        for i in range(start + 1, len(lines)):
            if profile.body_end.search(lines[i].text.strip()):
                end = i
                break
    return lines[:start], lines[start:end], lines[end:]


def split_glossary(lines: list[Line], profile: Profile, dropped: Counter[str]) -> tuple[list[Line], list[Line]]:
    """(body, glossary lines) by ``profile.glossary_start``/``glossary_end``; lines after the glossary's end are
    back matter, counted as dropped."""
    if profile.glossary_start is None:
        return lines, []
    starts = [i for i, line in enumerate(lines) if profile.glossary_start.search(line.text.strip())]
    if not starts:
        return lines, []
    start = starts[-1]
    glossary = lines[start + 1 :]
    if profile.glossary_end is not None:
        end = next((i for i, line in enumerate(glossary) if profile.glossary_end.search(line.text.strip())), None)
        if end is not None:
            dropped["back matter"] += sum(1 for line in glossary[end:] if line.text.strip())
            glossary = glossary[:end]
    return lines[:start], glossary


def drop_noise_lines(lines: list[Line], profile: Profile, dropped: Counter[str]) -> list[Line]:
    kept = []
    for line in lines:
        text = line.text.strip()
        reason = next((why for why, pattern in profile.noise if pattern.search(text)), None)
        if reason is None:
            kept.append(line)
        else:
            dropped[reason] += 1
    return kept


def _heading_key(line: Line) -> tuple[tuple[str, ...], str] | None:
    """(number, title) of a line that looks like a numbered heading, else None."""
    number = parse_number_prefix(strip_bullet(line.text).strip())
    if number is None:
        return None
    title = number.rest.strip()
    if not title or len(title) > 60 or title.endswith(("。", ".")):
        return None
    return number.tokens, title


def drop_tables_of_contents(lines: list[Line], dropped: Counter[str], min_run: int = 5) -> list[Line]:
    """A table of contents is a run of numbered headings whose (number, title) pairs all come back later in the
    same order. Runs may include blank lines and a '目录'/'Contents' caption."""
    keys = [_heading_key(line) for line in lines]
    drop: set[int] = set()
    i = 0
    while i < len(lines):
        if keys[i] is None:
            i += 1
            continue
        run = [i]
        numbers = {key[0]} if (key := keys[i]) is not None else set()
        j = i + 1
        # The run ends at a line that is no heading, or at a number already in it (the body has begun).
        while j < len(lines) and (keys[j] is not None or not lines[j].text.strip()):
            if (key := keys[j]) is not None:
                if key[0] in numbers:
                    break
                numbers.add(key[0])
                run.append(j)
            j += 1
        if len(run) >= min_run and _recurs_later(keys, run, j):
            drop.update(range(run[0], run[-1] + 1))
            drop.update(_trailing_entries(lines, keys, j))
            if run[0] > 0 and lines[run[0] - 1].text.strip().lower() in {
                "目录",
                "目錄",
                "contents",
                "table of contents",
            }:
                drop.add(run[0] - 1)
        i = j
    dropped["table of contents"] += sum(1 for k in drop if lines[k].text.strip())
    return [line for k, line in enumerate(lines) if k not in drop]


def _trailing_entries(lines: list[Line], keys: list[tuple[tuple[str, ...], str] | None], after: int) -> list[int]:
    """Unnumbered entries closing a contents list ('Glossary', 'Credits'): short lines right after the numbered run
    that recur verbatim later in the document."""
    out = []
    for k in range(after, len(lines)):
        text = lines[k].text.strip()
        if keys[k] is not None:
            break
        if not text:
            continue
        if len(text) > 40 or all(line.text.strip() != text for line in lines[k + 1 :]):
            break
        out.append(k)
    return out


def _recurs_later(keys: list[tuple[tuple[str, ...], str] | None], run: list[int], after: int) -> bool:
    """True when every number of the run appears again as a heading, in order, after ``after``, and most titles
    match exactly (a table of contents may word a title slightly differently from the body: 数值/数値).

    One entry in twenty may have no counterpart: the body may print a listed section under a wrong number."""
    pos, same_title, missing = after, 0, 0
    for k in run:
        listed = keys[k]
        assert listed is not None  # a run holds heading lines only
        number, title = listed
        found = pos
        while found < len(keys) and ((key := keys[found]) is None or key[0] != number):
            found += 1
        if found == len(keys) or (key := keys[found]) is None:
            missing += 1
            continue
        same_title += key[1] == title
        pos = found + 1
    return missing <= len(run) // 20 and same_title >= 0.7 * len(run)


def drop_duplicated_copy(lines: list[Line], dropped: Counter[str], min_block: int = 30) -> list[Line]:
    """When the whole document appears twice (a forum post pasted twice), keep the first copy.

    The copy is found where the first ``min_block`` non-blank lines recur verbatim; everything from there on is
    dropped if at least 95% of its lines also occur in the first copy (the copies may differ by a line or two)."""
    content = [k for k, line in enumerate(lines) if line.text.strip()]
    if len(content) < 2 * min_block:
        return lines
    head = [lines[k].text.strip() for k in content[:min_block]]
    for pos in range(min_block, len(content) - min_block + 1):
        if lines[content[pos]].text.strip() != head[0]:
            continue
        if [lines[k].text.strip() for k in content[pos : pos + min_block]] != head:
            continue
        first = Counter(lines[k].text.strip() for k in content[:pos])
        second = [lines[k].text.strip() for k in content[pos:]]
        shared = sum(1 for text in second if first[text] > 0)
        if shared >= 0.95 * len(second):
            dropped["duplicated copy"] += len(second)
            return lines[: content[pos]]
    return lines
