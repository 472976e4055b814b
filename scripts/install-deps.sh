#!/usr/bin/env bash
# Installs the Debian packages Damier needs, if any are missing.
#   install-deps.sh          what building and running the game needs
#   install-deps.sh --test   also a virtual X server and software Vulkan, for screenshots in tests
set -euo pipefail

packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
if [[ "${1:-}" == "--test" ]]; then
    packages+=(xvfb xauth mesa-vulkan-drivers libvulkan1)
fi

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
