#!/usr/bin/env bash
# Compares, in one run on the same file, `escaque convert --from en --to es` with
# `pgn-extract -WsanPCATDR` (Spanish letters P C A T D R). Prints hyperfine's table and the ratio.
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
python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("target/convert-bench.json"))["results"]}
print(f"escaque / pgn-extract time ratio: {r['escaque'] / r['pgn-extract']:.2f}")
PY
