"""Issue 18 in the browser: an ambiguous printed number offers a chooser; corrected references show their note."""

from __future__ import annotations

from PySide6.QtCore import Qt

from judge_app.ui.main_window import MainWindow
from judge_app.ui.render import Renderer
from rulesdb.store import load_rulebook


def test_ambiguous_printed_number_offers_a_chooser(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.show_rule("fftcg:1.1")
    dialog = window.go_to_rule()
    qtbot.keyClicks(dialog.edit, "7.9.1")  # printed twice: 7.9.1 and the rule that is 7.9.2
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert dialog.isVisible()  # neither rule is opened silently
    message = dialog.message.text()
    assert 'href="fftcg:7.9.1"' in message and 'href="fftcg:7.9.2"' in message
    dialog.message.linkActivated.emit("fftcg:7.9.2")  # what clicking the second one does
    assert window.browser.current_cite() == "fftcg:7.9.2"


def test_printed_number_of_a_renumbered_rule_opens_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.show_rule("fftcg:1.1")
    dialog = window.go_to_rule()
    qtbot.keyClicks(dialog.edit, "7.13.3")
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert window.browser.current_cite() == "fftcg:7.12.3"


def test_reader_shows_the_reference_correction() -> None:
    book = load_rulebook("ga")
    page = Renderer({"ga": book}).rule_html(book.get("2.2.8.2"))  # type: ignore[arg-type]
    assert "引用更正" in page and "2.2.7.4" in page and 'href="rule:ga:2.2.6.4"' in page
    assert "English numbering" in page
