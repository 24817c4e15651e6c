#!/usr/bin/env bash
# Dhayam on Windows, run here: cross-builds the Windows program and runs it under Wine in
# Xvfb.
#
#   scripts/windows-wine-test.sh [out-dir]
#
# In a fresh Wine prefix, with the release `dhayam.exe` (x86_64-pc-windows-gnu, linked by
# mingw-w64) in C:\Dhayam:
# 1. `dhayam.exe --help` and `--version`, started from Wine's console the way Windows starts
#    a windowed program (no console, no standard handles: scripts/wine/detached-start.c),
#    must print their text in that console;
# 2. `dhayam.exe --renderer glow` (no Vulkan in Wine here) in Wine's virtual desktop draws
#    the setup screen; Start game, then throws (Space) and moves (1): screenshots setup.png,
#    board.png and played.png in out-dir, which must differ; the game in progress must be
#    saved, with its throws and moves, in %APPDATA%\Dhayam\Dhayam\data, whose log must say
#    which renderer started and what became of the sound;
# 3. DHAYAM_CRASH_TEST=segfault: the access violation must leave crash-*.txt in the data
#    folder, with the place it struck in dhayam.exe (which mingw's addr2line must find in
#    the crash test's code), and the next start must name it in its log.
#
# Debian 12's Wine 8 has no bcryptprimitives.dll, where Rust's standard library gets random
# bytes (ProcessPrng): a stand-in built from scripts/wine/bcryptprimitives.c, which asks
# RtlGenRandom, sits beside dhayam.exe.
#
# Not part of .ci/run: the release cross-build takes 16 to 45 minutes cold on 2 shared
# cores (5 to 10 when only Dhayam's crates changed), and each Wine start several seconds.
# Needs rustup's x86_64-pc-windows-gnu target and apt's gcc-mingw-w64-x86-64 (with its
# binutils), wine64, xvfb, xdotool and imagemagick; says what is missing. Exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "windows-wine-test: FAIL: $*" >&2
    exit 1
}
say() {
    echo "windows-wine-test: $*"
}

wine=$(command -v wine64 || command -v wine || true)
[ -n "$wine" ] || [ ! -x /usr/lib/wine/wine64 ] || wine=/usr/lib/wine/wine64
wineserver=$(command -v wineserver || true)
[ -n "$wineserver" ] || [ ! -x /usr/lib/wine/wineserver ] || wineserver=/usr/lib/wine/wineserver
missing=()
rustup target list --installed 2>/dev/null | grep -qx x86_64-pc-windows-gnu ||
    missing+=("rustup target add x86_64-pc-windows-gnu")
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=("apt-get install gcc-mingw-w64-x86-64")
[ -n "$wine" ] && [ -n "$wineserver" ] || missing+=("apt-get install wine64")
command -v x86_64-w64-mingw32-addr2line >/dev/null || missing+=("apt-get install binutils-mingw-w64-x86-64")
for tool in Xvfb xdotool import compare script; do
    command -v "$tool" >/dev/null || missing+=("$tool (apt-get install xvfb xdotool imagemagick)")
done
[ "${#missing[@]}" -eq 0 ] || fail "missing: $(printf '%s; ' "${missing[@]}")"

