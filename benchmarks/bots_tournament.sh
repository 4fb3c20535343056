#!/bin/sh
# The rule-of-thumb player against the random player, every preset of both games: writes
# benchmarks/results/bots-tournament.md (included by docs/bots.md "Duplicate tournaments").
# Usage, from the repository root with the package installed:
#   sh benchmarks/bots_tournament.sh [DEALS] [GAME:PRESET...]
# The command run is $TRICKGAMES (default: .venv/bin/trickgames when there is one, else trickgames).
set -e
if [ -z "$TRICKGAMES" ]; then
  if [ -x .venv/bin/trickgames ]; then TRICKGAMES=.venv/bin/trickgames; else TRICKGAMES=trickgames; fi
fi
deals=${1:-500}
[ $# -gt 0 ] && shift
out=benchmarks/results/bots-tournament.md
presets=${*:-"doppelkopf:ddv doppelkopf:pagat doppelkopf:freedoko schafkopf:standard schafkopf:short schafkopf:sauspiel schafkopf:wirtshaus"}
echo "<!-- written by benchmarks/bots_tournament.sh: do not edit -->" > "$out"
for gp in $presets; do
  game=${gp%%:*}; preset=${gp##*:}
  args="tournament --game $game --rules $preset --players heuristic,random --deals $deals --seed 1"
  { echo; echo '```console'; echo "\$ trickgames $args"; $TRICKGAMES $args; echo '```'; } >> "$out"
done
