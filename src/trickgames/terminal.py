"""``trickgames play``: one deal in the terminal against three computer players.

The screen shows the hand sorted by the contract's order with suit symbols, the trick, who
leads, what was announced, and the legal choices numbered. A choice is its number or its
words (``play HT``, ``♥10``, ``re``); anything illegal is refused with the rule that forbids
it. Off-turn actions (announcements, knocks, doublings) are offered when they become
available. At the end the score breakdown is shown and the deal can be saved as a record.
Ctrl-D or Ctrl-C leave at any prompt.

``trickgames play --session`` (:func:`play_session_in_terminal`) plays a whole session this way:
before each deal it shows who deals, who sits out and a forced solo; after each deal the
standings (Doppelkopf) or the ledger with the balances (Schafkopf); at the end the final
standings.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, TextIO

from trickgames._core import sessions as _sessions
from trickgames._core.errors import TrickgamesError
from trickgames._core.registry import GameEngine, GameEntry, Presenter
from trickgames._core.rng import derive_seed
from trickgames._core.seats import check_seat
from trickgames._core.sessions import Session
from trickgames._games import GAMES
from trickgames.bots._base import Player, play_deal

__all__ = ["Quit", "play_in_terminal", "play_session_in_terminal"]


class Quit(Exception):
    """The person left (Ctrl-D, Ctrl-C or ``quit``)."""


class Screen:
    """Reads choices and writes the table (streams are injectable for tests)."""

    def __init__(self, read: Callable[[str], str], out: TextIO) -> None:
        self.read = read
        self.out = out

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        try:
            answer = self.read(prompt)
        except (EOFError, KeyboardInterrupt):
            raise Quit from None
        if answer.strip().lower() in ("q", "quit", "exit"):
            raise Quit
        return answer.strip()


def _trick_lines(presenter: Presenter, view: Any) -> list[str]:
    lines = []
    if view.tricks:
        last = view.tricks[-1]
        played = "  ".join(f"p{(last.leader + i) & 3} {presenter.card(c)}"
                           for i, c in enumerate(last.cards))
        lines.append(f"Last trick ({len(view.tricks)}): {played} -> p{last.winner} wins")
    if view.trick:
        played = "  ".join(f"p{(view.trick_leader + i) & 3} {presenter.card(c)}"
                           for i, c in enumerate(view.trick))
        lines.append(f"Trick {len(view.tricks) + 1}: {played}")
    elif view.turn is not None and view.turn >= 0 and str(view.phase) == "play":
        lines.append(f"Trick {len(view.tricks) + 1}: p{view.turn} leads")
    return lines


def _describe(presenter: Presenter, view: Any) -> list[str]:
    lines = presenter.describe(view)
    lines += _trick_lines(presenter, view)
    hand = " ".join(presenter.card(c) for c in view.hand)
    lines.append(f"Your hand (p{view.seat}): {hand}")
    return lines


def _choice_text(presenter: Presenter, action: Any) -> str:
    words = str(action).split(" ", 1)[1]
    card = getattr(action, "card", None)
    if card is not None:
        return f"play {presenter.card(card)}"
    return words


def _ask_action(screen: Screen, entry: GameEntry, state: Any, seat: int,
                optional: bool) -> Any | None:
    game = entry.engine
    view = game.view(state, seat)
    position = {card: i for i, card in enumerate(view.hand)}
    # Cards in the hand's (contract) order first, then the other choices as the engine lists them.
    choices = sorted(view.legal_actions,
                     key=lambda a: position.get(getattr(a, "card", None), len(position)))
    for i, action in enumerate(choices, 1):
        screen.say(f"  {i:>2}) {_choice_text(entry.presenter, action)}")
    prompt = "Your choice (number or words; Enter to go on): " if optional else "Your choice: "
    while True:
        answer = screen.ask(prompt)
        if not answer:
            if optional:
                return None
            continue
        action = _parse_choice(game, seat, answer, choices)
        if action is None:
            screen.say(f"  I do not understand {answer!r}: type a number from 1 to "
                       f"{len(choices)}, or the action (e.g. 'play HT').")
            continue
        try:
            game.check(state, action)
        except TrickgamesError as exc:
            screen.say(f"  Not allowed: {exc.message} [{exc.code}]")
            continue
        return action


def _parse_choice(game: GameEngine, seat: int, answer: str, choices: Any) -> Any | None:
    if answer.isdigit():
        index = int(answer)
        return choices[index - 1] if 1 <= index <= len(choices) else None
    for text in (f"p{seat} {answer}", f"p{seat} play {answer}"):
        try:
            return game.parse_action(text)
        except TrickgamesError:
            continue
    return None


def play_in_terminal(
    name: str,
    rules: Any,
    *,
    seat: int = 0,
    seed: int | None = None,
    read: Callable[[str], str] = input,
    out: TextIO,
    bots: list[Player] | None = None,
    state: Any | None = None,
    intro: str | None = None,
) -> Any:
    """Play one deal with a person at ``seat``; returns the final state (or raises
    :class:`Quit`).

    ``state`` is a prepared deal to play (a session's next deal, with its dealer and context;
    ``rules`` and ``seed`` are then not used) and ``intro`` replaces the first line shown.
    """
    seat = check_seat(seat)
    entry = GAMES[name]
    game = entry.engine
    presenter = entry.presenter
    players: list[Player] = bots or [entry.bots.heuristic() for _ in range(4)]
    screen = Screen(read, out)
    if state is None:
        if seed is None:
            seed = secrets.randbits(32)
        state = game.deal(rules, seed=seed, dealer=(seat + 3) & 3)
        shown = state.rules.to_json()
        intro = intro or (f"{entry.title}, rules {shown}, deal seed {seed}. "
                          f"You are p{seat}; p{state.dealer} deals.")
    screen.say(intro or f"You are p{seat}; p{state.dealer} deals.")
    offered: tuple[str, ...] = ()
    last_shown = -1
    while not state.is_over:
        turn = state.turn
        action = None
        # Off-turn chances: the computer players first, then the person.
        for offset in (1, 2, 3):
            other = (turn + offset) & 3
            if other == seat or not game.legal_actions(state, other):
                continue
            action = players[other].interject(game.view(state, other))
            if action is not None:
                break
        if action is None and turn != seat:
            mine = tuple(str(a) for a in game.legal_actions(state, seat))
            if mine and mine != offered:
                offered = mine
                screen.say("")
                for line in _describe(presenter, game.view(state, seat)):
                    screen.say(line)
                screen.say(f"It is p{turn}'s turn; you may act now:")
                action = _ask_action(screen, entry, state, seat, optional=True)
        if action is None:
            if turn == seat:
                screen.say("")
                for line in _describe(presenter, game.view(state, seat)):
                    screen.say(line)
                action = _ask_action(screen, entry, state, seat, optional=False)
                offered = ()
            else:
                action = players[turn].choose(game.view(state, turn))
        assert action is not None
        if action.seat != seat:
            screen.say(f"p{action.seat}: {_choice_text(presenter, action)}")
        state = game.apply(state, action)
        if len(state.tricks) != last_shown and state.tricks and not state.trick:
            last_shown = len(state.tricks)
            trick = state.tricks[-1]
            screen.say(f"  trick {len(state.tricks)} to p{trick.winner}")
    final = game.score(state)
    screen.say("")
    screen.say("The deal is over.")
    screen.say(final.breakdown())
    screen.say("Scores: " + "  ".join(
        f"p{s}: {v:+d}" for s, v in enumerate(presenter.amounts(final))))
    return state


def save_prompt(screen_read: Callable[[str], str], out: TextIO, game: str,
                state: Any) -> str | None:
    """Ask for a file name and save the deal of ``game`` as a record there (``None``: not
    saved)."""
    return _save(Screen(screen_read, out), "deal", GAMES[game].engine.to_record(state).to_text())


def save_session_prompt(screen_read: Callable[[str], str], out: TextIO,
                        session: Session[Any, Any, Any, Any]) -> str | None:
    """Ask for a file name and save the session record there (``None``: not saved)."""
    return _save(Screen(screen_read, out), "session", _sessions.to_record(session).to_text())


def _save(screen: Screen, what: str, text: str) -> str | None:
    try:
        name = screen.ask(f"Save the {what} as a record? File name (Enter: no): ")
    except Quit:
        return None
    if not name:
        return None
    try:
        with open(name, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    except OSError as exc:
        screen.say(f"Could not save: {exc.strerror or exc}")
        return None
    screen.say(f"Saved to {name}.")
    return name


# -- whole sessions -----------------------------------------------------------------------------


def _who(session: Session[Any, Any, Any, Any], player: int, you: int) -> str:
    return session.name(player) + (" (you)" if player == you else "")


def _table(rows: list[tuple[str, tuple[int | None, ...]]], names: list[str]) -> list[str]:
    """Rows of amounts under the players' names, aligned (``None``: sat out)."""
    width = max(len(label) for label, _ in rows)
    cells = [max(len(n), 5) for n in names]
    lines = [" " * width + "  " + "  ".join(f"{n:>{w}}" for n, w in zip(names, cells,
                                                                           strict=True))]
    for label, values in rows:
        lines.append(f"{label:<{width}}  " + "  ".join(
            f"{v:>+{w}d}" if v is not None else f"{'out':>{w}}"
            for v, w in zip(values, cells, strict=True)))
    return lines


