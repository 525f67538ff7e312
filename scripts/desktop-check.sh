#!/usr/bin/env bash
# A scripted desktop session: the real mechlab binary on an X server (Xvfb) with a window manager
# (openbox), driven by xdotool with real key presses and mouse moves, at 1280x720 and 1920x1080.
# It types a typo into the pendulum's force f2, measures the idle CPU of the window while the
# typo is marked, fixes it with Backspace and retyping, runs, drags the length slider, and shows
# full screen and the presentation view, and checks the model (Ctrl+K); then opens the RL circuit
# (a linear DAE) from the command line, runs and checks it. A screenshot follows each step (look
# at them).
# Usage: scripts/desktop-check.sh [OUTPUT_DIR]   (default build/desktop-check)
# Not part of the test command: it takes about a minute per screen size.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-build/desktop-check}
mkdir -p "$out"
out=$(cd "$out" && pwd)

source scripts/packages.sh
require_packages "${MECHLAB_PACKAGES[@]}" xvfb openbox xdotool imagemagick x11-utils
[ -x build/app/gui/mechlab ] || bash scripts/setup.sh

app=$PWD/build/app/gui/mechlab
shot() { import -window root "$out/$1.png"; echo "desktop-check: $1.png"; }
# Clicks at (x, y) relative to the mechlab window's top left corner. The positions below are
# those of the window's layout (menu, preset box, Run row, tabs: the same at every size; the
# left panel a quarter of the window, 280 to 380 pixels); the screenshot of each step shows
# that the click met its control.
click() {
    xdotool mousemove --window "$win" "$1" "$2" click 1
    sleep 0.4
}
# CPU time (user + system, in clock ticks) of a process.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# Starts mechlab (with the arguments given) as the session's user, sets pid and win and brings
# the window to the front. A fresh user: no remembered geometry or autosave from an earlier
# session (the second start of a session finds the autosave the killed first one left).
launch() {
    XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data MECHLAB_AUTOSAVE_DIR=$home/autosave \
        "$app" "$@" &
    pid=$!
    win=$(xdotool search --sync --onlyvisible --pid "$pid" --name mechlab | head -1)
    sleep 2
    xdotool windowactivate --sync "$win"
}

# Check model (Ctrl+K), a screenshot of its dialog, close it and end the program.
check_and_quit() {
    xdotool key ctrl+k
    sleep 1.5
    shot "$1"
    xdotool key Escape
    sleep 0.5
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

session() {
    local width=$1 height=$2 display=:$((90 + RANDOM % 9)) tag="${1}x${2}"
    local home
    home=$(mktemp -d)
    Xvfb "$display" -screen 0 "${width}x${height}x24" -nolisten tcp &
    local xvfb=$!
    export DISPLAY=$display
    sleep 1
    openbox &
    local wm=$!
    sleep 1
    local pid
    launch
    eval "$(xdotool getwindowgeometry --shell "$win")"
    echo "desktop-check $tag: window ${WIDTH}x${HEIGHT} at ${X},${Y} on a ${width}x${height} screen"
    shot "$tag-1-start"

    # The Model tab; the editor's General tab, then Right five times to the f tab (the tab bar
    # scrolls in a narrow window); the cell f2: open it (F2), select all, type a typo, Enter.
    local left=$((WIDTH / 4))
    ((left < 280)) && left=280
    ((left > 380)) && left=380
    click 79 102
    click 40 128
    xdotool key Right Right Right Right Right
    sleep 0.5
    shot "$tag-2-f-tab"
    # A click into the table, then the keyboard to f2 (the rows sit lower where the tab's
    # description wraps onto more lines).
    click 161 232
    xdotool key ctrl+Home Down
    xdotool key F2 ctrl+a
    xdotool type --delay 60 "0 - m*gg"
    xdotool key Return
    sleep 1
    shot "$tag-3-typo-marked"
    # Idle CPU with the error marked: 10 s of the process's CPU time.
    local t0 t1
    t0=$(ticks "$pid")
    sleep 10
    t1=$(ticks "$pid")
    echo "desktop-check $tag: idle CPU with a marked error: $((t1 - t0)) ticks of $(getconf CLK_TCK) per s in 10 s"
    # Fix it in the open cell: End, two Backspaces, retype, wait (checks would run), Enter.
    click 161 232
    xdotool key ctrl+Home Down
    xdotool key F2 End BackSpace BackSpace
    xdotool type --delay 60 "g"
    sleep 1.5
    shot "$tag-4-fixing-in-open-cell"
    xdotool key Return
    sleep 1
    shot "$tag-5-fixed"

    # Back to the Run tab; run (F5) and look at the animation mid-run.
    click 30 102
    xdotool key F5
    sleep 2.5
    shot "$tag-6-running"
    # Drag the rod length's slider to the right: its handle (l = 1 m in 0.2 .. 5 m) sits a
    # sixth along a track that grows with the left panel.
    local slider_x=$((148 + (left - 185) / 6 + 4)) slider_y=204
    xdotool mousemove --window "$win" "$slider_x" "$slider_y" mousedown 1
    for dx in 10 20 30 40 50 60 70; do
        xdotool mousemove --window "$win" "$((slider_x + dx))" "$slider_y"
        sleep 0.1
    done
    xdotool mouseup 1
    sleep 2
    shot "$tag-7-after-drag"
    xdotool key F11
    sleep 2
    shot "$tag-8-full-screen"
    xdotool key F11
    sleep 1
    xdotool key F9
    sleep 3
    shot "$tag-9-presentation"
    xdotool key F9
    sleep 1
    check_and_quit "$tag-10-check-model"

    # A linear DAE given on the command line: run it and check it.
    launch "$PWD/resources/presets/rl-circuit.json"
    xdotool key F5
    sleep 3
    shot "$tag-11-linear-dae-run"
    check_and_quit "$tag-12-linear-dae-check"
    kill "$wm" "$xvfb" 2>/dev/null || true
    wait "$wm" "$xvfb" 2>/dev/null || true
    rm -rf "$home"
}

session 1280 720
session 1920 1080
echo "desktop-check: screenshots in $out"
