"""The searcher: query → ranked, grouped, snippeted hits. Thread-safe for readers, cheap per query.

Ranking: BM25F over the word, title, bigram and pinyin fields (:mod:`rulesdb.search.scoring`) picks
candidates; they are then ordered by match kind (rule number, glossary/heading title, whole phrase, plain text),
exact titles before partial ones, then score. A sub-rule is moved ahead of an ancestor that matched the same way
(the deepest rule containing the match is the answer), and near-identical texts fold into the first of them.
"""

from __future__ import annotations

import heapq
import logging
import pickle
import re
import struct
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.reading import IndexReader
from whoosh.searching import Searcher as WhooshSearcher

from rulesdb.models import Rulebook
from rulesdb.search.analysis import QUERY_STOPWORDS, bigrams, fold_pinyin, han_only, split_pinyin, words
from rulesdb.search.documents import GLOSSARY_KIND
from rulesdb.search.evidence import char_share, char_weights, concept_cover, content_chars
from rulesdb.search.ids import id_variants, is_under
from rulesdb.search.index import OpenIndex, open_index
from rulesdb.search.normalize import is_cjk, norm
from rulesdb.search.params import DEFAULT, Ranking
from rulesdb.search.query import GAMES, Query, parse
from rulesdb.search.results import MATCH_ORDER, MatchKind, SearchHit
from rulesdb.search.scoring import FieldStats, Lookup, Postings, WeightedTerm, best_form_scores, doc_ids, read_postings
from rulesdb.search.snippet import make_snippet
from rulesdb.search.synonyms import group_token, groups_for_query, variants
from rulesdb.search.vocabulary import (
    Concept,
    is_question_word,
    paraphrases_in,
    recognise,
    strip_question_words,
    vocabulary,
    word_concept,
)

log = logging.getLogger(__name__)

MAX_PREFIX_TERMS = 32  # a one-letter pinyin prefix would otherwise expand to half the lexicon
NEAR_DUPLICATE = 0.85  # bigram Jaccard above which two rule texts count as the same sentence restated
LONG_FORM_BIGRAMS = 3  # a paraphrase's long wording scores like a 4-character word, not one per bigram
OUTCOME_RERANK = 60  # candidates (by score) the outcome preference looks at
# Query understanding parts, all on by default; benchmarks switch them off one at a time to measure each.
FEATURES = frozenset(
    {"groups", "paraphrases", "question_words", "outcome", "coord", "short", "pinyin_text", "counts", "special",
     "rule_first", "answer_kinds", "unknown_words", "permission", "definitions", "negation", "a_not_a",
     "opposites", "asked"}
)
# Measured and left off by default (search5: it cost tuned questions and did not raise heldout2); switch on by name.
OPTIONAL_FEATURES = frozenset({"chars"})
# A spoken negation and the rulebooks' written ones: 没被挡住 asks what 未被阻挡 states (language, not a game's term).
_NEGATIONS = ("未", "无", "不", "非", "没有")
NEGATION_FORMS = {w: tuple(f for f in _NEGATIONS if f != w) for w in ("没", "没有", "不", "无", "未")}
NEGATION_FORMS |= {"没被": ("未被", "不被"), "不被": ("未被",), "没能": ("未能", "无法", "不能")}
_A_NOT_A = re.compile(r"([\u4e00-\u9fff]{1,2})[不没]\1")
ASKED_RERANK = 60  # candidates (by score) compared with the query's phrasing
ASKED_MIN_CONCEPTS = 2  # a question, not a term: a term is ranked by where it is defined and said (see asked.py)
HOME_LEAD = 10  # hits of the open rulebook's game put first when the query names no game
MAX_CACHED_POSTINGS = 50_000  # decoded posting lists kept per index generation (a few MB)
MAX_PINYIN_WORDS = 12  # body words one pinyin key may stand for (initials like `hd` spell dozens)
CHAR_RERANK = 100  # candidates (by score) the character evidence looks at
CHAR_FLOOR = 0.5  # score factor of a candidate holding none of the question's content characters (1.0 with all)
CHAR_POWER = 1.0  # exponent of that share
CHAR_MODE = "concepts"
DEFINITION_RERANK = 100  # candidates (by score) the definition check looks at
# A rule that defines a term: "X是指…", "X指的是…", or a short term followed by a colon ("获胜得分:…").
_DEFINES = re.compile(r"是指|指的是|^[^,.:;()]{1,10}[:]")
# A question asking what a term means: a definition is then the answer.
_ASKS_DEFINITION = re.compile(r"什么是|是什么|什么叫|叫什么|指什么|定义|意思|含义")
CHAR_IDF = False  # weigh each character by its idf (牌, 家 say little)
CHAR_MIN = 3  # content characters a question needs before their share says anything
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
    sig_text: str  # Han and alphanumerics only: what near-duplicate detection compares
    sig_grams: frozenset[str]
    questions: tuple[str, ...]  # the questions it answers (rulesdb.search.asked), as written
    norm_questions: tuple[str, ...]
    question_grams: tuple[frozenset[str], ...]  # each question's bigrams, question words left out

    @property
    def chars(self) -> frozenset[str]:
        """Content characters of text and title (rulesdb.search.evidence): only the off-by-default ``chars``
        feature reads them, so they are not computed for every document loaded."""
        return content_chars(self.norm_text) | content_chars(self.norm_title)


