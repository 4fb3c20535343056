"""A minimal frontend loop that uses only views and legal actions.

A frontend never touches the full state: it sends each seat its view (as JSON, the shape a
web client or a remote bot receives), gets back one of the legal actions, and lets the engine
apply it. Here every seat is a "client" that picks the first legal action it is sent; replace
``client`` with your websocket or UI.

Run: python examples/frontend_loop.py [doppelkopf|schafkopf] [seed]
"""

from __future__ import annotations

import importlib
import json
import sys
from typing import Any


def client(view_json: dict[str, Any]) -> str:
    """What a remote client does: read its view, answer with one legal action (a record line)."""
    return str(view_json["legal_actions"][0])


def main(game_name: str = "doppelkopf", seed: int = 1) -> dict[str, Any]:
    game = importlib.import_module(f"trickgames.{game_name}")
    state = game.deal(next(iter(game.PRESETS)), seed=seed)
    while not state.is_over:
        seat = state.turn
        message = json.dumps(game.view(state, seat).to_json())  # what goes over the wire
        answer = client(json.loads(message))
        state = game.apply(state, answer)  # the server checks every answer
    result: dict[str, Any] = game.score(state).to_json()
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "doppelkopf",
         int(sys.argv[2]) if len(sys.argv) > 2 else 1)
