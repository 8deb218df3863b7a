"""Pin questions written per rule to the rule texts they were written for (rulesdb/search/asked/*.tsv).

    .venv/bin/python scripts/pin_asked.py RAW.tsv [RAW.tsv …] --out rulesdb/search/asked/GAME.tsv

A raw file has ``cite<TAB>question<TAB>…`` lines (as the writers deliver them); the output adds the hash of each
rule's current text after the cite (rulesdb.search.asked.text_hash). Comment lines are kept. A cite the database
does not hold is reported and left out, so nothing reaches the index for a rule that does not exist. Re-pinning an
existing file after a rule's text changed is allowed only after re-reading its questions against the new text.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesdb.search.asked import text_hash  # noqa: E402
from rulesdb.store import load_all  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("raw", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    texts = {r.cite: r.text for book in load_all().values() for r in book.rules}
    lines: list[str] = []
    unknown: list[str] = []
    for path in args.raw:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            if line.startswith("#"):
                lines.append(line)
                continue
            cite, *rest = line.split("\t")
            if rest and len(rest[0]) == 8 and all(c in "0123456789abcdef" for c in rest[0]):
                rest = rest[1:]  # an already pinned line: pin it again
            questions = [q.strip() for q in rest if q.strip()]
            if cite not in texts or not questions:
                unknown.append(f"{path.name}:{number}: {cite}")
                continue
            lines.append("\t".join([cite, text_hash(texts[cite]), *questions]))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{args.out}: {sum(not x.startswith('#') for x in lines)} rules pinned, {len(unknown)} left out")
    for entry in unknown:
        print("  left out (no such rule, or no question):", entry)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
