#!/usr/bin/env bash
# Browser tests use Debian's Chromium; install it when missing (as root), or say how.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Chromium not found: installing Debian's chromium" >&2
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >&2
else
  echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
