"""When every seat passed, and the Ramsch (schafkopf-variants.md 5, 6.1).

**All passed** (or a Hochzeit found no taker): ``all_pass`` decides. ``redeal`` and ``stock``
void the deal (with ``stock`` each seat pays ``tariff.stock`` into the pot, a result item, no
action); ``ramsch`` plays a Ramsch with the hands as dealt, forehand leading.

**The Ramsch**: the Sauspiel's trumps and plain suits, no called ace, no Kontra or Re, no
Laufende, Schneider or Schwarz; knocks double the price r = ``tariff.ramsch`` · 2^knocks. With
``ramsch_must_overtake`` every seat but the leader must beat the card winning the trick when
it can (:func:`~trickgames.schafkopf.follow.overtake_mask`).

**Result** (:func:`ramsch_outcome`): a Durchmarsch (every trick, or at least
``ramsch_durchmarsch`` card points) wins +3r from -r each; otherwise the most card points
lose; ``ramsch_tie`` settles a tie; ``ramsch_jungfrau`` doubles the amounts of the seats
without a trick.

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("wirtshaus", seed=2)
>>> for line in ["p1 pass", "p2 pass", "p3 pass", "p0 pass"]:
...     state = sk.apply(state, line)
>>> state.phase.value, state.contract.value, state.turn
('play', 'ramsch', 1)
"""

from __future__ import annotations

import attrs

from trickgames._core.tricks import TRUMP
from trickgames.schafkopf.cards import POINTS
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.rules import AllPass, Jungfrau, RamschTie, Rules
from trickgames.schafkopf.state import (
    _PLAY,
    _VOID,
    Auction,
    History,
    State,
    make_game,
    make_state,
)

__all__ = ["RamschOutcome", "all_passed", "ramsch_outcome"]

# Enum member lookups cost about 0.2 µs each; the steps compare against these.
_RAMSCH = AllPass.RAMSCH


def all_passed(state: State, auction: Auction, history: History) -> State:
    """The state after every seat passed (or a Hochzeit found no taker): void, or a Ramsch
    with the hands as dealt (``all_pass``)."""
    deal = state.deal
    rules = deal.rules
    if rules.all_pass is _RAMSCH:
        game = make_game(Contract.RAMSCH, -1, None, rules.short, True,
                         rules.ramsch_must_overtake)
        return make_state(deal=deal, phase=_PLAY, turn=deal.forehand, hands=deal.masks,
                          game=game, auction=auction, history=history)
    return make_state(deal=deal, phase=_VOID, turn=-1, hands=deal.masks, auction=auction,
                      history=history)


@attrs.frozen
class RamschOutcome:
    """How a Ramsch ended: each seat's card points and tricks, then the losers (ascending) or
    the Durchmarsch seat, the price ``price`` (r, knocks included), each seat's amount owed
    ``amounts`` (0 for a loser) and the payouts."""

    card_points: tuple[int, int, int, int]
    tricks: tuple[int, int, int, int]
    losers: tuple[int, ...]
    durchmarsch: int | None
    price: int
    amounts: tuple[int, int, int, int]
    payouts: tuple[int, int, int, int]

    @property
    def jungfrauen(self) -> tuple[int, ...]:
        """The seats that took no trick."""
        return tuple(s for s in range(4) if self.tricks[s] == 0)

    def to_json(self) -> dict[str, object]:
        """The result's ``ramsch`` object (schafkopf-variants.md 11)."""
        out: dict[str, object] = {"card_points": list(self.card_points),
                                  "tricks": list(self.tricks)}
        if self.durchmarsch is not None:
            out["durchmarsch"] = self.durchmarsch
        else:
            out["losers"] = list(self.losers)
        return out


def _four(values: list[int]) -> tuple[int, int, int, int]:
    return (values[0], values[1], values[2], values[3])


def ramsch_outcome(state: State) -> RamschOutcome:
    """The result of a finished Ramsch (schafkopf-variants.md 5.3, 5.4)."""
    rules = state.deal.rules
    points = [0, 0, 0, 0]
    tricks = [0, 0, 0, 0]
    last_won = [-1, -1, -1, -1]
    for number, trick in enumerate(state.tricks):
        winner = trick.winner
        points[winner] += sum(POINTS[c] for c in trick.cards)
        tricks[winner] += 1
        last_won[winner] = number
    price = rules.tariff.amount("ramsch") << len(state.auction.knocks)
    durchmarsch = _durchmarsch(rules, points, tricks, len(state.tricks))
    if durchmarsch is not None:
        payouts = [3 * price if s == durchmarsch else -price for s in range(4)]
        return RamschOutcome(_four(points), _four(tricks), (), durchmarsch, price,
                             _four([price if s != durchmarsch else 0 for s in range(4)]),
                             _four(payouts))
    top = max(points)
    tied = [s for s in range(4) if points[s] == top]
    losers = tied if rules.ramsch_tie is RamschTie.ALL_PAY else [_loser(state, tied, last_won)]
    jungfrauen = sum(1 for t in tricks if t == 0)
    amounts = [0 if s in losers else _amount(rules.ramsch_jungfrau, price, tricks[s] == 0,
                                             jungfrauen) for s in range(4)]
    owed = sum(amounts)
    if len(losers) == 4:
        payouts = [0, 0, 0, 0]
    elif len(losers) == 3:  # the one other seat is owed its amount by each loser
        payouts = [-owed if s in losers else 3 * owed for s in range(4)]
    else:  # one loser pays all; two losers pay half each (even by the rules' check)
        share = owed // len(losers)
        payouts = [-share if s in losers else amounts[s] for s in range(4)]
    return RamschOutcome(_four(points), _four(tricks), tuple(losers), None, price,
                         _four(amounts), _four(payouts))


def _durchmarsch(rules: Rules, points: list[int], tricks: list[int],
                 played: int) -> int | None:
    """The Durchmarsch seat, if any (``ramsch_durchmarsch``)."""
    rule = rules.ramsch_durchmarsch
    for seat in range(4):
        if rule == "tricks" and tricks[seat] == played:
            return seat
        if isinstance(rule, int) and points[seat] >= rule:
            return seat
    return None


def _loser(state: State, tied: list[int], last_won: list[int]) -> int:
    """The one loser among seats tied for the most points (``ramsch_tie``): the highest trump
    held (or won), else the later trick won."""
    if len(tied) == 1:
        return tied[0]
    order = card_order(Contract.RAMSCH, state.deal.rules.short)
    strength = order.strength
    won = state.deal.rules.ramsch_tie is RamschTie.HIGHEST_TRUMP_WON

    def best_trump(seat: int) -> int:
        if won:
            cards = [c for t in state.tricks if t.winner == seat for c in t.cards]
        else:
            cards = list(state.deal.hands[seat])
        return max((strength[c] for c in cards if order.suit[c] == TRUMP), default=-1)

    highest = {seat: best_trump(seat) for seat in tied}
    if max(highest.values()) >= 0:
        return max(tied, key=highest.__getitem__)
    return max(tied, key=last_won.__getitem__)


def _amount(mode: Jungfrau, price: int, jungfrau: bool, jungfrauen: int) -> int:
    """What a seat that did not lose is owed (schafkopf-variants.md 5.3, table)."""
    if mode is Jungfrau.DOUBLE_ALL:
        return price << jungfrauen
    if not jungfrau or mode is Jungfrau.NONE:
        return price
    if mode is Jungfrau.DOUBLE_INDIVIDUALLY_ONCE:
        return 2 * price
    return price << jungfrauen
