"""``judge-app``: start the desktop application.

``--quit-when-ready`` prints the seconds from interpreter start to a usable window and exits; the startup
benchmark uses it. ``--version`` and ``--self-test`` are handled by :mod:`judge_app.ui.selftest`.
"""

from __future__ import annotations

import sys
import time

_T0 = time.perf_counter()  # as early as possible: the benchmark measures from here (plus interpreter start)

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from judge_app.ui import i18n  # noqa: E402
from judge_app.ui import settings as app_settings  # noqa: E402
from judge_app.ui.application import create_app  # noqa: E402
from judge_app.userdata import UserData, UserDataError  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if "--version" in argv[1:] or "--self-test" in argv[1:]:
        from judge_app.ui import selftest  # both exit without starting the app; the self-test makes its own window

        return selftest.command_line(argv[1:])
    quit_when_ready = "--quit-when-ready" in argv
    app = create_app(argv)
    translators = i18n.install(app, app_settings.language())
    app.setApplicationDisplayName(QCoreApplication.translate("App", "裁判台"))
    try:
        userdata = UserData()
    except UserDataError as exc:
        QMessageBox.critical(None, app.applicationDisplayName(), str(exc))
        return 1

    from judge_app.ui.main_window import MainWindow  # after the translators: widgets translate on creation

    window = MainWindow(userdata)
    window.show()
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
