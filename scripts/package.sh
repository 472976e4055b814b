#!/usr/bin/env bash
# Builds Damier's packages into dist/ (docs/PACKAGING.md says what is in each):
#   damier-VERSION-x86_64-linux.tar.gz    unpack, then ./damier (./damier-server: the game server)
#   damier_VERSION_amd64.deb              apt install ./dist/damier_VERSION_amd64.deb
#   damier-VERSION-x86_64-windows.zip     damier.exe and damier-cli.exe (no server), built here with Debian's rustc-web
# Options:
#   --linux          only the Linux artefacts
#   --windows        only the Windows zip
#   --deb            only the .deb
#   --profile NAME   the cargo profile of the Linux binaries (default: release); the .deb of
#                    another profile goes to target/package/, not dist/
#   --prebuilt       packages the binaries already built in that profile instead of building them
#                    (the package test takes the test suite's dev binaries)
# It installs what it needs: Debian packages with apt-get, cargo-deb with cargo install --locked.
set -euo pipefail
cd "$(dirname "$0")/.."

app_id=io.github.damier.Damier
profile=release
linux=1 deb=1 windows=1 build=1
while (($#)); do
    case "$1" in
        --linux) windows=0 ;;
        --windows) linux=0 deb=0 ;;
        --deb) linux=0 windows=0 ;;
        --profile) profile=$2; shift ;;
        --prebuilt) build=0 ;;
        *) echo "package.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
    shift
done
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
bin_dir=target/$([[ $profile == dev ]] && echo debug || echo "$profile")
stage=target/package
mkdir -p dist

# What both Linux packages carry besides the binaries: icons, manual pages, completions,
# the desktop entry, the AppStream metadata and the copyright file.
stage_linux_files() {
    rm -rf "$stage" && mkdir -p "$stage"/{icons,man,completions}
    for size in 16 24 32 48 64 128 256 512; do
        mkdir -p "$stage/icons/hicolor/${size}x${size}/apps"
        rsvg-convert -w $size -h $size assets/icon/damier.svg -o "$stage/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    mkdir -p "$stage/icons/hicolor/scalable/apps"
    cp assets/icon/damier.svg "$stage/icons/hicolor/scalable/apps/$app_id.svg"
    "$bin_dir/damier" --generate man | gzip -9n >"$stage/man/damier.6.gz"
    "$bin_dir/damier-cli" generate man --out "$stage/man"
    "$bin_dir/damier-server" --generate man | gzip -9n >"$stage/man/damier-server.8.gz"
    gzip -9n "$stage"/man/*.1
    "$bin_dir/damier-cli" generate bash >"$stage/completions/damier-cli"
    "$bin_dir/damier-cli" generate zsh >"$stage/completions/_damier-cli"
    "$bin_dir/damier-cli" generate fish >"$stage/completions/damier-cli.fish"
    python3 packaging/copyright.py >"$stage/copyright"
}

if ((linux || deb)); then
    bash scripts/install-deps.sh --package
    if ((build)); then
        cargo build --locked --profile "$profile" -p damier -p damier-cli -p damier-server --bins
    fi
    stage_linux_files
fi

if ((linux)); then
    name=damier-$version-x86_64-linux
    tree=$stage/$name
    mkdir -p "$tree"
    cp "$bin_dir/damier" "$bin_dir/damier-cli" "$bin_dir/damier-server" README.md LICENSE-MIT LICENSE-APACHE "$tree/"
    mkdir -p "$tree/licenses" && cp "$stage/copyright" assets/fonts/*.LICENSE "$tree/licenses/"
    cp -r "$stage/icons" "$stage/man" "$stage/completions" "$tree/"
    cp packaging/linux/$app_id.desktop packaging/linux/$app_id.metainfo.xml "$tree/"
    strip "$tree/damier" "$tree/damier-cli" "$tree/damier-server"
    tar -C "$stage" --owner=0 --group=0 -czf "dist/$name.tar.gz" "$name"
    echo "dist/$name.tar.gz"
fi

if ((deb)); then
    command -v cargo-deb >/dev/null || cargo install --locked cargo-deb
    if [[ $profile == release ]]; then
        cargo deb --locked --no-build -p damier -o dist/
    else
        # cargo-deb takes only optimised profiles' binaries: those of another profile are handed
        # to it in a target folder of their own, where they stand as release ones. Such a .deb
        # is for tests and goes to target/package/, leaving dist/'s release package alone.
        handed=$stage/cargo-target
        mkdir -p "$handed/release"
        cp "$bin_dir/damier" "$bin_dir/damier-cli" "$bin_dir/damier-server" "$handed/release/"
        CARGO_TARGET_DIR=$handed cargo deb --locked --no-build -p damier -o "$stage/"
    fi
fi

if ((windows)); then
    bash scripts/package-windows.sh "$version"
fi
