"""The Schafkopf game state: an immutable value.

A :class:`State` is made by :func:`~trickgames.schafkopf.deal` and changed only by
:func:`~trickgames.schafkopf.apply`, which returns a new state. Everything that never changes
during a deal (rules, dealer, the hands as dealt) lives in one shared :class:`Deal`; the
bidding in an :class:`Auction`; the declared game, once named, in one :class:`Game`. So each
step builds one small object.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

import attrs

from trickgames._core.deprecation import module_getattr
from trickgames._core.errors import ArgumentError
from trickgames._core.info import RecordInfo
from trickgames._core.quoting import quoted
from trickgames._core.seats import check_seat
from trickgames._core.state import StateViews
from trickgames._core.tricks import TRUMP, Trick
from trickgames._core.values import fast_constructor, slots_base
from trickgames.schafkopf.actions import KONTRAS, RES, Action
from trickgames.schafkopf.cards import Card, format_cards
from trickgames.schafkopf.contracts import Contract, GameClass, SkCardOrder, card_order
from trickgames.schafkopf.follow import playable_mask
from trickgames.schafkopf.hands import hand_cards, hand_mask
from trickgames.schafkopf.rules import AllPass, Rules

__all__ = [
    "NO_AUCTION",
    "Auction",
    "Context",
    "Deal",
    "Game",
    "History",
    "Phase",
    "Side",
    "State",
    "dealt_state",
    "initial_state",
    "make_game",
    "make_state",
]


#: The actions of a deal as a chain of pairs ``(earlier, last)``; ``None`` for none yet.
History: TypeAlias = "tuple[History, Action] | None"


class Phase(enum.StrEnum):
    """Where a deal stands.

    - ``bidding``: Knocks (off turn, before the first word), then each seat from forehand says
      ``pass`` or ``bid``.
    - ``resolution``: Several bidders: ``hold <class>`` or ``pass`` until one is left.
    - ``declaration``: The bidder who won names the game.
    - ``marriage``: A Hochzeit was offered: the other seats answer in turn, then the acceptor
      gives a card (schafkopf-variants.md 9).
    - ``play``: Trick play; Kontra and Re while the window is open.
    - ``finished``: All tricks played: the deal can be scored.
    - ``void``: Everybody passed: the deal is void and dealt again (all payouts 0).
    """

    BIDDING = "bidding"
    RESOLUTION = "resolution"
    DECLARATION = "declaration"
    MARRIAGE = "marriage"
    PLAY = "play"
    FINISHED = "finished"
    VOID = "void"


#: The phases as module constants, for the hot paths of every module of the game: an enum
#: member lookup (``Phase.PLAY``) costs about 0.2 µs, a module constant a fraction of it.
_BIDDING, _RESOLUTION, _DECLARATION, _MARRIAGE, _PLAY, _FINISHED, _VOID = Phase


class Side(enum.StrEnum):
    """The two sides of a game.

    - ``declarers``: The declarer and, in a Sauspiel, the holder of the called ace.
    - ``defenders``: Everybody else.
    """

    DECLARERS = "declarers"
    DEFENDERS = "defenders"

    @property
    def other(self) -> Side:
        """The opposing side."""
        return Side.DEFENDERS if self is Side.DECLARERS else Side.DECLARERS


@attrs.frozen
class Context:
    """Facts from outside the deal that change its rules, as Doppelkopf's
    :class:`~trickgames.doppelkopf.Context` (a session's bookkeeping): ``stock``, the pot
    before the deal (schafkopf-variants.md 6.3: a non-negative even integer, only with
    ``all_pass`` = ``stock``; see :meth:`problem`). A record's ``context`` may also hold ``_``
    extensions, which the record keeps (they never change a rule). Any other pot is refused
    when the context is made (:class:`~trickgames.ArgumentError`, ``invalid_context``).

    >>> Context.from_json({"_note": "x"}) == Context(), Context.from_json({"stock": 40}).stock
    (True, 40)
    """

    #: The pot before the deal, in tariff units.
    stock: int = 0

    def __attrs_post_init__(self) -> None:
        stock = self.stock
        if isinstance(stock, bool) or not isinstance(stock, int) or stock < 0 or stock % 2:
            raise ArgumentError(
                f"context.stock must be a non-negative even integer (the pot is filled four "
                f"payments at a time and only doubled or emptied), not {quoted(stock)}",
                code="invalid_context",
            )

    @classmethod
    def from_json(cls, value: Any) -> Context:
        """The context of a record (``None``: the default); keys other than ``stock`` and
        ``_`` extensions, or a ``stock`` that is not a non-negative even integer, are an
        :class:`~trickgames.ArgumentError` (``invalid_context``)."""
        if value is None:
            return _NO_CONTEXT
        if not isinstance(value, Mapping):
            raise ArgumentError("context must be an object", code="invalid_context")
        unknown = [k for k in value
                   if k != "stock" and not (isinstance(k, str) and k.startswith("_"))]
        if unknown:
            raise ArgumentError(
                "Schafkopf's context has only the key stock (and _ extensions), not "
                + ", ".join(map(str, unknown)),
                code="invalid_context",
            )
        context = cls(value.get("stock", 0))
        return context if context.stock else _NO_CONTEXT

    def to_json(self) -> dict[str, Any]:
        """The record form."""
        return {"stock": self.stock}

    @property
    def is_default(self) -> bool:
        """Whether this is the empty context (no pot)."""
        return self.stock == 0

    def problem(self, rules: Rules) -> str | None:
        """Why the context does not go with ``rules`` (``None`` when it does): a pot needs
        ``all_pass`` = ``stock`` (schafkopf-variants.md 6.3)."""
        if self.stock and rules.all_pass is not AllPass.STOCK:
            return (f"context.stock {self.stock} needs all_pass 'stock', not "
                    f"{rules.all_pass.value!r}")
        return None


_NO_CONTEXT = Context()


def _masks(deal: Deal) -> tuple[int, ...]:
    return tuple(hand_mask(hand) for hand in deal.hands)


@attrs.frozen(weakref_slot=False)
@slots_base
class Deal:
    """What never changes during a deal: rules, dealer, the hands as dealt and the context."""

    rules: Rules
    dealer: int
    #: Each seat's cards as dealt, in the order given (records keep that order).
    hands: tuple[tuple[Card, ...], ...]
    context: Context = _NO_CONTEXT
    info: RecordInfo | None = attrs.field(default=None, eq=False)
    #: The hands as masks (see :mod:`~trickgames.schafkopf.hands`), derived from ``hands``.
    masks: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False,
                                         default=attrs.Factory(_masks, takes_self=True))

    @property
    def forehand(self) -> int:
        """The seat after the dealer: it speaks first and leads trick 1."""
        return (self.dealer + 1) & 3

    def holder_of(self, card: Card) -> int:
        """The seat that was dealt ``card``."""
        bit = 1 << card
        m0, m1, m2, m3 = self.masks
        if m0 & bit:
            return 0
        if m1 & bit:
            return 1
        if m2 & bit:
            return 2
        if m3 & bit:
            return 3
        raise ValueError(f"{card.name} was not dealt")


@attrs.frozen(weakref_slot=False)
@slots_base
class Auction:
    """The bidding so far.

    ``knocks`` lists the seats that knocked, in order; ``spoken`` counts the seats that said
    ``pass`` or ``bid`` in the first round, ``bidders`` the seats that bid. Between several
    bidders, ``holder`` holds the claim with class ``claim`` and ``queue`` lists the other
    bidders still in, from forehand (the last one speaks next).
    """

    knocks: tuple[int, ...] = ()
    spoken: int = 0
    bidders: tuple[int, ...] = ()
    queue: tuple[int, ...] = ()
    holder: int = -1
    claim: GameClass | None = None


#: The auction before anybody spoke.
NO_AUCTION = Auction()
#: ``Auction(*fields)``, built like the states (see :mod:`trickgames._core.values`).
new_auction = fast_constructor(Auction)


@attrs.frozen
class Game:
    """The declared game as the engine knows it.

    ``side[s]`` is true for the declaring side: the declarer and, in a Sauspiel, the holder of
    the called ace (``partner``), who is secret to the others until the ace falls. ``searched``
    says whether the called suit has been led (always true outside a Sauspiel).
    """

    contract: Contract
    declarer: int
    partner: int | None
    side: tuple[bool, bool, bool, bool]
    short: bool
    searched: bool
    #: Whether every seat has the overtake duty (a Ramsch or Bettel with Stichzwang,
    #: schafkopf-variants.md 5.2, 7).
    overtake: bool = False
    #: The card order of the game for the deck played.
    order: SkCardOrder = attrs.field(init=False, eq=False, repr=False)
    #: The bit of the called ace while the called suit is unsearched; -1 when every seat has
    #: the overtake duty (so the play step's one test sends both to
    #: :func:`~trickgames.schafkopf.follow.playable_mask`); else 0.
    ace: int = attrs.field(init=False, eq=False, repr=False)
    #: The effective suit of the called suit (-1 outside a Sauspiel).
    called_suit: int = attrs.field(init=False, eq=False, repr=False)
    #: ``doublers[n & 1][s]``: the doublings the seats may say after ``n`` doublings, from
    #: seat ``s`` on clockwise (Kontra by each defender, or Re by each seat of the declaring
    #: side), all windows open: a lookup instead of judging each seat at every step.
    doublers: tuple[tuple[tuple[Action, ...], ...], ...] = attrs.field(
        init=False, eq=False, repr=False
    )
    #: Whether Kontra and Re exist in this game (not in a Ramsch or a Sie).
    doubling: bool = attrs.field(init=False, eq=False, repr=False)
    #: Whether the game is scored apart from the trick-point games (a Bettel, a Sie, a
    #: Ramsch): worked out once here, so that scoring asks one attribute.
    variant: bool = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "order", card_order(self.contract, self.short))
        called = self.contract.called_ace
        object.__setattr__(
            self, "ace", -1 if self.overtake else
            1 << called if called is not None and not self.searched else 0
        )
        object.__setattr__(self, "called_suit", called.suit if called is not None else -1)
        if self.contract in _NO_DOUBLING:
            doublers: _Doublers = _NOBODY_DOUBLES
        else:
            try:
                doublers = _DOUBLERS[self.side]
            except (KeyError, TypeError):  # sides given in another form to ``Game(...)``
                doublers = _doublers(self.side)
        object.__setattr__(self, "doublers", doublers)
        object.__setattr__(self, "doubling", self.contract not in _NO_DOUBLING)
        object.__setattr__(self, "variant", self.contract in _VARIANTS)

    @property
    def single(self) -> bool:
        """Whether it is a single-player game (the declarer alone against three)."""
        return self.partner is None

    def declaring(self, seat: int) -> bool:
        """Whether ``seat`` (an ``int`` ``0..3``) is on the declaring side."""
        return self.side[check_seat(seat)]

    def side_of(self, seat: int) -> Side:
        """The side of a seat (as the engine knows it; see
        :func:`~trickgames.schafkopf.parties.known_parties` for what each seat knows)."""
        return Side.DECLARERS if self.side[check_seat(seat)] else Side.DEFENDERS


_Doublers = tuple[tuple[tuple[Action, ...], ...], ...]


def _doublers(side: Sequence[bool]) -> _Doublers:
    """:attr:`Game.doublers` for the sides ``side``."""
    return tuple(
        tuple(
            tuple(said[s] for s in ((first + i) & 3 for i in range(4)) if side[s] == re)
            for first in range(4)
        )
        for re, said in ((False, KONTRAS), (True, RES))
    )


#: :attr:`Game.doublers` for each of the sixteen sides, made once: working them out anew (a
#: nest of generators) was most of the cost of a new game.
_DOUBLERS: dict[tuple[bool, ...], _Doublers] = {
    side: _doublers(side) for side in itertools.product((False, True), repeat=4)
}
#: The games without Kontra and Re (schafkopf-variants.md 5.1, 8), and their doublers.
_NO_DOUBLING = frozenset({Contract.RAMSCH, Contract.SIE})
_VARIANTS = frozenset({Contract.RAMSCH, Contract.SIE, Contract.BETTEL, Contract.BETTEL_OUVERT})
_NOBODY_DOUBLES: _Doublers = tuple(tuple(() for _ in range(4)) for _ in range(2))


# Games are immutable and few (contract, declarer, partner, deck, searched: at most a few
# thousand), and building one derives its tables, so each is built once and shared.
_GAMES: dict[tuple[Contract, int, int | None, bool, bool, bool], Game] = {}


def make_game(contract: Contract, declarer: int, partner: int | None, short: bool,
              searched: bool, overtake: bool = False) -> Game:
    """The :class:`Game` of these fields (``side`` follows from declarer and partner; a
    Ramsch has the declarer -1, so nobody is on a declaring side); equal to ``Game(...)``,
    but shared."""
    key = (contract, declarer, partner, short, searched, overtake)
    game = _GAMES.get(key)
    if game is None:
        side = (declarer == 0 or partner == 0, declarer == 1 or partner == 1,
                declarer == 2 or partner == 2, declarer == 3 or partner == 3)
        game = _GAMES[key] = Game(contract, declarer, partner, side, short, searched,
                                  overtake)
    return game


def _is_over(state: State) -> bool:
    """:attr:`State.is_over` worked out from the phase."""
    return state.phase is _FINISHED or state.phase is _VOID


def _playable(state: State) -> int:
    """:attr:`State.playable` worked out from the other fields."""
    if state.phase is not Phase.PLAY or state.game is None:
        return 0
    return playable_mask(state.hands[state.turn], state.trick, state.game,
                         state.deal.rules.running_away_min)


@attrs.frozen(weakref_slot=False)
@slots_base
class State(StateViews[Action, Card, Rules]):
    """One moment of a Schafkopf deal. Immutable: :func:`apply` returns a new state.

    Hands are stored as 32-bit masks; use :meth:`hand` for cards. ``turn`` is the seat whose
    turn it is (``-1`` when the deal is over); knocks and doublings need no turn.
    ``doublings`` lists the seats that said Kontra or Re, in order.
    """

    deal: Deal
    phase: Phase
    turn: int
    #: Whether the deal is finished (all tricks played) or void. A field rather than a
    #: property, because every simulation step asks it; derived from ``phase``, as the
    #: fields below are from the others (``State(...)`` and ``attrs.evolve`` work it out).
    is_over: bool = attrs.field(init=False, eq=False,
                                default=attrs.Factory(_is_over, takes_self=True))
    hands: tuple[int, ...] = attrs.field(repr=False)
    trick: tuple[Card, ...]
    tricks: tuple[Trick[Card], ...]
    game: Game | None
    auction: Auction
    doublings: tuple[int, ...]
    #: The actions so far as a chain ``(earlier, last)``, ``None`` before the first: a step
    #: adds one pair instead of copying a growing tuple. :attr:`actions` reads it.
    history: History = attrs.field(repr=False)
    #: The cards (a mask) the seat to play may play now, 0 outside the card play. Derived
    #: from the fields above (``State(...)`` and ``attrs.evolve`` compute it): the step that
    #: makes a state knows it on the way, and then legal_actions and apply's check of a card
    #: are one lookup each.
    playable: int = attrs.field(repr=False, eq=False, init=False,
                                default=attrs.Factory(_playable, takes_self=True))

    @staticmethod
    def cards_of(mask: int) -> tuple[Card, ...]:
        """The cards of a hand mask (see :mod:`~trickgames.schafkopf.hands`), in code order."""
        return hand_cards(mask)

    # -- convenience views (all derived) ------------------------------------------------------

    @property
    def contract(self) -> Contract | None:
        """The declared game (``None`` before the declaration)."""
        return self.game.contract if self.game is not None else None

    @property
    def declarer(self) -> int | None:
        """The seat that declared the game."""
        return self.game.declarer if self.game is not None else None

    @property
    def knocks(self) -> int:
        """How many seats knocked."""
        return len(self.auction.knocks)

    @property
    def order(self) -> SkCardOrder:
        """The card order of the game (a Sauspiel's before the declaration)."""
        if self.game is not None:
            return self.game.order
        return card_order(Contract.SAUSPIEL_EICHEL, self.deal.rules.short)

    def describe_cards(self, mask: int) -> str:
        """Some cards (a mask) in the game's order, for messages."""
        return format_cards(sorted(hand_cards(mask), key=self.order.sort_key))

    def suit_name(self, card: Card) -> str:
        """``trump`` or the plain suit of ``card`` in the game, for messages."""
        order = self.order
        suit = order.suit[card]
        return "trump" if suit == TRUMP else card.suit.word


#: ``State(*fields)``, all twelve in order, without attrs' cost per field.
_new_state = fast_constructor(State)



def make_state(*, deal: Deal, phase: Phase, turn: int, hands: tuple[int, ...],
               trick: tuple[Card, ...] = (), tricks: tuple[Trick[Card], ...] = (),
               game: Game | None = None, auction: Auction = NO_AUCTION,
               doublings: tuple[int, ...] = (), history: History = None) -> State:
    """The one way the engine builds a state: every field by name, the derived ones
    (``is_over``, ``playable``) worked out here, as ``State(...)`` would, but without attrs'
    cost per field (see :mod:`trickgames._core.values`).

    >>> from trickgames.schafkopf import deal
    >>> state = deal("standard", seed=1)
    >>> make_state(deal=state.deal, phase=state.phase, turn=state.turn,
    ...            hands=state.hands) == state
    True
    """
    playable = (playable_mask(hands[turn], trick, game, deal.rules.running_away_min)
                if phase is _PLAY and game is not None else 0)
    return _new_state(deal, phase, turn, phase is _FINISHED or phase is _VOID, hands, trick,
                      tricks, game, auction, doublings, history, playable)


def initial_state(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    context: Context = _NO_CONTEXT,
    info: RecordInfo | None = None,
) -> State:
    """The state before the first action (hands must already be checked)."""
    dealt = tuple([tuple(h) for h in hands])
    return dealt_state(rules, dealer, dealt, tuple([hand_mask(h) for h in dealt]), context, info)


def dealt_state(
    rules: Rules,
    dealer: int,
    hands: tuple[tuple[Card, ...], ...],
    masks: tuple[int, ...],
    context: Context = _NO_CONTEXT,
    info: RecordInfo | None = None,
) -> State:
    """:func:`initial_state` for hands whose masks are known (a seeded deal computes them on
    the way)."""
    deal = _new_deal(rules, dealer, hands, context, info, masks)  # the masks known already
    return make_state(deal=deal, phase=_BIDDING, turn=(dealer + 1) & 3, hands=masks)


#: ``Deal(*fields)``, the masks included, built fast like the states (a simulation makes one
#: per deal).
_new_deal = fast_constructor(Deal)


#: Names of an earlier release (see :mod:`trickgames._core.deprecation`).
__getattr__ = module_getattr(__name__, {
    "new_state": (lambda: _new_state, f"{__name__}.make_state (keyword-only)"),
})
