"""What changed between two editions of a rulebook: added, removed, changed and renumbered rules, moved subtrees
and glossary changes, with word-level (CJK: character-level) highlighting.

Rules are aligned by *content*, never by number: a rule whose number changed because another was inserted before
it is "renumbered", not "changed" plus "added". Alignment runs in three passes:

1. identical text (with examples) pairs up; among several identical candidates the same id, then document order;
2. the longest run of those pairs in the same order on both sides is the backbone; every unpaired old rule is
   compared with the unpaired new rules near its expected place between its neighbouring backbone pairs, the new
   rule with its own id, and the new rules beside where its nearest paired neighbours went (a moved block), and
   the most similar pairs (token similarity ≥ 0.5) are taken greedily;
3. what is left is removed (old) or added (new).

A text that differs only in rule numbers that follow the renumbering (``see rule 201.5`` → ``201.6`` after 201.5
became 201.6) is not a text change; such rules and glossary entries are listed as "references updated".

>>> text_ops("the proposed spell", "the spell")
[('=', 'the '), ('-', 'proposed '), ('=', 'spell')]
"""

from __future__ import annotations

import html
import json
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Literal

from rulesdb.models import Rule, Rulebook

ChangeKind = Literal["added", "removed", "changed", "renumbered"]
Op = tuple[str, str]  # ('=' | '-' | '+', text)

SIMILAR = 0.5  # token similarity from which two rules are "the same rule, edited"
WINDOW = 80  # how far from its expected place an edited rule is looked for (exact matches are found anywhere)
NEIGHBOURS = 5  # how many rules back and forth to look for a paired neighbour of an unpaired rule
# A rule number (306.5b) or a contraction (it's) is one word.
_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[.'’][A-Za-z0-9]+)*|[\u3400-\u9fff\uf900-\ufaff]|\s+|.", re.DOTALL)
_RULE_NUMBER = re.compile(r"(?<![\w.])\d{1,4}(?:\.\d{1,3})+(?:\.?[a-z])?(?![\w])")


def tokens(text: str) -> list[str]:
    """Words, single CJK characters, runs of white space and single other characters."""
    return _TOKEN.findall(text)


def text_ops(old: str, new: str) -> list[Op]:
    """The edit from ``old`` to ``new`` as segments: '=' kept, '-' deleted, '+' inserted (words; CJK characters).

    >>> text_ops("游戏检查咒语", "游戏检查法术")
    [('=', '游戏检查'), ('-', '咒语'), ('+', '法术')]
    """
    a, b = tokens(old), tokens(new)
    ops: list[list[str]] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if ops and ops[-1][0] == op:
            ops[-1][1] += text
        else:
            ops.append([op, text])

    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("=", "".join(a[i1:i2]))
        else:
            add("-", "".join(a[i1:i2]))
            add("+", "".join(b[j1:j2]))
    _slide_spaces(ops)
    return [(op, text) for op, text in ops if text]


def _slide_spaces(ops: list[list[str]]) -> None:
    """A lone insertion or deletion that starts with the space the next kept text also starts with reads better
    ending with it: '=if', '- the', '= proposed' becomes '=if ', '-the ', '=proposed'."""
    for k in range(1, len(ops) - 1):
        prev, seg, nxt = ops[k - 1], ops[k], ops[k + 1]
        if prev[0] != "=" or nxt[0] != "=" or seg[0] == "=":
            continue
        while seg[1] and nxt[1] and seg[1][0].isspace() and seg[1][0] == nxt[1][0]:
            prev[1] += seg[1][0]
            seg[1] = seg[1][1:] + seg[1][0]
            nxt[1] = nxt[1][1:]


def _content(rule: Rule) -> str:
    return "\n".join([" ".join(rule.text.split()), *(" ".join(e.split()) for e in rule.examples)])


def _similarity(a: list[str], b: list[str]) -> float:
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() < SIMILAR or matcher.quick_ratio() < SIMILAR:
        return 0.0
    return matcher.ratio()


def map_refs(text: str, renumbering: dict[str, str]) -> str:
    """``text`` with every rule number that was renumbered replaced by its new number."""
    return _RULE_NUMBER.sub(lambda m: renumbering.get(m.group(0), m.group(0)), text)


@dataclass
class RuleChange:
    kind: ChangeKind
    old: str | None
    new: str | None
    text_changed: bool = False
    refs_updated: bool = False
    similarity: float = 1.0
    ops: list[Op] = field(default_factory=list)
    old_text: str = ""
    new_text: str = ""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind, "old": self.old, "new": self.new}
        if self.kind in ("changed", "renumbered"):
            out |= {"text_changed": self.text_changed, "refs_updated": self.refs_updated,
                    "similarity": round(self.similarity, 3)}
        if self.ops:
            out["ops"] = [list(op) for op in self.ops]
        else:
            out["text"] = self.new_text if self.kind != "removed" else self.old_text
        return out


