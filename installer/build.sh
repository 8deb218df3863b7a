#!/usr/bin/env bash
# Build the one-folder desktop bundle <dist>/judge-app/ (docs/installer.md).
#   installer/build.sh [--no-install]
# --no-install skips `pip install -e .[build]` (when PyInstaller is already in the venv; no network needed).
# JUDGE_APP_DIST (default dist) and JUDGE_APP_WORK (default build/installer) choose the output and scratch folders;
# JUDGE_APP_PYTHON runs another environment's Python (with PYTHONPATH at this checkout) instead of .venv's.
set -euo pipefail
cd "$(dirname "$0")/.."

install=1
for arg in "$@"; do
  case "$arg" in
    --no-install) install=0 ;;
    *) echo "build.sh: unknown argument $arg (expected --no-install)" >&2; exit 2 ;;
  esac
done

py="${JUDGE_APP_PYTHON:-.venv/bin/python}"
[ -x "$py" ] || py=.venv/Scripts/python.exe  # Git Bash on Windows
if [ ! -x "$py" ]; then
  echo "build.sh: no virtual environment in .venv; run 'make install' first" >&2
  exit 2
fi
dist="${JUDGE_APP_DIST:-dist}"
work="${JUDGE_APP_WORK:-build/installer}"

if [ "$install" = 1 ]; then
  "$py" -m pip install -q -e ".[build]"
fi

start=$(date +%s)
mkdir -p "$work"
seed="$(cd "$work" && pwd)/seed-cache"  # absolute: PyInstaller resolves relative data paths against the spec
# The seed cache is built by the same code the bundle runs, so its cache keys match the bundle's.
"$py" installer/build_seed.py "$seed"
JUDGE_APP_SEED_BUILD="$seed" "$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work/pyinstaller" installer/judge-app.spec
# A judge unpacks the folder and can add it to the desktop menu from there.
cp installer/judge-app.desktop installer/install-desktop-entry.sh "$dist/judge-app/"
echo "bundle: $dist/judge-app, $(du -sh "$dist/judge-app" | cut -f1), built in $(( $(date +%s) - start )) s"
