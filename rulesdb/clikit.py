"""What the three command-line tools (``rulesdb``, ``judge``, ``judge-app``) share: one contract.

- ``--help`` and ``--version`` work anywhere, without a display and without loading Qt or the rules.
- Exit codes: 0 success; 1 the command ran and found a problem (invalid scenario, unmet ``expect``, no such rule,
  no hits); 2 wrong arguments, unreadable or missing input, unknown game, an output that cannot be written.
- Errors are one line, ``<tool>: 错误: …``, in the UI language (Chinese), argparse's own messages included.
- No tool creates a directory the user did not ask for (an ``-o`` path's folder must exist).

No Qt and no ``judge_app`` here: ``rulesdb`` stands alone and the others import it.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import NoReturn

OK, PROBLEM, USAGE = 0, 1, 2

# The longest argument any command takes: a path (Linux PATH_MAX); rule ids, editions and queries are far shorter.
MAX_ARGUMENT_CHARS = 4096

DIST = "judge-app"

# argparse's own messages (it looks each up through its module-level ``_`` at the moment it prints).
_ARGPARSE_ZH = {
    "usage: ": "用法: ",
    "positional arguments": "位置参数",
    "options": "选项",
    "show this help message and exit": "显示此帮助并退出",
    "show program's version number and exit": "显示版本号并退出",
    "the following arguments are required: %s": "缺少必需的参数: %s",
    "unrecognized arguments: %s": "无法识别的参数: %s",
    "invalid choice: %(value)r (choose from %(choices)s)": "无效的选项 %(value)r(可选: %(choices)s)",
    "argument %(argument_name)s: %(message)s": "参数 %(argument_name)s: %(message)s",
    "expected one argument": "需要一个值",
    "expected at least one argument": "至少需要一个值",
    "expected at most one argument": "至多一个值",
    "invalid %(type)s value: %(value)r": "无效的 %(type)s 值: %(value)r",
    "not allowed with argument %s": "不能与参数 %s 同时使用",
    "one of the arguments %s is required": "需要参数 %s 之一",
    "ambiguous option: %(option)s could match %(matches)s": "选项 %(option)s 有歧义,可能是 %(matches)s",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "未知命令 %(parser_name)r(可选: %(choices)s)",
    "ignored explicit argument %r": "忽略了多余的值 %r",
    "expected %s argument": "需要 %s 个值",
    "expected %s arguments": "需要 %s 个值",
}


def _zh(message: str) -> str:
    return _ARGPARSE_ZH.get(message, message)


def _zh_plural(singular: str, plural: str, n: int) -> str:
    return _zh(singular if n == 1 else plural)


def use_chinese_argparse() -> None:
    """Make argparse speak the UI language. Called by each tool's ``main`` (the process is that tool).

    Why not argparse's gettext hook (a compiled catalog for gettext's default domain): gettext picks a catalog's
    language from LANGUAGE/LC_ALL/LC_MESSAGES/LANG only, so the tools would answer in English on an English
    locale (and with no locale set, as in CI); their contract is one Chinese line whatever the locale, and
    gettext has no way to fix a domain's language. argparse looks its ``_``/``ngettext`` up at the moment it
    prints, which is what this replaces."""
    argparse._ = _zh  # type: ignore[attr-defined]
    argparse.ngettext = _zh_plural  # type: ignore[attr-defined]


def clean_up_after_killed_runs() -> None:
    """What each tool does as it starts: SIGTERM ends it like an error (so a write under way removes its
    temporary file, the old file untouched), and the leftovers of runs killed outright (SIGKILL, a power cut)
    are swept from the app's own cache and data folders (:func:`rulesdb.fsutil.sweep`)."""
    import signal

    from rulesdb.fsutil import sweep
    from rulesdb.paths import cache_dir, data_dir

    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _terminated)
    for folder in (cache_dir, data_dir):
        with contextlib.suppress(OSError):  # a folder that cannot even be made: said when a command needs it
            sweep(folder())


def _terminated(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)


def app_version() -> str:
    """The installed distribution's version; in a source checkout, the one ``pyproject.toml`` declares."""
    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    try:
        for line in pyproject.read_text(encoding="utf-8").splitlines():
            if line.startswith("version"):
                return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return "unknown"


def clip(text: str, chars: int = 60) -> str:
    """``text`` short enough to quote in a one-line message."""
    return text if len(text) <= chars else f"{text[:chars]}…({len(text):,} 个字符)"


def argument_problem(text: str) -> str | None:
    """Why no command can take ``text`` as an argument (None if one may): longer than any path, rule id, edition
    or query, or holding a NUL, which no file name or rule text contains."""
    if len(text) > MAX_ARGUMENT_CHARS:
        return f"过长({len(text):,} 个字符,上限 {MAX_ARGUMENT_CHARS:,}):{clip(text, 40)}"
    if "\x00" in text:
        return f"含有 NUL 字符,不能是文件名、规则号或查询:{clip(text, 40)!r}"
    return None


class Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one Chinese line and exit 2. Every argument is checked first
    (:func:`argument_problem`), so no command meets one of any length or content it cannot take."""

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        argv = list(sys.argv[1:] if args is None else args)
        for number, text in enumerate(argv, 1):
            problem = argument_problem(text)
            if problem is not None:
                self.error(f"第 {number} 个参数{problem}")
        return super().parse_known_args(argv, namespace)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"{self.prog.split()[0]}: 错误: {message}", file=sys.stderr)  # the tool's name, also in subcommands
        raise SystemExit(USAGE)


def add_version(parser: argparse.ArgumentParser, tool: str) -> None:
    parser.add_argument("--version", action="version", version=f"{tool} {app_version()}", help="显示版本号并退出")


def output_problem(path: Path) -> str | None:
    """Why ``path`` cannot be written as an output file (None if it can): its folder must already exist, and the
    system must accept the name (a name too long for it is said so, not met later as an internal error)."""
    parent = path.parent if str(path.parent) else Path(".")
    try:
        if not parent.exists():
            return f"输出目录不存在: {clip(str(parent), 200)}(不会自动创建)"
        if not parent.is_dir():
            return f"输出目录不是文件夹: {clip(str(parent), 200)}"
        if path.is_dir():
            return f"输出路径是一个文件夹: {clip(str(path), 200)}"
        path.exists()
    except (OSError, ValueError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        return f"无法使用输出路径 {clip(str(path), 200)}: {why}"
    return None
