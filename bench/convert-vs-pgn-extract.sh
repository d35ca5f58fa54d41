#!/usr/bin/env bash
# Compares, in one run on the same file, `escaque convert --from en --to es` with
# `pgn-extract -WsanPCATDR` (Spanish letters P C A T D R). Prints hyperfine's table and its ratio,
# then the ratio over alternating pairs (wall and CPU time; the target of issue 18 is 0.25).
# Needs: Debian packages pgn-extract and hyperfine (installed here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
PGN=${1:-crates/escaque-core/tests/data/pgn/twic1599.pgn}
need() { command -v "$1" >/dev/null || [ -x "/usr/games/$1" ] || { apt-get update -qq && apt-get install -y -qq "$2"; }; }
need pgn-extract pgn-extract
need hyperfine hyperfine
PGN_EXTRACT=$(command -v pgn-extract || echo /usr/games/pgn-extract)
# The binary a user installs (README: `cargo install --path crates/escaque-cli --locked`), into
# target/ rather than ~/.cargo/bin.
cargo install --quiet --locked --path crates/escaque-cli --root target/bench-install --target-dir target
ESCAQUE=target/bench-install/bin/escaque
hyperfine --warmup 3 --runs 20 --export-json target/convert-bench.json \
  -n escaque "$ESCAQUE convert --from en --to es $PGN" \
  -n pgn-extract "$PGN_EXTRACT -s -WsanPCATDR $PGN"
# Then PAIRS alternating pairs (escaque first in odd pairs, pgn-extract first in even ones), each
# run's wall time and CPU time (user + system, which other work on a busy machine disturbs less):
# the medians, and the median of the pairs' ratios.
PAIRS=${PAIRS:-21} python3 - "$ESCAQUE" "$PGN_EXTRACT" "$PGN" <<'PY'
import json, os, resource, statistics, subprocess, sys, time
escaque, pgn_extract, pgn = sys.argv[1:4]
r = {x["command"]: x["mean"] for x in json.load(open("target/convert-bench.json"))["results"]}
print(f"hyperfine means: escaque / pgn-extract time ratio: {r['escaque'] / r['pgn-extract']:.2f}")
commands = {
    "escaque": [escaque, "convert", "--from", "en", "--to", "es", pgn],
    "pgn-extract": [pgn_extract, "-s", "-WsanPCATDR", pgn],
}
def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu
pairs = []
for i in range(int(os.environ["PAIRS"])):
    order = ["escaque", "pgn-extract"] if i % 2 == 0 else ["pgn-extract", "escaque"]
    pairs.append({name: run(commands[name]) for name in order})
for name in commands:
    wall = statistics.median(p[name][0] for p in pairs) * 1000
    cpu = statistics.median(p[name][1] for p in pairs) * 1000
    print(f"{name:12} median wall {wall:6.1f} ms, CPU {cpu:6.1f} ms")
for k, label in ((0, "wall"), (1, "CPU")):
    ratio = statistics.median(p["escaque"][k] / p["pgn-extract"][k] for p in pairs)
    print(f"escaque / pgn-extract, median of {len(pairs)} alternating pairs, {label}: {ratio:.2f}")
PY
