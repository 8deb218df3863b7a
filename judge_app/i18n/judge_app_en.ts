<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../ui/board/actions_panel.py" line="47"/>
        <source>编辑动作</source>
        <translation>Edit action</translation>
    </message>
    <message>
        <source>第 %1 行第 %2 列</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>第 %1 行</source>
        <translation>line %1</translation>
    </message>
</context>
<context>
    <name>ActionForm</name>
    <message>
        <source>玩家</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>攻击者</source>
        <translation>Attackers</translation>
    </message>
    <message>
        <source>阻挡</source>
        <translation>Blocks</translation>
    </message>
    <message>
        <source>伤害分配</source>
        <translation>Damage assignment</translation>
    </message>
    <message>
        <source>阶段</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>步骤</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>回合</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>目标</source>
        <translation>Targets</translation>
    </message>
    <message>
        <source>模式</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>选择</source>
        <translation>Choices</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="206"/>
        <source>动作:{type}</source>
        <translation>Action: {type}</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="218"/>
        <source>(此项请用 YAML 编辑)</source>
        <translation>(edit this in YAML)</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="225"/>
        <source>YAML…</source>
        <translation>YAML…</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="260"/>
        <source>(不限)</source>
        <translation>(any)</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="291"/>
        <source>卡牌</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="291"/>
        <source>对应</source>
        <translation>Paired with</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="386"/>
        <source>此处不合法(仍可加入,追溯会在此拒绝并引用规则):</source>
        <translation>Illegal here (it can still be added; the trace will refuse it and cite the rule):</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="390"/>
        <source>无法检查:{error}</source>
        <translation>Cannot check: {error}</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="394"/>
        <source>此处合法</source>
        <translation>Legal here</translation>
    </message>
    <message>
        <source>在牌桌上点击卡牌或玩家来填写(Esc 取消)</source>
        <translation>Click a card or a player on the table to fill this in (Esc cancels)</translation>
    </message>
    <message>
        <source>点击牌桌上的卡牌或玩家来填写「{field}」(Esc 取消)</source>
        <translation>Click a card or a player on the table to fill in “{field}” (Esc cancels)</translation>
    </message>
    <message>
        <source>玩家 {name}</source>
        <translation>Player {name}</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="262"/>
        <source>键入数字替换格中的值;Tab 或方向键换格;Enter:记录此动作(己方每个来源都已填写时)</source>
        <translation>Type a number to replace the cell; Tab or the arrows move; Enter: record the action (once every source of the acting player has an amount)</translation>
    </message>
</context>
<context>
    <name>ActionsPanel</name>
    <message>
        <location filename="../ui/board/actions_panel.py" line="95"/>
        <source>添加动作</source>
        <translation>Add action</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="102"/>
        <source>编辑…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="103"/>
        <source>删除</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="104"/>
        <source>上移</source>
        <translation>Move up</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="105"/>
        <source>下移</source>
        <translation>Move down</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="131"/>
        <source>场景无法解析,动作不可编辑。</source>
        <translation>The scenario cannot be read; actions cannot be edited.</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="155"/>
        <source>场景有问题,修正后才能检查动作是否合法。</source>
        <translation>The scenario has problems; fix them to check whether the actions are legal.</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="157"/>
        <source>还没有动作:用「添加动作」从合法动作中选择。</source>
        <translation>No actions yet: use “Add action” to pick from the legal actions.</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="170"/>
        <source>场景无法解析</source>
        <translation>The scenario cannot be read</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="175"/>
        <source>此处的局面未知(前面的动作不合法或场景有问题)</source>
        <translation>The position here is unknown (an earlier action is illegal or the scenario has problems)</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="182"/>
        <source>此时没有合法动作</source>
        <translation>No legal actions now</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="191"/>
        <source>自定义动作…</source>
        <translation>Custom action…</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="203"/>
        <source>(双方让过 {n} 次后)</source>
        <translation>(after {n} passes)</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="214"/>
        <source>用表单填写 {kind}…</source>
        <translation>Fill in {kind} with a form…</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="230"/>
        <source>推进到…</source>
        <translation>Advance to…</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="244"/>
        <source>用表单填写…</source>
        <translation>Fill in with a form…</translation>
    </message>
    <message>
        <location filename="../ui/board/actions_panel.py" line="1"/>
        <source>双方让过,直到下一个决定</source>
        <translation>Everyone passes until the next decision</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>前面的动作不合法,未执行</source>
        <translation>not carried out: an earlier action is illegal</translation>
    </message>
    <message>
        <source>无法继续:{reason}</source>
        <translation>cannot go on: {reason}</translation>
    </message>
    <message>
        <source>游戏已结束,此动作被忽略</source>
        <translation>the game is over; this action is ignored</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../ui/app.py" line="48"/>
        <source>裁判台</source>
        <translation>Judge Desk</translation>
    </message>
