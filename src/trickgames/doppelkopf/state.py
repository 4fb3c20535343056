"""The Doppelkopf game state: an immutable value.

A :class:`State` is made by :func:`~trickgames.doppelkopf.deal` and changed only by
:func:`~trickgames.doppelkopf.apply`, which returns a new state. Everything that never changes
during a deal (rules, dealer, context, the hands as dealt) lives in one shared :class:`Deal`;
the contract, once settled, in one :class:`Game`; so each step builds a small object.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, TypeAlias

import attrs

from trickgames._core.deprecation import module_getattr
from trickgames._core.errors import ArgumentError
from trickgames._core.info import RecordInfo
from trickgames._core.quoting import quoted
from trickgames._core.seats import check_seat
from trickgames._core.state import StateViews
from trickgames._core.tricks import Trick
from trickgames._core.values import fast_constructor, slots_base
from trickgames.doppelkopf.actions import Action, Call
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, DkCardOrder, Reservation, card_order
from trickgames.doppelkopf.deadlines import Deadlines, calls_code, latest
from trickgames.doppelkopf.follow import playable_mask
from trickgames.doppelkopf.hands import hand_cards, hand_mask
from trickgames.doppelkopf.rules import MarriageSelector, Rules

__all__ = [
    "AnnouncementDuty",
    "Calls",
    "Context",
    "Deal",
    "Game",
    "History",
    "Party",
    "Phase",
    "PovertyExchange",
    "ReservationRound",
    "State",
    "announcements_possible",
    "calls_of",
    "initial_state",
    "make_state",
]


#: The actions of a deal as a chain of pairs ``(earlier, last)``; ``None`` for none yet.
History: TypeAlias = "tuple[History, Action] | None"


class Phase(enum.StrEnum):
    """Where a deal stands.

    - ``reservation``: Each seat from forehand says ``healthy`` or ``reserve``.
    - ``declaration``: Reserving seats ``declare`` in order (or the forced soloist names his
      solo).
    - ``poverty_give``: Poverty: the poor player gives three cards.
    - ``poverty_acceptance``: Poverty: the other seats in turn accept or decline.
    - ``poverty_return``: Poverty: the acceptor returns three cards.
    - ``play``: Trick play, with announcements.
    - ``finished``: All tricks played: the deal can be scored.
    - ``void``: Void deal: everybody declined the poverty; the same dealer deals again.
    """

    RESERVATION = "reservation"
    DECLARATION = "declaration"
    POVERTY_GIVE = "poverty_give"
    POVERTY_ACCEPTANCE = "poverty_acceptance"
    POVERTY_RETURN = "poverty_return"
    PLAY = "play"
    FINISHED = "finished"
    VOID = "void"


#: The phases as module constants, for the hot paths of every module of the game: an enum
#: member lookup (``Phase.PLAY``) costs about 0.2 µs, a module constant a fraction of it.
(_RESERVATION, _DECLARATION, _POVERTY_GIVE, _POVERTY_ACCEPTANCE, _POVERTY_RETURN, _PLAY, _FINISHED,
 _VOID) = Phase


class Party(enum.StrEnum):
    """The two parties."""

    RE = "re"
    KONTRA = "kontra"

    @property
    def other(self) -> Party:
        """The opposing party."""
        return Party.KONTRA if self is Party.RE else Party.RE


@attrs.frozen
class Context:
    """Facts from outside the deal that change its rules (a tournament round's bookkeeping).

    ``compulsory_solo[s]`` says that seat ``s`` still owes its compulsory solo; a solo by such a
    seat *is* that compulsory solo. ``forced_solo`` is a seat that must play a solo now
    (Vorführung); it must owe one. ``bock`` is the number of Bock rounds in force for this deal
    (doppelkopf-variants.md "Bock rounds"): its score is multiplied by the rules'
    ``bock_multiplier`` that many times.

    >>> Context(compulsory_solo=(True, False, False, False), forced_solo=0).to_json()
    {'compulsory_solo': [True, False, False, False], 'forced_solo': 0}
    >>> Context(bock=2).to_json()
    {'compulsory_solo': [False, False, False, False], 'bock': 2}
    """

    compulsory_solo: tuple[bool, bool, bool, bool] = (False, False, False, False)
    forced_solo: int | None = None
    bock: int = 0

    def __attrs_post_init__(self) -> None:
        if len(self.compulsory_solo) != 4 or not all(
            isinstance(b, bool) for b in self.compulsory_solo
        ):
            raise ArgumentError(
                "compulsory_solo must be four booleans, one per seat", code="invalid_context"
            )
        seat = self.forced_solo
        if seat is not None:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
                raise ArgumentError(
                    f"forced_solo must be a seat 0..3, not {quoted(seat)}", code="invalid_context"
                )
            if not self.compulsory_solo[seat]:
                raise ArgumentError(
                    f"forced_solo p{seat} does not owe a compulsory solo "
                    "(compulsory_solo is false for that seat)",
                    code="forced_solo_not_owed",
                )
        bock = self.bock
        if isinstance(bock, bool) or not isinstance(bock, int) or bock < 0:
            raise ArgumentError(
                f"bock must be an integer >= 0 (the Bock rounds in force), not {quoted(bock)}",
                code="invalid_context",
            )

    @classmethod
    def from_json(cls, value: dict[str, Any] | None) -> Context:
        """The context of a record (``None``: the default)."""
        if not value:
            return cls()
        owed = value.get("compulsory_solo", [False] * 4)
        if not isinstance(owed, list | tuple) or len(owed) != 4:
            raise ArgumentError(
                "compulsory_solo must be four booleans, one per seat", code="invalid_context"
            )
        return cls(compulsory_solo=tuple(owed), forced_solo=value.get("forced_solo"),
                   bock=value.get("bock", 0))

    def to_json(self) -> dict[str, Any]:
        """The record form."""
        out: dict[str, Any] = {"compulsory_solo": list(self.compulsory_solo)}
        if self.forced_solo is not None:
            out["forced_solo"] = self.forced_solo
        if self.bock:
            out["bock"] = self.bock
        return out

    def problem(self, rules: Rules) -> str | None:
        """Why these rules refuse the context (``None``: they take it): a forced solo needs
        a solo the rules allow (doppelkopf-variants.md "More solos": an empty ``solos``)."""
        if self.forced_solo is not None and not rules.solos:
            return (f"forced_solo p{self.forced_solo} cannot be played: the rules allow no "
                    "solo (solos is empty)")
        return None

    @property
    def is_default(self) -> bool:
        """Whether this is the empty context (nobody owes a solo, no Bock)."""
        return self == _DEFAULT_CONTEXT


_DEFAULT_CONTEXT = Context()


@attrs.frozen(weakref_slot=False)
@slots_base
class Deal:
    """What never changes during a deal: rules, dealer, context and the hands as dealt.

    Made by :func:`~trickgames.doppelkopf.deal` (and record replay), which check the hands.
    """

    rules: Rules
    dealer: int
    context: Context
    #: Each seat's cards as dealt, in the order given (records keep that order).
    hands: tuple[tuple[Card, ...], ...]
    #: The hands as masks (see :mod:`~trickgames.doppelkopf.hands`).
    masks: tuple[int, ...] = attrs.field(eq=False, repr=False)
    info: RecordInfo | None = attrs.field(default=None, eq=False)

    @property
    def forehand(self) -> int:
        """The seat after the dealer: it speaks first and usually leads."""
        return (self.dealer + 1) & 3


@attrs.frozen
class Game:
    """The contract, once the reservations have settled it, as the engine knows it.

    ``re[s]`` is seat ``s``'s party (``True`` for Re). In a marriage before the clarification
    trick only the marriage player is Re. ``solo`` is true for every game scored as a solo:
    declared solos, the silent marriage and the marriage without partner.
    """

    contract: Contract
    declarer: int | None
    partner: int | None
    re: tuple[bool, bool, bool, bool]
    solo: bool
    compulsory: bool = False
    forced: bool = False
    silent: bool = False
    #: Marriage only: still looking for a partner (tricks 1-3).
    open: bool = False
    #: Marriage only: the number of the clarification trick (1-3), 0 if none yet.
    clarified_in: int = 0
    #: Announcement deadlines move this many cards later (marriage clarified late).
    shift: int = 0
    #: The seat whose two swine cards (the trump suit's aces: the diamond aces in a
    #: normal-order game) count as swines, if any (doppelkopf-variants.md "Swines").
    swines: int | None = None
    #: The seat that held both swine cards when play started, where swines exist (it may
    #: announce them unless they count already).
    swines_holder: int | None = None
    #: The seat whose two hyperswine cards count, if any, and that card (the trump suit's
    #: nine, its king without nines).
    hyperswines: int | None = None
    hyperswine: Card | None = None
    #: The seat that holds both hyperswine cards when play started, where it may have them.
    hyperswines_holder: int | None = None
    #: Genscher (``genscher`` on, a normal game): the seat that held both diamond kings when
    #: play started, and whether it has named its partner (a Genscher game).
    genscher_holder: int | None = None
    genscher: bool = False
    #: Marriage only: which tricks can find the partner (``marriage_selectors``).
    selector: MarriageSelector = MarriageSelector.FOREIGN
    #: Whether the heart tens are Dullen (the rules' ``dullen``; set when play starts).
    dullen: bool = True
    order: DkCardOrder = attrs.field(init=False, eq=False, repr=False)
    #: Whether a swines or hyperswines announcement or a Genscher may still come (the
    #: engine lists those actions only then).
    extras: bool = attrs.field(init=False, eq=False, repr=False)
    #: The parties as four bits (bit ``s`` set: seat ``s`` is Re) and the deadline shift
    #: above them: all the announcement rules need to know of the game, as a memo key.
    code: int = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "order", card_order(self.contract, self.swines is not None,
                                                     self.hyperswine, dullen=self.dullen))
        object.__setattr__(self, "extras", (
            (self.swines_holder is not None and self.swines is None)
            or (self.hyperswines_holder is not None and self.hyperswines is None)
            or (self.genscher_holder is not None and not self.genscher)))
        re = self.re
        object.__setattr__(self, "code", re[0] | re[1] << 1 | re[2] << 2 | re[3] << 3
                           | self.shift << 4)

    def party(self, seat: int) -> Party:
        """The party of a seat (an ``int`` ``0..3``)."""
        return Party.RE if self.re[check_seat(seat)] else Party.KONTRA

    @property
    def soloist(self) -> int | None:
        """The seat playing alone, when the game is scored as a solo."""
        if not self.solo:
            return None
        return self.re.index(True)


@attrs.frozen
class Calls:
    """The announcements so far: the highest level per party (``-1`` none, 0 re/kontra, 1
    no90 .. 4 schwarz) and whether a party is barred after a late reply (TSR 6.4.4)."""

    re_level: int = -1
    kontra_level: int = -1
    re_blocked: bool = False
    kontra_blocked: bool = False
    #: How many cards past the first deadline announcements can still come under TSR's
    #: deadlines: the greater :func:`~trickgames.doppelkopf.deadlines.latest` of the two
    #: parties (``NEVER`` when neither can announce again). The engine reads the same from the
    #: rules' :class:`~trickgames.doppelkopf.deadlines.DeadlineTable` (``reach``), which also
    #: knows the house rules' deadlines.
    reach: int = attrs.field(init=False, eq=False, repr=False)
    #: Each party's :func:`~trickgames.doppelkopf.deadlines.latest` under TSR's deadlines:
    #: the greatest lateness at which it can still announce.
    re_latest: int = attrs.field(init=False, eq=False, repr=False)
    kontra_latest: int = attrs.field(init=False, eq=False, repr=False)
    #: A small integer that identifies the calls (0..143), for memo keys.
    code: int = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "code", calls_code(self.re_level, self.kontra_level,
                                                    self.re_blocked, self.kontra_blocked))
        re_latest = latest(self.re_level, self.kontra_level, self.re_blocked)
        kontra_latest = latest(self.kontra_level, self.re_level, self.kontra_blocked)
        object.__setattr__(self, "re_latest", re_latest)
        object.__setattr__(self, "kontra_latest", kontra_latest)
        object.__setattr__(self, "reach", max(re_latest, kontra_latest))

    def level(self, party: Party) -> int:
        """The highest level a party has announced."""
        return self.re_level if party is Party.RE else self.kontra_level

    def blocked(self, party: Party) -> bool:
        """Whether a late reply bars the party from further announcements."""
        return self.re_blocked if party is Party.RE else self.kontra_blocked


#: Every possible :class:`Calls` value, by code: announcing picks one instead of building it.
_ALL_CALLS = tuple(
    Calls(re, kontra, re_blocked, kontra_blocked)
    for kontra_blocked in (False, True)
    for re_blocked in (False, True)
    for kontra in range(-1, 5)
    for re in range(-1, 5)
)


def calls_of(re_level: int, kontra_level: int, re_blocked: bool, kontra_blocked: bool) -> Calls:
    """The (shared) :class:`Calls` value with these fields."""
    return _ALL_CALLS[calls_code(re_level, kontra_level, re_blocked, kontra_blocked)]


NO_CALLS = calls_of(-1, -1, False, False)


@attrs.frozen(weakref_slot=False)
@slots_base
class ReservationRound:
    """Progress of the reservation round.

    ``reserved[s]`` is ``None`` until seat ``s`` has spoken. ``declared[s]`` is what it
    declared. ``best`` is the seat of the best declaration so far. ``queue`` holds the reserving
    seats still to declare, in order.
    """

    reserved: tuple[bool | None, ...] = (None, None, None, None)
    declared: tuple[Reservation | None, ...] = (None, None, None, None)
    best: int | None = None
    queue: tuple[int, ...] = ()


@attrs.frozen
class PovertyExchange:
    """Progress of a poverty: the poor player, the cards he gave, who accepted; and the seats
    that announced swines and hyperswines before the cards were passed on
    (``swines_poverty_announce`` ``before_passing``; they go with the cards)."""

    poor: int
    given: tuple[Card, ...] = ()
    acceptor: int | None = None
    returned: tuple[Card, ...] = ()
    swines: int | None = None
    hyperswines: int | None = None


@attrs.frozen
class AnnouncementDuty:
    """The duty announcement (the rules' ``first_trick_duty``, FreeDoko
    ``ANNOUNCEMENT_FIRST_TRICK_THIRTY_POINTS``; docs/freedoko.md): after a first trick of 30
    points or more in a normal game, its winner ``seat`` must announce ``call`` before the first
    card of trick 2; while it is pending no card can be played (doppelkopf.duty)."""

    seat: int
    call: Call
    #: The card points of the first trick (for messages).
    points: int


def announcements_possible(game: Game, tricks_played: int, calls: Calls,
                           deadlines: Deadlines) -> bool:
    """Whether some seat may still be able to announce in trick play (:attr:`State.announcing`):
    not in a marriage before the clarification trick; otherwise until every deadline has
    passed: the seat holding the most cards (``n - tricks_played``) is ``tricks_played - 1 -
    shift`` cards late (:mod:`~trickgames.doppelkopf.deadlines`), and some seat can still
    announce while that is at most the ``reach`` of the rules' ``deadlines`` at the shift.
    Also while a swines or hyperswines announcement or a Genscher may still come
    (:attr:`Game.extras`), in a marriage before its clarification trick too."""
    return (not game.open and (
        tricks_played - 1 - game.shift <= deadlines.tables[game.shift].reach[calls.code])
    ) or game.extras


def _is_over(state: State) -> bool:
    """:attr:`State.is_over` worked out from the phase."""
    return state.phase is _FINISHED or state.phase is _VOID


def _playable(state: State) -> int:
    """:attr:`State.playable` worked out from the other fields (none while a duty
    announcement is pending)."""
    if state.phase is not Phase.PLAY or state.game is None or state.pending is not None:
        return 0
    return playable_mask(state.hands[state.turn], state.trick, state.game.order)


def _announcing(state: State) -> bool:
    """:attr:`State.announcing` worked out from the other fields."""
    if state.phase is not Phase.PLAY or state.game is None:
        return False
    return announcements_possible(state.game, len(state.tricks), state.calls,
                                  state.deal.rules.deadlines)


@attrs.frozen(weakref_slot=False)
@slots_base
class State(StateViews[Action, Card, Rules]):
    """One moment of a Doppelkopf deal. Immutable: :func:`apply` returns a new state.

    Hands are stored as masks (see :mod:`~trickgames.doppelkopf.hands`); use :meth:`hand` for
    cards. ``turn`` is the seat whose turn it is (``-1`` when the deal is over); announcements
    need no turn.
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
    calls: Calls
    pending: ReservationRound | PovertyExchange | AnnouncementDuty | None
    #: The actions so far as a chain ``(earlier, last)``, ``None`` before the first: a step
    #: adds one pair instead of copying a growing tuple. :attr:`actions` reads it.
    history: History = attrs.field(repr=False)
    #: The cards (a mask over card codes, one bit per kind) the seat to play may play now, 0
    #: outside the card play. Derived from the fields above (``State(...)`` and
    #: ``attrs.evolve`` compute it): the step that makes a state knows it on the way, and then
    #: legal_actions and apply's check of a card are one lookup each.
    playable: int = attrs.field(repr=False, eq=False, init=False,
                                default=attrs.Factory(_playable, takes_self=True))
    #: Whether some seat may still be able to announce (trick play only; see
    #: :func:`~trickgames.doppelkopf.announcements.announcements_possible`). Derived like
    #: ``playable``: once every deadline has passed, legal_actions lists the plays alone
    #: without working the deadlines out at every step. A swines announcement or a Genscher
    #: that may still come (:attr:`Game.extras`) keeps it on.
    announcing: bool = attrs.field(repr=False, eq=False, init=False,
                                   default=attrs.Factory(_announcing, takes_self=True))

    @staticmethod
    def cards_of(mask: int) -> tuple[Card, ...]:
        """The cards of a hand mask (see :mod:`~trickgames.doppelkopf.hands`), in code order."""
        return hand_cards(mask)

    @property
    def order(self) -> DkCardOrder:
        """The card order of the contract (the normal game's before it is settled)."""
        return self.game.order if self.game is not None else self.deal.rules.normal_order


_NO_RESERVATIONS = ReservationRound()

#: ``Deal(*fields)``, built fast like the states (a simulation makes one per deal).
_new_deal = fast_constructor(Deal)

#: ``ReservationRound(*fields)``, built fast like the states (each healthy or reserve makes one).
new_round = fast_constructor(ReservationRound)

#: ``State(*fields)``, all thirteen in order, without attrs' cost per field.
_new_state = fast_constructor(State)



def make_state(*, deal: Deal, phase: Phase, turn: int, hands: tuple[int, ...],
               trick: tuple[Card, ...] = (), tricks: tuple[Trick[Card], ...] = (),
               game: Game | None = None, calls: Calls = NO_CALLS,
               pending: ReservationRound | PovertyExchange | AnnouncementDuty | None = None,
               history: History = None) -> State:
    """The one way the engine builds a state: every field by name, the derived ones
    (``is_over``, ``playable``, ``announcing``) worked out here, as ``State(...)`` would, but
    without attrs' cost per field (see :mod:`trickgames._core.values`).

    >>> from trickgames.doppelkopf import deal
    >>> state = deal("ddv", seed=1)
    >>> make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
    ...            pending=state.pending) == state
    True
    """
    if phase is _PLAY and game is not None:
        # No card while a duty announcement is pending (duty.py).
        playable = playable_mask(hands[turn], trick, game.order) if pending is None else 0
        announcing = announcements_possible(game, len(tricks), calls, deal.rules.deadlines)
    else:
        playable, announcing = 0, False
    return _new_state(deal, phase, turn, phase is _FINISHED or phase is _VOID, hands, trick,
                      tricks, game, calls, pending, history, playable, announcing)


def initial_state(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    context: Context,
    info: RecordInfo | None = None,
    masks: tuple[int, ...] | None = None,
) -> State:
    """The state before the first action (hands must already be checked); ``masks``, the
    hands as masks, when the caller has them already."""
    hands = tuple([tuple(h) for h in hands])
    if masks is None:
        masks = tuple([hand_mask(h) for h in hands])
    deal = _new_deal(rules, dealer, context, hands, masks, info)
    forced = context.forced_solo
    if forced is not None:
        problem = context.problem(rules)
        if problem:
            raise ArgumentError(problem, code="invalid_context")
        pending = ReservationRound(
            reserved=tuple(s == forced for s in range(4)), queue=(forced,)
        )
        return make_state(deal=deal, phase=_DECLARATION, turn=forced, hands=deal.masks,
                          pending=pending)
    return make_state(deal=deal, phase=_RESERVATION, turn=deal.forehand, hands=deal.masks,
                      pending=_NO_RESERVATIONS)


#: Names of an earlier release (see :mod:`trickgames._core.deprecation`).
__getattr__ = module_getattr(__name__, {
    "new_state": (lambda: _new_state, f"{__name__}.make_state (keyword-only)"),
})
