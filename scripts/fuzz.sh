#!/usr/bin/env bash
# Grows the fuzz corpus: builds the libFuzzer targets with clang (in build-fuzz/, with ASan and
# UBSan), runs each for SECONDS (default 600) on the stored corpus, then merges what was found
# into tests/fuzz/corpus/<target>/ (only inputs that add coverage). A crash, a leak or a hang
# (over 10 s) stops that target and leaves the input in build-fuzz/findings/<target>/: keep it in
# the corpus (the replay tests then cover it) and fix the cause.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (targets: formula model cli; default all)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-600}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(formula model cli)

source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}" clang libclang-rt-14-dev # libFuzzer

CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g" -DMECHLAB_FUZZ=ON \
    -DMECHLAB_BUILD_BENCHMARKS=OFF
for target in "${targets[@]}"; do cmake --build build-fuzz -j2 --target "fuzz_$target"; done

for target in "${targets[@]}"; do
    corpus=tests/fuzz/corpus/$target
    work=build-fuzz/work/$target
    findings=build-fuzz/findings/$target
    mkdir -p "$work" "$findings"
    echo "mechlab: fuzzing $target for $seconds s"
    status=0
    "build-fuzz/tests/fuzz/fuzz_$target" "$work" "$corpus" -dict="tests/fuzz/$target.dict" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
        -artifact_prefix="$findings/" -print_final_stats=1 || status=$?
    "build-fuzz/tests/fuzz/fuzz_$target" -merge=1 "$corpus" "$work" >/dev/null 2>&1 || true
    if ((status)); then
        echo "mechlab: fuzz_$target stopped on a finding (exit $status): see $findings/"
        exit "$status"
    fi
done
