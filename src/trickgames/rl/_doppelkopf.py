"""Doppelkopf for the adapters: its action keys, its own observation segments, its bounds.

The poverty's ``give`` and ``return`` pass several cards at once; the adapters let the seat
choose them card by card (``pick <card>``, in any order), and apply the action with the last
card. A ``give`` of no card at all (``poverty_pass`` = ``trumps`` and no trump) is the key
``give``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from trickgames import doppelkopf as dk
from trickgames.rl._layout import Part, part
from trickgames.rl._spec import GameSpec, Pass, Sparse

__all__ = ["DoppelkopfSpec"]

_CALLS = tuple(dk.Call)
_SWINES = tuple(dk.Swines)
_RESERVATIONS = tuple(dk.Reservation)
_SELECTORS = tuple(dk.MarriageSelector)
_CARDS = [c.name for c in dk.Card]
_MULTI = (dk.Give, dk.Return)
#: The trumps of the normal game (the poverty's game) by card number.
_TRUMPS = frozenset(int(c) for c in dk.card_order(dk.Contract.NORMAL).trump_cards)

#: What the score of a deal can reach before Bock, in game points: at most 30 points of
#: game items (won, announcements, reached levels; pagat's missed announcements), doubled
#: twice with ``re_kontra_doubles``, at most 69 special points (5 per trick, 9 more in the
#: last), and three times the value for a soloist (a solo has no special points).
_SCORE_BOUND = 3 * (4 * 30 + 69)


class DoppelkopfSpec(GameSpec):
    """The adapters' tables for Doppelkopf."""

    name = "doppelkopf"
    card_type = dk.Card
    max_hand = 12
    max_holding = 12 + 5  # the acceptor of a poverty holds the cards passed to him
    copies = 2
    phases = tuple(dk.Phase)
    contracts = tuple(dk.Contract)
    party_values = tuple(dk.Party)

    def __init__(self) -> None:
        keys = [
            "healthy", "reserve", *(f"declare {r.value}" for r in _RESERVATIONS),
            "give", "return", *(f"pick {c}" for c in _CARDS), "accept", "decline",
            *(f"announce {c.value}" for c in _CALLS), *(f"announce {s.value}" for s in _SWINES),
            "genscher +1", "genscher +2", "genscher +3",
        ]
        columns: dict[str, tuple[str, int]] = {"healthy": ("speech", 0), "reserve": ("speech", 1),
                                               "accept": ("poverty_answer", 0),
                                               "decline": ("poverty_answer", 1)}
        columns |= {f"declare {r.value}": ("declared", i) for i, r in enumerate(_RESERVATIONS)}
        columns |= {f"announce {c}": ("announcements", i)
                    for i, c in enumerate([c.value for c in _CALLS] + [s.value for s in _SWINES])}
        columns |= {f"genscher +{k}": ("genscher", 0) for k in (1, 2, 3)}
        n = len(_CARDS)
        segments: list[Part] = [
            part("owes_solo", (4,), 1, "per seat: 1 if it still owes a compulsory solo (context)"),
            part("forced_solo", (4,), 1, "one-hot: the seat that must play a solo now (context)"),
            part("bock", (1,), 1e6, "the Bock rounds in force (context `bock`)"),
            part("speech", (4, 2), 1, "per seat: it said `healthy` (0) or `reserve` (1)"),
            part("declared", (4, len(_RESERVATIONS)), 1,
                 "per seat one-hot: the reservation it declared ("
                 + ", ".join(r.value for r in _RESERVATIONS) + ")"),
            part("poverty_answer", (4, 2), 1,
                 "per seat: it accepted (0) or declined (1) a poverty"),
            part("marriage_selector", (len(_SELECTORS),), 1,
                 "one-hot: the selector of a declared marriage ("
                 + ", ".join(s.value for s in _SELECTORS) + ")"),
            part("silent_marriage", (1,), 1, "1 if the viewer plays a silent marriage"),
            part("re_level", (5,), 1,
                 "one-hot: Re's highest announcement (re, no90, no60, no30, schwarz); none: 0"),
            part("kontra_level", (5,), 1, "one-hot: Kontra's highest announcement, as `re_level`"),
            part("announcements", (4, 8), 1,
                 "per seat: the announcements it made (re, kontra, no90, no60, no30, schwarz, "
                 "swines, hyperswines)"),
            part("genscher", (4,), 1, "per seat: 1 if it named a partner (Genscher)"),
            part("swines", (4,), 1, "one-hot: the seat whose swines count, once the viewer knows"),
            part("hyperswines", (4,), 1, "one-hot: the seat whose hyperswines count, as `swines`"),
            part("poverty_cards", (n,), 2,
                 "copies of each card given in a poverty (its two seats)"),
            part("returned_cards", (n,), 2, "copies of each card returned in a poverty (as above)"),
            part("picks", (n,), 2,
                 "copies of each card the viewer has picked so far for a `give` or `return`"),
        ]
        super().__init__(keys, (), segments, columns)

    def history_word(self, seat: int, words: list[str]) -> str:
        verb = words[0]
        if verb in ("give", "return"):
            return verb  # the cards are in poverty_cards / returned_cards, where seen
        if verb == "genscher":
            return f"genscher +{(int(words[1][1:]) - seat) & 3}"
        return " ".join(words)

    def multi_cards(self, action: Any) -> tuple[Any, ...] | None:
        if isinstance(action, _MULTI):
            cards: tuple[Any, ...] = action.cards
            return cards
        return None

    def encode_game(self, view: Any, picks: Sequence[int], out: Sparse) -> None:
        at = self.at
        me = view.seat
        context = view.context
        base = at["owes_solo"]
        for seat, owes in enumerate(context.compulsory_solo):
            if owes:
                out[base + ((seat - me) & 3)] = 1
        self.relative(view, context.forced_solo, "forced_solo", out)
        out[at["bock"]] = context.bock
        if view.marriage_selector is not None:
            out[at["marriage_selector"] + _SELECTORS.index(view.marriage_selector)] = 1
        if view.silent_marriage:
            out[at["silent_marriage"]] = 1
        if view.re_level >= 0:
            out[at["re_level"] + view.re_level] = 1
        if view.kontra_level >= 0:
            out[at["kontra_level"] + view.kontra_level] = 1
        self.relative(view, view.swines, "swines", out)
        self.relative(view, view.hyperswines, "hyperswines", out)
        self.counts(view.poverty_cards, "poverty_cards", out)
        self.counts(view.returned_cards, "returned_cards", out)
        self.counts(picks, "picks", out)

    def returns(self, state: Any) -> tuple[int, int, int, int]:
        scores: tuple[int, int, int, int] = dk.score(state).scores
        return scores

    def utility_bound(self, rules: Any, context: Any) -> int:
        bock = 0 if context is None else context.bock
        bound: int = _SCORE_BOUND * rules.bock_multiplier ** bock
        return bound

    def max_history(self, rules: Any) -> int:
        # Speech and declarations (4 + 4), a poverty (give, three answers, return), every
        # announcement of both parties (2 x 5), swines and hyperswines, one Genscher, the cards.
        return 4 + 4 + 5 + 10 + 2 + 1 + len(self.deck(rules))

    def hidden_passes(self, view: Any) -> list[Pass]:
        out: list[Pass] = []
        poor = acceptor = None
        for i, line in enumerate(view.history):
            words = line.split()
            verb = words[1]
            if verb == "give":
                poor = int(words[0][1:])
                out.append(Pass(poor, None, len(words) - 2, _cards(words[2:]), i))
            elif verb == "accept" and poor is not None and out:
                acceptor = int(words[0][1:])
                out[-1] = attrs.evolve(out[-1], to=acceptor)
            elif verb == "return" and acceptor is not None and poor is not None:
                # The poor player gave all his trumps: any he holds now came back to him.
                out.append(Pass(acceptor, poor, len(words) - 2, _cards(words[2:]), i,
                                all_of=_TRUMPS))
        if out and out[-1].to is None and view.phase is not dk.Phase.POVERTY_ACCEPTANCE:
            out.pop()  # nobody took the cards: the deal is void
        return out

    def hand_limits(self, view: Any) -> dict[int, tuple[frozenset[int], int]]:
        # After a poverty's give the poor player holds no trump but those handed back to him.
        poor = None
        back = 0
        for line in view.history:
            words = line.split()
            if words[1] == "give":
                poor = int(words[0][1:])
            elif words[1] == "return":
                back = len(words) - 2
        if poor is None or poor == view.seat:
            return {}
        played = sum(1 for t in view.tricks for i, c in enumerate(t.cards)
                     if (t.leader + i) & 3 == poor and int(c) in _TRUMPS)
        played += sum(1 for i, c in enumerate(view.trick)
                      if (view.trick_leader + i) & 3 == poor and int(c) in _TRUMPS)
        return {poor: (_TRUMPS, max(0, back - played))}

    def suit_of(self, view: Any) -> Sequence[int] | None:
        if view.contract is None or view.phase not in (dk.Phase.PLAY, dk.Phase.FINISHED):
            return None
        suits: Sequence[int] = dk.card_order(view.contract).suit
        return suits


def _cards(words: Sequence[str]) -> tuple[int, ...] | None:
    """The card numbers of a history line's card words, ``None`` if they are face down."""
    if any(w == "??" for w in words):
        return None
    return tuple(int(dk.Card.parse(w)) for w in words)