</context>
<context>
    <name>ArrowOverlay</name>
    <message>
        <location filename="../ui/board/arrows.py" line="105"/>
        <source>{card}:当时在{zone}</source>
        <translation>{card}: then in {zone}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../ui/board/board_view.py" line="139"/>
        <source>新建或打开一个场景(Ctrl+N / Ctrl+O)</source>
        <translation>Create or open a scenario (Ctrl+N / Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../ui/board/board_view.py" line="277"/>
        <source>  ▶ 当前回合</source>
        <translation>  ▶ Active turn</translation>
    </message>
    <message>
        <location filename="../ui/board/board_view.py" line="270"/>
        <source>键入卡名添加</source>
        <translation>Type a card name to add it</translation>
    </message>
    <message>
        <location filename="../ui/board/board_view.py" line="275"/>
        <source>键入卡名添加 · Shift+Enter:加到 {who} 的{zone}</source>
        <translation>Type a card name to add it · Shift+Enter: into {who}'s {zone}</translation>
    </message>
    <message>
        <location filename="../ui/board/board_view.py" line="278"/>
        <source>键入卡名添加 · Shift+Enter:给 {who}</source>
        <translation>Type a card name to add it · Shift+Enter: to {who}</translation>
    </message>
</context>
<context>
    <name>NewScenarioDialog</name>
    <message>
        <location filename="../ui/board/new_scenario_dialog.py" line="30"/>
        <source>新建场景</source>
        <translation>New scenario</translation>
    </message>
    <message>
        <location filename="../ui/board/new_scenario_dialog.py" line="43"/>
        <source>按数字或方括号中的字母直接新建;Enter:选中的游戏;Esc:取消</source>
        <translation>Press a digit or the letter in brackets to create it at once; Enter: the highlighted game; Esc: cancel</translation>
    </message>
</context>
<context>
    <name>BoardWorkspace</name>
    <message>
        <location filename="../ui/board/workspace.py" line="111"/>
        <source>恢复</source>
        <translation>Recover</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="112"/>
        <source>丢弃</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="125"/>
        <source>返回编辑</source>
        <translation>Back to editing</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="155"/>
        <source>检查器</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="156"/>
        <source>动作</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="157"/>
        <location filename="../ui/board/workspace.py" line="189"/>
        <source>追溯</source>
        <translation>Trace</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="158"/>
        <location filename="../ui/board/workspace.py" line="477"/>
        <source>问题</source>
        <translation>Problems</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="185"/>
        <source>新建场景…</source>
        <translation>New scenario…</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="186"/>
        <source>打开场景…</source>
        <translation>Open scenario…</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="187"/>
        <source>保存场景</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="188"/>
        <source>场景另存为…</source>
        <translation>Save scenario as…</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="190"/>
        <source>导出报告…</source>
        <translation>Export report…</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="191"/>
        <source>选中的卡牌存入卡牌库</source>
        <translation>Save the selected card to the library</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="193"/>
        <source>撤销</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="196"/>
        <source>重做</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="199"/>
        <source>最近的场景</source>
        <translation>Recent scenarios</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="222"/>
        <source>未保存的修改</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="223"/>
        <source>场景「{name}」有未保存的修改,是否保存?</source>
        <translation>Scenario “{name}” has unsaved changes. Save them?</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="227"/>
        <source>场景 (*.yaml *.yml);;所有文件 (*)</source>
        <translation>Scenarios (*.yaml *.yml);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="251"/>
        <source>按 F5 追溯当前场景。</source>
        <translation>Press F5 to trace the scenario.</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="266"/>
        <location filename="../ui/board/workspace.py" line="274"/>
        <location filename="../ui/board/workspace.py" line="279"/>
        <source>新建场景</source>
        <translation>New scenario</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="279"/>
        <source>{game} 的场景模板无法使用:{error}</source>
        <translation>The scenario template of {game} cannot be used: {error}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="293"/>
        <source>打开场景</source>
        <translation>Open scenario</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="300"/>
        <source>无法打开场景</source>
        <translation>Cannot open the scenario</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="305"/>
        <source>场景有错误</source>
        <translation>The scenario has errors</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="320"/>
        <source>场景另存为</source>
        <translation>Save scenario as</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="331"/>
        <source>保存失败</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="337"/>
        <source>已保存 {path}</source>
        <translation>Saved {path}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="365"/>
        <source>(无)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="376"/>
        <source>自动保存失败:{error}</source>
        <translation>Autosave failed: {error}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="385"/>
        <source>上次异常退出时有未保存的场景:{names}。要恢复最近的一个吗?</source>
        <translation>Unsaved scenarios were left when the program last stopped unexpectedly: {names}. Recover the latest?</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="398"/>
        <source>无法恢复</source>
        <translation>Cannot recover</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="404"/>
        <source>已恢复 {name},请保存。</source>
        <translation>Recovered {name}; please save it.</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="424"/>
        <location filename="../ui/board/workspace.py" line="425"/>
        <source>修改被拒绝:</source>
        <translation>Edit refused: </translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="444"/>
        <source>新建或打开一个场景(Ctrl+N / Ctrl+O)</source>
        <translation>Create or open a scenario (Ctrl+N / Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="446"/>
        <source>场景无法显示:</source>
        <translation>The scenario cannot be shown:</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="477"/>
        <source>问题 ({n})</source>
        <translation>Problems ({n})</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="507"/>
        <source>不能移动:</source>
        <translation>Cannot move: </translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="548"/>
        <source>伤害</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="557"/>
        <source> ⇄(双击)</source>
        <translation> ⇄ (double-click)</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="576"/>
        <source>先选中一张卡牌</source>
        <translation>Select one card first</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="559"/>
        <location filename="../ui/board/workspace.py" line="582"/>
        <source>存入卡牌库</source>
        <translation>Save to card library</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="716"/>
        <source>移到</source>
        <translation>Move to</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="722"/>
        <source>{who} 的{zone}</source>
        <translation>{who}'s {zone}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="584"/>
        <source>已存入卡牌库:{name}</source>
        <translation>Saved to the card library: {name}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="599"/>
        <source>不能添加:</source>
        <translation>Cannot add: </translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="622"/>
        <source>场景有 {n} 个问题,修正后才能追溯:</source>
        <translation>The scenario has {n} problem(s); fix them to trace:</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="636"/>
        <location filename="../ui/board/workspace.py" line="682"/>
        <source>没有打开的场景。</source>
        <translation>No scenario is open.</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="671"/>
        <source>无法还原第 {n} 步之后的局面:{error}</source>
        <translation>Cannot rebuild the position after step {n}: {error}</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="674"/>
        <source>第 {n} 步之后的局面(只读),橙色为此步改变的对象</source>
        <translation>Position after step {n} (read-only); orange marks what this step changed</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="682"/>
        <location filename="../ui/board/workspace.py" line="687"/>
        <source>导出报告</source>
        <translation>Export report</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="687"/>
        <source>报告导出模块不可用({error})。</source>
        <translation>The report export module is not available ({error}).</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="694"/>
        <source>牌桌</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>在双方让过 {n} 次后加入</source>
        <translation>Added after both players pass {n} times</translation>
    </message>
    <message>
        <source>把 {source} 拖到 {target} 没有对应的动作;请用「添加动作」</source>
        <translation>Dragging {source} onto {target} means no action; use “Add action”</translation>
    </message>
    <message>
        <source>拖动连线</source>
        <translation>Drag to act</translation>
    </message>
    <message>
        <source>开启后从一张卡牌拖到另一张卡牌或玩家名上即加入对应的动作(攻击、阻挡、目标);不开启时按住 Alt 拖动亦可</source>
        <translation>When on, dragging a card onto another card or a player's name adds the matching action (attack, block, target); when off, drag with Alt held</translation>
    </message>
    <message>
        <source>缩小卡牌,使双方的区域同时显示在窗口中(Ctrl+Shift+F)</source>
        <translation>Shrink the cards so both sides of the table fit the window (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>适应窗口</source>
        <translation>Fit board</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="1"/>
        <source>双方让过,直到下一个决定</source>
        <translation>Everyone passes until the next decision</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="1"/>
        <source>加入了 {n} 次让过</source>
        <translation>{n} passes added</translation>
    </message>
    <message>
        <location filename="../ui/board/workspace.py" line="1"/>
        <source>此处没有可加入的让过</source>
        <translation>No passes to add here</translation>
    </message>
</context>
<context>
    <name>Conformance</name>
    <message>
        <source>引擎应用</source>
        <translation>Applied by the engine</translation>
    </message>
    <message>
        <source>引擎建模</source>
        <translation>Modelled</translation>
    </message>
    <message>
        <source>范围外</source>
        <translation>Out of scope</translation>
    </message>
    <message>
        <source>引擎未支持</source>
        <translation>Not supported by the engine</translation>
    </message>
    <message>
        <source>未分类</source>
        <translation>Unclassified</translation>
    </message>
    <message>
        <source>引擎应用 · {n} 个场景</source>
        <translation>Applied by the engine · {n} scenarios</translation>
    </message>
    <message>
        <source>引擎未支持:{what}</source>
        <translation>Not supported: {what}</translation>
    </message>
    <message>
        <source>引擎的程序引用此规则({code})。</source>
        <translation>An engine procedure cites this rule ({code}).</translation>
    </message>
    <message>
        <source> 待修场景:{names}。</source>
        <translation> Pending scenarios: {names}.</translation>
    </message>
    <message>
        <source>一致性表尚未给此规则分类。</source>
        <translation>The conformance table does not classify this rule yet.</translation>
    </message>
    <message>
        <source>另 {n} 个</source>
        <translation>{n} more</translation>
    </message>
    <message>
        <source>按引擎状态筛选:引擎应用、引擎建模、范围外、引擎未支持</source>
        <translation>Filter by engine status: applied, modelled, out of scope, not supported</translation>
    </message>
    <message>
        <source>所有状态</source>
        <translation>Any status</translation>
    </message>
</context>
<context>
    <name>ChoicesTable</name>
    <message>
        <location filename="../ui/board/action_form.py" line="130"/>
        <source>针对(能力或替代)</source>
        <translation>For (ability or replacement)</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="130"/>
        <source>使用</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="130"/>
        <source>目标(逗号分隔)</source>
        <translation>Targets (comma separated)</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="131"/>
        <source>卡牌(逗号分隔)</source>
        <translation>Cards (comma separated)</translation>
    </message>
    <message>
        <location filename="../ui/board/action_form.py" line="131"/>
        <source>模式</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/report/export_dialog.py" line="59"/>
        <location filename="../ui/report/export_dialog.py" line="234"/>
        <source>导出裁判报告</source>
        <translation>Export ruling report</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="67"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="67"/>
        <source>HTML(独立网页)</source>
        <translation>HTML (self-contained page)</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="67"/>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="68"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="76"/>
        <source>裁判姓名</source>
        <translation>Judge&apos;s name</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="77"/>
        <source>赛事名称、轮次</source>
        <translation>Event and round</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="78"/>
        <source>裁定日期,如 2026-11-25</source>
        <translation>Date of the ruling, e.g. 2026-11-25</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="80"/>
        <source>对整个裁定的批注(可留空)</source>
        <translation>Note on the whole ruling (optional)</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="84"/>
        <source>步骤</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="84"/>
        <source>内容</source>
        <translation>Content</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="84"/>
        <source>批注</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="101"/>
        <source>格式:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="102"/>
        <source>裁判:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="103"/>
        <source>赛事:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="104"/>
        <source>日期:</source>
        <translation>Date:</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="105"/>
        <source>整体批注:</source>
        <translation>Ruling note:</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="106"/>
        <source>步骤批注(双击“批注”列编辑):</source>
        <translation>Step notes (double-click the Note column to edit):</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="115"/>
        <source>保存批注到场景</source>
        <translation>Save notes to scenario</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="117"/>
        <source>把批注写入场景文件(其余内容与注释保持不变)</source>
        <translation>Write the notes into the scenario file (everything else, comments included, stays as it is)</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="118"/>
        <source>场景尚未保存为文件,无法写入批注</source>
        <translation>The scenario has not been saved to a file yet; notes cannot be written</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="214"/>
        <location filename="../ui/report/export_dialog.py" line="217"/>
        <source>无法保存批注</source>
        <translation>Cannot save notes</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="218"/>
        <location filename="../ui/report/export_dialog.py" line="251"/>
        <source>无法写入 %1:%2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="223"/>
        <source>批注已保存到 %1</source>
        <translation>Notes saved to %1</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="244"/>
        <source>正在导出…</source>
        <translation>Exporting…</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="251"/>
        <source>导出失败</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="265"/>
        <source>已导出到 %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="265"/>
        <source>已导出到 %1(未能记入裁定记录)</source>
        <translation>Exported to %1 (could not be recorded in the rulings log)</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="279"/>
        <source>批注尚未保存</source>
        <translation>Notes not saved</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="279"/>
        <source>批注有改动,是否保存到场景文件?</source>
        <translation>The notes have changed. Save them to the scenario file?</translation>
    </message>
    <message>
        <location filename="../ui/report/export_dialog.py" line="1"/>
        <source>导出…(Enter)</source>
        <translation>Export… (Enter)</translation>
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
    <message>
        <source>“{text}” 在原文中对应 {n} 条规则，请选择：</source>
        <translation>“{text}” is printed on {n} rules; choose one:</translation>
    </message>
    <message>
        <source>原文编号 {printed}</source>
        <translation>printed as {printed}</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <location filename="../ui/board/inspector.py" line="137"/>
        <source>没有可检查的对象</source>
        <translation>Nothing to inspect</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="237"/>
        <source>&lt;b&gt;卡牌&lt;/b&gt; {label}</source>
        <translation>&lt;b&gt;Card&lt;/b&gt; {label}</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="241"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="242"/>
        <location filename="../ui/board/inspector.py" line="366"/>
        <source>名称</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="243"/>
        <source>拥有者</source>
        <translation>Owner</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="244"/>
        <source>控制者</source>
        <translation>Controller</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="246"/>
        <source>区域</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="250"/>
        <source>位置(格)</source>
        <translation>Slot</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="252"/>
        <source>背面朝上</source>
        <translation>Face down</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="258"/>
        <source>类型</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="259"/>
        <source>费用</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="287"/>
        <source>关键词</source>
        <translation>Keywords</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="288"/>
        <source>状态</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="289"/>
        <source>伤害</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="291"/>
        <source>指示物</source>
        <translation>Counters</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="293"/>
        <source>附着</source>
        <translation>Attachments</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="320"/>
        <source>应用技能</source>
        <translation>Apply abilities</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="356"/>
        <source>技能 (YAML)</source>
        <translation>Abilities (YAML)</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="365"/>
        <source>&lt;b&gt;玩家&lt;/b&gt; {name} ({id})</source>
        <translation>&lt;b&gt;Player&lt;/b&gt; {name} ({id})</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="379"/>
        <source>&lt;b&gt;场景&lt;/b&gt; {game}</source>
        <translation>&lt;b&gt;Scenario&lt;/b&gt; {game}</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="380"/>
        <source>标题</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="381"/>
        <source>问题</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="382"/>
        <source>回合</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="385"/>
        <source>先手玩家</source>
        <translation>First player</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="387"/>
        <source>当前回合玩家</source>
        <translation>Active player</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="390"/>
        <source>阶段</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="394"/>
        <source>步骤</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="396"/>
        <source>默认:{reading}</source>
        <translation>Default: {reading}</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="1"/>
        <source>照卡牌印刷的规则文字输入(简体或繁体)</source>
        <translation>The card's printed rules text, as printed (Simplified or Traditional)</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="1"/>
        <source>应用文字</source>
        <translation>Apply text</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="1"/>
        <source>应用后以文字为准:现有的结构化技能与关键词将被移除</source>
        <translation>Once applied the text decides: the card's structured abilities and keywords are removed</translation>
    </message>
    <message>
        <location filename="../ui/board/inspector.py" line="1"/>
        <source>规则文字</source>
        <translation>Rules text</translation>
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
    <name>LibraryPopup</name>
    <message>
        <location filename="../ui/board/card_library.py" line="135"/>
        <source>名称、拼音或首字母,如 55jt、feixing</source>
        <translation>Name, pinyin or initials, e.g. 55jt, feixing</translation>
    </message>
    <message>
        <location filename="../ui/board/card_library.py" line="150"/>
        <source>添加到 {zone}</source>
        <translation>Add to {zone}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="31"/>
        <source>裁判台</source>
        <translation>Judge Desk</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="41"/>
        <source>规则</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="50"/>
        <source>转到规则…</source>
        <translation>Go to rule…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="53"/>
        <source>设置…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="56"/>
        <source>退出</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="65"/>
        <source>文件(&amp;F)</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="75"/>
        <source>编辑(&amp;E)</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="79"/>
        <source>转到(&amp;G)</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="81"/>
        <source>视图(&amp;V)</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="83"/>
        <source>书签(&amp;B)</source>
        <translation>&amp;Bookmarks</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="86"/>
        <source>导航</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="101"/>
        <source>正在准备规则数据库…</source>
        <translation>Preparing the rules database…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="102"/>
        <source>首次启动</source>
        <translation>First start</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="140"/>
        <source>规则数据库尚未载入完成</source>
        <translation>The rules database is still loading</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="153"/>
        <source>设置</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="153"/>
        <source>界面语言将在重新启动后生效。</source>
        <translation>The interface language will change after a restart.</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <location filename="../ui/report/__init__.py" line="26"/>
        <source>无法生成报告</source>
        <translation>Cannot build the report</translation>
    </message>
    <message>
        <location filename="../ui/report/__init__.py" line="27"/>
        <source>场景有错误,请先修正:</source>
        <translation>The scenario has errors; fix them first:</translation>
    </message>
</context>
<context>
    <name>RuleReader</name>
    <message>
        <location filename="../ui/reader.py" line="59"/>
        <source>规则 {cite} 不在本文档中：原文件没有收录这一部分。</source>
        <translation>Rule {cite} is not in this document: the source file does not contain that part.</translation>
    </message>
    <message>
        <source>在对局面板中打开此场景</source>
        <translation>Open this scenario on the board</translation>
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
        <location filename="../ui/render.py" line="216"/>
        <source>源文件 {file} 第 {first}–{last} 行</source>
        <translation>Source file {file}, lines {first}–{last}</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="249"/>
        <source>丢失的分隔符</source>
        <translation>Lost separator</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="250"/>
        <source>网站插入的拼音</source>
        <translation>Pinyin inserted by the website</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="251"/>
        <source>GBK 字节错位重建</source>
        <translation>Rebuilt from GBK byte shift</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="252"/>
        <source>网页标记残留</source>
        <translation>HTML leftover</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="253"/>
        <source>断行留下的空格</source>
        <translation>Line-wrap space</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="254"/>
        <source>被压平的列表</source>
        <translation>Flattened list</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="255"/>
        <source>重复的行内序号</source>
        <translation>Repeated inline ordinal</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="256"/>
        <source>编号更正</source>
        <translation>Number corrected</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="257"/>
        <source>丢失的符号</source>
        <translation>Lost symbol</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="258"/>
        <source>示例边界更正</source>
        <translation>Example boundary corrected</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="259"/>
        <source>未能修复的损坏</source>
        <translation>Damage not repaired</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="266"/>
        <source>高</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="267"/>
        <source>中</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../ui/render.py" line="268"/>
        <source>低</source>
        <translation>low</translation>
    </message>
    <message>
        <source>引用更正</source>
        <translation>Corrected references</translation>
    </message>
    <message>
        <source>原文写作</source>
        <translation>printed as</translation>
    </message>
    <message>
        <source>这条规则回答的问题</source>
        <translation>Questions this rule answers</translation>
    </message>
    <message>
        <source>搜索用的问法，不是规则原文</source>
        <translation>search aids, not rule text</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>查询有 {n} 个字符,上限 {limit}:请缩短后再搜索</source>
        <translation>The query has {n} characters; the limit is {limit}: shorten it and search again</translation>
    </message>
    <message>
        <source>本节更多</source>
        <translation>More from this section</translation>
    </message>
    <message>
        <source>没有可展开的章节</source>
        <translation>No section to expand</translation>
    </message>
    <message>
        <source>{cite} 所在章节:{n} 条</source>
        <translation>Section of {cite}: {n} rules</translation>
    </message>
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
        <location filename="../ui/browser.py" line="81"/>
        <source>搜索规则、术语或编号（Ctrl+K）</source>
        <translation>Search rules, terms or numbers (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="86"/>
        <source>所有游戏</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="87"/>
        <source>当前游戏</source>
        <translation>Current game</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="88"/>
        <source>搜索范围</source>
        <translation>Search scope</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="117"/>
        <source>结果</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="118"/>
        <source>目录</source>
        <translation>Contents</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="119"/>
        <source>书签</source>
        <translation>Bookmarks</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="120"/>
        <source>最近搜索</source>
        <translation>Recent</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="131"/>
        <source>正在载入规则数据库…</source>
        <translation>Loading the rules database…</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="168"/>
        <source>搜索</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="170"/>
        <source>后退</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="172"/>
        <source>前进</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="174"/>
        <source>复制引用</source>
        <translation>Copy citation</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="176"/>
        <source>复制为 Markdown</source>
        <translation>Copy as Markdown</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="178"/>
        <source>加入书签</source>
        <translation>Bookmark</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="180"/>
        <source>显示原文</source>
        <translation>Show source text</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="182"/>
        <source>放大文字</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="184"/>
        <source>缩小文字</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="186"/>
        <source>重置文字大小</source>
        <translation>Reset zoom</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="203"/>
        <source>{game} 无法载入：{why}</source>
        <translation>{game} could not be loaded: {why}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="205"/>
        <source>搜索不可用：{why}</source>
        <translation>Search unavailable: {why}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="239"/>
        <source>未注明</source>
        <translation>not stated</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="240"/>
        <source>版本</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="240"/>
        <source>生效日期</source>
        <translation>Effective</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="260"/>
        <source>找不到规则 {cite}</source>
        <translation>No rule {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="288"/>
        <source>规则 {cite} 不在本文档中：原文件没有收录这一部分。</source>
        <translation>Rule {cite} is not in this document: the source file does not contain that part.</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="327"/>
        <source>{n} 条结果</source>
        <translation>{n} results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="327"/>
        <source>没有找到结果</source>
        <translation>No results</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="537"/>
        <source>你是不是要找「{searched}」？已按它搜索（输入的是{typed}）</source>
        <translation>Did you mean “{searched}”? Showing results for it (you typed {typed}).</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="546"/>
        <source>仍按输入的搜索</source>
        <translation>Search as typed</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="355"/>
        <source>已加入书签：{cite}</source>
        <translation>Bookmarked: {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="358"/>
        <source>已移除书签：{cite}</source>
        <translation>Bookmark removed: {cite}</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="392"/>
        <source>没有可复制的规则</source>
        <translation>Nothing to copy</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="396"/>
        <source>已复制 {n} 条引用</source>
        <translation>Copied {n} citation(s)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="456"/>
        <source>Ctrl+K 或 Ctrl+F：搜索（↑/↓ 选择，Enter 打开，Esc 清空）</source>
        <translation>Ctrl+K or Ctrl+F: search (↑/↓ select, Enter open, Esc clear)</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="457"/>
        <source>Ctrl+L：按编号转到规则，例如 mtg:502.9b、ga 2.2.7、6.5.2</source>
        <translation>Ctrl+L: go to a rule by number, e.g. mtg:502.9b, ga 2.2.7, 6.5.2</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="458"/>
        <source>Alt+←/→：后退/前进；Ctrl+Shift+C：复制引用；Ctrl+D：书签</source>
        <translation>Alt+←/→: back/forward; Ctrl+Shift+C: copy citation; Ctrl+D: bookmark</translation>
    </message>
    <message>
        <location filename="../ui/browser.py" line="461"/>
        <source>规则浏览器</source>
        <translation>Rules browser</translation>
    </message>
    <message>
        <source>{edition} 与当前版本编号不同，不能对照阅读</source>
        <translation>{edition} is numbered differently from the edition shown; it cannot be read side by side</translation>
    </message>
    <message>
        <source>对照阅读：与编号相同的另一版本（如另一种语言）并排显示</source>
        <translation>Side by side: another edition with the same numbering (e.g. another language)</translation>
    </message>
    <message>
        <source>对照：{edition}（{lang}）</source>
        <translation>Beside: {edition} ({lang})</translation>
    </message>
    <message>
        <source>对照：无</source>
        <translation>Beside: none</translation>
    </message>
    <message>
        <source>无法载入版本 {edition}：{why}</source>
        <translation>Cannot load edition {edition}: {why}</translation>
    </message>
    <message>
        <source>此版本没有规则 {cite}。</source>
        <translation>This edition has no rule {cite}.</translation>
    </message>
    <message>
        <source>版本对比…</source>
        <translation>Compare editions…</translation>
    </message>
    <message>
        <source>{n} 条规则:{status}</source>
        <translation>{n} rules: {status}</translation>
    </message>
</context>
<context>
    <name>RulingsLog</name>
    <message>
        <location filename="../ui/report/rulings_log.py" line="38"/>
        <source>裁定记录</source>
        <translation>Rulings log</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="43"/>
        <source>标题、问题、裁定、批注…</source>
        <translation>Title, question, ruling, notes…</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="44"/>
        <source>规则,如 eol:2.2.3</source>
        <translation>Rule, e.g. eol:2.2.3</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="45"/>
        <source>日期</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="53"/>
        <source>游戏:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="53"/>
        <source>文字:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="54"/>
        <source>引用:</source>
        <translation>Cites:</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="63"/>
        <source>导出时间</source>
        <translation>Exported</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="63"/>
        <source>游戏</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="63"/>
        <source>标题与裁定</source>
        <translation>Title and ruling</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="64"/>
        <source>引用的规则</source>
        <translation>Cited rules</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="64"/>
        <source>文件</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="80"/>
        <source>打开文件</source>
        <translation>Open file</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="106"/>
        <source>全部</source>
        <translation>All</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/rulings_log.py" line="134"/>
        <source>共 %n 条记录</source>
        <translation>
            <numerusform>%n ruling</numerusform>
            <numerusform>%n rulings</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="143"/>
        <source>文件不存在</source>
        <translation>File not found</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="144"/>
        <source>报告文件已被移动或删除:%1</source>
        <translation>The report file was moved or deleted: %1</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>{game}-新场景.yaml</source>
        <translation>{game}-new-scenario.yaml</translation>
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
<context>
    <name>StackPanel</name>
    <message>
        <location filename="../ui/board/stack_panel.py" line="41"/>
        <source>栈/连锁(顶在上)</source>
        <translation>Stack / chain (top first)</translation>
    </message>
    <message>
        <location filename="../ui/board/stack_panel.py" line="52"/>
        <source>(空)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <location filename="../ui/board/stack_panel.py" line="60"/>
        <source>待放入</source>
        <translation>pending</translation>
    </message>
    <message>
        <location filename="../ui/board/stack_panel.py" line="64"/>
        <source>控制者 {who}</source>
        <translation>controller {who}</translation>
    </message>
    <message>
        <location filename="../ui/board/stack_panel.py" line="66"/>
        <source>目标 {targets}</source>
        <translation>targets {targets}</translation>
    </message>
</context>
<context>
    <name>StepDelegate</name>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="202"/>
        <source>{cite}:规则数据库中找不到此规则</source>
        <translation>{cite}: not in the rules database</translation>
    </message>
</context>
<context>
    <name>StepKind</name>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="40"/>
        <source>动作</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="40"/>
        <source>程序</source>
        <translation>Procedure</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="41"/>
        <source>检查</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="41"/>
        <source>触发</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="42"/>
        <source>结算</source>
        <translation>Resolution</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="42"/>
        <source>选择</source>
        <translation>Choice</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="43"/>
        <source>歧义</source>
        <translation>Ambiguity</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="43"/>
        <source>无法模拟</source>
        <translation>Unsupported</translation>
    </message>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="44"/>
        <source>结果</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>StepModel</name>
    <message>
        <location filename="../ui/trace/step_delegate.py" line="68"/>
        <source>{a}–{b} 步(已合并,引擎的记录):</source>
        <translation>steps {a}–{b} (folded, engine bookkeeping): </translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="38"/>
        <source>费用 {n}</source>
        <translation>Cost {n}</translation>
    </message>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="46"/>
        <source>背面朝上</source>
        <translation>Face down</translation>
    </message>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="48"/>
        <source>伤害 {n}</source>
        <translation>Damage {n}</translation>
    </message>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="51"/>
        <source>附着 {n}</source>
        <translation>Attached {n}</translation>
    </message>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="53"/>
        <source>控制者 {p}</source>
        <translation>Controller {p}</translation>
    </message>
    <message>
        <location filename="../ui/board/tile_delegate.py" line="1"/>
        <source>印制 {n}</source>
        <translation>printed {n}</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message>
        <location filename="../ui/trace/trace_view.py" line="64"/>
        <source>按 F5 追溯当前场景。</source>
        <translation>Press F5 to trace the scenario.</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="75"/>
        <source>正在追溯…</source>
        <translation>Tracing…</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="90"/>
        <source>胜负已分</source>
        <translation>Game decided</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="90"/>
        <source>平局</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="90"/>
        <source>游戏继续</source>
        <translation>Game continues</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="91"/>
        <source>裁定</source>
        <translation>Ruling</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="94"/>
        <source>胜者 {winner}</source>
        <translation>winner {winner}</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="96"/>
        <source>第 {n} 个动作不合法,追溯在此停止</source>
        <translation>action {n} is illegal; the trace stops there</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="102"/>
        <source>不合法</source>
        <translation> is illegal</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="102"/>
        <source>未按原样执行</source>
        <translation> was not carried out as written</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="103"/>
        <source>第 {n} 个动作</source>
        <translation>Action {n}</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="104"/>
        <source>步骤 {s}</source>
        <translation>step {s}</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="107"/>
        <source>追溯与规则原文为规则书的语言(中文)。</source>
        <translation>Trace and rule texts are in the rulebook language (Chinese).</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="112"/>
        <source>{n} 步,引用 {c} 条规则</source>
        <translation>{n} steps, {c} rules cited</translation>
    </message>
    <message>
        <location filename="../ui/trace/trace_view.py" line="114"/>
        <source>未满足 expect:</source>
        <translation>expect not met:</translation>
    </message>
</context>
<context>
    <name>VerdictBanner</name>
    <message>
        <location filename="../ui/trace/verdict_banner.py" line="52"/>
        <source>步骤 {n}</source>
        <translation>Step {n}</translation>
    </message>
    <message>
        <source>裁定理由与步骤文字为引擎所写,使用规则书语言(中文)。</source>
        <translation>The ruling's reasons and the step texts are the engine's, in the rulebooks' language (Chinese).</translation>
    </message>
    <message>
        <location filename="../ui/trace/verdict_banner.py" line="1"/>
        <source>详情 ▾</source>
        <translation>Details ▾</translation>
    </message>
    <message>
        <location filename="../ui/trace/verdict_banner.py" line="1"/>
        <source>显示完整裁定与依据的规则</source>
        <translation>Show the whole ruling and the rules it rests on</translation>
    </message>
    <message>
        <location filename="../ui/trace/verdict_banner.py" line="1"/>
        <source>添加动作后,这里给出裁定与依据的规则。</source>
        <translation>Add an action: the ruling and its rules appear here.</translation>
    </message>
    <message>
        <location filename="../ui/trace/verdict_banner.py" line="1"/>
        <source>依据:</source>
        <translation>Rules: </translation>
    </message>
</context>
<context>
    <name>ZoneBox</name>
    <message>
        <location filename="../ui/board/board_view.py" line="97"/>
        <source>在此区域添加卡牌</source>
        <translation>Add a card to this zone</translation>
    </message>
</context>
<context>
    <name>RulingsLogMenu</name>
    <message>
        <location filename="../ui/report/rulings_log.py" line="180"/>
        <source>裁定记录…</source>
        <translation>Rulings log…</translation>
    </message>
    <message>
        <location filename="../ui/report/rulings_log.py" line="181"/>
        <source>查看导出过的裁判报告,按游戏、日期、引用的规则或文字查找</source>
        <translation>Browse exported ruling reports; find them by game, date, cited rule or text</translation>
    </message>
</context>
<context>
    <name>EditionPicker</name>
    <message>
        <source>规则书版本（默认为最新版）</source>
        <translation>Rulebook edition (the newest by default)</translation>
    </message>
    <message>
        <source>未注明日期</source>
        <translation>no date stated</translation>
    </message>
    <message>
        <source>（最新）</source>
        <translation> (newest)</translation>
    </message>
    <message>
        <source>随附</source>
        <translation>shipped</translation>
    </message>
    <message>
        <source>导入</source>
        <translation>imported</translation>
    </message>
</context>
<context>
    <name>Bilingual</name>
    <message>
        <source>（此版本没有这一条）</source>
        <translation>(not in this edition)</translation>
    </message>
    <message>
        <source>对照阅读</source>
        <translation>side by side</translation>
    </message>
</context>
<context>
    <name>ResultsList</name>
    <message>
        <source>答:</source>
        <translation>Answers:</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <source>版本对比</source>
        <translation>Compare editions</translation>
    </message>
    <message>
        <source>比较</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>旧版</source>
        <translation>Old</translation>
    </message>
    <message>
        <source>新版</source>
        <translation>New</translation>
    </message>
    <message>
        <source>删除</source>
        <translation>Removed</translation>
    </message>
    <message>
        <source>新增</source>
        <translation>Added</translation>
    </message>
    <message>
        <source>修改</source>
        <translation>Changed</translation>
    </message>
    <message>
        <source>重新编号</source>
        <translation>Renumbered</translation>
    </message>
    <message>
        <source>仅引用随编号更新</source>
        <translation>References follow the renumbering</translation>
    </message>
    <message>
        <source>整体移动的条目</source>
        <translation>Moved subtrees</translation>
    </message>
    <message>
        <source>术语新增</source>
        <translation>Glossary: added</translation>
    </message>
    <message>
        <source>术语删除</source>
        <translation>Glossary: removed</translation>
    </message>
    <message>
        <source>术语修改</source>
        <translation>Glossary: changed</translation>
    </message>
    <message>
        <source>术语仅引用更新</source>
        <translation>Glossary: references updated</translation>
    </message>
    <message>
        <source>术语表</source>
        <translation>Glossary</translation>
    </message>
</context>
<context>
    <name>Causes</name>
    <message>
        <source>磁盘已满</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>磁盘已满(超出配额)</source>
        <translation>the disk is full (quota exceeded)</translation>
    </message>
    <message>
        <source>文件系统是只读的</source>
        <translation>the file system is read-only</translation>
    </message>
    <message>
        <source>没有权限</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>文件正被占用</source>
        <translation>the file is in use by another program</translation>
    </message>
    <message>
        <source>文件名过长</source>
        <translation>the file name is too long</translation>
    </message>
    <message>
        <source>文件或文件夹不存在</source>
        <translation>no such file or folder</translation>
    </message>
    <message>
        <source>是一个文件夹</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <source>路径中有一部分不是文件夹</source>
        <translation>part of the path is not a folder</translation>
    </message>
    <message>
        <source>读写错误(输入/输出错误)</source>
        <translation>input/output error</translation>
    </message>
    <message>
        <source>打开的文件过多</source>
        <translation>too many open files</translation>
    </message>
    <message>
        <source>内存不足</source>
        <translation>out of memory</translation>
    </message>
    <message>
        <source>文件已损坏</source>
        <translation>the file is damaged</translation>
    </message>
    <message>
        <source>由更新版本的程序写成</source>
        <translation>written by a newer version of the program</translation>
    </message>
</context>
<context>
    <name>StartupNotices</name>
    <message>
        <source>书签、搜索记录与裁定记录</source>
        <translation>Bookmarks, search history and rulings log</translation>
    </message>
    <message>
        <source>卡牌库</source>
        <translation>Card library</translation>
    </message>
    <message>
        <source>设置</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>自动保存的场景</source>
        <translation>Autosaved scenarios</translation>
    </message>
    <message>
        <source>%1(%2)已损坏:已移到 %3,本次使用新的空白文件。</source>
        <translation>%1 (%2) was damaged: moved to %3; a new empty file is used from now on.</translation>
    </message>
    <message>
        <source>%1(%2)只读(%3):可以查看,本次的更改不会保存。</source>
        <translation>%1 (%2) is read-only (%3): you can look at it, but changes made in this session are not saved.</translation>
    </message>
    <message>
        <source>%1(%2)无法使用(%3):本次不读取也不保存它。</source>
        <translation>%1 (%2) cannot be used (%3): it is neither read nor saved in this session.</translation>
    </message>
    <message>
        <source>部分用户文件无法使用</source>
        <translation>Some of your files could not be used</translation>
    </message>
</context>
<context>
    <name>TitleDialog</name>
    <message>
        <location filename="../ui/report/title_dialog.py" line="1"/>
        <source>{action},合法吗?如何结算?</source>
        <translation>{action}: is it legal, and how does it resolve?</translation>
    </message>
    <message>
        <location filename="../ui/report/title_dialog.py" line="1"/>
        <source>报告的标题与问题</source>
        <translation>Report title and question</translation>
    </message>
    <message>
        <location filename="../ui/report/title_dialog.py" line="1"/>
        <source>场景的标题和问题还是模板里的示例文字;报告第 1 页以它们开头。Enter 采用下面的建议,或键入替换。</source>
        <translation>The scenario's title and question are still the template's placeholders; page 1 of the report starts with them. Enter takes the proposal below, or type over it.</translation>
    </message>
    <message>
        <location filename="../ui/report/title_dialog.py" line="1"/>
        <source>标题:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <location filename="../ui/report/title_dialog.py" line="1"/>
        <source>问题:</source>
        <translation>Question:</translation>
    </message>
</context>
</TS>
