#!/usr/bin/env bash
# Builds the test suite with sanitizers (g++, -O1, assertions on) and runs it:
#   scripts/sanitize.sh address   AddressSanitizer + UndefinedBehaviorSanitizer, every suite
#                                 (build-asan/); the README's test command runs this
#   scripts/sanitize.sh thread    ThreadSanitizer, the suites that run threads: the GUI with its
#                                 worker, the CLI (bench runs in parallel), the corpus (build-tsan/)
# Any finding fails the suite that made it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
kind=${1:-address}

source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}"

supp="$PWD/tests/sanitizers"
case "$kind" in
address)
    dir=build-asan sanitizers=address,undefined targets=all tests=.
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    ;;
thread)
    dir=build-tsan sanitizers=thread targets="tst_gui tst_cli tst_corpus"
    tests="^(tst_gui|tst_cli|tst_corpus)$"
    # die_after_fork=0: the crash-safety tests start helper processes from a threaded process.
    export TSAN_OPTIONS="suppressions=$supp/tsan.supp:halt_on_error=1:second_deadlock_stack=1:die_after_fork=0"
    ;;
*)
    echo "usage: $0 [address|thread]" >&2
    exit 2
    ;;
esac

cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
    -DMECHLAB_SANITIZE="$sanitizers" -DMECHLAB_BUILD_BENCHMARKS=OFF
# shellcheck disable=SC2086 # the targets are words
cmake --build "$dir" -j2 --target $targets
ctest --test-dir "$dir" --output-on-failure --timeout 900 -j2 -R "$tests"
