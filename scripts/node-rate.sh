#!/usr/bin/env bash
# Damier's node rate against Scan 2.0's from the International start, both searching at once on
# one core (each gets half of it; the ratio is what counts). This machine's speed wanders too much
# for one engine after the other to tell a few per cent apart (docs/ENGINE.md, Speed).
#
#   scripts/node-rate.sh SCAN_DIR [ROUNDS] [SECONDS] [DAMIER]
#
# SCAN_DIR holds a built Scan 2.0 (`scan` and its data); DAMIER defaults to the release build of
# damier-cli. Both engines: book off, one thread; Scan with its 4-piece bitbases.
set -euo pipefail

scan_dir=${1:?usage: scripts/node-rate.sh SCAN_DIR [ROUNDS] [SECONDS] [DAMIER]}
rounds=${2:-3}
seconds=${3:-20}
damier=$(realpath "${4:-target/release/damier-cli}")
core=${NODE_RATE_CORE:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for round in $(seq "$rounds"); do
  (cd "$scan_dir" && {
    printf 'hub\nset bb-size 4\nset book false\nset threads 1\ninit\n'
    sleep 3
    printf 'pos wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww\ntime %s000\ngo\n' "$seconds"
    sleep $((seconds + 3))
    echo quit
  } | taskset -c "$core" ./scan hub | grep '^info' | tail -1 >"$work/scan") &
  ({
    printf 'hub\ninit\nset-param name=book value=false\nlevel move-time=%s\npos\nping\n' "$seconds"
    sleep 3
    printf 'go think\n'
    sleep $((seconds + 3))
    echo quit
  } | taskset -c "$core" "$damier" hub | grep '^info' | tail -1 >"$work/damier") &
  wait
  # Scan's hub: `info DEPTH MEAN-DEPTH SCORE NODES TIME SPEED PV`; Damier's: `nodes=N time=T`.
  scan_rate=$(awk '{ printf "%.0f", $5 / $6 }' "$work/scan")
  damier_rate=$(sed -E 's/.*nodes=([0-9]+) time=([0-9.]+).*/\1 \2/' "$work/damier" | awk '{ printf "%.0f", $1 / $2 }')
  awk -v r="$round" -v d="$damier_rate" -v s="$scan_rate" \
    'BEGIN { printf "round %d: Damier %.2f M, Scan %.2f M nodes a second: %.3f x\n", r, d / 1e6, s / 1e6, d / s }'
done
