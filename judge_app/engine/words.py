"""The kernel's own step wording (the runner's and the table's sentences), in Chinese and English."""

from __future__ import annotations

from judge_app.engine.messages import Catalog

M = Catalog("engine")

GAME_ALREADY_OVER = M.message(
    "game_already_over", zh="游戏已结束,忽略其后的 {count} 个动作。",
    en="The game is over; the {count} later action(s) are ignored.")
HALTED = M.message(
    "halted", zh="无法继续:{action}此后的进程{reason},追溯在此停止。请裁判依规则判定。",
    en="Cannot go on: after {action} the game {reason}; the trace stops here. The judge rules by the rules.")
HALTED_WITH_LATER = M.message(
    "halted_with_later",
    zh="无法继续:{action}此后的进程{reason},追溯在此停止(其后 {later} 个动作也未执行)。请裁判依规则判定。",
    en="Cannot go on: after {action} the game {reason}; the trace stops here (the {later} later action(s) are not "
       "played either). The judge rules by the rules.")
ILLEGAL = M.message("illegal", zh="不合法:{reason} 追溯到此为止。", en="Illegal: {reason} The trace ends here.")
ILLEGAL_ONE_OF = M.message("illegal_one_of", zh="不合法({k}/{count}):{reason}",
                           en="Illegal ({k}/{count}): {reason}")
ILLEGAL_LAST_OF = M.message("illegal_last_of", zh="不合法({k}/{count}):{reason} 追溯到此为止。",
                            en="Illegal ({k}/{count}): {reason} The trace ends here.")
UNUSED_CHOICE = M.message(
    "unused_choice", zh="场景为此动作给出的选择 {key} 没有被用到(拼写错误或时机不对?)。",
    en="The choice {key} the scenario gives for this action was not used (misspelt, or at the wrong moment?).")
LOOP = M.message("loop", zh="结算陷入循环({detail}),已停止。请裁判依规则判定。",
                 en="The resolution loops ({detail}) and was stopped. The judge rules by the rules.")
UNSUPPORTED = M.message("unsupported", zh="{what} 引擎无法模拟,请裁判依规则判定。",
                        en="{what} The engine cannot model this; the judge rules by the rules.")
READING = M.message(
    "reading", zh="{question} 采用解读「{reading}」:{meaning}(可在 interpretations.{point} 中改为 {others})",
    en="{question} Reading used: “{reading}”: {meaning} (interpretations.{point} may choose {others} instead)")
READING_IN_CONTEXT = M.message(
    "reading_in_context",
    zh="{context} {question} 采用解读「{reading}」:{meaning}(可在 interpretations.{point} 中改为 {others})",
    en="{context} {question} Reading used: “{reading}”: {meaning} (interpretations.{point} may choose {others} "
       "instead)")
MAPPED = M.message(
    "mapped", zh="按 {edition} 版的规则推演,引用与引文都出自 {edition};→ 后为它在 {target} 版中的对应条文(按版本对齐映射,"
    "只作指引,未引述 {target} 的文字;≠ 条文有改动,∅ 没有对应条文)",
    en="Traced under the rules of edition {edition}; cites and quotes are from {edition}. After → is its counterpart "
       "in edition {target} (aligned by content; a pointer, {target} is not quoted; ≠ text changed, ∅ no counterpart)")
COUNTERPART = M.message("counterpart", zh="在 {target} 中:{where}", en="In {target}: {where}")
COUNTERPARTS = {
    "same": M.message("counterpart.same", zh="{id}(编号与条文相同)", en="{id} (same number and text)"),
    "renumbered": M.message("counterpart.renumbered", zh="{id}(重新编号,条文相同)", en="{id} (renumbered, same text)"),
    "changed": M.message("counterpart.changed", zh="{id}(条文有改动,核对原书)", en="{id} (text changed: check the book)"),
}
NO_COUNTERPART = M.message("counterpart.none", zh="没有对应条文", en="no counterpart")