@dataclass
class GlossaryChange:
    kind: Literal["added", "removed", "changed", "refs-updated"]
    term: str
    ops: list[Op] = field(default_factory=list)
    text: str = ""


@dataclass
class EditionDiff:
    old_label: str
    new_label: str
    entries: list[RuleChange]
    moved_subtrees: list[tuple[str, str, int]]
    glossary: list[GlossaryChange]

    # -- views the CLI, the browser and the tests read ------------------------------------------------------

    @property
    def added(self) -> list[str]:
        return [e.new for e in self.entries if e.kind == "added" and e.new]

    @property
    def removed(self) -> list[str]:
        return [e.old for e in self.entries if e.kind == "removed" and e.old]

    @property
    def changed(self) -> list[str]:
        return [e.new for e in self.entries if e.kind == "changed" and e.text_changed and e.new]

    @property
    def renumbered(self) -> dict[str, str]:
        return {e.old: e.new for e in self.entries if e.kind == "renumbered" and e.old and e.new}

    @property
    def renumbered_changed(self) -> list[str]:
        return [e.old for e in self.entries if e.kind == "renumbered" and e.text_changed and e.old]

    @property
    def refs_updated(self) -> list[tuple[str, str]]:
        return [(e.old, e.new) for e in self.entries if e.refs_updated and e.old and e.new]

    def _terms(self, kind: str) -> list[str]:
        return [g.term for g in self.glossary if g.kind == kind]

    @property
    def glossary_added(self) -> list[str]:
        return self._terms("added")

    @property
    def glossary_removed(self) -> list[str]:
        return self._terms("removed")

    @property
    def glossary_changed(self) -> list[str]:
        return self._terms("changed")

    @property
    def glossary_refs_updated(self) -> list[str]:
        return self._terms("refs-updated")

    def entry(self, rule_id: str) -> RuleChange | None:
        """The change of the rule with this id in the new edition (else in the old one)."""
        return next((e for e in self.entries if e.new == rule_id), None) or next(
            (e for e in self.entries if e.old == rule_id), None
        )

    def summary(self) -> dict[str, int]:
        return {
            "added": len(self.added),
            "removed": len(self.removed),
            "changed": len(self.changed),
            "renumbered": len(self.renumbered),
            "refs_updated": len(self.refs_updated),
            "moved_subtrees": len(self.moved_subtrees),
            "glossary_added": len(self.glossary_added),
            "glossary_removed": len(self.glossary_removed),
            "glossary_changed": len(self.glossary_changed),
            "glossary_refs_updated": len(self.glossary_refs_updated),
        }

    # -- output -------------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, object]:
        return {
            "old": self.old_label,
            "new": self.new_label,
            "summary": self.summary(),
            "rules": [e.to_json() for e in self.entries if e.kind != "changed" or e.text_changed or e.refs_updated],
            "moved_subtrees": [{"old": o, "new": n, "rules": size} for o, n, size in self.moved_subtrees],
            "glossary": [
                {"kind": g.kind, "term": g.term, **({"ops": [list(op) for op in g.ops]} if g.ops else {"text": g.text})}
                for g in self.glossary
            ],
        }

    def to_text(self) -> str:
        s = self.summary()
        counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in s.items())
        lines = [f"{self.old_label} → {self.new_label}: {counts}"]
        if self.moved_subtrees:
            lines.append("")
            lines.append("moved subtrees:")
            lines.extend(f"  {o} → {n}  ({size} rules)" for o, n, size in self.moved_subtrees)
        for title, kind in (("added", "added"), ("removed", "removed")):
            items = [e for e in self.entries if e.kind == kind]
            if items:
                lines += ["", f"{title}:"]
                lines += [f"  {e.new or e.old}  {_first_line(e.new_text or e.old_text)}" for e in items]
        changed = [e for e in self.entries if e.kind == "changed" and e.text_changed]
        if changed:
            lines += ["", "changed:"]
            lines += [f"  {e.new}  {word_diff(e.ops)}" for e in changed]
        renumbered = [e for e in self.entries if e.kind == "renumbered"]
        if renumbered:
            lines += ["", "renumbered:"]
            for e in renumbered:
                what = word_diff(e.ops) if e.text_changed else (
                    "(references follow the renumbering)" if e.refs_updated else "(text unchanged)")
                lines.append(f"  {e.old} → {e.new}  {what}")
        refs = [e for e in self.entries if e.kind == "changed" and e.refs_updated]
        if refs:
            lines += ["", "references updated:"] + [f"  {e.new}" for e in refs]
        if self.glossary:
            lines += ["", "glossary:"]
            for g in self.glossary:
                body = word_diff(g.ops) if g.ops else _first_line(g.text)
                lines.append(f"  {g.kind:12} {g.term}  {body}")
        return "\n".join(lines) + "\n"

    def to_html(self) -> str:
        esc = html.escape
        s = self.summary()
        parts = [
            "<!DOCTYPE html><html><head><meta charset='utf-8'>",
            f"<title>{esc(self.old_label)} → {esc(self.new_label)}</title>",
            "<style>body{font-family:sans-serif;max-width:60em;margin:auto} del{background:#fecaca} "
            "ins{background:#bbf7d0;text-decoration:none} .id{font-weight:bold;margin-right:.5em} "
            "li{margin:.3em 0}</style></head><body>",
            f"<h1>{esc(self.old_label)} → {esc(self.new_label)}</h1>",
            "<p>" + " · ".join(f"{esc(k.replace('_', ' '))} {v}" for k, v in s.items()) + "</p>",
        ]

        def section(title: str, items: list[str]) -> None:
            if items:
                parts.append(f"<h2>{esc(title)}</h2><ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>")

        section("moved subtrees", [f"<span class='id'>{esc(o)} → {esc(n)}</span>{size} rules"
                                   for o, n, size in self.moved_subtrees])
        section("added", [f"<span class='id'>{esc(e.new or '')}</span><ins>{esc(e.new_text)}</ins>"
                          for e in self.entries if e.kind == "added"])
        section("removed", [f"<span class='id'>{esc(e.old or '')}</span><del>{esc(e.old_text)}</del>"
                            for e in self.entries if e.kind == "removed"])
        section("changed", [f"<span class='id'>{esc(e.new or '')}</span>{html_ops(e.ops)}"
                            for e in self.entries if e.kind == "changed" and e.text_changed])
        section("renumbered", [
            f"<span class='id'>{esc(e.old or '')} → {esc(e.new or '')}</span>"
            + (html_ops(e.ops) if e.text_changed else esc(_first_line(e.new_text)))
            for e in self.entries if e.kind == "renumbered"])
        section("glossary", [f"<span class='id'>{esc(g.kind)} {esc(g.term)}</span>"
                             + (html_ops(g.ops) if g.ops else esc(g.text)) for g in self.glossary])
        parts.append("</body></html>")
        return "\n".join(parts)


