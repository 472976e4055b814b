#!/usr/bin/env bash
# Compiles for the web target (wasm32-unknown-unknown) what runs in the page's engine worker and
# speaks to the server: the rules, the engine, the courses and the protocol. Debian's rustc-web
# builds the standard library for the target from its sources (-Zbuild-std); the rustup
# toolchain has no wasm32 target here. Its own target folder keeps it from rebuilding the
# native one.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --web
export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/web
/usr/bin/cargo check --locked -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown \
    -p damier-rules -p damier-ai -p damier-learn -p damier-protocol
echo "check-web: the rules, engine, courses and protocol compile for wasm32-unknown-unknown"
