"""The on-disk search index: schema, build, and a cache keyed by the database content.

The index lives in ``<cache>/search/<key>/`` where the key hashes the set of books it covers and this package's
code; the few most recently used indexes are kept side by side.
A missing, stale, corrupt or unreadable index is rebuilt; a build goes to a temporary directory that is renamed
into place, under an inter-process lock, so there is only ever one writer and readers never see half an index.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.analysis import SpaceSeparatedTokenizer
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.util.filelock import FileLock

from rulesdb.fsutil import current_umask, write_atomic
from rulesdb.models import Rulebook
from rulesdb.search.analysis import char_readings, pinyin_of_words
from rulesdb.search.documents import documents, user_words
from rulesdb.search.segment import LEXICON_FILE, Segmenter

log = logging.getLogger(__name__)

META_FILE = "meta.json"
LENGTHS_FILE = "lengths.json"
PINYIN_FILE = "pinyin.json"  # pinyin (full and initials) -> body words
READINGS_FILE = "readings.json"  # toneless reading -> every Han character read so (typo correction)
SCORED_FIELDS = ("title", "words", "bigrams", "pinyin", "context", "asked", "asked_bigrams")
INDEX_NAME = "rules"
KEPT = 3  # indexes kept side by side, the most recently used (the CLI's and the window's sets of books among them)
_PACKAGE_DIR = Path(__file__).resolve().parent
_SPACE = SpaceSeparatedTokenizer()  # the streams are analysed in Python (analysis.py), identically for queries

SCHEMA = Schema(
    key=ID(stored=True, unique=True),
    cite=STORED,
    game=ID(stored=True),
    edition=STORED,
    rid=ID(stored=True),
    alias=KEYWORD,
    under=KEYWORD,
    kind=ID(stored=True),
    flags=KEYWORD(stored=True, commas=True),
    title=TEXT(analyzer=_SPACE, phrase=False),
    words=TEXT(analyzer=_SPACE, phrase=False),
    bigrams=TEXT(analyzer=_SPACE, phrase=False),  # phrases are verified on the normalized text instead
    pinyin=TEXT(analyzer=_SPACE, phrase=False, stored=True),
    context=TEXT(analyzer=_SPACE, phrase=False),  # words of the headings above a rule
    asked=TEXT(analyzer=_SPACE, phrase=False),  # words of the questions the rule answers (rulesdb.search.asked)
    asked_bigrams=TEXT(analyzer=_SPACE, phrase=False),
    asked_questions=STORED,  # the questions themselves, to say which one a hit answers
    heading=STORED,
    text=STORED,
    ancestors=STORED,
    crumbs=STORED,
    depth=STORED,
    order=STORED,
)


class IndexUnusable(Exception):
    """The cached index cannot be used as it is; it will be rebuilt."""


@cache
def code_version() -> str:
    """A hash of this package's code and data: changing the analysis, the schema or the vocabulary invalidates
    every cached index."""
    digest = hashlib.sha256()
    for path in sorted([*_PACKAGE_DIR.glob("*.py"), *_PACKAGE_DIR.glob("*.yaml"), *_PACKAGE_DIR.glob("asked/*.tsv")]):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def content_hash(books: dict[str, Rulebook]) -> str:
    """Hash of the books themselves, for callers that have no store hash (tests, benchmarks)."""
    digest = hashlib.sha256()
    for game in sorted(books):
        digest.update(books[game].model_dump_json().encode())
    return digest.hexdigest()[:20]


def search_root(cache_root: Path | None = None) -> Path:
    if cache_root is None:
        from rulesdb.paths import cache_dir

        cache_root = cache_dir()
    root = cache_root / "search"
    root.mkdir(parents=True, exist_ok=True)
    return root


@dataclass
class OpenIndex:
    path: Path
    ix: whoosh_index.Index
    segmenter: Segmenter
    doc_count: int
    lengths: dict[str, list[int]]  # scored field -> token count per document number
    pinyin: dict[str, list[str]]  # pinyin of body words (full and initials) -> the words
    built_seconds: float | None  # set when this call built it


@dataclass(frozen=True)
class BuildStats:
    seconds: float
    documents: int
    size_bytes: int


def build(books: dict[str, Rulebook], directory: Path, key: str, jieba_cache: Path | None = None) -> BuildStats:
    """Write a complete index for ``books`` into the empty ``directory``."""
    start = time.perf_counter()
    seg = Segmenter.full(user_words(books), jieba_cache)
    ix = whoosh_index.create_in(str(directory), SCHEMA, indexname=INDEX_NAME)
    count = 0
    lengths: dict[str, dict[str, int]] = {}
    writer = ix.writer(limitmb=256)
    try:
        for game in sorted(books):
            for doc in documents(books[game], seg):
                writer.add_document(**doc)
                lengths[doc["key"]] = {f: len(doc.get(f, "").split()) for f in SCORED_FIELDS}
                count += 1
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    _write_lengths(ix, lengths, directory / LENGTHS_FILE)
    seg.save_compact(directory / LEXICON_FILE)
    with ix.reader() as reader:  # words and every Han bigram: 心控 is no jieba word, but pinyin should find it
        grams = [g.decode() if isinstance(g, bytes) else g for g in reader.lexicon("bigrams")]
    chars = {ch for g in grams for ch in g}  # single characters: the pieces a long key splits into (kong|paiku)
    pinyin = pinyin_of_words([*seg.emitted, *grams, *chars])
    (directory / PINYIN_FILE).write_text(json.dumps(pinyin, ensure_ascii=False, separators=(",", ":")), "utf-8")
    (directory / READINGS_FILE).write_text(json.dumps(char_readings(), ensure_ascii=False), "utf-8")
    ix.close()
    meta = {"key": key, "documents": count, "games": sorted(books)}
    write_atomic(directory / META_FILE, json.dumps(meta))
    size = sum(p.stat().st_size for p in directory.iterdir() if p.is_file())
    return BuildStats(time.perf_counter() - start, count, size)


def _write_lengths(ix: whoosh_index.Index, by_key: dict[str, dict[str, int]], path: Path) -> None:
    """Token counts per scored field, by document number, for the searcher's BM25 without per-hit reads."""
    with ix.reader() as reader:
        table = {f: [0] * reader.doc_count_all() for f in SCORED_FIELDS}
        for docnum, stored in reader.iter_docs():
            for f, n in by_key[stored["key"]].items():
                table[f][docnum] = n
    write_atomic(path, json.dumps(table, separators=(",", ":")))


