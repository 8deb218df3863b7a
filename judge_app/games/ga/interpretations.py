"""Where the ga text contradicts itself or points nowhere. Each point names the rules in tension, the readings
a judge could take and the default; a scenario overrides it under ``interpretations``."""

from __future__ import annotations

from judge_app.engine.game import InterpretationPoint
from judge_app.games.ga import rules as R

NON_TURN_SLOW = InterpretationPoint(
    id="non_turn_slow",
    question="2.2.5.4 說非回合玩家在主要階段「只能在其具有機會時才能以低速激活卡牌」,"
             "1.2.2.1 與 2.8.1.2.2 卻說非回合玩家任何時間都不能執行低速玩家動作。",
    options={
        "forbidden": "按 1.2.2.1 與 2.8.1.2.2:非回合玩家不能執行低速玩家動作(把 2.2.5.4 讀作「只能以高速」的誤譯)",
        "allowed": "按 2.2.5.4 字面:非回合玩家在主要階段具有機會時可以以低速激活卡牌",
    },
    default="forbidden",
    cites=(R.MAIN_NON_TURN_SLOW, R.NON_TURN_NO_SLOW, R.SLOW_NON_TURN),
)
CARD_TEXT = InterpretationPoint(
    id="card_text",
    question=("1.6.10.1.2 說效果與遊戲性只需考慮非斜體文本,"
              "1.6.10.1.2.2 卻說「除了標簽式關鍵詞以外的非斜體文本對遊戲性沒有影響」。"),
    options={
        "non_italic_counts": "按 1.6.10.1.2:卡牌的非斜體規則文本(能力)照常生效;1.6.10.1.2.2 讀作斜體文本無影響的誤譯",
        "keywords_only": "按 1.6.10.1.2.2 字面:只有標簽式關鍵詞生效,卡牌的其他能力文本一概無視",
    },
    default="non_italic_counts",
    cites=(R.NON_ITALIC_ONLY, R.TAG_KEYWORDS_ONLY),
)
END_TURN_TARGET = InterpretationPoint(
    id="end_turn_target",
    question=("2.2.8.2 說結束回合時「推進到2.2.7.4,"
              "結束階段的最後一部分」,但本譯本沒有 2.2.7.4;結束階段的最後一部分是 2.2.6.4。"),
    options={
        "cleanup": "推進到 2.2.6.4 的特殊遊戲動作(移除盟友傷害、結束「直到回合結束」效果),然後開始下一回合",
        "next_turn": "不進行清理,直接開始下一回合",
    },
    default="cleanup",
    cites=(R.END_TURN_EARLY, R.END_CLEANUP),
)

POINTS = (NON_TURN_SLOW, CARD_TEXT, END_TURN_TARGET)
