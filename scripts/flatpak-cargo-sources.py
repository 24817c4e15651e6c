#!/usr/bin/env python3
"""Writes the crates of Cargo.lock as flatpak-builder sources, so the Flatpak builds offline.

flatpak-builder downloads every source before the build and checks its SHA-256; the build
itself has no network. This lists, for each crate of Cargo.lock that comes from crates.io:

- its `.crate` file from crates.io, checked against the lock's checksum and unpacked into
  cargo/vendor/NAME-VERSION, and
- the `.cargo-checksum.json` cargo wants beside a vendored crate (the package's checksum;
  no per-file sums, so cargo checks the lock's checksum only),

and then cargo/config.toml, which points crates.io at that folder. With CARGO_HOME set to
the build folder's `cargo` (packaging/flatpak/org.dhayam.Dhayam.yml), `cargo --offline
build --locked` takes every crate from there.

    python3 scripts/flatpak-cargo-sources.py [--lock Cargo.lock] [-o OUT.json]

Without -o it prints the JSON. Standard library only (Python 3.11 or later, for tomllib).
Exits non-zero, naming the package, when a crate cannot be vendored this way (a git or
another registry's crate, or one without a checksum).
"""

import argparse
import json
import sys
import tomllib
from pathlib import Path

CRATES_IO = {
    "registry+https://github.com/rust-lang/crates.io-index",
    "sparse+https://index.crates.io/",
}
DOWNLOAD = "https://static.crates.io/crates/{name}/{name}-{version}.crate"
VENDOR = "cargo/vendor"
CARGO_CONFIG = f"""[source.crates-io]
replace-with = "vendored-sources"

[source.vendored-sources]
directory = "{VENDOR}"
"""


class Unvendorable(Exception):
    """A package of the lock that these sources cannot provide."""


def crate_sources(package):
    """The two sources that put one crates.io package into the vendor folder."""
    name, version = package["name"], package["version"]
    source = package.get("source")
    if source not in CRATES_IO:
        raise Unvendorable(f"{name} {version} comes from {source}, not crates.io")
    checksum = package.get("checksum")
    if not checksum or len(checksum) != 64:
        raise Unvendorable(f"{name} {version} has no SHA-256 checksum in the lock")
    dest = f"{VENDOR}/{name}-{version}"
    return [
        {
            "type": "archive",
            "archive-type": "tar-gzip",
            "url": DOWNLOAD.format(name=name, version=version),
            "sha256": checksum,
            "dest": dest,
        },
        {
            "type": "inline",
            "contents": json.dumps({"package": checksum, "files": {}}),
            "dest": dest,
            "dest-filename": ".cargo-checksum.json",
        },
    ]


def sources(lock):
    """Every source for the lock's crates, in the lock's order, then cargo's config."""
    if lock.get("version") not in (3, 4):
        raise Unvendorable(f"Cargo.lock version {lock.get('version')} is not 3 or 4")
    out = []
    for package in lock.get("package", []):
        if "source" not in package:
            continue  # a crate of this workspace: it is in the source tree
        out.extend(crate_sources(package))
    out.append(
        {
            "type": "inline",
            "contents": CARGO_CONFIG,
            "dest": "cargo",
            "dest-filename": "config.toml",
        }
    )
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=Path, default=Path("Cargo.lock"))
    parser.add_argument("-o", "--out", type=Path)
    args = parser.parse_args()
    try:
        with args.lock.open("rb") as f:
            listed = sources(tomllib.load(f))
    except (OSError, tomllib.TOMLDecodeError, Unvendorable) as e:
        print(f"flatpak-cargo-sources: {e}", file=sys.stderr)
        return 1
    text = json.dumps(listed, indent=1) + "\n"
    if args.out:
        args.out.write_text(text)
        crates = (len(listed) - 1) // 2
        print(f"flatpak-cargo-sources: {crates} crates into {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
