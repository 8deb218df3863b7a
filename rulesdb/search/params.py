"""The ranking's numeric choices in one place: a frozen set of defaults a searcher is built with.

Each value was first set by hand, one at a time (docs/search.md, rounds search3–search6); ``benchmarks/fit_ranking.py``
fits them together by coordinate search on the spent judged sets only (the clean held-out batches stay unread), so a
value here is either the hand-set one or the fit's, as that script's JSON says. Only multipliers on work the query
already does live here: changing one costs no time per query.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ranking:
    # Field weights of one query word (rulesdb.search.scoring.bm25f); "words" is the unit.
    title: float = 0.75  # fit (was 1.5); modest: a title that *is* the query is ranked by match kind, not by this
    bigrams: float = 0.5
    pinyin: float = 6.0
    context: float = 0.3  # a word of the headings above a rule: a hint, never the answer by itself
    # A word of the questions a rule answers (rulesdb.search.asked): what players call it, written for that rule.
    asked: float = 0.5
    asked_bigrams: float = 0.25
    # score × (1 + this × bigram Jaccard of the query and the rule's closest question); swept on the spent sets
    # (1.0 until the round after the eighth: docs/search.md)
    asked_phrasing: float = 4.0
    multi_concept_title: float = 0.3  # title weight left when a query asks about several things
    # Weights of a concept's other forms, the typed word being 1.0.
    other_name: float = 0.85  # another name for the typed word: found, but the typed word itself still wins
    opposite: float = 0.5  # the opposite state (横着 → 重置状态): the rule requiring it answers, but less surely
    negation: float = 0.85  # a written negation for a spoken one (没被 → 未被)
    pinyin_word: float = 0.9  # a body word spelled by the pinyin: a heading spelled so still ranks first
    unknown_char: float = 0.55  # fit (was 0.5); one character of an unknown word: a weak stand-in for the whole
    # Coverage: score × (concepts matched / concepts asked) ** exponent.
    coord: float = 1.0  # Chinese words
    coord_spelled: float = 2.0  # pinyin / Latin keys (each stands for several words)
    # Answer preferences among the best candidates (factors on the score).
    outcome: float = 1.3  # a question about winning/losing: rules stating the outcome
    answer_kind: float = 1.3  # 去哪 / 谁先: rules naming a destination / stating an order
    count: float = 1.3  # 几/多少: rules stating a number with the unit asked
    special_case: float = 0.75  # a rule for a special case the question does not name
    glossary_question: float = 0.8  # a question about several things: a rule before a term entry
    definition: float = 0.8  # a definition or term heading, for a question about several things
    # Ordering: a sub-rule moves ahead of its ancestor when its score is at least this share of the ancestor's.
    deeper_min_share: float = 0.8


DEFAULT = Ranking()