def shorten(ops: list[Op], context: int = 40) -> list[Op]:
    """Long kept runs cut to ``context`` characters on each side of a change (``…`` marks the cut).

    >>> shorten([("=", "a" * 50), ("+", "x"), ("=", "b" * 50)], context=3)
    [('=', '… aaa'), ('+', 'x'), ('=', 'bbb …')]
    """
    out: list[Op] = []
    for k, (op, text) in enumerate(ops):
        if op == "=" and context and len(text) > 2 * context + 3:
            first, last = k == 0, k == len(ops) - 1
            if first and not last:
                text = "… " + text[-context:]
            elif last and not first:
                text = text[:context] + " …"
            elif not first and not last:
                text = text[:context] + " … " + text[-context:]
        out.append((op, text))
    return out


def word_diff(ops: list[Op], context: int = 40) -> str:
    """``[-deleted-]{+inserted+}`` inline, white space kept outside the marks; long kept runs are shortened to
    ``context`` characters on each side of a change."""
    out = []
    for op, text in shorten(ops, context):
        if op == "=":
            out.append(text)
            continue
        core = text.strip()
        lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
        mark = f"[-{core}-]" if op == "-" else f"{{+{core}+}}"
        out.append(f"{lead}{mark}{trail}" if core else text)
    return " ".join("".join(out).split("\n"))


