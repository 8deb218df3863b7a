"""Pattern tables: a game's card templates as data, and the matcher that reads a text with them.

A table (``games/<game>/cardtext.yaml``) names slot *types*; each type is one of

- ``phrases``: fixed words → a value (``对方: {value: opponent, zh: 对方, en: the opponent}``; ``a|b`` as a key
  lists spellings of one phrase);
- ``templates``: patterns with typed slots → a value built from the slots' values (they compose: a slot's type is
  another type of the table);
- ``sentences``: the rest of the region read as sentences of one type; a sentence no template reads is *reported*
  (an unread span), never guessed;
- ``run``: a name printed on the card (``{chars: "\u4e00-\u9fff", min: 1, max: 16, excluding: [目标, 你]}``): any run
  of those characters, every length from ``min`` to ``max``, none containing an ``excluding`` word (so a selector
  is never taken for a card's name); its value is the text itself (normalized, Simplified; ``script: traditional``
  gives it in Traditional, for a game whose vocabulary spells names so). ``card: true``: the card's own name — when
  the reader is given the card's name, only that name reads (another card named in the text is not this card);
- ``number`` / ``signed`` / ``reminder`` (built in): a number (2, 十, 两), a signed number (+2, -1), a
  parenthesis repeating one of the table's ``reminders`` (a keyword's definition).

Pattern syntax: ``{name:type}`` a slot, ``{type}`` a slot whose value is not used, ``[…]`` optional, ``<a|b|>``
alternatives (an empty one: may be absent); anything else is literal (matched against the normalized text).

Values: a string ``"{x}"`` is slot x's value, ``"…{x}…"`` formats it into the string, a list item ``"{*x}"``
splices list x, a key ``"<<…": "{x}"`` merges dict x; a key whose value is an absent slot is left out (the model's
default applies).

>>> t = Table.from_data({"types": {"who": {"phrases": {"对方": {"value": "opponent", "en": "the opponent"}}},
...     "eff": {"templates": [{"pattern": "{p:who}失去{n:number}点生命",
...                            "value": {"type": "lose", "player": "{p}", "amount": "{n}"},
...                            "zh": "{p}失去 {n} 点生命", "en": "{p} loses {n} life"}]}}})
>>> [(end, node.value, node.say("en")) for end, node in Matcher(t, "对方失去2点生命").match("eff", 0, 8)]
[(8, {'type': 'lose', 'player': 'opponent', 'amount': 2}, 'the opponent loses 2 life')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from judge_app.engine.cardtext.normalize import to_traditional

CHINESE_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                  "九": 9, "十": 10}
NUMBER = re.compile(r"\d+|十[一二三四五六七八九]?|[一二两三四五六七八九]十?[一二三四五六七八九]?")
PUNCT = re.compile(r"[\s,.:;!?()。、—~\"'“”‘’]")
UNREAD_MARK = "unread"


# --- patterns ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    name: str
    type: str


@dataclass(frozen=True)
class Alt:
    options: tuple[str, ...]


@dataclass(frozen=True)
class Opt:
    tokens: tuple[Token, ...]


Token = str | Slot | Alt | Opt


def parse_pattern(pattern: str) -> tuple[Token, ...]:
    tokens, rest = _parse(pattern, 0, None)
    if rest != len(pattern):
        raise ValueError(f"pattern {pattern!r}: unbalanced ] at {rest}")
    return tokens


def _parse(p: str, i: int, close: str | None) -> tuple[tuple[Token, ...], int]:
    out: list[Token] = []
    lit = ""
    while i < len(p):
        c = p[i]
        if c == close:
            break
        if c in "{[<":
            if lit:
                out.append(lit)
                lit = ""
            if c == "{":
                j = p.index("}", i)
                name, _, typ = p[i + 1:j].rpartition(":")
                out.append(Slot(name, typ))
                i = j + 1
            elif c == "[":
                inner, j = _parse(p, i + 1, "]")
                if j >= len(p):
                    raise ValueError(f"pattern {p!r}: [ without ]")
                out.append(Opt(inner))
                i = j + 1
            else:
                j = p.index(">", i)
                out.append(Alt(tuple(sorted(p[i + 1:j].split("|"), key=len, reverse=True))))
                i = j + 1
            continue
        lit += c
        i += 1
    if lit:
        out.append(lit)
    return tuple(out), i


# --- the table -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Template:
    tokens: tuple[Token, ...]
    value: Any
    zh: str
    en: str
    pattern: str


@dataclass(frozen=True)
class Phrase:
    spelling: str
    value: Any
    zh: str
    en: str


@dataclass(frozen=True)
class Sentences:
    item: str
    split: str
    strip: str
    unread: bool  # whether a sentence not read becomes an ``unread`` element of the value (an effect)
    join: tuple[str, str] = ("。", ". ")  # how the sayings of the sentences are joined (zh, en)


@dataclass(frozen=True)
class Run:
    chars: re.Pattern[str]
    min: int
    max: int
    excluding: tuple[str, ...]
    traditional: bool = False  # the value in Traditional script (a name the game's vocabulary spells so)
    card: bool = False  # the card's own name: when the reader knows it, only that name (and no other card's) reads


Spec = list[Template | Phrase] | Sentences | Run


@dataclass
class Table:
    types: dict[str, Spec]
    reminders: frozenset[str] = frozenset()
    top: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Table:
        types: dict[str, Spec] = {}
        for name, spec in data["types"].items():
            if "phrases" in spec or "templates" in spec:
                entries: list[Template | Phrase] = []
                for key, entry in (spec.get("phrases") or {}).items():
                    entry = entry if isinstance(entry, dict) else {"value": entry}
                    for spelling in str(key).split("|"):
                        entries.append(Phrase(spelling, entry.get("value"), str(entry.get("zh", spelling)),
                                              str(entry.get("en", entry.get("zh", spelling)))))
                entries.sort(key=lambda e: len(e.spelling) if isinstance(e, Phrase) else 0, reverse=True)
                entries += [Template(parse_pattern(t["pattern"]), t.get("value"), t.get("zh", ""),
                                     t.get("en", t.get("zh", "")), t["pattern"]) for t in spec.get("templates") or []]
                types[name] = entries
            elif "sentences" in spec:
                s = spec["sentences"]
                join = ("\n", "\n") if s.get("join") == "lines" else ("。", ". ")
                types[name] = Sentences(s["item"], s.get("split", "。"), s.get("strip", "。"), s.get("unread", True),
                                        join)
            elif "run" in spec:
                r = spec["run"]
                types[name] = Run(re.compile(f"[{r['chars']}]+"), int(r.get("min", 1)), int(r.get("max", 16)),
                                  tuple(str(w) for w in r.get("excluding") or ()),
                                  traditional=r.get("script") == "traditional", card=bool(r.get("card", False)))
            else:
                raise ValueError(f"type {name}: phrases, templates, sentences or run")
        table = cls(types, frozenset(_bare(r) for r in data.get("reminders", [])), dict(data.get("top", {})))
        table.check()
        return table

    def check(self) -> None:
        """Every slot names a type (a typo in a table is an error when it is loaded, not a silent miss)."""
        known = {*self.types, "number", "signed", "reminder"}
        for name, spec in self.types.items():
            if isinstance(spec, Run):
                continue
            if isinstance(spec, Sentences):
                if spec.item not in known:
                    raise ValueError(f"type {name}: unknown item type {spec.item!r}")
                continue
            for entry in spec:
                if isinstance(entry, Template):
                    for slot in _slots(entry.tokens):
                        if slot.type not in known:
                            raise ValueError(f"type {name}: {entry.pattern!r}: unknown slot type {slot.type!r}")


def _slots(tokens: tuple[Token, ...]) -> list[Slot]:
    out: list[Slot] = []
    for t in tokens:
        if isinstance(t, Slot):
            out.append(t)
        elif isinstance(t, Opt):
            out += _slots(t.tokens)
    return out


def _bare(text: str) -> str:
    return PUNCT.sub("", text)


# --- what a match gives --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Node:
    """One reading of a span: its value, how to say it (per language) and the spans inside it not understood."""

    value: Any
    zh: str
    en: str
    unread: tuple[tuple[int, int], ...] = ()

    def say(self, lang: str) -> str:
        return self.en if lang == "en" else self.zh


# --- the matcher ---------------------------------------------------------------------------------------------
class Matcher:
    """Reads one normalized text with a table. ``match(type, start, limit)`` gives every (end, Node) the type can
    read from ``start`` without passing ``limit``, the table's order first (the first template that reads the whole
    region wins)."""

    def __init__(self, table: Table, text: str, quote: Any = None, names: frozenset[str] = frozenset()) -> None:
        self.table, self.text = table, text
        self.names = names  # the card's own name as normalized (empty: not known, any name-like run reads)
        self._memo: dict[tuple[str, int, int], list[tuple[int, Node]]] = {}
        # how a sentence not understood is quoted in a value: the printed text of a normalized span
        self.quote = quote or (lambda a, b: text[a:b])

    def match(self, typ: str, start: int, limit: int) -> list[tuple[int, Node]]:
        key = (typ, start, limit)
        if key not in self._memo:
            self._memo[key] = []  # a left-recursive template reads nothing rather than looping
            self._memo[key] = self._match(typ, start, limit)
        return self._memo[key]

    def full(self, typ: str, start: int, limit: int) -> Node | None:
        """The reading of the whole region: the one leaving least not understood, the table's order first."""
        found = [n for end, n in self.match(typ, start, limit) if end == limit]
        return min(found, key=lambda n: sum(b - a for a, b in n.unread)) if found else None

    def _match(self, typ: str, start: int, limit: int) -> list[tuple[int, Node]]:
        if typ == "number":
            return self._number(start, limit)
        if typ == "signed":
            m = re.compile(r"[+-]\d+").match(self.text, start, limit)
            return [(m.end(), Node(int(m.group()), m.group(), m.group()))] if m else []
        if typ == "reminder":
            return self._reminder(start, limit)
        spec = self.table.types[typ]
        if isinstance(spec, Run):
            return self._run(spec, start, limit)
        if isinstance(spec, Sentences):
            ends = self._cuts(spec, start, limit)
            return [(end, self._sentences(spec, start, end)) for end in [limit, *ends]]
        out: list[tuple[int, Node]] = []
        for entry in spec:
            if isinstance(entry, Phrase):
                if self.text.startswith(entry.spelling, start) and start + len(entry.spelling) <= limit:
                    out.append((start + len(entry.spelling), Node(entry.value, entry.zh, entry.en)))
                continue
            for end, binds in self._seq(entry.tokens, 0, start, limit, {}):
                out.append((end, _build(entry, binds)))
        return out

    def _seq(self, tokens: tuple[Token, ...], i: int, pos: int, limit: int,
             binds: dict[str, Node]) -> list[tuple[int, dict[str, Node]]]:
        if i == len(tokens):
            return [(pos, binds)]
        tok = tokens[i]
        out: list[tuple[int, dict[str, Node]]] = []
        if isinstance(tok, str):
            if self.text.startswith(tok, pos) and pos + len(tok) <= limit:
                out += self._seq(tokens, i + 1, pos + len(tok), limit, binds)
        elif isinstance(tok, Alt):
            for option in tok.options:
                if self.text.startswith(option, pos) and pos + len(option) <= limit:
                    out += self._seq(tokens, i + 1, pos + len(option), limit, binds)
        elif isinstance(tok, Opt):
            for end, inner in self._seq(tok.tokens, 0, pos, limit, binds):
                out += self._seq(tokens, i + 1, end, limit, inner)
            out += self._seq(tokens, i + 1, pos, limit, binds)
        else:
            for end, node in self.match(tok.type, pos, limit):
                bound = {**binds, tok.name: node} if tok.name else {**binds, f"_{i}_{pos}": node}
                out += self._seq(tokens, i + 1, end, limit, bound)
        return out

    def _number(self, start: int, limit: int) -> list[tuple[int, Node]]:
        m = NUMBER.match(self.text, start, limit)
        if not m:
            return []
        s = m.group()
        n = int(s) if s.isdigit() else _chinese_number(s)
        return [(m.end(), Node(n, str(n), str(n)))]

    def _run(self, spec: Run, start: int, limit: int) -> list[tuple[int, Node]]:
        m = spec.chars.match(self.text, start, min(limit, start + spec.max))
        if not m:
            return []
        out = []
        for end in range(start + spec.min, m.end() + 1):
            name = self.text[start:end]
            if spec.card and self.names and name not in self.names:
                continue  # another card's name is not this card
            if not any(w in name for w in spec.excluding):
                value = to_traditional(name) if spec.traditional else name
                out.append((end, Node(value, value, value)))
        return out

    def _reminder(self, start: int, limit: int) -> list[tuple[int, Node]]:
        if not self.text.startswith("(", start):
            return []
        depth = 0
        for k in range(start, limit):
            depth += {"(": 1, ")": -1}.get(self.text[k], 0)
            if depth == 0:
                if _bare(self.text[start + 1:k]) in self.table.reminders:
                    return [(k + 1, Node(None, "", ""))]
                return []
        return []

    def _sentences(self, spec: Sentences, start: int, limit: int) -> Node:
        """The region as one ``item`` if it reads so; otherwise sentence by sentence, the longest run of sentences
        that reads as one item first; a sentence that no run reads is reported."""
        end = self._stripped(spec, start, limit)
        whole = self.full(spec.item, start, end)
        if whole is not None:
            read = [self._quoted(v, start, end) for v in (whole.value if isinstance(whole.value, list)
                                                           else [whole.value])]
            as_one = Node(read, whole.zh, whole.en, whole.unread)
            if not whole.unread:
                return as_one
            # read as one item with a part not understood: sentence by sentence may understand more (a card's
            # second line swallowed as an unread sentence of the first line's ability)
            split = self._by_sentence(spec, start, limit)
            return split if _unread_size(split) < _unread_size(as_one) else as_one
        return self._by_sentence(spec, start, limit)

    def _cuts(self, spec: Sentences, start: int, limit: int) -> list[int]:
        """Where the region may be cut into sentences: after each separator, but not inside parentheses (a
        reminder's full stop does not end the sentence it explains)."""
        out, depth = [], 0
        for k in range(start, limit):
            c = self.text[k]
            depth = max(0, depth + (c == "(") - (c == ")"))
            if c in spec.split and k + 1 < limit and (depth == 0 or c == "\n"):
                out.append(k + 1)
        return out

    def _by_sentence(self, spec: Sentences, start: int, limit: int) -> Node:
        cuts = [start, *self._cuts(spec, start, limit), limit]
        pieces = list(pairwise(cuts))
        values: list[Any] = []
        says: dict[str, list[str]] = {"zh": [], "en": []}
        unread: list[tuple[int, int]] = []
        i = 0
        while i < len(pieces):
            for j in range(len(pieces), i, -1):
                a, b = pieces[i][0], self._stripped(spec, pieces[i][0], pieces[j - 1][1])
                node = self.full(spec.item, a, b) if a < b else None
                # a run of several sentences is one reading only when it reads in full (else each is tried alone)
                if node is not None and (j == i + 1 or not node.unread):
                    values += [self._quoted(v, a, b) for v in (node.value if isinstance(node.value, list)
                                                                else [node.value])]
                    says["zh"].append(node.zh)
                    says["en"].append(node.en)
                    unread += node.unread
                    i = j
                    break
            else:
                a, b = pieces[i][0], self._stripped(spec, *pieces[i], keep_end=True)
                if a < b:
                    unread.append((a, b))
                    if spec.unread:
                        values.append({"type": UNREAD_MARK, "text": self.quote(a, b)})
                    says["zh"].append(f"〔未读懂:{self.quote(a, b)}〕")
                    says["en"].append(f"[not understood: {self.quote(a, b)}]")
                i += 1
        return Node(values, spec.join[0].join(says["zh"]), spec.join[1].join(says["en"]), tuple(unread))

    def _quoted(self, value: Any, a: int, b: int) -> Any:
        """An ability carries the printed text it was read from (the trace quotes it)."""
        if isinstance(value, dict) and isinstance(value.get("ability"), dict):
            return {**value, "ability": {"text": self.quote(a, b), **value["ability"]}}
        return value

    def _stripped(self, spec: Sentences, a: int, b: int, keep_end: bool = False) -> int:
        """``b`` moved back over trailing separators (and spaces); ``keep_end`` keeps a full stop."""
        strip = "\n " if keep_end else spec.strip + spec.split + "\n "
        while b > a and self.text[b - 1] in strip:
            b -= 1
        return b


