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
    qt6-l10n-tools qt6-tools-dev # Qt Linguist's lupdate and lrelease: the translations
    qt6-translations-l10n     # Qt's own dialogs in the user's language
    qt6-declarative-dev       # Qt Quick and QQuickWidget: the 3D view's host
    qt6-quick3d-dev           # Qt Quick 3D: the 3D view (with its QML module)
    qt6-shadertools-dev       # Qt Quick 3D's shader generation (needed by its CMake package)
    qml6-module-qtquick       # QtQuick QML module (the 3D view's scene file)
    qml6-module-qtqml-workerscript # needed by the QtQuick module
    qml6-module-quick3d       # QtQuick3D QML module
    libgl1-mesa-dri           # Mesa's software OpenGL: the 3D view without a graphics card
    xvfb xauth                # tst_view3d runs the 3D view under xvfb-run (needs OpenGL on X)
    desktop-file-utils appstream xdg-utils shared-mime-info man-db bash-completion
                              # tst_install: validators, file type, man pages, completion
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
