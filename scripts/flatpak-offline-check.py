#!/usr/bin/env python3
"""Lays out the Flatpak's build folder as flatpak-builder would, and lets cargo build there
with no network: proof that packaging/flatpak/org.dhayam.Dhayam.yml builds from vendored
crates alone, without the Flatpak runtimes (which come from Flathub).

    python3 scripts/flatpak-offline-check.py [--build] [--keep DIR]

1. writes the crate sources (scripts/flatpak-cargo-sources.py) into a fresh folder;
2. follows the manifest's sources: the `dir` source is the source tree (its `skip` paths
   left out), and every crate archive is taken from cargo's download cache (run `cargo fetch
   --locked` first), checked against its SHA-256 and unpacked where the manifest says; the
   inline files are written;
3. asks cargo, with CARGO_HOME set as the manifest sets it and --offline --locked, for the
   whole dependency graph: every crate of Cargo.lock must come from the vendor folder with
   the lock's checksum;
4. with --build, runs the manifest's build commands there, /app being a folder beside it
   (a cold release build: as long as the .deb's).

Needs Python 3.11 or later with PyYAML (apt: python3-yaml), git and cargo. Exits non-zero
on failure. The folder is removed afterwards unless --keep names it.
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "packaging/flatpak/org.dhayam.Dhayam.yml"


class CheckFailed(Exception):
    """What went wrong, for the one line printed before exiting."""


def cargo_home():
    return Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))


def cached_crate(url):
    """The .crate file cargo downloaded for `url`, from any registry cache folder."""
    name = url.rsplit("/", 1)[-1]
    for folder in sorted((cargo_home() / "registry/cache").glob("*")):
        if (folder / name).is_file():
            return folder / name
    raise CheckFailed(f"{name} is not in cargo's cache (run `cargo fetch --locked`)")


def unpack_crate(source, build):
    """An `archive` source: the file checked, then unpacked without its top folder."""
    crate = cached_crate(source["url"])
    digest = hashlib.sha256(crate.read_bytes()).hexdigest()
    if digest != source["sha256"]:
        raise CheckFailed(f"{crate} has SHA-256 {digest}, the sources say {source['sha256']}")
    dest = build / source["dest"]
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(crate, "r:gz") as tar:
        members = []
        for member in tar.getmembers():
            parts = Path(member.name).parts
            if len(parts) < 2:
                continue
            member.name = str(Path(*parts[1:]))
            members.append(member)
        tar.extractall(dest, members=members, filter="data")


def write_inline(source, build):
    dest = build / source["dest"]
    dest.mkdir(parents=True, exist_ok=True)
    (dest / source["dest-filename"]).write_text(source["contents"])


def copy_tree(source, build):
    """A `dir` source: the tree as git tracks it (untracked build output stays out)."""
    tree = (MANIFEST.parent / source["path"]).resolve()
    listed = subprocess.run(
        ["git", "-C", str(tree), "ls-files", "-z"], check=True, capture_output=True
    ).stdout.decode()
    skip = [Path(s) for s in source.get("skip", [])]
    for name in filter(None, listed.split("\0")):
        path = Path(name)
        if any(path == s or s in path.parents for s in skip):
            continue
        (build / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(tree / path, build / path)


def lay_out(manifest, build, generated):
    module = manifest["modules"][0]
    for source in module["sources"]:
        if isinstance(source, str):
            listed = generated if source == "cargo-sources.json" else MANIFEST.parent / source
            for crate_source in json.loads(Path(listed).read_text()):
                if crate_source["type"] == "archive":
                    unpack_crate(crate_source, build)
                elif crate_source["type"] == "inline":
                    write_inline(crate_source, build)
                else:
                    raise CheckFailed(f"unexpected source type {crate_source['type']}")
        elif source["type"] == "dir":
            copy_tree(source, build)
        else:
            raise CheckFailed(f"unexpected source type {source['type']}")
    return module


def sandbox_env(manifest, build):
    """The build's environment: the manifest's, with the build folder where Flatpak has it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CARGO")}
    env.setdefault("RUSTUP_HOME", str(Path.home() / ".rustup"))
    for key, value in manifest.get("build-options", {}).get("env", {}).items():
        env[key] = value.replace("/run/build/dhayam", str(build))
    return env


def run(args):
    manifest = yaml.safe_load(MANIFEST.read_text())
    work = Path(args.keep or tempfile.mkdtemp(prefix="dhayam-flatpak-"))
    build, app = work / "build", work / "app"
    build.mkdir(parents=True)
    generated = work / "cargo-sources.json"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts/flatpak-cargo-sources.py"),
         "--lock", str(ROOT / "Cargo.lock"), "-o", str(generated)],
        check=True,
    )
    try:
        module = lay_out(manifest, build, generated)
        env = sandbox_env(manifest, build)
        vendored = len(list((build / "cargo/vendor").iterdir()))
        print(f"flatpak-offline-check: {vendored} crates vendored in {build}")
        meta = subprocess.run(
            ["cargo", "--offline", "metadata", "--locked", "--format-version", "1"],
            cwd=build, env=env, check=True, capture_output=True,
        )
        packages = json.loads(meta.stdout)["packages"]
        outside = [p["manifest_path"] for p in packages
                   if not p["manifest_path"].startswith(str(build))]
        if outside:
            raise CheckFailed(f"cargo took crates from outside the build folder: {outside[:3]}")
        print(f"flatpak-offline-check: cargo resolved {len(packages)} packages offline")
        if args.build:
            for command in module["build-commands"]:
                command = command.replace("/app/", f"{app}/")
                print(f"flatpak-offline-check: $ {command}", flush=True)
                subprocess.run(command, shell=True, cwd=build, env=env, check=True)
            print(f"flatpak-offline-check: installed into {app}")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="also run the build commands")
    parser.add_argument("--keep", type=Path, help="lay out in DIR and keep it")
    args = parser.parse_args()
    try:
        run(args)
    except (CheckFailed, subprocess.CalledProcessError, OSError) as e:
        detail = getattr(e, "stderr", None)
        if detail:
            print(detail.decode(errors="replace"), file=sys.stderr)
        print(f"flatpak-offline-check: FAIL: {e}", file=sys.stderr)
        return 1
    print("flatpak-offline-check: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