def _check(path: Path, key: str) -> OpenIndex:
    """Open the index at ``path`` and prove it readable, or raise IndexUnusable saying why."""
    if not path.is_dir():
        raise IndexUnusable("missing")
    try:
        meta = json.loads((path / META_FILE).read_text(encoding="utf-8"))
        if meta.get("key") != key:
            raise IndexUnusable("built for other content")
        count = int(meta["documents"])
        ix = whoosh_index.open_dir(str(path), indexname=INDEX_NAME)
        if ix.doc_count() != count:
            raise IndexUnusable(f"holds {ix.doc_count()} documents, expected {count}")
        with ix.searcher() as s:
            # Touch every kind of file a query reads: stored fields at both ends, a term list, postings.
            if count:
                s.stored_fields(0)
                s.stored_fields(count - 1)
            for game in meta["games"]:
                if s.doc_frequency("game", game):
                    list(s.postings("game", game).all_ids())
            list(s.lexicon("rid"))
        segmenter = Segmenter.compact(path / LEXICON_FILE)
        lengths = json.loads((path / LENGTHS_FILE).read_text(encoding="utf-8"))
        if any(len(lengths[f]) != count for f in SCORED_FIELDS):
            raise IndexUnusable("field lengths do not match the documents")
        pinyin = json.loads((path / PINYIN_FILE).read_text(encoding="utf-8"))
        if not isinstance(pinyin, dict):
            raise IndexUnusable("pinyin table is not a mapping")
        if not (path / READINGS_FILE).is_file():
            raise IndexUnusable("no table of character readings")
    except IndexUnusable:
        raise
    except Exception as exc:  # a damaged file can fail in any of whoosh's, pickle's or json's ways
        raise IndexUnusable(f"unreadable: {type(exc).__name__}: {exc}") from exc
    return OpenIndex(path, ix, segmenter, count, lengths, pinyin, None)


