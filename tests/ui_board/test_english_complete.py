"""English complete (issue 17 item 5): with the UI in English, no label of the board, inspector, actions list,
trace or verdict banner is Chinese, for a scenario of every game. What the scenario names (players, cards),
the engine writes (step texts, the ruling's reasons) and the rulebook says stays as written, and the banner
says the engine's text is in the rulebooks' language."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

from judge_app.ui import i18n, vocab
from tests.ui_board.conftest import main_window

ROOT = Path(__file__).resolve().parents[2]
CASES = {
    "mtg": ROOT / "scenarios" / "mtg" / "trample-illegal-assignment.yaml",
    "eol": ROOT / "scenarios" / "eol" / "tie-and-regenerate.yaml",
    "eol-ambiguity": ROOT / "scenarios" / "eol" / "board-wipe-draw.yaml",  # the summary counts ambiguity steps
    "fftcg": ROOT / "scenarios" / "fftcg" / "brave-unblocked-ex-burst.yaml",
    "ga": ROOT / "scenarios" / "ga" / "concede.yaml",
    "riftbound": ROOT / "scenarios" / "riftbound" / "attacker-conquers.yaml",
}
CJK = re.compile(r"[\u3400-\u9fff]")
# Labels whose text is the engine's (the ruling, the trace's answer): checked for the rulebook-language note.
ENGINE_TEXT = {"boardVerdictText", "traceVerdictText", "traceSummary", "actionFormVerdict"}


def label_texts(root: QWidget) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        where = f"{type(w).__name__}#{w.objectName()}"
        if isinstance(w, QLabel) and w.objectName() not in ENGINE_TEXT:
            out.append((where, w.text()))
        elif isinstance(w, QAbstractButton):
            out += [(where, w.text()), (where + " tooltip", w.toolTip())]
        elif isinstance(w, QTabBar):
            out += [(where, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QGroupBox):
            out.append((where, w.title()))
        elif isinstance(w, QComboBox) and "interpretations" not in w.objectName():
            out += [(where, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append((where + " placeholder", w.placeholderText()))
    return out


def scenario_names(board) -> list[str]:  # type: ignore[no-untyped-def]
    state = board.doc.view.state
    names = [p.name for p in state.players if p.name] + [o.name for o in state.objects if o.name]
    return sorted(set(names), key=len, reverse=True)


@pytest.fixture
def english_window(qtbot, library, data_dir):  # type: ignore[no-untyped-def]
    """A main window built with the UI in English, as the app builds it after reading the setting."""
    app = QApplication.instance()
    installed = i18n.install(app, "en")
    try:
        with main_window(qtbot, library, (1440, 900)) as win:
            yield win
    finally:
        for t in installed:
            app.removeTranslator(t)
        vocab.set_language("zh")


@pytest.mark.parametrize("game", sorted(CASES))
def test_no_chinese_label_in_english(qtbot, english_window, game: str) -> None:  # type: ignore[no-untyped-def]
    window = english_window
    board = window.board
    assert board.open_file(CASES[game])
    qtbot.waitUntil(lambda: board.analysis is not None, timeout=15000)
    board.resolve()
    qtbot.waitUntil(lambda: board.trace_view.verdict is not None, timeout=15000)
    names = scenario_names(board)
    found: list[str] = []
    for tab in range(board.side.count()):
        board.side.setCurrentIndex(tab)
        QApplication.processEvents()
        for where, text in label_texts(window):
            for name in names:
                text = text.replace(name, "")
            if CJK.search(text):
                found.append(f"{where}: {text[:80]!r}")
    assert not found, "Chinese labels with the UI in English:\n" + "\n".join(sorted(set(found)))
    steps = board.trace_view.findChild(QWidget, "traceSteps").model()
    kinds = [steps.index(r, 0, QModelIndex()).data(Qt.ItemDataRole.DisplayRole) for r in range(steps.rowCount())]
    assert kinds and all(not CJK.search(re.match(r"\d+\. \[([^\]]*)\]", k).group(1)) for k in kinds), kinds[:3]
    # The trace summary: its frame is English once the engine's answer and reasons are taken out.
    summary = window.findChild(QLabel, "traceSummary").text()
    trace = board.trace_view.trace
    for engine_text in [trace.result.answer, *(m.why for m in board.trace_view.verdict.actions), *names]:
        summary = summary.replace(html.escape(engine_text), "").replace(engine_text, "")
    assert not CJK.search(summary), summary
    banner = window.findChild(QLabel, "traceVerdictText")
    # a game worded in messages (engine/messages.py) speaks English; the others' engine text is said to be Chinese
    assert ("rulebooks' language" in banner.text()) != all(s.msg for s in trace.steps), banner.text()
    heading = window.findChild(QLabel, "inspectorHeading")
    assert heading is not None and not CJK.search(heading.text()), heading.text()


@pytest.mark.parametrize("game", sorted(CASES))
def test_tiles_and_prop_values_in_english(qapp, game: str) -> None:  # type: ignore[no-untyped-def]
    """A tile's lines (stats, props, keywords, statuses) have no Chinese in English, and every fixed prop value
    of every game has an English name."""
    from judge_app.games import registered_games
    from judge_app.loading import load_scenario
    from judge_app.ui.board.tile_delegate import tile_lines

    game = game.split("-")[0]
    module = next(g for g in registered_games() if g.id == game)
    missing = [f"{t.key}:{v}" for t in module.vocabulary.props for v in t.values
               if CJK.search(v) and not vocab.table("en", game, "prop_values").get(f"{t.key}:{v}")]
    assert not missing, missing
    state = load_scenario(CASES[game]).scenario.state
    installed = i18n.install(qapp, "en")
    try:
        for obj in state.objects:
            lines = " ".join(tile_lines(obj, module.vocabulary, game))
            assert not CJK.search(lines), f"{obj.id}: {lines}"
    finally:
        for t in installed:
            qapp.removeTranslator(t)
        vocab.set_language("zh")


def test_problems_tab_in_english(qtbot, english_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A scenario with a wrong type and an unknown player: the Problems tab says so in English, one line each,
    with file, line and field (the loader's own checks, in the UI language)."""
    text = CASES["mtg"].read_text(encoding="utf-8")
    bad = text.replace("{type: declare_attackers, player: A, attackers: [a_crash]}",
                       "{type: declare_attackers, player: Z, attackers: [a_crash]}", 1)
    assert bad != text
    path = tmp_path / "bad.yaml"
    path.write_text(bad, encoding="utf-8")
    board = english_window.board
    assert board.open_file(path)
    QApplication.processEvents()
    lines = [board.problems.item(i).text() for i in range(board.problems.count())]
    assert any("actions.0.player" in t and "unknown player id 'Z'" in t for t in lines), lines
    assert not any(CJK.search(t) for t in lines), lines
    shape = text.replace("attackers: [a_crash]}", "attackers: 5}", 1)
    path.write_text(shape, encoding="utf-8")
    assert board.open_file(path)
    QApplication.processEvents()
    lines = [board.problems.item(i).text() for i in range(board.problems.count())]
    assert any("attackers" in t and "should be a list" in t for t in lines), lines
    assert not any(CJK.search(t) for t in lines), lines


