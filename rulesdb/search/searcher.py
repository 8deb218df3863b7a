"""The searcher: query → ranked, grouped, snippeted hits. Thread-safe for readers, cheap per query.

Ranking: a whoosh BM25F pass over the word, title, bigram and pinyin fields fetches candidates; they are then
ordered by match kind (rule number, glossary/heading title, whole phrase, plain text) and score, a sub-rule is
moved ahead of an ancestor that matched the same way (the deepest rule containing the match is the answer), and
near-identical texts are folded into the first of them.
"""

from __future__ import annotations

import logging
import pickle
import struct
import threading
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh import query as wq
from whoosh.searching import Searcher as WhooshSearcher

from rulesdb.models import Rulebook
from rulesdb.search.analysis import QUERY_STOPWORDS, bigrams, han_only, words
from rulesdb.search.documents import GLOSSARY_KIND
from rulesdb.search.ids import id_variants, is_under
from rulesdb.search.index import OpenIndex, open_index
from rulesdb.search.normalize import is_cjk, norm
from rulesdb.search.query import GAMES, Query, parse
from rulesdb.search.results import MATCH_ORDER, MatchKind, SearchHit
from rulesdb.search.snippet import make_snippet
from rulesdb.search.synonyms import group_token, groups_for_query, variants

log = logging.getLogger(__name__)

TITLE_BOOST = 4.0
PINYIN_BOOST = 6.0
BIGRAM_BOOST = 0.5
PHRASE_BOOST = 3.0
NEAR_DUPLICATE = 0.85  # bigram Jaccard above which two rule texts count as the same sentence restated
_GAME_ORDER = {g: i for i, g in enumerate(GAMES)}
# What a damaged index file raises while being read; anything else is a bug and propagates.
_CORRUPTION = (
    OSError,
    EOFError,
    struct.error,
    zlib.error,
    pickle.UnpicklingError,
    whoosh_index.IndexError,
    IndexError,
    KeyError,
    ValueError,
)

BooksProvider = Callable[[], dict[str, Rulebook]]


@dataclass(slots=True)
class _Doc:
    """A candidate's stored fields plus what ranking and snippets need, computed once per index generation."""

    docnum: int
    cite: str
    game: str
    rid: str
    kind: str
    edition: str
    flags: tuple[str, ...]
    heading: str | None
    text: str
    ancestors: tuple[str, ...]
    crumbs: tuple[str, ...]
    order: int
    norm_text: str
    norm_title: str
    pinyin: frozenset[str]


@dataclass(slots=True)
class _Candidate:
    doc: _Doc
    score: float
    match: MatchKind
    terms: list[str]
    also: list[str]


