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
6. Class ladder, low to high: sauspiel < farbgeier < geier < farbwenz < wenz < solo <
   farbgeier-tout < geier-tout < farbwenz-tout < wenz-tout < solo-tout; only enabled classes
   can be held or declared.

A Sauspiel needs a callable suit (:mod:`~trickgames.schafkopf.called_ace`); every
single-player game can be declared with any hand. Forehand leads the first trick whatever the
game.
"""

from __future__ import annotations

from trickgames._core.actions import illegal
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
from trickgames.schafkopf.contracts import CLASS_LADDER, Contract, GameClass, Kind
from trickgames.schafkopf.state import Auction, Game, Phase, State, new_auction, new_state

__all__ = [
    "apply_bidding",
    "bidding_actions",
    "check_bidding",
    "may_knock",
    "possible_contracts",
]

_CONTRACTS_BY_CLASS: dict[GameClass, tuple[Contract, ...]] = {
    cls: tuple(c for c in Contract if c.game_class is cls) for cls in CLASS_LADDER
}

_FINISHED, _VOID, _BIDDING = Phase.FINISHED, Phase.VOID, Phase.BIDDING


def may_knock(state: State, seat: int) -> bool:
    """Whether ``seat`` may knock now."""
    return (
        state.phase is Phase.BIDDING
        and state.auction.spoken == 0
        and state.deal.rules.knocking
        and seat not in state.auction.knocks
    )


def _position(state: State, seat: int) -> int:
    return (seat - state.deal.forehand) & 3


def _min_rank(state: State, seat: int) -> int:
    """The lowest class rank ``seat`` may hold with now (in the resolution)."""
    auction = state.auction
    assert auction.claim is not None
    earlier = _position(state, seat) < _position(state, auction.holder)
    return auction.claim.rank if earlier else auction.claim.rank + 1


_SAUSPIEL_ON = {suit: Contract.make(Kind.SAUSPIEL, suit) for suit in (Suit.EICHEL, Suit.GRAS,
                                                                       Suit.SCHELLEN)}


def possible_contracts(state: State, seat: int) -> tuple[Contract, ...]:
    """The games ``seat`` may declare now: enabled, at least the class it holds with, and a
    Sauspiel only on a suit it may call."""
    rules = state.deal.rules
    claim = state.auction.claim
    low = claim.rank if claim is not None else 0
    out: list[Contract] = []
    for cls in rules.classes:
        if cls.rank < low:
            continue
        if cls is GameClass.SAUSPIEL:
            suits = callable_suits(state.hands[seat], rules.short)
            out += [_SAUSPIEL_ON[s] for s in suits]
        else:
            out += _CONTRACTS_BY_CLASS[cls]
    return tuple(out)


def bidding_actions(state: State) -> tuple[Action, ...]:
    """The legal turn actions of the seat to speak (knocks are listed by the engine)."""
    seat = state.turn
    phase = state.phase
    if phase is Phase.BIDDING:
        return (PASSES[seat], BIDS[seat])
    if phase is Phase.RESOLUTION:
        low = _min_rank(state, seat)
        holds = HOLDS[seat]
        return (PASSES[seat], *(holds[c] for c in state.deal.rules.classes if c.rank >= low))
    if phase is Phase.DECLARATION:
        declares = DECLARES[seat]
        return tuple(declares[c] for c in possible_contracts(state, seat))
    return ()


def knock_actions(state: State, seat: int) -> tuple[Knock, ...]:
    """``seat``'s knock, when it may knock now."""
    return (KNOCKS[seat],) if may_knock(state, seat) else ()


