"""Why a file operation failed, in the UI language: the kinds of :data:`rulesdb.fsutil.CAUSES`, translated."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from rulesdb.fsutil import cause_kind

translate = QCoreApplication.translate  # lupdate extracts translate("Context", "text") calls


def words(kind: str) -> str:
    """The words of one cause kind (a kind of :data:`rulesdb.fsutil.CAUSES`), in the UI language."""
    return {
        "disk_full": translate("Causes", "磁盘已满"),
        "quota": translate("Causes", "磁盘已满(超出配额)"),
        "read_only": translate("Causes", "文件系统是只读的"),
        "permission": translate("Causes", "没有权限"),
        "busy": translate("Causes", "文件正被占用"),
        "name_too_long": translate("Causes", "文件名过长"),
        "missing": translate("Causes", "文件或文件夹不存在"),
        "is_dir": translate("Causes", "是一个文件夹"),
        "not_dir": translate("Causes", "路径中有一部分不是文件夹"),
        "io": translate("Causes", "读写错误(输入/输出错误)"),
        "too_many_files": translate("Causes", "打开的文件过多"),
        "memory": translate("Causes", "内存不足"),
        "corrupt": translate("Causes", "文件已损坏"),
        "newer": translate("Causes", "由更新版本的程序写成"),
    }.get(kind, kind)


def describe(exc: BaseException, path: str | os.PathLike[str] | None = None) -> str:
    """What went wrong, in the UI language; the system's own words for a failure of no known kind."""
    kind = cause_kind(exc, path)
    if kind is not None:
        return words(kind)
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return f"{type(exc).__name__}: {exc}"
