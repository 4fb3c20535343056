"""Bidding (Spielansage): knocks, pass/bid, the resolution between several bidders, and the
declaration.

1. With ``knocking`` on, any seat may ``knock`` once, off turn, before the first ``pass`` or
   ``bid``; each knock doubles the value.
2. Each seat from forehand once: ``pass`` ("weiter") or ``bid`` ("I'd play").
3. Nobody bid: the deal is void (a redeal, all payouts 0).
4. One bidder: it ``declare``\\ s any enabled game its hand allows.
5. Several bidders: a later bidder must play a single-player game. The last bidder holds a
   claim at the lowest enabled single-player class. The nearest earlier bidder still in either
   ``hold``\\ s with a class at least the claim's (the earlier seat wins ties) and takes the
   claim over, or ``pass``\\ es and is out. Then the later bidder must ``hold`` with a strictly
   higher class or ``pass``. This repeats, always between the holder and the nearest other
   bidder still in, until one bidder is left; he declares a game of at least the class he holds
   with.
6. Class ladder, low to high: sauspiel < hochzeit < bettel < bettel-ouvert < farbgeier <
   geier < farbwenz < wenz < solo < farbgeier-tout < geier-tout < farbwenz-tout < wenz-tout <
   solo-tout < sie; only enabled classes can be held or declared.

A Sauspiel needs a callable suit (:mod:`~trickgames.schafkopf.called_ace`); a Hochzeit
exactly one trump and a sole bidder (:mod:`~trickgames.schafkopf.hochzeit`); a Sie a Sie hand
(:func:`is_sie_hand`, ``sie_without_hand``), and the deal ends at its declaration; every other
single-player game can be declared with any hand. Everybody passed: ``all_pass`` decides
(:func:`~trickgames.schafkopf.ramsch.all_passed`). Forehand leads the first trick whatever the
game (schafkopf-variants.md 2, 4).
"""

from __future__ import annotations

from trickgames._core.actions import illegal
from trickgames._core.seats import NEXT_SEAT, SEATS_FROM, check_seat
from trickgames.schafkopf.actions import (
    BIDS,
    DECLARES,
    HOLDS,
    KNOCKS,
    PASSES,
    Action,
    Bid,
    Declare,
    Hold,
    Knock,
    Pass,
)
from trickgames.schafkopf.called_ace import call_problem, callable_suits
from trickgames.schafkopf.cards import Card, Suit
from trickgames.schafkopf.contracts import CLASS_LADDER, CLASS_RANK, Contract, GameClass, Kind
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.hochzeit import hochzeit_trump, marriage_actions
from trickgames.schafkopf.ramsch import all_passed
from trickgames.schafkopf.state import (
    _FINISHED,
    _MARRIAGE,
    Auction,
    History,
    Phase,
    State,
    make_game,
    make_state,
    new_auction,
)

__all__ = [
    "apply_bidding",
    "apply_first_round",
    "bidding_actions",
    "check_bidding",
    "is_sie_hand",
    "may_knock",
    "possible_contracts",
]

_CONTRACTS_BY_CLASS: dict[GameClass, tuple[Contract, ...]] = {
    cls: tuple(c for c in Contract if c.declarable and c.game_class is cls)
    for cls in CLASS_LADDER
}

# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_BIDDING = Phase.BIDDING
_RESOLUTION, _DECLARATION, _PLAY = Phase.RESOLUTION, Phase.DECLARATION, Phase.PLAY
_SAUSPIEL = GameClass.SAUSPIEL
_SIE, _HOCHZEIT = GameClass.SIE, GameClass.HOCHZEIT
_BETTELS = frozenset({Contract.BETTEL, Contract.BETTEL_OUVERT})
_SIE_GAME, _HOCHZEIT_GAME = Contract.SIE, Contract.HOCHZEIT

#: The Sie hands of the long and the short deck (by ``short``): the highest cards of
#: ``EO GO HO SO EU GU HU SU``, as many as a hand holds (schafkopf-variants.md 8).
_SIE_HANDS = {
    short: hand_mask([Card.EO, Card.GO, Card.HO, Card.SO, Card.EU, Card.GU, Card.HU,
                      Card.SU][:6 if short else 8])
    for short in (False, True)
}


