#!/usr/bin/env bash
# Plays Dhayam's sounds through a real sound server and checks that they arrive: starts a
# private PulseAudio server whose only output is a silent (null) sink, records that sink's
# monitor while the ignored test `plays_through_the_sound_server` plays the dice and the
# King's fanfare through Dhayam's own backend, and fails unless the recording is loud
# enough. PipeWire's pulse server speaks the same protocol.
#
#   scripts/sound-test.sh [RECORDING.wav]
#
# Needs pulseaudio, pulseaudio-utils (parec) and sox (apt: pulseaudio pulseaudio-utils sox).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "sound-test: FAIL: $*" >&2
    exit 1
}
for tool in pulseaudio parec sox; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install pulseaudio pulseaudio-utils sox)"
done

dir=$(mktemp -d -t dhayam-sound.XXXXXX)
recording=$(realpath -m "${1:-$dir/heard.wav}")
server_pid=""
parec_pid=""
cleanup() {
    [ -n "$parec_pid" ] && kill "$parec_pid" 2>/dev/null || true
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT

export PULSE_SERVER="unix:$dir/native"
# The server keeps its files (cookie, state) in the temporary folder, not in $HOME.
HOME="$dir" XDG_RUNTIME_DIR="$dir" pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no \
    -L "module-null-sink sink_name=dhayam_test" \
    -L "module-native-protocol-unix socket=$dir/native auth-anonymous=1" \
    >"$dir/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do
    [ -S "$dir/native" ] && break
    sleep 0.1
done
[ -S "$dir/native" ] || { cat "$dir/server.log" >&2; fail "the sound server did not start"; }

# Build first, so the recording holds the sounds and not the compiler's time. With the
# whole workspace's features, as README's test command built it: `-p dhayam-desktop` alone
# unifies them differently and builds some forty crates again (nearly 4 minutes of a cold
# CI run, against half a second).
# The test program's own line (the app's binary is built too, and may come after it).
test_bin=$(cargo test --workspace --test sound --no-run --message-format=json 2>/dev/null |
    grep '"kind":\["test"\]' | grep '"name":"sound"' |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
[ -x "$test_bin" ] || fail "no test program for crates/dhayam-desktop/tests/sound.rs"

parec -d dhayam_test.monitor --file-format=wav "$recording" &
parec_pid=$!
sleep 0.3
"$test_bin" --ignored --exact no_server::plays_through_the_sound_server
sleep 0.3
kill "$parec_pid"
wait "$parec_pid" 2>/dev/null || true
parec_pid=""

stats=$(sox "$recording" -n stat 2>&1)
peak=$(awk '/^Maximum amplitude/ { print $3 }' <<<"$stats")
rms=$(awk '/^RMS +amplitude/ { print $3 }' <<<"$stats")
echo "sound-test: heard $recording: peak $peak, RMS $rms"
awk -v p="$peak" -v r="$rms" 'BEGIN { exit !(p > 0.3 && r > 0.02) }' ||
    fail "the sink heard (almost) nothing: peak $peak, RMS $rms"
echo "sound-test: OK"
