"""The report's own wording in each report language, as data (the report package has no Qt, so no tr()).

Chinese is the source language and the default; ``en`` follows the UI when the GUI exports, or ``--lang en``
on the command line. Only the report's labels are here: what the engine wrote (step texts, the verdict's
reasons), the rulebook (rule text) and the scenario (names, question) is shown as written and labelled as
rulebook language. Templates use :meth:`str.format` fields. No imports from the rest of the report package,
so the verdict and the renderers can both use it.
"""

from __future__ import annotations

LANGS = ("zh", "en")
DEFAULT_LANG = "zh"

ZH: dict[str, str] = {
    "title": "裁判报告:{title}",
    "question": "问题",
    "no_question": "(场景未写明问题)",
    "ruling": "裁定",
    "deciding": "依据",
    "deciding_lang": "(规则原文:{language})",
    "step_n": "步骤 {n}",
    "rule_not_in_db": "(规则数据库中没有这条规则)",
    "board_start": "开始时的局面",
    "board_alt": "开始时的局面图",
    "where": "第 {turn} 回合 · {active} 的回合 · {phase}",
    "appendix_a": "附录 A:需要注意",
    "appendix_b": "附录 B:追溯步骤",
    "appendix_c": "附录 C:开始时的局面(文字)",
    "appendix_d": "附录 D:引用的规则全文",
    "appendix_e": "附录 E:报告信息与场景文件",
    "trace_intro_html": "每一步及其引用的规则;★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤"
                        "(如优先权的传递)合并为一行。",
    "trace_intro_md": "★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤合并为一行。",
    "procedure_run": "程序 {a}–{b}",
    "final": "最终局面:{answer}",
    "trace_intro_html_in_lang": "每一步及其引用的规则;★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤"
                                "(如优先权的传递)合并为一行。",
    "trace_intro_md_in_lang": "★ 为裁定所依据的步骤;只改变引擎内部记录的连续程序步骤合并为一行。",
    "rules_intro": "共 {n} 条,按首次引用的顺序;文字为生成报告时规则数据库中的文本。",
    "rerun": "用 {trace} 或 {report} 重新运行本场景即可复现上述追溯。",
    "judge_note": "裁判批注",
    "judge_note_colon": "裁判批注:",
    "item": "项目",
    "value": "内容",
    "player": "玩家",
    "resources": "资源",
    "zone": "区域",
    "card": "卡牌",
    "about": "说明",
    "stack": "栈/连锁:{what}",
    "pending": "待处理触发:{what}",
    "attention": "需要注意",
    "nothing_to_note": "追溯中没有不合法或被替换的动作,也没有歧义或无法模拟的步骤。",
    "reading": "解读",
    "unplaced": "批注写给步骤 {n},但本次追溯没有该步骤(规则或引擎可能已变化):{text}",
    "rule_missing": "规则数据库中没有这条规则",
    "rule_missing_tail": ":引用无法核对。",
    "number": "编号:{v}",
    "location": "位置:{v}",
    "source": "来源:{v}",
    "first_cited": "首次引用:步骤 {n}",
    "warning": "注意",
    "no_text": "(无文字)",
    "example": "例:{v}",
    "repairs": "导入时的修复:",
    "rule_note": "注释:{v}",
    "colon": ":",
    "list_sep": "、",
    "sentence_sep": "；",
    "items_sep": ",",
    # labels.py
    "game": "游戏",
    "rulebook": "规则书",
    "edition": "版本",
    "effective": ",生效日期 {date}",
    "no_effective": ",原文未注明生效日期",
    "source_sha": "规则书原文 SHA-256",
    "event": "赛事",
    "judge": "裁判",
    "date": "裁定日期",
    "generated": "报告生成时间",
    "scenario": "场景",
    "tags": "标签",
    "game_and_book": "游戏 / 规则书",
    "game_and_book_line": "{game}· {title} · {edition}",
    "game_named": "{name}({id})",
    "mark_illegal": "不合法",
    "mark_replaced": "未按原样执行",
    "mark_line": "{mark} 第 {n} 个动作{what}(步骤 {step}):{why}",
    "quote_cut": "…(全文见附录)",
    "winner": ",获胜方 {w}",
    "stopped": ";追溯在第 {n} 个动作处停止",
    "printed_and_id": "{printed}(数据库编号 {id})",
    "no_number": "原文无编号(位置编号 {id})",
    "line": ",原文第 {a} 行",
    "lines": ",原文第 {a}–{b} 行",
    "rule_source": "版本 {edition},原文 SHA-256 {sha}{lines}",
    "mapped": "引用映射",
    "explicit": "场景指定",
    "default_reading": "默认解读",
    "reading_line": "{question} 采用「{reading}」({how}):{meaning}",
    "reconstructed": "重建",
    "outcome.win": "胜负已分",
    "outcome.draw": "平局",
    "outcome.ongoing": "游戏继续",
    # verdict.py
    "verdict_illegal": "第 {n} 个动作不合法:{reason}",
    "verdict_halted": "无法继续:{reason}",
    "verdict_replaced": "第 {n} 个动作未按原样执行:{why} 结果:{ruling}",
    # build.py (a card in words)
    "slot": "第 {n} 格",
    "face_down": "背面朝上",
    "controller": "控制者 {v}",
    "cost": "费用 {v}",
    "keywords": "关键字 {v}",
    "damage": "伤害 {v}",
    "attached": "附着 {v}",
    "abilities": "能力 {n} 项",
    "summary_sep": ";",
    # board_svg.py
    "svg_active": "● 当前回合",
    "svg_stack": "栈/连锁(顶在上)",
    "svg_more": "另 {n} 张",
    "svg_damage": "伤害{v}",
    "svg_face_down": "背面",
    # pdf.py
    "creator": "裁判台",
    "page": "第 {page} / {pages} 页",
    "cannot_write_pdf": "无法写入 PDF: {path}",
}

