"""The inspector: a form for the selected card, player or the game state, built from the engine's models
and the game's vocabulary. Every field is checked as the judge types (the same check that accepts or
refuses the edit); a refused value stays in the field, marked, with the reason underneath."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from judge_app.cardtext import read as read_card
from judge_app.engine.game import Term
from judge_app.engine.messages import in_lang
from judge_app.engine.problems import Problem, ScenarioError, from_validation_error
from judge_app.engine.state import GameObject
from judge_app.engine.yamlio import dump_text, load_text, plain
from judge_app.ui import vocab as names
from judge_app.ui.board import edits as E
from judge_app.ui.board.document import Edit, ScenarioDocument
from judge_app.ui.board.ops import resolve
from judge_app.ui.flow_layout import wrapping_row

Commit = Callable[[Edit], bool]
INVALID = "border: 2px solid #c62828;"


class ParseError(ValueError):
    pass


def parse_int(text: str, optional: bool = True) -> int | None:
    text = text.strip()
    if not text and optional:
        return None
    try:
        return int(text)
    except ValueError:
        raise ParseError(f"应为整数,而不是 {text!r}") from None


def parse_pairs(text: str) -> dict[str, int]:
    """``+1/+1=2, 充能=1`` → {'+1/+1': 2, '充能': 1}"""
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.replace(",", ",").split(","))):
        key, sep, value = part.rpartition("=")
        if not sep or not key.strip():
            raise ParseError(f"应写成 名称=数量,而不是 {part!r}")
        n = parse_int(value, optional=False)
        assert n is not None
        out[key.strip()] = n
    return out


def parse_ids(text: str) -> list[str]:
    return [p.strip() for p in text.replace(",", ",").split(",") if p.strip()]


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # already deleted by Qt
        return False
    return True


class Inspector(QScrollArea):
    def __init__(self, commit: Commit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inspector")
        self.setWidgetResizable(True)
        # fields wrap to the panel's width instead of scrolling sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.commit = commit
        self.doc: ScenarioDocument | None = None
        self.target: tuple[str, str] = ("state", "")
        self.fields: dict[str, QWidget] = {}
        self.message = QLabel(objectName="inspectorMessage", wordWrap=True)
        self.message.setStyleSheet("color:#c62828;")
        self.readonly = False

    # --- pages ------------------------------------------------------------------------------------------
    def set_document(self, doc: ScenarioDocument | None) -> None:
        self.doc = doc
        self.target = ("state", "")
        self.refresh()

    def show_object(self, oid: str) -> None:
        self.target = ("object", oid)
        self.refresh()

    def show_player(self, pid: str) -> None:
        self.target = ("player", pid)
        self.refresh()

    def show_state(self) -> None:
        self.target = ("state", "")
        self.refresh()

    def refresh_later(self) -> None:
        """Rebuild after the current event: an edit is often committed from a field's own signal, and
        deleting that field inside its signal is not safe. Focus returns to the field of the same name."""
        QTimer.singleShot(0, self._rebuild_keeping_focus)

    def _rebuild_keeping_focus(self) -> None:
        focused = next((k for k, w in self.fields.items() if _alive(w) and w.hasFocus()), None)
        self.refresh()
        if focused in self.fields:
            self.fields[focused].setFocus()

    def refresh(self) -> None:
        page = QWidget(objectName="inspectorPage")
        self.form = QFormLayout()
        self.fields = {}
        lay = QVBoxLayout(page)
        self.heading = QLabel(objectName="inspectorHeading")
        lay.addWidget(self.heading)
        lay.addLayout(self.form)
        self.message = QLabel(objectName="inspectorMessage", wordWrap=True)
        self.message.setStyleSheet("color:#c62828;")
        lay.addWidget(self.message)
        lay.addStretch(1)
        doc = self.doc
        view = doc.view if doc else None
        if doc is None or view is None or view.state is None or view.game is None:
            self.heading.setText(self.tr("没有可检查的对象"))
        else:
            kind, key = self.target
            state = view.state
            if kind == "object" and state.find(key) is not None:
                self._object_page(state.obj(key))
            elif kind == "player" and any(p.id == key for p in state.players):
                self._player_page(key)
            else:
                self.target = ("state", "")
                self._state_page()
        page.setEnabled(not self.readonly)
        self.setWidget(page)

    # --- field helpers ------------------------------------------------------------------------------------
    def _report(self, widget: QWidget, problems: list[Problem] | str) -> bool:
        text = problems if isinstance(problems, str) else "\n".join(f"{p.dotted}: {p.message}" for p in problems)
        widget.setStyleSheet(INVALID if text else "")
        widget.setToolTip(text)
        self.message.setText(text)
        return not text

    def _text(self, name: str, label: str, value: str, make: Callable[[str], Edit]) -> QLineEdit:
        box = QLineEdit(value, objectName=f"field:{name}")

        def check(text: str) -> Edit | None:
            try:
                edit = make(text)
            except (ParseError, E.EditRejected) as e:
                self._report(box, str(e) if isinstance(e, ParseError) else e.problems)
                return None
            assert self.doc is not None
            return edit if self._report(box, self.doc.check(edit)) else None

        def finish() -> None:
            if box.text() == value:
                return
            edit = check(box.text())
            if edit is not None and edit.ops:
                self.commit(edit)

        box.textEdited.connect(check)
        box.editingFinished.connect(finish)
        self.form.addRow(label, box)
        self.fields[name] = box
        return box

    def _combo(self, name: str, label: str, options: list[tuple[Any, str]], value: Any,
               make: Callable[[Any], Edit]) -> QComboBox:
        box = QComboBox(objectName=f"field:{name}")
        for data, text in options:
            box.addItem(text, data)
        i = box.findData(value)
        if i < 0 and value is not None:
            box.addItem(str(value), value)
            i = box.count() - 1
        box.setCurrentIndex(max(i, 0))

        def chosen(index: int) -> None:
            try:
                edit = make(box.itemData(index))
            except E.EditRejected as e:
                self._report(box, e.problems)
                return
            if edit.ops and not self.commit(edit):
                box.setCurrentIndex(max(box.findData(value), 0))

        box.activated.connect(chosen)
        self.form.addRow(label, box)
        self.fields[name] = box
        return box

    def _checks(self, name: str, label: str, terms: tuple[Term, ...], current: list[str],
                make: Callable[[list[str]], Edit]) -> None:
        # wrapping, not a fixed grid: mtg has dozens of keywords with long labels and the inspector is narrow
        row, lay = wrapping_row(QWidget(objectName=f"field:{name}"))
        known = [t.key for t in terms]
        boxes: list[QCheckBox] = []
        for t in terms:
            category = {"types": "types", "keywords": "keywords", "status": "statuses"}.get(name, name)
            cb = QCheckBox(names.term(self._game_id(), category, t.key, t.name), objectName=f"{name}:{t.key}")
            cb.setChecked(t.key in current)
            cb.setToolTip(f"{t.key}" + (f" ({t.cite})" if t.cite else ""))
            lay.addWidget(cb)
            boxes.append(cb)

        def toggled(_on: bool = False) -> None:
            ticked = {t.key for t, cb in zip(terms, boxes, strict=True) if cb.isChecked()}
            kept = [k for k in current if k not in known or k in ticked]  # the user's order and unknown values stay
            self.commit(make(kept + [k for k in known if k in ticked and k not in kept]))

        for cb in boxes:
            cb.toggled.connect(toggled)
        self.form.addRow(label, row)
        self.fields[name] = row

    # --- the card -------------------------------------------------------------------------------------------
    def _object_page(self, obj: GameObject[Any]) -> None:
        doc, game, state = self.doc, self.doc.game, self.doc.view.state  # type: ignore[union-attr]
        assert doc is not None and game is not None and state is not None
        self.heading.setText(self.tr("<b>卡牌</b> {label}").format(label=obj.label))
        oid = obj.id
        setf = lambda key: lambda value: E.set_object_field(doc, oid, key, value)  # noqa: E731
        players = [(p.id, f"{p.name or p.id} ({p.id})") for p in state.players]
        self._text("id", self.tr("id"), obj.id, lambda t: E.set_object_field(doc, oid, "id", t.strip()))
        self._text("name", self.tr("名称"), obj.name, lambda t: E.set_object_field(doc, oid, "name", t))
        self._combo("owner", self.tr("拥有者"), players, obj.owner, setf("owner"))
        self._combo("controller", self.tr("控制者"), players, obj.controller, setf("controller"))
        zones = [(z, self._zone_name(z)) for z in game.zone_ids(state)]
        self._combo("zone", self.tr("区域"), zones, obj.zone,
                    lambda z: E.move_objects(doc, [oid], z, len(state.in_zone(z))))
        spec = game.zone_spec(obj.zone)
        if obj.slot is not None or (spec is not None and spec.slotted):
            self._text("slot", self.tr("位置(格)"), "" if obj.slot is None else str(obj.slot),
                       lambda t: E.set_object_field(doc, oid, "slot", parse_int(t)))
        face = QCheckBox(self.tr("背面朝上"), objectName="field:face_down")
        face.setChecked(obj.face_down)
        face.toggled.connect(lambda on: self.commit(E.set_object_field(doc, oid, "face_down", on)))
        self.form.addRow("", face)
        self.fields["face_down"] = face
        vocab = game.vocabulary
        self._checks("types", self.tr("类型"), vocab.types, obj.types, setf("types"))
        self._text("cost", self.tr("费用"), "" if obj.cost is None else str(obj.cost),
                   lambda t: E.set_object_field(doc, oid, "cost", parse_int(t)))
        for term in vocab.stats:
            def stat_edit(t: str, key: str = term.key) -> Edit:
                stats = dict(obj.stats)
                value = parse_int(t)
                if value is None:
                    stats.pop(key, None)
                else:
                    stats[key] = value
                return E.set_object_field(doc, oid, "stats", stats)
            current = obj.stats.get(term.key)
            self._text(f"stats.{term.key}", names.term(game.id, "stats", term.key, term.name),
                       "" if current is None else str(current), stat_edit)
        for term in vocab.props:
            def prop_edit(value: Any, key: str = term.key) -> Edit:
                props = dict(obj.props)
                if value:
                    props[key] = value
                else:
                    props.pop(key, None)
                return E.set_object_field(doc, oid, "props", props)
            label = names.term(game.id, "props", term.key, term.name)
            if term.values:
                shown = [(v, names.term(game.id, "prop_values", f"{term.key}:{v}", v)) for v in term.values]
                self._combo(f"props.{term.key}", label, [("", "—"), *shown],
                            obj.props.get(term.key, ""), prop_edit)
            else:
                self._text(f"props.{term.key}", label, obj.props.get(term.key, ""), prop_edit)
        self._checks("keywords", self.tr("关键词"), vocab.keywords, obj.keywords, setf("keywords"))
        self._checks("status", self.tr("状态"), vocab.statuses, obj.status, setf("status"))
        self._text("damage", self.tr("伤害"), str(obj.damage),
                   lambda t: E.set_object_field(doc, oid, "damage", parse_int(t, optional=False)))
        self._text("counters", self.tr("指示物"), ", ".join(f"{k}={v}" for k, v in obj.counters.items()),
                   lambda t: E.set_object_field(doc, oid, "counters", parse_pairs(t)))
        self._text("attachments", self.tr("附着"), ", ".join(obj.attachments),
                   lambda t: E.set_object_field(doc, oid, "attachments", parse_ids(t)))
        self._card_text(obj)
        self._abilities(obj)

    def _game_id(self) -> str:
        return self.doc.game.id if self.doc is not None and self.doc.game is not None else ""

    def _zone_name(self, zone: str) -> str:
        assert self.doc is not None and self.doc.game is not None
        spec = self.doc.game.zone_spec(zone)
        owner = zone.split(".", 1)[0] + " · " if "." in zone else ""
        name = names.term(self.doc.game.id, "zones", spec.key, spec.name) if spec else zone
        return f"{owner}{name} ({zone})"

    def _card_text(self, obj: GameObject[Any]) -> None:
        """The card's printed rules text, read as the judge types: "读作" says back what was understood and every
        span not understood is underlined and listed. Applied, it replaces the structured abilities (issue 27)."""
        doc = self.doc
        assert doc is not None and doc.game is not None
        game_id = doc.game.id
        box = QPlainTextEdit(obj.text, objectName="field:text")
        box.setTabChangesFocus(True)
        box.setMinimumHeight(70)
        box.setPlaceholderText(self.tr("照卡牌印刷的规则文字输入(简体或繁体)"))
        preview = QLabel(objectName="cardTextReading", wordWrap=True)
        preview.setTextFormat(Qt.TextFormat.RichText)  # a reading has several lines: never guessed as plain text
        preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        apply = QPushButton(self.tr("应用文字"), objectName="applyCardText")
        apply.setEnabled(False)
        structured = bool(obj.abilities or obj.keywords) and not obj.text

        def show() -> None:
            text = box.toPlainText()
            apply.setEnabled(text != obj.text or (structured and bool(text.strip())))
            if not text.strip():
                preview.setText("")
                box.setExtraSelections([])
                return
            reading = read_card(game_id, text, obj.types, obj.name or "")
            lang = names.language()
            lines = [html.escape(reading.said(lang)).replace("\n", "<br>")]
            lines += [f"<span style='color:#c62828'>{html.escape(u)}</span>" for u in reading.unread_lines(lang)]
            if structured:
                lines.append("<i>" + html.escape(self.tr("应用后以文字为准:现有的结构化技能与关键词将被移除")) + "</i>")
            preview.setText("<br>".join(lines))
            marks = []
            for span in reading.unread:
                sel = QTextEdit.ExtraSelection()
                sel.cursor = QTextCursor(box.document())  # type: ignore[attr-defined]
                sel.cursor.setPosition(span.start)  # type: ignore[attr-defined]
                sel.cursor.setPosition(span.end, QTextCursor.MoveMode.KeepAnchor)  # type: ignore[attr-defined]
                fmt = QTextCharFormat()
                fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
                fmt.setUnderlineColor(QColor("#c62828"))
                sel.format = fmt  # type: ignore[attr-defined]
                marks.append(sel)
            box.setExtraSelections(marks)

        box.textChanged.connect(show)
        apply.clicked.connect(lambda: self.commit(E.set_card_text(doc, obj.id, box.toPlainText())))
        show()
        self.form.addRow(self.tr("规则文字"), box)
        self.form.addRow("", preview)
        self.form.addRow("", apply)
        self.fields["text"] = box

    def _abilities(self, obj: GameObject[Any]) -> None:
        """Abilities are nested data (triggers, effects, modes): edited as YAML, validated against the
        game's own ability model as the judge types."""
        doc = self.doc
        assert doc is not None and doc.view.scenario is not None
        objects_type = type(doc.view.scenario.state).model_fields["objects"].annotation
        ability_type = objects_type.__args__[0].model_fields["abilities"].annotation  # type: ignore[union-attr]
        adapter: TypeAdapter[Any] = TypeAdapter(ability_type)
        node = resolve(doc.tree, (*E.OBJECTS, E.object_index(doc, obj.id))).get("abilities")
        text = dump_text(node) if node else ""
        box = QPlainTextEdit(text, objectName="field:abilities")
        box.setTabChangesFocus(True)
        box.setMinimumHeight(120)
        apply = QPushButton(self.tr("应用技能"), objectName="applyAbilities")
        apply.setEnabled(False)

        def parsed() -> Any:
            source = box.toPlainText()
            if not source.strip():
                return []
            try:
                tree = load_text(source, "abilities", names.language()).tree
            except ScenarioError as e:
                raise ParseError(str(e)) from None
            try:
                adapter.validate_python(plain(tree))
            except ValidationError as e:
                raise ParseError("\n".join(f"{p.dotted}: {p.message}" for p in
                                           from_validation_error(e, ("abilities",), names.language()))) from None
            return tree

        def check() -> None:
            try:
                parsed()
            except ParseError as e:
                apply.setEnabled(self._report(box, str(e)))
                return
            apply.setEnabled(self._report(box, "") and box.toPlainText() != text)

        def commit() -> None:
            try:
                tree = parsed()
            except ParseError as e:
                self._report(box, str(e))
                return
            self.commit(E.set_object_field(doc, obj.id, "abilities", tree if tree else None))

        box.textChanged.connect(check)
        apply.clicked.connect(commit)
        self.form.addRow(self.tr("技能 (YAML)"), box)
        self.form.addRow("", apply)
        self.fields["abilities"] = box

    # --- a player ----------------------------------------------------------------------------------------------
    def _player_page(self, pid: str) -> None:
        doc, game, state = self.doc, self.doc.game, self.doc.view.state  # type: ignore[union-attr]
        assert doc is not None and game is not None and state is not None
        player = state.player(pid)
        self.heading.setText(self.tr("<b>玩家</b> {name} ({id})").format(name=player.name, id=pid))
        self._text("player.name", self.tr("名称"), player.name, lambda t: E.set_player_field(doc, pid, "name", t))
        known = dict(game.layout.resources) | {t.key: t.name for t in game.vocabulary.resources}
        for key in dict.fromkeys([*known, *player.resources]):
            value = player.resources.get(key)
            self._text(f"resources.{key}", names.term(game.id, "resources", key, known.get(key, key)),
                       "" if value is None else str(value),
                       lambda t, k=key: E.set_resource(doc, pid, k, parse_int(t)))

    # --- the turn and the scenario ---------------------------------------------------------------------------
    def _state_page(self) -> None:
        doc, game, state = self.doc, self.doc.game, self.doc.view.state  # type: ignore[union-attr]
        assert doc is not None and game is not None and state is not None and doc.view.scenario is not None
        sc = doc.view.scenario
        game_name = names.term(game.id, "game", "name", game.name)
        self.heading.setText(self.tr("<b>场景</b> {game}").format(game=game_name))
        self._text("meta.title", self.tr("标题"), sc.meta.title, lambda t: E.set_meta_field(doc, "title", t))
        self._text("meta.question", self.tr("问题"), sc.meta.question, lambda t: E.set_meta_field(doc, "question", t))
        self._text("turn", self.tr("回合"), str(state.turn),
                   lambda t: E.set_state_field(doc, "turn", parse_int(t, optional=False)))
        players = [(p.id, f"{p.name or p.id} ({p.id})") for p in state.players]
        self._combo("first_player", self.tr("先手玩家"), [(None, "—"), *players], state.first_player,
                    lambda v: E.set_state_field(doc, "first_player", v))
        self._combo("active_player", self.tr("当前回合玩家"), players, state.active_player,
                    lambda v: E.set_state_field(doc, "active_player", v))
        phases = [(p.key, names.term(game.id, "phases", p.key, p.name)) for p in game.phases]
        self._combo("phase", self.tr("阶段"), phases, state.phase,
                    lambda v: E.set_state_field(doc, "phase", v))
        phase = next((p for p in game.phases if p.key == state.phase), None)
        steps = [(None, "—"), *[(s, names.step_name(game.id, s)) for s in (phase.steps if phase else ())]]
        self._combo("step", self.tr("步骤"), steps, state.step, lambda v: E.set_state_field(doc, "step", v))
        for point in game.interpretation_points:
            options = [(None, self.tr("默认:{reading}").format(reading=point.default)),
                       *[(k, f"{k}: {in_lang(v, names.language())}") for k, v in point.options.items()]]
            box = self._combo(f"interpretations.{point.id}", point.id, options, sc.interpretations.get(point.id),
                              lambda v, p=point.id: E.set_interpretation(doc, p, v))
            box.setToolTip(in_lang(point.question, names.language()))
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(12)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
