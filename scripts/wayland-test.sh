#!/usr/bin/env bash
# The window on Wayland, with the frame GNOME users see: Weston (which, like GNOME's
# Mutter, draws no window frames: each program draws its own) runs as a window of a private
# Xvfb, and Dhayam starts in it with Wayland only (no DISPLAY). The window must open (its
# log names the renderer it started) and carry winit's Adwaita title bar, the title
# "Dhayam" in its middle (winit's plain fallback frame has no title: that is what a build
# without `wayland-csd-adwaita` shows). A screenshot is kept.
#
#   scripts/wayland-test.sh PROGRAM [SCREENSHOT]
#
# Needs xvfb, weston and imagemagick (apt-get install xvfb weston imagemagick); says what
# is missing. Nothing leaves the machine. Exits non-zero on failure.
set -euo pipefail

program=${1:?usage: scripts/wayland-test.sh PROGRAM [SCREENSHOT]}
shot=${2:-}
fail() {
    echo "wayland-test: FAIL: $*" >&2
    exit 1
}
for tool in Xvfb weston convert import python3; do
    command -v "$tool" >/dev/null || fail "missing $tool (apt-get install xvfb weston imagemagick python3)"
done

work=$(mktemp -d -t dhayam-wayland.XXXXXX)
export XDG_RUNTIME_DIR="$work/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A display number nobody uses.
display=91
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
    display=$((display + 1))
done
width=1440
height=960
Xvfb ":$display" -screen 0 "${width}x${height}x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done

# One try: Weston, the program in it, a screenshot. Returns 2 when Weston itself died
# (Weston 10 crashed once here as the program connected, in a CI run).
try_once() {
    local weston_pid app_pid
    rm -rf "$XDG_RUNTIME_DIR"/* "$work/data"
    DISPLAY=":$display" weston --backend=x11-backend.so --use-pixman --width="$width" \
        --height="$height" --socket=wayland-dhayam --idle-time=0 >"$work/weston.log" 2>&1 &
    weston_pid=$!
    pids+=("$weston_pid")
    for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/wayland-dhayam" ] && break; sleep 0.1; done
    [ -S "$XDG_RUNTIME_DIR/wayland-dhayam" ] || fail "weston did not start: $(tail -5 "$work/weston.log")"
    # Its shell ready before the first client comes.
    sleep 1
    data="$work/data"
    env -u DISPLAY WAYLAND_DISPLAY=wayland-dhayam "$program" --data-dir "$data" \
        >"$work/out.log" 2>&1 &
    app_pid=$!
    pids+=("$app_pid")
    started=""
    for _ in $(seq 300); do
        if grep -q "renderer started on" "$data/dhayam.log" 2>/dev/null; then
            started=yes
            break
        fi
        sleep 0.1
    done
    # The first frames drawn, and the frame's title.
    [ -z "$started" ] || sleep 4
    local alive=yes
    kill -0 "$weston_pid" 2>/dev/null || alive=""
    if [ -z "$alive" ]; then
        kill "$app_pid" 2>/dev/null || true
        wait "$weston_pid" "$app_pid" 2>/dev/null || true
        return 2
    fi
    [ -n "$started" ] || fail "no window on Wayland: $(tail -5 "$data/dhayam.log" 2>/dev/null; tail -5 "$work/out.log")"
    grep -m1 "renderer started on" "$data/dhayam.log"
    DISPLAY=":$display" import -window root "$work/shot.png"
    kill "$app_pid" "$weston_pid" 2>/dev/null || true
    wait "$app_pid" "$weston_pid" 2>/dev/null || true
    return 0
}
done_ok=""
for attempt in 1 2 3; do
    if try_once; then
        done_ok=yes
        break
    fi
    echo "wayland-test: Weston itself died (try $attempt of 3): $(tail -2 "$work/weston.log" | tr '\n' ' ')"
done
[ -n "$done_ok" ] || fail "Weston died three times"
[ -z "$shot" ] || cp "$work/shot.png" "$shot"

# In the middle column of the screen (Weston centres a new window), from the top: the first
# band of at least 20 light rows (the title bar) must hold dark pixels in its middle 120
# points (the title), and the window's own drawing must start right below it.
convert "$work/shot.png" -colorspace gray -depth 8 "$work/shot.pgm"
python3 - "$work/shot.pgm" <<'EOF'
import sys

data = open(sys.argv[1], "rb").read()
# Binary PGM: P5, width, height, maxval, then one byte per pixel.
fields, at = [], 0
while len(fields) < 4:
    while data[at:at + 1].isspace():
        at += 1
    start = at
    while not data[at:at + 1].isspace():
        at += 1
    fields.append(data[start:at])
at += 1
width, height = int(fields[1]), int(fields[2])
pixels = data[at:]
grey = lambda x, y: pixels[y * width + x]
mid = width // 2
band = None
run = 0
for y in range(height):
    if grey(mid - 200, y) > 200 and grey(mid + 200, y) > 200:
        run += 1
    else:
        if run >= 20:
            band = (y - run, y)
            break
        run = 0
if band is None:
    sys.exit("wayland-test: FAIL: no light title bar across the middle of the screen (winit's fallback frame is a dark bar without a title)")
top, bottom = band
darkest = min(grey(x, y) for y in range(top, bottom) for x in range(mid - 60, mid + 60))
if darkest > 120:
    sys.exit(f"wayland-test: FAIL: the bar at rows {top}-{bottom} has no title (darkest {darkest}): winit's fallback frame?")
print(f"wayland-test: the Adwaita title bar at rows {top}-{bottom}, its title's darkest grey {darkest}")
EOF
echo "wayland-test: passed"
