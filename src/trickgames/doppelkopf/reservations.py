"""The reservation round (Vorbehalt), and how it settles the contract.

1. With ``context.forced_solo`` set, that seat names a solo and nobody else speaks.
2. Otherwise each seat from forehand says ``healthy`` or ``reserve`` once.
3. Nobody reserved: a normal game; a seat with both club queens plays a silent marriage.
4. Reserving seats ``declare`` in seat order from forehand. Priority: compulsory solo > solo >
   poverty > marriage; on equal priority the earlier seat wins. The round ends as soon as no
   later reserving seat could outrank the best declaration (only a seat that owes a compulsory
   solo can outrank a voluntary solo).
"""

from __future__ import annotations

from functools import cache

from trickgames._core.actions import illegal
from trickgames._core.seats import NEXT_SEAT, SET_SEAT, check_seat, seats_from
from trickgames.doppelkopf.actions import (
    DECLARES,
    HEALTHY,
    RESERVE,
    Action,
    Declare,
    Reserve,
)
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, Reservation, card_order
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.play import start_play
from trickgames.doppelkopf.poverty import start_poverty
from trickgames.doppelkopf.rules import Rules, SoloLead
from trickgames.doppelkopf.state import (
    _DECLARATION,
    _RESERVATION,
    Game,
    History,
    ReservationRound,
    State,
    make_state,
    new_round,
)

__all__ = [
    "BOTH_CLUB_QUEENS",
    "COMPULSORY_SOLO",
    "MARRIAGE",
    "POVERTY",
    "SOLO",
    "SOLOS",
    "apply_reservation",
    "check_reservation",
    "possible_declarations",
    "priority",
    "reservation_actions",
    "special_declarations",
    "trump_count",
]

#: Priorities of declarations (higher wins).
MARRIAGE, POVERTY, SOLO, COMPULSORY_SOLO = 0, 1, 2, 3

#: The seven solos, in the order :func:`possible_declarations` lists them (last).
SOLOS = tuple(r for r in Reservation if r.is_solo)
_NORMAL_TRUMPS = card_order(Contract.NORMAL).suit_masks[4]

#: The bits of both club queens in a hand mask: a hand holds a marriage when ``mask &
#: BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS``, and ``(mask & BOTH_CLUB_QUEENS).bit_count()`` is
#: its number of club queens.
BOTH_CLUB_QUEENS = hand_mask((Card.CQ, Card.CQ))


def trump_count(mask: int) -> int:
    """How many normal-game trumps a hand holds (for the poverty limit)."""
    return (mask & _NORMAL_TRUMPS).bit_count() + ((mask >> 24) & _NORMAL_TRUMPS).bit_count()


def priority(state: State, seat: int, reservation: Reservation) -> int:
    """The priority of a declaration by ``seat`` (an ``int`` ``0..3``)."""
    return _priority(state, check_seat(seat), reservation)


def _priority(state: State, seat: int, reservation: Reservation) -> int:
    if reservation.is_solo:
        return COMPULSORY_SOLO if state.deal.context.compulsory_solo[seat] else SOLO
    return POVERTY if reservation is Reservation.POVERTY else MARRIAGE


def special_declarations(rules: Rules, mask: int) -> tuple[Reservation, ...]:
    """The special declarations a hand (mask) allows, in this order: a marriage with both club
    queens, a poverty with at most three trumps where the rules allow poverties."""
    out: list[Reservation] = []
    if mask & BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS:
        out.append(Reservation.MARRIAGE)
    if rules.poverty and trump_count(mask) <= 3:
        out.append(Reservation.POVERTY)
    return tuple(out)


def possible_declarations(state: State, seat: int) -> tuple[Reservation, ...]:
    """What ``seat`` could declare with its hand: its :func:`special_declarations`, then every
    solo (:data:`SOLOS`; the forced soloist only those). ``seat`` is an ``int`` ``0..3``."""
    return _possible_declarations(state, check_seat(seat))


def _possible_declarations(state: State, seat: int) -> tuple[Reservation, ...]:
    if state.deal.context.forced_solo == seat:
        return SOLOS
    return (*special_declarations(state.rules, state.hands[seat]), *SOLOS)



def reservation_actions(state: State) -> tuple[Action, ...]:
    """The legal actions of the seat to speak in the reservation or declaration phase
    (``healthy`` then ``reserve``; the declarations in :func:`possible_declarations`' order)."""
    seat = state.turn
    if state.phase is _RESERVATION:
        return (HEALTHY[seat], RESERVE[seat])
    return _declare_actions(seat, _possible_declarations(state, seat))


@cache
def _declare_actions(seat: int, reservations: tuple[Reservation, ...]) -> tuple[Declare, ...]:
    """``seat``'s declarations of ``reservations`` (a few tuples, made once)."""
    declares = DECLARES[seat]
    return tuple(declares[r] for r in reservations)


def check_reservation(state: State, action: Action) -> None:
    """Raise unless ``action`` (healthy, reserve or declare) is legal now."""
    if action.seat != state.turn:
        who = f"p{state.turn}" if state.turn >= 0 else "nobody"
        raise illegal(action, "not_your_turn", f"cannot speak now: it is {who}'s turn")
    if isinstance(action, Declare):
        if state.phase is not _DECLARATION:
            raise illegal(
                action,
                "declare_before_reserve",
                "cannot declare yet: every seat first says healthy or reserve",
            )
        if action.reservation not in _possible_declarations(state, action.seat):
            raise illegal(action, *_why_impossible(state, action.seat, action.reservation))
    elif state.phase is not _RESERVATION:
        raise illegal(
            action, "reservation_round_over", "cannot say healthy or reserve now: the round is over"
        )