out=${1:-$(mktemp -d -t dhayam-wine.XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)

target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
say "building dhayam.exe (release, x86_64-pc-windows-gnu)"
start=$(date +%s)
cargo build --release --target x86_64-pc-windows-gnu -p dhayam-desktop
say "built in $(($(date +%s) - start)) s"
exe="$target/x86_64-pc-windows-gnu/release/dhayam.exe"

work=$(mktemp -d -t dhayam-wine-work.XXXXXX)
export WINEPREFIX="$work/prefix" WINEDEBUG=-all
# No Mono or Gecko installer prompts in a fresh prefix.
export WINEDLLOVERRIDES="mscoree,mshtml="
unset WINEARCH
xvfb_pid=""
cleanup() {
    "$wineserver" -k 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

display=""
for n in $(seq 90 160); do
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
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done

say "a fresh Wine prefix"
"$wine" wineboot -i >"$out/wineboot.log" 2>&1 || fail "wineboot failed (see $out/wineboot.log)"
# A crash stays quiet: no crash dialog waiting for a click in the virtual desktop.
"$wine" reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f \
    >>"$out/wineboot.log" 2>&1
dhayam="$WINEPREFIX/drive_c/Dhayam"
mkdir -p "$dhayam"
cp "$exe" "$dhayam/dhayam.exe"
x86_64-w64-mingw32-gcc -shared -O2 -o "$dhayam/bcryptprimitives.dll" \
    scripts/wine/bcryptprimitives.c scripts/wine/bcryptprimitives.def -ladvapi32
x86_64-w64-mingw32-gcc -municode -O2 -o "$dhayam/detached-start.exe" scripts/wine/detached-start.c
data="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Dhayam/Dhayam/data"

# 1. The help and the version in the console of the command line (Wine's console on a
# pseudo-terminal, as `script` gives one).
console() {
    script -qec "'$wine' cmd /c 'C:\\Dhayam\\detached-start.exe C:\\Dhayam\\dhayam.exe $*'" \
        /dev/null </dev/null | tr -d '\r'
}
console --help >"$out/help.txt"
grep -q '^Usage: dhayam \[OPTIONS\]' "$out/help.txt" ||
    fail "dhayam.exe --help printed nothing in the console (see $out/help.txt)"
say "dhayam.exe --help, started as a windowed program from a console, printed:"
sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' "$out/help.txt"
version=$(console --version | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g')
grep -q '^dhayam [0-9]' <<<"$version" || fail "dhayam.exe --version printed: $version"
say "dhayam.exe --version printed: $version"

# 2. A game in Wine's virtual desktop.
app_pid=""
start_app() {
    "$wine" explorer /desktop=Dhayam,1280x800 'C:\Dhayam\dhayam.exe' --renderer glow \
        >>"$out/wine.log" 2>&1 &
    app_pid=$!
    # The game's own window inside the virtual desktop.
    local window=""
    for _ in $(seq 150); do
        window=$(xdotool search --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        kill -0 "$app_pid" 2>/dev/null || fail "Wine exited at start (see $out/wine.log)"
        sleep 0.2
    done
    [ -n "$window" ] || fail "no window titled Dhayam appeared (see $out/wine.log)"
    sleep 3
}
stop_app() {
    # Alt+F4 closes the window as a person would; the desktop goes with its last window.
    xdotool key alt+F4
    for _ in $(seq 50); do
        kill -0 "$app_pid" 2>/dev/null || break
        sleep 0.2
    done
    "$wineserver" -k 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
}
shot() {
    import -window root "$out/$1.png"
    local colours
    colours=$(identify -format '%k' "$out/$1.png")
    [ "$colours" -ge 16 ] || fail "$1.png is blank ($colours colours)"
    say "$out/$1.png: $colours colours"
}
differs() {
    local pixels
    pixels=$(compare -metric AE "$out/$1.png" "$out/$2.png" null: 2>&1 || true)
    pixels=${pixels%% *}
    awk -v p="$pixels" 'BEGIN { exit !(p + 0 > 1000) }' || fail "$3 ($pixels pixels differ)"
}

say "the game under Wine, in Xvfb on $display"
start_app
shot setup
# Enter starts the setup screen's game (as Start game does), wherever the window sits.
xdotool key Return
sleep 3
shot board
differs setup board "Start game did not start a game"
for _ in 1 2 3 4 5 6; do
    xdotool key space
    sleep 2
    # Move pawn 1 when the throw asks for a move (nothing happens when it does not).
    xdotool key 1
    sleep 3
done
shot played
differs board played "throwing and moving changed nothing"
stop_app
grep -q 'the glow renderer started' "$data/dhayam.log" || fail "the log names no glow renderer"
say "the log in %APPDATA%\\Dhayam\\Dhayam\\data:"
cat "$data/dhayam.log"
throws=$(grep -o '^ *throws: \[.*\]' "$data/current.ron" | grep -o '(' | wc -l || true)
moves=$(grep -o '^ *moves: \[.*\]' "$data/current.ron" | grep -o 'value:' | wc -l || true)
say "the game saved in the data folder: $throws throws, $moves moves"
[ "$throws" -ge 6 ] || fail "the saved game has $throws throws, not 6 or more"
[ "$moves" -ge 2 ] || fail "the saved game has $moves moves, not 2 or more"

# 3. A real crash: the report, and the next start names it.
say "a crash on purpose (DHAYAM_CRASH_TEST=segfault)"
DHAYAM_CRASH_TEST=segfault "$wine" 'C:\Dhayam\dhayam.exe' >>"$out/wine.log" 2>&1 || true
"$wineserver" -w
shopt -s nullglob
reports=("$data"/crash-*.txt)
[ "${#reports[@]}" -eq 1 ] || fail "${#reports[@]} crash reports instead of 1"
cp "${reports[0]}" "$out/"
say "$(basename "${reports[0]}"):"
cat "${reports[0]}"
grep -q '^message:  exception 0xc0000005 (access violation) writing address 0x10$' \
    "${reports[0]}" || fail "the report does not name the access violation"
site=$(sed -n 's/^ *0: dhayam\.exe+\(0x[0-9a-f]*\) (crash site)$/\1/p' "${reports[0]}")
[ -n "$site" ] || fail "the report does not place the crash in dhayam.exe"
# The program keeps its line tables (DWARF, as mingw links it): the place is a line.
x86_64-w64-mingw32-addr2line -f -C -i -e "$exe" "$site" >"$out/crash-site.txt"
say "the crash site $site is:"
cat "$out/crash-site.txt"
grep -q 'crates/dhayam-os/src/fatal/windows.rs:' "$out/crash-site.txt" ||
    fail "the crash site is not the crash test's write (see $out/crash-site.txt)"
start_app
shot after-crash
stop_app
grep -q "the last run crashed; crash report .*$(basename "${reports[0]}")" "$data/dhayam.log" ||
    fail "the next start did not name the report (see $data/dhayam.log)"
say "the next start logged: $(grep 'the last run crashed' "$data/dhayam.log")"
say "OK, screenshots in $out"
