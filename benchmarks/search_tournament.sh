#!/bin/sh
# The search player against the rule-of-thumb player over duplicate deals (docs/bots.md,
# "The search player"): each game's default preset, the same seeded deals played twice with
# the seats rotated (search at seats 0 and 2, then at 1 and 3), one JSON object per game.
#
#   sh benchmarks/search_tournament.sh [OUT.jsonl]     (DEALS=2000 JOBS=2 by default)
set -e
out=${1:-benchmarks/results/search-tournament.jsonl}
python=${PYTHON:-.venv/bin/python}
: > "$out"
for game in schafkopf doppelkopf; do
    "$python" -m trickgames tournament --game "$game" --players search,heuristic \
        --deals "${DEALS:-2000}" --seed 1 --jobs "${JOBS:-2}" --json >> "$out"
done
