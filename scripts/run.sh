#!/usr/bin/env bash
# Quick start: installs what is missing, builds, and runs mechlab with the default preset.
# (Until the desktop window lands, this runs the pendulum preset on the command line.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec build/app/cli/mechlab-cli run pendulum "$@"