@dataclass(slots=True)
class _Candidate:
    doc: _Doc
    score: float
    match: MatchKind
    exact: bool  # the title is the query itself, not just containing it
    terms: list[str]
    also: list[str]

    home: bool = False  # in the game of the open rulebook (Searcher.search's context)
    concept_forms: tuple[tuple[str, ...], ...] = ()  # each query concept's forms, to name the question a hit answers

    def plain_rank(self) -> tuple[int, int, float]:
        return MATCH_ORDER[self.match], 0 if self.exact else 1, -self.score

    def rank(self) -> tuple[int, int, int, float]:
        # A rule-number jump first; then the open rulebook's hits, each side by match kind, exactness, score.
        return (
            min(MATCH_ORDER[self.match], 1),
            0 if self.home else 1,
            MATCH_ORDER[self.match] * 2 + (0 if self.exact else 1),
            -self.score,
        )


class Searcher:
    """Searches every rulebook. One instance serves any number of threads.

    ``books`` is called only when the index must be (re)built; with ``db_hash`` given, a fresh process whose
    cached index is intact never loads the rulebooks at all.
    """

    def __init__(
        self,
        books: BooksProvider,
        db_hash: str | None = None,
        cache_root: Path | None = None,
        features: frozenset[str] = FEATURES,
        params: Ranking = DEFAULT,
    ) -> None:
        self._books = books
        self.features = features
        self.params = params
        self._db_hash = db_hash
        self._cache_root = cache_root
        self._lock = threading.RLock()
        self._index: OpenIndex | None = None
        self._generation = 0
        self._local = threading.local()
        self._docs: dict[int, _Doc] = {}
        self._stats: FieldStats | None = None
        self._game_docs: dict[str, frozenset[int]] = {}
        self._char_grams: dict[str, tuple[str, ...]] | None = None
        self._char_weight: dict[str, float] | None = None
        self._postings: dict[tuple[str, str, str], Postings | None] = {}
        self._prominent: dict[tuple[str, str], dict[int, float]] = {}

    @classmethod
    def for_books(
        cls,
        books: dict[str, Rulebook],
        cache_root: Path | None = None,
        features: frozenset[str] = FEATURES,
        params: Ranking = DEFAULT,
    ) -> Searcher:
        return cls(lambda: books, None, cache_root, features, params)

    # -- lifecycle ---------------------------------------------------------------------------------------

    def _open(self, force: bool = False) -> OpenIndex:
        with self._lock:
            if self._index is None or force:
                self._index = open_index(self._books, self._db_hash, self._cache_root, force=force)
                self._generation += 1
                self._docs = {}
                self._stats = FieldStats(self._index.doc_count, self._index.lengths)
                self._game_docs = {}
                self._char_grams = None
                self._char_weight = None
                self._postings = {}
                self._prominent = {}
            return self._index

    def warm_up(self) -> None:
        """Open (or build) the index, load the segmenter and the vocabulary, and run two queries (the second builds
        the character -> bigram map one-character queries use): call it off the UI thread."""
        self.search("规则")
        self.search("牌")

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

    def search(
        self, query: str, games: Iterable[str] | None = None, limit: int = 20, context: str | None = None
    ) -> list[SearchHit]:
        """Hits for ``query`` (see :mod:`rulesdb.search.query`), best first. Never raises on odd input.

        ``context`` is the game of the rulebook open in the reader: when neither the query nor ``games`` scopes the
        search, that game's hits rank ahead of equally good hits elsewhere (and its rule numbers come first).
        """
        if not isinstance(query, str) or limit <= 0:
            return []
        parsed = parse(query, games)
        if parsed.empty:
            return []
        home = context if context in GAMES and not parsed.games else None
        try:
            return self._search(parsed, limit, home)
        except _CORRUPTION as exc:
            log.warning("search index unreadable (%s: %s); rebuilding", type(exc).__name__, exc)
            self._open(force=True)
            return self._search(parsed, limit, home)

    def section(self, cite: str, limit: int = 200) -> list[SearchHit]:
        """ "More from this section": the section a hit belongs to, its heading first, then its rules in book order.

        ``cite`` is a hit's ``id`` (a rule, or a glossary entry tied to a rule). The section is the hit's parent
        (its own subtree when it has no parent). Unknown cites give ``[]``.
        """
        if not isinstance(cite, str) or ":" not in cite or limit <= 0:
            return []
        try:
            return self._section(cite, limit)
        except _CORRUPTION as exc:
            log.warning("search index unreadable (%s: %s); rebuilding", type(exc).__name__, exc)
            self._open(force=True)
            return self._section(cite, limit)

    def _section(self, cite: str, limit: int) -> list[SearchHit]:
        _, s = self._whoosh()
        reader = s.reader()
        game, _, rid = cite.partition(":")
        if rid.startswith("glossary:") or game not in GAMES:
            return []
        in_game = self._in_games(reader, frozenset({game}))
        found = [d for d in doc_ids(reader, "rid", rid) if d in in_game and not self._is_glossary(s, d)]
        if not found:
            return []
        doc = self._doc(s, found[0])
        top = doc.ancestors[-1] if doc.ancestors else doc.rid
        heads = [d for d in doc_ids(reader, "rid", top) if d in in_game and not self._is_glossary(s, d)]
        members = [d for d in doc_ids(reader, "under", top) if d in in_game and not self._is_glossary(s, d)]
        ordered = [*heads, *sorted(set(members) - set(heads), key=lambda d: self._doc(s, d).order)]
        hits = [_Candidate(self._doc(s, d), 0.0, "section", d == found[0], [], []) for d in ordered[:limit]]
        return [_to_hit(c) for c in hits]

    def _is_glossary(self, s: WhooshSearcher, docnum: int) -> bool:
        return self._doc(s, docnum).kind == GLOSSARY_KIND

    def _search(self, q: Query, limit: int, home: str | None = None) -> list[SearchHit]:
        opened, s = self._whoosh()
        # a scope G takes in a second edition of G indexed beside it as ``G~E`` (`rulesdb search --edition`)
        # (read from the index's game terms: loading the books for it would cost a warm-index query ~1 s)
        allowed = frozenset(g for g in _indexed_games(s) if g.split("~", 1)[0] in q.games) | frozenset(q.games) \
            if q.games else None
        ranked: list[_Candidate] = []
        seen: set[int] = set()
        for token in q.ids:
            jumps = self._id_lookup(s, token, allowed, exact_only=bool(q.text or q.phrases))
            if home is not None:  # the open rulebook's rule of that number first; sort is stable
                jumps.sort(key=lambda d: self._doc(s, d).game != home)
            for docnum in jumps:
                if docnum not in seen:
                    seen.add(docnum)
                    ranked.append(_Candidate(self._doc(s, docnum), 0.0, "id", True, [], []))
        if q.text or q.phrases:
            text_hits = self._text_search(opened, s, q, allowed, limit * 3 + 10, home)
            ranked.extend(c for c in text_hits if c.doc.docnum not in seen)
        return [_to_hit(c) for c in _group(ranked, limit)]

    def _doc(self, s: WhooshSearcher, docnum: int) -> _Doc:
        doc = self._docs.get(docnum)
        if doc is None:
            f = s.stored_fields(docnum)
            heading = f.get("heading")
            norm_text = norm(f.get("text", ""))
            sig = han_or_alnum(norm_text)
            questions = tuple(f.get("asked_questions", ()))
            norm_questions = tuple(norm(q) for q in questions)
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
                norm_text=norm_text,
                norm_title=norm(heading) if heading else "",
                pinyin=frozenset(f.get("pinyin", "").split()),
                sig_text=sig,
                sig_grams=frozenset(sig[i : i + 2] for i in range(len(sig) - 1)),
                questions=questions,
                norm_questions=norm_questions,
                question_grams=tuple(phrasing_grams(q) for q in norm_questions),
            )
            self._docs[docnum] = doc  # a plain dict store is atomic under the GIL; a race only recomputes
        return doc

    def _id_lookup(self, s: WhooshSearcher, token: str, allowed: frozenset[str] | None, exact_only: bool) -> list[int]:
        """The rule with this number first, then (unless ``exact_only``) its sub-rules in document order."""
        reader = s.reader()
        tried = id_variants(token)
        exact = {d for v in tried for field in ("rid", "alias") for d in self._doc_ids(reader, field, v)}
        exact_docs = sorted((self._doc(s, d) for d in exact if self._fits(s, d, allowed)), key=_doc_order)
        if exact_only:
            return [d.docnum for d in exact_docs]
        below: set[int] = set()
        for v in tried:
            below.update(self._doc_ids(reader, "under", v))
            for rid in reader.expand_prefix("rid", v):
                below.update(self._doc_ids(reader, "rid", rid.decode() if isinstance(rid, bytes) else rid))
        subtree = []
        for d in below - exact:
            if not self._fits(s, d, allowed):
                continue
            doc = self._doc(s, d)
            if any(is_under(doc.rid, v) or v in doc.ancestors for v in tried):
                subtree.append(doc)
        subtree.sort(key=_doc_order)
        return [d.docnum for d in exact_docs] + [d.docnum for d in subtree]

    def _doc_ids(self, reader: IndexReader, field: str, text: str) -> tuple[int, ...]:
        """Documents holding a term of an id field, read once per index generation (a 10x corpus lists a
        section's rule numbers ten times over)."""
        key = (field, text, "ids")
        found = self._postings.get(key)
        if found is None:
            ids = tuple(doc_ids(reader, field, text))
            self._postings[key] = (0.0, ids, ())
            return ids
        return found[1]

    def _fits(self, s: WhooshSearcher, docnum: int, allowed: frozenset[str] | None) -> bool:
        doc = self._doc(s, docnum)
        return doc.kind != GLOSSARY_KIND and (allowed is None or doc.game in allowed)

    def _text_search(
        self,
        opened: OpenIndex,
        s: WhooshSearcher,
        q: Query,
        allowed: frozenset[str] | None,
        fetch: int,
        home: str | None = None,
    ) -> list[_Candidate]:
        reader = s.reader()
        p = self.params
        chunks = [*q.text, *q.phrases]
        concepts = self._understand(opened, q)
        query_words = [c.typed for c in concepts]
        # A title names one thing; when the query asks about several, the rule holding them all is the answer.
        title_share = 1.0 if len(concepts) <= 1 else p.multi_concept_title
        use_asked = "asked" in self.features and len(concepts) >= ASKED_MIN_CONCEPTS
        assert self._stats is not None  # set by _open
        scores = best_form_scores(
            self._lookup(reader, allowed),
            [
                [_word_terms(reader, p, form, weight, title_share, use_asked) for form, weight in c.forms]
                for c in concepts
            ],
            _coord(p, concepts) if "coord" in self.features else 0.0,
        )
        if q.phrases:
            required = _containing_all(reader, q.phrases)
            scores = {d: sc for d, sc in scores.items() if d in required}
        if allowed is not None:
            in_scope = self._in_games(reader, allowed)
            scores = {d: sc for d, sc in scores.items() if d in in_scope}
        if "outcome" in self.features and vocabulary().asks_outcome("".join(q.text)):
            scores = self._prefer_outcomes(s, scores)
        scores = self._prefer_answers(s, scores, "".join(q.text), len(concepts))
        if use_asked and p.asked_phrasing:
            scores = self._prefer_phrasing(s, scores, phrasing_grams(norm(" ".join(q.text))))
        if "chars" in self.features:
            scores = self._prefer_chars(s, scores, q, concepts)
        if "definitions" in self.features and len(concepts) >= 2 and not _asks_definition("".join(q.text)):
            scores = self._demote_definitions(s, scores)
        short = _short_term(q)
        if short and "short" in self.features:
            scores = self._with_prominence(s, reader, short, scores, allowed)

        content = han_or_alnum("".join(chunks))
        if "question_words" in self.features and _ASKS_DEFINITION.search(content):
            content = _defined_term(content)  # 先攻是什么 asks what 先攻 names: its title matches as 先攻's would
        # A one-word query whose other name is a rule's title matches that title (先攻 → fftcg's 先发制人).
        other_names = vocabulary().alternatives(content) if "groups" in self.features and content else []
        excluded = [norm(e) for e in q.excluded]
        mark_terms = [*(form for c in concepts for form, _ in c.forms), *chunks]
        concept_forms = tuple(tuple(f for f, _ in c.forms if f) for c in concepts) if use_asked else ()
        candidates: list[_Candidate] = []
        texts: set[str] = set()
        for docnum, score in _best_first(scores, fetch):
            doc = self._doc(s, docnum)
            if any(p not in doc.norm_text for p in q.phrases):
                continue  # all its bigrams occur, but not side by side
            if any(e in doc.norm_text or e in doc.norm_title for e in excluded):
                continue
            match, exact, extra = _classify(doc, chunks, content, query_words, other_names, len(concepts) <= 1)
            found = [*mark_terms, *extra]
            for w in query_words:
                found.extend(variants(doc.game, w))
            candidates.append(_Candidate(doc, score, match, exact, found, [], doc.game == home, concept_forms))
            if doc.sig_text not in texts:
                texts.add(doc.sig_text)  # restatements fold into one hit later: count distinct texts only
                if len(texts) >= fetch:
                    break
        candidates.sort(key=_Candidate.rank)
        if home is not None:
            # The open rulebook's best hits lead; past them every game competes again, so a long result list
            # still shows the other rulebooks' good hits.
            lead = [c for c in candidates if c.home][:HOME_LEAD]
            taken = {id(c) for c in lead}
            rest = [c for c in candidates if id(c) not in taken]
            rest.sort(key=_Candidate.plain_rank)
            candidates = lead + rest
        return _deepest_first(candidates, p.deeper_min_share)

    def _understand(self, opened: OpenIndex, q: Query) -> list[Concept]:
        """The query's concepts: paraphrases, then each remaining word with its other names; question words go."""
        features = self.features
        p = self.params
        if "pinyin_text" in features:
            tokens = [fold_pinyin(t) for t in q.text]
            named = vocabulary().group_of_form  # `dull`, `first strike` are words of the judge vocabulary
            if (
                tokens
                and not q.phrases
                and all(t.isascii() and t.isalpha() and t not in named for t in tokens)
                and " ".join(tokens) not in named
            ):
                return self._pinyin_concepts(opened, tokens)
        concepts: list[Concept] = []
        text = " ".join(q.text)
        if "paraphrases" in features:  # before question words: 怎么分 is a paraphrase, 怎么 a question word
            found, text = paraphrases_in(text)
            concepts.extend(found)
        if "question_words" in features:
            text = strip_question_words(text)
        if "a_not_a" in features:  # 退不退, 给没给: a yes/no question about the verb, asked once
            text = _A_NOT_A.sub(r"\1", text)
        if "groups" in features:
            found, text = recognise(text, opened.segmenter.knows, "opposites" in features, p.other_name, p.opposite)
            concepts.extend(found)
        seen = {c.typed for c in concepts}
        for chunk in [text, *q.phrases]:
            tokens = words(opened.segmenter, chunk)
            if "unknown_words" in features:
                tokens, joined = _join_unknown(tokens, chunk, self._kept_char)
                for w in joined:
                    if w not in seen:
                        seen.add(w)
                        concepts.append(_unknown_concept(w, self.params.unknown_char))
            for w in tokens:
                if w in seen or w in QUERY_STOPWORDS or ("question_words" in features and is_question_word(w)):
                    continue
                if any(w != other and w in other for other in tokens):
                    continue  # jieba's sub-word (生物 of 衍生物): the whole word and its bigrams already cover it
                seen.add(w)
                if "negation" in features and w in NEGATION_FORMS:
                    concepts.append(Concept(w, ((w, 1.0), *((f, self.params.negation) for f in NEGATION_FORMS[w]))))
                    continue
                if "groups" in features:
                    concepts.append(word_concept(w, "opposites" in features, p.other_name, p.opposite))
                else:
                    concepts.append(Concept(w, ((w, 1.0),)))
        return concepts

    def _kept_char(self, char: str) -> bool:
        """A single character that is a word on its own in a question: a question/filler word or a vocabulary form."""
        v = vocabulary()
        return (
            char in QUERY_STOPWORDS
            or is_question_word(char)
            or char in v.group_of_form
            or char in v.one_way
            or not is_cjk(char)
        )

    def _lookup(self, reader: IndexReader, allowed: frozenset[str] | None) -> Lookup:
        """Posting lists decoded once per index generation, and once more restricted to the games searched."""
        cache = self._postings
        if len(cache) > MAX_CACHED_POSTINGS:
            cache.clear()  # a long session of odd queries: start over rather than grow without bound
        scope = ",".join(sorted(allowed)) if allowed else ""
        stats = self._stats
        assert stats is not None  # set by _open

        def lookup(field: str, text: str) -> Postings | None:
            key = (field, text, scope)
            if key in cache:
                return cache[key]
            whole = cache.get((field, text, ""), ...) if scope else ...
            if whole is ...:
                whole = read_postings(reader, stats, field, text)
                cache[(field, text, "")] = whole
            entry = whole
            if scope and whole is not None:
                in_scope = self._in_games(reader, allowed)  # type: ignore[arg-type]
                kept = [(d, p) for d, p in zip(whole[1], whole[2], strict=True) if d in in_scope]
                entry = (whole[0], tuple(d for d, _ in kept), tuple(p for _, p in kept)) if kept else None
            cache[key] = entry
            return entry

        return lookup

    def _pinyin_concepts(self, opened: OpenIndex, tokens: list[str]) -> list[Concept]:
        """Pinyin typed with or without spaces: each key stands for the headings spelled so (pinyin field) and
        for the rule-body words spelled so (full pinyin or initials), most used words first."""
        joined = "".join(tokens)
        if joined in opened.pinyin:
            keys = [joined]
        else:
            keys = [k for t in tokens for k in (split_pinyin(t, opened.pinyin) or [t])]
        reader = self._whoosh()[1].reader()
        concepts = []
        for key in keys:
            found = opened.pinyin.get(key, [])
            if len(found) > MAX_PINYIN_WORDS:
                found = sorted(found, key=lambda w: -reader.doc_frequency("words", w))[:MAX_PINYIN_WORDS]
            concepts.append(Concept(key, ((key, 1.0), *((w, self.params.pinyin_word) for w in found))))
        return concepts

    def _with_prominence(
        self,
        s: WhooshSearcher,
        reader: IndexReader,
        term: str,
        scores: dict[int, float],
        allowed: frozenset[str] | None,
    ) -> dict[int, float]:
        """A one- or two-character query: every rule containing it, scored by how prominent the term is there."""
        key = (term, ",".join(sorted(allowed)) if allowed else "")
        prominent = self._prominent.get(key)
        if prominent is None:
            lookup = self._lookup(reader, allowed)
            docs: set[int] = set()
            for gram in self._grams_with(reader, term):
                entry = lookup("bigrams", gram)
                if entry is not None:
                    docs.update(entry[1])
            prominent = {}
            for docnum in docs:
                doc = self._doc(s, docnum)
                if term in doc.norm_text or term in doc.norm_title:
                    prominent[docnum] = _prominence(doc, term)
            if len(self._prominent) > MAX_CACHED_POSTINGS // 100:
                self._prominent.clear()
            self._prominent[key] = prominent
        out = dict(scores)  # hits through another name (墓地 -> 损毁区) stay, after the literal ones
        for docnum, bonus in prominent.items():
            out[docnum] = scores.get(docnum, 0.0) + bonus
        return out

    def _grams_with(self, reader: IndexReader, term: str) -> tuple[str, ...]:
        """The bigram-field terms containing ``term`` (itself when it is a bigram or a lone character)."""
        if len(term) == 2:
            return (term,)
        table = self._char_grams
        if table is None:
            built: dict[str, list[str]] = {}
            for raw in reader.lexicon("bigrams"):
                gram = raw.decode() if isinstance(raw, bytes) else raw
                for ch in set(gram):
                    if is_cjk(ch):
                        built.setdefault(ch, []).append(gram)
            table = self._char_grams = {ch: tuple(grams) for ch, grams in built.items()}
        return table.get(term, ())

    def _prefer_chars(
        self, s: WhooshSearcher, scores: dict[int, float], q: Query, concepts: list[Concept]
    ) -> dict[int, float]:
        """Among the best candidates, prefer the rules holding more of the question's content characters: a
        paraphrase shares characters where it shares no word (没被挡住 / 未被阻挡)."""
        if CHAR_MODE == "concepts":
            asked_forms = [
                [f for f in (content_chars(form) for form, _ in c.forms) if f] for c in concepts
            ]
            asked_forms = [forms for forms in asked_forms if forms]
            if len(asked_forms) < 2:
                return scores
            out = dict(scores)
            for docnum, score in heapq.nlargest(CHAR_RERANK, scores.items(), key=lambda item: item[1]):
                cover = concept_cover(asked_forms, self._doc(s, docnum).chars)
                out[docnum] = score * (CHAR_FLOOR + (1.0 - CHAR_FLOOR) * cover**CHAR_POWER)
            return out
        text = " ".join(q.text)
        if "question_words" in self.features:
            text = strip_question_words(text)
        asked = content_chars(text)
        if len(asked) < CHAR_MIN:
            return scores
        weight = self._char_weights(s) if CHAR_IDF else None
        out = dict(scores)
        for docnum, score in heapq.nlargest(CHAR_RERANK, scores.items(), key=lambda item: item[1]):
            share = char_share(asked, self._doc(s, docnum).chars, weight)
            out[docnum] = score * (CHAR_FLOOR + (1.0 - CHAR_FLOOR) * share**CHAR_POWER)
        return out

    def _prefer_phrasing(self, s: WhooshSearcher, scores: dict[int, float], typed: frozenset[str]) -> dict[int, float]:
        """Among the best candidates, raise a rule by how closely one of its shipped questions is phrased like the
        query (bigram Jaccard): BM25 sees the bag of all its questions' words, not whether one of them asks this."""
        if not typed:
            return scores
        out = dict(scores)
        for docnum, score in heapq.nlargest(ASKED_RERANK, scores.items(), key=lambda item: item[1]):
            closest = max((jaccard(typed, grams) for grams in self._doc(s, docnum).question_grams), default=0.0)
            out[docnum] = score * (1.0 + self.params.asked_phrasing * closest)
        return out

    def _demote_definitions(self, s: WhooshSearcher, scores: dict[int, float]) -> dict[int, float]:
        """A question about several things is rarely answered by a definition (手牌区是指…, 获胜得分:…) or a
        heading restating a term: among the best candidates those go below a rule that states something."""
        out = dict(scores)
        for docnum, score in heapq.nlargest(DEFINITION_RERANK, scores.items(), key=lambda item: item[1]):
            if _DEFINES.search(self._doc(s, docnum).norm_text):
                out[docnum] = score * self.params.definition
        return out

    def _char_weights(self, s: WhooshSearcher) -> dict[str, float]:
        """Each content character's idf over the whole index, computed once per index generation."""
        weight = self._char_weight
        if weight is None:
            reader = s.reader()
            weight = self._char_weight = char_weights(
                content_chars(norm(f.get("text", "")) + norm(f.get("heading") or "")) for _, f in reader.iter_docs()
            )
        return weight

    def _prefer_outcomes(self, s: WhooshSearcher, scores: dict[int, float]) -> dict[int, float]:
        """Among the best candidates, raise the rules that state an outcome (win, lose, draw)."""
        state = vocabulary().state
        top = heapq.nlargest(OUTCOME_RERANK, scores.items(), key=lambda item: item[1])
        out = dict(scores)
        for docnum, score in top:
            text = self._doc(s, docnum).norm_text
            if any(w in text for w in state):
                out[docnum] = score * self.params.outcome
        return out

    def _prefer_answers(self, s: WhooshSearcher, scores: dict[int, float], text: str, asked: int) -> dict[int, float]:
        """Among the best candidates, prefer the rule that states what a question asks (see vocabulary.yaml).

        A count (几张, 多少血) by a rule stating a number with that unit; where something goes (去哪) by a rule naming
        the zone it goes to, who goes first (谁先) by a rule stating an order; a question naming no special case by the
        general rule rather than the first-turn / draft / multiplayer exception (marked in the rule or its parent);
        a question about several things by a rule rather than a glossary entry restating a term.
        """
        v = vocabulary()
        p = self.params
        counting, unit = v.asks_count(text) if "counts" in self.features else (False, None)
        unasked = v.unasked_special_cases(text) if "special" in self.features and asked >= 2 else ()
        rule_first = "rule_first" in self.features and asked >= 2
        skip = frozenset() if "permission" in self.features else frozenset({"permission"})
        kinds = v.answers_asked(text, skip) if "answer_kinds" in self.features else ()
        if not (counting or unasked or rule_first or kinds):
            return scores
        out = dict(scores)
        for docnum, score in heapq.nlargest(OUTCOME_RERANK, scores.items(), key=lambda item: item[1]):
            doc = self._doc(s, docnum)
            if counting and v.states_count(doc.norm_text, unit):
                score *= p.count
            if unasked:
                marks = _alternation(unasked)
                if marks.search(doc.norm_text) or (doc.crumbs and marks.search(_norm_crumb(doc.crumbs[-1]))):
                    score *= p.special_case
            if kinds and any(p.search(doc.norm_text) for p in kinds):
                score *= p.answer_kind
            if rule_first and doc.kind == GLOSSARY_KIND:
                score *= p.glossary_question
            out[docnum] = score
        return out

    def _in_games(self, reader: IndexReader, games: frozenset[str]) -> frozenset[int]:
        key = ",".join(sorted(games))
        found = self._game_docs.get(key)
        if found is None:
            found = frozenset().union(*(frozenset(doc_ids(reader, "game", g)) for g in games))
            self._game_docs[key] = found
        return found


