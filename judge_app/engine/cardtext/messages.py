"""What the card reader says, in Chinese and English (the kernel's catalog for card text)."""

from __future__ import annotations

from judge_app.engine.messages import Catalog

message = Catalog("cardtext").message

READ_AS = message("read_as", zh="读作:{what}", en="Reads as: {what}")
KEYWORDS = message("keywords", zh="关键词:{words}", en="Keywords: {words}")
NOTHING = message("nothing", zh="(没有规则文字)", en="(no rules text)")
UNREAD = message("unread", zh="未读懂(第 {start}–{end} 字):「{text}」",
                 en="Not understood (characters {start}–{end}): “{text}”")
UNREAD_STEP = message("unread_step", zh="卡面文字未读懂,不作猜测:「{text}」",
                      en="Card text not understood, no guess made: “{text}”")
FULLY_READ = message("fully_read", zh="全部读懂。", en="Read in full.")
