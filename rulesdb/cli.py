"""``rulesdb``: build, check, browse and export the rules database from the command line.

The contract of every tool (:mod:`rulesdb.clikit`): exit 0 success; 1 the command ran and found problems
(``check``) or the thing asked for does not exist; 2 wrong arguments, unreadable or missing input, an unknown
game, an output that cannot be written. Errors are one Chinese line on stderr, never a traceback."""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rulesdb import lookup
from rulesdb.clikit import (
    PROBLEM,
    USAGE,
    Parser,
    add_version,
    clean_up_after_killed_runs,
    output_problem,
    use_chinese_argparse,
)
from rulesdb.fsutil import cause, write_atomic
from rulesdb.models import GlossaryEntry, Rule, Rulebook
from rulesdb.search.cli import register as register_search
from rulesdb.store import GAMES, UnknownGame, load_all, load_rulebook


class CliError(Exception):
    """A user-facing error: printed as one line, exit status in ``code``."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def rule_json(rule: Rule) -> dict[str, object]:
    """The public JSON shape of a rule (``show --json`` and ``export``)."""
    return {
        "id": rule.cite,
        "printed": rule.printed,
        "kind": rule.kind,
        "text": rule.text,
        "parent": f"{rule.game}:{rule.parent}" if rule.parent else None,
        "children": [f"{rule.game}:{c}" for c in rule.children],
        "examples": rule.examples,
        "refs": [{"target": r.target, "resolved": r.resolved, "raw": r.raw, "note": r.note} for r in rule.refs],
        "flags": rule.flags,
        "repairs": [r.model_dump(exclude_none=True) for r in rule.repairs],
        "notes": rule.notes,
        "aliases": rule.aliases,
        "lines": list(rule.lines),
        "raw": rule.raw,
    }


def glossary_json(entry: GlossaryEntry) -> dict[str, object]:
    return {
        "id": entry.cite,
        "kind": "glossary",
        "term": entry.term,
        "text": entry.definition,
        "rule": f"{entry.game}:{entry.rule}" if entry.rule else None,
        "aliases": entry.aliases,
        "notes": entry.notes,
        "lines": list(entry.lines),
        "raw": entry.raw,
    }


def _book(game: str, edition: str | None = None) -> Rulebook:
    """One edition of ``game`` (None: the newest, shipped or imported)."""
    from rulesdb import editions

    try:
        return editions.load_edition(game, edition)
    except UnknownGame as exc:
        raise CliError(str(exc), USAGE) from None
    except editions.EditionError as exc:
        raise CliError(str(exc), USAGE) from None


def _emit(obj: object) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2))


# --- commands ----------------------------------------------------------------------------------------------


def cmd_build(args: argparse.Namespace) -> int:
    for game in args.games or GAMES:
        if game not in GAMES:
            raise CliError(str(UnknownGame(game)), USAGE)
        start = time.perf_counter()
        book = load_rulebook(game, rebuild=True)
        ms = (time.perf_counter() - start) * 1000
        open_ = sum(f.status == "open" for f in book.findings)
        print(
            f"{game:10} {len(book.rules):5} rules  {len(book.glossary):4} glossary  "
            f"{sum('repaired' in r.flags for r in book.rules):4} repaired  "
            f"{sum('reconstructed' in r.flags for r in book.rules):3} reconstructed  "
            f"{open_:3} open findings  {ms:6.0f} ms"
        )
    return 0


def report(book: Rulebook) -> dict[str, Any]:
    """The import report of one book: counts, repairs, flags, findings."""
    repairs = Counter((r.kind, r.confidence) for rule in book.rules for r in rule.repairs)
    return {
        "game": book.game,
        "edition": book.manifest.edition,
        "title": book.manifest.title,
        "rules": len(book.rules),
        "kinds": dict(Counter(r.kind for r in book.rules)),
        "glossary": len(book.glossary),
        "dropped_lines": book.dropped,
        "repairs": {f"{kind} ({conf})": n for (kind, conf), n in sorted(repairs.items())},
        "flags": dict(Counter(flag for r in book.rules for flag in r.flags)),
        "findings": {
            status: [f.model_dump(exclude_none=True) for f in book.findings if f.status == status]
            for status in ("open", "explained", "repaired")
        },
        "dangling_refs": [
            {"from": r.cite, "raw": ref.raw, "target": ref.target, "note": ref.note}
            for r in book.rules
            for ref in r.refs
            if not ref.resolved
        ],
    }


def _print_report(rep: dict[str, Any]) -> None:
    print(f"== {rep['game']} · {rep['title']} ({rep['edition']})")
    print(f"   rules {rep['rules']}  {rep['kinds']}  glossary {rep['glossary']}")
    print(f"   dropped lines: {rep['dropped_lines']}")
    for name, n in rep["repairs"].items():
        print(f"   repair {name}: {n}")
    print(f"   flags: {rep['flags']}")
    findings: dict[str, list[dict[str, object]]] = rep["findings"]
    print("   findings: " + ", ".join(f"{k} {len(v)}" for k, v in findings.items()))
    for status in ("open", "explained"):
        for f in findings[status]:
            print(f"   [{status}] {f['code']} {f.get('rule') or ''}: {f['message']}")
    dangling: list[dict[str, object]] = rep["dangling_refs"]
    for d in dangling:
        print(f"   dangling {d['from']} → {d['target']} ({d['raw']}): {d['note']}")


def cmd_check(args: argparse.Namespace) -> int:
    if args.edition and len(args.games) != 1:
        raise CliError("--edition 只能与一个 GAME 同用", USAGE)
    reports = [report(_book(g, args.edition)) for g in (args.games or GAMES)]
    if args.json:
        _emit(reports)
    else:
        for rep in reports:
            _print_report(rep)
    open_total = sum(len(r["findings"]["open"]) for r in reports)
    return 1 if open_total else 0


# "mtg2022:100.1", "foo 502.9b": something in the place of a game id (letters first, then a separator).
_GAME_PREFIX = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_-]*)\s*[:：@]")


def _resolve_all(text: str, edition: str | None = None) -> tuple[Rulebook, list[Rule]]:
    """The book and every rule ``text`` may name: one, or several when a printed number names more than one."""
    game = _scoped_game(text)
    book = _book(game, edition)
    found = lookup.candidates(text, game, {game: book})
    if not found:
        if lookup.parse(text) is None:
            raise CliError(f"{book.manifest.short_title} 中没有名为 {text!r} 的规则、别名或术语(规则号如 {game}:1.1)")
        near = lookup.nearest(game, text, books={game: book})
        hint = f";最接近的: {', '.join(f'{game}:{n}' for n in near)}" if near else ""
        raise CliError(f"{book.manifest.short_title} 中没有规则 {text!r}{hint}")
    rules = [book.get(rule_id) for _, rule_id in found]
    return book, [r for r in rules if r is not None]


def _scoped_game(text: str) -> str:
    """The game ``text`` names before its rule number or term (``mtg:502.9b``, ``eol:再生``), or a CLI error."""
    from rulesdb import editions

    game, _ = lookup.split_scope(text)
    if game is None:
        named = _GAME_PREFIX.match(text)
        if named and named.group(1).lower() not in editions.known_games():
            raise CliError(str(UnknownGame(named.group(1))), USAGE)
        raise CliError(f"{text!r}: 请写明游戏,格式 GAME:ID,例如 mtg:502.9b(可选游戏: {', '.join(GAMES)})", USAGE)
    if game not in editions.known_games():
        raise CliError(str(UnknownGame(game)), USAGE)
    return game


def _resolve(text: str, edition: str | None = None) -> tuple[Rulebook, Rule]:
    """The one rule ``text`` names; an ambiguous printed number is an error listing the rules it names."""
    book, rules = _resolve_all(text, edition)
    if len(rules) > 1:
        listing = "、".join(f"{r.cite}(印作 {r.printed})" for r in rules)
        raise CliError(f"{text!r} 指 {len(rules)} 条规则:{listing};请给出其中一条的 id")
    return book, rules[0]


def cmd_show(args: argparse.Namespace) -> int:
    if ":glossary:" in args.rule or _names_a_term_only(args.rule, args.edition):
        return _show_glossary_entry(args)  # `mtg:glossary:主动牌手` as search hits cite it, or its term
    book, rules = _resolve_all(args.rule, args.edition)
    if args.json:
        _emit(rule_json(rules[0]) if len(rules) == 1 else [rule_json(r) for r in rules])
        return 0
    if len(rules) > 1:
        number = lookup.parse(args.rule).rule_id  # type: ignore[union-attr]
        print(f"printed number {number} names {len(rules)} rules in {book.manifest.short_title}: "
              + ", ".join(r.cite for r in rules))
    for i, rule in enumerate(rules):
        if i:
            print()
        _show_rule(book, rule)
    return 0


def _names_a_term_only(text: str, edition: str | None) -> bool:
    """``text`` is no rule number and names no rule, but a glossary entry of its game (``mtg:Active Player``)."""
    if lookup.parse(text) is not None:
        return False
    game = _scoped_game(text)
    book = _book(game, edition)
    books = {game: book}
    return not lookup.candidates(text, game, books) and lookup.glossary_entry(text, game, books) is not None


def _show_glossary_entry(args: argparse.Namespace) -> int:
    game = _scoped_game(args.rule)
    book = _book(game, args.edition)
    entry = lookup.glossary_entry(args.rule, game, {game: book})
    if entry is None:
        raise CliError(f"{book.manifest.short_title} 的术语表中没有 {args.rule!r}(术语表: rulesdb glossary {game})")
    if args.json:
        _emit(glossary_json(entry))
        return 0
    print(f"{book.manifest.short_title}  {entry.cite}  [glossary, edition {book.manifest.edition}]")
    print(f"{entry.term}{' / ' + ', '.join(entry.aliases) if entry.aliases else ''}")
    print(entry.definition)
    if entry.rule:
        print(f"  → {game}:{entry.rule}")
    for note in entry.notes:
        print(f"  note: {note}")
    return 0


def _show_rule(book: Rulebook, rule: Rule) -> None:
    trail = " › ".join(f"{a.id} {a.text.splitlines()[0][:20]}" for a in book.ancestors(rule.id))
    print(f"{book.manifest.short_title}  {rule.cite}" + (f"  (printed {rule.printed})" if rule.printed else "")
          + f"  [edition {book.manifest.edition}" + (f", effective {book.manifest.effective_date}]"
                                                   if book.manifest.effective_date else "]"))
    if trail:
        print(f"  {trail}")
    print(rule.text)
    for ex in rule.examples:
        print(f"  · {ex}")
    for child in book.children(rule.id):
        print(f"  {child.id}  {child.text.splitlines()[0] if child.text else ''}")
    for ref in rule.refs:
        if not ref.resolved:
            print(f"  → {ref.target} ({ref.note or 'unresolved'})")
        elif ref.note:  # a corrected reference: what the text prints, what it means, and why
            print(f"  → {ref.target}  (printed {ref.printed_target}: {ref.note})")
        else:
            print(f"  → {ref.target}")
    if rule.flags:
        print(f"  flags: {', '.join(rule.flags)}")
    for note in rule.notes:
        print(f"  note: {note}")
    for rep in rule.repairs:
        print(f"  repair [{rep.kind}, {rep.confidence}]: {rep.detail}")


def _subtree(book: Rulebook, roots: Iterable[Rule], depth: int = 0) -> Iterable[tuple[int, Rule]]:
    for rule in roots:
        yield depth, rule
        yield from _subtree(book, book.children(rule.id), depth + 1)


def cmd_list(args: argparse.Namespace) -> int:
    book = _book(args.game, args.edition)
    if args.under:
        _, top = _resolve(args.under if ":" in args.under else f"{args.game}:{args.under}", args.edition)
        roots = [top]
    else:
        roots = book.roots()
    for depth, rule in _subtree(book, roots):
        if args.depth is not None and depth > args.depth:
            continue
        first = rule.text.splitlines()[0] if rule.text else ""
        print(f"{'  ' * depth}{rule.id}  {first[:60]}")
    return 0


def cmd_glossary(args: argparse.Namespace) -> int:
    book = _book(args.game, args.edition)
    entries = book.glossary
    if args.term:
        needle = args.term.lower()
        entries = [e for e in entries if needle in e.term.lower() or any(needle in a.lower() for a in e.aliases)]
        if not entries:
            raise CliError(f"{book.manifest.short_title} 的术语表中没有与 {args.term!r} 匹配的术语")
    if args.json:
        _emit([glossary_json(e) for e in entries])
        return 0
    for e in entries:
        where = f"  [{e.game}:{e.rule}]" if e.rule else ""
        print(f"{e.term}{' / ' + ', '.join(e.aliases) if e.aliases else ''}{where}")
        if args.term:
            print(f"  {e.definition}")
            for note in e.notes:
                print(f"  note: {note}")
    return 0


def _check_output(path: str | None) -> None:
    why = output_problem(Path(path)) if path else None
    if why is not None:
        raise CliError(why, USAGE)


def _write_output(path: Path, data: str) -> None:
    """Write an ``-o`` file atomically; a failure names the file and the real cause, the old file untouched."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise CliError(f"无法写入 {path}: {cause(exc, path)}(原有的文件未改动)", USAGE) from None