def _before_deal(session: Session[Any, Any, Any, Any], you: int) -> list[str]:
    plan = _sessions.next_deal(session)
    config = session.config
    number = f"Deal {plan.number + 1}"
    if config.deals is not None and session.counted == plan.number:
        number += f" of {config.deals}"
    elif config.deals is not None:
        number += f" ({session.counted + 1} of {config.deals}; void deals do not count)"
    lines = [number + f": {_who(session, plan.dealer, you)} deals."]
    if plan.sitting_out is not None:
        lines.append(f"{_who(session, plan.sitting_out, you)} sits this deal out and scores 0.")
    lines.append("At the table: " + ", ".join(
        f"p{seat} {_who(session, player, you)}" for seat, player in enumerate(plan.seats)))
    lines += GAMES[session.game].presenter.before_deal(
        session, plan, lambda player: _who(session, player, you))
    return lines


def _after_deal(session: Session[Any, Any, Any, Any], you: int) -> list[str]:
    names = [_who(session, p, you) for p in range(session.table)]
    before = session.standings[-2] if len(session.standings) > 1 else (0,) * session.table
    seats = session.deals[-1].seats
    this = tuple(a - b if p in seats else None
                 for p, (a, b) in enumerate(zip(session.totals, before, strict=True)))
    deal = f"deal {len(session.deals)}"
    presenter = GAMES[session.game].presenter
    if presenter.unit:  # a ledger of money
        rows = [(f"{deal}{presenter.unit}", this), ("balance", session.totals)]
        return ["Ledger:", *_table(rows, names)]
    return ["Standings:", *_table([(deal, this), ("total", session.totals)], names)]


