<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
<context>
    <name>App</name>
    <message>
        <location filename="../ui/app.py" line="44"/>
        <source>裁判台</source>
        <translation>Judge Desk</translation>
    </message>
</context>
<context>
    <name>GoToRuleDialog</name>
    <message>
        <location filename="../ui/goto_dialog.py" line="21"/>
        <source>转到规则</source>
        <translation>Go to rule</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="25"/>
        <source>例如 mtg:502.9b、ga 2.2.7、502.9.b</source>
        <translation>e.g. mtg:502.9b, ga 2.2.7, 502.9.b</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="34"/>
        <source>输入规则编号（当前游戏：{game}）</source>
        <translation>Enter a rule number (current game: {game})</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="54"/>
        <source>“{text}” 不是规则编号。请输入如 502.9b 或 mtg:502.9b 的编号。</source>
        <translation>“{text}” is not a rule number. Enter a number such as 502.9b or mtg:502.9b.</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="58"/>
        <source>未知的游戏：{game}</source>
        <translation>Unknown game: {game}</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="60"/>
        <source>{game} 中没有规则 {id}。</source>
        <translation>{game} has no rule {id}.</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="63"/>
        <source>本文档只收录 {ranges}，这条规则不在本文档中。</source>
        <translation>This document only contains {ranges}; this rule is not in this document.</translation>
    </message>
    <message>
        <location filename="../ui/goto_dialog.py" line="68"/>
        <source>最接近的编号：</source>
        <translation>Nearest ids: </translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../ui/library.py" line="37"/>
        <source>正在载入规则书 {game}…</source>
        <translation>Loading rulebook {game}…</translation>
    </message>
    <message>
        <location filename="../ui/library.py" line="42"/>
        <source>正在准备搜索索引…</source>
        <translation>Preparing the search index…</translation>
    </message>
    <message>
        <location filename="../ui/library.py" line="50"/>
        <source>完成</source>
        <translation>Done</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="26"/>
        <source>裁判台</source>
        <translation>Judge Desk</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="36"/>
        <source>规则</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="40"/>
        <source>转到规则…</source>
        <translation>Go to rule…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="43"/>
        <source>设置…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="46"/>
        <source>退出</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="54"/>
        <source>文件(&amp;F)</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="58"/>
        <source>编辑(&amp;E)</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="60"/>
        <source>转到(&amp;G)</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="62"/>
        <source>视图(&amp;V)</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="64"/>
        <source>书签(&amp;B)</source>
        <translation>&amp;Bookmarks</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="67"/>
        <source>导航</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="82"/>
        <source>正在准备规则数据库…</source>
        <translation>Preparing the rules database…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="83"/>
        <source>首次启动</source>
        <translation>First start</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="121"/>
        <source>规则数据库尚未载入完成</source>
        <translation>The rules database is still loading</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="134"/>
        <source>设置</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="134"/>
        <source>界面语言将在重新启动后生效。</source>
        <translation>The interface language will change after a restart.</translation>
    </message>
</context>
<context>
    <name>RuleReader</name>
    <message>
        <location filename="../ui/reader.py" line="57"/>
        <source>规则 {cite} 不在本文档中：原文件没有收录这一部分。</source>
        <translation>Rule {cite} is not in this document: the source file does not contain that part.</translation>
    </message>
