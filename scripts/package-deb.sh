#!/usr/bin/env bash
# Builds the Dhayam .deb with cargo-packager from crates/dhayam-desktop/Cargo.toml
# ([package.metadata.packager]), checks what is inside, and optionally installs it and starts
# the installed game the way a desktop does.
#
# The release program's debug info is split off (scripts/split-debug.sh) into
# dhayam_<version>_<arch>.debug next to the .deb, to keep with the release: the .deb ships
# the lean program. The check fails when the .deb is over DEB_MAX_BYTES (12 MiB) or its
# program over PROGRAM_MAX_BYTES (25 MiB) or still carries debug sections.
#
#   scripts/package-deb.sh [OUT_DIR]                  build dist/dhayam_<version>_<arch>.deb
#   scripts/package-deb.sh --install SHOT.png [OUT_DIR]
#       also install it with apt-get (needs root), run the `Exec` line of the installed desktop entry
#       under Xvfb with a fresh HOME, and save a screenshot of the screen to SHOT.png
#
# Needs cargo-packager (`cargo install cargo-packager --locked`), binutils and jq; --install
# also needs Xvfb, xdotool and ImageMagick (apt: xvfb xdotool imagemagick). Exits non-zero
# on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

shot=""
if [ "${1:-}" = "--install" ]; then
    shot=${2:?--install needs a screenshot path}
    shift 2
fi
out=$(realpath -m "${1:-dist}")
app_id=org.dhayam.Dhayam

fail() {
    echo "package-deb: FAIL: $*" >&2
    exit 1
}

command -v cargo-packager >/dev/null ||
    fail "cargo-packager is missing (cargo install cargo-packager --locked)"

deb_max=${DEB_MAX_BYTES:-$((12 * 1024 * 1024))}
program_max=${PROGRAM_MAX_BYTES:-$((25 * 1024 * 1024))}

