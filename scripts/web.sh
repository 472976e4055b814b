#!/usr/bin/env bash
# Builds the web page into dist/web/: index.html, the game's .wasm and its JavaScript glue, the
# engine worker (its script, .wasm and glue), the icon, and a gzip and a brotli copy of each
# file for servers that send them precompressed (damier-server --web does).
#   scripts/web.sh             the release page
#   scripts/web.sh --dev       quicker to build, larger and slower to run
# Debian's rustc-web builds the standard library for wasm32-unknown-unknown from its sources
# (-Zbuild-std); wasm-bindgen-cli is installed at the version of the wasm-bindgen crate in
# Cargo.lock, and a current wasm-opt from the wasm-opt crate (Debian's binaryen is too old),
# both into target/web-tools/.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=web
case "${1:-}" in
    "") ;;
    --dev) profile=dev ;;
    *) echo "web.sh: unknown option $1 (--dev or nothing)" >&2; exit 2 ;;
esac

bash scripts/install-deps.sh --web
tools=target/web-tools
# A tool at an exact version, with its own lock file; a registry that lacks a version that lock
# names (a mirror behind crates.io) gets the newest compatible ones instead.
install() {
    cargo install --locked --quiet --root "$tools" "$1" --version "$2" ||
        { echo "web.sh: $1 $2 without its lock file" >&2; cargo install --quiet --root "$tools" "$1" --version "$2"; }
}
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[version =""]/, ""); print; exit }' Cargo.lock)
if [[ "$("$tools/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
    install wasm-bindgen-cli "$bindgen_version"
fi
if [[ $profile == web && ! -x $tools/bin/wasm-opt ]]; then
    install wasm-opt 0.116.1
fi

export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}/web
/usr/bin/cargo build --locked -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown \
    --profile "$profile" -p damier --bin damier -p damier-worker --lib
folder=$profile
[[ $profile == dev ]] && folder=debug
built=$CARGO_TARGET_DIR/wasm32-unknown-unknown/$folder

out=dist/web
rm -rf "$out"
mkdir -p "$out"
for name in damier damier_worker; do
    wasm=$built/$name.wasm
    if [[ $profile == web ]]; then
        # Before wasm-bindgen: this wasm-opt (binaryen 116) cannot read the table instructions
        # wasm-bindgen adds. The features are those rustc's wasm32 target enables by default.
        "$tools/bin/wasm-opt" -Os --enable-bulk-memory --enable-nontrapping-float-to-int \
            --enable-reference-types --enable-multivalue --enable-sign-ext --enable-mutable-globals \
            -o "$built/$name.opt.wasm" "$wasm"
        wasm=$built/$name.opt.wasm
    fi
    "$tools/bin/wasm-bindgen" --target web --no-typescript --out-dir "$out" --out-name "$name" "$wasm"
done
cp web/index.html web/engine-worker.js "$out/"
cp assets/icon/damier-128.png "$out/icon.png"
for file in "$out"/*; do
    gzip -9 --keep --force "$file"
    brotli --quality=11 --keep --force "$file"
done
echo "web.sh: the page is in $out/ ($(du -sh --apparent-size "$out" | cut -f1) with its compressed copies)"
ls -l "$out"