def is_sie_hand(hand: int, short: bool) -> bool:
    """Whether ``hand`` (a mask) is a Sie hand: all four Ober and all four Unter (short deck:
    the four Ober, ``EU`` and ``GU``)."""
    return hand == _SIE_HANDS[short]


def _may_offer(state: State, seat: int) -> bool:
    """Whether ``seat`` may declare a Hochzeit: enabled, and it holds exactly one trump (the
    sole bidder is checked by the class: a claim is always higher)."""
    rules = state.deal.rules
    return rules.hochzeit_on and bool(hochzeit_trump(state.hands[seat], rules.short))


def _sie_flag(state: State, seat: int) -> bool:
    """Whether ``seat`` may hold or declare a Sie."""
    rules = state.deal.rules
    return rules.sie_on and is_sie_hand(state.hands[seat], rules.short)

#: The first round's turn actions of each seat: pass or bid.
FIRST_ROUND: tuple[tuple[Pass, Bid], ...] = tuple((PASSES[s], BIDS[s]) for s in range(4))


def may_knock(state: State, seat: int) -> bool:
    """Whether ``seat`` (an ``int`` ``0..3``) may knock now."""
    return _may_knock(state, check_seat(seat))


def _may_knock(state: State, seat: int) -> bool:
    return (
        state.phase is _BIDDING
        and state.auction.spoken == 0
        and state.deal.rules.knocking
        and seat not in state.auction.knocks
    )


def _min_rank(state: State, seat: int) -> int:
    """The lowest class rank ``seat`` may hold with now (in the resolution)."""
    auction = state.auction
    claim = auction.claim
    assert claim is not None
    forehand = (state.deal.dealer + 1) & 3
    earlier = (seat - forehand) & 3 < (auction.holder - forehand) & 3
    return CLASS_RANK[claim] if earlier else CLASS_RANK[claim] + 1


_SAUSPIEL_ON = {suit: Contract.make(Kind.SAUSPIEL, suit) for suit in (Suit.EICHEL, Suit.GRAS,
                                                                       Suit.SCHELLEN)}


def possible_contracts(state: State, seat: int) -> tuple[Contract, ...]:
    """The games ``seat`` may declare now: enabled, at least the class it holds with, and a
    Sauspiel only on a suit it may call. ``seat`` is an ``int`` ``0..3``."""
    seat = check_seat(seat)
    rules = state.deal.rules
    claim = state.auction.claim
    low = claim.rank if claim is not None else 0
    return _possible(rules.games, low, callable_suits(state.hands[seat], rules.short),
                     _may_offer(state, seat), _sie_flag(state, seat))


# The turn actions of the resolution and the declaration depend on a few small inputs (the
# enabled games, the seat, the lowest class allowed and, to declare, the callable suits), and
# they are tuples of interned actions: each is computed once and remembered by those inputs
# (a few hundred keys per set of enabled games; the tables are emptied should they ever grow
# past 4,096, with many sets of rules in one process).
_HOLDS: dict[tuple[frozenset[GameClass], int, int, bool], tuple[Action, ...]] = {}
_DECLARES: dict[tuple[frozenset[GameClass], int, int, tuple[Suit, ...], bool, bool],
                tuple[Action, ...]] = {}


def _possible(games: frozenset[GameClass], low: int, suits: tuple[Suit, ...],
              hochzeit: bool = False, sie: bool = False) -> tuple[Contract, ...]:
    out: list[Contract] = []
    for cls in CLASS_LADDER:
        if cls not in games or cls.rank < low:
            continue
        if cls is _SAUSPIEL:
            out += [_SAUSPIEL_ON[s] for s in suits]
        elif (cls is not _HOCHZEIT or hochzeit) and (cls is not _SIE or sie):
            out += _CONTRACTS_BY_CLASS[cls]
    return tuple(out)


