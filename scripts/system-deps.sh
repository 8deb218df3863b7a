#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Qt needs offscreen and on a real display, plus a CJK font.
# Idempotent: does nothing when everything is present. Without root or sudo it prints the command to run.
set -euo pipefail

packages=(
  libgl1 libegl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxkbcommon0 libx11-6
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0
  libxcb-randr0 libxcb-render-util0 libxcb-image0
  fonts-noto-cjk
  poppler-utils
)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "system-deps: not a Debian/Ubuntu system; install the equivalents of: ${packages[*]}" >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "system-deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "system-deps: please run as root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
