"""A minimal frontend loop that uses only views and legal actions.

A frontend never touches the full state: it sends each seat its view (as JSON, the shape a
web client or a remote bot receives), gets back one of the legal actions, and lets the engine
apply it. Here every seat is a "client" that picks one of the legal actions it is sent at
random (from the run's seed); replace ``client`` with your websocket or UI. Every action is
printed as it is played, then the result; a deal that ends void (everybody passed, a thrown
deal) is dealt again, as at a table.

Run: .venv/bin/python examples/frontend_loop.py [doppelkopf|schafkopf] [seed]
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from typing import Any, TextIO


def client(view_json: dict[str, Any], rng: random.Random) -> str:
    """What a remote client does: read its view, answer with one legal action (a record
    line); this one picks at random."""
    return str(rng.choice(view_json["legal_actions"]))


def main(game_name: str = "doppelkopf", seed: int = 1,
         out: TextIO | None = None) -> dict[str, Any]:
    out = sys.stdout if out is None else out
    game = importlib.import_module(f"trickgames.{game_name}")
    rules = next(iter(game.PRESETS))
    rng = random.Random(seed)
    deal = 0
    while True:
        state = game.deal(rules, seed=seed + deal)
        while not state.is_over:
            seat = state.turn
            message = json.dumps(game.view(state, seat).to_json())  # what goes over the wire
            answer = client(json.loads(message), rng)
            state = game.apply(state, answer)  # the server checks every answer
            out.write(answer + "\n")
        score = game.score(state)
        if not score.redeal:
            break
        out.write("void: the cards are dealt again\n")
        deal += 1
    result: dict[str, Any] = score.to_json()
    out.write(json.dumps(result) + "\n")
    return result


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "doppelkopf",
         int(sys.argv[2]) if len(sys.argv) > 2 else 1)
