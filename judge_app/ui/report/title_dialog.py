"""Before the first export of a scenario whose title and question are still the template's placeholders: page 1 of
the report starts with them, so the judge is asked for both, proposed from the scenario's last action (Enter takes
the proposal; typing replaces it)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from judge_app.engine.game import GameModule
from judge_app.engine.yamlio import load_text
from judge_app.ui.trace.analysis import PASS, Analysis, describe, state_near


def template_meta(game: GameModule) -> tuple[str, str]:
    """The title and question the game's template ships with (the placeholders a new scenario starts from)."""
    meta = load_text(game.template(), "template").tree.get("meta", {}) or {}
    return str(meta.get("title", "")), str(meta.get("question", ""))


def still_template(game: GameModule, meta: Any) -> bool:
    title, question = template_meta(game)
    return not meta.title.strip() or not meta.question.strip() or meta.title == title or meta.question == question


def proposal(game: GameModule, scenario: Any, analysis: Analysis | None) -> tuple[str, str]:
    """A title and a question from the last action that is not a pass: what the judge was asked about."""
    asked = [(i, a) for i, a in enumerate(scenario.actions) if not a.type.startswith(PASS)]
    if not asked:
        return game.name, ""
    index, action = asked[-1]
    state = state_near(analysis, index) if analysis is not None else None
    what = describe(game, state if state is not None else scenario.state, action).rstrip("。. ")
    return what, QCoreApplication.translate("TitleDialog", "{action},合法吗?如何结算?").format(action=what)


class TitleDialog(QDialog):
    def __init__(self, title: str, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reportTitleDialog")
        self.setWindowTitle(self.tr("报告的标题与问题"))
        self.title_edit = QLineEdit(title, objectName="reportTitle")
        self.question_edit = QLineEdit(question, objectName="reportQuestion")
        note = QLabel(self.tr("场景的标题和问题还是模板里的示例文字;报告第 1 页以它们开头。"
                              "Enter 采用下面的建议,或键入替换。"), wordWrap=True)
        form = QFormLayout()
        form.addRow(self.tr("标题:"), self.title_edit)
        form.addRow(self.tr("问题:"), self.question_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(note)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.resize(640, self.sizeHint().height())
        self.title_edit.setFocus()
        self.title_edit.selectAll()

    def values(self) -> tuple[str, str]:
        return self.title_edit.text().strip(), self.question_edit.text().strip()
