#!/usr/bin/env bash
# Checks the size of the Linux program that the .deb ships: the release build of the desktop
# app, its debug info and symbols split off as scripts/split-debug.sh does for a release.
#
#   scripts/check-size.sh [PROGRAM]
#
# Without PROGRAM it builds `cargo build --release -p dhayam-desktop` (a cold build takes
# long: see README, Checks) and checks target/release/dhayam. Fails when the lean program is
# over PROGRAM_MAX_BYTES (25 MiB), or its gzip (what the .deb holds, at cargo-packager's
# level) over PACKED_MAX_BYTES (11.5 MiB: the .deb's limit is 12 MiB, and its icons,
# desktop entry, metainfo and licences take about 0.2 MiB more). scripts/package-deb.sh
# checks the .deb itself. Needs binutils and gzip. Exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "check-size: FAIL: $*" >&2
    exit 1
}

program_max=${PROGRAM_MAX_BYTES:-$((25 * 1024 * 1024))}
packed_max=${PACKED_MAX_BYTES:-$((23 * 512 * 1024))}

program=${1:-}
if [ -z "$program" ]; then
    target=$(cargo metadata --format-version 1 --no-deps |
        sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
    [ -d "$target" ] || fail "no cargo target folder ($target)"
    cargo build --profile dist -p dhayam-desktop
    program="$target/dist/dhayam"
fi
[ -f "$program" ] || fail "no program $program"

work=$(mktemp -d -t dhayam-size.XXXXXX)
trap 'rm -rf "$work"' EXIT
bash scripts/split-debug.sh "$program" "$work/dhayam" "$work/dhayam.debug" >/dev/null
lean=$(stat -c %s "$work/dhayam")
packed=$(gzip -6 -c "$work/dhayam" | wc -c)
echo "check-size: the lean program is $lean bytes (at most $program_max), gzipped $packed bytes (at most $packed_max)"
[ "$lean" -le "$program_max" ] || fail "the lean program is $lean bytes, over $program_max"
[ "$packed" -le "$packed_max" ] || fail "the gzipped program is $packed bytes, over $packed_max"
echo "check-size: OK"
