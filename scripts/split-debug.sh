#!/usr/bin/env bash
# Splits the debug info off a Linux release program: a lean program to ship and a debug file
# to keep with the release (for `dhayam-cli symbolicate`, gdb or addr2line).
#
#   scripts/split-debug.sh PROGRAM LEAN_PROGRAM DEBUG_FILE
#
# LEAN_PROGRAM loses the debug info and the symbol table too (5 MB more, which would put it
# over the 25 MiB it must stay under) and gets a .gnu_debuglink to DEBUG_FILE's name.
# DEBUG_FILE keeps both, its sections zlib-compressed. Both keep the GNU build id that crash
# reports carry. Needs binutils (objcopy, readelf). Exits non-zero on failure.
set -euo pipefail

usage="usage: split-debug.sh PROGRAM LEAN_PROGRAM DEBUG_FILE"
program=$(realpath "${1:?$usage}")
lean=$(realpath -m "${2:?$usage}")
debug=$(realpath -m "${3:?$usage}")

fail() {
    echo "split-debug: FAIL: $*" >&2
    exit 1
}

build_id() {
    readelf -n "$1" 2>/dev/null | sed -n 's/^ *Build ID: *//p'
}

id=$(build_id "$program")
[ -n "$id" ] || fail "$program has no GNU build id"
readelf -S "$program" | grep -q '\.debug_line' || fail "$program has no line tables to split off"

mkdir -p "$(dirname "$lean")" "$(dirname "$debug")"
objcopy --only-keep-debug --compress-debug-sections=zlib "$program" "$debug"
# The debug link names the debug file; objcopy reads it from the current folder.
(
    cd "$(dirname "$debug")"
    objcopy --strip-all --add-gnu-debuglink="$(basename "$debug")" \
        "$program" "$lean"
)

# .debug_gdb_scripts is loaded at run time (22 bytes): it stays.
! readelf -S "$lean" | grep -qE '\.debug_(info|line|str|abbrev|ranges|aranges)|\.symtab' ||
    fail "$lean still has debug sections or a symbol table"
[ "$(build_id "$lean")" = "$id" ] || fail "$lean lost the build id"
[ "$(build_id "$debug")" = "$id" ] || fail "$debug has another build id"
echo "split-debug: build id $id"
echo "split-debug: $lean $(stat -c %s "$lean") bytes, $debug $(stat -c %s "$debug") bytes"
