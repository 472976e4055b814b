#!/usr/bin/env python3
"""Plays one International sudden-death game through the Hub protocol, the engine on both
sides, as `crates/damier-cli/tests/hub.rs` does, and prints how much time each side had left.

    python3 scripts/sudden-death.py ENGINE THREADS SECONDS [PLIES]

ENGINE is a `damier-cli` binary (it is run as `ENGINE hub`). Each move is timed from `go think`
to `done`, the way a GUI's clock would charge it; a move that takes longer than its side's time
prints FLAG and ends the game.
"""
import subprocess
import sys
import time


def main():
    engine, threads, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    plies = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    hub = subprocess.Popen([engine, "hub"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        hub.stdin.write(line + "\n")
        hub.stdin.flush()

    def expect(prefix):
        while True:
            line = hub.stdout.readline()
            if not line:
                sys.exit(f"the engine ended while {prefix!r} was awaited")
            if line.startswith(prefix):
                return line.strip()

    send("hub")
    expect("wait")
    send(f"set-param name=threads value={threads}")
    send("init")
    expect("ready")
    left, moves = [seconds, seconds], []
    for ply in range(plies):
        side = ply % 2
        send('pos moves="%s"' % " ".join(moves))
        send("level time=%.3f inc=0" % left[side])
        asked = time.perf_counter()
        send("go think")
        done = expect("done")
        took = time.perf_counter() - asked
        if took >= left[side]:
            print(f"FLAG at ply {ply + 1}: {took * 1000:.1f} ms with {left[side] * 1000:.1f} ms left")
            break
        left[side] -= took
        fields = done.split()
        if len(fields) < 2:
            break
        move = fields[1][len("move="):]
        moves.append(move)
    print(f"{len(moves)} plies; left: White {left[0] * 1000:.0f} ms, Black {left[1] * 1000:.0f} ms")
    send("quit")


if __name__ == "__main__":
    main()
