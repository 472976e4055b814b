#!/usr/bin/env bash
# Compiles for the web target (wasm32-unknown-unknown) what the page is made of: the game and its
# engine worker, and with them the rules, the engine, the courses and the protocol. Debian's
# rustc-web builds the standard library for the target from its sources (-Zbuild-std); the
# rustup toolchain has no wasm32 target here. Its own target folder keeps it from rebuilding the
# native one. scripts/web.sh builds the page itself.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --web
export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/web
log=$(mktemp)
trap 'rm -f "$log"' EXIT
/usr/bin/cargo check --locked -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown \
    --message-format short -p damier -p damier-worker -p damier-rules -p damier-ai -p damier-learn \
    -p damier-protocol 2>&1 | tee "$log"
# Warnings in the web's own code are errors, as clippy makes them on the desktop.
if grep -E '^(src|crates)/.*: warning' "$log"; then
    echo "check-web: the code above warns for wasm32" >&2
    exit 1
fi
echo "check-web: the game, its engine worker and the crates under them compile for wasm32-unknown-unknown"
