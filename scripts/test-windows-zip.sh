#!/usr/bin/env bash
# The Windows zip under Wine, as far as Wine goes: damier-cli.exe counts moves and searches, and
# damier.exe draws the HexDame board in screenshot mode and writes its settings, in a Wine virtual
# desktop under Xvfb, through Wine's Vulkan on Mesa's software renderer. Called by
# scripts/package-windows.sh; by hand: bash scripts/test-windows-zip.sh dist/damier-V-x86_64-windows.zip
set -euo pipefail
cd "$(dirname "$0")/.."
zip=${1:?usage: test-windows-zip.sh ZIP}
bash scripts/install-deps.sh --test --wine

work=$PWD/target/package/windows-test
rm -rf "$work" && mkdir -p "$work"
python3 -m zipfile -e "$zip" "$work"
folder=$(find "$work" -mindepth 1 -maxdepth 1 -type d)
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
export WINEPREFIX=$work/prefix WINEDEBUG=err+module
fail() {
    echo "test-windows-zip: $*" >&2
    exit 1
}

perft() { "$wine" "$folder/damier-cli.exe" perft --variant "$1" --depth "$2" 2>>"$work/wine.log"; }
if ! perft international 1 >/dev/null; then
    grep -q "import_dll Library bcryptprimitives.dll" "$work/wine.log" || { cat "$work/wine.log" >&2; fail "damier-cli.exe does not start"; }
    # Wine before 9 has no bcryptprimitives.dll; Windows 10 and 11 have. The test's copy gets a
    # stand-in (packaging/windows/bcryptprimitives.c), the zip does not.
    echo "test-windows-zip: $("$wine" --version) lacks bcryptprimitives.dll: this copy gets a stand-in"
    x86_64-w64-mingw32-gcc -O2 -shared -o "$folder/bcryptprimitives.dll" \
        packaging/windows/bcryptprimitives.c packaging/windows/bcryptprimitives.def -ladvapi32
fi
for expected in "international 4 4265" "hexdame 5 848774"; do
    read -r variant depth leaves <<<"$expected"
    counted=$(perft "$variant" "$depth") || fail "damier-cli.exe perft $variant fails"
    [[ ${counted//$'\r'/} == *"depth $depth: $leaves leaves"* ]] || fail "damier-cli.exe miscounts $variant: $counted"
done
searched=$("$wine" "$folder/damier-cli.exe" bench --variant international --depth 9 2>>"$work/wine.log" | tail -1)
[[ $searched == total:* ]] || fail "damier-cli.exe bench fails"
echo "test-windows-zip: damier-cli.exe counts International and HexDame; bench: ${searched//$'\r'/}"

# The game. Wine's own display settings under Xvfb lack the fields winit asserts on, so it runs
# in a virtual desktop; and Wine's Direct3D 12 cannot compile wgpu's shaders, so wgpu takes Vulkan.
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -ac 2>/dev/null)
server=$!
trap 'kill -TERM $server 2>/dev/null || true; "$wineserver" -k 2>/dev/null || true' EXIT
read -r display <&3
picture=$work/board.png
DISPLAY=":$display" WGPU_BACKEND=vulkan timeout 600 "$wine" explorer /desktop=damier,1280x800 \
    "$("$wine" winepath -w "$folder/damier.exe" 2>/dev/null)" --variant hexdame --frames 30 \
    --screenshot "$("$wine" winepath -w "$picture" 2>/dev/null)" >"$work/game.log" 2>&1 || true
[[ -s $picture ]] || { grep -v fixme "$work/game.log" | tail -20 >&2; fail "damier.exe saved no picture"; }
python3 packaging/png_colours.py "$picture" 50 || fail "damier.exe's picture shows no board"
settings=$(find "$WINEPREFIX/drive_c/users" -path '*Damier*' -name settings.json | head -1)
[[ -s $settings ]] || fail "damier.exe wrote no settings"
echo "test-windows-zip: damier.exe drew the board ($picture) and wrote ${settings#"$WINEPREFIX/"}"