@lru_cache(maxsize=256)
def _alternation(words: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern for several words: a single scan of a rule text instead of one per word."""
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


@lru_cache(maxsize=16384)
def _norm_crumb(crumb: str) -> str:
    """A parent rule's crumb, normalized once (OpenCC per candidate per query would cost milliseconds)."""
    return norm(crumb)


def _coord(p: Ranking, concepts: list[Concept]) -> float:
    """The coverage exponent: stricter when every concept is spelled in Latin letters (pinyin, English).

    Each pinyin / Latin key stands for several words (up to MAX_PINYIN_WORDS readings), so a rule matching only some
    of them is likely a wrong reading; a Chinese word is unambiguous, and a rule missing a generic word of a
    colloquial question (打, 到, 留) may still be its answer (search5: 2.0 → 1.0 for Chinese, measured on heldout2).
    """
    return p.coord_spelled if concepts and all(c.typed.isascii() for c in concepts) else p.coord


def _asks_definition(text: str) -> bool:
    """A question a definition answers: what a term means, or a count (几分能赢: 获胜得分:…, a number)."""
    return bool(_ASKS_DEFINITION.search(text)) or vocabulary().asks_count(text)[0]


def _defined_term(text: str) -> str:
    """The term a definition question asks about (先攻是什么, 什么是先攻, 横置是啥意思 → 先攻, 横置), else ``text``."""
    term = _ASKS_DEFINITION.sub("", text)
    term = han_or_alnum(strip_question_words(term)).strip("是的啥")
    return term or text


def _indexed_games(s: WhooshSearcher) -> list[str]:
    return [t.decode("utf-8") if isinstance(t, bytes) else str(t) for t in s.reader().lexicon("game")]


SHORT_MAX = 2  # Han characters in a query that the substring fallback serves


def _best_first(scores: dict[int, float], fetch: int) -> Iterator[tuple[int, float]]:
    """Scores best first; a first slice by heap (most queries stop within it), the full sort only if needed."""
    if len(scores) <= 8 * fetch:
        yield from sorted(scores.items(), key=lambda item: -item[1])
        return
    head = heapq.nlargest(8 * fetch, scores.items(), key=lambda item: item[1])
    yield from head
    taken = {d for d, _ in head}
    yield from sorted(((d, sc) for d, sc in scores.items() if d not in taken), key=lambda item: -item[1])


def _short_term(q: Query) -> str | None:
    """The query's text when it is one or two Han characters and nothing else."""
    if q.phrases or q.ids or len(q.text) != 1:
        return None
    text = q.text[0]
    return text if 0 < len(text) <= SHORT_MAX and all(is_cjk(ch) for ch in text) else None


def _prominence(doc: _Doc, term: str) -> float:
    """How much a rule is *about* a short term: in its title (the closer the title is to the term, the more), in
    a quoted or bracketed keyword (“護盾”, [迅捷]), often, in a short text. Definitions and glossary come first."""
    score = 0.0
    if term in doc.norm_title:
        score += 10.0 * len(term) / len(han_or_alnum(doc.norm_title) or term)
    text = doc.norm_text
    if any(term in quoted for quoted in _QUOTED_TERM.findall(text)):
        score += 3.0
    score += 0.5 * min(text.count(term), 4)
    return score + 1.0 / (1.0 + len(text) / 100.0)


_QUOTED_TERM = re.compile(r'"([^"]{1,12})"|\[([^\]]{1,12})\]')


def han_or_alnum(text: str) -> str:
    return "".join(ch for ch in text if is_cjk(ch) or ch.isalnum())


def _doc_order(doc: _Doc) -> tuple[int, int]:
    return _GAME_ORDER.get(doc.game, len(_GAME_ORDER)), doc.order


def _word_terms(
    reader: IndexReader, p: Ranking, word: str, weight: float = 1.0, title_share: float = 1.0, asked: bool = False
) -> list[WeightedTerm]:
    """What one query word scores on: the word and its synonym groups, title words, bigrams, pinyin, and the words
    of the questions each rule answers (``asked``)."""
    terms = [WeightedTerm("words", word, weight), WeightedTerm("title", word, p.title * weight * title_share)]
    if weight >= 1.0:
        terms.append(WeightedTerm("context", word, p.context * weight))
    if asked and p.asked:
        terms.append(WeightedTerm("asked", word, p.asked * weight))
    terms.extend(WeightedTerm("words", group_token(g, name), weight) for g, name in groups_for_query(word))
    if len(han_only(word)) >= 2:
        grams = list(dict.fromkeys(bigrams(word)))
        spread = weight * min(1.0, LONG_FORM_BIGRAMS / len(grams))
        terms.extend(WeightedTerm("bigrams", b, p.bigrams * spread) for b in grams)
        if asked and p.asked_bigrams:
            terms.extend(WeightedTerm("asked_bigrams", b, p.asked_bigrams * spread) for b in grams)
    if word.isascii() and word.isalpha() and len(word) >= 2:
        terms.append(WeightedTerm("pinyin", word, p.pinyin * weight))
        if len(word) >= 3:
            longer = [k for k in reader.expand_prefix("pinyin", word)][:MAX_PREFIX_TERMS]
            for key in longer:
                text = key.decode() if isinstance(key, bytes) else key
                if text != word:
                    terms.append(WeightedTerm("pinyin", text, p.pinyin / 2))
    return terms


def _join_unknown(found: list[str], chunk: str, kept: Callable[[str], bool]) -> tuple[list[str], list[str]]:
    """Runs of single characters the segmenter split off an unknown word (符文 → 符, 文), taken back out of
    ``found`` and joined: the word is looked up whole (its bigrams), not as unrelated characters asked each."""
    out: list[str] = []
    joined: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) >= 2 and "".join(run) in chunk:
            joined.append("".join(run))
        else:
            out.extend(run)
        run.clear()

    for w in found:
        if len(w) == 1 and not kept(w):
            run.append(w)
        else:
            flush()
            out.append(w)
    flush()
    return out, joined


