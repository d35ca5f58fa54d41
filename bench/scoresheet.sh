#!/bin/sh
# Scoresheet repair (issue 31), natively, in one go: TWIC games (the shared
# crates/escaque-core/tests/data/pgn/twic1599.pgn) written on Spanish sheets with the
# generated slips of escaque_core::scoresheet::slips, repaired with a release build.
# Prints per case (one slip, three slips, both sheets with three slips each): the undecidable
# sheets, the decidable games recovered whole, the moves right, sheets a second, median and
# p95 per sheet. Then the fuzz run (random text, no panic).
#
#   bench/scoresheet.sh [GAMES=200] [SEED=1] [FUZZ=1000000]
set -e
cd "$(dirname "$0")/.."
games=${1:-200}
seed=${2:-1}
fuzz=${3:-1000000}
cargo run -q --release -p escaque-core --example scoresheet_recovery -- "$games" "$seed" |
    grep -v '^  \['
cargo run -q --release -p escaque-core --example scoresheet_fuzz -- "$fuzz" "$seed"
