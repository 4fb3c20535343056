"""Announcements (TSR 6) and their deadlines; the same in both presets.

The house rules' deadlines (doppelkopf-variants.md "Announcement variants": other numbers of
cards, a floor, no reply, holding the cards till the trick is complete) are the rules'
:class:`~trickgames.doppelkopf.deadlines.Deadlines`; everything here reads them from there.

* Possible once the game type is settled: after the reservations; in a poverty after the
  return; in a marriage only after the clarification trick is complete.
* With ``n`` cards dealt (12, or 10 without nines), a seat may announce for its own party while
  it still holds at least: ``re``/``kontra`` n-1, ``no90`` n-2, ``no60`` n-3, ``no30`` n-4,
  ``schwarz`` n-5. A marriage clarified in trick 2 lowers every threshold by 1; in trick 3 (or
  without partner) by 2.
* ``no90`` and higher need the party's own ``re``/``kontra`` first; a higher call may skip
  levels when each skipped level would still be legal at that moment (they count as announced).
* Reply (TSR 6.4.4): a party may still say ``re``/``kontra`` with one card fewer than the latest
  announcement of the other party required. After such a late reply no seat of that party may
  announce again, unless the reply would have been in time as a first announcement. The levels
  a call implies are judged in order, so a call that needs a late reply cannot also skip to
  ``no90`` or beyond.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from trickgames._core.actions import illegal
from trickgames._core.seats import SEATS_FROM, check_seat
from trickgames.doppelkopf.actions import Announce, Call
from trickgames.doppelkopf.deadlines import (
    Deadlines,
    DeadlineTable,
    behind,
    cards_needed,
    open_levels,
)
from trickgames.doppelkopf.state import (
    _FINISHED,
    _PLAY,
    _VOID,
    Calls,
    Game,
    Party,
    State,
    announcements_possible,
    calls_of,
    make_state,
)

__all__ = [
    "Deadline",
    "announce_actions",
    "announcement_deadlines",
    "announcements_possible",
    "apply_announcement",
    "check_announcement",
    "open_announcements",
    "required_cards",
    "seats_announce_actions",
]

_LEVEL_CALLS = {
    Party.RE: (Call.RE, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ),
    Party.KONTRA: (Call.KONTRA, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ),
}


@attrs.frozen
class Deadline:
    """One announcement a seat could make: whether it may make it now, and until when.

    ``cards_required`` is how many cards the seat must still hold (the deadline; for
    ``re``/``kontra`` after an announcement of the other party, the reply window of TSR 6.4.4);
    ``legal`` says whether it may announce it at this moment, and ``reason`` why not.
    """

    call: Call
    cards_required: int
    legal: bool
    reason: str = ""


def required_cards(state: State, level: int) -> int:
    """How many cards a seat must still hold to announce ``level`` as a first announcement."""
    shift = state.game.shift if state.game is not None else 0
    rules = state.rules
    return cards_needed(rules.cards_per_hand, shift, level, table=rules.deadlines.tables[shift])


def _party_calls(calls: Calls, re: bool, table: DeadlineTable) -> tuple[int, int, bool]:
    """``(own level, own latest, own party barred)`` for Re (``re``) or Kontra."""
    if re:
        return calls.re_level, table.re_latest[calls.code], calls.re_blocked
    return calls.kontra_level, table.kontra_latest[calls.code], calls.kontra_blocked


def _counted_cards(state: State) -> int:
    """The cards every seat counts as holding with ``announcement_till_full_trick`` (FreeDoko
    ``ANNOUNCEMENT_TILL_FULL_TRICK``, ``real_tricks_remaining_no``): one per trick not yet
    taken. A trick is taken when the next one starts, so right after a trick's fourth card
    (no card of the next trick played yet) it still counts."""
    tricks = len(state.tricks)
    if tricks and not state.trick:
        tricks -= 1  # the trick just completed is still on the table
    return state.deal.rules.cards_per_hand - tricks


def _lateness(state: State, game: Game, seat: int) -> int:
    """How many cards ``seat`` is past the first deadline
    (:func:`~trickgames.doppelkopf.deadlines.behind`): by the cards it holds, or, with
    ``announcement_till_full_trick``, by the tricks not yet taken (:func:`_counted_cards`)."""
    deadlines = state.deal.rules.deadlines
    if deadlines.full_trick:
        return behind(deadlines.cards_per_hand, game.shift, _counted_cards(state))
    return behind(deadlines.cards_per_hand, game.shift, state.hands[seat].bit_count())


def _past_floor(state: State) -> bool:
    """Whether fewer than the floor's ``last`` tricks are still to play, with
    ``announcement_last_floor`` ``tricks_to_play`` (FreeDoko ``ANNOUNCEMENT_LAST``): then
    nobody may announce any more (otherwise never: the floor is in the deadlines)."""
    return len(state.tricks) > state.deal.rules.deadlines.cutoff


def _judge(state: State, seat: int, call: Call) -> bool | tuple[str, str]:
    """``(code, reason)`` if illegal; if legal, whether it is a late reply (TSR 6.4.4).

    The verdict is :func:`~trickgames.doppelkopf.deadlines.open_levels`'; this only words it.
    """
    if state.phase is not _PLAY:
        if state.phase in (_FINISHED, _VOID):
            return "announcement_too_late", "cannot announce: the deal is over"
        return ("announcement_not_yet",
                "cannot announce yet: the game type is not settled")
    game = state.game
    assert game is not None
    if game.open:
        if game.genscher:  # genscher_marriage declared: the marriage never clarifies now
            return ("marriage_not_clarified",
                    "cannot announce: the Genscher came before the marriage's clarification "
                    "trick, so no announcement is possible in this deal (FreeDoko)")
        return ("marriage_not_clarified",
                "cannot announce before the marriage's clarification trick is complete")
    party = Party.RE if game.re[seat] else Party.KONTRA
    if call is Call.RE and party is Party.KONTRA:
        return "wrong_party", "cannot announce re: it is in the Kontra party"
    if call is Call.KONTRA and party is Party.RE:
        return "wrong_party", "cannot announce kontra: it is in the Re party"
    table = state.deal.rules.deadlines.tables[game.shift]
    current, last, blocked = _party_calls(state.calls, party is Party.RE, table)
    if call.level <= current:
        return ("already_announced",
                f"cannot announce {call.value}: its party has already announced it")
    if blocked:
        return ("late_reply_blocks",
                "cannot announce: its party replied late and may not announce again "
                "(TSR 6.4.4)")
    if _past_floor(state):
        floor = state.deal.rules.deadlines.last
        return ("announcement_too_late",
                f"cannot announce {call.value}: fewer than {floor} tricks are still to play "
                "(announcement_last_floor tricks_to_play)")
    held = state.hands[seat].bit_count()
    lateness = _lateness(state, game, seat)
    low, high = open_levels(current, last, lateness, table.first)
    if low <= call.level < high:
        return high == 1  # a late reply
    first = _LEVEL_CALLS[party][current + 1].value
    if high == 1:  # only a late reply is possible, and the call is more than that
        return ("late_reply_blocks",
                f"cannot announce {call.value}: {first} is only possible as a late reply, "
                "after which its party may not announce further (TSR 6.4.4)")
    # The party's next level, the strictest of those the call implies, is too late.
    what = first if current + 1 == call.level else f"{first} (implied by {call.value})"
    need = required_cards(state, current + 1)
    if state.deal.rules.deadlines.full_trick:
        held = _counted_cards(state)
        return ("announcement_too_late",
                f"cannot announce {what}: it needs at least {need} cards in hand and "
                f"p{seat} counts as holding {held} till the trick is taken (TSR 6; "
                "announcement_till_full_trick)")
    return ("announcement_too_late",
            f"cannot announce {what}: it needs at least {need} cards in hand and "
            f"p{seat} holds {held} (TSR 6)")


def check_announcement(state: State, action: Announce) -> bool:
    """Raise unless the announcement is legal now; return whether it is a late reply."""
    game = state.game
    if state.phase is _PLAY and game is not None and not game.open:
        # The legal case by open_levels; _judge says why not.
        seat = action.seat
        re = game.re[seat]
        call = action.call
        deadlines = state.deal.rules.deadlines
        if call is not (Call.KONTRA if re else Call.RE) and len(state.tricks) <= deadlines.cutoff:
            table = deadlines.tables[game.shift]
            current, last, _ = _party_calls(state.calls, re, table)
            low, high = open_levels(current, last, _lateness(state, game, seat), table.first)
            if low <= call.level < high:
                return high == 1  # a late reply
    verdict = _judge(state, action.seat, action.call)
    if isinstance(verdict, tuple):
        raise illegal(action, *verdict)
    return verdict


def apply_announcement(state: State, action: Announce, late: bool) -> State:
    """The state after a legal announcement (``late``: it was a late reply)."""
    game = state.game
    assert game is not None
    calls = state.calls
    if game.re[action.seat]:
        calls = calls_of(action.call.level, calls.kontra_level, late, calls.kontra_blocked)
    else:
        calls = calls_of(calls.re_level, action.call.level, calls.re_blocked, late)
    return make_state(deal=state.deal, phase=state.phase, turn=state.turn, hands=state.hands,
                      trick=state.trick, tricks=state.tricks, game=game, calls=calls,
                      pending=state.pending, history=(state.history, action))


#: Interned announcement actions by seat, party (0 Re, 1 Kontra) and level.
_ANNOUNCES: tuple[tuple[tuple[Announce, ...], ...], ...] = tuple(
    tuple(tuple(Announce(seat, call) for call in _LEVEL_CALLS[party])
          for party in (Party.RE, Party.KONTRA))
    for seat in range(4)
)


def announce_actions(state: State, seat: int) -> tuple[Announce, ...]:
    """The announcements ``seat`` (an ``int`` ``0..3``) may make now (the verdict of
    :func:`check_announcement`)."""
    return seats_announce_actions(state, (check_seat(seat),))


def seats_announce_actions(state: State, seats: tuple[int, ...]) -> tuple[Announce, ...]:
    """The announcements of several seats, in the order given (see :func:`announce_actions`)."""
    game = state.game
    if state.phase is not _PLAY or game is None or game.open:
        return ()
    played = len(state.tricks) * 4 + len(state.trick)
    turn = state.turn
    return _seats_announces(state.calls, game, played, [((s - turn) & 3, s) for s in seats],
                            state.deal.rules.deadlines)


def _seats_announces(calls: Calls, game: Game, played: int,
                     seats: Iterable[tuple[int, int]],
                     deadlines: Deadlines) -> tuple[Announce, ...]:
    """The announcements of ``seats`` (pairs of a seat's place after the seat to play, 0..3,
    and the seat) after ``played`` cards of trick play under ``deadlines``: how late each seat
    is follows from these alone (every seat starts trick play with the same number of cards),
    so the answer depends on nothing but the arguments."""
    tricks, in_trick = divmod(played, 4)
    if tricks > deadlines.cutoff:
        return ()  # fewer than the floor's tricks still to play (tricks_to_play)
    # A seat has played one card a trick, and one more if it has played to the current trick
    # (the last ``in_trick`` places); its lateness is the cards it played, less 1 and the shift.
    # With ``announcement_till_full_trick`` only the tricks taken count (a trick is taken when
    # the next starts: right after its fourth card it still counts as held).
    late = tricks - 1 - game.shift
    if deadlines.full_trick:
        first_played = 5
        if tricks and not in_trick:
            late -= 1
    else:
        first_played = 4 - in_trick
    table = deadlines.tables[game.shift]
    first = table.first
    code = calls.code
    re = game.re
    out: tuple[Announce, ...] = ()
    for place, seat in seats:
        lateness = late + 1 if place >= first_played else late
        if re[seat]:
            low, high = open_levels(calls.re_level, table.re_latest[code], lateness, first)
            out += _ANNOUNCES[seat][0][low:high]
        else:
            low, high = open_levels(calls.kontra_level, table.kontra_latest[code], lateness,
                                    first)
            out += _ANNOUNCES[seat][1][low:high]
    return out


def open_announcements(state: State, game: Game, turn: int) -> tuple[Announce, ...]:
    """Every seat's announcements in trick play, from the seat to play on (``game`` is
    ``state.game``, not an open marriage).

    Trick play asks this at every step of the first tricks, so the answers are remembered by
    everything they depend on (:func:`_seats_announces`): the calls, the parties and the
    deadline shift (:attr:`Game.code`), the cards played and the turn. The key is a tuple of
    these small integers: packing them into one integer costs more (shifts and ors of Python
    integers allocate) than hashing the tuple.
    """
    played = len(state.tricks) * 4 + len(state.trick)
    key = (state.calls.code, game.code, played, turn)
    deadlines = state.deal.rules.deadlines
    remembered = deadlines.memo  # one memo per set of deadlines (equal rules share it)
    found = remembered.get(key)
    if found is None:
        found = _seats_announces(state.calls, game, played, _PLACES[turn], deadlines)
        if len(remembered) < 100_000:
            remembered[key] = found
    return found  # type: ignore[return-value]

#: Per seat to play, every seat with its place after it: ``((0, turn), (1, turn + 1), ...)``.
_PLACES = tuple(tuple(enumerate(SEATS_FROM[turn])) for turn in range(4))


def announcement_deadlines(state: State, seat: int) -> tuple[Deadline, ...]:
    """Every announcement ``seat``'s party has not made yet, with its deadline and whether
    ``seat`` may make it now.

    Before the game type is settled (or, in a marriage, before the clarification trick) the
    deadlines are the ones that will apply if nothing moves them. A seat that is not an
    ``int`` ``0..3`` is an :class:`~trickgames.ArgumentError` (``invalid_seat``).
    """
    seat = check_seat(seat)
    game = state.game
    party = game.party(seat) if game is not None and not game.open else None
    calls = (
        _LEVEL_CALLS[party]
        if party is not None
        else (Call.RE, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ)
    )
    current = state.calls.level(party) if party is not None else -1
    other = state.calls.level(party.other) if party is not None else -1
    shift = game.shift if game is not None else 0
    table = state.rules.deadlines.tables[shift]
    out = []
    for call in calls[current + 1 :]:
        verdict = _judge(state, seat, call)
        reason = verdict[1] if isinstance(verdict, tuple) else ""
        need = cards_needed(state.rules.cards_per_hand, shift, call.level, current, other,
                            table)
        out.append(Deadline(call, need, not reason, reason))
    return tuple(out)
