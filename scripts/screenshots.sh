#!/usr/bin/env bash
# Regenerates every picture in docs/ from the game's screenshot mode, under a private virtual X
# server with software Vulkan, so each shows the game as it is now.
#   scripts/screenshots.sh                  every picture (about a minute and a half each)
#   scripts/screenshots.sh title clock      only these (names without .png)
# DAMIER=path/to/damier uses that binary instead of building the debug one (the pictures are
# the same in either profile; the release build only draws faster); DAMIER_CLI likewise for
# damier-cli, which fills the Games window's library from scripts/screenshot-library.pdn.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test

if [[ -z "${DAMIER:-}" ]]; then
    cargo build --locked --bin damier
    DAMIER=target/debug/damier
fi
if [[ -z "${DAMIER_CLI:-}" ]]; then
    cargo build --locked -p damier-cli
    DAMIER_CLI=target/debug/damier-cli
fi

# The Coup Turc positions of the demos (assets/demos/01 and 02) and the Frisian value rule (06).
coup_turc_international="W:W19,29,33,34,37,39,40,43,50:B1,8,13,16,21,K5"
frisian_value_rule="B:W22,31,40,41,42,47,48,K23:B7,10,11,13,18,24"
# An opening with a capture each and a capture to come: the man on e5 has two routes.
hexdame_opening="d4-e5 f6xd4 c3xe5 g7-f6"
international_opening="32-28 19-23 28x19 14x23 37-32"

# name|arguments: one picture a line.
pictures=(
    "title|"
    "about|--open about"
    "theme-walnut-hexdame|--variant hexdame --theme walnut --moves '$hexdame_opening' --select e5"
    "theme-tournament-hexdame|--variant hexdame --theme tournament --moves '$hexdame_opening' --select e5"
    "theme-marble-hexdame|--variant hexdame --theme marble --moves '$hexdame_opening' --select e5"
    "theme-contrast-hexdame|--variant hexdame --theme contrast --moves '$hexdame_opening' --select e5"
    "theme-walnut-international|--variant international --theme walnut --moves '$international_opening' --select 23"
    "theme-tournament-international|--variant international --theme tournament --moves '$international_opening' --select 23"
    "theme-marble-international|--variant international --theme marble --moves '$international_opening' --select 23"
    "theme-contrast-international|--variant international --theme contrast --moves '$international_opening' --select 23"
    "demo-coup-turc|--demo 02-coup-turc-hexdame --ply 1 --frames 75"
    "capture-to-tray|--demo 02-coup-turc-hexdame --ply 1 --frames 200"
    "clock|--variant international --clock 3+2 --moves '32-28 19-23 28x19' --frames 150"
    "analysis|--analyse scripts/screenshot-game.pdn"
    "puzzles|--puzzles hexdame"
    "learn-hexdame-compulsory|--learn hexdame --lesson 3"
    "learn-hexdame-majority|--learn hexdame --lesson 6"
    "play-friend|--open friend"
    "games|--open games"
    "online-host|--host hexdame --clock 5+3 --name Ann"
    "puzzle-hexdame|--demo 10 --puzzle"
    "editor|--editor --variant hexdame --fen '$(sed -n 's/^\[FEN "\(.*\)"\]/\1/p' assets/demos/02-coup-turc-hexdame.pdn)'"
    "routes-coup-turc|--variant international --fen '$coup_turc_international' --moves 34-30 --select 5 --routes"
    "routes-frisian|--variant frisian --fen '$frisian_value_rule' --select 18 --routes"
)

wanted=("$@")
chosen() {
    ((${#wanted[@]} == 0)) && return 0
    local w
    for w in "${wanted[@]}"; do [[ "$w" == "$1" ]] && return 0; done
    return 1
}

# The game's own settings, tables and saves stay out of the pictures: a fresh home for the run.
# The pictures use the high quality a real graphics card gets (a software renderer defaults to low).
home=$(mktemp -d)
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp 2>/dev/null)
server=$!
trap 'kill -TERM $server 2>/dev/null || true; rm -rf "$home"' EXIT
read -r display <&3

failed=0
for entry in "${pictures[@]}"; do
    name=${entry%%|*}
    chosen "$name" || continue
    eval "args=(${entry#*|})"
    if [[ $name == games ]]; then
        "$DAMIER_CLI" library import scripts/screenshot-library.pdn --db "$home/config/damier/library.db" >/dev/null
    fi
    echo "docs/$name.png: damier --quality high ${args[*]}"
    if ! HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
        XDG_DATA_HOME="$home/data" DAMIER_CONFIG_DIR="$home/config/damier" DISPLAY=":$display" \
        "$DAMIER" --screenshot "docs/$name.png" --quality high "${args[@]}" >"$home/$name.log" 2>&1; then
        echo "  failed: the game's output is below"
        tail -20 "$home/$name.log"
        failed=1
    fi
done
exit $failed
