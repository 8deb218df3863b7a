"""The Qt binding keeps Python's count of references to ``None`` straight (PySide6 6.12.0 did not: each
QTreeWidgetItem.setData/setText dropped one it never took, and filling a rulebook's contents tree a few times
aborted the interpreter with "none_dealloc"; pyproject.toml therefore asks for a release without the bug). Filling
the contents tree of the largest book again must leave the count where it was (once only: under the bug a few
fills would abort the whole test run instead of failing this test)."""

from __future__ import annotations

import sys

import pytest

pytestmark = pytest.mark.gui


def test_filling_the_contents_tree_keeps_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.contents import ContentsTree
    from rulesdb.store import load_rulebook

    tree = ContentsTree()
    qtbot.addWidget(tree)
    book = load_rulebook("ga")
    tree.set_book(book)
    before = sys.getrefcount(None)
    tree.set_book(book)
    # the new items hold a few references of their own; under the bug two per rule were lost instead
    assert sys.getrefcount(None) - before > -len(book.rules) // 10