def _why_impossible(state: State, seat: int, reservation: Reservation) -> tuple[str, str]:
    if state.deal.context.forced_solo == seat:
        return "forced_solo_required", (
            f"must declare a solo: it is a forced solo (Vorführung), not {reservation.value}"
        )
    if reservation is Reservation.MARRIAGE:
        return "marriage_needs_both_club_queens", (
            "cannot declare a marriage without both club queens"
        )
    if not state.rules.poverty:
        return "poverty_not_allowed", "cannot declare poverty: the rules do not allow it"
    count = trump_count(state.hands[seat])
    return "poverty_too_many_trumps", (
        f"cannot declare poverty with {count} trumps (at most 3 allowed)"
    )


def apply_reservation(state: State, action: Action) -> State:
    """The state after a legal healthy, reserve or declare."""
    round_ = state.pending
    assert isinstance(round_, ReservationRound)
    seat = action.seat
    history = (state.history, action)
    if isinstance(action, Declare):
        return _declared(state, round_, action, history)
    reserved = SET_SEAT[seat](round_.reserved, isinstance(action, Reserve))
    nxt = NEXT_SEAT[seat]
    forehand = NEXT_SEAT[state.deal.dealer]
    if nxt != forehand:
        return make_state(deal=state.deal, phase=_RESERVATION, turn=nxt, hands=state.hands,
                          calls=state.calls,
                          pending=_SPEAKING.get(reserved) or _speaking(reserved), history=history)
    if True not in reserved:
        return _normal_game(state, history)
    queue = tuple([s for s in seats_from(forehand) if reserved[s]])
    return make_state(deal=state.deal, phase=_DECLARATION, turn=queue[0], hands=state.hands,
                      calls=state.calls, pending=new_round(reserved, round_.declared, None, queue),
                      history=history)


def _speaking(reserved: tuple[bool | None, ...]) -> ReservationRound:
    """The round while seats still say healthy or reserve: one of a few dozen values, shared
    (the caller looks in ``_SPEAKING`` first)."""
    found = _SPEAKING[reserved] = new_round(reserved, _NOBODY, None, ())
    return found


_NOBODY = (None, None, None, None)
_SPEAKING: dict[tuple[bool | None, ...], ReservationRound] = {}


def _declared(
    state: State, round_: ReservationRound, action: Declare, history: History
) -> State:
    seat = action.seat
    declared = list(round_.declared)
    declared[seat] = action.reservation
    best = round_.best
    if best is None or _priority(state, seat, action.reservation) > _priority(
        state, best, declared[best]  # type: ignore[arg-type]
    ):
        best = seat
    queue = round_.queue[1:]
    best_priority = _priority(state, best, declared[best])  # type: ignore[arg-type]
    owes = state.deal.context.compulsory_solo
    settled = (
        not queue
        or best_priority == COMPULSORY_SOLO
        or (best_priority == SOLO and not any(owes[s] for s in queue))
    )
    if not settled:
        pending = ReservationRound(round_.reserved, tuple(declared), best, queue)
        return make_state(deal=state.deal, phase=_DECLARATION, turn=queue[0], hands=state.hands,
                          calls=state.calls, pending=pending, history=history)
    winner = declared[best]
    assert winner is not None
    if winner is Reservation.POVERTY:
        return start_poverty(state, best, history)
    if winner is Reservation.MARRIAGE:
        game = Game(Contract.MARRIAGE, best, None, _alone(best), solo=False, open=True)
        return start_play(state, game, state.hands, state.deal.forehand, history)
    compulsory = owes[best]
    lead = state.rules.solo_lead
    if lead is SoloLead.SOLOIST or (lead is SoloLead.COMPULSORY_SOLOIST and compulsory):
        leader = best
    else:
        leader = state.deal.forehand
    game = _solo_game(winner, best, compulsory, state.deal.context.forced_solo == best)
    return start_play(state, game, state.hands, leader, history)


@cache
def _solo_game(solo: Reservation, seat: int, compulsory: bool, forced: bool) -> Game:
    """The game of a declared solo (a value: the few there are are made once)."""
    return Game(Contract.of(solo), seat, None, _alone(seat), solo=True, compulsory=compulsory,
                forced=forced)


def _alone(seat: int) -> tuple[bool, bool, bool, bool]:
    return (seat == 0, seat == 1, seat == 2, seat == 3)


def _normal_game(state: State, history: History) -> State:
    hands = state.hands
    a, b, c, d = hands
    queens = BOTH_CLUB_QUEENS
    game = _normal_games(a & queens, b & queens, c & queens, d & queens)
    return start_play(state, game, hands, NEXT_SEAT[state.deal.dealer], history)


@cache
def _normal_games(*held: int) -> Game:
    """The game without reservations, by the club queen bits of each seat's hand mask (a game
    is a value, and there are only a few of them)."""
    queens = tuple(mask.bit_count() for mask in held)
    if 2 in queens:  # both club queens in one hand: a silent marriage
        seat = queens.index(2)
        return Game(Contract.NORMAL, seat, None, _alone(seat), solo=True, silent=True)
    re = (queens[0] > 0, queens[1] > 0, queens[2] > 0, queens[3] > 0)
    return Game(Contract.NORMAL, None, None, re, solo=False)
