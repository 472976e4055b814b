#!/usr/bin/env bash
# Builds dist/damier-VERSION-macos.dmg on a Mac (the release workflow runs it; it cannot run on
# the Linux machine Damier is developed on): Damier.app holding one binary for both Apple silicon
# and Intel Macs, its icon, and damier-cli beside the game inside the bundle.
# Needs Xcode's command-line tools, Rust's two macOS targets and rsvg-convert (brew install librsvg).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)

for target in aarch64-apple-darwin x86_64-apple-darwin; do
    cargo build --locked --release --target "$target" --bin damier --bin damier-cli
done

out=target/package/macos
app=$out/Damier.app
rm -rf "$out" && mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources" dist
for bin in damier damier-cli; do
    lipo -create -output "$app/Contents/MacOS/$bin" \
        "target/aarch64-apple-darwin/release/$bin" "target/x86_64-apple-darwin/release/$bin"
done
sed "s/@VERSION@/$version/g" packaging/macos/Info.plist >"$app/Contents/Info.plist"

iconset=$out/damier.iconset
mkdir -p "$iconset"
for size in 16 32 128 256 512; do
    rsvg-convert -w $size -h $size assets/icon/damier.svg -o "$iconset/icon_${size}x${size}.png"
    rsvg-convert -w $((size * 2)) -h $((size * 2)) assets/icon/damier.svg -o "$iconset/icon_${size}x${size}@2x.png"
done
iconutil -c icns "$iconset" -o "$app/Contents/Resources/damier.icns"
cp README.md LICENSE-MIT LICENSE-APACHE "$app/Contents/Resources/"

rm -f "dist/damier-$version-macos.dmg"
hdiutil create -volname Damier -srcfolder "$app" -ov -format UDZO "dist/damier-$version-macos.dmg"
echo "dist/damier-$version-macos.dmg"
