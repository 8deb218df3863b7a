"""``judge report``: trace a scenario and write its ruling report; the export is recorded in the rulings log."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from judge_app.loading import load_scenario
from judge_app.report.annotate import load_notes
from judge_app.report.build import build_report
from judge_app.report.export import FORMATS, SUFFIXES, record, write_report
from judge_app.report.words import DEFAULT_LANG, LANGS
from rulesdb.clikit import Parser, output_problem
from rulesdb.fsutil import cause


def add_parser(sub: argparse._SubParsersAction[Parser]) -> None:
    r = sub.add_parser("report", help="生成裁判报告(PDF/HTML/Markdown/JSON)并记入裁定记录")
    r.add_argument("scenario", type=Path, metavar="场景文件")
    r.add_argument("--format", "-f", choices=FORMATS, help="报告格式(默认按输出文件的扩展名)")
    r.add_argument("-o", "--output", type=Path, required=True, help="输出文件(已存在则覆盖;所在文件夹须已存在)")
    r.add_argument("--notes", type=Path, help="批注文件(ruling: …, steps: {步骤号: …}),覆盖场景中的批注")
    r.add_argument("--no-log", action="store_true", help="不记入本机的裁定记录")
    # The CLI does not read the GUI's settings (they live in a Qt settings file): Chinese unless asked.
    r.add_argument("--lang", choices=LANGS, default=DEFAULT_LANG,
                   help="报告的语言(默认 zh;规则原文保持原样,引擎文字在游戏有该语言的措辞时随之翻译)")


def run_report(args: argparse.Namespace) -> int:
    fmt = args.format or next((f for f, s in SUFFIXES.items() if args.output.suffix.lower() == s), None)
    if fmt is None:
        print(f"judge: 错误: 无法从 {args.output} 的扩展名判断格式,请用 --format 指定 ({', '.join(FORMATS)})",
              file=sys.stderr)
        return 2
    why = output_problem(args.output)
    if why is not None:
        print(f"judge: 错误: {why}", file=sys.stderr)
        return 2
    loaded = load_scenario(args.scenario)
    notes = load_notes(args.notes) if args.notes is not None else None
    text = args.scenario.read_text(encoding="utf-8")
    report = build_report(loaded, text, scenario_file=str(args.scenario), notes=notes, lang=args.lang)
    try:
        write_report(report, fmt, args.output)
    except OSError as e:
        print(f"judge: 错误: 无法写入 {args.output}: {cause(e, args.output)}(原有的文件未改动)", file=sys.stderr)
        return 2
    if not args.no_log:
        from judge_app.userdata import UserData, UserDataError

        try:
            db = UserData()
            try:
                record(db, report, fmt, args.output)
            finally:
                db.close()
        except UserDataError as e:
            print(f"已写入 {args.output}({fmt},引用 {len(report.rules)} 条规则)")
            print(f"judge: 错误: 报告已写出,但未能记入裁定记录: {e}", file=sys.stderr)
            return 2
    print(f"已写入 {args.output}({fmt},引用 {len(report.rules)} 条规则)")
    return 0
