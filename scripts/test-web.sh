#!/usr/bin/env bash
# Tests the web page in a real Chromium: builds the page (unless dist/web/ holds one), serves it
# with damier-server --web on loopback, and drives Chromium through chromedriver
# (scripts/test-web.py): the title screen draws, a hot-seat move made by clicks on the canvas, a
# computer move arriving while the frames keep coming, a lesson step solved, a setting surviving
# a reload, and a game joined from a #join= link receiving a native host's move.
#   scripts/test-web.sh              headless, with SwiftShader's WebGL2
#   scripts/test-web.sh --windowed   in a window under Xvfb
#   scripts/test-web.sh --levels     instead, what each level reaches in the page's worker beside
#                                    the desktop, on the same jobs (docs/ENGINE.md)
#   scripts/test-web.sh --game       instead, a HexDame game against Club played to its end by
#                                    clicks (a quarter of an hour or more on a software renderer)
# --windowed goes with either of the last two. Screenshots and figures go to target/web-test/.
set -euo pipefail
cd "$(dirname "$0")/.."

windowed=()
only=()
for option in "$@"; do
    case "$option" in
        --windowed) windowed=(--windowed) ;;
        --game) only=(--only game) ;;
        --levels)
            cargo build --locked --quiet --release -p damier-worker --example levels
            only=(--only levels --levels-command "${CARGO_TARGET_DIR:-target}/release/examples/levels")
            ;;
        *) echo "test-web.sh: unknown option $option (--windowed, --game, --levels)" >&2; exit 2 ;;
    esac
done

packages=(chromium chromium-driver python3 curl)
[[ ${#windowed[@]} -gt 0 ]] && packages+=(xvfb xauth)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} > 0)); then
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

[[ -f dist/web/index.html ]] || bash scripts/web.sh
cargo build --locked --quiet -p damier-server --bin damier-server --example scripted_host
bin=${CARGO_TARGET_DIR:-target}/debug

out=target/web-test
rm -rf "$out"
mkdir -p "$out"
port=$((20000 + RANDOM % 20000))
driver_port=$((port + 1))
"$bin/damier-server" --listen "127.0.0.1:$port" --db "$out/games.db" --web dist/web >"$out/server.log" 2>&1 &
server=$!
xvfb=""
if [[ ${#windowed[@]} -gt 0 ]]; then
    # Before chromedriver: the Chromium it starts finds the display in its environment.
    Xvfb :97 -screen 0 1280x800x24 >"$out/xvfb.log" 2>&1 &
    xvfb=$!
    export DISPLAY=:97
fi
chromedriver --port="$driver_port" >"$out/chromedriver.log" 2>&1 &
driver=$!
trap 'kill $server $driver $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -fs "http://127.0.0.1:$port/health" >/dev/null && curl -fs "http://127.0.0.1:$driver_port/status" >/dev/null &&
        { [[ -z $xvfb ]] || [[ -S /tmp/.X11-unix/X97 ]]; } && break
    sleep 0.2
done

python3 scripts/test-web.py --page "http://127.0.0.1:$port/" --driver "http://127.0.0.1:$driver_port" \
    --out "$out" --host-command "$bin/examples/scripted_host" "${windowed[@]}" "${only[@]}"
