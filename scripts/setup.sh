#!/usr/bin/env bash
# Installs the Debian packages mechlab needs (only those missing), then configures and builds
# it (Release) in build/. Sourced by run.sh and test.sh; safe to run again at any time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}"

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
