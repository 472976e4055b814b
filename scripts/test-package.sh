#!/usr/bin/env bash
# The Debian package as a player gets it: built from the test profile's binaries, unpacked into
# a temporary root, and the installed game started from outside the checkout, as a user other
# than root, with an empty home, in screenshot mode under Xvfb. It must draw the board, write its
# settings under that home and read nothing in the checkout. The installed game server must start
# and answer, and have its manual page. The desktop entry, the AppStream metadata and the .deb
# itself pass their validators (desktop-file-validate, appstreamcli, lintian). Run by
# scripts/test.sh after the test suite, which has built the binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
bash scripts/install-deps.sh --test --package

bash scripts/package.sh --deb --profile dev --prebuilt
deb=$(ls target/package/damier_*_amd64.deb)
work=$(mktemp -d)
chmod 755 "$work"
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -ac 2>/dev/null)
server=$!
trap 'kill -TERM $server 2>/dev/null || true; rm -rf "$work"' EXIT
read -r display <&3

fail() {
    echo "test-package: $*" >&2
    exit 1
}

echo "test-package: $deb"
root=$work/root
dpkg-deb -x "$deb" "$root"
desktop-file-validate "$root"/usr/share/applications/io.github.damier.Damier.desktop
appstreamcli validate --no-net "$root"/usr/share/metainfo/io.github.damier.Damier.metainfo.xml
lintian --fail-on error "$deb"

# The game server on its own: its version, its manual page and example unit, and a start from /
# with nothing of the environment, on a free port, answering /health.
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
[[ $("$root/usr/bin/damier-server" --version) == "damier-server $version" ]] || fail "damier-server --version"
[[ -s $root/usr/share/man/man8/damier-server.8.gz ]] || fail "no manual page damier-server.8"
[[ -s $root/usr/share/doc/damier/examples/damier-server.service ]] || fail "no example systemd unit"
exec 4< <(cd / && exec env -i "$root/usr/bin/damier-server" --listen 127.0.0.1:0 --db "$work/games.sqlite" 2>&1)
game_server=$!
trap 'kill -TERM $server $game_server 2>/dev/null || true; rm -rf "$work"' EXIT
read -r -t 30 listening <&4 || fail "the installed damier-server did not start"
port=${listening#*ws://127.0.0.1:}
port=${port%% *}
exec 5<>"/dev/tcp/127.0.0.1/$port"
printf 'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&5
grep -q '^ok' <(timeout 10 cat <&5) || fail "the installed damier-server did not answer /health"
exec 5<&-
kill -TERM $game_server
[[ -s $work/games.sqlite ]] || fail "the installed damier-server made no database"
echo "test-package: the installed damier-server listened on port $port and answered /health"

# A player's account: its own empty home, no settings, no tables, nothing of the checkout.
home=$work/home
mkdir -p "$home"
# strace runs the game as that user (-u) when this runs as root, and writes its trace here.
as_player=()
if [[ $(id -u) -eq 0 ]]; then
    id damier-player >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin damier-player
    chown damier-player "$home"
    as_player=(-u damier-player)
fi
trace=$work/files.trace
(cd / && strace -f -qq -e trace=%file -o "$trace" "${as_player[@]}" env -i PATH=/usr/bin:/bin HOME="$home" \
    XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_DATA_HOME="$home/.local/share" \
    DISPLAY=":$display" "$root/usr/games/damier" --screenshot "$home/board.png" --variant hexdame --frames 30) \
    >"$work/game.log" 2>&1 || { tail -30 "$work/game.log"; fail "the installed game failed"; }

python3 packaging/png_colours.py "$home/board.png" 50 || fail "the picture shows no board"
[[ -s "$home/.config/damier/settings.json" ]] || fail "no settings under the player's home"
grep -q "$home/.config/damier/settings.json" "$trace" || fail "the trace saw no settings file: is strace tracing?"
if grep -qF "$checkout" "$trace"; then
    grep -F "$checkout" "$trace" | head -5
    fail "the installed game read files in the checkout"
fi
echo "test-package: the installed game drew the board, wrote $home/.config/damier/settings.json, and read nothing in $checkout"
