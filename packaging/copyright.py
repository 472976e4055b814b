#!/usr/bin/env python3
"""Writes the machine-readable copyright file of Damier's packages (DEP-5) to stdout.

It names every licence in the binaries: Damier's own (code and icon), the fonts embedded in the
game, every Rust crate compiled into `damier`, `damier-cli` and `damier-server` (from
`cargo metadata` and `cargo tree`), and the C code a crate builds in (SQLite), with the text of
each licence once. Run from the repository root:
    python3 packaging/copyright.py [TARGET] > copyright
TARGET is the Rust target the binaries are built for (default x86_64-unknown-linux-gnu): the
crates that go in differ between systems.
"""

import glob
import json
import os
import re
import subprocess
import sys

TARGET = sys.argv[1] if len(sys.argv) > 1 else "x86_64-unknown-linux-gnu"
COMMON = "/usr/share/common-licenses"

# Licences whose text Debian ships, and the file it is in.
IN_COMMON_LICENCES = {
    "Apache-2.0": "Apache-2.0",
    "MPL-2.0": "MPL-2.0",
    "CC0-1.0": "CC0-1.0",
    "GPL-2.0-only": "GPL-2",
}

# Where the other licences' texts are: a file of ours, or a file in a crate that uses it.
# (crate name or None for the repository, glob relative to its folder)
TEXT_SOURCES = {
    "MIT": (None, "LICENSE-MIT"),
    "OFL-1.1": (None, "assets/fonts/Inter.LICENSE"),
    "Ubuntu-font-1.0": ("epaint_default_fonts", "fonts/UFL.txt"),
    "Unicode-3.0": ("unicode-ident", "LICENSE-UNICODE"),
    "Zlib": ("slotmap", "LICENSE*"),
    "ISC": ("libloading", "LICENSE"),
    "BSD-2-Clause": ("arrayref", "LICENSE"),
    "BSD-3-Clause": ("tiny-skia", "LICENSE"),
    "MIT-0": ("encase", "LICENSE"),
    "Unlicense": ("memchr", "UNLICENSE"),
    "0BSD": ("adler2", "LICENSE-0BSD"),
    "BSL-1.0": ("error-code", "LICENSE"),
    "Apache-2.0-with-LLVM-exception": ("rustix", "LICENSE-Apache-2.0_WITH_LLVM-exception"),
    "CDLA-Permissive-2.0": ("webpki-roots", "LICENSE"),
}

# C code that a crate compiles into the binaries, under a licence of its own: it gets a DEP-5
# stanza after the crate's, and its licence's text is taken from its source (the file, and the
# first and last words of the text). rusqlite is built with its `bundled` feature
# (crates/damier-server/Cargo.toml), which compiles SQLite in.
BUILT_IN = {
    "libsqlite3-sys": {
        "files": "sqlite3/*",
        "what": "SQLite (https://sqlite.org)",
        "copyright": "none: the authors of SQLite disclaim copyright",
        "licence": "public-domain",
        "text": ("sqlite3/sqlite3.h", "The author disclaims", "more than you give."),
    },
}

# Texts that hold a licence Debian ships, of which only the rest is written out: the marker
# where the rest begins.
ADDITIONS = {
    "Apache-2.0-with-LLVM-exception": "--- LLVM Exceptions",
}


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def linked_crates():
    """(name, version) of the crates in the three binaries: normal dependencies, no proc-macros."""
    out = run("cargo", "tree", "--locked", "-e", "normal", "--prefix", "none", "-f", "{p}",
              "-p", "damier", "-p", "damier-cli", "-p", "damier-server", "--target", TARGET)
    crates = set()
    for line in out.splitlines():
        m = re.match(r"(\S+) v(\S+)( \(proc-macro\))?", line)
        if m and not m.group(3) and "(/" not in line:
            crates.add((m.group(1), m.group(2)))
    return crates


def normalised(spdx):
    """Old-style `A/B` as `A OR B`; `A WITH B` as one name, `A-with-B`, with its own text."""
    spdx = re.sub(r"\s*/\s*", " OR ", spdx)
    return re.sub(r"(\S+) WITH (\S+)", r"\1-with-\2", spdx)


def dep5_expression(spdx):
    return normalised(spdx).replace(" OR ", " or ").replace(" AND ", " and ")


