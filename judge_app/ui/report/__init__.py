"""Report export and the rulings log in the GUI. The trace viewer calls :func:`open_export_dialog`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from judge_app.engine.problems import ScenarioError
from judge_app.loading import loads_scenario
from judge_app.userdata import UserData


def open_export_dialog(parent: QWidget, scenario_path: str | Path | None, scenario_text: str,
                       userdata: UserData | None = None) -> None:
    """Open the (window-modal, non-blocking) export dialog for a scenario; a scenario that does not load
    gets a message listing its problems instead. The dialog's ``annotations_saved`` signal carries the
    file's new text when the judge saves notes into it."""
    from judge_app.ui.report.export_dialog import ExportDialog

    scenario_path = Path(scenario_path) if scenario_path else None
    try:
        loaded = loads_scenario(scenario_text, str(scenario_path) if scenario_path else "<场景>")
    except ScenarioError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("ReportExport", "无法生成报告"),
                            QCoreApplication.translate("ReportExport", "场景有错误,请先修正:") + "\n" + str(e))
        return
    dialog = ExportDialog(loaded, scenario_text, scenario_path, userdata, parent)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
