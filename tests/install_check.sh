#!/usr/bin/env bash
# tst_install: `cmake --install` of the build tree into a temporary prefix, then what a desktop
# and a package need of it: the desktop entry and the AppStream metainfo validate, the MIME
# database built from the installed type knows an installed preset as a mechlab model (asked
# as a desktop asks: xdg-mime), the man pages format without warnings, both programs are there,
# mechlab-cli answers --version and help run, and its bash completion completes.
# Usage: install_check.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() {
    echo "tst_install: $*" >&2
    exit 1
}

cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/mechlab bin/mechlab-cli share/applications/org.mechlab.mechlab.desktop \
    share/metainfo/org.mechlab.mechlab.metainfo.xml share/mime/packages/org.mechlab.mechlab.xml \
    share/icons/hicolor/scalable/apps/org.mechlab.mechlab.svg \
    share/icons/hicolor/48x48/apps/org.mechlab.mechlab.png share/man/man1/mechlab.1 \
    share/man/man1/mechlab-cli.1 share/bash-completion/completions/mechlab-cli \
    share/mechlab/presets/pendulum.mechlab.json; do
    [ -e "$prefix/$f" ] || fail "not installed: $f"
done

desktop-file-validate "$prefix/share/applications/org.mechlab.mechlab.desktop" ||
    fail "the desktop entry does not validate"
appstreamcli validate --no-net --pedantic "$prefix/share/metainfo/org.mechlab.mechlab.metainfo.xml" ||
    fail "the metainfo does not validate"

update-mime-database "$prefix/share/mime" 2>/dev/null
type=$(XDG_DATA_DIRS="$prefix/share:/usr/share" XDG_DATA_HOME="$prefix/nothing" \
    xdg-mime query filetype "$prefix/share/mechlab/presets/pendulum.mechlab.json")
[ "$type" = "application/x-mechlab-model" ] || fail "xdg-mime says '$type' for a preset"
# A model saved under another name is known by its content.
cp "$prefix/share/mechlab/presets/pendulum.mechlab.json" "$prefix/renamed.model"
type=$(XDG_DATA_DIRS="$prefix/share:/usr/share" XDG_DATA_HOME="$prefix/nothing" \
    xdg-mime query filetype "$prefix/renamed.model")
[ "$type" = "application/x-mechlab-model" ] || fail "xdg-mime says '$type' for a renamed model"

for page in "$prefix"/share/man/man1/*.1; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "$page: $warnings"
done

"$prefix/bin/mechlab-cli" --version | grep -q "^mechlab-cli " || fail "mechlab-cli --version"
"$prefix/bin/mechlab-cli" help run | grep -q -- "--max-drift" || fail "mechlab-cli help run"
# Bash completion as bash-completion loads it: commands, preset ids, method ids, setting keys.
completions=$(PATH="$prefix/bin:$PATH" bash -c '
    source /usr/share/bash-completion/bash_completion
    source "$1"
    ask() {
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        _mechlab_cli 2>/dev/null
        echo "${COMPREPLY[*]}"
    }
    ask mechlab-cli r
    ask mechlab-cli run pen
    ask mechlab-cli run pendulum --method rad
    ask mechlab-cli run pendulum --option proj
    ask mechlab-cli bench pendulum --methods hem4,rad' _ \
    "$prefix/share/bash-completion/completions/mechlab-cli")
expected=$'run\npendulum\nradau5 radau3\nproject_every= projection=\nhem4,radau5 hem4,radau3'
[ "$completions" = "$expected" ] || fail "bash completion gave: $completions"
echo "tst_install: installed tree complete and valid"