def identifiers(spdx):
    return set(re.findall(r"[A-Za-z0-9.\-]+", re.sub(r"\b(OR|AND)\b", " ", normalised(spdx))))


def indent(text):
    lines = text.strip("\n").splitlines()
    return "\n".join(" " + line.rstrip() if line.strip() else " ." for line in lines)


def built_in_text(folder, path, first, last, what):
    """The licence of C code built in, as its source states it (from FIRST to LAST, comment marks
    taken off), indented for DEP-5."""
    with open(os.path.join(folder, path), encoding="utf-8") as f:
        text = f.read()
    if first not in text or last not in text:
        sys.exit(f"copyright.py: no licence text in {folder}/{path} (from '{first}' to '{last}')")
    text = text[text.index(first):text.index(last) + len(last)]
    lines = [re.sub(r"^\*\*\s?", "", line) for line in text.splitlines()]
    return f" {what}:\n .\n" + indent("\n".join(lines))


def main():
    # Every package of the lock, whatever the target: a licence's text may be taken from a crate
    # that only another system links.
    meta = json.loads(run("cargo", "metadata", "--locked", "--format-version", "1"))
    packages = {(p["name"], p["version"]): p for p in meta["packages"]}
    folders = {p["name"]: os.path.dirname(p["manifest_path"]) for p in meta["packages"]}
    out = []
    out.append("""Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Damier
Upstream-Contact: The Damier developers
Comment: damier, damier-cli and damier-server are Rust programs, statically linked with the
 crates named below as vendor/NAME-VERSION; the game embeds the fonts and icons named below.

Files: *
Copyright: 2026 The Damier developers
License: MIT or Apache-2.0
Comment: This covers Damier's code, its icon (assets/icon/damier.svg), its demos and puzzles.

Files: assets/fonts/Inter-Regular.otf
Copyright: 2016 The Inter Project Authors (https://github.com/rsms/inter)
License: OFL-1.1

Files: assets/fonts/EBGaramond12-Regular.otf
Copyright: 2010-2013 Georg Duffner, 2017 The EB Garamond Project Authors
License: OFL-1.1
""")
    used = {"MIT", "Apache-2.0", "OFL-1.1"}
    built_in_texts = {}
    for name, version in sorted(linked_crates()):
        package = packages[(name, version)]
        spdx = package.get("license") or ""
        if not spdx:
            sys.exit(f"copyright.py: the crate {name} {version} declares no licence")
        used |= identifiers(spdx)
        authors = ", ".join(a.split(" <")[0] for a in package.get("authors") or [])
        out.append(f"Files: vendor/{name}-{version}/*")
        out.append(f"Copyright: {authors or f'the {name} authors'}")
        out.append(f"License: {dep5_expression(spdx)}")
        out.append("")
        if name in BUILT_IN:
            c = BUILT_IN[name]
            used.add(c["licence"])
            built_in_texts[c["licence"]] = built_in_text(folders[name], *c["text"], c["what"])
            out.append(f"Files: vendor/{name}-{version}/{c['files']}")
            out.append(f"Copyright: {c['copyright']}")
            out.append(f"License: {c['licence']}")
            out.append(f"Comment: {c['what']}, compiled in by {name}.")
            out.append("")
    for ident in sorted(used):
        out.append(f"License: {ident}")
        if ident in IN_COMMON_LICENCES:
            out.append(f" On Debian systems, the full text is in {COMMON}/{IN_COMMON_LICENCES[ident]}.")
        elif ident in built_in_texts:
            out.append(built_in_texts[ident])
        elif ident in TEXT_SOURCES:
            crate, pattern = TEXT_SOURCES[ident]
            folder = "." if crate is None else folders.get(crate)
            files = sorted(glob.glob(os.path.join(folder, pattern))) if folder else []
            if not files:
                sys.exit(f"copyright.py: no text for {ident} ({crate or 'repository'}: {pattern})")
            with open(files[0], encoding="utf-8") as f:
                text = f.read()
            if ident in ADDITIONS:
                text = text[text.index(ADDITIONS[ident]):]
                out.append(f" The Apache License 2.0 ({COMMON}/Apache-2.0) with these exceptions:")
                out.append(" .")
            out.append(indent(text))
        else:
            sys.exit(f"copyright.py: where is the text of {ident}? (add it to TEXT_SOURCES)")
        out.append("")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
