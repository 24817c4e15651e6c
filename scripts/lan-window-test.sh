#!/usr/bin/env bash
# Two computers on one network, for real, with the window as the host: the app runs under
# Xvfb inside a private network namespace and hosts a table on "this network only"; a
# terminal guest (`dhayam-cli`) in a second namespace, joined to the first by a veth pair
# and nothing else (no default route: nothing in them can leave), finds the table by mDNS,
# joins it without a code and plays it to its end. Both keep the same game, and its dice
# check out.
#
#   scripts/lan-window-test.sh path/to/dhayam path/to/dhayam-cli [out-dir]
#
# The window's own seat is a Medium computer (no clicks needed during play), its friend's
# seat is for a friend on another computer, animations and computer pauses are off. Making
# network namespaces needs root: elsewhere the script says so in one line and skips, but
# under CI=true it fails. Needs Xvfb, xdotool, ImageMagick, perl and iproute2.
set -euo pipefail

bin=${1:?usage: lan-window-test.sh path/to/dhayam path/to/dhayam-cli [out-dir]}
cli=${2:?usage: lan-window-test.sh path/to/dhayam path/to/dhayam-cli [out-dir]}
out=${3:-$(mktemp -d -t dhayam-lan-window.XXXXXX)}
mkdir -p "$out"

fail() {
    echo "lan-window-test: FAIL: $*" >&2
    echo "lan-window-test: screenshots and logs in $out" >&2
    exit 1
}
say() {
    echo "lan-window-test: $*"
}

[ -x "$bin" ] || fail "$bin is not an executable"
[ -x "$cli" ] || fail "$cli is not an executable"
if [ "$(id -u)" != 0 ] || ! command -v ip >/dev/null; then
    [ "${CI:-}" = true ] && fail "CI=true, and network namespaces cannot be made here (not root, or no ip)"
    say "skipped: network namespaces need root and iproute2"
    exit 0
fi
for tool in Xvfb xdotool import perl; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install xvfb xdotool imagemagick perl)"
done

a=dhw-a-$$
b=dhw-b-$$
dev_a=dhwa$$
dev_b=dhwb$$
work=$(mktemp -d -t dhayam-lan-window-home.XXXXXX)
xvfb_pid=""
pids=()
cleanup() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    [ -f "$work/host/dhayam.log" ] && cp "$work/host/dhayam.log" "$out/host.log"
    ip netns delete "$a" 2>/dev/null || true
    ip netns delete "$b" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# The two namespaces and the cable between them; multicast (mDNS) goes to the cable.
ip netns add "$a"
ip netns add "$b"
ip link add "$dev_a" type veth peer name "$dev_b"
ip link set "$dev_a" netns "$a"
ip link set "$dev_b" netns "$b"
for side in "$a $dev_a 10.201.0.1/24" "$b $dev_b 10.201.0.2/24"; do
    set -- $side
    ip -n "$1" link set lo up
    ip -n "$1" addr add "$3" dev "$2"
    ip -n "$1" link set "$2" multicast on
    ip -n "$1" link set "$2" up
    ip -n "$1" route add 224.0.0.0/4 dev "$2"
done
[ -z "$(ip -n "$a" route show default)" ] || fail "namespace $a has a way out"
say "namespaces $a and $b, one cable, no way out"

display=""
for n in $(seq 231 290); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || fail "no free X display"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 100); do
    [ -S "/tmp/.X11-unix/X${display#:}" ] && xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $display"

wait_for_line() {
    local file=$1 pattern=$2 seconds=$3
    for _ in $(seq $((seconds * 5))); do
        [ -f "$file" ] && grep -Eq "$pattern" "$file" && return 0
        sleep 0.2
    done
    return 1
}