def _resolution_actions(games: frozenset[GameClass], seat: int, low: int,
                        sie: bool) -> tuple[Action, ...]:
    """Pass, and a hold of every enabled class of at least rank ``low`` (a Sie only with
    ``sie``, a Sie hand)."""
    key = (games, seat, low, sie)
    out = _HOLDS.get(key)
    if out is None:
        out = (PASSES[seat], *_holds(games, seat, low, sie))
        if len(_HOLDS) >= 4096:
            _HOLDS.clear()
        _HOLDS[key] = out
    return out


def _holds(games: frozenset[GameClass], seat: int, low: int, sie: bool) -> list[Hold]:
    """A hold of every enabled class of at least rank ``low``."""
    # Not inline in _resolution_actions: a comprehension there would make its variables
    # closure cells, created on every call (and most calls find the answer remembered).
    holds = HOLDS[seat]
    return [holds[c] for c in CLASS_LADDER
            if c in games and c.rank >= low and (sie or c is not _SIE)]


def _declaration_actions(games: frozenset[GameClass], seat: int, low: int,
                         suits: tuple[Suit, ...], hochzeit: bool,
                         sie: bool) -> tuple[Action, ...]:
    """A declaration of every game :func:`possible_contracts` allows."""
    key = (games, seat, low, suits, hochzeit, sie)
    out = _DECLARES.get(key)
    if out is None:
        out = tuple(map(DECLARES[seat].__getitem__,
                        _possible(games, low, suits, hochzeit, sie)))
        if len(_DECLARES) >= 4096:
            _DECLARES.clear()
        _DECLARES[key] = out
    return out


def bidding_actions(state: State) -> tuple[Action, ...]:
    """The legal turn actions of the seat to speak (knocks are listed by the engine)."""
    seat = state.turn
    phase = state.phase
    if phase is _BIDDING:
        return FIRST_ROUND[seat]
    if phase is _RESOLUTION:
        rules = state.deal.rules
        games = rules.games
        return _resolution_actions(games, seat, _min_rank(state, seat),
                                   rules.sie_on and is_sie_hand(state.hands[seat], rules.short))
    if phase is _DECLARATION:
        rules = state.deal.rules
        games = rules.games
        claim = state.auction.claim
        low = CLASS_RANK[claim] if claim is not None else 0
        hand = state.hands[seat]
        return _declaration_actions(games, seat, low, callable_suits(hand, rules.short),
                                    rules.hochzeit_on and claim is None
                                    and bool(hochzeit_trump(hand, rules.short)),
                                    rules.sie_on and is_sie_hand(hand, rules.short))
    if phase is _MARRIAGE:
        return marriage_actions(state)
    return ()


def open_knocks(turn: int, knocked: tuple[int, ...]) -> tuple[Knock, ...]:
    """The knocks of the seats that have not knocked, from ``turn`` on clockwise."""
    return tuple(KNOCKS[s] for s in SEATS_FROM[turn] if s not in knocked)


def knock_actions(state: State, seat: int) -> tuple[Knock, ...]:
    """``seat``'s knock, when it may knock now (``seat`` an ``int`` ``0..3``)."""
    return _knock_actions(state, check_seat(seat))


def _knock_actions(state: State, seat: int) -> tuple[Knock, ...]:
    return (KNOCKS[seat],) if _may_knock(state, seat) else ()


