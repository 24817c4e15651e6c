#!/usr/bin/env bash
# Real-window smoke test of the Dhayam desktop app.
#
#   scripts/smoke-test.sh path/to/dhayam [screenshot-dir]
#
# Starts the built binary under Xvfb on a free display, takes screenshots with ImageMagick's
# `import -window root`, starts a game from the "New game" screen and goes back to it with
# xdotool, and checks that the process stays alive and the screenshots are not blank.
# Then the window is made smaller, moved, zoomed in with Ctrl and the +/= key, and the app killed
# (SIGKILL: no goodbye); started again, it must open at the same place and size, with the
# zoom kept (the window's file in the data folder says so). Last, a desktop whose language
# is Tamil starts the app in Tamil.
# Installs nothing: needs Xvfb, xdotool and ImageMagick (apt: xvfb xdotool imagemagick).
# Exits non-zero on any failure.
set -euo pipefail

bin=${1:?usage: smoke-test.sh path/to/dhayam [screenshot-dir]}
out=${2:-$(mktemp -d -t dhayam-smoke.XXXXXX)}
size=${SMOKE_SIZE:-1280x800}
mkdir -p "$out"

fail() {
    echo "smoke-test: FAIL: $*" >&2
    exit 1
}

[ -x "$bin" ] || fail "$bin is not an executable"
for tool in Xvfb xdotool import convert compare; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install xvfb xdotool imagemagick)"
done

display=""
for n in $(seq 90 160); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || fail "no free X display"

home=$(mktemp -d -t dhayam-home.XXXXXX)
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    [ -n "${KEEP_HOME:-}" ] || rm -rf "$home"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 100); do
    [ -S "/tmp/.X11-unix/X${display#:}" ] && xdotool getdisplaygeometry >/dev/null 2>&1 && break
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb exited (see $out/xvfb.log)"
    sleep 0.2
done
sleep 0.5
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $display"

# A fresh HOME so the remembered setup of the person running the test is not used.
HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config \
    "$bin" >"$out/app.log" 2>&1 &
app_pid=$!

window=""
for _ in $(seq 150); do
    window=$(xdotool search --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || fail "the app exited at start (see $out/app.log)"
    sleep 0.2
done
[ -n "$window" ] || fail "no window titled Dhayam appeared"

# Fill the screen so the screenshot shows the whole app.
read -r width height < <(xdotool getdisplaygeometry)
xdotool windowmove "$window" 0 0 windowsize "$window" "$width" "$height" || true
sleep 2

alive() {
    kill -0 "$app_pid" 2>/dev/null || fail "the app died $1 (see $out/app.log)"
}

not_blank() {
    local colours deviation
    colours=$(identify -format '%k' "$1")
    deviation=$(convert "$1" -colorspace Gray -format '%[fx:standard_deviation]' info:)
    echo "smoke-test: $1: $colours colours, deviation $deviation"
    [ "$colours" -ge 16 ] || fail "$1 is blank ($colours colours)"
    awk -v d="$deviation" 'BEGIN { exit !(d > 0.02) }' || fail "$1 is blank (deviation $deviation)"
}

differs() {
    local pixels
    pixels=$(compare -metric AE "$1" "$2" null: 2>&1 || true)
    pixels=${pixels%% *}
    echo "smoke-test: $1 vs $2: $pixels pixels differ"
    awk -v p="$pixels" 'BEGIN { exit !(p + 0 > 1000) }' || fail "$3"
}

shot() {
    alive "before the screenshot $1"
    import -window root "$out/$1.png"
    not_blank "$out/$1.png"
}

click() {
    xdotool mousemove --window "$window" "$1" "$2" click 1
    sleep 1
}

shot setup
# Start the game from the "New game" screen: focus the window, then Enter.
click "$((width / 2))" "$((height - 20))"
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key Return
sleep 2
shot board
differs "$out/setup.png" "$out/board.png" "starting a game did not change the window"

# Throw the dice with Space.
xdotool key space
sleep 2
shot thrown

# Back to the new-game screen with the "New game" button of the menu bar.
click 40 12
shot new-game
differs "$out/board.png" "$out/new-game.png" "the New game button did not change the window"

alive "before the restart"

# The window's place, size and zoom are kept, even when the app is killed.
xdotool windowmove "$window" 40 30 windowsize "$window" 900 620 || true
sleep 1
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key ctrl+equal
sleep 3.5
kill -9 "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config \
    "$bin" >"$out/app-again.log" 2>&1 &
app_pid=$!
window=""
for _ in $(seq 150); do
    window=$(xdotool search --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || fail "the app exited at its second start (see $out/app-again.log)"
    sleep 0.2
done
[ -n "$window" ] || fail "no window at the second start"
sleep 2
geometry=$(xdotool getwindowgeometry "$window")
echo "smoke-test: the window again: $(echo "$geometry" | tr '\n' ' ')"
echo "$geometry" | grep -q "Position: 40,30" || fail "the window did not open where it was left"
echo "$geometry" | grep -q "Geometry: 900x620" || fail "the window did not open at the size it was left"
kept=$(find "$home" -name app.ron -print -quit)
[ -n "$kept" ] || fail "no window file in the data folder"
grep -q '1\.1' "$kept" || fail "the zoom chosen with Ctrl and + is not in $kept"
shot again
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true

# A desktop whose language is Tamil: a fresh data folder starts in Tamil (the first game
# started keeps the setup, and the language with it, in the settings file).
tamil_home=$home/tamil
mkdir -p "$tamil_home"
LANGUAGE=ta_IN:en LANG=ta_IN.UTF-8 HOME=$tamil_home XDG_DATA_HOME=$tamil_home/data \
    XDG_CONFIG_HOME=$tamil_home/config "$bin" >"$out/app-tamil.log" 2>&1 &
app_pid=$!
window=""
for _ in $(seq 150); do
    window=$(xdotool search --pid "$app_pid" --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || fail "the app exited at its Tamil start (see $out/app-tamil.log)"
    sleep 0.2
done
[ -n "$window" ] || fail "no window at the Tamil start"
sleep 2
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key Return
sleep 2
shot tamil
settings=$(find "$tamil_home" -name settings.ron -print -quit)
[ -n "$settings" ] || fail "the Tamil start wrote no settings"
grep -q 'language: "ta"' "$settings" || fail "a Tamil desktop did not start in Tamil ($settings)"

alive "at the end"
echo "smoke-test: OK, screenshots in $out"
