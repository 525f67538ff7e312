#!/usr/bin/env bash
# Quick start: installs what is missing, builds, and starts mechlab with the default preset.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "mechlab: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open." >&2
    echo "Run it from a desktop session, or use the command line: build/app/cli/mechlab-cli run pendulum" >&2
    exit 1
fi
exec build/app/gui/mechlab "$@"
