"""The rules browser workspace: search, results, contents, bookmarks and recent searches beside the reader.

Keyboard first, like Zeal: the search box owns ↑/↓ (move in the results), Enter (open), Esc (clear); the
reader follows links; history moves with Alt+←/→ and the mouse's back/forward buttons.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QThread, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from judge_app.conformance.statuses import Statuses
from judge_app.ui import citation, conformance_view
from judge_app.ui.contents import ContentsTree
from judge_app.ui.editions.bilingual import shares_numbering
from judge_app.ui.editions.diff_view import DiffView
from judge_app.ui.editions.picker import EditionPicker
from judge_app.ui.history import History
from judge_app.ui.icons import icon
from judge_app.ui.library import Library
from judge_app.ui.reader import RuleReader
from judge_app.ui.render import Renderer, short_text
from judge_app.ui.results_view import CITE_ROLE, ResultsList
from judge_app.ui.search_adapter import Found, Hit, SearchBackend
from judge_app.ui.search_worker import SearchController
from judge_app.userdata import UserData
from rulesdb import editions
from rulesdb.models import Manifest, Rule, Rulebook
from rulesdb.search.query import MAX_QUERY_CHARS
from rulesdb.store import load_rulebook

BASE_POINT_SIZE = 11
MIN_ZOOM, MAX_ZOOM = -4, 14


class _IndexBuilder(QThread):
    """Builds the search index of a new set of books off the UI thread (after an edition or partner change)."""

    def __init__(self, books: dict[str, Rulebook], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.books = books
        self.backend: SearchBackend | None = None

    def run(self) -> None:
        backend = SearchBackend(self.books, None)
        backend.warm_up()
        self.backend = backend  # read on ``finished``: no Python object crosses the thread boundary in a signal


class RulesBrowser(QWidget):
    status = Signal(str)
    current_changed = Signal(str)  # cite of the rule now shown

    def __init__(self, userdata: UserData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesBrowser")
        self.userdata = userdata
        self.library: Library | None = None
        self.renderer: Renderer | None = None
        self.history = History()
        self.current_game: str | None = None
        # The game whose hits lead an unscoped search: None until the judge opens a book (chooses a game, opens a
        # rule), so a fresh install ranks every book alike instead of favouring whichever book was shown first.
        self.context_game: str | None = None
        self.partner: Rulebook | None = None
        self.aliases: dict[str, str] = {}  # search-index game id of a partner edition → its game
        self._index_builder: _IndexBuilder | None = None
        self._rebuild_pending = False
        self.index_on_change = True  # rebuild the search index when the edition or the partner changes
        self.diff_view: DiffView | None = None
        self.zoom = 0
        self._last_query = ""
        self.search = SearchController(self)
        self.search.results.connect(self._on_results)
        self.search.failed.connect(lambda q, msg: self.status.emit(self.tr("搜索出错：{msg}").format(msg=msg)))
        self._build()
        self._build_actions()
        QApplication.instance().installEventFilter(self)

    # -- construction -----------------------------------------------------------------------------------

    def _build(self) -> None:
        self.game_combo = QComboBox(objectName="gameCombo")
        self.game_combo.setToolTip(self.tr("切换规则书"))
        # the books' short titles differ a lot in length; show each whole
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo)
        self.edition_picker = EditionPicker()
        self.edition_picker.edition_chosen.connect(self.select_edition)
        self.partner_combo = QComboBox(objectName="partnerCombo")
        self.partner_combo.setToolTip(self.tr("对照阅读：与编号相同的另一版本（如另一种语言）并排显示"))
        self.partner_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.partner_combo.currentIndexChanged.connect(
            lambda _i: self.set_partner(self.partner_combo.currentData() or None))
        self.diff_button = QPushButton(self.tr("版本对比…"), objectName="diffButton")
        self.diff_button.clicked.connect(self.open_diff)
        self.book_header = QLabel(objectName="bookHeader")
        self.book_header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        header = QHBoxLayout()
        header.addWidget(self.game_combo)
        header.addWidget(self.edition_picker)
        header.addWidget(self.partner_combo)
        header.addWidget(self.diff_button)
        header.addWidget(self.book_header, 1)

        self.search_box = QLineEdit(objectName="searchBox")
        self.search_box.setPlaceholderText(self.tr("搜索规则、术语或编号（Ctrl+K）"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textEdited.connect(self._on_text_edited)
        self.search_box.installEventFilter(self)
        self.status_filter = conformance_view.StatusFilter()  # issue 33: only the rules the engine applies, …
        self.status_filter.currentIndexChanged.connect(lambda _i: self._search_now())
        self.scope_combo = QComboBox(objectName="scopeCombo")
        self.scope_combo.addItem(self.tr("所有游戏"), "all")
        self.scope_combo.addItem(self.tr("当前游戏"), "current")
        self.scope_combo.setToolTip(self.tr("搜索范围"))
        self.scope_combo.currentIndexChanged.connect(lambda _i: self._search_now())
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_box, 1)
        search_row.addWidget(self.scope_combo)
        search_row.addWidget(self.status_filter)

        self.results = ResultsList()
        self.results.setObjectName("resultsList")
        self.results.itemActivated.connect(lambda item: self._open_from_list(item))
        self.results.installEventFilter(self)
        self.results_hint = QLabel(objectName="resultsHint")
        self.results_hint.setWordWrap(True)
        # "Did you mean": a typed word the rulebooks never write was searched as the one they write (冻洁 → 冻结)
        self.correction_hint = QLabel(objectName="correctionHint")
        self.correction_hint.setWordWrap(True)
        self.correction_hint.setTextFormat(Qt.TextFormat.RichText)
        self.correction_hint.linkActivated.connect(self.run_search)
        self.correction_hint.setVisible(False)
        results_page = QWidget()
        rl = QVBoxLayout(results_page)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.results_hint)
        rl.addWidget(self.correction_hint)
        rl.addWidget(self.results, 1)

        self.contents = ContentsTree()
        self.contents.setObjectName("contentsTree")
        self.contents.itemActivated.connect(lambda item, _c: self.open_cite(item.data(0, CITE_ROLE)))
        self.contents.itemClicked.connect(lambda item, _c: self.open_cite(item.data(0, CITE_ROLE)))
        self.bookmark_list = QListWidget(objectName="bookmarkList")
        self.bookmark_list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.bookmark_list.itemActivated.connect(lambda item: self.open_cite(item.data(CITE_ROLE)))
        self.recent_list = QListWidget(objectName="recentList")
        self.recent_list.itemActivated.connect(self._on_recent)

        self.side_tabs = QTabWidget(objectName="sideTabs")
        self.side_tabs.addTab(results_page, self.tr("结果"))
        self.side_tabs.addTab(self.contents, self.tr("目录"))
        self.side_tabs.addTab(self.bookmark_list, self.tr("书签"))
        self.side_tabs.addTab(self.recent_list, self.tr("最近搜索"))

        side = QWidget()
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addLayout(search_row)
        sl.addWidget(self.side_tabs, 1)

        self.reader = RuleReader()
        self.reader.statuses = self.statuses = Statuses.load()  # each table is read when first needed
        self.reader.rule_requested.connect(self.open_cite)
        self.reader.missing_clicked.connect(self._on_missing)
        loading = self.tr("正在载入规则数据库…")
        self.reader.show_message(f"<p>{html.escape(loading)}</p>")

        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="browserSplitter")
        self.splitter.addWidget(side)
        self.splitter.addWidget(self.reader)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([380, 620])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(header)
        layout.addWidget(self.splitter, 1)
        self.apply_zoom()

    def _action(self, name: str, text: str, shortcuts: list[QKeySequence.StandardKey | str],
                slot: Callable[..., object], icon_name: str | None = None, checkable: bool = False) -> QAction:
        act = QAction(text, self, objectName=name)
        keys: dict[str, QKeySequence] = {}
        for spec in shortcuts:
            std = isinstance(spec, QKeySequence.StandardKey)
            for seq in QKeySequence.keyBindings(spec) if std else [QKeySequence(spec)]:
                keys.setdefault(seq.toString(), seq)  # the same key twice would make the shortcut ambiguous
        act.setShortcuts(list(keys.values()))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.setCheckable(checkable)
        if icon_name:
            act.setIcon(icon(icon_name))
        if checkable:
            act.toggled.connect(slot)
        else:
            act.triggered.connect(lambda _checked=False: slot())
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        self.act_focus_search = self._action("actFocusSearch", self.tr("搜索"),
                                             ["Ctrl+K", QKeySequence.StandardKey.Find], self.focus_search, "search")
        self.act_back = self._action("actBack", self.tr("后退"), ["Alt+Left", QKeySequence.StandardKey.Back],
                                     self.go_back, "back")
        self.act_forward = self._action("actForward", self.tr("前进"), ["Alt+Right", QKeySequence.StandardKey.Forward],
                                        self.go_forward, "forward")
        self.act_copy = self._action("actCopyCitation", self.tr("复制引用"), ["Ctrl+Shift+C"],
                                     lambda: self.copy_citation(markdown=False), "copy")
        self.act_copy_md = self._action("actCopyMarkdown", self.tr("复制为 Markdown"), ["Ctrl+Alt+C"],
                                        lambda: self.copy_citation(markdown=True))
        self.act_bookmark = self._action("actBookmark", self.tr("加入书签"), ["Ctrl+D"],
                                         self.toggle_bookmark, "bookmark", checkable=True)
        self.act_source = self._action("actShowSource", self.tr("显示原文"), ["Ctrl+U"],
                                       self.reader.set_show_source, "source", checkable=True)
        self.act_more_section = self._action("actMoreFromSection", self.tr("本节更多"), ["Ctrl+Shift+M"],
                                             self.more_from_section)
        self.act_zoom_in = self._action("actZoomIn", self.tr("放大文字"), [QKeySequence.StandardKey.ZoomIn, "Ctrl+="],
                                        lambda: self.set_zoom(self.zoom + 1), "zoom-in")
        self.act_zoom_out = self._action("actZoomOut", self.tr("缩小文字"), [QKeySequence.StandardKey.ZoomOut],
                                         lambda: self.set_zoom(self.zoom - 1), "zoom-out")
        self.act_zoom_reset = self._action("actZoomReset", self.tr("重置文字大小"), ["Ctrl+0"],
                                           lambda: self.set_zoom(0))
        self._update_actions()

    # -- data -------------------------------------------------------------------------------------------

    def set_library(self, library: Library) -> None:
        self.library = library
        self.renderer = Renderer(library.books)
        self.reader.renderer = self.renderer
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for game, book in library.books.items():
            self.game_combo.addItem(book.manifest.short_title, game)
        self.game_combo.blockSignals(False)
        if library.search is not None:
            self.search.set_backend(library.search)
        problems = [self.tr("{game} 无法载入：{why}").format(game=g, why=w) for g, w in library.failures.items()]
        if library.search_error:
            problems.append(self.tr("搜索不可用：{why}").format(why=library.search_error))
        self.results_hint.setText("\n".join(problems))
        self.results_hint.setVisible(bool(problems))
        self.refresh_bookmarks()
        self.refresh_recent()
        if library.books:
            self.set_game(next(iter(library.books)))
            self.reader.show_message(self._welcome_html())

    @property
    def game_names(self) -> dict[str, str]:
        names = {g: b.manifest.short_title for g, b in (self.library.books.items() if self.library else [])}
        if self.partner is not None:
            names.update(dict.fromkeys(self.aliases, self.partner.manifest.short_title))
        return names

    def rule_for(self, cite: str) -> tuple[Manifest, Rule] | None:
        if self.library is None or ":" not in cite:
            return None
        game, rule_id = cite.split(":", 1)
        book = self.library.books.get(self.aliases.get(game, game))
        rule = book.get(rule_id) if book else None
        return (book.manifest, rule) if book and rule else None

    def engine_rule_for(self, cite: str) -> tuple[Manifest, Rule] | None:
        """A rule the engine cites: from the shipped edition its game module was written against, whatever
        edition the browser shows."""
        if ":" not in cite:
            return None
        game, rule_id = cite.split(":", 1)
        try:
            book = load_rulebook(game)
        except (KeyError, OSError, ValueError):
            return None
        rule = book.get(rule_id)
        return (book.manifest, rule) if rule else None

    # -- editions ---------------------------------------------------------------------------------------

    def select_edition(self, game: str, edition: str) -> bool:
        """Show ``edition`` of ``game``; the rule on screen stays if the edition has it."""
        if self.library is None:
            return False
        book = self.library.books.get(game)
        if book is not None and book.manifest.edition == edition:
            return True
        try:
            new = editions.load_edition(game, edition)
        except (KeyError, editions.EditionError, OSError, ValueError) as exc:
            self.status.emit(self.tr("无法载入版本 {edition}：{why}").format(edition=edition, why=exc))
            return False
        self.library.books[game] = new
        combo_index = self.game_combo.findData(game)
        if combo_index >= 0:
            self.game_combo.setItemText(combo_index, new.manifest.short_title)
        self.renderer = Renderer(self.library.books)
        self.reader.renderer = self.renderer
        current = self.current_cite()
        self.current_game = None  # re-enter set_game to refresh header, picker, contents
        self.set_game(game)
        if self.partner is not None and self.partner.manifest.edition == edition:
            self.set_partner(None)
        if current and current.startswith(f"{game}:") and new.get(current.split(":", 1)[1]) is not None:
            self.open_cite(current, record=False)
        elif current and current.startswith(f"{game}:"):
            self.reader.show_message(html.escape(self.tr("此版本没有规则 {cite}。").format(cite=current)))
        self._rebuild_search()
        return True

    def _fill_partners(self, game: str) -> None:
        self.partner_combo.blockSignals(True)
        self.partner_combo.clear()
        # "" rather than None as item data: PySide6 mis-counts references to a stored None
        self.partner_combo.addItem(self.tr("对照：无"), "")
        shown = self.library.books[game].manifest.edition if self.library and game in self.library.books else None
        for info in reversed(editions.list_editions(game)):
            if info.edition != shown:
                self.partner_combo.addItem(self.tr("对照：{edition}（{lang}）").format(
                    edition=info.edition, lang=info.language), info.edition)
        index = self.partner_combo.findData(self.partner.manifest.edition) if self.partner else 0
        self.partner_combo.setCurrentIndex(max(0, index))
        self.partner_combo.blockSignals(False)

    def set_partner(self, edition: str | None) -> bool:
        """Read ``edition`` side by side with the edition shown (both must share their numbering); None: off."""
        game = self.current_game
        if edition is None or game is None or self.library is None:
            self.partner = None
        else:
            try:
                other = editions.load_edition(game, edition)
            except (KeyError, editions.EditionError, OSError, ValueError) as exc:
                self.status.emit(self.tr("无法载入版本 {edition}：{why}").format(edition=edition, why=exc))
                return False
            if not shares_numbering(self.library.books[game], other):
                self.status.emit(self.tr("{edition} 与当前版本编号不同，不能对照阅读").format(edition=edition))
                self.partner = None
                self._fill_partners(game)
                return False
            self.partner = other
        self.reader.partner = self.partner
        self.reader.refresh()
        if (self.partner_combo.currentData() or None) != edition:
            self._fill_partners(game or "")
        self._rebuild_search()
        return self.partner is not None

    def _rebuild_search(self) -> None:
        """A new search index over the books shown, the partner edition included (search finds either
        language: its hits open the same number in the edition shown)."""
        if self.library is None or not self.index_on_change:
            return
        books = dict(self.library.books)
        self.aliases = {}
        if self.partner is not None:
            alias = f"{self.partner.game}~{self.partner.manifest.language}"
            self.aliases[alias] = self.partner.game
            books[alias] = editions.as_game(self.partner, alias)
        if self._index_builder is not None and self._index_builder.isRunning():
            self._rebuild_pending = True  # one build at a time; the newest selection is built next
            return
        self._rebuild_pending = False
        builder = _IndexBuilder(books, self)
        builder.finished.connect(self._on_index_built)
        self._index_builder = builder
        builder.start()

    def _on_index_built(self) -> None:
        builder = self._index_builder
        if self._rebuild_pending:
            self._rebuild_search()
            return
        backend = builder.backend if builder is not None else None
        if backend is None:
            return
        if self.library is not None:
            self.library.search = backend
        self.search.set_backend(backend)
        self._search_now()

    def wait_background(self) -> None:
        """Let a running index build finish (on close: a QThread must not be destroyed while it runs)."""
        if self._index_builder is not None:
            self._index_builder.wait()
        self._rebuild_pending = False

    def open_diff(self) -> DiffView | None:
        if self.current_game is None:
            return None
        self.diff_view = DiffView(self.current_game, self)
        self.diff_view.rule_requested.connect(self._open_from_diff)
        self.diff_view.show()
        return self.diff_view

    def _open_from_diff(self, cite: str) -> None:
        if self.diff_view is not None:
            new = self.diff_view.new_combo.currentData()
            if new:
                self.edition_picker.set_editions(self.current_game or "", editions.list_editions(
                    self.current_game or ""), new)
                self.select_edition(cite.split(":", 1)[0], new)
        self.open_cite(cite)

    # -- games ------------------------------------------------------------------------------------------

    def set_game(self, game: str) -> None:
        if self.library is None or game not in self.library.books or game == self.current_game:
            return
        self.current_game = game
        book = self.library.books[game]
        index = self.game_combo.findData(game)
        if index != self.game_combo.currentIndex():
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(index)
            self.game_combo.blockSignals(False)
        self.edition_picker.set_editions(game, editions.list_editions(game), book.manifest.edition)
        if self.partner is not None and self.partner.game != game:
            self.partner = None
            self.reader.partner = None
        self._fill_partners(game)
        m = book.manifest
        date = m.effective_date or self.tr("未注明")
        edition, effective = self.tr("版本"), self.tr("生效日期")
        self.book_header.setText(
            f"<b>{html.escape(m.title)}</b>　{html.escape(edition)} {html.escape(m.edition)}　"
            f"{html.escape(effective)} {html.escape(date)}"
        )
        self.contents.set_book(book)
        if self.scope_combo.currentData() == "current":
            self._search_now()

    def _on_game_combo(self, index: int) -> None:
        game = self.game_combo.itemData(index)
        if game:
            self.context_game = game  # the judge chose this book
            self.set_game(game)

    # -- navigation -------------------------------------------------------------------------------------

    def open_cite(self, cite: str, record: bool = True) -> bool:
        """Show the rule ``cite`` ('game:id', aliases accepted); False with a status message if it is unknown."""
        found = self.rule_for(cite)
        if found is None:
            self.status.emit(self.tr("找不到规则 {cite}").format(cite=cite))
            return False
        _, rule = found
        self.context_game = rule.game
        self.set_game(rule.game)
        self.reader.show_rule(rule)
        self.contents.reveal(rule.id)
        if record:
            self.history.visit(rule.cite)
        self._update_actions()
        self.current_changed.emit(rule.cite)
        return True

    def current_cite(self) -> str | None:
        return self.reader.rule.cite if self.reader.rule else None

    def go_back(self) -> None:
        cite = self.history.back()
        if cite:
            self.open_cite(cite, record=False)
        self._update_actions()

    def go_forward(self) -> None:
        cite = self.history.forward()
        if cite:
            self.open_cite(cite, record=False)
        self._update_actions()

    def _on_missing(self, cite: str) -> None:
        self.status.emit(self.tr("规则 {cite} 不在本文档中：原文件没有收录这一部分。").format(cite=cite))

    def _update_actions(self) -> None:
        self.act_back.setEnabled(self.history.can_back)
        self.act_forward.setEnabled(self.history.can_forward)
        cite = self.current_cite()
        for act in (self.act_copy, self.act_copy_md, self.act_bookmark, self.act_source):
            act.setEnabled(cite is not None or act in (self.act_copy, self.act_copy_md))
        self.act_bookmark.blockSignals(True)
        self.act_bookmark.setChecked(bool(cite) and self.userdata.is_bookmarked(cite or ""))
        self.act_bookmark.blockSignals(False)

    # -- search -----------------------------------------------------------------------------------------

    def focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def _scope(self) -> list[str] | None:
        if self.scope_combo.currentData() == "current" and self.current_game:
            if any(g == self.current_game for g in self.aliases.values()):
                return None  # the search scopes only shipped game ids; the partner's hits are kept in _on_results
            return [self.current_game]
        return None

    def _on_text_edited(self, text: str) -> None:
        self.search.request(text, self._scope(), context=self.context_game)

    def _search_now(self) -> None:
        self.search.request(self.search_box.text(), self._scope(), immediate=True, context=self.context_game)

    def run_search(self, text: str) -> None:
        """Put ``text`` in the box and search at once (recent searches, other workspaces)."""
        self.search_box.setText(text)
        self._search_now()

    def _on_results(self, query: str, found: Found) -> None:
        hits = found.hits
        if self.scope_combo.currentData() == "current" and self.current_game and self.aliases:
            keep = {self.current_game} | {a for a, g in self.aliases.items() if g == self.current_game}
            hits = [h for h in hits if h.game in keep]
        wanted = self.status_filter.wanted()
        if wanted:
            hits = self._with_status(query, hits, wanted)
        self._last_query = query
        self._show_correction(query, found)
        self.results.set_hits(hits, self.game_names)
        if len(query) > MAX_QUERY_CHARS:
            self.status.emit(self.tr("查询有 {n} 个字符,上限 {limit}:请缩短后再搜索")
                             .format(n=len(query), limit=MAX_QUERY_CHARS))
        elif wanted and not query.strip():
            self.side_tabs.setCurrentIndex(0)
            self.status.emit(self.tr("{n} 条规则:{status}").format(
                n=len(hits), status=conformance_view.status_name(wanted)))
        elif query.strip():
            self.side_tabs.setCurrentIndex(0)
            self.status.emit(self.tr("{n} 条结果").format(n=len(hits)) if hits else self.tr("没有找到结果"))

    def _show_correction(self, query: str, found: Found) -> None:
        """你是不是要找「冻结」？已按它搜索 — and a link searching the query as typed (the words read as others quoted,
        so nothing is corrected)."""
        if not found.searched:
            self.correction_hint.setVisible(False)
            return
        typed = "、".join(f"「{t}」" for t in found.typed)
        said = self.tr("你是不是要找「{searched}」？已按它搜索（输入的是{typed}）").format(
            searched=found.searched, typed=typed)
        literal = query
        for word in found.typed:
            literal = literal.replace(word, f'"{word}"')
        if literal == query:  # typed in the other script: quote the whole query
            literal = f'"{query}"'
        link = self.tr("仍按输入的搜索")
        self.correction_hint.setText(
            f'{html.escape(said)} <a href="{html.escape(literal, quote=True)}">{html.escape(link)}</a>')
        self.correction_hint.setVisible(True)

    def _with_status(self, query: str, hits: list[Hit], wanted: str) -> list[Hit]:
        """The status filter: the hits whose rule has ``wanted``; with no query, every such rule (in scope)."""
        books = self.library.books if self.library is not None else {}
        if not query.strip():
            return conformance_view.status_hits(self.statuses, wanted, books, self._scope())
        shown = {g: b.manifest.edition for g, b in books.items()}
        return conformance_view.filter_hits(hits, self.statuses, wanted, shown, self.aliases)

    def more_from_section(self, cite: str | None = None) -> list[Hit]:
        """"More from this section": the results list shows the section of ``cite`` (default: the rule open in
        the reader), its heading first, then its rules in book order, so a judge reads the siblings of a hit."""
        cite = cite or self.current_cite()
        backend = self.search.backend
        if not cite or backend is None:
            self.status.emit(self.tr("没有可展开的章节"))
            return []
        hits = backend.section(cite)
        self._last_query = ""  # a section listing is no typed search: it is not added to recent searches
        self.correction_hint.setVisible(False)
        self.results.set_hits(hits, self.game_names)
        self.side_tabs.setCurrentIndex(0)
        self.status.emit(self.tr("{cite} 所在章节:{n} 条").format(cite=cite, n=len(hits)))
        return hits

    def _open_from_list(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        if self._last_query.strip():
            self.userdata.add_recent_search(self._last_query)
            self.refresh_recent()
        self.open_cite(item.data(CITE_ROLE))

    def open_current_result(self) -> None:
        item = self.results.currentItem() or self.results.item(0)
        self._open_from_list(item)

    def _on_recent(self, item: QListWidgetItem) -> None:
        self.run_search(item.text())
        self.focus_search()

    # -- bookmarks, recent searches ---------------------------------------------------------------------

    def toggle_bookmark(self, on: bool | None = None) -> None:
        cite = self.current_cite()
        if cite is None:
            return
        on = not self.userdata.is_bookmarked(cite) if on is None else on
        if on:
            rule = self.reader.rule
            self.userdata.add_bookmark(cite, f"{rule.id} {short_text(rule)}" if rule else cite)
            self.status.emit(self.tr("已加入书签：{cite}").format(cite=cite))
        else:
            self.userdata.remove_bookmark(cite)
            self.status.emit(self.tr("已移除书签：{cite}").format(cite=cite))
        self.refresh_bookmarks()
        self._update_actions()

    def refresh_bookmarks(self) -> None:
        self.bookmark_list.clear()
        for mark in self.userdata.bookmarks():
            game = mark.cite.split(":", 1)[0]
            item = QListWidgetItem(f"[{self.game_names.get(game, game)}] {mark.label or mark.cite}")
            item.setData(CITE_ROLE, mark.cite)
            item.setToolTip(mark.cite)
            self.bookmark_list.addItem(item)

    def refresh_recent(self) -> None:
        self.recent_list.clear()
        self.recent_list.addItems(self.userdata.recent_searches())

    # -- citations --------------------------------------------------------------------------------------

    def selected_cites(self) -> list[str]:
        """Rules selected in the list that has focus, else the rule in the reader."""
        focus = QApplication.focusWidget()
        if focus is self.results and self.results.selectedItems():
            return self.results.cites()
        if focus is self.contents and self.contents.selectedItems():
            return self.contents.cites()
        if focus is self.bookmark_list and self.bookmark_list.selectedItems():
            return [i.data(CITE_ROLE) for i in self.bookmark_list.selectedItems()]
        cite = self.current_cite()
        return [cite] if cite else []

    def copy_citation(self, markdown: bool = False, cites: list[str] | None = None) -> str:
        found = [r for r in (self.rule_for(c) for c in (cites if cites is not None else self.selected_cites())) if r]
        if not found:
            self.status.emit(self.tr("没有可复制的规则"))
            return ""
        text = citation.markdown_many(found) if markdown else citation.plain_many(found)
        QGuiApplication.clipboard().setText(text)
        self.status.emit(self.tr("已复制 {n} 条引用").format(n=len(found)))
        return text

    # -- zoom -------------------------------------------------------------------------------------------

    def set_zoom(self, zoom: int) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self.apply_zoom()

    def apply_zoom(self) -> None:
        font = self.reader.font()
        font.setPointSize(BASE_POINT_SIZE + self.zoom)
        self.reader.setFont(font)
        self.reader.document().setDefaultFont(font)
        self.reader.refresh()
        small = self.results.font()
        small.setPointSize(BASE_POINT_SIZE - 1 + self.zoom // 2)
        for widget in (self.results, self.contents, self.bookmark_list, self.recent_list):
            widget.setFont(small)

    # -- keyboard and mouse -----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        etype = event.type()
        if (etype == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent)
                and isinstance(watched, QWidget) and (watched is self or self.isAncestorOf(watched))):
            if event.button() == Qt.MouseButton.BackButton:
                self.go_back()
                return True
            if event.button() == Qt.MouseButton.ForwardButton:
                self.go_forward()
                return True
        if etype == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if watched is self.search_box:
                if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                    self.results.move(1 if key == Qt.Key.Key_Down else -1)
                    return True
                if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                    self.results.move(10 if key == Qt.Key.Key_PageDown else -10)
                    return True
                if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    if self.search_box.text() != self._last_query:
                        # Enter right after typing, before the debounce fired: answer this query first.
                        self.search.request(
                            self.search_box.text(), self._scope(), immediate=True, context=self.context_game
                        )
                        self.search.wait(3000)
                        QApplication.sendPostedEvents(self.search)
                    self.open_current_result()
                    return True
                if key == Qt.Key.Key_Escape and self.search_box.text():
                    self.search_box.clear()
                    self.search.request("", None)
                    return True
            elif watched is self.results and key == Qt.Key.Key_Escape:
                self.focus_search()
                return True
        return super().eventFilter(watched, event)

    def _welcome_html(self) -> str:
        tips = [
            self.tr("Ctrl+K 或 Ctrl+F：搜索（↑/↓ 选择，Enter 打开，Esc 清空）"),
            self.tr("Ctrl+L：按编号转到规则，例如 mtg:502.9b、ga 2.2.7、6.5.2"),
            self.tr("Alt+←/→：后退/前进；Ctrl+Shift+C：复制引用；Ctrl+D：书签"),
        ]
        items = "".join(f"<li>{html.escape(t)}</li>" for t in tips)
        title = self.tr("规则浏览器")
        return f"<h2>{html.escape(title)}</h2><ul>{items}</ul>"