EN: dict[str, str] = {
    "title": "Ruling report: {title}",
    "question": "Question",
    "no_question": "(the scenario states no question)",
    "ruling": "Ruling",
    "deciding": "Deciding rules",
    "deciding_lang": " (rule text: rulebook, {language})",
    "step_n": "Step {n}",
    "rule_not_in_db": "(this rule is not in the rules database)",
    "board_start": "Board at the start",
    "board_alt": "Picture of the board at the start",
    "where": "Turn {turn} · {active}'s turn · {phase}",
    "appendix_a": "Appendix A: Points to note",
    "appendix_b": "Appendix B: Trace steps",
    "appendix_c": "Appendix C: Board at the start (in words)",
    "appendix_d": "Appendix D: Full text of the cited rules",
    "appendix_e": "Appendix E: Report details and scenario file",
    "trace_intro_html": "Every step with the rules it cites; ★ marks the steps the ruling rests on; a run of "
                        "procedure steps that only change the engine's records (such as passing priority) is one "
                        "line. Step texts are the engine's, in the rulebook's language ({language}).",
    "trace_intro_md": "★ marks the steps the ruling rests on; a run of procedure steps that only change the "
                      "engine's records is one line. Step texts are the engine's, in the rulebook's language "
                      "({language}).",
    "procedure_run": "Procedure {a}–{b}",
    "final": "Final position (engine text): {answer}",
    "trace_intro_html_in_lang": "Every step with the rules it cites; ★ marks the steps the ruling rests on; a run of "
                                "procedure steps that only change the engine's records (such as passing priority) is "
                                "one line.",
    "trace_intro_md_in_lang": "★ marks the steps the ruling rests on; a run of procedure steps that only change the "
                              "engine's records is one line.",
    "rules_intro": "{n} rules, in the order first cited; rule text (rulebook, {language}) as the rules database "
                   "held it when the report was made.",
    "rerun": "Run this scenario again with {trace} or {report} to reproduce the trace above.",
    "judge_note": "Judge's note",
    "judge_note_colon": "Judge's note: ",
    "item": "Item",
    "value": "Value",
    "player": "Player",
    "resources": "Resources",
    "zone": "Zone",
    "card": "Card",
    "about": "Details",
    "stack": "Stack/chain: {what}",
    "pending": "Pending trigger: {what}",
    "attention": "Points to note",
    "nothing_to_note": "No action in the trace was illegal or replaced, and no step was ambiguous or beyond what "
                       "the engine models.",
    "reading": "Reading",
    "unplaced": "Note written for step {n}, which this trace does not have (the rules or the engine may have "
                "changed): {text}",
    "rule_missing": "This rule is not in the rules database",
    "rule_missing_tail": ": the citation cannot be checked.",
    "number": "Number: {v}",
    "location": "Location: {v}",
    "source": "Source: {v}",
    "first_cited": "First cited: step {n}",
    "warning": "Warning",
    "no_text": "(no text)",
    "example": "Example: {v}",
    "repairs": "Repairs made on import:",
    "rule_note": "Note: {v}",
    "colon": ": ",
    "list_sep": ", ",
    "sentence_sep": "; ",
    "items_sep": ", ",
    "game": "Game",
    "rulebook": "Rulebook",
    "edition": "Edition",
    "effective": ", effective {date}",
    "no_effective": ", effective date not stated in the source",
    "source_sha": "Rulebook source SHA-256",
    "event": "Event",
    "judge": "Judge",
    "date": "Date of ruling",
    "generated": "Report generated",
    "scenario": "Scenario",
    "tags": "Tags",
    "game_and_book": "Game / rulebook",
    "game_and_book_line": "{game} · {title} · {edition}",
    "game_named": "{name} ({id})",
    "mark_illegal": "is illegal",
    "mark_replaced": "was not carried out as given",
    "mark_line": "{mark} Action {n} {what} (step {step}): {why}",
    "quote_cut": "… (full text in the appendix)",
    "winner": ", winner {w}",
    "stopped": "; the trace stopped at action {n}",
    "printed_and_id": "{printed} (database id {id})",
    "no_number": "no number in the source (position id {id})",
    "line": ", source line {a}",
    "lines": ", source lines {a}–{b}",
    "rule_source": "edition {edition}, source SHA-256 {sha}{lines}",
    "mapped": "Cites mapped",
    "explicit": "set in the scenario",
    "default_reading": "default reading",
    "reading_line": "{question} Reading “{reading}” ({how}): {meaning}",
    "reconstructed": "reconstructed",
    "outcome.win": "Game over",
    "outcome.draw": "Draw",
    "outcome.ongoing": "The game goes on",
    "verdict_illegal": "Action {n} is illegal: {reason}",
    "verdict_halted": "Cannot go on: {reason}",
    "verdict_replaced": "Action {n} was not carried out as given: {why} Result: {ruling}",
    "slot": "slot {n}",
    "face_down": "face down",
    "controller": "controller {v}",
    "cost": "cost {v}",
    "keywords": "keywords {v}",
    "damage": "damage {v}",
    "attached": "attached {v}",
    "abilities": "{n} abilities",
    "summary_sep": "; ",
    "svg_active": "● Active player",
    "svg_stack": "Stack/chain (top first)",
    "svg_more": "+{n} more",
    "svg_damage": "dmg {v}",
    "svg_face_down": "face down",
    "creator": "Judge desk",
    "page": "Page {page} / {pages}",
    "cannot_write_pdf": "cannot write the PDF: {path}",
}