def check_bidding(state: State, action: Action) -> None:
    """Raise unless a knock, pass, bid, hold or declare is legal now."""
    phase = state.phase
    auction = state.auction
    if isinstance(action, Knock):
        if not state.deal.rules.knocking:
            raise illegal(action, "knocking_not_allowed",
                          "cannot knock: the rules do not allow knocking")
        if phase is not Phase.BIDDING or auction.spoken:
            raise illegal(action, "knock_too_late",
                          "cannot knock now: knocks come before the first pass or bid")
        if action.seat in auction.knocks:
            raise illegal(action, "already_knocked", "cannot knock twice")
        return
    if isinstance(action, (Pass, Bid)):
        allowed = (Phase.BIDDING, Phase.RESOLUTION) if isinstance(action, Pass) else (
            Phase.BIDDING,)
        if phase not in allowed:
            if isinstance(action, Bid) and phase is Phase.RESOLUTION:
                raise illegal(action, "bidding_over",
                              "cannot bid now: several bidders settle it with hold or pass")
            raise illegal(action, "bidding_over", f"cannot {action.verb}: the bidding is over")
        _check_turn(state, action)
        return
    if isinstance(action, Hold):
        if phase is not Phase.RESOLUTION:
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
        return
    if isinstance(action, Declare):
        if phase is not Phase.DECLARATION:
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


def apply_bidding(state: State, action: Action) -> State:
    """The state after a legal knock, pass, bid, hold or declare."""
    auction = state.auction
    actions = (*state.actions, action)
    seat = action.seat
    kind = type(action)
    if kind is Knock:
        auction = new_auction((*auction.knocks, seat), auction.spoken, auction.bidders, (), -1,
                              None)
        return _bidding(state, state.phase, state.turn, auction, actions)
    if kind is Declare:
        return _declared(state, action, actions)  # type: ignore[arg-type]
    if state.phase is _BIDDING:
        bidders = (*auction.bidders, seat) if kind is Bid else auction.bidders
        spoken = auction.spoken + 1
        if spoken < 4:
            auction = new_auction(auction.knocks, spoken, bidders, (), -1, None)
            return _bidding(state, Phase.BIDDING, (seat + 1) & 3, auction, actions)
        if not bidders:
            auction = new_auction(auction.knocks, spoken, bidders, (), -1, None)
            return _bidding(state, Phase.VOID, -1, auction, actions)
        if len(bidders) == 1:
            auction = new_auction(auction.knocks, spoken, bidders, (), bidders[0], None)
            return _bidding(state, Phase.DECLARATION, bidders[0], auction, actions)
        queue = bidders[:-1]
        auction = new_auction(auction.knocks, spoken, bidders, queue, bidders[-1],
                              state.deal.rules.lowest_single_class)
        return _bidding(state, Phase.RESOLUTION, queue[-1], auction, actions)
    # The resolution: the seat to speak is the last of the queue.
    queue = auction.queue[:-1]
    if kind is Hold:
        queue = (*queue, auction.holder)
        auction = new_auction(auction.knocks, auction.spoken, auction.bidders, queue, seat,
                              action.game_class)  # type: ignore[attr-defined]
        return _bidding(state, Phase.RESOLUTION, queue[-1], auction, actions)
    auction = new_auction(auction.knocks, auction.spoken, auction.bidders, queue, auction.holder,
                          auction.claim)
    if queue:
        return _bidding(state, Phase.RESOLUTION, queue[-1], auction, actions)
    return _bidding(state, Phase.DECLARATION, auction.holder, auction, actions)


def _bidding(
    state: State, phase: Phase, turn: int, auction: Auction, actions: tuple[Action, ...]
) -> State:
    return new_state(state.deal, phase, turn, phase is _FINISHED or phase is _VOID, state.hands,
                     (), (), None, auction, (), actions)


def _declared(state: State, action: Declare, actions: tuple[Action, ...]) -> State:
    contract = action.contract
    seat = action.seat
    ace: Card | None = contract.called_ace
    partner = state.deal.holder_of(ace) if ace is not None else None
    side = tuple(s in (seat, partner) for s in range(4))
    game = Game(contract, seat, partner, side, state.deal.rules.short,  # type: ignore[arg-type]
                searched=ace is None)
    return new_state(state.deal, Phase.PLAY, state.deal.forehand, False, state.hands, (), (), game,
                     state.auction, (), actions)
