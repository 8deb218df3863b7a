"""What the window says at start about the judge's files it could not use as they were (issue 34).

:func:`judge_app.userfiles.check` moves a damaged file aside before the window opens; :func:`open_user_data`
falls back to a database in memory when the user database still cannot be opened (a read-only or full data
folder). :func:`show_set_aside` tells the judge, in the UI language, in a window that does not block (offscreen
a modal one would hang the start) and on standard error.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from judge_app.ui import causes
from judge_app.userdata import DB_NAME, UserData, UserDataError
from judge_app.userfiles import AUTOSAVE, CARDS, SETTINGS, USERDATA, SetAside
from rulesdb.paths import data_dir

translate = QCoreApplication.translate  # lupdate extracts translate("Context", "text") calls


def open_user_data(found: list[SetAside]) -> tuple[UserData, list[SetAside]]:
    """The user database; a copy in memory for this session when it cannot be opened where it is."""
    path = data_dir() / DB_NAME
    try:
        return UserData(path), found
    except UserDataError as exc:
        if not any(f.what == USERDATA for f in found):
            found = [*found, SetAside(USERDATA, path, exc.kind or "corrupt", None)]
        return UserData.in_memory(copy_of=path), found


def _what(what: str) -> str:
    return {
        USERDATA: translate("StartupNotices", "书签、搜索记录与裁定记录"),
        CARDS: translate("StartupNotices", "卡牌库"),
        SETTINGS: translate("StartupNotices", "设置"),
        AUTOSAVE: translate("StartupNotices", "自动保存的场景"),
    }[what]


def message(item: SetAside) -> str:
    """One sentence about one file, in the UI language."""
    if item.moved_to is not None:
        return (translate("StartupNotices", "%1(%2)已损坏:已移到 %3,本次使用新的空白文件。")
                .replace("%1", _what(item.what)).replace("%2", str(item.path)).replace("%3", str(item.moved_to)))
    if item.cause in ("read_only", "permission"):
        return (translate("StartupNotices", "%1(%2)只读(%3):可以查看,本次的更改不会保存。")
                .replace("%1", _what(item.what)).replace("%2", str(item.path))
                .replace("%3", causes.words(item.cause)))
    return (translate("StartupNotices", "%1(%2)无法使用(%3):本次不读取也不保存它。")
            .replace("%1", _what(item.what)).replace("%2", str(item.path)).replace("%3", causes.words(item.cause)))


def show_set_aside(parent: QWidget, found: list[SetAside]) -> QMessageBox | None:
    """Tell the judge about ``found`` in a window that does not block, and on standard error."""
    if not found:
        return None
    lines = [message(item) for item in found]
    for line in lines:
        print(f"judge-app: {line}", file=sys.stderr, flush=True)
    box = QMessageBox(QMessageBox.Icon.Warning, translate("StartupNotices", "部分用户文件无法使用"),
                      "\n\n".join(lines), QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("setAsideNotice")
    box.setModal(False)
    box.show()
    return box
