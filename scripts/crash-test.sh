#!/usr/bin/env bash
# Crash test of the lean release program (Linux): a crash report of the shipped program,
# read with the debug file kept from the release, names the function, file and line of the
# panic.
#
#   scripts/crash-test.sh
#
# Builds `dhayam` (the dist profile, as shipped) and `dhayam-cli`, splits the debug info off
# the program (scripts/split-debug.sh), runs the lean program with DHAYAM_CRASH_TEST=panic so
# that it panics right after start (dhayam_desktop::platform::crash::crash_test_if_asked),
# then runs `dhayam-cli symbolicate crash-*.txt --debug dhayam.debug` and checks the result;
# as a control, the lean program itself must not be able to name the panic's file and line.
# A cold dist build takes long (README, "Program size"). Needs binutils.
# Exits non-zero on failure.
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

echo "crash-test: OK, the report names dhayam_desktop::platform::crash::crash_test_panic at $place"
