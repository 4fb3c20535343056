"""The reservation round (Vorbehalt), and how it settles the contract.

1. With ``context.forced_solo`` set, that seat names a solo and nobody else speaks.
2. Otherwise each seat from forehand says ``healthy`` or ``reserve`` once.
3. Nobody reserved: a normal game; a seat with both club queens plays a silent marriage.
4. Reserving seats ``declare`` in seat order from forehand. Priority: compulsory solo > solo >
   throw > poverty > marriage (``throw_priority`` ``above_solo``: the throw above every solo;
   ``marriage_before_poverty``: the marriage above the poverty); on equal priority the earlier
   seat wins. The round ends as soon as no later reserving seat could outrank the best
   declaration with what its hand allows. A throw that wins voids the deal, and so does a
   poverty of at most one trump with ``poverty_redeal_one_trump``.
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
from trickgames.doppelkopf.contracts import Contract, Reservation
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.marriage import declared_selector
from trickgames.doppelkopf.play import start_play
from trickgames.doppelkopf.poverty import is_poor, poor_trumps, start_poverty, trump_count
from trickgames.doppelkopf.rules import ALL_SOLOS, MarriageSelector, Rules, SoloLead, ThrowPriority
from trickgames.doppelkopf.state import (
    _DECLARATION,
    _RESERVATION,
    _VOID,
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
    "THROW",
    "THROW_ABOVE_SOLO",
    "apply_reservation",
    "check_reservation",
    "possible_declarations",
    "priority",
    "reservation_actions",
    "special_declarations",
    "trump_count",
]

#: Priorities of declarations (higher wins; doppelkopf-variants.md "Reservations: the
#: priority ladder"): marriage < poverty < throw < solo < compulsory solo, or with
#: ``throw_priority`` ``above_solo`` the throw above all (``THROW_ABOVE_SOLO``).
MARRIAGE, POVERTY, THROW, SOLO, COMPULSORY_SOLO, THROW_ABOVE_SOLO = 0, 1, 2, 3, 4, 5

#: Every solo, in the order :func:`possible_declarations` lists them (last; those of the
#: rules' ``solos``).
SOLOS = ALL_SOLOS
_SOLO_SET = frozenset(SOLOS)
_MARRIAGE_SET = frozenset(r for r in Reservation if r.is_marriage)

#: The bits of both club queens in a hand mask: a hand holds a marriage when ``mask &
#: BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS``, and ``(mask & BOTH_CLUB_QUEENS).bit_count()`` is
#: its number of club queens.
BOTH_CLUB_QUEENS = hand_mask((Card.CQ, Card.CQ))


def priority(state: State, seat: int, reservation: Reservation) -> int:
    """The priority of a declaration by ``seat`` (an ``int`` ``0..3``)."""
    return _priority(state, check_seat(seat), reservation)


def _priority(state: State, seat: int, reservation: Reservation) -> int:
    if reservation in _SOLO_SET:
        return COMPULSORY_SOLO if state.deal.context.compulsory_solo[seat] else SOLO
    rules = state.deal.rules
    if reservation is Reservation.THROW:
        return THROW_ABOVE_SOLO if rules.throw_priority is _ABOVE_SOLO else THROW
    # marriage < poverty, or with ``marriage_before_poverty`` (FreeDoko
    # MARRIAGE_BEFORE_POVERTY) poverty < marriage: the two swap their ranks.
    if reservation is Reservation.POVERTY:
        return MARRIAGE if rules.marriage_before_poverty else POVERTY
    return POVERTY if rules.marriage_before_poverty else MARRIAGE


_ABOVE_SOLO = ThrowPriority.ABOVE_SOLO


def _could_outrank(state: State, seat: int, best: int) -> bool:
    """Whether ``seat`` could still declare something that outranks priority ``best`` (a
    later seat must rank strictly higher: on equal rank the earlier seat wins): the highest
    :func:`_priority` among its :func:`_possible_declarations`, worked out without listing
    them (every solo has the same priority for a seat)."""
    rules = state.deal.rules
    if rules.solos and _priority(state, seat, rules.solos[0]) > best:
        return True
    if state.deal.context.forced_solo == seat:
        return False
    return any(_priority(state, seat, r) > best
               for r in special_declarations(rules, state.hands[seat]))


def special_declarations(rules: Rules, mask: int) -> tuple[Reservation, ...]:
    """The special declarations a hand (mask) allows, in this order: a marriage with both club
    queens (``marriage`` for the first of the rules' ``marriage_selectors``, then
    ``marriage-<selector>`` for each other), a poverty with at most three trumps where the
    rules allow poverties, a throw where the hand meets a criterion of ``throw_in``."""
    marriage = mask & BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS
    poor = rules.poverty and is_poor(rules, mask)
    throw = rules.throw_in.enabled and rules.throw_in.met(mask, rules.dullen)
    if not (marriage or poor or throw):
        return ()  # the usual hand (every seat of every deal is asked): no list to build
    out: list[Reservation] = list(_MARRIAGES[rules.marriage_selectors]) if marriage else []
    if poor:
        out.append(Reservation.POVERTY)
    if throw:
        out.append(Reservation.THROW)
    return tuple(out)


class _Marriages(dict[tuple[MarriageSelector, ...], tuple[Reservation, ...]]):
    """The marriage declarations of each ``marriage_selectors`` value, made once."""

    def __missing__(self, selectors: tuple[MarriageSelector, ...]) -> tuple[Reservation, ...]:
        found = self[selectors] = (Reservation.MARRIAGE, *(
            Reservation(f"marriage-{s.value}") for s in selectors[1:]))
        return found


_MARRIAGES = _Marriages()


def possible_declarations(state: State, seat: int) -> tuple[Reservation, ...]:
    """What ``seat`` could declare with its hand: its :func:`special_declarations`, then every
    solo of the rules' ``solos`` (the forced soloist only those). ``seat`` is an ``int``
    ``0..3``."""
    return _possible_declarations(state, check_seat(seat))


def _possible_declarations(state: State, seat: int) -> tuple[Reservation, ...]:
    rules = state.deal.rules
    if state.deal.context.forced_solo == seat:
        return rules.solos
    return (*special_declarations(rules, state.hands[seat]), *rules.solos)



def reservation_actions(state: State) -> tuple[Action, ...]:
    """The legal actions of the seat to speak in the reservation or declaration phase
    (``healthy`` then ``reserve``; the declarations in :func:`possible_declarations`' order)."""
    seat = state.turn
    if state.phase is _RESERVATION:
        if not state.deal.rules.solos and not _possible_declarations(state, seat):
            return _HEALTHY_ONLY[seat]  # nothing to declare (only without any solo allowed)
        return _SPEECHES[seat]
    return _declare_actions(seat, _possible_declarations(state, seat))


#: The reservation round's actions of each seat, made once: ``healthy`` and ``reserve``, or
#: ``healthy`` alone.
_SPEECHES = tuple((HEALTHY[seat], RESERVE[seat]) for seat in range(4))
_HEALTHY_ONLY = tuple((HEALTHY[seat],) for seat in range(4))


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
        reservation = _canonical(state.rules, action.reservation)
        # A solo is possible when the rules list it (forced or not); anything else when the
        # hand allows it (:func:`_possible_declarations`, without building it for a solo).
        if not (reservation in state.rules.solos if reservation in _SOLO_SET
                else reservation in _possible_declarations(state, action.seat)):
            raise illegal(action, *_why_impossible(state, action.seat, reservation))
    elif state.phase is not _RESERVATION:
        raise illegal(
            action, "reservation_round_over", "cannot say healthy or reserve now: the round is over"
        )
    elif (isinstance(action, Reserve) and not state.deal.rules.solos
          and not _possible_declarations(state, action.seat)):
        raise illegal(action, "nothing_to_declare",
                      "cannot reserve: its hand allows no declaration (no marriage, poverty or "
                      "throw, and the rules allow no solo)")


def _canonical(rules: Rules, reservation: Reservation) -> Reservation:
    """``marriage-<selector>`` of the first listed selector is plain ``marriage``."""
    selector = _SELECTORS.get(reservation)
    if selector is not None and selector == rules.marriage_selectors[0].value:
        return Reservation.MARRIAGE
    return reservation


#: The selector each ``marriage-<selector>`` declaration names (:attr:`Reservation.selector`,
#: looked up once).
_SELECTORS = {r: r.selector for r in Reservation if r.selector is not None}


def _why_impossible(state: State, seat: int, reservation: Reservation) -> tuple[str, str]:
    rules = state.rules
    if reservation.is_solo:
        allowed = ", ".join(r.value for r in rules.solos) or "none"
        return "solo_not_allowed", (
            f"cannot declare {reservation.value}: the rules' solos do not include it "
            f"(allowed: {allowed})"
        )
    if state.deal.context.forced_solo == seat:
        return "forced_solo_required", (
            f"must declare a solo: it is a forced solo (Vorführung), not {reservation.value}"
        )
    if reservation.is_marriage:
        if reservation.selector is not None and MarriageSelector(
                reservation.selector) not in rules.marriage_selectors:
            listed = ", ".join(s.value for s in rules.marriage_selectors)
            return "marriage_selector_not_allowed", (
                f"cannot declare {reservation.value}: the rules' marriage_selectors are "
                f"{listed}"
            )
        return "marriage_needs_both_club_queens", (
            "cannot declare a marriage without both club queens"
        )
    if reservation is Reservation.THROW:
        wanted = ", ".join(f"{k} {v}" for k, v in rules.throw_in.to_json().items()) or "none"
        return "throw_not_allowed", (
            f"cannot throw in: the hand meets no criterion of throw_in (enabled: {wanted})"
        )
    if not state.rules.poverty:
        return "poverty_not_allowed", "cannot declare poverty: the rules do not allow it"
    count = poor_trumps(state.rules, state.hands[seat])
    held = trump_count(state.hands[seat], state.rules.normal_order.suit_masks[4])
    fox = " besides the diamond aces" if count != held else ""
    return "poverty_too_many_trumps", (
        f"cannot declare poverty with {count} trumps{fox} (at most 3 allowed)"
    )


def apply_reservation(state: State, action: Action) -> State:
    """The state after a legal healthy, reserve or declare."""
    round_ = state.pending
    assert isinstance(round_, ReservationRound)
    seat = action.seat
    if isinstance(action, Declare):
        if (action.reservation in _SELECTORS
                and _canonical(state.deal.rules, action.reservation) is not action.reservation):
            # Writers write plain ``marriage`` for the first listed selector.
            action = Declare(seat, Reservation.MARRIAGE, comment=action.comment)
        return _declared(state, round_, action, (state.history, action))
    history = (state.history, action)
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
    # The round ends once no later reserving seat could outrank the best declaration.
    settled = not queue or not any(_could_outrank(state, s, best_priority) for s in queue)
    if not settled:
        pending = ReservationRound(round_.reserved, tuple(declared), best, queue)
        return make_state(deal=state.deal, phase=_DECLARATION, turn=queue[0], hands=state.hands,
                          calls=state.calls, pending=pending, history=history)
    winner = declared[best]
    assert winner is not None
    if winner is Reservation.THROW:  # thrown in: a void deal, no card is played
        pending = ReservationRound(round_.reserved, tuple(declared), best, ())
        return make_state(deal=state.deal, phase=_VOID, turn=-1, hands=state.hands,
                          calls=state.calls, pending=pending, history=history)
    if winner is Reservation.POVERTY:
        rules = state.deal.rules
        if rules.poverty_redeal_one_trump and trump_count(
                state.hands[best], rules.normal_order.suit_masks[4]) <= 1:
            # FreeDoko THROW_WITH_ONE_TRUMP: dealt again at once, no card passed.
            pending = ReservationRound(round_.reserved, tuple(declared), best, ())
            return make_state(deal=state.deal, phase=_VOID, turn=-1, hands=state.hands,
                              calls=state.calls, pending=pending, history=history)
        return start_poverty(state, best, history)
    if winner in _MARRIAGE_SET:
        game = Game(Contract.MARRIAGE, best, None, _alone(best), solo=False, open=True,
                    selector=declared_selector(state.deal.rules, winner))
        return start_play(state, game, state.hands, state.deal.forehand, history)
    compulsory = owes[best]
    forced = state.deal.context.forced_solo == best
    lead = state.deal.rules.solo_lead
    if (lead is SoloLead.SOLOIST or (lead is SoloLead.COMPULSORY_SOLOIST and compulsory)
            or (lead is SoloLead.FORCED_SOLOIST and forced)):
        leader = best
    else:
        leader = state.deal.forehand
    game = _solo_game(winner, best, compulsory, forced)
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
