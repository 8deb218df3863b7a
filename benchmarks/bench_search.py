"""Search benchmark: our search vs SQLite FTS5 (trigram tokenizer), same corpus, same queries.

    .venv/bin/python benchmarks/bench_search.py [--repeat 5] [--out benchmarks/results/search.json]

Corpora: the real rules database, and the same rulebooks replicated 10× with distinct ids (``502.9b~3``).
For each system and corpus: index build time, index size on disk, query latency over the judged query set
(tests/search/relevance.yaml and the held-out files heldout3..9.yaml beside it, each query scoped to its game) and
MRR@10 (a replica counts as the rule it copies). Latency comes from ``--repeat`` runs, each on a freshly opened
system: every query once in a shuffled order (``distinct``: no query repeated within the run, so no cache holds its
answer) and then all of them again (``repeated``); the figures are medians over the runs of each run's p50 / p95,
wall clock and CPU time. Also the first query in a fresh process, jieba and index opening included. Writes JSON (no
wall-clock asserts) and prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesdb.models import GlossaryEntry, Rulebook  # noqa: E402
from rulesdb.search import Searcher  # noqa: E402
from rulesdb.search.evaluate import (  # noqa: E402
    CLEAN_FILES,
    HELD_OUT_KINDS,
    Judgement,
    by_kind,
    evaluate,
    load_judgement_set,
    scoped_run,
)
from rulesdb.search.searcher import FEATURES, OPTIONAL_FEATURES  # noqa: E402
from rulesdb.store import database_hash, load_all  # noqa: E402

JUDGEMENTS = ROOT / "tests" / "search" / "relevance.yaml"
_REPLICA = re.compile(r"~\d+$")
_SCOPE = re.compile(r"^(?:(ga|fftcg|eol|riftbound|mtg)[: ]\s*)+")
_ID = re.compile(r"^\d+(?:\.(?:\d+|[a-z]))*[a-z]?\.?$")


def replicate(books: dict[str, Rulebook], copies: int) -> dict[str, Rulebook]:
    """Each rulebook ``copies`` times; copy k>0 suffixes every id and glossary term with ``~k``."""
    out: dict[str, Rulebook] = {}
    for game, book in books.items():
        rules = list(book.rules)
        glossary = list(book.glossary)
        for k in range(1, copies):

            def rid(x: str | None, k: int = k) -> str | None:
                return f"{x}~{k}" if x else x

            for r in book.rules:
                rules.append(
                    r.model_copy(
                        update={
                            "id": rid(r.id),
                            "parent": rid(r.parent),
                            "children": [f"{c}~{k}" for c in r.children],
                            "aliases": [],
                            "order": r.order + k * len(book.rules),
                        }
                    )
                )
            glossary.extend(
                GlossaryEntry.model_validate({**e.model_dump(), "term": f"{e.term}~{k}", "rule": rid(e.rule)})
                for e in book.glossary
            )
        out[game] = Rulebook(manifest=book.manifest, rules=rules, glossary=glossary)
    return out


def base_id(cite: str) -> str:
    return _REPLICA.sub("", cite)


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


# A run: a fresh system over the already built index (a searcher warmed up as the app warms it, or an open SQLite
# connection) and what closes it.
Opened = tuple[Callable[[Judgement], list[list[str]]], Callable[[], None]]


def _summary(wall: list[list[float]], cpu: list[list[float]]) -> dict:
    """Medians over the runs of each run's p50 and p95 (wall clock and this process's CPU time)."""
    return {
        "p50_ms": round(statistics.median(statistics.median(w) for w in wall), 3),
        "p95_ms": round(statistics.median(percentile(w, 95) for w in wall), 3),
        "cpu_p50_ms": round(statistics.median(statistics.median(c) for c in cpu), 3),
        "cpu_p95_ms": round(statistics.median(percentile(c, 95) for c in cpu), 3),
    }


def timed_runs(judgements: list[Judgement], open_run: Callable[[], Opened], repeat: int) -> dict:
    """Latency of queries not repeated within a run, and of the same queries repeated, over ``repeat`` runs.

    Each run opens the system afresh (its caches empty: posting lists, documents, snippets), sends every judged
    query once in a shuffled order (``distinct``: what a judge typing new questions meets), then the same queries
    again (``repeated``: cache hits). Figures are medians over the runs of each run's p50 / p95.
    """
    distinct: tuple[list[list[float]], list[list[float]]] = ([], [])
    repeated: tuple[list[list[float]], list[list[float]]] = ([], [])
    for k in range(repeat):
        run, close = open_run()
        order = list(judgements)
        random.Random(k).shuffle(order)
        for wall, cpu in (distinct, repeated):
            wall.append([])
            cpu.append([])
            for j in order:
                t, c = time.perf_counter(), time.process_time()
                run(j)
                wall[-1].append((time.perf_counter() - t) * 1000)
                cpu[-1].append((time.process_time() - c) * 1000)
        close()

    run, close = open_run()

    def ranked(j: Judgement) -> list[list[str]]:
        return [[base_id(c) for c in ids] for ids in run(j)]

    figures = evaluate(judgements, ranked)
    kinds = evaluate(judgements, ranked, by=by_kind)
    close()
    return {
        "queries": len(judgements),
        "runs": repeat,
        "distinct": _summary(*distinct),
        "repeated": _summary(*repeated),
        "mrr10": round(figures["all"].mrr, 3),
        "recall10": round(figures["all"].recall, 3),
        "mrr10_by_game": {g: round(f.mrr, 3) for g, f in figures.items() if g != "all"},
        "by_kind": {
            k: {"queries": f.queries, "mrr10": round(f.mrr, 3), "recall10": round(f.recall, 3)}
            for k, f in sorted(kinds.items())
            if k != "all"
        },
    }


# -- ours ---------------------------------------------------------------------------------------------------


def bench_ours(books: dict[str, Rulebook], judgements: list[Judgement], repeat: int, work: Path) -> dict:
    cache = work / "ours"
    start = time.perf_counter()
    searcher = Searcher.for_books(books, cache_root=cache)
    searcher.warm_up()
    build = time.perf_counter() - start
    size = dir_size(searcher.index_path)
    searcher.close()

    def open_run() -> Opened:
        fresh = Searcher.for_books(books, cache_root=cache)  # the index is built: this opens it
        fresh.warm_up()
        return scoped_run(fresh), fresh.close

    return {"build_s": round(build, 3), "index_bytes": size, **timed_runs(judgements, open_run, repeat)}


# -- baseline: what a simple rules app would do ----------------------------------------------------------------


def build_fts(books: dict[str, Rulebook], path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, check_same_thread=False)
    db.execute("CREATE TABLE docs(cite TEXT, game TEXT, rid TEXT, text TEXT)")
    db.execute("CREATE VIRTUAL TABLE fts USING fts5(text, content='docs', content_rowid='rowid', tokenize='trigram')")
    rows = []
    for game, book in books.items():
        rows.extend((r.cite, game, r.id, "\n".join([r.text, *r.examples])) for r in book.rules)
        rows.extend((e.cite, game, e.rule or "", f"{e.term}: {e.definition}") for e in book.glossary)
    db.executemany("INSERT INTO docs VALUES (?, ?, ?, ?)", rows)
    db.execute("INSERT INTO fts(rowid, text) SELECT rowid, text FROM docs")
    db.commit()
    return db


def fts_search(db: sqlite3.Connection, query: str, game: str, limit: int = 10) -> list[list[str]]:
    """Scope prefixes are stripped (the app has a game selector); a rule number is looked up by id, anything
    else is matched as trigram substrings, terms OR-ed, ranked by bm25; terms under 3 characters use LIKE."""
    text = _SCOPE.sub("", query.strip()).strip()
    if _ID.match(text):
        rid = text.rstrip(".")
        rows = db.execute(
            "SELECT cite FROM docs WHERE game = ? AND (rid = ? OR rid LIKE ? || '%') ORDER BY rid = ? DESC, rowid "
            "LIMIT ?",
            (game, rid, rid, rid, limit),
        ).fetchall()
        return [[r[0]] for r in rows]
    terms = [t.strip('"') for t in re.findall(r'"[^"]+"|\S+', text) if not t.startswith("-")]
    long_terms = [t for t in terms if len(t) >= 3]
    short_terms = [t for t in terms if 0 < len(t) < 3]
    clauses, params = [], []
    if long_terms:
        clauses.append("docs.rowid IN (SELECT rowid FROM fts WHERE fts MATCH ?)")
        params.append(" OR ".join('"' + t.replace('"', '""') + '"' for t in long_terms))
    for t in short_terms:
        clauses.append("docs.text LIKE ?")
        params.append(f"%{t}%")
    if not clauses:
        return []
    sql = (
        f"SELECT cite FROM docs LEFT JOIN (SELECT rowid AS r, bm25(fts) AS score FROM fts WHERE fts MATCH ?) "
        f"ON r = docs.rowid WHERE game = ? AND ({' OR '.join(clauses)}) ORDER BY score LIMIT ?"
    )
    match_all = params[0] if long_terms else '"\u0001"'  # bm25 needs a MATCH; a no-hit one when all terms are short
    rows = db.execute(sql, (match_all, game, *params, limit)).fetchall()
    return [[r[0]] for r in rows]


def bench_fts(books: dict[str, Rulebook], judgements: list[Judgement], repeat: int, work: Path) -> dict:
    path = work / f"fts-{len(books['mtg'].rules)}.sqlite"
    start = time.perf_counter()
    db = build_fts(books, path)
    build = time.perf_counter() - start
    db.close()

    def open_run() -> Opened:
        conn = sqlite3.connect(path, check_same_thread=False)
        return (lambda j: fts_search(conn, j.query, j.game)), conn.close

    return {
        "build_s": round(build, 3),
        "index_bytes": path.stat().st_size,
        **timed_runs(judgements, open_run, repeat),
    }


# -- first query in a fresh process -----------------------------------------------------------------------------

_FRESH = """
import time, json
t0 = time.perf_counter()
from rulesdb.search import search
t1 = time.perf_counter()
hits = search({query!r}, limit=10)
t2 = time.perf_counter()
print(json.dumps({{"import_s": t1 - t0, "first_query_s": t2 - t1, "total_s": t2 - t0, "hits": len(hits)}}))
"""


def bench_fresh_process(work: Path, runs: int = 3, query: str = "法术力池中的法术力什么时候消失") -> dict:
    env = {**os.environ, "JUDGE_APP_CACHE_DIR": str(work / "fresh-cache")}
    code = _FRESH.format(query=query)
    subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True)  # builds
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout
        wall = time.perf_counter() - t
        samples.append({**json.loads(out.strip().splitlines()[-1]), "process_wall_s": wall})
    return {k: round(statistics.median(s[k] for s in samples), 3) for k in samples[0] if k != "hits"} | {
        "query": query,
        "runs": runs,
    }


def ablation(books: dict[str, Rulebook], judgements: list[Judgement], work: Path) -> dict:
    """MRR@10 / recall@10 per query kind with every query-understanding part on, with each one off, with each
    optional part on, and with all off: what each part adds (query-time switches, one index)."""
    variants = {
        "all": FEATURES,
        **{f"-{f}": FEATURES - {f} for f in sorted(FEATURES)},
        **{f"+{f}": FEATURES | {f} for f in sorted(OPTIONAL_FEATURES)},  # measured, off by default
        "none": frozenset(),
    }
    out: dict[str, dict] = {}
    for name, features in variants.items():
        searcher = Searcher.for_books(books, cache_root=work / "ablation", features=features)
        figures = evaluate(judgements, scoped_run(searcher), by=by_kind)
        out[name] = {k: [round(f.mrr, 3), round(f.recall, 3)] for k, f in sorted(figures.items())}
        searcher.close()
    return out


def ablation_table(results: dict) -> str:
    kinds = list(next(iter(results.values())))
    lines = ["| variant | " + " | ".join(kinds) + " |", "|---|" + "---:|" * len(kinds)]
    for name, figures in results.items():
        lines.append(f"| {name} | " + " | ".join(f"{figures[k][0]:.3f}" for k in kinds) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help="default benchmarks/results/search.json, or search-ablation.json with --ablation (so an ablation run "
        "never overwrites the full figures)",
    )
    parser.add_argument("--real-only", action="store_true", help="skip the 10x corpus (quick relevance runs)")
    parser.add_argument(
        "--ablation", action="store_true", help="only MRR@10 per kind with each query-understanding part switched off"
    )
    parser.add_argument(
        "--tuned-only", action="store_true", help="leave the held-out question batches out (for tuning rounds)"
    )
    parser.add_argument(
        "--spent-only", action="store_true",
        help="leave the clean batch (CLEAN_FILES) out: latency runs during a search change, before it is measured",
    )
    args = parser.parse_args()
    if args.out is None:
        args.out = ROOT / "benchmarks" / "results" / ("search-ablation.json" if args.ablation else "search.json")

    judgements = load_judgement_set(JUDGEMENTS)
    if args.tuned_only:
        judgements = [j for j in judgements if j.kind not in HELD_OUT_KINDS]
    if args.spent_only:
        clean = {name.removesuffix(".yaml") for name in CLEAN_FILES}
        judgements = [j for j in judgements if j.kind not in clean]
    real = load_all()
    if args.ablation:
        work = Path(tempfile.mkdtemp(prefix="bench-search-ablation-"))
        try:
            figures = ablation(real, judgements, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        save(args.out, figures)
        print(ablation_table(figures))
        return 0
    database_hash()  # fail early if the store cannot hash the sources
    corpora = {"real": real}
    if not args.real_only:
        corpora[f"{args.copies}x"] = replicate(real, args.copies)
    work = Path(tempfile.mkdtemp(prefix="bench-search-"))
    try:
        results = {
            "machine": {
                "load_average": list(os.getloadavg()),
                "python": platform.python_version(),
                "platform": platform.platform(),
                "cpus": os.cpu_count(),
                "sqlite": sqlite3.sqlite_version,
            },
            "queries": len(judgements),
            "repeat": args.repeat,
            "corpus": {
                name: {"documents": sum(len(b.rules) + len(b.glossary) for b in books.values())}
                for name, books in corpora.items()
            },
        }
        for name, books in corpora.items():
            results["corpus"][name]["ours"] = bench_ours(books, judgements, args.repeat, work / name)
            results["corpus"][name]["fts5_trigram"] = bench_fts(books, judgements, args.repeat, work)
        results["fresh_process"] = bench_fresh_process(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    save(args.out, results)
    print(table(results))
    return 0


def save(path: Path, figures: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figures, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def table(results: dict) -> str:
    lines = [
        "| corpus | system | docs | build s | index MB | distinct p50 / p95 ms | CPU | repeated p50 / p95 ms | CPU "
        "| MRR@10 | recall@10 |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, corpus in results["corpus"].items():
        for system in ("ours", "fts5_trigram"):
            r = corpus[system]
            d, rep = r["distinct"], r["repeated"]
            lines.append(
                f"| {name} | {system} | {corpus['documents']} | {r['build_s']:.2f} | {r['index_bytes'] / 1e6:.2f} | "
                f"{d['p50_ms']:.2f} / {d['p95_ms']:.2f} | {d['cpu_p50_ms']:.2f} / {d['cpu_p95_ms']:.2f} | "
                f"{rep['p50_ms']:.2f} / {rep['p95_ms']:.2f} | {rep['cpu_p50_ms']:.2f} / {rep['cpu_p95_ms']:.2f} | "
                f"{r['mrr10']:.3f} | {r['recall10']:.3f} |"
            )
    real = results["corpus"]["real"]
    lines.append("")
    lines.append("| kind | queries | MRR@10 ours | recall@10 ours | MRR@10 fts5 | recall@10 fts5 |")
    lines.append("|---|---:|---:|---:|---:|---:|")
    for kind, f in real["ours"]["by_kind"].items():
        b = real["fts5_trigram"]["by_kind"][kind]
        cells = [f["mrr10"], f["recall10"], b["mrr10"], b["recall10"]]
        lines.append(f"| {kind} | {f['queries']} | " + " | ".join(f"{c:.3f}" for c in cells) + " |")
    fresh = results["fresh_process"]
    lines.append("")
    lines.append(
        f"First query in a fresh process: {fresh['total_s']:.3f} s (import {fresh['import_s']:.3f} s, "
        f"query incl. jieba lexicon and index open {fresh['first_query_s']:.3f} s; "
        f"whole process {fresh['process_wall_s']:.3f} s)"
    )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