def check_bidding(state: State, action: Action) -> None:
    """Raise unless a knock, pass, bid, hold or declare is legal now."""
    phase = state.phase
    auction = state.auction
    if isinstance(action, Knock):
        if not state.deal.rules.knocking:
            raise illegal(action, "knocking_not_allowed",
                          "cannot knock: the rules do not allow knocking")
        if phase is not _BIDDING or auction.spoken:
            raise illegal(action, "knock_too_late",
                          "cannot knock now: knocks come before the first pass or bid")
        if action.seat in auction.knocks:
            raise illegal(action, "already_knocked", "cannot knock twice")
        return
    if isinstance(action, (Pass, Bid)):
        allowed = (_BIDDING, _RESOLUTION) if isinstance(action, Pass) else (
            _BIDDING,)
        if phase not in allowed:
            if isinstance(action, Bid) and phase is _RESOLUTION:
                raise illegal(action, "bidding_over",
                              "cannot bid now: several bidders settle it with hold or pass")
            raise illegal(action, "bidding_over", f"cannot {action.verb}: the bidding is over")
        _check_turn(state, action)
        return
    if isinstance(action, Hold):
        if phase is not _RESOLUTION:
            raise illegal(action, "no_resolution",
                          "cannot hold: only several bidders hold classes against each other")
        _check_turn(state, action)
        cls = action.game_class
        if not state.deal.rules.enabled(cls):
            raise illegal(action, "game_not_enabled",
                          f"cannot hold {cls.value}: the rules do not allow that game")
        low = _min_rank(state, action.seat)
        if cls.rank < low:
            assert auction.claim is not None
            need = "at least" if low == auction.claim.rank else "higher than"
            raise illegal(
                action, "hold_too_low",
                f"cannot hold {cls.value}: p{auction.holder} holds {auction.claim.value}, so "
                f"p{action.seat} must hold {need} {auction.claim.value}",
            )
        if cls is _SIE and not _sie_flag(state, action.seat):
            raise illegal(action, "sie_without_hand",
                          "cannot hold sie: only a hand of all Ober and Unter is a Sie")
        return
    if isinstance(action, Declare):
        if phase is not _DECLARATION:
            why = "the game is already declared" if state.game is not None else (
                "the bidding is not over")
            raise illegal(action, "declare_not_now", f"cannot declare now: {why}")
        _check_turn(state, action)
        _check_declaration(state, action)
        return
    raise illegal(action, "malformed_action", f"cannot {action.verb} in the bidding")


def _check_turn(state: State, action: Action) -> None:
    if action.seat != state.turn:
        raise illegal(action, "not_your_turn",
                      f"cannot {action.verb} now: it is p{state.turn}'s turn")


def _check_declaration(state: State, action: Declare) -> None:
    contract = action.contract
    if not contract.declarable:
        raise illegal(action, "game_not_enabled",
                      "cannot declare ramsch: a Ramsch is played when every seat passes")
    cls = contract.game_class
    rules = state.deal.rules
    if not rules.enabled(cls):
        raise illegal(action, "game_not_enabled",
                      f"cannot declare {contract.value}: the rules do not allow {cls.value}")
    claim = state.auction.claim
    if claim is not None and cls.rank < claim.rank:
        raise illegal(action, "declare_too_low",
                      f"cannot declare {contract.value}: it holds {claim.value}, so it must "
                      f"declare a game of at least that class")
    if contract.kind is Kind.SAUSPIEL:
        assert contract.suit is not None
        problem = call_problem(state.hands[action.seat], contract.suit, rules.short)
        if problem is not None:
            raise illegal(action, *problem)
    elif cls is _SIE and not _sie_flag(state, action.seat):
        raise illegal(action, "sie_without_hand",
                      "cannot declare sie: only a hand of all Ober and Unter is a Sie")
    elif cls is _HOCHZEIT and not _may_offer(state, action.seat):
        raise illegal(action, "hochzeit_needs_one_trump",
                      "cannot declare hochzeit: the offerer must hold exactly one trump")


class _Kinds(dict[type, type]):
    """Each bidding action class by itself; a subclass is booked as the class it derives
    from (found once, then remembered)."""

    def __missing__(self, cls: type) -> type:
        kind = next(k for k in cls.__mro__ if k in _BIDDING_CLASSES)
        self[cls] = kind
        return kind


_BIDDING_CLASSES = (Knock, Pass, Bid, Hold, Declare)
_KINDS = _Kinds({kind: kind for kind in _BIDDING_CLASSES})