KINDS = {
    "en": {"action": "Action", "procedure": "Procedure", "check": "Check", "trigger": "Trigger",
           "resolution": "Resolution", "choice": "Choice", "ambiguity": "Ambiguity", "unsupported": "Not modelled",
           "result": "Result"},
}
FLAGS = {
    "zh": {"reconstructed": "重建", "repaired": "已修复", "renumbered": "重新编号",
           "duplicate-number": "编号重复", "empty": "原文无内容", "truncated": "原文截断",
           "translation-defect": "已知译误", "synthesized-id": "位置编号", "orphan": "上级缺失"},
    "en": {"reconstructed": "reconstructed", "repaired": "repaired", "renumbered": "renumbered",
           "duplicate-number": "duplicate number", "empty": "no text in the source",
           "truncated": "cut off in the source", "translation-defect": "known translation error",
           "synthesized-id": "position id", "orphan": "parent missing"},
}
# What a reader must be told about a flag before relying on the text.
FLAG_WARNINGS = {
    "zh": {"reconstructed": "此条文字由导入程序在原文字节丢失处重建,并非印刷原文,引用前请核对原书。",
           "truncated": "原文在此处中断,条文不完整。",
           "empty": "原文只有编号,没有条文内容。",
           "translation-defect": "此条译文有已知错误,见注释。"},
    "en": {"reconstructed": "The importer rebuilt this text where the source's bytes were lost; it is not the "
                            "printed text: check the book before quoting it.",
           "truncated": "The source breaks off here; the rule is incomplete.",
           "empty": "The source has only the number, no rule text.",
           "translation-defect": "This rule's translation has a known error, see the notes."},
}
# The rulebook's language as an English reader is told it (rule text and engine text stay in it).
LANGUAGE_NAMES = {"en": {"zh": "Chinese", "en": "English", "ja": "Japanese"}, "zh": {"zh": "中文", "en": "英文"}}

_TABLES = {"zh": ZH, "en": EN}


def check_lang(lang: str) -> str:
    """``lang`` when the report can be written in it; refuses anything else (no silent fallback)."""
    if lang not in LANGS:
        raise ValueError(f"unknown report language {lang!r}; known: {', '.join(LANGS)}")
    return lang


def words(lang: str) -> dict[str, str]:
    return _TABLES[check_lang(lang)]


def w(lang: str, key: str, **fields: object) -> str:
    """The label ``key`` in ``lang``, with ``fields`` filled in."""
    text = words(lang)[key]
    return text.format(**fields) if fields else text


def kind_label(lang: str, kind: str, default: str) -> str:
    """A step kind's name; ``default`` (the engine's Chinese label) in Chinese."""
    return KINDS.get(lang, {}).get(kind, default)


def language_name(lang: str, language: str) -> str:
    return LANGUAGE_NAMES.get(lang, {}).get(language, language)
