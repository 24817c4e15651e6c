#!/usr/bin/env bash
# Builds the Dhayam AppImage with cargo-packager, from [package.metadata.packager] and its
# `appimage` files in crates/dhayam-desktop/Cargo.toml, with the lean program that the .deb
# ships (scripts/split-debug.sh; see scripts/package-deb.sh).
#
#   scripts/package-appimage.sh [OUT_DIR]        build dist/dhayam_<version>_<arch>.AppImage
#
# cargo-packager downloads linuxdeploy, its AppImage plugin and AppRun from GitHub the first
# time (into its tools folder): without GitHub this stops there. The AppImage needs a square
# PNG among the package's icons, so assets/icon.png (256x256) is added here; the .deb and
# the other systems keep their icons. Needs cargo-packager (`cargo install cargo-packager
# --locked`), binutils and jq. Exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

out=$(realpath -m "${1:-dist}")

fail() {
    echo "package-appimage: FAIL: $*" >&2
    exit 1
}

command -v cargo-packager >/dev/null ||
    fail "cargo-packager is missing (cargo install cargo-packager --locked)"

mkdir -p "$out"
rm -f "$out"/dhayam_*.AppImage
target=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
[ -d "$target" ] || fail "no cargo target folder ($target)"
cargo build --profile dist -p dhayam-desktop
lean="$target/dist/lean"
bash scripts/split-debug.sh "$target/dist/dhayam" "$lean/dhayam" "$lean/dhayam.debug"
# As in package-deb.sh: the lean program's folder, no build command, and the PNG icon.
config=$(cargo metadata --format-version 1 --no-deps |
    jq -c --arg lean "$lean" --arg out "$out" '.packages[]
        | select(.name == "dhayam-desktop")
        | .metadata.packager + {name, version, binariesDir: $lean, outDir: $out}
        | .icons += ["../../assets/icon.png"]
        | del(.beforePackagingCommand)')
(cd crates/dhayam-desktop && cargo packager --config "$config" --formats appimage --out-dir "$out") ||
    fail "cargo-packager could not make the AppImage (its tools come from GitHub)"
appimage=$(ls "$out"/dhayam_*.AppImage)
echo "package-appimage: built $appimage ($(stat -c %s "$appimage") bytes)"
