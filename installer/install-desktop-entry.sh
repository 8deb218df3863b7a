#!/usr/bin/env bash
# Add 裁判台 to the desktop menu of the current user (no root): a .desktop entry in
# ${XDG_DATA_HOME:-~/.local/share}/applications and the icon in .../icons/hicolor. --uninstall removes exactly those.
#   install-desktop-entry.sh [--exec PATH] [--uninstall]
# PATH defaults to the judge-app beside this script (inside the bundle), else the judge-app on PATH (pip install).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
entry="$data/applications/judge-app.desktop"
sizes="16 24 32 48 64 128 256 512"

exe="" uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --exec) exe="${2:?--exec needs a path}"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    *) echo "install-desktop-entry.sh: unknown argument $1 (expected --exec PATH or --uninstall)" >&2; exit 2 ;;
  esac
done

refresh() {
  # Menus pick the entry up by themselves on most desktops; these only speed it up and may be absent.
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "$uninstall" = 1 ]; then
  rm -f "$entry" "$data/icons/hicolor/scalable/apps/judge-app.svg"
  for n in $sizes; do rm -f "$data/icons/hicolor/${n}x${n}/apps/judge-app.png"; done
  refresh
  echo "removed $entry and the judge-app icons"
  exit 0
fi

if [ -z "$exe" ]; then
  if [ -x "$here/judge-app" ]; then exe="$here/judge-app"; else exe="$(command -v judge-app || true)"; fi
fi
if [ -z "$exe" ] || [ ! -x "$exe" ]; then
  echo "install-desktop-entry.sh: no judge-app executable found; pass --exec /path/to/judge-app" >&2
  exit 2
fi
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"

icons=""
for dir in "$here/_internal/judge_app/resources/icons" "$here/../judge_app/resources/icons"; do
  if [ -f "$dir/app.svg" ]; then icons="$dir"; break; fi
done
if [ -z "$icons" ]; then
  icons="$("$(dirname "$exe")/python" -c 'import judge_app, pathlib; print(pathlib.Path(judge_app.__file__).parent / "resources/icons")' 2>/dev/null || true)"
fi
if [ -z "$icons" ] || [ ! -f "$icons/app.svg" ]; then
  echo "install-desktop-entry.sh: cannot find the application icons (judge_app/resources/icons)" >&2
  exit 2
fi
desktop="$here/judge-app.desktop"
[ -f "$desktop" ] || desktop="$here/../installer/judge-app.desktop"

mkdir -p "$data/applications" "$data/icons/hicolor/scalable/apps"
install -m 644 "$icons/app.svg" "$data/icons/hicolor/scalable/apps/judge-app.svg"
for n in $sizes; do
  mkdir -p "$data/icons/hicolor/${n}x${n}/apps"
  install -m 644 "$icons/app-$n.png" "$data/icons/hicolor/${n}x${n}/apps/judge-app.png"
done
# Exec gets the absolute, quoted path so the bundle may live anywhere (even in a folder with spaces).
sed "s|^Exec=.*|Exec=\"$exe\"|" "$desktop" > "$entry.tmp" && mv "$entry.tmp" "$entry"
chmod 644 "$entry"
refresh
echo "installed $entry (Exec=$exe) and icons in $data/icons/hicolor"
