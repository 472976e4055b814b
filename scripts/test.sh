#!/usr/bin/env bash
# Runs every check CI runs: formatting, lints, the whole test suite, and the package test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
# A clean clone builds everything once: incremental caches would only double the disk it takes.
if [[ ${CI:-} == true ]]; then
    export CARGO_INCREMENTAL=0
fi

cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo test --workspace --locked
# The web page (the game and its engine worker), compiled for the browser (docs/PACKAGING.md).
bash scripts/check-web.sh
# The Debian package, built from the binaries the tests have just built, installed and started
# as a player would (docs/PACKAGING.md).
bash scripts/test-package.sh
