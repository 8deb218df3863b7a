"""From rulebook records to index documents, and the game-term user dictionary harvested from them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from rulesdb.lookup import same_number
from rulesdb.models import GlossaryEntry, Rule, Rulebook
from rulesdb.search.analysis import QUERY_STOPWORDS, bigrams, han_only, pinyin_keys, words, words_with_synonyms
from rulesdb.search.asked import questions_for
from rulesdb.search.normalize import norm
from rulesdb.search.segment import Segmenter
from rulesdb.search.synonyms import all_forms
from rulesdb.search.vocabulary import is_question_word, strip_question_words

HEADING_KINDS = frozenset({"part", "section", "heading"})
GLOSSARY_KIND = "glossary"
_SHORT_TITLE = 16  # a rule this short that has sub-rules is a heading in all but name (riftbound `301. 回合`)
_TERM_MIN, _TERM_MAX = 2, 8
_SENTENCE = re.compile(r"[,.:;!?\"'\[\]]")
_DEFINITION = re.compile(r"^([\u4e00-\u9fff]{2,8}):")
_BRACKETED = re.compile(r'\[([^\[\]]{2,8})\]|"([^"]{2,8})"')


def title_of(rule: Rule) -> str | None:
    """The heading text of a rule that names a section, or the term a definition rule defines, else None."""
    text = rule.text.strip()
    if rule.kind in HEADING_KINDS:
        return text or None
    # `征服:玩家获得…`, `沉睡状态:随从卡…`: definitions inline in the rules, where most of the glossaries live.
    defined = _DEFINITION.match(norm(text))
    if defined:
        return defined.group(1)
    # A short, unpunctuated rule with sub-rules names its section (riftbound prints `301. 回合` as a rule).
    if rule.children and len(text) <= _SHORT_TITLE and not _SENTENCE.search(norm(text)):
        return text or None
    return None


def crumb(rule: Rule) -> str:
    label = rule.printed.rstrip(".") if rule.printed else rule.id
    text = rule.text if len(rule.text) <= 20 else rule.text[:19] + "…"
    return f"{label} {text}".strip()


def _term_candidates(book: Rulebook) -> Iterator[str]:
    for rule in book.rules:
        title = title_of(rule)
        if title:
            yield title
        for m in _BRACKETED.finditer(norm(rule.text)):
            yield m.group(1) or m.group(2)
    for entry in book.glossary:
        yield entry.term
        yield from entry.aliases


def user_words(books: dict[str, Rulebook]) -> set[str]:
    """Game terms the segmenter must keep whole: headings, glossary terms, bracketed keywords, variants."""
    out = set(all_forms())
    for book in books.values():
        for candidate in _term_candidates(book):
            han = norm(candidate)
            if han == han_only(han) and _TERM_MIN <= len(han) <= _TERM_MAX:
                out.add(han)
    return out


def _common(book: Rulebook, kind: str, titles: list[str], body: str, seg: Segmenter) -> dict[str, Any]:
    body_norm = norm(body)
    doc: dict[str, Any] = {
        "game": book.game,
        "edition": book.manifest.edition,
        "kind": kind,
        "words": " ".join(words_with_synonyms(seg, body_norm, book.game)),
        "bigrams": " ".join(bigrams(body_norm)),
        "text": body,
    }
    if titles:
        title_words: list[str] = []
        phrases: list[str] = []
        for title in titles:
            title_norm = norm(title)
            found = words(seg, title_norm)
            title_words.extend(found)
            phrases.extend([title_norm, *found])
        doc["title"] = " ".join(title_words)
        doc["pinyin"] = " ".join(dict.fromkeys(pinyin_keys(phrases)))
        doc["heading"] = titles[0]
    return doc


def rule_document(book: Rulebook, rule: Rule, seg: Segmenter) -> dict[str, Any]:
    ancestors = book.ancestors(rule.id)
    body = "\n".join([rule.text, *rule.examples]).strip()
    title = title_of(rule)
    doc = _common(book, rule.kind, [title] if title else [], body, seg)
    # The section a rule sits in says what it is about (`1.3.4.1` under 開始游戲): its headings' words, weakly.
    titles = [norm(t) for a in ancestors if (t := title_of(a))]
    context = [*(t for t in titles if t == han_only(t)), *(w for t in titles for w in words(seg, t))]
    questions = questions_for(rule.cite, rule.text)
    asked = [strip_question_words(norm(q)) for q in questions]  # less the question words a query loses too
    doc.update(
        context=" ".join(context),
        asked=" ".join(_asked_words(seg, asked)),
        asked_bigrams=" ".join(g for q in asked for g in bigrams(q)),
        asked_questions=list(questions),
        key=rule.cite,
        cite=rule.cite,
        rid=rule.id,
        alias=" ".join(norm(a).replace(" ", "_") for a in [*rule.aliases, *_printed_number(rule)]),
        under=" ".join(a.id for a in ancestors),
        ancestors=[a.id for a in ancestors],
        crumbs=[crumb(a) for a in ancestors],
        flags=",".join(rule.flags),
        depth=len(ancestors),
        order=rule.order,
    )
    return doc


def _printed_number(rule: Rule) -> list[str]:
    """The number the source printed on a renumbered rule (fftcg 7.13.3 is 7.12.3): a judge holding the printed
    book types it (docs/rulebooks.md, "Printed numbers")."""
    printed = (rule.printed or "").rstrip(".")
    return [printed] if printed and not same_number(printed, rule.id) else []


def _asked_words(seg: Segmenter, questions: list[str]) -> list[str]:
    """The words of the questions a rule answers (rulesdb.search.asked), less the one-word question words."""
    return [w for q in questions for w in words(seg, q) if w not in QUERY_STOPWORDS and not is_question_word(w)]


def glossary_document(book: Rulebook, entry: GlossaryEntry, seg: Segmenter, position: int) -> dict[str, Any]:
    body = f"{entry.term}: {entry.definition}"
    doc = _common(book, GLOSSARY_KIND, [entry.term, *entry.aliases], body, seg)
    anchor = book.get(entry.rule) if entry.rule else None
    ancestors = [*book.ancestors(anchor.id), anchor] if anchor else []
    doc.update(
        key=f"{book.game}:glossary:{entry.term}",
        cite=entry.cite,
        rid=entry.rule or "",
        ancestors=[a.id for a in ancestors],
        crumbs=["名词解释", *(crumb(a) for a in ancestors)],
        flags="",
        depth=len(ancestors) + 1,
        order=len(book.rules) + position,
    )
    return doc


def documents(book: Rulebook, seg: Segmenter) -> Iterator[dict[str, Any]]:
    for rule in book.rules:
        yield rule_document(book, rule, seg)
    for position, entry in enumerate(book.glossary):
        if not entry.definition.strip() and entry.rule and book.get(entry.rule) is not None:
            continue  # an entry with no definition only names its rule, which is indexed already
        yield glossary_document(book, entry, seg, position)
