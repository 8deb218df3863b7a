"""The export dialog and the rulings log, headless."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import TIE

from judge_app.loading import loads_scenario
from judge_app.userdata import UserData


@pytest.fixture
def userdata(tmp_path: Path) -> UserData:
    return UserData(tmp_path / "u.sqlite3")


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "tie.yaml"
    path.write_text(TIE.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def make_dialog(qtbot, scenario: Path, userdata: UserData):  # type: ignore[no-untyped-def]
    from judge_app.ui.report.export_dialog import ExportDialog

    text = scenario.read_text(encoding="utf-8")
    dialog = ExportDialog(loads_scenario(text, str(scenario)), text, scenario, userdata)
    qtbot.addWidget(dialog)
    return dialog


def test_preview_and_notes_saved_into_the_scenario(qtbot, scenario: Path, userdata: UserData) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, scenario, userdata)
    assert "游戏继续:第 4 回合" in dialog.preview.toPlainText()
    assert dialog.steps.rowCount() == len(dialog.report.steps)
    dialog.set_step_note(7, "再生不算被破坏 <b>")
    dialog.ruling_note.setPlainText("整体:维持原判")
    assert dialog.dirty
    qtbot.waitUntil(lambda: "再生不算被破坏 <b>" in dialog.preview.toPlainText(), timeout=3000)
    assert "整体:维持原判" in dialog.preview.toPlainText()
    original = TIE.read_text(encoding="utf-8")
    assert dialog.save_notes() and not dialog.dirty
    saved = scenario.read_text(encoding="utf-8")
    assert saved.startswith(original), "the rest of the file, comments included, is untouched"
    ann = loads_scenario(saved).scenario.annotations
    assert ann.ruling == "整体:维持原判" and ann.steps == {7: "再生不算被破坏 <b>"}
    dialog.set_step_note(7, "")
    dialog.ruling_note.clear()
    assert dialog.save_notes() and scenario.read_text(encoding="utf-8") == original


def test_export_writes_the_file_and_logs_it(qtbot, scenario: Path, userdata: UserData, tmp_path: Path,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, msg: warnings.append(msg))
    dialog = make_dialog(qtbot, scenario, userdata)
    dialog.set_step_note(3, "属性无克制")
    out = tmp_path / "r.html"
    with qtbot.waitSignal(dialog.exported):
        assert dialog.export_to(out, "html")
    assert "属性无克制" in out.read_text(encoding="utf-8")
    (entry,) = userdata.rulings()
    assert entry.file == str(out.resolve()) and entry.ruling.startswith("不死骷髅(b_m1) 触发再生")
    assert not dialog.export_to(tmp_path / "missing-dir" / "r.md", "md")
    assert warnings and "missing-dir" in warnings[0] and len(userdata.rulings()) == 1


def test_unsaved_scenario_cannot_save_notes(qtbot, userdata: UserData) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.report.export_dialog import ExportDialog

    text = TIE.read_text(encoding="utf-8")
    dialog = ExportDialog(loads_scenario(text), text, None, userdata)
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled() and not dialog.save_notes()


def test_open_export_dialog_reports_a_broken_scenario(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox, QWidget

    from judge_app.ui.report import open_export_dialog

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, msg: shown.append(msg))
    parent = QWidget()
    qtbot.addWidget(parent)
    open_export_dialog(parent, Path("x.yaml"), "schema: 1\nmeta: {id: x, title: t, game: eol}\n")
    assert shown and "x.yaml" in shown[0] and "state" in shown[0]


def test_rulings_log_filters(qtbot, userdata: UserData, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from judge_app.ui.report.rulings_log import RulingsLog

    report = tmp_path / "a.md"
    report.write_text("x", encoding="utf-8")
    userdata.add_ruling(game="eol", scenario="tie", title="平手", question="q", ruling="进攻方先濒死", file=str(report),
                        format="md", cites=["eol:2.2.3.4"])
    userdata.add_ruling(game="fftcg", scenario="o", title="其他", question="q", ruling="r", file="/gone.pdf",
                        format="pdf", cites=["fftcg:6.5.2"])
    log = RulingsLog(userdata)
    qtbot.addWidget(log)
    assert log.table.rowCount() == 2
    log.cite.setText("eol:2.2")
    qtbot.waitUntil(lambda: log.table.rowCount() == 1, timeout=2000)
    assert "进攻方先濒死" in log.table.item(0, 2).text()
    log.cite.clear()
    log.game.setCurrentIndex(log.game.findData("fftcg"))
    qtbot.waitUntil(lambda: log.table.rowCount() == 1 and log.entries[0].game == "fftcg", timeout=2000)
    log.game.setCurrentIndex(0)
    log.text.setText("不存在的字")
    qtbot.waitUntil(lambda: log.table.rowCount() == 0, timeout=2000)
    assert not log.open_button.isEnabled()


def test_main_window_has_the_log_action(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAction

    from judge_app.ui.main_window import MainWindow

    win = MainWindow(UserData(tmp_path / "u.sqlite3"))
    qtbot.addWidget(win)
    action = win.findChild(QAction, "actRulingsLog")
    assert action is not None
    action.trigger()
    from judge_app.ui.report.rulings_log import RulingsLog

    logs = [w for w in win.findChildren(RulingsLog)]
    assert len(logs) == 1 and logs[0].isVisible()
