"""Shared by the adapter tests: decision points of random deals of both games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from trickgames.rl._registry import spec
from trickgames.rl._table import Table

__all__ = ["GAMES", "OFF_TURN", "PRESETS", "WITH_OPTIONS", "every_moment", "moments",
           "random_tables", "swapped_worlds"]

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


#: How :func:`swapped_worlds` steers its random deals into the rare phases: each plan is an
#: opening decision (taken by the first seat that may, or by every seat when not exclusive)
#: and the decisions taken whenever they are legal; a deal whose plan's first goal is never
#: made is dropped after the declarations (cheap), so poverties, marriages and Hochzeits come
#: up within a few deals.
_PLANS: dict[str, list[tuple[str | None, bool, tuple[str, ...]]]] = {
    "doppelkopf": [(None, False, ()), ("reserve", True, ("declare poverty", "accept")),
                   ("reserve", True, ("declare marriage",))],
    "schafkopf": [(None, False, ()), ("bid", False, ()),
                  ("bid", True, ("declare hochzeit", "accept"))],
}
#: A declaration that lays the declarer's hand open (its cards are seen by all).
_OPEN = ("declare bettel-ouvert", "declare sie", "hold sie")
#: The coverage key of a seat asked off turn (announcements, doublings, knocks).
OFF_TURN = "off turn"


def moments(table: Table) -> set[str]:
    """What a decision point stands for in the coverage of :func:`swapped_worlds`: its phase,
    and :data:`OFF_TURN` when the seat is asked off turn."""
    return {str(table.state.phase)} | (set() if table.on_turn else {OFF_TURN})


def _random_deal(game: str, rules: Any, rng: random.Random,
                 plan: tuple[str | None, bool, tuple[str, ...]],
                 ) -> tuple[list[Table], list[int]] | None:
    """The decision points of one random deal and the decisions between them, played to
    ``plan`` (see :data:`_PLANS`); ``None`` if the plan's first goal was never made."""
    s = spec(game)
    opener, exclusive, goals = plan
    table = Table(s, s.engine.deal(rules, seed=rng.randrange(10**6), dealer=rng.randrange(4)))
    tables = [table]
    decisions: list[int] = []
    opened = reached = False
    while not table.over:
        if goals and not reached and table.state.phase == "play":
            return None
        keyed = {s.keys[i]: i for i in table.options()}
        wanted = [keyed[k] for k in goals if k in keyed]
        if wanted:
            index = wanted[0]
            reached = reached or s.keys[index] == goals[0]
        elif opener in keyed and not (exclusive and opened):
            index = keyed[opener]
            opened = True
        elif not table.on_turn and rng.random() < 0.6:
            index = s.wait
        else:
            index = rng.choice([i for k, i in keyed.items() if k != opener] or list(keyed.values()))
        table = table.step(index)
        tables.append(table)
        decisions.append(index)
    return tables, decisions


def _unseen(s: Any, table: Table) -> dict[int, list[int]]:
    """The cards of each seat other than the asked one that the asked seat has not seen: the
    dealt hand without the cards played, given, returned or laid open so far. A Hochzeit's
    offerer keeps his whole hand out of the swaps (his trump changes hands face down)."""
    seat = table.asked
    dealt = table.state.deal.hands
    shown: list[Counter[int]] = [Counter() for _ in range(4)]
    for action in table.state.actions:
        text = str(action)
        cards = s.multi_cards(action)
        if cards:
            shown[action.seat].update(int(c) for c in cards)
        elif action.verb in ("play", "give"):
            shown[action.seat][int(action.card)] += 1
        if text.endswith(_OPEN) or (s.name == "schafkopf" and text.endswith("declare hochzeit")):
            shown[action.seat].update(int(c) for c in dealt[action.seat])
    return {other: sorted((Counter(int(c) for c in dealt[other]) - shown[other]).elements())
            for other in range(4) if other != seat}


def swapped_worlds(game: str, rules: Any, cover: set[str], each: int = 2, seed: int = 0,
                   ) -> Iterator[tuple[Any, Any, list[int], int]]:
    """Pairs of deals that one seat cannot tell apart at a moment it is asked to decide:
    ``(deal, other_deal, decisions, seat)``, at least ``each`` for each moment of ``cover``
    (see :func:`moments`), at several depths of several deals. The other deal swaps two
    cards the seat has not seen between two other seats' hands; the same decisions are legal
    in both, and the seat is asked at the end of both. The engine's view of the seat is
    asserted to be the same in both."""
    s = spec(game)
    engine = s.engine
    rng = random.Random(seed)
    need = Counter(dict.fromkeys(cover, each))
    plans = _PLANS[game]
    for number in range(3000):
        if not need:
            return
        played = _random_deal(game, rules, rng, plans[number % len(plans)])
        if played is None:
            continue
        tables, made = played
        first = tables[0].state
        for depth, table in enumerate(tables[:-1]):
            if not moments(table) & need.keys() or rng.random() < 0.5:
                continue
            seat = table.asked
            unseen = _unseen(s, table)
            holders = [other for other, cards in unseen.items() if cards]
            if len(holders) < 2:
                continue
            for _ in range(4):
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
                decisions = made[:depth]
                for index in decisions:
                    if index not in other.options():
                        break
                    other = other.step(index)
                else:
                    if other.asked == seat:
                        assert other.view(seat) == table.view(seat), (game, rules, decisions)
                        need.subtract(moments(table))
                        need = +need
                        yield first, other_deal, decisions, seat
                        break
    assert not need, f"no swapped worlds found at {sorted(need)}"


#: Rules with options for the adapters' tests, beside every preset: a Doppelkopf without
#: nines with the Genscher, a Schafkopf with Hochzeit, Bettel and Ramsch.
WITH_OPTIONS: list[tuple[str, Any]] = [
    ("doppelkopf", {"preset": "pagat", "nines": False, "genscher": True}),
    ("schafkopf", {"preset": "sauspiel", "games": {"hochzeit": True, "bettel": True},
                   "all_pass": "ramsch", "laufende_min": 2}),
]


def every_moment(game: str, rules: Any) -> set[str]:
    """Every phase a seat can be asked in under ``rules`` (the poverty's three only with
    ``poverty``, the Hochzeit's answers only with ``hochzeit`` among the games), and a seat
    asked off turn."""
    resolved = spec(game).engine.deal(rules, seed=0).rules
    if game == "doppelkopf":
        phases = {"reservation", "declaration", "play"}
        if resolved.poverty:
            phases |= {"poverty_give", "poverty_acceptance", "poverty_return"}
    else:
        phases = {"bidding", "resolution", "declaration", "play"}
        if "hochzeit" in resolved.games:
            phases.add("marriage")
    return phases | {OFF_TURN}