</context>
<context>
    <name>RuleView</name>
    <message>
        <location filename="../ui/render.py" line="36"/>
        <source>已修复</source>
        <translation>Repaired</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="37"/>
        <source>导入时对文字或编号做了超出去噪的机械修复，见下方修复记录。</source>
        <translation>The importer mechanically repaired the text or number beyond noise removal; see the repairs below.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="38"/>
        <source>已重建</source>
        <translation>Reconstructed</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="39"/>
        <source>源文件在此处丢失了字节，文字是重建的，请谨慎引用。</source>
        <translation>The source lost bytes here; the text was reconstructed. Cite with care.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="40"/>
        <source>已重新编号</source>
        <translation>Renumbered</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="41"/>
        <source>编号与原文印刷的编号不同，见下方修复记录。</source>
        <translation>The id differs from the printed number; see the repairs below.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="42"/>
        <source>重复编号</source>
        <translation>Duplicate number</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="43"/>
        <source>原文多次印刷了这个编号。</source>
        <translation>The source prints this number more than once.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="44"/>
        <source>空条目</source>
        <translation>Empty</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="45"/>
        <source>原文有这个编号，但没有正文。</source>
        <translation>The source has this number but no text.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="46"/>
        <source>文字不完整</source>
        <translation>Truncated</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="47"/>
        <source>原文在句中中断。</source>
        <translation>The source text stops mid-sentence.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="48"/>
        <source>翻译缺陷</source>
        <translation>Translation defect</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="49"/>
        <source>已知的翻译错误，见下方说明。</source>
        <translation>Known translation error; see the note below.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="50"/>
        <source>合成编号</source>
        <translation>Synthesized id</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="51"/>
        <source>原文没有编号，此编号按位置生成。</source>
        <translation>The source prints no number; this id was generated from the position.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="52"/>
        <source>上级缺失</source>
        <translation>Parent missing</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="53"/>
        <source>原文的上级编号不存在，已挂到最近的上级下。</source>
        <translation>The printed parent does not exist; the rule is attached to the nearest ancestor.</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="124"/>
        <source>不在本文档中</source>
        <translation>not in this document</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="150"/>
        <source>（无正文）</source>
        <translation>(no text)</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="151"/>
        <source>例</source>
        <translation>Example</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="152"/>
        <source>注意</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="153"/>
        <source>修复记录</source>
        <translation>Repairs</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="154"/>
        <source>下级条目</source>
        <translation>Sub-rules</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="155"/>
        <source>上一条</source>
        <translation>Previous</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="156"/>
        <source>下一条</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="170"/>
        <source>原文编号</source>
        <translation>printed as</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="188"/>
        <source>可信度</source>
        <translation>confidence</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="215"/>
        <source>源文件 {file} 第 {first}–{last} 行</source>
        <translation>Source file {file}, lines {first}–{last}</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="247"/>
        <source>高</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="248"/>
        <source>中</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="249"/>
        <source>低</source>
        <translation>low</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../ui/browser.py" line="61"/>
        <source>搜索出错：{msg}</source>
        <translation>Search failed: {msg}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="70"/>
        <source>切换规则书</source>
        <translation>Switch rulebook</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="79"/>
        <source>搜索规则、术语或编号（Ctrl+K）</source>
        <translation>Search rules, terms or numbers (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="84"/>
        <source>所有游戏</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="85"/>
        <source>当前游戏</source>
        <translation>Current game</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="86"/>
        <source>搜索范围</source>
        <translation>Search scope</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="115"/>
        <source>结果</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="116"/>
        <source>目录</source>
        <translation>Contents</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="117"/>
        <source>书签</source>
        <translation>Bookmarks</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="118"/>
        <source>最近搜索</source>
        <translation>Recent</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="129"/>
        <source>正在载入规则数据库…</source>
        <translation>Loading the rules database…</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="166"/>
        <source>搜索</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="168"/>
        <source>后退</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="170"/>
        <source>前进</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="172"/>
        <source>复制引用</source>
        <translation>Copy citation</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="174"/>
        <source>复制为 Markdown</source>
        <translation>Copy as Markdown</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="176"/>
        <source>加入书签</source>
        <translation>Bookmark</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="178"/>
        <source>显示原文</source>
        <translation>Show source text</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="180"/>
        <source>放大文字</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="182"/>
        <source>缩小文字</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="184"/>
        <source>重置文字大小</source>
        <translation>Reset zoom</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="201"/>
        <source>{game} 无法载入：{why}</source>
        <translation>{game} could not be loaded: {why}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="203"/>
        <source>搜索不可用：{why}</source>
        <translation>Search unavailable: {why}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="237"/>
        <source>未注明</source>
        <translation>not stated</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="238"/>
        <source>版本</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="238"/>
        <source>生效日期</source>
        <translation>Effective</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="258"/>
        <source>找不到规则 {cite}</source>
        <translation>No rule {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="286"/>
        <source>规则 {cite} 不在本文档中：原文件没有收录这一部分。</source>
        <translation>Rule {cite} is not in this document: the source file does not contain that part.</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="325"/>
        <source>{n} 条结果</source>
        <translation>{n} results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="325"/>
        <source>没有找到结果</source>
        <translation>No results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="353"/>
        <source>已加入书签：{cite}</source>
        <translation>Bookmarked: {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="356"/>
        <source>已移除书签：{cite}</source>
        <translation>Bookmark removed: {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="390"/>
        <source>没有可复制的规则</source>
        <translation>Nothing to copy</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="394"/>
        <source>已复制 {n} 条引用</source>
        <translation>Copied {n} citation(s)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="454"/>
        <source>Ctrl+K 或 Ctrl+F：搜索（↑/↓ 选择，Enter 打开，Esc 清空）</source>
        <translation>Ctrl+K or Ctrl+F: search (↑/↓ select, Enter open, Esc clear)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="455"/>
        <source>Ctrl+L：按编号转到规则，例如 mtg:502.9b、ga 2.2.7、6.5.2</source>
        <translation>Ctrl+L: go to a rule by number, e.g. mtg:502.9b, ga 2.2.7, 6.5.2</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="456"/>
        <source>Alt+←/→：后退/前进；Ctrl+Shift+C：复制引用；Ctrl+D：书签</source>
        <translation>Alt+←/→: back/forward; Ctrl+Shift+C: copy citation; Ctrl+D: bookmark</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="459"/>
        <source>规则浏览器</source>
        <translation>Rules browser</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="15"/>
        <source>设置</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="23"/>
        <source>界面语言在重新启动后生效。</source>
        <translation>The interface language takes effect after a restart.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="29"/>
        <source>界面语言</source>
        <translation>Interface language</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="31"/>
        <source>文字缩放</source>
        <translation>Text zoom</translation>
    </message>
</context>
</TS>
