#!/usr/bin/env bash
# Installs the Debian packages Damier needs, if any are missing.
#   install-deps.sh             what building and running the game needs
#   install-deps.sh --test      also a virtual X server and software Vulkan, for screenshots in tests
#   install-deps.sh --package   also what the Linux packages and their checks need
#   install-deps.sh --windows   also Debian's rustc-web and MinGW, for the Windows build
#   install-deps.sh --web       also Debian's rustc-web, for the web target (wasm32)
#   install-deps.sh --wine      also Wine and MinGW's C compiler, for the Windows zip's test
# Options add up: install-deps.sh --test --package.
set -euo pipefail

packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
for group in "$@"; do
    case "$group" in
        --test) packages+=(xvfb xauth mesa-vulkan-drivers libvulkan1) ;;
        --package) packages+=(librsvg2-bin desktop-file-utils appstream lintian strace) ;;
        --windows) packages+=(rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64
            binutils-mingw-w64-x86-64 librsvg2-bin zip) ;;
        --web) packages+=(rustc-web cargo-web rust-web-src rust-web-llvm lld-22 brotli) ;;
        --wine) packages+=(wine64 gcc-mingw-w64-x86-64) ;;
        *) echo "install-deps.sh: unknown option $group" >&2; exit 2 ;;
    esac
done

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
