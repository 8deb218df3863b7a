"""The export dialog: choose a format, see the report, annotate steps and the whole ruling, save the notes
into the scenario, export to a file (which records the ruling in the log)."""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine.problems import ScenarioError
from judge_app.engine.runner import Loaded
from judge_app.engine.scenario import Annotations
from judge_app.loading import loads_scenario
from judge_app.report.annotate import clean, save_annotations
from judge_app.report.build import build_report
from judge_app.report.export import FORMATS, SUFFIXES, record, write_report
from judge_app.report.model import Report
from judge_app.report.pdf import report_document
from judge_app.ui import causes, vocab
from judge_app.ui import settings as app_settings
from judge_app.userdata import UserData, UserDataError

PREVIEW_DELAY_MS = 350  # typing pauses this long before the preview is rebuilt
NOTE_COLUMN = 2
UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')  # not in a file name on any desktop


def file_stem(title: str, date: str) -> str:
    """"践踏的伤害分配 2026-11-25": the report's file name, without characters a file system refuses."""
    stem = " ".join(UNSAFE.sub(" ", f"{title} {date}").split()).strip(" .")
    return stem[:120] or "report"


class ExportDialog(QDialog):
    annotations_saved = Signal(str)  # the scenario's new text, after the notes were written into the file
    exported = Signal(str)  # path of the exported report

    def __init__(self, loaded: Loaded, scenario_text: str, scenario_path: str | Path | None,
                 userdata: UserData | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Callers have passed str paths; a str here once made "导出…" fail silently (issue 17).
        scenario_path = Path(scenario_path) if scenario_path else None
        self.setObjectName("reportExportDialog")
        self.setWindowTitle(self.tr("导出裁判报告"))
        self.loaded, self.scenario_text, self.scenario_path = loaded, scenario_text, scenario_path
        self._userdata = userdata
        self.report: Report | None = None
        self.dirty = False
        self._document: QTextDocument | None = None

        self.format = QComboBox(objectName="reportFormat")
        for fmt, label in zip(FORMATS, (self.tr("PDF"), self.tr("HTML(独立网页)"), self.tr("Markdown"),
                                        self.tr("JSON")), strict=True):
            self.format.addItem(label, fmt)
        # Who ruled, where and when: the scenario's provenance if it has one, else what was typed last time.
        prov = loaded.scenario.meta.provenance
        remembered = app_settings.settings()
        self.judge_edit = QLineEdit(prov.judge or str(remembered.value("report/judge", "")), objectName="reportJudge")
        self.event_edit = QLineEdit(prov.event or str(remembered.value("report/event", "")), objectName="reportEvent")
        self.date_edit = QLineEdit(prov.date or dt.date.today().isoformat(), objectName="reportDate")
        self.judge_edit.setPlaceholderText(self.tr("裁判姓名"))
        self.event_edit.setPlaceholderText(self.tr("赛事名称、轮次"))
        self.date_edit.setPlaceholderText(self.tr("裁定日期,如 2026-11-25"))
        self.ruling_note = QPlainTextEdit(objectName="rulingNote")
        self.ruling_note.setPlaceholderText(self.tr("对整个裁定的批注(可留空)"))
        self.ruling_note.setPlainText(loaded.scenario.annotations.ruling)
        self.ruling_note.setMaximumHeight(90)
        self.steps = QTableWidget(0, 3, objectName="stepNotes")
        self.steps.setHorizontalHeaderLabels([self.tr("步骤"), self.tr("内容"), self.tr("批注")])
        self.steps.verticalHeader().hide()
        self.steps.setWordWrap(True)
        self.steps.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        header = self.steps.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.preview = QTextBrowser(objectName="reportPreview")
        self.preview.setOpenLinks(False)
        self.status = QLabel(objectName="reportStatus")
        self.status.setWordWrap(True)

        left = QWidget()
        form = QFormLayout(left)
        form.addRow(self.tr("格式:"), self.format)
        form.addRow(self.tr("裁判:"), self.judge_edit)
        form.addRow(self.tr("赛事:"), self.event_edit)
        form.addRow(self.tr("日期:"), self.date_edit)
        form.addRow(self.tr("整体批注:"), self.ruling_note)
        form.addRow(QLabel(self.tr("步骤批注(双击“批注”列编辑):")))
        form.addRow(self.steps)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.preview)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        self.save_button = QPushButton(self.tr("保存批注到场景"), objectName="saveAnnotations")
        self.save_button.setEnabled(scenario_path is not None)
        self.save_button.setToolTip(self.tr("把批注写入场景文件(其余内容与注释保持不变)") if scenario_path
                                    else self.tr("场景尚未保存为文件,无法写入批注"))
        self.save_button.setAutoDefault(False)
        # Enter exports, wherever the keyboard is in the dialog (except in the multi-line notes): the only default.
        self.export_button = QPushButton(self.tr("导出…(Enter)"), objectName="exportReport")
        self.export_button.setDefault(True)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save_notes)
        self.export_button.clicked.connect(self.choose_and_export)

        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.resize(1100, 720)

        self._timer = QTimer(self, singleShot=True, interval=PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self.refresh()
        self._fill_steps()
        self.ruling_note.textChanged.connect(self._changed)
        for edit in (self.judge_edit, self.event_edit, self.date_edit):
            edit.textChanged.connect(self._timer.start)  # the report changes, the scenario does not
        self.steps.itemChanged.connect(self._changed)
        self.export_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- annotations --------------------------------------------------------------------------------------

    def annotations(self) -> Annotations:
        steps: dict[int, str] = {}
        for row in range(self.steps.rowCount()):
            n = self.steps.item(row, 0).data(Qt.ItemDataRole.UserRole)
            note = self.steps.item(row, NOTE_COLUMN).text()
            if note.strip():
                steps[int(n)] = note
        # Notes on steps this trace no longer has are kept, not silently dropped.
        kept = {n: t for n, t in self.loaded.scenario.annotations.steps.items() if not self._has_row(n)}
        return clean(Annotations(ruling=self.ruling_note.toPlainText(), steps={**kept, **steps}))

    def _has_row(self, n: int) -> bool:
        return any(self.steps.item(r, 0).data(Qt.ItemDataRole.UserRole) == n for r in range(self.steps.rowCount()))

    def set_step_note(self, n: int, text: str) -> None:
        for row in range(self.steps.rowCount()):
            if self.steps.item(row, 0).data(Qt.ItemDataRole.UserRole) == n:
                self.steps.item(row, NOTE_COLUMN).setText(text)
                return
        raise KeyError(n)

    def _fill_steps(self) -> None:
        assert self.report is not None
        self.steps.blockSignals(True)
        self.steps.setRowCount(len(self.report.steps))
        for row, step in enumerate(self.report.steps):
            num = QTableWidgetItem(str(step.n))
            num.setData(Qt.ItemDataRole.UserRole, step.n)
            text = QTableWidgetItem(f"[{step.kind_label}] {step.text}")
            text.setToolTip(step.text)
            for item in (num, text):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.steps.setItem(row, 0, num)
            self.steps.setItem(row, 1, text)
            self.steps.setItem(row, NOTE_COLUMN, QTableWidgetItem(step.note))
        self.steps.blockSignals(False)
        self.steps.resizeRowsToContents()

    def _changed(self) -> None:
        self.dirty = True
        self._timer.start()

    # -- preview ------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the report with the notes as they stand and show it."""
        loaded = self.loaded
        if self.report is not None:
            # The edited notes replace the scenario's (a note the judge cleared must disappear, not merge back).
            scenario = loaded.scenario.model_copy(update={"annotations": self.annotations()})
            loaded = Loaded(scenario, loaded.game, loaded.document)
        # The report's own labels follow the UI language (the engine's and the rulebook's text stay as written).
        report = build_report(loaded, self.scenario_text, scenario_file=str(self.scenario_path or ""),
                              lang=vocab.language())
        header = report.header.model_copy(update={"judge": self.judge_edit.text().strip(),
                                                  "event": self.event_edit.text().strip(),
                                                  "date": self.date_edit.text().strip()})
        self.report = report.model_copy(update={"header": header})
        bar = self.preview.verticalScrollBar().value()
        self._document = report_document(self.report)
        self._document.setParent(self.preview)
        self.preview.setDocument(self._document)
        self.preview.verticalScrollBar().setValue(bar)

    # -- actions ------------------------------------------------------------------------------------------

    def save_notes(self) -> bool:
        if self.scenario_path is None:
            return False
        try:
            self.scenario_text = save_annotations(self.scenario_path, self.scenario_text, self.annotations())
        except ScenarioError as e:
            QMessageBox.warning(self, self.tr("无法保存批注"), str(e))
            return False
        except OSError as e:
            QMessageBox.warning(self, self.tr("无法保存批注"),
                                self.tr("无法写入 %1:%2").replace("%1", str(self.scenario_path))
                                .replace("%2", causes.describe(e, self.scenario_path)))
            return False
        self.loaded = loads_scenario(self.scenario_text, str(self.scenario_path))
        self.dirty = False
        self.status.setText(self.tr("批注已保存到 %1").replace("%1", str(self.scenario_path)))
        self.annotations_saved.emit(self.scenario_text)
        return True

    def current_format(self) -> str:
        return str(self.format.currentData())

    def default_path(self, fmt: str) -> Path:
        """Where 导出… proposes to write: the folder of the last export (else the scenario's, else Documents), the
        file named after the scenario's title and the ruling's date."""
        last = str(app_settings.settings().value("report/last_dir", "") or "")
        if last and Path(last).is_dir():
            folder = Path(last)
        elif self.scenario_path is not None:
            folder = self.scenario_path.parent
        else:
            docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            folder = Path(docs) if docs and Path(docs).is_dir() else Path.home()
        return folder / f"{file_stem(self.loaded.scenario.meta.title, self.date_edit.text())}{SUFFIXES[fmt]}"

    def choose_and_export(self) -> None:
        fmt = self.current_format()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("导出裁判报告"), str(self.default_path(fmt)),
                                              f"{self.format.currentText()} (*{SUFFIXES[fmt]})")
        if path:
            self.export_to(Path(path), fmt)

    def export_to(self, path: Path, fmt: str) -> bool:
        """Write the report as shown (current notes) and record it in the rulings log."""
        self._timer.stop()
        self.refresh()
        assert self.report is not None
        self.status.setText(self.tr("正在导出…"))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            write_report(self.report, fmt, path)
        except Exception as e:  # any failure must reach the judge, not vanish in the event loop
            QGuiApplication.restoreOverrideCursor()
            QMessageBox.warning(self, self.tr("导出失败"), self.tr("无法写入 %1:%2").replace("%1", str(path))
                                .replace("%2", causes.describe(e, path)))
            self.status.clear()
            return False
        QGuiApplication.restoreOverrideCursor()
        remembered = app_settings.settings()
        remembered.setValue("report/judge", self.judge_edit.text().strip())
        remembered.setValue("report/event", self.event_edit.text().strip())
        remembered.setValue("report/last_dir", str(path.parent))
        remembered.sync()
        try:
            record(self.userdata, self.report, fmt, path)
            logged = True
        except (UserDataError, sqlite3.Error):  # the file is written; a broken log must not hide that
            logged = False
        self.status.setText((self.tr("已导出到 %1") if logged else self.tr("已导出到 %1(未能记入裁定记录)"))
                            .replace("%1", str(path)))
        self.exported.emit(str(path))
        return True

    @property
    def userdata(self) -> UserData:
        if self._userdata is None:
            self._userdata = UserData()
        return self._userdata

    def reject(self) -> None:
        if self.dirty and self.scenario_path is not None:
            answer = QMessageBox.question(
                self, self.tr("批注尚未保存"), self.tr("批注有改动,是否保存到场景文件?"),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
            if answer == QMessageBox.StandardButton.Cancel:
                return
            if answer == QMessageBox.StandardButton.Save and not self.save_notes():
                return
        super().reject()
