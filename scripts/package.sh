#!/usr/bin/env bash
# Builds the Debian package of mechlab (CPack, from the Release build in build/) and checks it:
#   scripts/package.sh            build/mechlab_VERSION_ARCH.deb, its contents listed, its
#                                 tree checked by tests/install_check.sh (tst_install)
#   scripts/package.sh --install  also installs it with dpkg -i (apt-get -f install brings its
#                                 dependencies), runs both programs from PATH, asks xdg-mime for
#                                 an installed preset's type, and removes the package again
# Needs root (or sudo) for the packages it installs and for --install.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}" dpkg-dev
bash scripts/setup.sh
(cd build && cpack -G DEB)
deb=$(ls -t build/mechlab_*.deb | head -1)
echo "package: $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --contents "$deb" | awk '{print $6}'

# The tree the package holds (cpack installs the same rules), checked as tst_install checks it:
# every file, the desktop entry, the metainfo, the file type, the man pages, the completion.
bash tests/install_check.sh build

if [ "${1:-}" = "--install" ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo dpkg -i "$deb" || $sudo env DEBIAN_FRONTEND=noninteractive apt-get -f install -y
    dpkg -s mechlab | grep -E '^(Status|Version):'
    (cd / && mechlab-cli run pendulum | head -3)
    (cd / && mechlab --version)
    xdg-mime query filetype /usr/share/mechlab/presets/pendulum.mechlab.json
    $sudo dpkg -r mechlab
fi
