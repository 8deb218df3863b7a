"""``judge conformance``: list the rules by engine status (optionally a search filtered by status), and
``judge conformance --update``: rewrite the generated part of the tables."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from judge_app.conformance.statuses import FILTERS, Record, Statuses
from judge_app.conformance.table import UNCLASSIFIED, Entry
from rulesdb.clikit import Parser

LABELS = {"applied": "引擎应用", "modelled": "引擎建模", "out_of_scope": "范围外", "unsupported": "引擎未支持",
          UNCLASSIFIED: "未分类"}
_BY_LABEL = {label: key for key, label in LABELS.items()}


def _status(text: str) -> str:
    key = _BY_LABEL.get(text, text)
    if key not in FILTERS:
        raise argparse.ArgumentTypeError(
            f"未知状态 {text!r},可选: {', '.join(f'{k}({LABELS[k]})' for k in FILTERS)}")
    return key


def add_parser(sub: argparse._SubParsersAction[Parser], games: Sequence[str]) -> None:
    c = sub.add_parser("conformance", help="规则一致性表:按引擎状态列出或搜索规则;update 重新生成")
    c.add_argument("query", nargs="?", default="", metavar="查询",
                   help="搜索文字(同 rulesdb search);不给则按规则书顺序列出")
    c.add_argument("--game", action="append", choices=games, help="只看某个游戏(可重复)")
    c.add_argument("--status", action="append", type=_status, metavar="状态",
                   help="只看此状态(可重复): " + "、".join(f"{k}({v})" for k, v in LABELS.items()))
    c.add_argument("--limit", type=int, default=0, help="最多 N 条(默认:列出全部;搜索 20 条)")
    c.add_argument("--json", action="store_true", help="以 JSON 输出")
    c.add_argument("--update", action="store_true",
                   help="重写表中生成的部分(代码引用、场景、例子),保留手写的状态与理由;不列出")


def run(args: argparse.Namespace, search: Callable[..., list] | None = None) -> int:
    if args.update:
        return _update(args.game)
    statuses = Statuses.load()
    wanted = args.status or list(FILTERS)
    if args.query:
        if search is None:
            from rulesdb.search import search as default_search

            search = default_search
        limit = args.limit or 20
        try:
            hits = search(args.query, args.game, max(limit * 20, 400))
        except (OSError, ValueError) as exc:
            print(f"judge conformance: 错误: 无法打开规则数据库或搜索索引: {exc}", file=sys.stderr)
            return 2
        kept = statuses.keep(hits, wanted)[:limit]
        records = [Record(h.game, h.edition, h.rule_id, statuses.entry(h.game, h.rule_id, h.edition)
                          or Entry()) for h in kept]
    else:
        records = statuses.records(wanted, args.game)
        records = records[:args.limit] if args.limit else records
    if args.json:
        print(json.dumps([_as_dict(r) for r in records], ensure_ascii=False, indent=2))
    else:
        for r in records:
            print(_line(r))
    if not records:
        print("没有符合的规则", file=sys.stderr)
    return 0 if records else 1


def _why(entry: Entry) -> str:
    if entry.status == "applied":
        return (f"{len(entry.scenarios)} 个场景" + (f",待修 {len(entry.pending)}" if entry.pending else "")
                + (f";{entry.gap}" if entry.gap else ""))
    return entry.reason or entry.missing or entry.by or "、".join(entry.code)


def _line(r: Record) -> str:
    why = _why(r.entry)
    return f"{r.game}:{r.rule_id}  [{LABELS[r.status]}{' · ' + why if why else ''}]  {r.entry.text}"


def _as_dict(r: Record) -> dict[str, object]:
    return {"id": f"{r.game}:{r.rule_id}", "game": r.game, "edition": r.edition, "rule_id": r.rule_id,
            "status": r.status, **r.entry.model_dump(exclude_defaults=True, exclude={"status"})}


def _update(games: list[str] | None) -> int:
    from judge_app.conformance import generate

    for game in games or generate.games():
        result = generate.update(game)
        c = result.table.counts()
        said = "已更新" if result.changed else "未变"
        print(f"{game} {result.table.edition}: {len(result.table.rules)} 条记录 · "
              + " · ".join(f"{LABELS[k]} {n}" for k, n in c.items()) + f" · {result.path.name} {said}")
        r = result.report
        for title, items in (("代码现在引用,改为 applied/modelled(原手写理由已删除)", r.promoted),
                             ("代码不再引用,需要重新分类", r.demoted), ("规则书中已没有此编号,已删除", r.dropped),
                             ("已有场景引用,删除 gap", r.closed)):
            for item in items:
                print(f"  {title}: {item}")
        if r.unclassified:
            print(f"  未分类 {len(r.unclassified)} 条: {', '.join(r.unclassified[:12])}"
                  + (" …" if len(r.unclassified) > 12 else ""))
    return 0
