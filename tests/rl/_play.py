"""Shared by the adapter tests: decision points of random deals of both games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from trickgames.rl._registry import spec
from trickgames.rl._table import Table

__all__ = ["GAMES", "PRESETS", "random_tables", "swapped_worlds"]

GAMES = ("doppelkopf", "schafkopf")
#: Every preset of both games, as (game, preset) pairs.
PRESETS = [(game, preset) for game in GAMES for preset in spec(game).engine.PRESETS]


def random_tables(game: str, rules: Any, deals: int, seed: int = 0,
                  wait: float = 0.5) -> Iterator[list[Table]]:
    """The decision points of ``deals`` random deals, one list per deal (the final table
    last); an off-turn seat waits with probability ``wait``, else acts at random."""
    engine = spec(game).engine
    rng = random.Random(seed)
    for number in range(deals):
        table = Table(spec(game), engine.deal(rules, seed=seed * 1000 + number,
                                              dealer=number % 4))
        tables = [table]
        while not table.over:
            options = list(table.options())
            if not table.on_turn and rng.random() < wait:
                index = spec(game).wait
            else:
                index = rng.choice(options)
            table = table.step(index)
            tables.append(table)
        yield tables


def swapped_worlds(game: str, rules: Any, samples: int,
                   seed: int = 0) -> Iterator[tuple[Any, Any, list[int], int]]:
    """Pairs of deals that one seat cannot tell apart at a moment it is asked to decide:
    ``(deal, other_deal, decisions, seat)``. The other deal swaps two cards, unplayed and
    never passed face down, between two other seats' hands; the same decisions are legal in
    both, the seat is asked at the end of both, and the engine's view of it is the same."""
    s = spec(game)
    engine = s.engine
    rng = random.Random(seed)
    found = attempts = 0
    while found < samples and attempts < samples * 40:
        attempts += 1
        first = engine.deal(rules, seed=rng.randrange(10**6), dealer=rng.randrange(4))
        table = Table(s, first)
        decisions: list[int] = []
        stop = rng.randrange(1, 120)
        while not table.over and len(decisions) < stop:
            index = (s.wait if not table.on_turn and rng.random() < 0.6
                     else rng.choice(list(table.options())))
            table = table.step(index)
            decisions.append(index)
        if table.over:
            continue
        seat = table.asked
        shown: list[Counter[int]] = [Counter() for _ in range(4)]
        hidden_pass = False
        for action in table.state.actions:
            cards = s.multi_cards(action)
            if cards:
                shown[action.seat].update(int(c) for c in cards)
            elif action.verb in ("play", "give"):
                shown[action.seat][int(action.card)] += 1
            if action.verb == "declare" and "hochzeit" in str(action):
                hidden_pass = True  # the offered trump changes hands face down
        if hidden_pass:
            continue
        unseen = {other: sorted((Counter(int(c) for c in first.deal.hands[other])
                                 - shown[other]).elements())
                  for other in range(4) if other != seat}
        holders = [other for other, cards in unseen.items() if cards]
        if len(holders) < 2:
            continue
        a, b = rng.sample(holders, 2)
        x, y = rng.choice(unseen[a]), rng.choice(unseen[b])
        if x == y:
            continue
        hands = [[int(c) for c in hand] for hand in first.deal.hands]
        hands[a].remove(x)
        hands[a].append(y)
        hands[b].remove(y)
        hands[b].append(x)
        card = s.card_type
        other_deal = engine.deal(rules, hands=[[card(c) for c in h] for h in hands],
                                 dealer=first.dealer, context=first.deal.context)
        other = Table(s, other_deal)
        for index in decisions:
            if index not in other.options():
                break
            other = other.step(index)
        else:
            if other.asked == seat and other.view(seat) == table.view(seat):
                found += 1
                yield first, other_deal, decisions, seat
    assert found == samples, f"only {found} of {samples} swapped worlds found"
