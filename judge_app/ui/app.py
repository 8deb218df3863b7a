"""``judge-app``: start the desktop application.

The arguments are parsed before Qt is even imported, so ``--help``, ``--version`` and a wrong option answer
without a display (and exit 0/0/2 like ``judge`` and ``rulesdb``, see :mod:`rulesdb.clikit`). Single-dash
options (``-platform offscreen``, ``-style …``) are Qt's own and pass through to it.

``--quit-when-ready`` prints the seconds from interpreter start to a usable window and exits; the startup
benchmark uses it. ``--self-test`` is handled by :mod:`judge_app.ui.selftest`.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()  # as early as possible: the benchmark measures from here (plus interpreter start)

import argparse  # noqa: E402
import sys  # noqa: E402

from rulesdb.clikit import Parser, add_version, use_chinese_argparse  # noqa: E402

APP_NAME = "judge-app"


def _parser() -> argparse.ArgumentParser:
    p = Parser(prog=APP_NAME, description="裁判台桌面程序:规则浏览、局面编辑、追溯与裁判报告。",
               epilog="以单个 - 开头的选项(如 -platform offscreen)交给 Qt。")
    add_version(p, APP_NAME)
    p.add_argument("--self-test", action="store_true", help="在屏幕外打开窗口,检查搜索、追溯与导出,通过则退出码为 0")
    p.add_argument("--quit-when-ready", action="store_true", help="窗口可用后输出启动用时并退出(启动基准测试用)")
    return p


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options, and what is left for Qt (single-dash options and their values). Exits 2 on ``--unknown``."""
    parser = _parser()
    args, rest = parser.parse_known_args(argv)
    unknown = [a for a in rest if a.startswith("--")]
    if unknown:
        parser.error(f"无法识别的参数: {' '.join(unknown)}")
    return args, rest


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    use_chinese_argparse()
    try:
        args, qt_args = parse_args(argv[1:])
    except SystemExit as e:  # --help, --version, a wrong option: answered without Qt
        return int(e.code or 0)
    if args.self_test:
        from judge_app.ui import selftest  # the self-test makes its own window

        return selftest.command_line(["--self-test"])
    return _start(argv[:1] + qt_args, quit_when_ready=args.quit_when_ready)


def _start(argv: list[str], *, quit_when_ready: bool) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from judge_app import userfiles
    from judge_app.ui import i18n
    from judge_app.ui import settings as app_settings
    from judge_app.ui.application import create_app
    from judge_app.ui.startup_notices import open_user_data, show_set_aside
    from rulesdb.clikit import clean_up_after_killed_runs

    clean_up_after_killed_runs()
    set_aside = userfiles.check(app_settings.data_folder())  # before anything reads them: a broken one goes aside
    app = create_app(argv)
    translators = i18n.install(app, app_settings.language())
    app.setApplicationDisplayName(QCoreApplication.translate("App", "裁判台"))
    userdata, set_aside = open_user_data(set_aside)

    from judge_app.ui.main_window import MainWindow  # after the translators: widgets translate on creation

    window = MainWindow(userdata)
    window.show()
    show_set_aside(window, set_aside)
    if quit_when_ready:
        def report() -> None:
            print(f"ready {time.perf_counter() - _T0:.3f}", flush=True)
            QTimer.singleShot(0, window.close)

        window.ready.connect(report)
    window.start_loading()
    code = app.exec()
    del translators
    return code


if __name__ == "__main__":
    sys.exit(main())
