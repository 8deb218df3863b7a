"""Issue 19 item 5: does a small embedding model shipped inside a registry package help the search?

    .venv/bin/pip install wordllama==0.4.0.post1     # NOT a project dependency: measurement only
    .venv/bin/python benchmarks/bench_embeddings.py      # writes benchmarks/results/embeddings.json
    .venv/bin/pip uninstall -y wordllama numpy tokenizers safetensors toml huggingface_hub hf-xet

The model is WordLlama 0.4.0's ``l2_supercat`` (256 dimensions), the one package found whose wheel holds its weights
(``wordllama/weights/l2_supercat_256.safetensors``, 16 MB) and its tokenizer (``wordllama/tokenizers/…json``, Llama 2's
32k vocabulary: most Chinese characters fall back to byte tokens). It is loaded with downloads disabled, from the
package folder itself (its loader looks for the tokenizer under ``tokenizer/`` while the wheel ships ``tokenizers/``;
passing the package folder as the cache folder finds both).

Hybrid ranking as the issue asks: for every judged query of relevance.yaml and the held-out files beside it, our
search's top 20 (the candidates a re-ranker would see) are re-ordered by reciprocal-rank fusion of our order and the
cosine order, ``alpha / (our_rank + 5) + (1 - alpha) / (cosine_rank + 5)``, for several alphas (1.0 = ours alone,
0.0 = cosine alone), on queries of two or more words (rule numbers, pinyin and one-word queries keep our order).
The rule texts' vectors would be computed at build time, so a query costs one embedding plus 20 dot products: that is
what the latency figure times. Bundle growth is the installed size of the model package and what it pulls in
(numpy, tokenizers, safetensors), none of which the app ships today.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_search import dir_size, percentile  # noqa: E402
from benchmarks.common import write  # noqa: E402
from rulesdb.search import Searcher  # noqa: E402
from rulesdb.search.evaluate import by_kind, evaluate, load_judgement_set  # noqa: E402
from rulesdb.search.query import parse  # noqa: E402
from rulesdb.search.vocabulary import strip_question_words  # noqa: E402
from rulesdb.store import load_all  # noqa: E402

TOP = 20
ALPHAS = (1.0, 0.9, 0.8, 0.7, 0.5, 0.3, 0.0)
_SPACE = re.compile(r"\s+")


def fused(ours: list[int], cosine: list[float], alpha: float) -> list[int]:
    """Our order re-ranked by reciprocal-rank fusion with the cosine order (positions into ``ours``)."""
    by_cosine = sorted(range(len(ours)), key=lambda i: -cosine[i])
    cos_rank = {i: r for r, i in enumerate(by_cosine)}
    score = {i: alpha / (i + 5) + (1 - alpha) / (cos_rank[i] + 5) for i in range(len(ours))}
    return sorted(range(len(ours)), key=lambda i: -score[i])


def main() -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    try:
        import wordllama
        from wordllama import WordLlama
    except ImportError:
        print("bench_embeddings: wordllama is not installed (see this script's docstring)", file=sys.stderr)
        return 2
    package = Path(wordllama.__file__).parent
    model = WordLlama.load(cache_dir=package, disable_download=True)

    books = load_all()
    judgements = load_judgement_set(ROOT / "tests" / "search" / "relevance.yaml")
    with tempfile.TemporaryDirectory() as work:
        searcher = Searcher.for_books(books, Path(work))
        texts = {f"{g}:{r.id}": r.text for g, b in books.items() for r in b.rules}
        rows = []
        for j in judgements:
            hits = searcher.search(j.query, games=[j.game], limit=TOP)
            ranked = [[h.id, *h.also] for h in hits]
            parsed = parse(j.query, [j.game])
            worded = len(_SPACE.sub("", strip_question_words(" ".join(parsed.text)))) >= 3 and not parsed.ids
            if not (worded and hits):
                rows.append((j, ranked, None, None))
                continue
            docs = model.embed([texts.get(h.id, h.snippet) for h in hits], norm=True)
            start = time.perf_counter()
            query = model.embed([strip_question_words(j.query)], norm=True)[0]
            cosine = [float(x) for x in docs @ query]
            rows.append((j, ranked, cosine, (time.perf_counter() - start) * 1000))

    by_alpha = {}
    for alpha in ALPHAS:
        order = {
            id(j): ranked if cosine is None else [ranked[i] for i in fused(list(range(len(ranked))), cosine, alpha)]
            for j, ranked, cosine, _ in rows
        }
        kinds = evaluate(judgements, lambda j, order=order: order[id(j)], by=by_kind)
        by_alpha[str(alpha)] = {
            k: {"mrr": round(f.mrr, 4), "recall": round(f.recall, 4), "queries": f.queries}
            for k, f in sorted(kinds.items())
        }
    latency = [ms for *_, ms in rows if ms is not None]
    site = package.parent
    sizes = {name: dir_size(site / name) for name in ("wordllama", "numpy", "numpy.libs", "tokenizers", "safetensors")
             if (site / name).exists()}
    payload = {
        "model": "wordllama 0.4.0.post1 l2_supercat 256-d (weights and tokenizer inside the wheel)",
        "queries": len(judgements),
        "fused_queries": len(latency),
        "top": TOP,
        "fusion": "alpha/(our_rank+5) + (1-alpha)/(cosine_rank+5)",
        "mrr_recall_by_alpha": by_alpha,
        "query_cost_ms": {"median": round(statistics.median(latency), 3), "p95": round(percentile(latency, 95), 3)},
        "bundle_growth_mb": {k: round(v / 2**20, 1) for k, v in sizes.items()} | {
            "total": round(sum(sizes.values()) / 2**20, 1)
        },
    }
    write("embeddings", payload)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
