"""``rulesdb search "QUERY" [--game G]... [--limit N] [--json]``."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from rulesdb.search.query import GAMES, MAX_QUERY_CHARS
from rulesdb.search.results import SearchHit


def register(subparsers: argparse._SubParsersAction[Any]) -> argparse.ArgumentParser:
    """Add the ``search`` subcommand; its ``func`` default takes the parsed args and returns an exit code."""
    parser = subparsers.add_parser(
        "search",
        help="全文搜索所有规则(简体或繁体、拼音、规则号)",
        description=(
            "搜索所有规则书。用 mtg: ga: fftcg: eol: riftbound: 限定游戏(可多个),输入规则号直接跳转"
            '(502.9b、"mtg 502.9b"、ga:2.2.7),引号表示短语,-词 表示排除。'
        ),
    )
    parser.add_argument("query", help="查询文本")
    parser.add_argument("--game", action="append", choices=GAMES, default=None, help="只搜索某个游戏(可重复)")
    parser.add_argument("--limit", type=_positive_int, default=20, help="最多 N 条结果(默认 20)")
    parser.add_argument("--json", action="store_true", help="以 JSON 输出结果")
    parser.set_defaults(func=run)
    return parser


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--limit 应为整数,而不是 {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"--limit 至少为 1,而不是 {value}")
    return value


# A scope typed in the query: a word of letters right before a colon ("mtg:", "foo:"), at the start or after a space.
_SCOPE_WORD = re.compile(r"(?:^|\s)-?([A-Za-z][A-Za-z0-9_]*)\s*[:：]")


def unknown_scopes(query: str) -> list[str]:
    """Game scopes in ``query`` that name no game (``foo: 践踏``): refused rather than searched as words.

    >>> unknown_scopes("foo: 践踏 mtg:致命"), unknown_scopes("ga:2.2.7")
    (['foo'], [])
    """
    return [m.group(1) for m in _SCOPE_WORD.finditer(query) if m.group(1).lower() not in GAMES]


def run(args: argparse.Namespace, search: Callable[..., list[SearchHit]] | None = None) -> int:
    """Exit codes: 0 hits printed, 1 no hits, 2 a wrong query (unknown game, too long) or the rules database
    or index could not be opened."""
    if search is None:
        from rulesdb.search import search as default_search

        search = default_search
    if len(args.query) > MAX_QUERY_CHARS:
        print(f"rulesdb search: 错误: 查询有 {len(args.query)} 个字符,上限为 {MAX_QUERY_CHARS}", file=sys.stderr)
        return 2
    unknown = unknown_scopes(args.query)
    if unknown:
        print(f"rulesdb search: 错误: 未知游戏 {unknown[0]!r},可选: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    try:
        hits = search(args.query, args.game, args.limit)
    except (OSError, ValueError) as exc:
        print(f"rulesdb search: 错误: 无法打开规则数据库或搜索索引: {exc}", file=sys.stderr)
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
    asked = f"\n    (答: {hit.asked})" if hit.asked else ""
    return f"{head}\n    {hit.marked()}{also}{asked}"


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry point until ``rulesdb.cli`` wires ``register`` in."""
    parser = argparse.ArgumentParser(prog="rulesdb")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