mkdir -p "$out"
rm -f "$out"/dhayam_*.deb "$out"/dhayam_*.debug
pkgid=$(cargo pkgid -p dhayam-desktop)
version=${pkgid##*[#@]}
arch=$(dpkg --print-architecture)
target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
[ -d "$target" ] || fail "no cargo target folder ($target)"
cargo build --profile dist -p dhayam-desktop
lean="$target/dist/lean"
debug="$out/dhayam_${version}_${arch}.debug"
bash scripts/split-debug.sh "$target/dist/dhayam" "$lean/dhayam" "$debug"
# [package.metadata.packager] with the lean program's folder and without the build command
# (whose cargo build would put the full program back in target/dist); cargo-packager
# 0.11.8 ignores its --binaries-dir option. Relative paths are from the crate's folder.
config=$(cargo metadata --format-version 1 --no-deps |
    jq -c --arg lean "$lean" --arg out "$out" '.packages[]
        | select(.name == "dhayam-desktop")
        | .metadata.packager + {name, version, binariesDir: $lean, outDir: $out}
        | del(.beforePackagingCommand)')
(cd crates/dhayam-desktop && cargo packager --config "$config" --formats deb --out-dir "$out")
deb=$(ls "$out"/dhayam_*.deb)
echo "package-deb: built $deb"

contents=$(dpkg-deb --contents "$deb")
for path in usr/bin/dhayam \
    usr/share/applications/$app_id.desktop \
    usr/share/metainfo/$app_id.metainfo.xml \
    usr/share/icons/hicolor/16x16/apps/$app_id.png \
    usr/share/icons/hicolor/512x512/apps/$app_id.png; do
    grep -qE " (\./)?$path\$" <<<"$contents" || fail "$deb has no /$path"
done
dpkg-deb --field "$deb" Package Version Architecture Depends

# Lean: sizes, no debug sections, and the build id of the debug file kept beside it.
deb_size=$(stat -c %s "$deb")
program_size=$(awk '$NF ~ /usr\/bin\/dhayam$/ { print $3 }' <<<"$contents")
echo "package-deb: $deb is $deb_size bytes (at most $deb_max), its program $program_size bytes (at most $program_max)"
[ "$deb_size" -le "$deb_max" ] || fail "$deb is $deb_size bytes, over $deb_max"
[ "$program_size" -le "$program_max" ] ||
    fail "usr/bin/dhayam is $program_size bytes, over $program_max"
shipped=$(mktemp -t dhayam-deb-program.XXXXXX)
dpkg-deb --fsys-tarfile "$deb" | tar -xO --wildcards '*usr/bin/dhayam' >"$shipped"
if readelf -S "$shipped" | grep -qE '\.debug_(info|line|str|abbrev|ranges|aranges)'; then
    rm -f "$shipped"
    fail "usr/bin/dhayam carries debug sections"
fi
shipped_id=$(readelf -n "$shipped" | sed -n 's/^ *Build ID: *//p')
rm -f "$shipped"
debug_id=$(readelf -n "$debug" 2>/dev/null | sed -n 's/^ *Build ID: *//p')
[ -n "$shipped_id" ] && [ "$shipped_id" = "$debug_id" ] ||
    fail "usr/bin/dhayam (build id $shipped_id) does not match $debug ($debug_id)"
echo "package-deb: debug file $debug ($(stat -c %s "$debug") bytes), build id $debug_id"

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate packaging/linux/$app_id.desktop
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --explain packaging/linux/$app_id.metainfo.xml ||
        fail "the AppStream metainfo does not validate"
fi

[ -n "$shot" ] || exit 0

# Install (with what it depends on, the sound server included), then start the program
# exactly as the desktop entry says.
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb"
entry=/usr/share/applications/$app_id.desktop
exec_line=$(sed -n 's/^Exec=//p' "$entry" | head -n 1)
# Field codes (%f, %u, ...) are for files and links handed over by the desktop: none here.
exec_line=$(sed 's/ *%[fFuUick]//g' <<<"$exec_line")
[ -n "$exec_line" ] || fail "$entry has no Exec line"
echo "package-deb: Exec=$exec_line"

for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install xvfb xdotool imagemagick)"
done
display=""
for n in $(seq 170 240); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || fail "no free X display"

home=$(mktemp -d -t dhayam-deb-home.XXXXXX)
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done

# The installed program, found on PATH as a launcher would, with a fresh HOME.
# shellcheck disable=SC2086 # the Exec line is a command line to split
env -i PATH=/usr/local/bin:/usr/bin:/bin DISPLAY="$display" HOME="$home" \
    XDG_RUNTIME_DIR="$home" $exec_line >"$home/stdout.log" 2>"$home/stderr.log" &
app_pid=$!

window=""
for _ in $(seq 150); do
    window=$(xdotool search --name '^Dhayam$' 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || { cat "$home/stderr.log" >&2; fail "the installed program exited"; }
    sleep 0.2
done
[ -n "$window" ] || fail "no window titled Dhayam appeared"
xdotool windowmove "$window" 0 0 windowsize "$window" 1280 800 || true
sleep 2
# Start a game from the setup screen (focus the window, Enter) and throw (Space).
xdotool mousemove --window "$window" 640 780 click 1 || true
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key Return
sleep 2
xdotool key space
sleep 3
kill -0 "$app_pid" 2>/dev/null || fail "the installed program died"
import -window root "$shot"
echo "package-deb: window $(xprop -id "$window" WM_CLASS 2>/dev/null || echo 'WM_CLASS ?')"
# The first two numbers of _NET_WM_ICON are the width and height of the first icon.
# shellcheck disable=SC2016 # $0 and $1 are xprop's fields, not the shell's
xprop -id "$window" -notype -f _NET_WM_ICON 32c ' = $0 x $1\n' _NET_WM_ICON 2>/dev/null |
    grep -q '= 256 x 256' ||
    fail "the window has no 256 x 256 icon"
echo "package-deb: the window carries the 256 x 256 icon"
echo "package-deb: log file of the run:"
cat "$home"/.local/share/dhayam/dhayam.log || fail "no log file in the data folder"
echo "package-deb: OK, screenshot $shot"
