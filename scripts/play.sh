#!/usr/bin/env bash
# Starts Damier (an optimised build: Bevy is slow without optimisation). Extra arguments go to
# the game, for example: scripts/play.sh --screenshot board.png --variant hexdame
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
exec cargo run --release --bin damier -- "$@"
