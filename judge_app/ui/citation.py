"""Citations a judge pastes into a chat or a ruling: ``万智牌完整规则 (2003) 502.9b：<text>``.

>>> from rulesdb.models import Manifest, Rule
>>> m = Manifest(game="mtg", title="T", short_title="万智牌完整规则 (2003)", edition="e", source_file="f")
>>> r = Rule(game="mtg", id="502.9b", kind="rule", text="第一行\\n第二行", lines=(1, 2), raw="")
>>> plain(m, r)
'万智牌完整规则 (2003) 502.9b：第一行 第二行'
>>> print(markdown(m, r))
> **万智牌完整规则 (2003) 502.9b**：第一行
> 第二行
"""

from __future__ import annotations

from collections.abc import Iterable

from rulesdb.models import Manifest, Rule


def _label(manifest: Manifest, rule: Rule) -> str:
    return f"{manifest.short_title} {rule.id}"


def plain(manifest: Manifest, rule: Rule) -> str:
    """One line: a chat message must not break the citation apart."""
    text = " ".join(line.strip() for line in rule.text.splitlines() if line.strip())
    return f"{_label(manifest, rule)}：{text}"


def markdown(manifest: Manifest, rule: Rule) -> str:
    """A block quote with the label in bold; line breaks of the rule are kept."""
    lines = [line.strip() for line in rule.text.splitlines() if line.strip()] or [""]
    lines[0] = f"**{_label(manifest, rule)}**：{lines[0]}"
    return "\n".join(f"> {line}" for line in lines)


def plain_many(items: Iterable[tuple[Manifest, Rule]]) -> str:
    return "\n".join(plain(m, r) for m, r in items)


def markdown_many(items: Iterable[tuple[Manifest, Rule]]) -> str:
    return "\n\n".join(markdown(m, r) for m, r in items)
