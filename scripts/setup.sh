#!/usr/bin/env bash
# Installs the Debian packages mechlab needs (only those missing), then configures and builds
# it (Release) in build/. Sourced by run.sh and test.sh; safe to run again at any time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PACKAGES=(
    cmake g++ make            # toolchain
    qt6-base-dev              # Qt Core (JSON, files, resources), Widgets and Test
    qt6-charts-dev            # the charts of the window
    qt6-svg-dev               # SVG export of the charts
    libeigen3-dev             # linear algebra
    libmuparser-dev           # formula parser
    libsundials-dev           # IDA, the industrial DAE solver
    libboost-dev              # Boost.Math special functions (headers only)
)

missing=()
for package in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        missing+=("$package")
done
if ((${#missing[@]})); then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "mechlab: installing ${missing[*]}"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
