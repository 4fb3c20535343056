"""Schafkopf for the adapters: its action keys, its own observation segments, its bounds.

Every Schafkopf action passes at most one card, so no action is chosen card by card. The
Hochzeit's trump and the card given back for it are the face-down passes the resampler of the
OpenSpiel adapter reconstructs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trickgames import schafkopf as sk
from trickgames.rl._layout import Part, part
from trickgames.rl._spec import GameSpec, Pass, Sparse

__all__ = ["SchafkopfSpec"]

_CLASSES = tuple(sk.GameClass)
_DECLARABLE = tuple(c for c in sk.Contract if c.declarable)
_CARDS = [c.name for c in sk.Card]
#: The trumps of a Hochzeit (the Sauspiel's), by card number.
_HOCHZEIT_TRUMPS = frozenset(int(c) for c in sk.card_order(sk.Contract.HOCHZEIT).trump_cards)
_TARIFF_KEYS = ("sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", "hochzeit",
                "bettel", "bettel_ouvert", "ramsch", "stock")


class SchafkopfSpec(GameSpec):
    """The adapters' tables for Schafkopf."""

    name = "schafkopf"
    card_type = sk.Card
    max_hand = 8
    max_holding = 8
    copies = 1
    phases = tuple(sk.Phase)
    contracts = tuple(sk.Contract)
    party_values = tuple(sk.Side)

    def __init__(self) -> None:
        keys = [
            "knock", "pass", "bid", *(f"hold {c.value}" for c in _CLASSES),
            *(f"declare {c.value}" for c in _DECLARABLE), "accept", "decline",
            *(f"give {c}" for c in _CARDS), "kontra", "re",
        ]
        columns: dict[str, tuple[str, int]] = {
            "knock": ("knocks", 0), "pass": ("bids", 0), "bid": ("bids", 1),
            "accept": ("hochzeit_answer", 0), "decline": ("hochzeit_answer", 1),
            "kontra": ("doublings", 0), "re": ("doublings", 1)}
        columns |= {f"hold {c.value}": ("holds", i) for i, c in enumerate(_CLASSES)}
        n = len(_CARDS)
        classes = ", ".join(c.value for c in _CLASSES)
        segments: list[Part] = [
            part("knocks", (4, 1), 1, "per seat: 1 if it knocked"),
            part("bids", (4, 2), 1, "per seat: it said `pass` (0) or `bid` (1)"),
            part("holds", (4, len(_CLASSES)), 1,
             f"per seat: the classes it held with in a resolution ({classes})"),
            part("bidders", (4,), 1, "per seat: 1 if it bid (the view's `bidders`)"),
            part("holder", (4,), 1, "one-hot: the seat holding the claim in a resolution"),
            part("claim", (len(_CLASSES),), 1, "one-hot: the class of that claim"),
            part("hochzeit_answer", (4, 2), 1,
                 "per seat: it accepted (0) or declined (1) a Hochzeit"),
            part("doublings", (4, 2), 1, "per seat: it said `kontra` (0) or `re` (1)"),
            part("open_hand", (n,), 1, "the declarer's open hand (Bettel ouvert, Sie)"),
            part("open_hand_seat", (4,), 1, "one-hot: the seat of that open hand"),
            part("hochzeit_card", (n,), 1,
                 "one-hot: the Hochzeit trump lying face down, for the two seats that see it"),
            part("stock", (1,), 1e9, "the pot before the deal, with `all_pass` = `stock`"),
        ]
        super().__init__(keys, ("give ??",), segments, columns)

    def encode_game(self, view: Any, picks: Sequence[int], out: Sparse) -> None:
        at = self.at
        me = view.seat
        base = at["bidders"]
        for seat in view.bidders:
            out[base + ((seat - me) & 3)] = 1
        self.relative(view, view.holder, "holder", out)
        if view.claim is not None:
            out[at["claim"] + _CLASSES.index(view.claim)] = 1
        if view.open_hand is not None:
            seat, cards = view.open_hand
            self.relative(view, seat, "open_hand_seat", out)
            self.counts(cards, "open_hand", out)
        if view.hochzeit_card is not None:
            out[at["hochzeit_card"] + view.hochzeit_card] = 1
        if view.stock is not None:
            out[at["stock"]] = view.stock

    def returns(self, state: Any) -> tuple[int, int, int, int]:
        payouts: tuple[int, int, int, int] = sk.score(state).payouts
        return payouts

    def utility_bound(self, rules: Any, context: Any) -> int:
        # The largest base, with Schneider, Schwarz and 14 Laufende (every trump of a solo);
        # times 8 (a Tout doubles, a Sie quadruples, three Jungfrauen of a Ramsch double
        # thrice), every knock and doubling, and 3 for a single player's (a Ramsch loser's)
        # three opponents.
        tariff = rules.tariff
        base: int = max(tariff.amount(key) for key in _TARIFF_KEYS)
        amount = base + tariff.schneider + tariff.schwarz + 14 * tariff.laufende
        knocks = 4 if rules.knocking else 0
        bound: int = 3 * 8 * 2 ** (knocks + rules.max_doublings) * amount
        return bound

    def max_history(self, rules: Any) -> int:
        # Knocks and the first round (4 + 4); a resolution, its claim rising at least every
        # second hold (2 x 15 holds and 3 passes); the declaration; a Hochzeit's three answers
        # and its give; the doublings; the cards.
        doublings: int = rules.max_doublings
        return 4 + 4 + 33 + 1 + 4 + doublings + len(self.deck(rules))

    def hidden_passes(self, view: Any) -> list[Pass]:
        out: list[Pass] = []
        offerer = None
        for i, line in enumerate(view.history):
            words = line.split()
            verb = words[1]
            seat = int(words[0][1:])
            if verb == "declare" and words[2] == "hochzeit":
                offerer = seat
            elif verb == "give" and offerer is not None:
                # The offered trump goes to the acceptor, his card to the offerer.
                given = None if words[2] == "??" else (int(sk.Card.parse(words[2])),)
                out += [Pass(offerer, seat, 1, None, None), Pass(seat, offerer, 1, given, i)]
        return out

    def hand_limits(self, view: Any) -> dict[int, tuple[frozenset[int], int]]:
        # The offerer of a Hochzeit holds exactly one trump, which he gives away for a card
        # that is not a trump.
        offerer = None
        exchanged = False
        for line in view.history:
            words = line.split()
            if words[1] == "declare" and words[2] == "hochzeit":
                offerer = int(words[0][1:])
            elif words[1] == "give":
                exchanged = True
        if offerer is None or offerer == view.seat or view.phase is sk.Phase.VOID:
            return {}
        return {offerer: (_HOCHZEIT_TRUMPS, 0 if exchanged else 1)}

    def known_cards(self, view: Any) -> dict[int, tuple[int, ...]]:
        known: dict[int, tuple[int, ...]] = {}
        if view.open_hand is not None and view.open_hand[0] != view.seat:
            seat, cards = view.open_hand
            known[seat] = tuple(int(c) for c in cards)
        if view.hochzeit_card is not None and view.declarer != view.seat:
            # The offered trump, seen by the acceptor, is still the offerer's.
            known[view.declarer] = (int(view.hochzeit_card),)
        return known

    def suit_of(self, view: Any) -> Sequence[int] | None:
        if view.contract is None or view.phase not in (sk.Phase.PLAY, sk.Phase.FINISHED):
            return None
        short = view.rules.deck is sk.Deck.SHORT
        suits: Sequence[int] = sk.card_order(view.contract, short).suit
        return suits

