#!/usr/bin/env bash
# Quick start: installs what is missing, builds the whole test suite with AddressSanitizer and
# UndefinedBehaviorSanitizer (build-asan/) and runs it; a finding fails the suite that made it.
# The Release build of the same suites (scripts/setup.sh, then ctest --test-dir build) adds the
# event-loop latency check, which a sanitized build skips.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/sanitize.sh address
