#!/usr/bin/env bash
# The join code through the real X clipboard, from one window of the app to others, on
# loopback only (--loopback: 127.0.0.1, no relays, no discovery, never the internet).
#
#   scripts/clipboard-test.sh path/to/dhayam [screenshot-dir]
#
# Under Xvfb, three windows of the built app, each with its own data folder:
#
# 1. The host. A first game writes the app's own settings file; in it East and West become
#    friends on other computers. Started again, Enter opens the table; a click on "Copy
#    the code" must put the join code on the system clipboard (`xclip -o -selection
#    clipboard` reads it back, and it must be one word that reads as a code) and say so in
#    the host's log.
# 2. Kavi. xclip puts a chat message on the clipboard with the code inside it, broken over
#    two lines; in the join form, a click in the code field and Ctrl+V; the guest's log
#    must say a code was found in the paste; a name, Join, and the host's log must say that
#    Kavi took a seat.
# 3. Bala. A code cut short on the clipboard and the Paste button: the guest's log must
#    say the code is damaged (the screenshot shows the form saying so); then the code in
#    backticks and Paste again, a name, Join, and the host's log must say Bala took a seat.
# 4. The analysis board (Learn, Analysis): Copy line must put the empty board's line on the
#    clipboard; a line put there by xclip, pasted into the line field with Ctrl+V and
#    imported, must come back out with Copy line.
#
# Clicks are at the places egui lays these screens out at 1280x800 and 1 pixel per point.
# The guests' windows cover the host's, as a chat window would while the host pastes the
# code: the covered host must still seat them (a hidden window asks for a frame whenever
# the network wakes it).
# Needs Xvfb, xdotool, xclip, ImageMagick and perl (apt: xvfb xdotool xclip imagemagick).
# `CLIPBOARD_TEST_DISPLAY=:N` picks the display. Exits non-zero on any failure.
set -euo pipefail

bin=${1:?usage: clipboard-test.sh path/to/dhayam [screenshot-dir]}
out=${2:-$(mktemp -d -t dhayam-clipboard.XXXXXX)}
mkdir -p "$out"
width=1280
height=800

fail() {
    echo "clipboard-test: FAIL: $*" >&2
    echo "clipboard-test: screenshots and logs in $out" >&2
    exit 1
}
say() {
    echo "clipboard-test: $*"
}

[ -x "$bin" ] || fail "$bin is not an executable"
for tool in Xvfb xdotool xclip import perl; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install xvfb xdotool xclip imagemagick)"
done

display=${CLIPBOARD_TEST_DISPLAY:-}
if [ -z "$display" ]; then
    for n in $(seq 161 230); do
        if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
            display=":$n"
            break
        fi
    done
fi
[ -n "$display" ] || fail "no free X display"