def _chinese_number(s: str) -> int:
    if "十" not in s:
        return CHINESE_DIGITS[s]
    tens, _, ones = s.partition("十")
    return (CHINESE_DIGITS[tens] if tens else 1) * 10 + (CHINESE_DIGITS[ones] if ones else 0)


def _build(entry: Template, binds: dict[str, Node]) -> Node:
    unread = tuple(u for n in binds.values() for u in n.unread)
    named = {k: n for k, n in binds.items() if not k.startswith("_")}
    value = _fill(entry.value, named)
    return Node(value, _say(entry.zh, named, "zh"), _say(entry.en, named, "en"), unread)


def _say(template: str, binds: dict[str, Node], lang: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: binds[m.group(1)].say(lang) if m.group(1) in binds else "", template)


_ABSENT = object()


def _fill(value: Any, binds: dict[str, Node]) -> Any:
    if isinstance(value, str):
        m = re.fullmatch(r"\{(\w+)\}", value)
        if m:
            node = binds.get(m.group(1))
            return _ABSENT if node is None or node.value is None else node.value
        return re.sub(r"\{(\w+)\}", lambda m: str(binds[m.group(1)].value) if m.group(1) in binds
                      and binds[m.group(1)].value is not None else "", value)
    if isinstance(value, list):
        out: list[Any] = []
        for item in value:
            star = re.fullmatch(r"\{\*(\w+)\}", item) if isinstance(item, str) else None
            if star:
                node = binds.get(star.group(1))
                if node is not None and node.value is not None:
                    out += node.value if isinstance(node.value, list) else [node.value]
                continue
            filled = _fill(item, binds)
            if filled is not _ABSENT:
                out.append(filled)
        return out
    if isinstance(value, dict):
        out_d: dict[str, Any] = {}
        for k, v in value.items():
            filled = _fill(v, binds)
            if k.startswith("<<"):
                if isinstance(filled, dict):
                    out_d.update(filled)
                continue
            if filled is not _ABSENT:
                out_d[k] = filled
        return out_d
    return value


def _unread_size(node: Node) -> int:
    return sum(b - a for a, b in node.unread)
