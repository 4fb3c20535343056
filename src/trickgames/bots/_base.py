"""What every computer player is, and the loop that plays a deal with them.

A player sees only a player's view (``game.view(state, seat)``), never the state. The loop
asks the seat whose turn it is to :meth:`~Player.choose` one of its legal actions; before that,
every other seat that has an off-turn action (an announcement, a knock, a doubling) may
:meth:`~Player.interject` one.

The sentences the players (and the terminal game) say are data, one JSON file per table in
the package (:func:`sentences`), so that a translator edits text and no code.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib import resources
from types import MappingProxyType
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from trickgames._core.registry import GameEngine
from trickgames._core.tricks import TRUMP

__all__ = ["FEATURES", "ExplainingPlayer", "HandModel", "Player", "Table", "beats",
           "cheapest_plain", "hand_features", "hand_models", "partner_wins", "play_deal",
           "sentences", "trump_tricks"]

ViewT = TypeVar("ViewT")
ActionT = TypeVar("ActionT")


class Player(Protocol):
    """A computer (or human) player.

    ``choose`` gets the view of the seat whose turn it is and returns one of
    ``view.legal_actions``; ``interject`` gets the view of a seat that is not on turn but has
    legal off-turn actions, and returns one of them or ``None``.
    """

    def choose(self, view: Any) -> Any: ...

    def interject(self, view: Any) -> Any | None: ...


def play_deal(
    game: GameEngine,
    state: Any,
    players: Sequence[Player],
    *,
    on_action: Callable[[Any, Any], None] | None = None,
) -> Any:
    """Play ``state`` to the end with one player per seat; returns the final state.

    ``game`` is :mod:`trickgames.doppelkopf` or :mod:`trickgames.schafkopf`. Every action is
    applied with the checking :func:`apply`, so a player that returns an illegal action raises
    :class:`~trickgames.IllegalActionError`. ``on_action(state, action)`` is called before each
    action is applied.
    """
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply
    while not state.is_over:
        turn = state.turn
        action = None
        for offset in (1, 2, 3):
            seat = (turn + offset) & 3
            if not legal_actions(state, seat):
                continue
            action = players[seat].interject(view(state, seat))
            if action is not None:
                break
        if action is None:
            action = players[turn].choose(view(state, turn))
        if on_action is not None:
            on_action(state, action)
        state = apply(state, action)
    return state


# -- what both games' rule-of-thumb players do alike -----------------------------------------


class ExplainingPlayer(Generic[ViewT, ActionT]):
    """A player that says why: it plays what :meth:`explain` (on turn) and
    :meth:`explain_interjection` (off turn) return with the code of their reason, and
    :attr:`reasons` gives each code its English and German sentence."""

    #: The reasons of :meth:`explain`, by code (English, German).
    reasons: ClassVar[Mapping[str, tuple[str, str]]]

    def choose(self, view: ViewT) -> ActionT:
        """The action for the seat on turn (the one :meth:`explain` gives)."""
        return self.explain(view)[0]

    def interject(self, view: ViewT) -> ActionT | None:
        """The off-turn action or ``None`` (the one :meth:`explain_interjection` gives)."""
        return self.explain_interjection(view)[0]

    def explain(self, view: ViewT) -> tuple[ActionT, str]:
        """The action for the seat on turn and the code of its reason."""
        raise NotImplementedError

    def explain_interjection(self, view: ViewT) -> tuple[ActionT | None, str]:
        """The off-turn action (or ``None``) and the code of its reason."""
        raise NotImplementedError


def cheapest_plain(plays: Sequence[Any], order: Any, points: Sequence[int]) -> Any:
    """The play of the cheapest plain (non-trump) card, fewest points then lowest; the
    cheapest card of all when every one is a trump."""
    plain = [p for p in plays if order.suit[p.card] != TRUMP]
    return min(plain or plays, key=lambda p: (points[p.card], order.strength[p.card]))


def partner_wins(view: Any, winner_index: int) -> bool:
    """Whether the card at ``winner_index`` of the view's trick, so far the winner, is the
    viewer's partner's (as far as the viewer knows the parties)."""
    mine = view.parties[view.seat]
    return mine is not None and view.parties[(view.trick_leader + winner_index) & 3] is mine


def beats(order: Any, led: int, best: Any, card: Any) -> bool:
    """Whether ``card`` beats ``best`` (so far the winner of a trick led in effective suit
    ``led``) under the card ``order``: a trump beats a plain card and a lower trump, a card
    of the led suit a lower one of that suit; of two equal cards the first stays the winner
    (both games' rule, TSR 5.3.3; the Dulle variants that let the second heart ten win are
    not looked at)."""
    suit = order.suit[card]
    if suit == TRUMP:
        return bool(order.suit[best] != TRUMP or order.strength[card] > order.strength[best])
    return bool(suit == led == order.suit[best] and order.strength[card] > order.strength[best])


class Table:
    """What a player can know of the cards from its view alone: the cards it has not seen
    (:attr:`unseen`: the ``deck`` less its hand and every card played) and the suits each
    seat has shown it is void in (it did not follow a led suit; trump is one suit).

    Both games' rule-of-thumb players count cards with it: whether an opponent still to play
    can beat a trick (:meth:`safe`), whether a card is the highest left (:meth:`top`).
    """

    def __init__(self, view: Any, order: Any, deck: Iterable[Any]) -> None:
        self.order = order
        left = Counter(deck)
        left.subtract(view.hand)
        voids: list[set[int]] = [set(), set(), set(), set()]
        for leader, cards in [*((t.leader, t.cards) for t in view.tricks),
                              (view.trick_leader, view.trick)]:
            if not cards:
                continue
            led = order.suit[cards[0]]
            for index, card in enumerate(cards):
                left[card] -= 1
                if index and order.suit[card] != led:
                    voids[(leader + index) & 3].add(led)
        self.unseen: tuple[Any, ...] = tuple(sorted(left.elements()))
        self.voids = voids

    def count(self, suit: int) -> int:
        """How many unseen cards are of effective suit ``suit``."""
        return sum(1 for c in self.unseen if self.order.suit[c] == suit)

    def top(self, card: Any) -> bool:
        """Whether no unseen card of ``card``'s effective suit ranks above it."""
        order = self.order
        suit, strength = order.suit[card], order.strength[card]
        return not any(order.suit[c] == suit and order.strength[c] > strength
                       for c in self.unseen)

    def threat(self, seat: int, led: int, best: Any, behind: int) -> bool:
        """Whether ``seat``, still to play to a trick led in ``led`` that ``best`` wins so
        far, may beat it with an unseen card: with a higher card of the led suit while it may
        hold one, or with a trump when it is void in the led suit or may be (fewer unseen
        cards of the suit than the ``behind`` seats still to play)."""
        voids = self.voids[seat]
        if led != TRUMP and led not in voids and any(
                beats(self.order, led, best, c) for c in self.unseen
                if self.order.suit[c] == led):
            return True
        if TRUMP in voids or (led != TRUMP and led not in voids and self.count(led) >= behind):
            return False
        return any(beats(self.order, led, best, c) for c in self.unseen
                   if self.order.suit[c] == TRUMP)

    def safe(self, led: int, best: Any, opponents: Sequence[int], behind: int) -> bool:
        """Whether none of the ``opponents`` still to play can beat ``best`` (see
        :meth:`threat`; ``behind`` seats in all are still to play)."""
        return not any(self.threat(seat, led, best, behind) for seat in opponents)