work=$(mktemp -d -t dhayam-clipboard-home.XXXXXX)
xvfb_pid=""
pids=()
cleanup() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    # The logs are kept with the screenshots.
    for dir in "$work"/*/; do
        [ -f "$dir/dhayam.log" ] && cp "$dir/dhayam.log" "$out/$(basename "$dir").log"
    done
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 "${width}x${height}x24" -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 100); do
    [ -S "/tmp/.X11-unix/X${display#:}" ] && xdotool getdisplaygeometry >/dev/null 2>&1 && break
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb exited (see $out/xvfb.log)"
    sleep 0.2
done
sleep 0.5
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $display"

# Starts the app with the data folder $work/$1 at x = $2 (a fresh HOME too, so nothing of
# the person running the test is used); sets $app_pid and $window.
app_pid=""
window=""
start_app() {
    local dir=$work/$1 left=$2
    mkdir -p "$dir"
    HOME=$work XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config \
        "$bin" --loopback --data-dir "$dir" >>"$out/$1.stdout" 2>&1 &
    app_pid=$!
    pids+=("$app_pid")
    window=""
    for _ in $(seq 150); do
        window=$(xdotool search --all --pid "$app_pid" --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        kill -0 "$app_pid" 2>/dev/null || fail "the app with $1's data folder exited at start"
        sleep 0.2
    done
    [ -n "$window" ] || fail "no window of the app with $1's data folder appeared"
    xdotool windowmove "$window" "$left" 0 windowsize "$window" "$width" "$height" || true
    sleep 2
}

stop_app() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

alive() {
    kill -0 "$1" 2>/dev/null || fail "the app died $2"
}

shot() {
    import -window root "$out/$1.png"
    say "screenshot $out/$1.png"
}

# A click at ($1, $2) inside $window.
click() {
    xdotool mousemove --window "$window" "$1" "$2" click 1
    sleep 0.7
}

# Keys go to $window.
keys_to_window() {
    xdotool windowfocus --sync "$window" 2>/dev/null || true
}

# Waits up to $3 seconds for the file $1 to hold a line matching $2.
wait_for_line() {
    local file=$1 pattern=$2 seconds=$3
    for _ in $(seq $((seconds * 5))); do
        [ -f "$file" ] && grep -Eq "$pattern" "$file" && return 0
        sleep 0.2
    done
    return 1
}

# Whether $1 is a join code: `endpoint` and base32, one word, nothing around it.
is_code() {
    [[ $1 =~ ^endpoint[a-z2-7]{40,1000}$ ]]
}

# Where things are at 1280x800 (egui's default spacing; panels keep 8 points of margin):
# the setup screen's bottom bar lines up with the form's two columns (from x = 111), Start
# game 180 points wide and Join a table… after it; the lobby is a column 760 points wide in
# the middle of the window (from x = 260), its Copy the code in the code's box under the
# title and the rules; the join form is a column 640 points wide in the middle (from
# x = 320): its code row with Paste at its right end, the name field, the choice of how far
# the table reaches (two lines) and Join under it.
join_table_at=(358 764)
copy_code_at=(320 161)
code_field_at=(600 140)
paste_at=(935 131)
name_field_at=(450 201)
join_at=(340 305)

### 1. The host.
host_log=$work/host/dhayam.log
say "a first game on the host, so the app writes its own settings file"
start_app host 0
host_pid=$app_pid
keys_to_window
xdotool key Return
wait_for_line "$work/host/settings.ron" 'last_setup: *Some' 20 || fail "the host wrote no settings with its setup"
stop_app "$host_pid"
rm -f "$work/host/current.ron"
# Three changes or none: the setup seats all four, and East's and West's players are
# friends on other computers (`kind: remote`).
perl -0777 -i -pe '
    $n += s/(last_setup: *Some\(\(\s*seats: *)\[[^\]]*\]/$1\[South, East, North, West\]/;
    for my $seat ("East", "West") {
        $n += s/(\(\s*seat: *$seat,\s*name: *"[^"]*",\s*kind: *)[a-z_]+(\([a-z_]*\))?/$1remote/;
    }
    END { exit($n == 3 ? 0 : 1) }
' "$work/host/settings.ron" || fail "the host's settings file is not as expected"
say "East and West are friends on other computers"

start_app host 0
host_pid=$app_pid
keys_to_window
xdotool key Return
wait_for_line "$host_log" 'hosting a table' 20 || fail "the host did not open its table"
sleep 3
shot host-lobby
printf 'nothing yet' | xclip -selection clipboard -i 2>/dev/null
click "${copy_code_at[@]}"
shot host-copied
alive "$host_pid" "after copying the code"
code=$(xclip -o -selection clipboard)
is_code "$code" || fail "the clipboard holds ${#code} characters that are not a join code: $code"
wait_for_line "$host_log" 'the join code was copied' 5 || fail "the host's log does not say the code was copied"
say "the system clipboard holds the join code (${#code} characters)"

### 2. Kavi: a chat message on the clipboard, Ctrl+V.
half=$((${#code} / 2))
printf '%s\n%s\n' "Asha, 21:04: join me: <${code:0:$half}" "${code:$half}> see you at 8!" |
    xclip -selection clipboard -i 2>/dev/null
start_app kavi 0
kavi_pid=$app_pid
click "${join_table_at[@]}"
click "${code_field_at[@]}"
keys_to_window
xdotool key ctrl+v
sleep 1
shot kavi-pasted
wait_for_line "$work/kavi/dhayam.log" 'a join code was found in a paste' 5 ||
    fail "Ctrl+V put no code in Kavi's join form (see $out/kavi-pasted.png)"
click "${name_field_at[@]}"
xdotool type --delay 40 Kavi
sleep 0.5
click "${join_at[@]}"
wait_for_line "$host_log" '\(Kavi\) takes' 20 || fail "Kavi never took a seat at the host"
alive "$kavi_pid" "after Kavi joined"
shot kavi-joined
say "Kavi pasted with Ctrl+V and took a seat"
stop_app "$kavi_pid"

### 3. Bala: a code cut short, then the whole code in backticks, with the Paste button.
printf '%s' "${code:0:$((${#code} - 9))}" | xclip -selection clipboard -i 2>/dev/null
start_app bala 0
bala_pid=$app_pid
click "${join_table_at[@]}"
click "${paste_at[@]}"
sleep 1
shot bala-damaged
wait_for_line "$work/bala/dhayam.log" 'a paste into the join code: the join code is cut short or damaged' 5 ||
    fail "the Paste button did not read the clipboard's cut-short code (see $out/bala-damaged.png)"
printf '`%s`\n' "$code" | xclip -selection clipboard -i 2>/dev/null
click "${paste_at[@]}"
sleep 1
shot bala-pasted
wait_for_line "$work/bala/dhayam.log" 'a join code was found in a paste' 5 ||
    fail "the Paste button put no code in Bala's join form (see $out/bala-pasted.png)"
click "${name_field_at[@]}"
keys_to_window
xdotool type --delay 40 Bala
sleep 0.5
click "${join_at[@]}"
wait_for_line "$host_log" '\(Bala\) takes' 20 || fail "Bala never took a seat at the host"
alive "$bala_pid" "after Bala joined"
shot bala-joined
say "Bala pasted with the Paste button and took a seat"

alive "$host_pid" "at the end"
stop_app "$bala_pid"

### 4. The analysis board's position line, out and back in through the clipboard.
# Learn in the menu bar, Analysis the second item of its menu; the board's side panel is
# 0.34 of the window from the right, its line field under the title and the empty-board
# row, Import and Copy line under the field.
learn_at=(224 20)
analysis_item_at=(250 68)
line_field_at=(1000 115)
import_at=(878 139)
copy_line_at=(948 139)
start_app analyst 0
analyst_pid=$app_pid
click "${learn_at[@]}"
click "${analysis_item_at[@]}"
shot analysis-board
printf 'nothing yet' | xclip -selection clipboard -i 2>/dev/null
click "${copy_line_at[@]}"
line=$(xclip -o -selection clipboard)
[ "$line" = "S:y.y.y.y N:y.y.y.y to=S phase=throw" ] ||
    fail "Copy line put '$line' on the clipboard, not the empty board's line (see $out/analysis-board.png)"
pasted="S:12.30.y.y/ox N:3.y.y.y/o to=N phase=throw"
printf '%s\n' "$pasted" | xclip -selection clipboard -i 2>/dev/null
click "${line_field_at[@]}"
keys_to_window
xdotool key ctrl+a ctrl+v
sleep 0.5
click "${import_at[@]}"
shot analysis-imported
printf 'nothing yet' | xclip -selection clipboard -i 2>/dev/null
click "${copy_line_at[@]}"
line=$(xclip -o -selection clipboard)
[ "$line" = "$pasted" ] ||
    fail "after pasting a line and Import, Copy line gave '$line' (see $out/analysis-imported.png)"
alive "$analyst_pid" "after the analysis board"
say "a position line went out of the analysis board and back in through the clipboard"

say "OK, screenshots and logs in $out"
