"""Dealing anew what a seat cannot see: the worlds OpenSpiel's IS-MCTS searches.

:func:`resample` gives the actions of a deal (chance outcomes and decisions) that one seat
cannot tell from the deal it is in: the same public history, the same own hand as dealt and
now, the same own decisions, and the other hands drawn at random among those consistent with
what the seat has seen. It works from the seat's view only:

1. **The hands now.** The cards the seat cannot see (the deck without its own hand, the cards
   played and the cards it knows where they are: an open hand, a Hochzeit trump it was
   shown) are shared out among the other seats by their hand sizes, never
   giving a seat a card of a suit it has shown it cannot follow (a card of another suit played
   to a trick led in that suit, under the contract's card order).
2. **The hands as dealt.** Each seat's hand now plus the cards it played, then the cards
   passed face down (a poverty, a Hochzeit) handed back, last pass first: the cards the seat
   saw as they are, the others drawn from the taker's cards.
3. **The check.** The engine replays the whole public history from these hands, every action
   checked, the seats asked in the adapters' order (a seat asked off turn whose action is not
   the next one waits): a world in which any action would be illegal, or in which the seat's
   view differs from its real one in anything, is drawn again (up to ``tries`` times).

The draw is uniform within each step, not over all consistent worlds (the replay's test is
exact; the weights of the worlds are only approximately those of the real deal).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from trickgames import TrickgamesError
from trickgames.rl._position import Position
from trickgames.rl._table import Table

__all__ = ["resample"]

#: A slot of the cards lying face down on the table (a poverty's before it is taken).
_TABLE = 4
#: At most so many of these cards in a hand.
Limit = tuple[frozenset[int], int]


def resample(position: Position, player: int, rng: random.Random,
             tries: int = 2000) -> list[tuple[int, Position]]:
    """The OpenSpiel actions of a deal that ``player`` cannot tell from ``position`` (see the
    module), each with the position it leads to; :class:`~trickgames.TrickgamesError`
    ``resample_failed`` if ``tries`` draws found none (which a consistent position makes most
    unlikely)."""
    if position.table is None:
        return _while_dealing(position, player, rng)
    view = position.view(player)
    for _ in range(tries):
        actions = _attempt(position, player, view, rng)
        if actions is not None:
            return actions
    raise TrickgamesError(f"found no deal that p{player} cannot tell from this one in {tries} "
                          "draws", code="resample_failed")


def _while_dealing(position: Position, player: int,
                   rng: random.Random) -> list[tuple[int, Position]]:
    """The dealer and the cards dealt so far, the other seats' cards drawn anew."""
    actions: list[int] = []
    if position.setup.dealer is None and position.dealer is not None:
        actions.append(position.dealer)
    pool = Counter(position.setup.deck)
    mine = [c for i, c in enumerate(position.dealt) if position.receiver(i) == player]
    pool.subtract(mine)
    rest = list(pool.elements())
    rng.shuffle(rest)
    for i, card in enumerate(position.dealt):
        actions.append(card if position.receiver(i) == player else rest.pop())
    return _chain(position, actions)


def _chain(position: Position, actions: Sequence[int]) -> list[tuple[int, Position]]:
    """``actions`` from the root, each with the position it leads to."""
    out = []
    here = Position.start(position.setup)
    for action in actions:
        here = here.apply(action)
        out.append((action, here))
    return out


def _attempt(position: Position, player: int, view: Any,
             rng: random.Random) -> list[tuple[int, Position]] | None:
    setup = position.setup
    spec = setup.spec
    suit = spec.suit_of(view)
    played = [Counter[int]() for _ in range(4)]
    voids: list[set[int]] = [set() for _ in range(4)]
    limits: list[list[Limit]] = [[] for _ in range(4)]
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick and view.trick_leader >= 0:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        led = suit[cards[0]] if suit is not None else None
        for i, card in enumerate(cards):
            seat = (leader + i) & 3
            played[seat][int(card)] += 1
            if led is not None and suit is not None and suit[card] != led:
                voids[seat].add(led)
    if suit is not None:
        for seat, void in enumerate(voids):
            limits[seat] += [(frozenset(c for c, s in enumerate(suit) if s == led), 0)
                             for led in void]
    for seat, limit in spec.hand_limits(view).items():
        limits[seat].append(limit)
    now: dict[int, Counter[int]] = {seat: Counter() for seat in range(4)}
    now[player].update(int(c) for c in view.hand)
    for seat, cards in spec.known_cards(view).items():
        now[seat].update(cards)
    # A limit counts the whole hand: the cards known to be there count against it first.
    for seat in range(4):
        limits[seat] = [(cards, n - sum(k for c, k in now[seat].items() if c in cards))
                        for cards, n in limits[seat]]
        if any(n < 0 for _, n in limits[seat]):
            return None
    passes = spec.hidden_passes(view)
    pool = Counter(setup.deck)
    for counts in (*played, *now.values()):
        pool.subtract(counts)
    capacity = {seat: view.hand_sizes[seat] - now[seat].total() for seat in range(4)
                if seat != player}
    lying = 0
    for p in passes:
        if p.to is None:
            if p.cards is None:
                lying += p.count
            else:
                pool.subtract(p.cards)
    if lying:
        capacity[_TABLE] = lying
    drawn = _share(pool, capacity, limits, rng)
    if drawn is None:
        return None
    on_table = list(drawn.pop(_TABLE, Counter()).elements())
    for seat, cards in drawn.items():
        now[seat] += cards
    hands = [now[seat] + played[seat] for seat in range(4)]
    chosen: list[list[int]] = [[] for _ in passes]
    for k in range(len(passes) - 1, -1, -1):
        p = passes[k]
        if p.cards is not None:
            cards = list(p.cards)
        elif p.to is None:
            cards, on_table = on_table[:p.count], on_table[p.count:]
        else:
            taken = list(hands[p.to].elements())
            must = [c for c in taken if p.all_of is not None and c in p.all_of]
            rest = [c for c in taken if p.all_of is None or c not in p.all_of]
            if len(must) > p.count or len(rest) < p.count - len(must):
                return None
            cards = must + rng.sample(rest, p.count - len(must))
        moved = Counter(cards)
        if p.to is not None:
            if moved - hands[p.to]:
                return None
            hands[p.to] -= moved
        hands[p.giver] += moved
        chosen[k] = cards
    if hands[player] != Counter(position.dealt_to(player)):
        return None
    if any(hands[seat].total() != setup.per_hand for seat in range(4)):
        return None
    lines = list(view.history)
    for p, cards in zip(passes, chosen, strict=True):
        if p.line is not None and "??" in lines[p.line]:
            lines[p.line] = spec.pass_line(lines[p.line], cards)
    return _replay(position, player, view, [sorted(h.elements()) for h in hands], lines, rng)