def html_ops(ops: list[Op]) -> str:
    tag = {"=": None, "-": "del", "+": "ins"}
    return "".join(f"<{tag[op]}>{html.escape(t)}</{tag[op]}>" if tag[op] else html.escape(t) for op, t in ops)


def _first_line(text: str, width: int = 100) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= width else line[: width - 1] + "…"


# --- alignment ------------------------------------------------------------------------------------------------


def _longest_increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (sorted by the first item) whose second items increase."""
    tails: list[int] = []
    tail_at: list[int] = []
    prev: list[int] = [-1] * len(pairs)
    for k, (_, b) in enumerate(pairs):
        pos = bisect_left(tails, b)
        if pos == len(tails):
            tails.append(b)
            tail_at.append(k)
        else:
            tails[pos] = b
            tail_at[pos] = k
        prev[k] = tail_at[pos - 1] if pos else -1
    out = []
    k = tail_at[-1] if tail_at else -1
    while k >= 0:
        out.append(pairs[k])
        k = prev[k]
    return out[::-1]


def align(old: list[Rule], new: list[Rule]) -> dict[int, int]:
    """Old index → new index for every rule of ``old`` that ``new`` still has (by content)."""
    content_old = [_content(r) for r in old]
    content_new = [_content(r) for r in new]
    by_content: dict[str, list[int]] = {}
    for j, c in enumerate(content_new):
        by_content.setdefault(c, []).append(j)
    pairs: dict[int, int] = {}
    taken: set[int] = set()
    last = -1
    for i, c in enumerate(content_old):
        free = [j for j in by_content.get(c, []) if j not in taken]
        if not free:
            continue
        same_id = [j for j in free if new[j].id == old[i].id]
        after = [j for j in free if j > last]
        j = same_id[0] if same_id else (after[0] if after else free[0])
        pairs[i] = j
        taken.add(j)
        last = max(last, j)

    backbone = _longest_increasing(sorted(pairs.items()))
    anchors_old = [a for a, _ in backbone]
    new_by_id = {r.id: j for j, r in enumerate(new)}
    tok_old: dict[int, list[str]] = {}
    tok_new: dict[int, list[str]] = {}
    set_new: dict[int, set[str]] = {}
    scored: list[tuple[float, int, int]] = []
    for i in range(len(old)):
        if i in pairs:
            continue
        k = bisect_left(anchors_old, i)
        a_lo, lo = backbone[k - 1] if k > 0 else (-1, -1)
        a_hi, hi = backbone[k] if k < len(backbone) else (len(old), len(new))
        # Between two anchors the rule is expected about as far along as it was; a long stretch with no anchor
        # (a rewritten chapter, another language) is searched near that place only, so the work stays linear.
        expected = lo + round((i - a_lo) * (hi - lo) / max(1, a_hi - a_lo))
        first, last = max(lo + 1, expected - WINDOW), min(hi - 1, expected + WINDOW)
        window = [j for j in range(first, last + 1) if j not in taken]
        same = new_by_id.get(old[i].id)
        if same is not None and same not in taken and same not in window:
            window.append(same)
        # A rule inside a block that moved elsewhere: look beside where its paired neighbours went.
        for step in (-1, 1):
            for d in range(1, NEIGHBOURS + 1):
                k = i + step * d
                if k in pairs:
                    near = pairs[k] - step * d
                    for j in range(near - 1, near + 2):
                        if 0 <= j < len(new) and j not in taken and j not in window:
                            window.append(j)
                    break
        a = tok_old.setdefault(i, tokens(content_old[i]))
        a_set = set(a)
        for j in window:
            if old[i].kind != new[j].kind and {old[i].kind, new[j].kind} & {"part", "section"}:
                continue  # a part or section heading is not the same thing as a rule
            b = tok_new.setdefault(j, tokens(content_new[j]))
            b_set = set_new.setdefault(j, set(b))
            if 2 * len(a_set & b_set) < SIMILAR * (len(a_set) + len(b_set)):
                continue  # too few words in common to reach the threshold
            sim = _similarity(a, b)
            if sim >= SIMILAR:
                # ties go to the same number, then to the nearer position
                scored.append((sim + (1e-6 if new[j].id == old[i].id else 0.0), i, j))
    for _sim, i, j in sorted(scored, key=lambda t: (-t[0], abs(t[1] - t[2]))):
        if i in pairs or j in taken:
            continue
        pairs[i] = j
        taken.add(j)
    return pairs


def diff_books(old: Rulebook, new: Rulebook) -> EditionDiff:
    """Everything that changed from ``old`` to ``new``."""
    rules_old, rules_new = old.rules, new.rules
    pairs = align(rules_old, rules_new)
    renumbering = {rules_old[i].id: rules_new[j].id for i, j in pairs.items() if rules_old[i].id != rules_new[j].id}
    matched_new = set(pairs.values())
    entries: list[RuleChange] = []
    for i, r in enumerate(rules_old):
        if i not in pairs:
            entries.append(RuleChange("removed", r.id, None, old_text=_content(r)))
            continue
        n = rules_new[pairs[i]]
        a, b = _content(r), _content(n)
        text_changed = refs_updated = False
        if a != b:
            if map_refs(a, renumbering) == b:
                refs_updated = True
            else:
                text_changed = True
        if r.id == n.id and not text_changed and not refs_updated:
            continue
        kind: ChangeKind = "renumbered" if r.id != n.id else "changed"
        change = RuleChange(kind, r.id, n.id, text_changed, refs_updated, old_text=a, new_text=b)
        if text_changed:
            change.ops = text_ops(a, b)
            change.similarity = _similarity(tokens(a), tokens(b)) or SequenceMatcher(None, a, b).ratio()
        entries.append(change)
    for j, n in enumerate(rules_new):
        if j not in matched_new:
            entries.append(RuleChange("added", None, n.id, new_text=_content(n)))
    order_new = {r.id: k for k, r in enumerate(rules_new)}
    order_old = {r.id: k for k, r in enumerate(rules_old)}
    # Document order of the new edition; removed rules where they stood in the old one.
    entries.sort(key=lambda e: (order_new[e.new] if e.new else _removed_position(e.old, rules_old, pairs, order_old),
                                0 if e.new else 1))
    return EditionDiff(
        old_label=f"{old.game}:{old.manifest.edition}",
        new_label=f"{new.game}:{new.manifest.edition}",
        entries=entries,
        moved_subtrees=_moved_subtrees(old, renumbering),
        glossary=_glossary(old, new, renumbering),
    )


def _removed_position(rule_id: str | None, rules_old: list[Rule], pairs: dict[int, int],
                      order_old: dict[str, int]) -> float:
    """Where a removed rule would stand in the new edition: just after its nearest kept predecessor."""
    i = order_old.get(rule_id or "", 0)
    for k in range(i - 1, -1, -1):
        if k in pairs:
            return pairs[k] + 0.5
    return -0.5


def _moved_subtrees(old: Rulebook, renumbering: dict[str, str]) -> list[tuple[str, str, int]]:
    """Renumbered rules with children whose whole subtree moved with them (each child's number keeps its suffix).
    Only the topmost such subtree is listed."""

    def descendants(rule_id: str) -> list[str]:
        out = []
        for child in old.children(rule_id):
            out.append(child.id)
            out.extend(descendants(child.id))
        return out

    found: list[tuple[str, str, int]] = []
    covered: set[str] = set()
    for rule in old.rules:
        if rule.id not in renumbering or rule.id in covered or not rule.children:
            continue
        target = renumbering[rule.id]
        below = descendants(rule.id)
        if all(d in renumbering and d.startswith(rule.id)
               and renumbering[d] == target + d[len(rule.id):] for d in below):
            found.append((rule.id, target, 1 + len(below)))
            covered.update(below)
    return found


def _glossary(old: Rulebook, new: Rulebook, renumbering: dict[str, str]) -> list[GlossaryChange]:
    a = {g.term: " ".join(g.definition.split()) for g in old.glossary}
    b = {g.term: " ".join(g.definition.split()) for g in new.glossary}
    out: list[GlossaryChange] = []
    for g in new.glossary:
        if g.term not in a:
            out.append(GlossaryChange("added", g.term, text=b[g.term]))
        elif a[g.term] != b[g.term]:
            if map_refs(a[g.term], renumbering) == b[g.term]:
                out.append(GlossaryChange("refs-updated", g.term, ops=text_ops(a[g.term], b[g.term])))
            else:
                out.append(GlossaryChange("changed", g.term, ops=text_ops(a[g.term], b[g.term])))
    out.extend(GlossaryChange("removed", g.term, text=a[g.term]) for g in old.glossary if g.term not in b)
    return out


def dumps(d: EditionDiff) -> str:
    return json.dumps(d.to_json(), ensure_ascii=False, indent=2)
