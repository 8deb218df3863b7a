"""``rulesdb search "QUERY" [--game G]... [--limit N] [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from rulesdb.search.query import GAMES, MAX_QUERY_CHARS
from rulesdb.search.results import SearchHit


def register(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg]
    """Add the ``search`` subcommand; its ``func`` default takes the parsed args and returns an exit code."""
    parser = subparsers.add_parser(
        "search",
        help="full-text search over every rule (Simplified or Traditional, pinyin, rule numbers)",
        description=(
            "Search all rulebooks. Scope with mtg: ga: fftcg: eol: riftbound: (several allowed), jump with a rule "
            'number (502.9b, "mtg 502.9b", ga:2.2.7), quote phrases, exclude with -term.'
        ),
    )
    parser.add_argument("query", help="the query text")
    parser.add_argument("--game", action="append", choices=GAMES, default=None, help="limit to a game (repeatable)")
    parser.add_argument("--limit", type=_positive_int, default=20, help="at most N hits (default 20)")
    parser.add_argument("--json", action="store_true", help="print the hits as JSON")
    parser.set_defaults(func=run)
    return parser


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--limit expects a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"--limit must be at least 1, got {value}")
    return value


def run(args: argparse.Namespace, search: Callable[..., list[SearchHit]] | None = None) -> int:
    """Exit codes: 0 hits printed, 1 no hits, 2 the rules database or index could not be opened."""
    if search is None:
        from rulesdb.search import search as default_search

        search = default_search
    if len(args.query) > MAX_QUERY_CHARS:
        print(
            f"rulesdb search: the query is {len(args.query)} characters long; the limit is {MAX_QUERY_CHARS}",
            file=sys.stderr,
        )
        return 1
    try:
        hits = search(args.query, args.game, args.limit)
    except (OSError, ValueError) as exc:
        print(f"rulesdb search: cannot open the rules database or search index: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps([h.to_dict() for h in hits], ensure_ascii=False, indent=2))
    else:
        for hit in hits:
            print(_format(hit))
        if not hits:
            print("没有结果 (no results)", file=sys.stderr)
    return 0 if hits else 1


def _format(hit: SearchHit) -> str:
    crumbs = " › ".join(hit.breadcrumb)
    also = f"  (同文: {', '.join(hit.also)})" if hit.also else ""
    head = f"{hit.id}  [{hit.kind}, {hit.match}]  {crumbs}".rstrip()
    return f"{head}\n    {hit.marked()}{also}"


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry point until ``rulesdb.cli`` wires ``register`` in."""
    parser = argparse.ArgumentParser(prog="rulesdb")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