# Starts the window inside namespace A (X reaches it through its socket file); sets
# $app_pid and $window.
start_app() {
    mkdir -p "$work/host"
    ip netns exec "$a" env DISPLAY="$display" HOME="$work" XDG_DATA_HOME="$work/data" \
        XDG_CONFIG_HOME="$work/config" "$bin" --data-dir "$work/host" >>"$out/host.stdout" 2>&1 &
    app_pid=$!
    pids+=("$app_pid")
    window=""
    for _ in $(seq 150); do
        window=$(xdotool search --all --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        kill -0 "$app_pid" 2>/dev/null || fail "the window exited at start"
        sleep 0.2
    done
    [ -n "$window" ] || fail "no window appeared"
    xdotool windowsize "$window" 1280 800 || true
    sleep 2
}

say "a first game, so the window writes its own settings file"
start_app
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key Return
wait_for_line "$work/host/settings.ron" 'last_setup: *Some' 20 || fail "the window wrote no settings"
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
rm -f "$work/host/current.ron"
# South and North; South a Medium computer, North a friend on another computer; nothing
# paced; this network only, shown to computers nearby.
perl -0777 -i -pe '
    $n += s/(last_setup: *Some\(\(\s*seats: *)\[[^\]]*\]/$1\[South, North\]/;
    $n += s/(\(\s*seat: *South,\s*name: *"[^"]*",\s*kind: *)[a-z_]+(\([a-z_]*\))?/$1computer(medium)/;
    $n += s/(\(\s*seat: *North,\s*name: *"[^"]*",\s*kind: *)[a-z_]+(\([a-z_]*\))?/$1remote/;
    $n += s/animation: *[a-z_]+/animation: instant/;
    $n += s/computer_pace: *[a-z_]+/computer_pace: instant/;
    $n += s/table_reach: *[a-z_]+/table_reach: this_network/;
    $n += s/tables_nearby: *[a-z]+/tables_nearby: true/;
    END { exit($n == 7 ? 0 : 1) }
' "$work/host/settings.ron" || fail "the window's settings file is not as expected"

start_app
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key Return
wait_for_line "$work/host/dhayam.log" 'hosting a table' 20 || fail "the window did not open its table"
import -window root "$out/host-lobby.png"
say "the window hosts a table on this network only"

found=$(ip netns exec "$b" "$cli" tables --json --first --wait 20) ||
    fail "the guest's namespace found no table nearby"
echo "$found" >"$out/tables.json"
grep -q '"name": "A Dhayam table"' <<<"$found" ||
    fail "a table with no person at the host is not shown as \"A Dhayam table\": $found"
say "found nearby: $(tr -d '\n ' <<<"$found" | head -c 160)"
ip netns exec "$b" "$cli" join --lan --play medium --name Kavi --record "$out/guest.ron" \
    --timeout 240 >"$out/guest.stdout" 2>"$out/guest.stderr" &
guest_pid=$!
pids+=("$guest_pid")
wait_for_line "$work/host/dhayam.log" '\(Kavi\) takes' 30 || fail "Kavi never took a seat at the window"
sleep 1
import -window root "$out/host-seated.png"
# Start the game: where the lobby puts its button at 1280x800 (a column 760 points wide in
# the middle of the window: the code's box, the small board with a card above and below
# it, the turn clock, Let people watch, then Start).
xdotool mousemove --window "$window" 360 678 click 1
wait "$guest_pid" || fail "the guest did not finish its game (see $out/guest.stderr)"
say "the guest played the game to its end: $(head -n 1 "$out/guest.stdout")"
for _ in $(seq 50); do
    ls "$work/host/history/"*.ron >/dev/null 2>&1 && break
    sleep 0.2
done
hosted=$(ls "$work/host/history/"*.ron 2>/dev/null | head -n 1)
[ -n "$hosted" ] || fail "the window kept no finished game in its History"
# The software renderer draws a frame in about a tenth of a second: let it catch up.
sleep 2
import -window root "$out/host-over.png"
cp "$hosted" "$out/host.ron"
"$cli" verify "$out/host.ron" >"$out/verify-host.txt" || fail "the window's game does not verify"
"$cli" verify "$out/guest.ron" >"$out/verify-guest.txt" || fail "the guest's game does not verify"
# History adds its summary of the game (for its list) to the file: the rest is the game.
perl -0777 -pe 's/\n    summary: Some\(\(.*?\n    \)\),//s' "$out/host.ron" >"$out/host-game.ron"
cmp -s "$out/host-game.ron" "$out/guest.ron" || {
    diff "$out/host-game.ron" "$out/guest.ron" >"$out/differ.txt" || true
    fail "the window's game and the guest's differ (see $out/differ.txt)"
}
say "the window's History and the guest's record hold the same game, byte for byte"
say "verify: $(tail -n 1 "$out/verify-host.txt")"
say "PASS"