def _unknown_concept(word: str, char_weight: float) -> Concept:
    """An unknown word: the whole (bigram field) first, its characters as weak stand-ins."""
    return Concept(word, ((word, 1.0), *((c, char_weight) for c in dict.fromkeys(word))))


def _containing_all(reader: IndexReader, phrases: tuple[str, ...]) -> set[int]:
    """Documents holding every bigram of every phrase (a superset of those holding the phrases)."""
    result: set[int] | None = None
    for phrase in phrases:
        for gram in dict.fromkeys(bigrams(phrase)):
            found = set(doc_ids(reader, "bigrams", gram))
            result = found if result is None else result & found
            if not result:
                return set()
    return result or set()


def _classify(
    doc: _Doc, chunks: list[str], content: str, query_words: list[str], other_names: list[str], one_concept: bool
) -> tuple[MatchKind, bool, list[str]]:
    """The match kind of a candidate, whether its title is exactly the query, and extra words to mark."""
    title = han_or_alnum(doc.norm_title)
    if title:
        if content.isascii() and all(w in doc.pinyin for w in query_words):
            return "title", True, [doc.norm_title]
        if content.isascii() and all(any(k.startswith(w) for k in doc.pinyin) for w in query_words):
            return "title", False, [doc.norm_title]
        for form in [*variants(doc.game, content), *(han_or_alnum(n) for n in other_names)] if content else ():
            if form == title:
                return "title", True, [form]
            # A title inside a longer query answers it only when the query asks one thing (沉睡状态的 → 沉睡状态);
            # in 先手抓牌 the glossary's 抓牌 is half the question, and the rule about the first turn is the answer.
            if form in title or (one_concept and title in form and 2 * len(title) >= len(form)):
                return "title", False, [form]
    if chunks and all(c in doc.norm_text for c in chunks if han_or_alnum(c)):
        return "phrase", False, []
    return "text", False, []


