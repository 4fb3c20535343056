"""Announcements (TSR 6) and their deadlines; the same in both presets.

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

import attrs

from trickgames._core.actions import illegal
from trickgames._core.seats import seats_from
from trickgames.doppelkopf.actions import Announce, Call
from trickgames.doppelkopf.state import Calls, Game, Party, Phase, State, calls_of, new_state

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


def announcements_possible(game: Game, tricks_played: int, calls: Calls) -> bool:
    """Whether some seat may still be able to announce in trick play (:attr:`State.announcing`).

    Not in a marriage before the clarification trick; otherwise until every deadline has
    passed, which is once the seat holding most cards (n - tricks played) holds fewer than
    the lowest deadline still open (n - 1 - shift - reach).
    """
    return not game.open and tricks_played <= 1 + game.shift + calls.reach


_LEVEL_CALLS = {
    Party.RE: (Call.RE, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ),
    Party.KONTRA: (Call.KONTRA, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ),
}

# Enum member lookups cost about 0.2 µs each; the hot paths compare against these.
_PLAY = Phase.PLAY
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID


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
    return state.rules.cards_per_hand - 1 - level - shift


def _judge(state: State, seat: int, call: Call) -> bool | tuple[str, str]:
    """``(code, reason)`` if illegal; if legal, whether it is a late reply (TSR 6.4.4)."""
    if state.phase is not _PLAY:
        if state.phase in (_FINISHED, _VOID):
            return "announcement_too_late", "cannot announce: the deal is over"
        return ("announcement_not_yet",
                "cannot announce yet: the game type is not settled")
    game = state.game
    assert game is not None
    if game.open:
        return ("marriage_not_clarified",
                "cannot announce before the marriage's clarification trick is complete")
    party = game.party(seat)
    if call is Call.RE and party is Party.KONTRA:
        return "wrong_party", "cannot announce re: it is in the Kontra party"
    if call is Call.KONTRA and party is Party.RE:
        return "wrong_party", "cannot announce kontra: it is in the Re party"
    calls = state.calls
    current = calls.level(party)
    if call.level <= current:
        return ("already_announced",
                f"cannot announce {call.value}: its party has already announced it")
    if calls.blocked(party):
        return ("late_reply_blocks",
                "cannot announce: its party replied late and may not announce again "
                "(TSR 6.4.4)")
    held = state.hand_size(seat)
    late = False
    for level in range(current + 1, call.level + 1):
        name = _LEVEL_CALLS[party][level].value
        need = required_cards(state, level)
        if late:
            return ("late_reply_blocks",
                    f"cannot announce {call.value}: {_LEVEL_CALLS[party][0].value} is only "
                    "possible as a late reply, after which its party may not announce further "
                    "(TSR 6.4.4)")
        if held >= need:
            continue
        if level == 0:
            other = calls.level(party.other)
            if other >= 0 and held >= required_cards(state, other) - 1:
                late = True
                continue
        what = name if level == call.level else f"{name} (implied by {call.value})"
        return ("announcement_too_late",
                f"cannot announce {what}: it needs at least {need} cards in hand and "
                f"p{seat} holds {held} (TSR 6)")
    return late


def _window(current: int, other: int, blocked: bool, behind: int) -> tuple[int, int]:
    """The levels a party may announce now, as ``range(low, high)``.

    ``current``/``other`` are the levels the party and the other party have announced,
    ``behind`` how many cards the seat is past the first deadline (``n - 1 - shift`` minus the
    cards it holds). The deadlines come later level by level (level ``k`` needs
    ``n - 1 - shift - k`` cards), so if the party's next level is in time, every higher one is
    too and a call may skip to any of them; otherwise only a late reply (TSR 6.4.4) is possible,
    as ``re`` or ``kontra`` alone: ``(0, 1)`` with ``behind > 0``.
    """
    if blocked or current >= 4:
        return 0, 0
    if behind <= current + 1:
        return current + 1, 5
    if current < 0 <= other and behind <= other + 1:
        return 0, 1
    return 0, 0


def check_announcement(state: State, action: Announce) -> bool:
    """Raise unless the announcement is legal now; return whether it is a late reply."""
    game = state.game
    if state.phase is _PLAY and game is not None and not game.open:
        # The legal case by the arithmetic of :func:`_window`; :func:`_judge` says why not.
        seat = action.seat
        calls = state.calls
        if game.re[seat]:
            current, other, blocked = calls.re_level, calls.kontra_level, calls.re_blocked
            wrong = Call.KONTRA
        else:
            current, other, blocked = calls.kontra_level, calls.re_level, calls.kontra_blocked
            wrong = Call.RE
        call = action.call
        if call is not wrong:
            behind = (state.deal.rules.cards_per_hand - 1 - game.shift
                      - state.hands[seat].bit_count())
            low, high = _window(current, other, blocked, behind)
            if low <= call.level < high:
                return behind > current + 1
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
    return new_state(state.deal, state.phase, state.turn, state.is_over, state.hands, state.trick,
                     state.tricks, game, calls, state.pending, (state.history, action),
                     state.playable, announcements_possible(game, len(state.tricks), calls))


#: Interned announcement actions by seat, party (0 Re, 1 Kontra) and level.
_ANNOUNCES: tuple[tuple[tuple[Announce, ...], ...], ...] = tuple(
    tuple(tuple(Announce(seat, call) for call in _LEVEL_CALLS[party])
          for party in (Party.RE, Party.KONTRA))
    for seat in range(4)
)


def announce_actions(state: State, seat: int) -> tuple[Announce, ...]:
    """The announcements ``seat`` may make now.

    The same verdict as :func:`check_announcement`, by the arithmetic of :func:`_window`.
    """
    return seats_announce_actions(state, (seat,))


def seats_announce_actions(state: State, seats: tuple[int, ...]) -> tuple[Announce, ...]:
    """The announcements of several seats, in the order given (see :func:`announce_actions`)."""
    game = state.game
    if state.phase is not _PLAY or game is None or game.open:
        return ()
    calls = state.calls
    hands = state.hands
    limit = state.deal.rules.cards_per_hand - 1 - game.shift
    out: tuple[Announce, ...] = ()
    for seat in seats:
        behind = limit - hands[seat].bit_count()
        if game.re[seat]:
            low, high = _window(calls.re_level, calls.kontra_level, calls.re_blocked, behind)
            out += _ANNOUNCES[seat][0][low:high]
        else:
            low, high = _window(calls.kontra_level, calls.re_level, calls.kontra_blocked, behind)
            out += _ANNOUNCES[seat][1][low:high]
    return out


def open_announcements(state: State, game: Game, turn: int) -> tuple[Announce, ...]:
    """Every seat's announcements in trick play, from the seat to play on (``game`` is
    ``state.game``, not an open marriage).

    Trick play asks this at every step of the first tricks, so the answers are remembered by
    what decides them: the calls, the parties and the deadline shift (:attr:`Game.code`), the
    tricks played, the cards of the current trick and the turn. The cards each seat holds
    follow from the last three (every seat starts play with ``n``). The key is a tuple of
    these small integers: packing them into one integer costs more (shifts and ors of Python
    integers allocate) than hashing the tuple.
    """
    key = (state.calls.code, game.code, len(state.tricks), len(state.trick), turn)
    found = _REMEMBERED.get(key)
    if found is None:
        found = seats_announce_actions(state, seats_from(turn))
        if len(_REMEMBERED) < 100_000:
            _REMEMBERED[key] = found
    return found


_REMEMBERED: dict[tuple[int, int, int, int, int], tuple[Announce, ...]] = {}


def announcement_deadlines(state: State, seat: int) -> tuple[Deadline, ...]:
    """Every announcement ``seat``'s party has not made yet, with its deadline and whether
    ``seat`` may make it now.

    Before the game type is settled (or, in a marriage, before the clarification trick) the
    deadlines are the ones that will apply if nothing moves them.
    """
    game = state.game
    party = game.party(seat) if game is not None and not game.open else None
    calls = (
        _LEVEL_CALLS[party]
        if party is not None
        else (Call.RE, Call.NO90, Call.NO60, Call.NO30, Call.SCHWARZ)
    )
    current = state.calls.level(party) if party is not None else -1
    out = []
    for call in calls[current + 1 :]:
        verdict = _judge(state, seat, call)
        reason = verdict[1] if isinstance(verdict, tuple) else ""
        need = required_cards(state, call.level)
        if call.level == 0 and party is not None:
            other = state.calls.level(party.other)
            if other >= 0:  # the reply window of TSR 6.4.4
                need = min(need, required_cards(state, other) - 1)
        out.append(Deadline(call, need, not reason, reason))
    return tuple(out)
