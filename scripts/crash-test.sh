#!/usr/bin/env bash
# Crash test of the lean release program (Linux): a crash report of the shipped program,
# read with the debug file kept from the release, names the function, file and line of the
# panic, and of a segfault; a SIGSEGV sent from outside to the running game leaves a report
# too; and the start after each crash names its report.
#
#   scripts/crash-test.sh
#
# Builds `dhayam` (the dist profile, as shipped) and `dhayam-cli`, splits the debug info off
# the program (scripts/split-debug.sh), runs the lean program with DHAYAM_CRASH_TEST=panic so
# that it panics right after start (dhayam_desktop::platform::crash::crash_test_if_asked),
# then runs `dhayam-cli symbolicate crash-*.txt --debug dhayam.debug` and checks the result;
# as a control, the lean program itself must not be able to name the panic's file and line.
# Then the same with DHAYAM_CRASH_TEST=segfault (a write to the first page of memory: the
# signal handler of dhayam_os::fatal writes the report), and `kill -SEGV` to the game running
# in Xvfb. A cold dist build takes long (README, "Program size"). Needs binutils, xvfb and
# xdotool. Exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "crash-test: FAIL: $*" >&2
    exit 1
}

target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
cargo build --profile dist -p dhayam-desktop
cargo build -p dhayam-cli
cli="$target/debug/dhayam-cli"

work=$(mktemp -d -t dhayam-crash-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
# Apart, as on a player's machine: next to the program, its debug link would find it.
bash scripts/split-debug.sh "$target/dist/dhayam" "$work/bin/dhayam" "$work/debug/dhayam.debug"

# The panic the report must lead back to.
line=$(grep -n 'panic!("crash test' crates/dhayam-desktop/src/platform/crash.rs | cut -d: -f1)
[ -n "$line" ] || fail "no crash test panic in crates/dhayam-desktop/src/platform/crash.rs"
place="crates/dhayam-desktop/src/platform/crash.rs:$line:"

status=0
DHAYAM_CRASH_TEST=panic "$work/bin/dhayam" --data-dir "$work/data" >"$work/stderr.txt" 2>&1 ||
    status=$?
[ "$status" -ne 0 ] || fail "the program did not crash"
shopt -s nullglob
reports=("$work"/data/crash-*.txt)
[ "${#reports[@]}" -eq 1 ] || fail "${#reports[@]} crash reports instead of 1"
report=${reports[0]}
echo "crash-test: the program exited with $status and wrote $(basename "$report"):"
cat "$report"

id=$(readelf -n "$work/bin/dhayam" | sed -n 's/^ *Build ID: *//p')
grep -qx "build id: $id" "$report" || fail "the report lacks the program's build id $id"
if grep -E '^ +[0-9]+: dhayam\+0x[0-9a-f]+ .* at ' "$report"; then
    fail "the lean program still knew files and lines"
fi

"$cli" symbolicate "$report" --debug "$work/debug/dhayam.debug" >"$work/symbolicated.txt"
echo "crash-test: dhayam-cli symbolicate $(basename "$report") --debug dhayam.debug:"
cat "$work/symbolicated.txt"
grep -A1 -E '^ +dhayam_desktop::platform::crash::crash_test_panic$' "$work/symbolicated.txt" |
    grep -E '^ +at ' | grep -qF "$place" ||
    fail "the symbolicated report does not name crash_test_panic at $place"

# Control: without the debug file there is no file and line to be found.
"$cli" symbolicate "$report" --debug "$work/bin/dhayam" >"$work/lean-only.txt"
! grep -E '^ +at ' "$work/lean-only.txt" | grep -qF "$place" ||
    fail "the lean program alone named $place"

echo "crash-test: the panic's report names dhayam_desktop::platform::crash::crash_test_panic at $place"

# A segfault: the signal handler's report has one frame, the place the signal struck.
segv_line=$(grep -n 'nowhere.write_volatile(1)' crates/dhayam-os/src/fatal/unix.rs | cut -d: -f1)
[ -n "$segv_line" ] || fail "no crash test write in crates/dhayam-os/src/fatal/unix.rs"
segv_place="crates/dhayam-os/src/fatal/unix.rs:$segv_line:"
status=0
DHAYAM_CRASH_TEST=segfault "$work/bin/dhayam" --data-dir "$work/segv" >"$work/segv.txt" 2>&1 ||
    status=$?
[ "$status" -eq 139 ] || fail "the segfault ended with status $status, not 139 (SIGSEGV)"
reports=("$work"/segv/crash-*.txt)
[ "${#reports[@]}" -eq 1 ] || fail "${#reports[@]} segfault reports instead of 1"
segv_report=${reports[0]}
echo "crash-test: the segfault (status $status) wrote $(basename "$segv_report"):"
cat "$segv_report"
grep -qx 'message:  SIGSEGV (invalid memory access) at address 0x10' "$segv_report" ||
    fail "the segfault's report does not name the signal and the address"
grep -qx "build id: $id" "$segv_report" || fail "the segfault's report lacks the build id $id"
"$cli" symbolicate "$segv_report" --debug "$work/debug/dhayam.debug" >"$work/segv-symbolicated.txt"
echo "crash-test: dhayam-cli symbolicate $(basename "$segv_report") --debug dhayam.debug:"
cat "$work/segv-symbolicated.txt"
grep -A1 -E 'crash_for_test$' "$work/segv-symbolicated.txt" | grep -E '^ +at ' |
    grep -qF "$segv_place" || fail "the symbolicated segfault is not at $segv_place"

# The next start says where the report is (it panics on purpose: no window needed).
DHAYAM_CRASH_TEST=panic "$work/bin/dhayam" --data-dir "$work/segv" >"$work/next.txt" 2>&1 || true
grep -qF "the last run crashed; its crash report is $segv_report" "$work/next.txt" ||
    fail "the start after the segfault did not name its report: $(cat "$work/next.txt")"

# SIGSEGV from outside, to the game running in a window.
display=""
for n in $(seq 90 160); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || fail "no free X display"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.txt" 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do
    DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done
DISPLAY=$display "$work/bin/dhayam" --data-dir "$work/kill" >"$work/kill.txt" 2>&1 &
game=$!
for _ in $(seq 150); do
    DISPLAY=$display xdotool search --name '^Dhayam$' >/dev/null 2>&1 && break
    kill -0 "$game" 2>/dev/null || fail "the game exited at start: $(cat "$work/kill.txt")"
    sleep 0.2
done
sleep 2
kill -SEGV "$game"
status=0
wait "$game" || status=$?
[ "$status" -eq 139 ] || fail "the killed game ended with status $status, not 139 (SIGSEGV)"
reports=("$work"/kill/crash-*.txt)
[ "${#reports[@]}" -eq 1 ] || fail "${#reports[@]} reports of the kill instead of 1"
echo "crash-test: kill -SEGV to the running game wrote $(basename "${reports[0]}"):"
cat "${reports[0]}"
grep -qx "message:  SIGSEGV (invalid memory access), sent by process $$" "${reports[0]}" ||
    fail "the report does not say who sent the signal"
grep -qE '^ +0: [^ ]+\+0x[0-9a-f]+ \(crash site\)$' "${reports[0]}" ||
    fail "the report has no crash site in a module"

echo "crash-test: OK, the panic and the segfault are named at $place and $segv_place"