# -- weighing a hand ---------------------------------------------------------------------------


def trump_tricks(order: Any, hand: Sequence[Any], deck: Sequence[Any]) -> tuple[int, bool]:
    """The trump tricks ``hand`` takes by leading trumps against the ``deck``'s trumps it does
    not hold, and whether it draws all of them (a count people make before a solo): it leads
    its highest while that is as high as every trump out (of two equal cards the first
    played wins), else its lowest, to draw out a higher one; each round the others give
    three trumps while they hold six or more, then two, then one; the trumps it holds when
    they have none left are tricks too."""
    strength = order.strength
    mine = sorted((strength[c] for c in hand if order.suit[c] == TRUMP), reverse=True)
    theirs = Counter(strength[c] for c in deck if order.suit[c] == TRUMP)
    theirs.subtract(mine)
    out = sorted(theirs.elements(), reverse=True)
    tricks = 0
    while mine:
        if not out:
            return tricks + len(mine), True
        give = 3 if len(out) >= 6 else 2 if len(out) >= 3 else 1
        if mine[0] >= out[0]:
            mine.pop(0)
            tricks += 1
            del out[len(out) - give:]
        else:
            mine.pop()
            del out[0]
            if give > 1:
                del out[len(out) - (give - 1):]
    return tricks, not out


#: The counts :func:`hand_features` makes of a hand, in order.
FEATURES = ("trumps", "top", "run", "trump_tricks", "control", "aces", "ace_tens",
            "blank_tens", "voids", "plain_losers", "leads")

_TRUMPS, _TRUMP_TRICKS, _CONTROL, _LOSERS = (
    FEATURES.index(name) for name in ("trumps", "trump_tricks", "control", "plain_losers"))


