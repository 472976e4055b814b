#!/usr/bin/env bash
# Builds dist/damier-VERSION-x86_64-windows.zip on Debian (called by scripts/package.sh):
# rustup's toolchain has only the Linux standard library, so Debian's rustc-web builds the
# standard library for Windows from its sources (-Zbuild-std), and MinGW links; the game's icon
# goes in as a Windows resource.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?usage: package-windows.sh VERSION}
bash scripts/install-deps.sh --windows

out=target/package/windows
name=damier-$version-x86_64-windows
rm -rf "$out" && mkdir -p "$out/$name"
for size in 16 24 32 48 64 256; do
    rsvg-convert -w $size -h $size assets/icon/damier.svg -o "$out/icon-$size.png"
done
python3 packaging/ico.py "$out/damier.ico" "$out"/icon-{16,24,32,48,64,256}.png
printf '1 ICON "damier.ico"\n' >"$out/damier.rc"
(cd "$out" && x86_64-w64-mingw32-windres damier.rc -O coff -o damier-icon.o)

export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_TARGET_DIR=target/windows
windows=(--locked --release -Zbuild-std=std,panic_abort --target x86_64-pc-windows-gnu)
# build.rs links the icon into damier.exe; one build of both keeps one set of features.
DAMIER_WINDOWS_RESOURCE="$PWD/$out/damier-icon.o" /usr/bin/cargo build "${windows[@]}" -p damier -p damier-cli

built=target/windows/x86_64-pc-windows-gnu/release
cp "$built/damier.exe" "$built/damier-cli.exe" README.md LICENSE-MIT LICENSE-APACHE "$out/$name/"
mkdir -p "$out/$name/licenses" && cp assets/fonts/*.LICENSE "$out/$name/licenses/"
python3 packaging/copyright.py x86_64-pc-windows-gnu >"$out/$name/licenses/copyright"
x86_64-w64-mingw32-strip "$out/$name/damier.exe" "$out/$name/damier-cli.exe"
rm -f "dist/$name.zip"
(cd "$out" && zip -qr "../../../dist/$name.zip" "$name")
echo "dist/$name.zip"

bash scripts/test-windows-zip.sh "dist/$name.zip"
