"""Where the external rulebooks (``shared/external``) are: beside the checkout, found from any worktree depth."""

from __future__ import annotations

from pathlib import Path


def external_dir() -> Path:
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared" / "external"
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parents[3] / "shared" / "external"


EXTERNAL = external_dir()
EN_20220218 = EXTERNAL / "MagicCompRules-20220218.txt"
EN_20220429 = EXTERNAL / "MagicCompRules-20220429.txt"
CN_20220429 = EXTERNAL / "万智牌完整规则-20220429.txt"