def hand_features(order: Any, hand: Sequence[Any], deck: Sequence[Any],
                  leads: bool) -> tuple[int, ...]:
    """What a player counts in ``hand`` for a game whose cards rank as ``order`` (one count
    per name of :data:`FEATURES`): its trumps; of them the four highest kinds
    (``top``: Ober in a Schafkopf solo, Dullen and the club and spade queens in a Doppelkopf
    solo); its unbroken run from the highest trump (Laufende); its :func:`trump_tricks` and
    whether they draw every trump (``control``); in the plain suits the aces it holds, the
    tens it holds with their ace, the blank tens (the suit's second card kind without its
    first), the suits it holds none of and the plain cards below its top run
    (``plain_losers``); and whether it leads the first trick."""
    suits = order.suit
    strength = order.strength
    trumps = [c for c in hand if suits[c] == TRUMP]
    ranked = sorted({c for c in deck if suits[c] == TRUMP}, key=lambda c: -strength[c])
    top = set(ranked[:4])
    run = 0
    held = Counter(trumps)
    for card in sorted((c for c in deck if suits[c] == TRUMP), key=lambda c: -strength[c]):
        if held[card] <= 0:
            break
        held[card] -= 1
        run += 1
    tricks, control = trump_tricks(order, hand, deck)
    aces = ace_tens = blank = voids = losers = 0
    for suit, plain in enumerate(order.plain):
        cards = sorted((c for c in deck if suits[c] == suit), key=lambda c: -strength[c])
        if not cards:
            continue
        mine = sorted((c for c in hand if suits[c] == suit), key=lambda c: -strength[c])
        if not mine:
            voids += 1
            continue
        first = plain[0]
        second = plain[1] if len(plain) > 1 else None
        tops = 0
        while tops < len(mine) and mine[tops] == cards[tops]:
            tops += 1
        aces += sum(1 for c in mine if c == first)
        if first in mine:
            ace_tens += sum(1 for c in mine if c == second)
        elif second in mine:
            blank += 1
        losers += len(mine) - tops
    return (len(trumps), sum(1 for c in trumps if c in top), run, tricks, int(control), aces,
            ace_tens, blank, voids, losers, int(leads))


class HandModel:
    """A hand's chance to win a game: the logistic function of a weighted count of its
    :func:`hand_features` (``bias`` plus one weight per feature). The weights are fitted to
    deals the rule-of-thumb players played out (``benchmarks/bots_calibrate.py``).

    >>> HandModel(0.0, [0.0] * len(FEATURES)).chance([0] * len(FEATURES))
    0.5
    """

    __slots__ = ("bias", "weights")

    def __init__(self, bias: float, weights: Sequence[float]) -> None:
        if len(weights) != len(FEATURES):
            raise ValueError(f"one weight per feature ({len(FEATURES)}), not {len(weights)}")
        self.bias = bias
        self.weights = tuple(weights)

    def chance(self, features: Sequence[int]) -> float:
        """The chance to win with a hand of these :func:`hand_features`: a hand whose every
        trump takes a trick, that draws every trump and holds no plain card below the top of
        its suit (no ``plain_losers``) takes nearly every trick, whatever the weights say
        (such hands are too rare in the deals the weights were fitted to for a straight line
        through the counts to reach them): ``0.99``.

        >>> HandModel(-50.0, [0.0] * len(FEATURES)).chance([12, 8, 9, 12, 1, 0, 0, 0, 4, 0, 0])
        0.99
        """
        if (features[_CONTROL] and not features[_LOSERS]
                and features[_TRUMP_TRICKS] == features[_TRUMPS]):
            return 0.99
        value = self.bias + sum(w * f for w, f in zip(self.weights, features, strict=True))
        return 1 / (1 + math.exp(-max(-40.0, min(40.0, value))))


def hand_models(package: str, resource: str) -> Mapping[str, HandModel]:
    """The :class:`HandModel` of each game kind, from a JSON file of the package (an object of
    kind names to ``{"bias": ..., "weights": [...], ...}``; other keys, such as the number
    of deals fitted, are notes)."""
    data = json.loads(resources.files(package).joinpath(resource).read_text("utf-8"))
    return MappingProxyType({name: HandModel(model["bias"], model["weights"])
                             for name, model in data["models"].items()})


# -- the sentences, as package data -----------------------------------------------------------


def sentences(package: str, name: str) -> Mapping[str, tuple[str, str]]:
    """The table of the package data file ``name`` of ``package``: each key with its English
    and German sentence, read-only and in the file's order. The file is a JSON object of
    ``{"en": ..., "de": ...}`` objects.

    >>> sentences("trickgames.bots", "schafkopf_reasons.json")["only_card"]
    ('the only card allowed', 'die einzige erlaubte Karte')
    """
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    table = {key: (both["en"], both["de"]) for key, both in json.loads(text).items()}
    return MappingProxyType(table)
