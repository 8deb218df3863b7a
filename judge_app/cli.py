"""``judge``: trace, validate and create scenarios from the command line.

The contract of every tool (:mod:`rulesdb.clikit`): exit 0 success; 1 the scenario has problems (or the trace
fell short of its ``expect``); 2 wrong arguments, an unreadable or missing input file, an output that cannot
be written. ``--help`` and ``--version`` need nothing else. Errors are one Chinese line each.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from judge_app.conformance import cli as conformance_cli
from judge_app.engine.problems import InputError, ScenarioError
from judge_app.engine.runner import check_expectations, run
from judge_app.loading import load_scenario
from judge_app.report import cli as report_cli
from rulesdb.clikit import (
    PROBLEM,
    USAGE,
    Parser,
    add_version,
    clean_up_after_killed_runs,
    output_problem,
    use_chinese_argparse,
)
from rulesdb.fsutil import cause


def _parser() -> argparse.ArgumentParser:
    from judge_app.games import available_games

    p = Parser(prog="judge", description="裁判台追溯引擎:按编号规则逐步结算场景。")
    add_version(p, "judge")
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser, metavar="命令")
    t = sub.add_parser("trace", help="追溯一个场景(默认输出文本)")
    t.add_argument("scenario", type=Path, metavar="场景文件")
    fmt = t.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_const", const="json", dest="fmt", help="输出 JSON")
    fmt.add_argument("--md", action="store_const", const="md", dest="fmt", help="输出 Markdown")
    t.add_argument("--check", action="store_true", help="同时核对场景的 expect,不满足时退出码为 1")
    v = sub.add_parser("validate", help="校验场景文件,列出所有问题(文件、行号、字段路径)")
    v.add_argument("scenario", type=Path, nargs="+", metavar="场景文件")
    n = sub.add_parser("new", help="输出某个游戏的带注释场景模板")
    n.add_argument("game", choices=available_games(), metavar="游戏",
                   help=f"游戏 id: {', '.join(available_games())}")
    n.add_argument("-o", "--output", type=Path, help="写入文件(不覆盖已有文件;所在文件夹须已存在)")
    mg = sub.add_parser("migrate", help="把场景更新到当前格式版本(--schema),或把引用的规则编号迁移到另一版规则书(--to)")
    mg.add_argument("scenario", type=Path)
    mg.add_argument("--to", metavar="EDITION", help="目标版本 (rulesdb editions):按内容对齐重新编号")
    mg.add_argument("--schema", action="store_true", help="更新到当前场景格式版本,列出此后的变化")
    where = mg.add_mutually_exclusive_group()
    where.add_argument("--in-place", action="store_true", help="直接改写场景文件")
    where.add_argument("-o", "--output", type=Path, help="写入另一个文件")
    si = sub.add_parser("since", help="报告引用的规则在新版规则书中是否有变化(rule changed since)")
    si.add_argument("report", type=Path, help="JSON 格式的裁判报告")
    si.add_argument("--edition", metavar="EDITION", help="与哪一版比较(默认最新版)")
    c = sub.add_parser("card", help="读卡:把卡面规则文字读成能力,并说出读作;有未读懂的部分时退出码为 1")
    c.add_argument("game", choices=available_games(), metavar="游戏", help=f"游戏 id: {', '.join(available_games())}")
    c.add_argument("text", metavar="卡面文字", help="卡面规则文字(简体或繁体;换行写 \\n)")
    c.add_argument("--json", action="store_true", help="输出 JSON")
    c.add_argument("--name", default="", help="卡名")
    c.add_argument("--types", default="", help="卡牌类型,逗号分隔(如 item、minion)")
    c.add_argument("--lang", choices=("zh", "en"), default="zh", help="读作的语言")
    report_cli.add_parser(sub)
    conformance_cli.add_parser(sub, available_games())
    return p


def _since(args: argparse.Namespace) -> int:
    from judge_app.migrate import run_since

    return run_since(args.report, args.edition)


def _migrate(args: argparse.Namespace) -> int:
    from judge_app.migrate import run as run_migrate

    if args.to is None and not args.schema:
        print("judge migrate: 错误: 请给出 --schema(更新格式版本)或 --to EDITION(迁移规则编号)", file=sys.stderr)
        return USAGE
    return run_migrate(args.scenario, args.to, in_place=args.in_place, output=args.output, schema=args.schema)


def _trace(args: argparse.Namespace) -> int:
    loaded = load_scenario(args.scenario)
    result = run(loaded)
    trace = result.trace
    if args.fmt == "json":
        trace.write_json(sys.stdout)
    else:
        sys.stdout.write(trace.to_markdown() if args.fmt == "md" else trace.to_text())
    if args.check:
        fails = check_expectations(loaded, result)
        for f in fails:
            print(f"{args.scenario}: expect: {f}", file=sys.stderr)
        return PROBLEM if fails else 0
    return 0


def _card(args: argparse.Namespace) -> int:
    import json

    from judge_app.cardtext import read
    from judge_app.engine.yamlio import dump_text

    text = args.text.replace("\\n", "\n")
    if not text.strip():
        print("judge: 错误: 卡面文字为空", file=sys.stderr)
        return USAGE
    types = [t.strip() for t in args.types.replace("，", ",").split(",") if t.strip()]
    reading = read(args.game, text, types, args.name)
    if args.json:
        data = {"name": args.name, "types": types, **reading.to_json()}
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return 0 if reading.full else PROBLEM
    if args.name:
        print(args.name)
    print(reading.said(args.lang))
    body: dict[str, object] = {}
    if reading.keywords:
        body["keywords"] = reading.keywords
    body["abilities"] = reading.ability_data()
    sys.stdout.write(dump_text(body))
    if reading.unread:
        print(reading.marked())
        for line in reading.unread_lines(args.lang):
            print(line)
        return PROBLEM
    return 0


def _validate(args: argparse.Namespace) -> int:
    """What ``trace`` does, without its output: the same loader, then the trace itself, so a scenario valid here
    is never refused by ``trace`` (an id the engine meets only as it resolves is refused by both alike)."""
    code = 0
    for path in args.scenario:
        try:
            loaded = load_scenario(path)
            run(loaded)
        except ScenarioError as e:
            code = max(code, USAGE if isinstance(e, InputError) else PROBLEM)
            for problem in e.problems:
                print(problem, file=sys.stderr)
            continue
        print(f"{path}: 有效 ({loaded.game.id},{len(loaded.scenario.actions)} 个动作)")
        for note in loaded.notes:  # card text not read, an older format version
            print(f"{note}(注意)")
    return code


def _new(args: argparse.Namespace) -> int:
    from judge_app.engine.yamlio import save_text
    from judge_app.games import get_game

    text = get_game(args.game).template()
    if args.output is None:
        sys.stdout.write(text)
        return 0
    why = output_problem(args.output)
    if why is not None:
        print(f"judge: 错误: {why}", file=sys.stderr)
        return USAGE
    if args.output.exists():
        print(f"judge: 错误: {args.output} 已存在,不会覆盖", file=sys.stderr)
        return USAGE
    try:
        save_text(args.output, text)
    except OSError as e:
        print(f"judge: 错误: 无法写入 {args.output}: {cause(e, args.output)}", file=sys.stderr)
        return USAGE
    print(f"已写入 {args.output}")
    return 0


def main(argv: list[str] | None = None) -> int:
    use_chinese_argparse()
    clean_up_after_killed_runs()
    args = _parser().parse_args(argv)
    try:
        return {"trace": _trace, "validate": _validate, "new": _new, "card": _card,
                "report": report_cli.run_report, "migrate": _migrate, "since": _since,
                "conformance": conformance_cli.run}[args.command](args)
    except ScenarioError as e:
        for problem in e.problems:
            print(problem, file=sys.stderr)
        return USAGE if isinstance(e, InputError) else PROBLEM
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug in the engine: say so plainly instead of dumping a traceback
        print(f"judge: 内部错误,请附上场景文件报告: {type(e).__name__}: {e}", file=sys.stderr)
        return PROBLEM


if __name__ == "__main__":
    raise SystemExit(main())