def apply_bidding(state: State, action: Action) -> State:
    """The state after a legal knock, pass, bid, hold or declare."""
    kind = _KINDS[type(action)]
    if (kind is Pass or kind is Bid) and state.phase is _BIDDING:
        return apply_first_round(state, action)  # type: ignore[arg-type]
    auction = state.auction
    actions = (state.history, action)
    seat = action.seat
    if kind is Knock:
        auction = new_auction(auction.knocks + (seat,), auction.spoken, auction.bidders, (), -1,
                              None)
        return make_state(deal=state.deal, phase=state.phase, turn=state.turn,
                          hands=state.hands, auction=auction, history=actions)
    if kind is Declare:
        return _declared(state, action, actions)  # type: ignore[arg-type]
    # The resolution: the seat to speak is the last of the queue.
    queue = auction.queue[:-1]
    if kind is Hold:
        queue = queue + (auction.holder,)
        auction = new_auction(auction.knocks, auction.spoken, auction.bidders, queue, seat,
                              action.game_class)  # type: ignore[attr-defined]
        return make_state(deal=state.deal, phase=_RESOLUTION, turn=queue[-1],
                      hands=state.hands, auction=auction, history=actions)
    auction = new_auction(auction.knocks, auction.spoken, auction.bidders, queue, auction.holder,
                          auction.claim)
    if queue:
        return make_state(deal=state.deal, phase=_RESOLUTION, turn=queue[-1],
                      hands=state.hands, auction=auction, history=actions)
    return make_state(deal=state.deal, phase=_DECLARATION, turn=auction.holder,
                      hands=state.hands, auction=auction, history=actions)


def apply_first_round(state: State, action: Pass | Bid) -> State:
    """The state after a legal pass or bid of the first round (``apply`` calls it directly)."""
    auction = state.auction
    seat = action.seat
    bidders = auction.bidders + (seat,) if isinstance(action, Bid) else auction.bidders
    spoken = auction.spoken + 1
    actions = (state.history, action)
    if spoken < 4:
        key = (auction.knocks, spoken, bidders)
        auction = _OPEN_ROUNDS.get(key) or _open_round(key)
        return make_state(deal=state.deal, phase=_BIDDING, turn=NEXT_SEAT[seat],
                          hands=state.hands, auction=auction, history=actions)
    if not bidders:
        return all_passed(state, new_auction(auction.knocks, spoken, bidders, (), -1, None),
                          actions)
    if len(bidders) == 1:
        auction = new_auction(auction.knocks, spoken, bidders, (), bidders[0], None)
        return make_state(deal=state.deal, phase=_DECLARATION, turn=bidders[0],
                          hands=state.hands, auction=auction, history=actions)
    queue = bidders[:-1]
    auction = new_auction(auction.knocks, spoken, bidders, queue, bidders[-1],
                          state.deal.rules.lowest_single_class)
    return make_state(deal=state.deal, phase=_RESOLUTION, turn=queue[-1],
                      hands=state.hands, auction=auction, history=actions)


def _open_round(key: tuple[tuple[int, ...], int, tuple[int, ...]]) -> Auction:
    """The auction while the first round goes on: one of a few hundred values (knocks, seats
    spoken, bidders), shared (the caller looks in ``_OPEN_ROUNDS`` first)."""
    knocks, spoken, bidders = key
    found = _OPEN_ROUNDS[key] = new_auction(knocks, spoken, bidders, (), -1, None)
    return found


_OPEN_ROUNDS: dict[tuple[tuple[int, ...], int, tuple[int, ...]], Auction] = {}


def _declared(state: State, action: Declare, actions: History) -> State:
    contract = action.contract
    deal = state.deal
    rules = deal.rules
    ace: Card | None = contract.called_ace
    partner = deal.holder_of(ace) if ace is not None else None
    game = make_game(contract, action.seat, partner, rules.short, ace is None,
                     rules.bettel_must_overtake and contract in _BETTELS)
    if contract is _SIE_GAME:  # laid open: the deal ends (schafkopf-variants.md 8)
        return make_state(deal=state.deal, phase=_FINISHED, turn=-1, hands=state.hands,
                          game=game, auction=state.auction, history=actions)
    if contract is _HOCHZEIT_GAME:  # the others answer, from the offerer's left
        return make_state(deal=state.deal, phase=_MARRIAGE, turn=NEXT_SEAT[action.seat],
                          hands=state.hands, game=game, auction=state.auction,
                          history=actions)
    return make_state(deal=state.deal, phase=_PLAY, turn=deal.forehand, hands=state.hands,
                      game=game, auction=state.auction, history=actions)
