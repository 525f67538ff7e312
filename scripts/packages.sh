#!/usr/bin/env bash
# Sourced by the setup scripts: the Debian packages mechlab builds with, and
# require_packages PACKAGE... which installs those of them that are missing (apt-get update
# first), with sudo when not root.
MECHLAB_PACKAGES=(
    cmake g++ make            # toolchain (g++ brings the ASan, UBSan and TSan runtimes)
    qt6-base-dev              # Qt Core (JSON, files, resources), Widgets and Test
    qt6-charts-dev            # the charts of the window
    qt6-svg-dev               # SVG export of the charts
    libeigen3-dev             # linear algebra
    libmuparser-dev           # formula parser
    libsundials-dev           # IDA, the industrial DAE solver
    libsuitesparse-dev        # KLU, IDA's sparse linear solver for large sparse models
    libboost-dev              # Boost.Math special functions (headers only)
)

require_packages() {
    local missing=() package sudo=""
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$package")
    done
    ((${#missing[@]})) || return 0
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "mechlab: installing ${missing[*]}"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
}