def _share(pool: Counter[int], capacity: dict[int, int], limits: Sequence[list[Limit]],
           rng: random.Random) -> dict[int, Counter[int]] | None:
    """The cards of ``pool`` shared out among the slots by their capacities, no seat getting
    more cards of a set than its limits allow (``None`` if the draw ran into a dead end)."""
    cards = list(pool.elements())
    if len(cards) != sum(capacity.values()) or any(n < 0 for n in pool.values()):
        return None
    rng.shuffle(cards)
    sets = {slot: [cards_ for cards_, _ in limits[slot]] if slot != _TABLE else []
            for slot in capacity}
    room = {slot: [n for _, n in limits[slot]] if slot != _TABLE else [] for slot in capacity}

    def allowed(card: int, slot: int) -> bool:
        return all(card not in cards_ or n > 0 for cards_, n in zip(sets[slot], room[slot],
                                                                     strict=True))

    cards.sort(key=lambda card: sum(allowed(card, slot) for slot in capacity))
    left = dict(capacity)
    out: dict[int, Counter[int]] = {slot: Counter() for slot in capacity}
    for card in cards:
        slots = [slot for slot, n in left.items() if n and allowed(card, slot)]
        if not slots:
            return None
        slot = rng.choices(slots, [left[s] for s in slots])[0]
        left[slot] -= 1
        out[slot][card] += 1
        for i, cards_ in enumerate(sets[slot]):
            if card in cards_:
                room[slot][i] -= 1
    return out


def _replay(position: Position, player: int, view: Any, hands: list[list[int]],
            lines: list[str], rng: random.Random) -> list[tuple[int, Position]] | None:
    """The actions of the deal of ``hands`` played as ``lines``, the seats asked as the
    adapters ask them; ``None`` if an action is illegal there or ``player``'s view differs."""
    setup = position.setup
    spec = setup.spec
    engine = spec.engine
    dealer = view.dealer
    card = spec.card_type
    try:
        state = engine.deal(setup.rules, hands=[[card(c) for c in h] for h in hands],
                            dealer=dealer, context=setup.context)
    except ValueError:
        return None
    table = Table(spec, state)
    dealt = table
    decisions: list[tuple[int, Table]] = []

    def step(index: int) -> bool:
        nonlocal table
        if index not in table.options():
            return False
        table = table.step(index)
        decisions.append((index, table))
        return True

    for line in lines:
        action = engine.parse_action(line)
        while table.asked != action.seat:
            if table.asked < 0 or table.on_turn or not step(spec.wait):
                return None
        cards = spec.multi_cards(action)
        if cards:
            for c in cards:
                if not step(spec.pick_index[int(c)]):
                    return None
        else:
            index = spec.action_index(action)
            if index is None or not step(index):
                return None
    # The same moment: the seats before the one asked waited, and its picks so far (the
    # seat's own, or, for another seat's, the first cards of a legal choice of this deal).
    original = position.table
    assert original is not None
    while table.asked != original.asked:
        if table.asked < 0 or table.on_turn or not step(spec.wait):
            return None
    if table.on_turn != original.on_turn:
        return None
    picks = list(original.picks)
    if picks and original.asked != player:
        choices = [a for a in engine.legal_actions(table.state, table.asked)
                   if spec.multi_cards(a)]
        if not choices:
            return None
        chosen_cards = [int(c) for c in spec.multi_cards(rng.choice(choices)) or ()]
        picks = rng.sample(chosen_cards, len(picks))
    for c in picks:
        if not step(spec.pick_index[c]):
            return None
    if table.view(player) != view:
        return None
    # The positions along the way, made directly (the replay has checked every step).
    out: list[tuple[int, Position]] = []
    actions: tuple[int, ...] = ()
    if setup.dealer is None:
        actions = (dealer,)
        out.append((dealer, Position(setup, dealer, (), None, actions)))
    sequence: tuple[int, ...] = ()
    per_seat = [list(h) for h in hands]
    last = 3 * setup.per_hand - 1
    for i in range(last + 1):
        c = per_seat[(dealer + 1 + i // setup.per_hand) & 3].pop(0)
        sequence += (c,)
        actions += (c,)
        out.append((c, Position(setup, dealer, sequence, dealt if i == last else None, actions)))
    for index, after in decisions:
        actions += (index,)
        out.append((index, Position(setup, dealer, sequence, after, actions)))
    return out