class Searcher:
    """Searches every rulebook. One instance serves any number of threads.

    ``books`` is called only when the index must be (re)built; with ``db_hash`` given, a fresh process whose
    cached index is intact never loads the rulebooks at all.
    """

    def __init__(self, books: BooksProvider, db_hash: str | None = None, cache_root: Path | None = None) -> None:
        self._books = books
        self._db_hash = db_hash
        self._cache_root = cache_root
        self._lock = threading.RLock()
        self._index: OpenIndex | None = None
        self._generation = 0
        self._local = threading.local()
        self._docs: dict[int, _Doc] = {}

    @classmethod
    def for_books(cls, books: dict[str, Rulebook], cache_root: Path | None = None) -> Searcher:
        return cls(lambda: books, None, cache_root)

    # -- lifecycle ---------------------------------------------------------------------------------------

    def _open(self, force: bool = False) -> OpenIndex:
        with self._lock:
            if self._index is None or force:
                self._index = open_index(self._books, self._db_hash, self._cache_root, force=force)
                self._generation += 1
                self._docs = {}
            return self._index

    def warm_up(self) -> None:
        """Open (or build) the index, load the segmenter, and run one query: call it off the UI thread."""
        self.search("规则")

    def rebuild(self) -> None:
        """Build the index again from the rulebooks, whatever the cache holds."""
        self._open(force=True)

    def close(self) -> None:
        with self._lock:
            searcher = getattr(self._local, "searcher", None)
            if searcher is not None:
                searcher.close()
                self._local.searcher = None
            if self._index is not None:
                self._index.ix.close()
            self._index = None

    @property
    def index_path(self) -> Path:
        return self._open().path

    def _whoosh(self) -> tuple[OpenIndex, WhooshSearcher]:
        opened = self._open()
        local = self._local
        if getattr(local, "generation", None) != self._generation or local.searcher is None:
            old = getattr(local, "searcher", None)
            if old is not None:
                old.close()
            local.searcher = opened.ix.searcher()
            local.generation = self._generation
        return opened, local.searcher

    # -- searching ---------------------------------------------------------------------------------------

    def search(self, query: str, games: Iterable[str] | None = None, limit: int = 20) -> list[SearchHit]:
        """Hits for ``query`` (see :mod:`rulesdb.search.query`), best first. Never raises on odd input."""
        if not isinstance(query, str) or limit <= 0:
            return []
        parsed = parse(query, games)
        if parsed.empty:
            return []
        try:
            return self._search(parsed, limit)
        except _CORRUPTION as exc:
            log.warning("search index unreadable (%s: %s); rebuilding", type(exc).__name__, exc)
            self._open(force=True)
            return self._search(parsed, limit)

    def _search(self, q: Query, limit: int) -> list[SearchHit]:
        opened, s = self._whoosh()
        allowed = frozenset(q.games) if q.games else None
        ranked: list[_Candidate] = []
        seen: set[int] = set()
        for token in q.ids:
            for docnum in self._id_lookup(s, token, allowed, exact_only=bool(q.text or q.phrases)):
                if docnum not in seen:
                    seen.add(docnum)
                    ranked.append(_Candidate(self._doc(s, docnum), 0.0, "id", [], []))
        if q.text or q.phrases:
            text_hits = self._text_search(opened, s, q, allowed, limit * 3 + 10)
            ranked.extend(c for c in text_hits if c.doc.docnum not in seen)
        grouped = _group(ranked)
        return [_to_hit(c) for c in grouped[:limit]]

    def _doc(self, s: WhooshSearcher, docnum: int) -> _Doc:
        doc = self._docs.get(docnum)
        if doc is None:
            f = s.stored_fields(docnum)
            heading = f.get("heading")
            doc = _Doc(
                docnum=docnum,
                cite=f["cite"],
                game=f["game"],
                rid=f.get("rid", ""),
                kind=f["kind"],
                edition=f.get("edition", ""),
                flags=tuple(x for x in f.get("flags", "").split(",") if x),
                heading=heading,
                text=f.get("text", ""),
                ancestors=tuple(f.get("ancestors", ())),
                crumbs=tuple(f.get("crumbs", ())),
                order=f.get("order", 0),
                norm_text=norm(f.get("text", "")),
                norm_title=norm(heading) if heading else "",
                pinyin=frozenset(f.get("pinyin", "").split()),
            )
            self._docs[docnum] = doc  # a plain dict store is atomic under the GIL; a race only recomputes
        return doc

    def _id_lookup(self, s: WhooshSearcher, token: str, allowed: frozenset[str] | None, exact_only: bool) -> list[int]:
        """The rule with this number first, then (unless ``exact_only``) its sub-rules in document order."""
        tried = id_variants(token)
        exact_q = wq.Or([wq.Term("rid", v) for v in tried] + [wq.Term("alias", v) for v in tried])
        exact = [d for d in _docs_of(s, exact_q) if self._fits(s, d, allowed)]
        if exact_only:
            return exact
        sub_q = wq.Or([wq.Prefix("rid", v) for v in tried] + [wq.Term("under", v) for v in tried])
        subtree = []
        for d in _docs_of(s, sub_q):
            if d in exact or not self._fits(s, d, allowed):
                continue
            doc = self._doc(s, d)
            if any(is_under(doc.rid, v) for v in tried) or any(v in doc.ancestors for v in tried):
                subtree.append(doc)
        exact_docs = sorted((self._doc(s, d) for d in exact), key=_doc_order)
        subtree.sort(key=_doc_order)
        return [d.docnum for d in exact_docs] + [d.docnum for d in subtree]

    def _fits(self, s: WhooshSearcher, docnum: int, allowed: frozenset[str] | None) -> bool:
        doc = self._doc(s, docnum)
        return doc.kind != GLOSSARY_KIND and (allowed is None or doc.game in allowed)

    def _text_search(
        self, opened: OpenIndex, s: WhooshSearcher, q: Query, allowed: frozenset[str] | None, fetch: int
    ) -> list[_Candidate]:
        seg = opened.segmenter
        chunks = [*q.text, *q.phrases]
        query_words = list(dict.fromkeys(w for c in chunks for w in words(seg, c) if w not in QUERY_STOPWORDS))
        should: list[wq.Query] = []
        for w in query_words:
            should.append(_word_query(w))
        for chunk in q.text:
            if len(han_only(chunk)) >= 3:
                should.append(_phrase(chunk, PHRASE_BOOST))
        must = [_phrase(p, 1.0) for p in q.phrases]
        if not should and not must:
            return []
        wquery: wq.Query = wq.Or(should) if should else wq.Every()
        if must:
            wquery = wq.And([*must, wquery]) if should else wq.And(must)
        if q.excluded:
            wquery = wq.AndNot(wquery, wq.Or([_word_query(norm(e), scored=False) for e in q.excluded]))
        game_filter = wq.Or([wq.Term("game", g) for g in allowed]) if allowed else None
        results = s.search(wquery, limit=fetch, filter=game_filter)

        content = han_or_alnum("".join(chunks))
        mark_terms = [*query_words, *chunks]
        candidates: list[_Candidate] = []
        for hit in results:
            doc = self._doc(s, hit.docnum)
            match, extra = _classify(doc, chunks, content, query_words)
            terms = [*mark_terms, *extra]
            for w in query_words:
                terms.extend(variants(doc.game, w))
            candidates.append(_Candidate(doc, float(hit.score), match, terms, []))
        candidates.sort(key=lambda c: (MATCH_ORDER[c.match], -c.score))
        return _deepest_first(candidates)


