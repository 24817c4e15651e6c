#!/usr/bin/env python3
"""Checks that the Linux packaging files agree with each other and with the crates.

    python3 scripts/check-packaging.py

The application id, the program's name, the version and the pictures are written in several
places: Cargo.toml ([package.metadata.packager] and the workspace version), the desktop
entry and the AppStream metainfo (packaging/linux), and the Flatpak manifest
(packaging/flatpak). This fails, naming the file, when one of them says something else:

- one application id everywhere, and the desktop entry and the metainfo named after it;
- the program the desktop entry starts, the metainfo provides and the Flatpak runs is the
  desktop crate's binary;
- the metainfo's newest release is the crate's version;
- the metainfo's homepage is the repository of Cargo.toml, and each screenshot is a file of
  the repository (under the repository's URL) that exists here;
- every file of the source tree that the Flatpak's build commands or the .deb install exists.

Needs Python 3.11 or later and PyYAML (apt: python3-yaml). Exits non-zero on failure.
(appstreamcli and desktop-file-validate check each file's own format.)
"""

import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DESKTOP_CRATE = ROOT / "crates/dhayam-desktop"
RAW = "/raw/main/"


def load():
    workspace = tomllib.loads((ROOT / "Cargo.toml").read_text())
    crate = tomllib.loads((DESKTOP_CRATE / "Cargo.toml").read_text())
    packager = crate["package"]["metadata"]["packager"]
    app_id = packager["identifier"]
    return {
        "app_id": app_id,
        "version": workspace["workspace"]["package"]["version"],
        "repository": workspace["workspace"]["package"]["repository"],
        "binary": next(b["name"] for b in crate["bin"] if b["name"] == crate["package"]["default-run"]),
        "deb_files": packager["deb"]["files"],
        "desktop": ROOT / f"packaging/linux/{app_id}.desktop",
        "metainfo": ROOT / f"packaging/linux/{app_id}.metainfo.xml",
        "flatpak": ROOT / f"packaging/flatpak/{app_id}.yml",
    }


def check_desktop(facts, problems):
    path = facts["desktop"]
    if not path.is_file():
        problems.append(f"no desktop entry {path.relative_to(ROOT)}")
        return
    entry = dict(
        line.split("=", 1) for line in path.read_text().splitlines() if "=" in line
    )
    program = entry.get("Exec", "").split()[0] if entry.get("Exec") else ""
    if program != facts["binary"]:
        problems.append(f"{path.name}: Exec starts {program!r}, the program is {facts['binary']!r}")
    for key in ("Icon", "StartupWMClass"):
        if entry.get(key) != facts["app_id"]:
            problems.append(f"{path.name}: {key} is {entry.get(key)!r}, not {facts['app_id']!r}")


def check_metainfo(facts, problems):
    path = facts["metainfo"]
    if not path.is_file():
        problems.append(f"no metainfo {path.relative_to(ROOT)}")
        return
    root = ET.parse(path).getroot()
    name = path.name
    if root.findtext("id") != facts["app_id"]:
        problems.append(f"{name}: id {root.findtext('id')!r}, not {facts['app_id']!r}")
    if root.findtext("launchable") != facts["desktop"].name:
        problems.append(f"{name}: launchable {root.findtext('launchable')!r}")
    if root.findtext("provides/binary") != facts["binary"]:
        problems.append(f"{name}: provides binary {root.findtext('provides/binary')!r}")
    releases = [r.get("version") for r in root.findall("releases/release")]
    if not releases or releases[0] != facts["version"]:
        problems.append(f"{name}: newest release {releases[:1]}, the crates are {facts['version']}")
    homepage = root.findtext("url[@type='homepage']")
    if homepage != facts["repository"]:
        problems.append(f"{name}: homepage {homepage!r}, the repository is {facts['repository']!r}")
    shots = root.findall("screenshots/screenshot")
    if not shots or shots[0].get("type") != "default":
        problems.append(f"{name}: no screenshots, or the first is not the default")
    base = facts["repository"] + RAW
    for shot in shots:
        url = shot.findtext("image") or ""
        if not url.startswith(base):
            problems.append(f"{name}: screenshot {url!r} is not under {base}")
        elif not (ROOT / url[len(base):]).is_file():
            problems.append(f"{name}: screenshot {url[len(base):]} is not in the repository")
        if not shot.findtext("caption"):
            problems.append(f"{name}: screenshot {url!r} has no caption")


def check_flatpak(facts, problems):
    path = facts["flatpak"]
    if not path.is_file():
        problems.append(f"no Flatpak manifest {path.relative_to(ROOT)}")
        return
    manifest = yaml.safe_load(path.read_text())
    name = path.name
    if manifest.get("id") != facts["app_id"]:
        problems.append(f"{name}: id {manifest.get('id')!r}, not {facts['app_id']!r}")
    if manifest.get("command") != facts["binary"]:
        problems.append(f"{name}: command {manifest.get('command')!r}, not {facts['binary']!r}")
    module = manifest["modules"][0]
    trees = [s for s in module["sources"] if isinstance(s, dict) and s.get("type") == "dir"]
    if len(trees) != 1 or (path.parent / trees[0]["path"]).resolve() != ROOT:
        problems.append(f"{name}: its `dir` source is not the top of this source tree")
    if "cargo-sources.json" not in module["sources"]:
        problems.append(f"{name}: the vendored crates (cargo-sources.json) are not a source")
    commands = " ".join(module["build-commands"])
    if "--offline" not in commands or "--locked" not in commands:
        problems.append(f"{name}: cargo does not build --offline --locked")
    for used in sorted(set(re.findall(r"(?<![/\w])(?:assets|packaging)/[\w./-]+", commands))):
        if not (ROOT / used).exists():
            problems.append(f"{name}: installs {used}, which does not exist")
    for installed in ("/app/bin/" + facts["binary"], f"/app/share/metainfo/{facts['metainfo'].name}",
                      f"/app/share/applications/{facts['desktop'].name}"):
        if installed not in commands:
            problems.append(f"{name}: nothing installs {installed}")


def check_deb(facts, problems):
    for source in facts["deb_files"]:
        if not (DESKTOP_CRATE / source).resolve().exists():
            problems.append(f"Cargo.toml: the .deb takes {source}, which does not exist")


def main():
    facts = load()
    problems = []
    for check in (check_desktop, check_metainfo, check_flatpak, check_deb):
        check(facts, problems)
    for problem in problems:
        print(f"check-packaging: FAIL: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-packaging: {facts['app_id']} {facts['version']}: the packaging files agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
