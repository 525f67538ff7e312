#!/usr/bin/env bash
# Instructions per accepted step of mechlab-cli runs, counted by callgrind (which does not depend
# on the machine's load): each method runs MODEL twice under callgrind, to T_END and to 1e-5 (a
# step or two); the difference over the difference in steps is the cost of one step (start-up,
# loading and compiling the model cancel out).
# Usage: scripts/instructions.sh [MODEL] [TOL] [T_END] [METHOD...]
#        (default: andrews-squeezing 1e-8 0.03 radau5 hem4 ida, the figures of issue 21)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
model=${1:-andrews-squeezing}
tol=${2:-1e-8}
t_end=${3:-0.03}
shift 3 2>/dev/null || shift $#
methods=("$@")
((${#methods[@]})) || methods=(radau5 hem4 ida)

source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}" valgrind
[ -x build/app/cli/mechlab-cli ] || bash scripts/setup.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Instructions and accepted steps of one run: "IR STEPS".
measure() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" ${MECHLAB_CLI:-build/app/cli/mechlab-cli} run \
        "$model" --method "$1" --tol "$tol" --t-end "$2" --summary json >"$work/json" 2>/dev/null
    local ir steps
    ir=$(callgrind_annotate "$work/out" | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    steps=$(sed -n 's/.*"steps": *\([0-9]*\).*/\1/p' "$work/json")
    echo "$ir $steps"
}

printf "%-10s %8s %14s\n" method steps "instr/step"
for method in "${methods[@]}"; do
    read -r ir0 steps0 < <(measure "$method" 1e-5)
    read -r ir1 steps1 < <(measure "$method" "$t_end")
    printf "%-10s %8d %14.0f\n" "$method" "$steps1" "$(((ir1 - ir0) / (steps1 - steps0)))"
done