_build_lock = threading.Lock()


def open_index(
    books: Callable[[], dict[str, Rulebook]],
    db_hash: str | None = None,
    cache_root: Path | None = None,
    force: bool = False,
) -> OpenIndex:
    """The index for the rulebooks, from the cache when intact, else freshly built (under the writer lock).

    ``books`` is only called when they are needed: to build, or to hash them when no ``db_hash`` is given.
    """
    root = search_root(cache_root)
    key = f"{code_version()}-{db_hash or content_hash(books())}"
    path = root / key
    if not force:
        try:
            opened = _check(path, key)
            _touch(path)
            return opened
        except IndexUnusable as why:
            log.info("search index %s: %s; rebuilding", path.name, why)
        seeded = _seeded(key) if cache_root is None else None
        if seeded is not None:
            return seeded
    with _build_lock, _FileLockContext(root / "build.lock"):
        if not force:
            try:
                return _check(path, key)  # another process finished the build while we waited
            except IndexUnusable:
                pass
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=root))
        os.chmod(tmp, 0o777 & ~current_umask())  # mkdtemp makes it 0700; the finished index is an ordinary folder
        try:
            stats = build(books(), tmp, key, jieba_cache=root)
            _replace_dir(tmp, path)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        _remove_stale(root, keep=path)
    opened = _check(path, key)
    opened.built_seconds = stats.seconds
    return opened


def _seeded(key: str) -> OpenIndex | None:
    """The prebuilt index a packaged app ships read-only (``rulesdb.paths.seed_dir``), if it has this key."""
    from rulesdb.paths import seed_dir

    seed = seed_dir()
    if seed is None:
        return None
    try:
        return _check(seed / "search" / key, key)
    except IndexUnusable as why:
        log.info("seed search index %s: %s", key, why)
        return None


def _replace_dir(src: Path, dst: Path) -> None:
    if dst.exists():
        # A broken index by this name: move it aside first, since a directory cannot replace a non-empty one.
        trash = dst.with_name(f".trash-{dst.name}-{os.getpid()}-{time.monotonic_ns()}")
        dst.rename(trash)
        shutil.rmtree(trash, ignore_errors=True)
    src.rename(dst)


def _touch(path: Path) -> None:
    """Mark an index as just used (its meta file's time): the most recently used ones are kept."""
    with contextlib.suppress(OSError):  # a read-only cache (the seed): nothing to keep track of
        os.utime(path / META_FILE)


def _remove_stale(root: Path, keep: Path) -> None:
    """Leftovers of cut-off builds, and indexes beyond the :data:`KEPT` most recently used (the CLI and the window
    may search different sets of books: each keeps its own index instead of deleting the other's). Runs under
    the build lock, so no build is under way; one still open elsewhere (Windows) is simply left for next time."""
    indexes = []
    for entry in root.iterdir():
        if not entry.is_dir() or entry == keep:
            continue
        if entry.name.startswith(".") or not (entry / META_FILE).is_file():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            indexes.append(entry)
    indexes.sort(key=lambda p: (p / META_FILE).stat().st_mtime, reverse=True)
    for entry in indexes[KEPT - 1:]:
        shutil.rmtree(entry, ignore_errors=True)


class _FileLockContext:
    def __init__(self, path: Path) -> None:
        self._lock = FileLock(str(path))

    def __enter__(self) -> None:
        self._lock.acquire(blocking=True)

    def __exit__(self, *exc: object) -> None:
        self._lock.release()