def _deepest_first(candidates: list[_Candidate], min_share: float) -> list[_Candidate]:
    """Within one match kind, put a rule ahead of an ancestor of it that ranked higher.

    A phrase match is all-or-nothing, so the deeper rule always wins; for plain text matches the deeper rule
    must also match nearly as well (a heading's few words should not drag its weakest sub-rule up).
    Restatements of one sentence (same text, same match) move as one block behind their first occurrence: they
    fold into it later anyway, and the reordering stays quadratic in distinct texts only (a 10x corpus repeats
    every sentence ten times).
    """
    firsts: list[_Candidate] = []
    followers: dict[int, list[_Candidate]] = {}
    leader: dict[tuple[str, str], _Candidate] = {}
    for cand in candidates:
        key = (cand.doc.sig_text, cand.match)
        head = leader.get(key) if cand.doc.sig_text else None
        if head is None:
            firsts.append(cand)
            followers[id(cand)] = []
            if cand.doc.sig_text:
                leader[key] = cand
        else:
            followers[id(head)].append(cand)
    out: list[_Candidate] = []
    for cand in firsts:
        pos = len(out)
        for i, prev in enumerate(out):
            if (
                prev.match == cand.match
                and prev.doc.game == cand.doc.game
                and prev.doc.rid
                and prev.doc.rid in cand.doc.ancestors
                and (cand.match != "text" or cand.score >= min_share * prev.score)
            ):
                pos = i
                break
        out.insert(pos, cand)
    return [c for head in out for c in (head, *followers[id(head)])]