def _final(session: Session[Any, Any, Any, Any], you: int) -> list[str]:
    what = GAMES[session.game].presenter.sheet
    played = len(session.deals)
    lines = [f"The session is over after {played} deal{'s' if played != 1 else ''}. "
             f"Final {what}:"]
    ranked = sorted(range(session.table), key=lambda p: (-session.totals[p], p))
    for place, player in enumerate(ranked, 1):
        lines.append(f"  {place}. {_who(session, player, you):<12} {session.totals[player]:+d}")
    return lines


def _summary(entry: GameEntry, session: Session[Any, Any, Any, Any], seats: tuple[int, ...],
             state: Any, you: int) -> list[str]:
    """A deal the person sat out, in a few lines."""
    final = entry.engine.score(state)
    amounts = entry.presenter.amounts(final)
    label = entry.presenter.contract(state)
    contract = getattr(state, "game", None)
    declarer = getattr(contract, "declarer", None)
    by = f" by {_who(session, seats[declarer], you)}" if declarer is not None else ""
    lines = [f"The computers played: {label}{by}."]
    breakdown = final.breakdown().strip().splitlines()
    if breakdown:
        lines.append(breakdown[-1].strip())
    lines.append("Scores: " + "  ".join(
        f"{_who(session, player, you)} {amounts[seat]:+d}" for seat, player in enumerate(seats)))
    return lines


def play_session_in_terminal(
    name: str,
    session: Session[Any, Any, Any, Any],
    *,
    player: int = 0,
    seed: int | None = None,
    read: Callable[[str], str] = input,
    out: TextIO,
    bots: list[Player] | None = None,
) -> Session[Any, Any, Any, Any]:
    """Play ``session`` with a person as player ``player`` and computer players in the other
    seats; returns the finished session, or raises :class:`Quit` when the person leaves.

    Deal ``j`` of the session is dealt from ``derive_seed(seed, j)``. A deal the person sits
    out (five players) is played by the computers and summarised. An open-ended session ends
    when the person says so between two deals (Enter plays on; ``end``, ``q`` or Ctrl-D end
    it there).
    """
    player = check_seat(player, "player", session.table)
    entry = GAMES[name]
    players: list[Player] = bots or [entry.bots.heuristic() for _ in range(4)]
    if seed is None:
        seed = secrets.randbits(32)
    screen = Screen(read, out)
    config = session.config
    length = "open-ended" if config.deals is None else f"{config.deals} deals"
    if config.compulsory_solos:
        length += ", compulsory solos"
    screen.say(f"{entry.title} session: {length}, {session.table} players, rules "
               f"{session.rules.to_json()}, session seed {seed}. You are "
               f"{session.name(player)}.")
    while not _sessions.is_over(session):
        if config.deals is None and session.deals:
            try:
                answer = screen.ask("Enter: next deal; 'end': end the session here: ")
            except Quit:
                break
            if answer.lower() in ("end", "e", "stop"):
                break
        screen.say("")
        for line in _before_deal(session, player):
            screen.say(line)
        plan = _sessions.next_deal(session)
        state = _sessions.deal(session, seed=derive_seed(seed, plan.number))
        seat = plan.seating.seat_of(player)
        if seat is None:
            screen.say("You sit this deal out; the computers play it.")
            state = play_deal(entry.engine, state, players)
            for line in _summary(entry, session, plan.seats, state, player):
                screen.say(line)
        else:
            intro = f"You are p{seat}; p{plan.dealer_seat} deals."
            state = play_in_terminal(name, session.rules, seat=seat, read=read, out=out,
                                     bots=players, state=state, intro=intro)
        session = _sessions.finish_deal(session, state)
        screen.say("")
        for line in _after_deal(session, player):
            screen.say(line)
    screen.say("")
    for line in _final(session, player):
        screen.say(line)
    return session