def test_new_scenario_title_in_english(english_window) -> None:  # type: ignore[no-untyped-def]
    board = english_window.board
    assert board.new_scenario("mtg")
    assert board.doc.title == "mtg-new-scenario.yaml"
    assert not CJK.search(english_window.windowTitle()), english_window.windowTitle()


def test_chooser_and_card_library_in_english(qtbot, english_window) -> None:  # type: ignore[no-untyped-def]
    """The real path in English: Ctrl+N's chooser names every game in English, and typing into every game's main
    zone opens a library whose title and every template are English; English words find the cards
    ("33 trample", "flying") and Enter adds the card under the name the judge saw."""
    from judge_app.games import registered_games
    from judge_app.ui.board.new_scenario_dialog import NewScenarioDialog

    board = english_window.board
    assert board.new_scenario()
    chooser = board.findChild(NewScenarioDialog)
    assert chooser is not None and chooser.isVisible()
    labels = [chooser.list.item(i).text() for i in range(chooser.list.count())] + \
        [w.text() for w in chooser.findChildren(QLabel)] + [b.text() for b in chooser.findChildren(QAbstractButton)]
    assert not [t for t in labels if CJK.search(t)], labels
    assert any("Magic: The Gathering" in t for t in labels), labels
    chooser.reject()
    for game in registered_games():
        assert board.new_scenario(game.id)
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClicks(focused, "1")
        popup = board.library_popup
        assert popup.isVisible(), game.id
        popup.query.clear()
        shown = [popup.results.item(i).text() for i in range(popup.results.count())]
        assert len(shown) >= 10, (game.id, shown)
        title = popup.title.text()
        for name in scenario_names(board):  # the players' names (甲, 乙) are the scenario's, not labels
            title = title.replace(name, "")
        chinese = [t for t in [title, popup.query.placeholderText(), *shown] if CJK.search(t)]
        assert not chinese, (game.id, chinese)
        popup.hide()
    assert board.new_scenario("mtg")
    popup = board.library_popup
    board.open_library("A.play", "33 trample")
    assert popup.results.item(0).text() == "3/3 Trample creature"
    popup.query.setText("flying")
    found = [popup.results.item(i).data(Qt.ItemDataRole.UserRole) for i in range(popup.results.count())]
    assert found and all(f["keywords"] == ["flying"] for f in found), found
    popup.query.setText("33 trample")
    qtbot.keyClick(popup.query, Qt.Key.Key_Return)
    (card,) = board.doc.view.state.in_zone("A.play")
    assert card.name == "3/3 Trample creature" and card.keywords == ["trample"]


def test_tile_lines_wrap_between_terms_in_english(qapp) -> None:  # type: ignore[no-untyped-def]
    """English names are longer ("Power 5 Toughness 5" does not fit a tile): a tile breaks its lines between
    terms instead of cutting a value off with "…", so every stat still shows its number."""
    from PySide6.QtGui import QFont, QFontMetrics

    from judge_app.games import get_game
    from judge_app.loading import load_scenario
    from judge_app.ui.board.tile_delegate import TILE, tile_lines, wrapped_lines

    state = load_scenario(CASES["mtg"]).scenario.state
    game = get_game("mtg")
    small = QFont(qapp.font())
    small.setPointSizeF(max(6.0, small.pointSizeF() * 0.82))
    fm = QFontMetrics(small)
    width = TILE.width() - 16  # the tile's inner width (3 px margin and 5 px padding each side)
    installed = i18n.install(qapp, "en")
    try:
        for obj in state.objects:
            lines = wrapped_lines(obj, game.vocabulary, "mtg", fm, width)
            texts = [" ".join(t.plain() for t in line) for line in lines]
            assert all(fm.horizontalAdvance(text) <= width for text in texts), texts
            assert " ".join(texts) == " ".join(tile_lines(obj, game.vocabulary, "mtg")), texts
            assert any(re.fullmatch(r"Toughness \d+", text) for text in texts), texts
    finally:
        for t in installed:
            qapp.removeTranslator(t)
        vocab.set_language("zh")
