"""The card library: ready card templates per game (``judge_app/games/<game>/library.py``, data only) and
the cards a judge saved (SQLite in the data dir), searchable by name, full pinyin or pinyin initials, with
P/T written as digits ("55jt" finds "5/5 践踏生物"), and by the template's English name ("33 trample"). With the UI
in English a template is listed, and its card named, by that English name (``name_en`` in the game's library data).
The popup opens where the judge typed into a zone."""

from __future__ import annotations

import copy
import importlib
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from judge_app.engine.game import GameModule
from judge_app.ui import vocab
from rulesdb.paths import data_dir

SHOWN = 40  # results listed at once; typing narrows them
CARD_FIELDS = ("name", "types", "cost", "stats", "props", "keywords", "status", "counters", "damage", "abilities",
               "text", "face_down")


def _plain(text: str) -> str:
    return "".join(ch for ch in text.lower() if not ch.isspace() and ch not in "/·-_")


@lru_cache(maxsize=4096)
def search_keys(name: str) -> tuple[str, ...]:
    """The name, its full pinyin and its initials, each lower-case without spaces or slashes."""
    from pypinyin import lazy_pinyin  # imported when the library is first searched, not at start-up

    parts = lazy_pinyin(name)
    full = "".join(parts)
    initials = "".join(p[0] if p.isascii() and p.isalpha() and len(p) > 1 else p for p in parts)
    return tuple(dict.fromkeys(_plain(k) for k in (name, full, initials)))


@dataclass
class Template:
    name: str
    data: dict[str, Any]
    user: bool = False
    keys: tuple[str, ...] = field(default=())

    @property
    def label(self) -> str:
        """The name in the UI language: a shipped template's English name in English; a judge's card as saved."""
        english = self.data.get("name_en")
        return str(english) if english and vocab.language() == "en" else self.name

    def search_keys(self) -> tuple[str, ...]:
        english = self.data.get("name_en")
        return search_keys(self.name) + ((_plain(str(english)),) if english else ())

    def fields(self) -> dict[str, Any]:
        """The card's fields for a new object (a copy: the template is not shared with the scenario), named as
        the judge saw it listed."""
        card = copy.deepcopy({k: v for k, v in self.data.items() if k in CARD_FIELDS})
        card["name"] = self.label
        return card


@contextmanager
def _store() -> Iterator[sqlite3.Connection]:
    """The judge's saved cards, committed and closed on leaving (a failed write is rolled back)."""
    path = data_dir() / "card_library.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    try:
        with db:
            db.execute("CREATE TABLE IF NOT EXISTS cards (game TEXT NOT NULL, name TEXT NOT NULL,"
                       " data TEXT NOT NULL, PRIMARY KEY (game, name))")
            yield db
    finally:
        db.close()


class CardLibrary:
    def __init__(self, game: GameModule) -> None:
        self.game = game
        try:
            module = importlib.import_module(f"judge_app.games.{game.id}.library")
            shipped = list(getattr(module, "TEMPLATES", []))
        except ImportError:  # a game without templates still gets the judge's own cards
            shipped, module = [], None
        self.templates = [Template(str(d["name"]), dict(d)) for d in shipped]
        # The status a double-click toggles (tapped, dull, rested…), if the game names one.
        self.turn_status: str | None = getattr(module, "TURN_STATUS", None) if shipped else None
        self.templates = self._user_cards() + self.templates

    def _user_cards(self) -> list[Template]:
        try:
            with _store() as db:
                rows = db.execute("SELECT name, data FROM cards WHERE game = ? ORDER BY name",
                                  (self.game.id,)).fetchall()
        except sqlite3.Error:  # a broken store must not take the shipped templates with it
            return []
        return [Template(name, json.loads(data), user=True) for name, data in rows]

    def save_user_card(self, card: dict[str, Any]) -> Template:
        """Keep ``card`` (its card fields, not its id, zone or owner) under its name for this game."""
        data = {k: v for k, v in card.items() if k in CARD_FIELDS and v not in (None, [], {}, "")}
        name = str(data.get("name") or "").strip()
        if not name:
            raise ValueError("卡牌没有名字,不能存入卡牌库")
        with _store() as db:
            db.execute("INSERT OR REPLACE INTO cards (game, name, data) VALUES (?, ?, ?)",
                       (self.game.id, name, json.dumps(data, ensure_ascii=False)))
        self.templates = [t for t in self.templates if not (t.user and t.name == name)]
        template = Template(name, data, user=True)
        self.templates.insert(0, template)
        return template

    def search(self, query: str) -> list[Template]:
        """Templates whose name, pinyin, initials or English name contain ``query``; those that start with it
        first."""
        q = _plain(query)
        if not q:
            return list(self.templates)
        ranked = []
        for i, t in enumerate(self.templates):
            keys = t.search_keys()
            if any(k.startswith(q) for k in keys):
                ranked.append((0, i, t))
            elif any(q in k for k in keys):
                ranked.append((1, i, t))
        return [t for _, _, t in sorted(ranked, key=lambda r: (r[0], r[1]))]


class LibraryPopup(QFrame):
    """Search field and result list in a popup; Enter or a click adds the card to ``zone``."""

    chosen = Signal(str, dict, bool)  # zone, card fields, for the opponent (Shift+Enter)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("cardLibraryPopup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.library: CardLibrary | None = None
        self.zone = ""
        self.title = QLabel()
        self.query = QLineEdit(objectName="cardLibraryQuery")
        self.query.setPlaceholderText(self.tr("名称、拼音或首字母,如 55jt、feixing"))
        self.results = QListWidget(objectName="cardLibraryResults")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.title)
        lay.addWidget(self.query)
        lay.addWidget(self.results)
        self.resize(300, 320)
        self.query.textChanged.connect(self._fill)
        self.query.installEventFilter(self)
        self.results.itemClicked.connect(lambda _item: self.accept_current())
        self.results.itemActivated.connect(lambda _item: self.accept_current())

    def open_for(self, library: CardLibrary, zone: str, zone_name: str, text: str, at: QPoint,
                 hint: str = "") -> None:
        self.library, self.zone = library, zone
        title = self.tr("添加到 {zone}").format(zone=zone_name)
        if "Shift+Enter" in hint:  # say where Shift+Enter sends the card (the opponent's zone, or to them as owner)
            title += "\n" + hint.split(" · ", 1)[-1]
        self.title.setText(title)
        self.query.setText(text)
        self._fill()
        self.move(at)
        self.show()
        self.query.setFocus()
        self.query.end(False)

    def _fill(self) -> None:
        self.results.clear()
        if self.library is None:
            return
        for t in self.library.search(self.query.text())[:SHOWN]:
            item = QListWidgetItem(("★ " if t.user else "") + t.label)
            item.setData(Qt.ItemDataRole.UserRole, t.fields())
            self.results.addItem(item)
        if self.results.count():
            self.results.setCurrentRow(0)

    def accept_current(self, for_opponent: bool = False) -> None:
        item = self.results.currentItem()
        if item is None:
            return
        self.hide()
        self.chosen.emit(self.zone, item.data(Qt.ItemDataRole.UserRole), for_opponent)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.query and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.accept_current(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
                return True
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                row = self.results.currentRow() + (1 if key == Qt.Key.Key_Down else -1)
                if 0 <= row < self.results.count():
                    self.results.setCurrentRow(row)
                return True
            if key == Qt.Key.Key_Escape:
                self.hide()
                return True
        return super().eventFilter(obj, event)
