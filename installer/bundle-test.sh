#!/usr/bin/env bash
# Build the bundle and run its self-test the way a judge's first start runs: empty cache and data folders,
# no display. Fails if the self-test fails, or if running the bundle wrote anything inside it (the bundle may be
# installed read-only; the seed cache must be read in place).
#   installer/bundle-test.sh [--no-build] [--no-install]
set -euo pipefail
cd "$(dirname "$0")/.."
build=1 pass=()
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --no-install) pass+=(--no-install) ;;
    *) echo "bundle-test.sh: unknown argument $arg (expected --no-build, --no-install)" >&2; exit 2 ;;
  esac
done
dist="${JUDGE_APP_DIST:-dist}"
[ "$build" = 0 ] || bash installer/build.sh "${pass[@]}"
app="$dist/judge-app/judge-app"
[ -x "$app" ] || { echo "bundle-test.sh: no bundle at $app" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/marker"
sleep 1  # file times have one-second resolution on some file systems
"$app" --version
start=$(date +%s%N)
env -u DISPLAY -u WAYLAND_DISPLAY JUDGE_APP_CACHE_DIR="$tmp/cache" JUDGE_APP_DATA_DIR="$tmp/data" "$app" --self-test
echo "bundle-test: self-test took $(( ($(date +%s%N) - start) / 1000000 )) ms"
written="$(find "$dist/judge-app" -newer "$tmp/marker" | head -5)"
if [ -n "$written" ]; then
  echo "bundle-test: running the bundle wrote inside it:" >&2
  echo "$written" >&2
  exit 1
fi
echo "bundle-test: passed"