def _group(candidates: list[_Candidate], limit: int) -> list[_Candidate]:
    """Fold each candidate whose text restates an earlier one into that one's ``also``; keep ``limit``.

    A candidate with the same cite as an earlier one (a glossary entry and the rule defining it) is dropped.
    """
    kept: list[_Candidate] = []
    cites: set[str] = set()
    for cand in candidates:
        doc = cand.doc
        if doc.cite in cites:
            continue
        home = None
        if cand.match != "id" and len(doc.sig_text) >= 6:
            for prev in kept:
                if prev.match != "id" and _same_sentence(prev.doc, doc):
                    home = prev
                    break
        if home is None:
            kept.append(cand)
            cites.add(doc.cite)
            if len(kept) == limit:
                break
        else:
            home.also.append(doc.cite)
            cites.add(doc.cite)
    return kept


def _same_sentence(a: _Doc, b: _Doc) -> bool:
    if a.sig_text == b.sig_text:
        return True
    small, large = sorted((len(a.sig_grams), len(b.sig_grams)))
    if not large or small < NEAR_DUPLICATE * large:
        return False  # Jaccard cannot reach the threshold: skip the set arithmetic
    return len(a.sig_grams & b.sig_grams) / len(a.sig_grams | b.sig_grams) >= NEAR_DUPLICATE


def phrasing_grams(question: str) -> frozenset[str]:
    """The bigrams of a normalized question without its question words: what phrasing similarity compares."""
    text = han_or_alnum(strip_question_words(question))
    return frozenset(text[i : i + 2] for i in range(len(text) - 1))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def _answered_question(doc: _Doc, concept_forms: tuple[tuple[str, ...], ...]) -> str:
    """The rule's shipped question holding more of the query's concepts than its own text does, if any."""
    if not (doc.questions and concept_forms):
        return ""
    best, most = "", sum(any(f in doc.norm_text or f in doc.norm_title for f in forms) for forms in concept_forms)
    for question, text in zip(doc.questions, doc.norm_questions, strict=True):
        found = sum(any(f in text for f in forms) for forms in concept_forms)
        if found > most:
            best, most = question, found
    return best


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
        asked=_answered_question(c.doc, c.concept_forms),
    )