def cmd_export(args: argparse.Namespace) -> int:
    _check_output(args.output)
    if args.game:
        books = [_book(args.game, args.edition)]
    elif args.edition:
        raise CliError("--edition 需要同时给出 GAME", USAGE)
    else:
        books = list(load_all().values())
    lines: list[str] = []
    for book in books:
        lines.extend(json.dumps(rule_json(r), ensure_ascii=False) for r in book.rules)
        lines.extend(json.dumps(glossary_json(g), ensure_ascii=False) for g in book.glossary)
    text = "\n".join(lines) + "\n"
    if args.output:
        _write_output(Path(args.output), text)
        print(f"已写入 {len(lines)} 条记录到 {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from rulesdb import editions
    from rulesdb.external import NotARulebook, RulebookTooLarge, read_rulebook

    path = Path(args.path)
    if not path.exists():
        raise CliError(f"{path}: 文件不存在", USAGE)
    if not path.is_file():
        raise CliError(f"{path}: 不是文件", USAGE)
    _check_output(args.output)
    try:
        editions.check_ids(args.game, args.edition)  # stored or not, the report names the edition by them
        if args.no_store:
            book, replaced = editions.compile_bytes(read_rulebook(path), args.game, args.edition, args.profile,
                                                    path.name), False
        else:
            book, replaced = editions.import_edition(path, args.game, args.edition, args.profile)
    except RulebookTooLarge as exc:
        raise CliError(f"{path}: {exc}", USAGE) from None
    except NotARulebook as exc:
        raise CliError(f"{path}: 不是规则书: {exc}", PROBLEM) from None
    except editions.EditionError as exc:
        raise CliError(str(exc), USAGE) from None
    except editions.StoreError as exc:  # the input was read; saving it is what failed
        raise CliError(f"无法保存 {args.game}:{args.edition} 到 {exc.filename}: {cause(exc)}"
                       "(此前保存的版本未改动)", USAGE) from None
    except OSError as exc:
        raise CliError(f"{path}: 无法读取({cause(exc, path)})", USAGE) from None
    rep = report(book)
    if args.json:
        _emit({**rep, "effective_date": book.manifest.effective_date,
               "stored": None if args.no_store else f"{book.game}:{book.manifest.edition}", "replaced": replaced})
    else:
        _print_report(rep)
        m = book.manifest
        where = "not stored (--no-store)" if args.no_store else (
            f"stored as {m.game}:{m.edition}" + (" (replaced the earlier import)" if replaced else ""))
        profile = next((n.removeprefix("profile: ") for n in m.notes if n.startswith("profile: ")), "generic")
        print(f"   profile {profile}; effective date: {m.effective_date or 'not stated in the file'}; {where}")
    if args.output:
        _write_output(Path(args.output), book.model_dump_json())
    # Like `check`: the book was read, but findings nobody repaired or explained are a problem to look at.
    return 1 if any(f.status == "open" for f in book.findings) else 0


def cmd_editions(args: argparse.Namespace) -> int:
    from rulesdb import editions

    infos = editions.list_editions(args.game)
    if args.game and not infos:
        raise CliError(f"未知的游戏 {args.game!r};已知的游戏: {', '.join(editions.known_games())}", USAGE)
    if args.json:
        _emit([{**asdict(i), "default": i == editions.newest(i.game)} for i in infos])
        return 0
    for info in infos:
        default = "*" if info == editions.newest(info.game) else " "
        origin = "shipped" if info.shipped else f"imported {info.imported_at}, profile {info.profile}"
        print(f"{default} {info.label:28} {info.effective_date or '—':10}  {info.language}  {info.short_title}  "
              f"({origin})")
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from rulesdb import editions

    game, _, edition = args.edition.partition(":")
    if not edition:
        raise CliError(f"{args.edition!r}: 请写成 GAME:EDITION,例如 mtg:2022-04-29", USAGE)
    try:
        editions.remove_edition(game, edition)
    except UnknownGame:
        raise CliError(f"未知的游戏 {game!r}", USAGE) from None
    except editions.EditionError as exc:
        raise CliError(str(exc), PROBLEM) from None
    print(f"已删除 {game}:{edition}")
    return 0


def _edition_book(label: str) -> Rulebook:
    game, sep, edition = label.partition(":")
    if not sep or not edition:
        raise CliError(f"{label!r}: 请把版本写成 GAME:EDITION,例如 mtg:2022-04-29(见 rulesdb editions)", USAGE)
    return _book(game, edition)


def cmd_diff(args: argparse.Namespace) -> int:
    from rulesdb.diff import diff_books, dumps

    _check_output(args.output)
    old, new = _edition_book(args.old), _edition_book(args.new)
    start = time.perf_counter()
    result = diff_books(old, new)
    elapsed = time.perf_counter() - start
    if args.format == "json":
        text = dumps(result) + "\n"
    elif args.format == "html":
        text = result.to_html()
    else:
        text = result.to_text()
    if args.output:
        _write_output(Path(args.output), text)
        print(f"差异已写入 {args.output}({elapsed * 1000:.0f} ms)", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="rulesdb", description="裁判台规则数据库:导入、检查、浏览、导出、搜索。")
    add_version(parser, "rulesdb")
    sub = parser.add_subparsers(dest="command", required=True, metavar="命令", parser_class=Parser)

    def add(name: str, func: Callable[[argparse.Namespace], int], help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_, description=help_)
        p.set_defaults(func=func)
        return p

    p = add("build", cmd_build, "从来源重新导入每本规则书,每本输出一行摘要")
    p.add_argument("games", nargs="*", metavar="GAME")
    p = add("check", cmd_check, "每本规则书的导入报告;有既未修复也未说明的问题时退出码为 1")
    p.add_argument("games", nargs="*", metavar="GAME")
    p.add_argument("--json", action="store_true")
    p.add_argument("--edition", metavar="E", help="版本 id(见 rulesdb editions);默认最新版")
    edition_help = "版本 id(见 rulesdb editions);默认最新版"
    p = add("show", cmd_show, "显示一条规则,例如 rulesdb show mtg:502.9b")
    p.add_argument("rule", metavar="GAME:ID")
    p.add_argument("--json", action="store_true")
    p.add_argument("--edition", metavar="E", help=edition_help)
    p = add("list", cmd_list, "规则书的目录")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--edition", metavar="E", help=edition_help)
    p.add_argument("--under", metavar="ID", help="只列出此规则下的子树")
    p.add_argument("--depth", type=int, help="最大层级")
    p = add("glossary", cmd_glossary, "规则书的术语表,或一个术语的定义")
    p.add_argument("game", metavar="GAME")
    p.add_argument("term", nargs="?")
    p.add_argument("--json", action="store_true")
    p.add_argument("--edition", metavar="E", help=edition_help)
    p = add("export", cmd_export, "以 JSON Lines 导出全部记录")
    p.add_argument("game", nargs="?", metavar="GAME")
    p.add_argument("--edition", metavar="E", help=edition_help)
    p.add_argument("-o", "--output", metavar="FILE", help="写入文件(所在文件夹须已存在)")
    p = add("import", cmd_import, "导入一版规则书,保存并输出导入报告(有未解决的问题时退出码为 1)")
    p.add_argument("path", metavar="PATH")
    p.add_argument("--game", required=True, metavar="ID", help="游戏 id,例如 mtg(新的 id 即新的游戏)")
    p.add_argument("--edition", required=True, metavar="E", help="版本 id,例如 2022-04-29")
    p.add_argument("--profile", metavar="P", help="ga、fftcg、eol、riftbound、mtg 或 generic(默认自动识别)")
    p.add_argument("--no-store", action="store_true", help="只输出报告,不保存这一版")
    p.add_argument("--json", action="store_true")
    p.add_argument("-o", "--output", metavar="FILE", help="同时把编译后的规则书存为 JSON(所在文件夹须已存在)")
    p = add("editions", cmd_editions, "每个游戏(或一个游戏)的规则书版本(* 为默认的最新版)")
    p.add_argument("game", nargs="?", metavar="GAME")
    p.add_argument("--json", action="store_true")
    p = add("diff", cmd_diff, "两版规则书之间的变化:新增、删除、修改、重新编号的规则,移动的子树,术语表")
    p.add_argument("old", metavar="GAME:E1")
    p.add_argument("new", metavar="GAME:E2")
    p.add_argument("--format", choices=("text", "json", "html"), default="text")
    p.add_argument("-o", "--output", metavar="FILE", help="写入文件(所在文件夹须已存在)")
    p = add("remove", cmd_remove, "删除一版导入的规则书,例如 rulesdb remove mtg:2022-04-29")
    p.add_argument("edition", metavar="GAME:EDITION")
    p = register_search(sub)
    p.add_argument("--edition", action="append", metavar="GAME:EDITION", default=None,
                   help="搜索这一版而不是该游戏随附的版本(可重复)")
    p.set_defaults(func=cmd_search)
    return parser


def cmd_search(args: argparse.Namespace) -> int:
    """`rulesdb search`, over the shipped books or, with --edition, over the editions named (by game)."""
    from rulesdb.search.cli import run as run_search

    if not args.edition:
        return run_search(args)
    from rulesdb.editions import as_game
    from rulesdb.search import Searcher

    books = dict(load_all())
    chosen: set[str] = set()
    for label in args.edition:
        game, _, edition = label.partition(":")
        book = _book(game, edition or None)
        if game in chosen:
            # a second edition of the same game (e.g. the other language): searched too, under its own name
            books[f"{game}~{book.manifest.edition}"] = as_game(book, f"{game}~{book.manifest.edition}")
        else:
            books[game] = book
            chosen.add(game)
    searcher = Searcher.for_books(books)
    return run_search(args, lambda query, games, limit: searcher.results(query, games, limit))


def main(argv: list[str] | None = None) -> int:
    use_chinese_argparse()
    clean_up_after_killed_runs()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except CliError as exc:
        print(f"rulesdb: 错误: {exc}", file=sys.stderr)
        return exc.code
    except BrokenPipeError:
        return 0
    except OSError as exc:
        print(f"rulesdb: 错误: {exc.filename or ''}: {cause(exc)}", file=sys.stderr)
        return USAGE


if __name__ == "__main__":
    sys.exit(main())