def han_or_alnum(text: str) -> str:
    return "".join(ch for ch in text if is_cjk(ch) or ch.isalnum())


def _docs_of(s: WhooshSearcher, query: wq.Query) -> list[int]:
    return sorted(set(query.docs(s)))


def _doc_order(doc: _Doc) -> tuple[int, int]:
    return _GAME_ORDER.get(doc.game, len(_GAME_ORDER)), doc.order


def _phrase(text: str, boost: float) -> wq.Query:
    grams = bigrams(text)
    if len(grams) == 1:
        return wq.Term("bigrams", grams[0], boost=boost)
    return wq.Phrase("bigrams", grams, boost=boost)


def _word_query(word: str, scored: bool = True) -> wq.Query:
    parts: list[wq.Query] = [wq.Term("words", word)]
    if scored:
        parts.append(wq.Term("title", word, boost=TITLE_BOOST))
    parts.extend(wq.Term("words", group_token(g, name)) for g, name in groups_for_query(word))
    if len(han_only(word)) >= 2 and bigrams(word):
        parts.append(_phrase(word, BIGRAM_BOOST))
    if word.isascii() and word.isalpha() and len(word) >= 2:
        parts.append(wq.Term("pinyin", word, boost=PINYIN_BOOST))
        if len(word) >= 3:
            parts.append(wq.Prefix("pinyin", word, boost=PINYIN_BOOST / 2))
    return wq.Or(parts) if len(parts) > 1 else parts[0]


def _classify(doc: _Doc, chunks: list[str], content: str, query_words: list[str]) -> tuple[MatchKind, list[str]]:
    """The match kind of a candidate, and extra words to mark (a title matched by pinyin)."""
    title = han_or_alnum(doc.norm_title)
    if title:
        pinyin_hits = [w for w in query_words if w in doc.pinyin or any(k.startswith(w) for k in doc.pinyin)]
        if pinyin_hits and len(han_only(content)) == 0:
            return "title", [doc.norm_title]
        for form in variants(doc.game, content) if content else ():
            if form in title or (title in form and 2 * len(title) >= len(form)):
                return "title", [form]
    if chunks and all(norm(c) in doc.norm_text for c in chunks if han_or_alnum(c)):
        return "phrase", []
    return "text", []


def _deepest_first(candidates: list[_Candidate]) -> list[_Candidate]:
    """Within one match kind, put a rule ahead of any ancestor of it that ranked higher."""
    out: list[_Candidate] = []
    for cand in candidates:
        pos = len(out)
        for i, prev in enumerate(out):
            if (
                prev.match == cand.match
                and prev.doc.game == cand.doc.game
                and prev.doc.rid
                and prev.doc.rid in cand.doc.ancestors
            ):
                pos = i
                break
        out.insert(pos, cand)
    return out


def _signature(doc: _Doc) -> tuple[str, frozenset[str]]:
    text = han_or_alnum(doc.norm_text)
    return text, frozenset(text[i : i + 2] for i in range(len(text) - 1))


def _group(candidates: list[_Candidate]) -> list[_Candidate]:
    """Fold each candidate whose text restates an earlier one into that one's ``also``."""
    kept: list[tuple[_Candidate, str, frozenset[str]]] = []
    for cand in candidates:
        text, grams = _signature(cand.doc)
        home = None
        if cand.match != "id" and len(text) >= 6:
            for prev, ptext, pgrams in kept:
                if prev.match == "id":
                    continue
                if ptext == text or (grams and len(grams & pgrams) / len(grams | pgrams) >= NEAR_DUPLICATE):
                    home = prev
                    break
        if home is None:
            kept.append((cand, text, grams))
        else:
            home.also.append(cand.doc.cite)
    return [c for c, _, _ in kept]


def _to_hit(c: _Candidate) -> SearchHit:
    snippet, marks = make_snippet(c.doc.text, c.terms)
    return SearchHit(
        id=c.doc.cite,
        game=c.doc.game,
        rule_id=c.doc.rid,
        kind=c.doc.kind,
        edition=c.doc.edition,
        breadcrumb=c.doc.crumbs,
        heading=c.doc.heading,
        snippet=snippet,
        marks=marks,
        score=c.score,
        match=c.match,
        flags=c.doc.flags,
        also=tuple(c.also),
    )
