"""``trickgames play``: one deal in the terminal against three computer players.

The screen speaks one language (``lang``: ``en`` or ``de``) and shows the cards in one
notation (``cards``: ``letters``, the record codes; ``symbols``; ``german``), with a one-line
key. The person is "you" ("du"), the others are named by their players' names; records keep
the seats. The screen shows the hand in the contract's order, the trick, who leads, what was
announced, after every trick who took it and its points, the card points of each party as
far as the person can know them, and the legal choices numbered: the cards in hand order,
then the other actions. A choice is its number, a card in any notation, or its words
(``re``, ``keine 90``, ``gesund``, ``weiter``, ``ich spiel``, ``stoß``: the game's word table,
:mod:`trickgames._core.screen`); ``help`` (``?``) lists what can be typed now and ``hint``
shows the computer player's choice with its reason. Anything illegal is refused with the rule
that forbids it. Off-turn actions (announcements, knocks, doublings) are offered when they
become available. At the end the card points, the tricks and the score item by item (the
payout formula in Schafkopf) are shown and the deal can be saved as a record. Ctrl-D or
Ctrl-C leave at any prompt.

``trickgames play --session`` (:func:`play_session_in_terminal`) plays a whole session this way:
before each deal it shows who deals, who sits out and a forced solo; after each deal the
standings (Doppelkopf) or the ledger with the balances (Schafkopf), and the session record so
far is saved to the autosave file (:func:`autosave_path`); at the end the final standings.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import stat
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

import attrs

from trickgames._core import sessions as _sessions
from trickgames._core.errors import ArgumentError, TrickgamesError
from trickgames._core.files import check_target
from trickgames._core.lang import check_language, render_error
from trickgames._core.quoting import quoted
from trickgames._core.registry import GameEntry, Presenter
from trickgames._core.rng import derive_seed
from trickgames._core.screen import NOTATIONS, Voice, normalise, wrap
from trickgames._core.seats import check_seat
from trickgames._core.sessions import Session
from trickgames._games import GAMES
from trickgames.bots._base import Player, play_deal, sentences

__all__ = ["Quit", "autosave_path", "default_notation", "play_in_terminal",
           "play_session_in_terminal", "save_prompt", "save_records_prompt",
           "save_session_prompt"]


class Quit(Exception):
    """The person left (Ctrl-D, Ctrl-C or ``quit``)."""


#: The screen's own texts (the games' texts are in their presenters), English and German, by
#: key (``terminal_texts.json``).
_TEXTS: Mapping[str, tuple[str, str]] = sentences("trickgames", "terminal_texts.json")

#: What the person may type at every prompt, besides the choices.
_HELP = frozenset({"help", "?", "hilfe"})
_HINT = frozenset({"hint", "tipp", "tip", "rat"})
_QUIT = frozenset({"q", "quit", "exit", "ende", "beenden"})
_UNDO_WORDS = frozenset({"undo", "zuruck", "zurück", "zurueck", "ruckgangig", "rückgängig",
                         "rueckgaengig"})


class Screen:
    """Reads choices and writes the table (streams are injectable for tests) in one voice,
    every line cut at word boundaries to ``width`` columns (default: the terminal's, from
    ``COLUMNS`` or the terminal; 80 when it is not one)."""

    def __init__(self, read: Callable[[str], str], out: TextIO,
                 voice: Voice | None = None, width: int | None = None) -> None:
        self.read = read
        self.out = out
        self.voice = voice or Voice()
        if width is None:
            width = shutil.get_terminal_size((80, 24)).columns
        self.width = max(width, _NARROWEST)

    def say(self, text: str = "") -> None:
        for line in text.split("\n"):
            for part in wrap(line, self.width):
                self.out.write(part + "\n")
        self.out.flush()

    def t(self, key: str, **params: Any) -> str:
        """A text of the screen in its language."""
        english, german = _TEXTS[key]
        return self.voice.pick(english, german).format(**params)

    def ask(self, prompt: str) -> str:
        try:
            answer = self.read(prompt)
        except (EOFError, KeyboardInterrupt):
            raise Quit from None
        if answer.strip().lower() in _QUIT:
            raise Quit
        return answer.strip()


#: The narrowest screen the lines are cut to (a narrower terminal gets longer lines).
_NARROWEST = 40


# -- what is shown -----------------------------------------------------------------------------


def _card(presenter: Presenter, voice: Voice, card: Any) -> str:
    shown: str = presenter.notations.show(card, voice.notation)
    return shown


def _cards_shown(presenter: Presenter, voice: Voice, text: str) -> str:
    """``text`` with every record card code in the screen's notation."""
    codes = presenter.notations.names["letters"]
    by_code = {code: card for card, code in codes.items()}
    pattern = _code_pattern(tuple(sorted(by_code)))
    return pattern.sub(lambda m: _card(presenter, voice, by_code[m.group(0)]), text)


_PATTERNS: dict[tuple[str, ...], re.Pattern[str]] = {}


def _code_pattern(codes: tuple[str, ...]) -> re.Pattern[str]:
    pattern = _PATTERNS.get(codes)
    if pattern is None:
        pattern = _PATTERNS[codes] = re.compile(r"\b(" + "|".join(codes) + r")\b")
    return pattern


_SEAT = re.compile(r"\bp([0-3])('s)?\b")


def _names_shown(voice: Voice, text: str) -> str:
    """An English message with the seats (``p2``) as the screen names them, and "you" (with
    its verb) for the person."""
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        if voice.is_you(seat):
            return "your" if match.group(2) else "you"
        return voice.name(seat) + (match.group(2) or "")

    text = _SEAT.sub(name, text)
    text = re.sub(r"\byou (does|holds|has|is)\b",
                  lambda m: "you " + {"does": "do", "holds": "hold", "has": "have",
                                      "is": "are"}[m.group(1)], text)
    return text


def _words(action: Any) -> str:
    """An action's record words without the seat (``play HT``, ``announce re``)."""
    return str(action).split(" ", 1)[1]


def _played(action: Any) -> Any | None:
    """The card ``action`` plays, or ``None`` (not a card play: a Hochzeit's ``give`` names a
    card too)."""
    return getattr(action, "card", None) if _words(action).startswith("play ") else None


def _choice_text(presenter: Presenter, voice: Voice, action: Any) -> str:
    """A choice as the screen shows it: its first word in the screen's language (the record
    words when the table has none), cards in the screen's notation."""
    words = _words(action)
    card = _played(action)
    if card is not None:
        return f"{voice.pick('play', 'spiel')} {_card(presenter, voice, card)}"
    if words in presenter.words.actions:
        return str(presenter.words.of(words, voice.lang)[0])
    verb, _, rest = words.partition(" ")
    if voice.lang != "en":  # the typed verb of the language (gib, zurück), if it has one
        verb = next((typed for typed, record in presenter.words.verbs.items()
                     if record == verb), verb)
    return _names_shown(voice, _cards_shown(presenter, voice, f"{verb} {rest}".strip()))


def _error_text(error: TrickgamesError, presenter: Presenter, voice: Voice,
                action: Any = None) -> str:
    """An error as the screen shows it: in its language, with its names and notation (and
    ``action``, the refused action, in the screen's words)."""
    if voice.lang == "en":
        text = _names_shown(voice, error.message)
    else:
        shown = _choice_text(presenter, voice, action) if action is not None else None
        text = render_error(error, voice.lang,
                            name=lambda s: "" if voice.is_you(s) else voice.name(s),
                            action=None if shown is None else lambda _: shown)
    return _cards_shown(presenter, voice, text)


def _note(screen: Screen, presenter: Presenter, view: Any, trick: Any) -> str:
    """`` (trump)``: why ``trick`` went to its winner, where the cards do not say it."""
    why = presenter.trick_note(view, trick, screen.voice)
    return f" ({why})" if why else ""


def _trick_lines(screen: Screen, presenter: Presenter, view: Any) -> list[str]:
    voice = screen.voice
    lines = []

    def played(leader: int, cards: Sequence[Any]) -> str:
        return "  ".join(f"{voice.name((leader + i) & 3)} {_card(presenter, voice, c)}"
                         for i, c in enumerate(cards))

    if view.tricks:
        last = view.tricks[-1]
        key = "last_trick_you" if voice.is_you(last.winner) else "last_trick"
        lines.append(screen.t(key, number=len(view.tricks),
                              cards=played(last.leader, last.cards),
                              winner=voice.name(last.winner))
                     + _note(screen, presenter, view, last))
    if view.trick:
        lines.append(screen.t("trick", number=len(view.tricks) + 1,
                              cards=played(view.trick_leader, view.trick)))
    elif view.turn is not None and view.turn >= 0 and str(view.phase) == "play":
        key = "you_lead" if voice.is_you(view.turn) else "leads"
        lines.append(screen.t(key, number=len(view.tricks) + 1, name=voice.name(view.turn)))
    return lines


#: The gap between the hand's groups (the trumps, each plain suit).
_GAP = "   "


def _hand(presenter: Presenter, voice: Voice, view: Any) -> str:
    """The hand in its order, a gap between the trumps and each plain suit."""
    return _GAP.join(" ".join(_card(presenter, voice, c) for c in group)
                     for group in presenter.hand_groups(view))


def _describe(screen: Screen, presenter: Presenter, view: Any) -> list[str]:
    voice = screen.voice
    lines = presenter.describe(view, voice)
    lines += _trick_lines(screen, presenter, view)
    lines.append(screen.t("hand", cards=_hand(presenter, voice, view)))
    return lines


def _trick_points(trick: Any) -> int:
    return sum(card.points for card in trick.cards)


def _party_order(party: Any) -> int:
    """A party's place in its enum (Re before Kontra, the declarers before the defenders)."""
    members: list[Any] = list(type(party).__members__.values())
    return members.index(party)


def _running_points(screen: Screen, presenter: Presenter, view: Any) -> str:
    """The card points so far: each seat's where every seat plays alone (a Ramsch), else
    each party's as far as the viewer knows the parties (a trick whose taker's party the
    viewer cannot know yet counts as "not known yet")."""
    alone = presenter.running(view, screen.voice)
    if alone is not None:
        return screen.t("running", parts=alone)
    known: dict[Any, int] = {}
    unknown = 0
    for trick in view.tricks:
        party = view.parties[trick.winner]
        if party is None:
            unknown += _trick_points(trick)
        else:
            known[party] = known.get(party, 0) + _trick_points(trick)
    parts = [f"{presenter.party(p, screen.voice.lang)} {n}"
             for p, n in sorted(known.items(), key=lambda pn: _party_order(pn[0]))]
    if unknown:
        parts.append(screen.t("unknown", points=unknown))
    return screen.t("running", parts=", ".join(parts))


# -- reading a choice --------------------------------------------------------------------------


def _ordered(view: Any) -> list[Any]:
    """The legal choices: the cards in the hand's (contract) order, then the other actions
    as the engine lists them."""
    first: dict[Any, int] = {}
    for i, card in enumerate(view.hand):
        first.setdefault(card, i)
    keyed = [((0, first.get(_played(a), 0)) if _played(a) is not None else (1, i), a)
             for i, a in enumerate(view.legal_actions)]
    return [a for _, a in sorted(keyed, key=lambda ka: ka[0])]


def _key(words: str) -> tuple[str, ...]:
    """Record words compared regardless of the order of their cards and of case."""
    return tuple(sorted(words.upper().split()))


def _held(cards: Sequence[Any], hand: Sequence[Any]) -> list[Any]:
    """The cards of ``cards`` that ``hand`` holds, each once, in the hand's order."""
    return [card for card in dict.fromkeys(hand) if card in cards]


@attrs.frozen
class _Reading:
    """What a typed answer may mean: record words (without the seat), and the cards a card
    name fits when it does not name one card in the hand (``several``: the hand holds more
    than one of them; ``absent``: it holds none of them)."""

    meanings: tuple[str, ...]
    several: tuple[Any, ...] = ()
    absent: tuple[Any, ...] = ()


def _reading(presenter: Presenter, answer: str, hand: Sequence[Any]) -> _Reading:
    """What a typed answer may mean: the word table's phrases, a card named alone (a card
    play; a name that fits several cards, ``kd``, ``Dame``, is the one the hand holds), or a
    verb and its cards."""
    notations = presenter.notations
    out = list(presenter.words.meanings(answer))
    several: tuple[Any, ...] = ()
    absent: tuple[Any, ...] = ()

    def one(text: str, verb: str) -> bool:
        """``verb`` and the one card ``text`` names (in the hand if it fits several)."""
        nonlocal several, absent
        named = notations.cards(text)
        if not named:
            return False
        held = _held(named, hand)
        if len(held) == 1 or len(named) == 1:
            out.append(f"{verb} {(held or named)[0].name}")
        elif held:
            several = tuple(held)
        else:
            absent = tuple(named)
        return True

    tokens = answer.split()
    one(answer, "play")
    if tokens:
        verb = presenter.words.verb(tokens[0])
        rest = tokens[1:]
        known_verb = verb in presenter.words.verbs.values()
        if not (rest and known_verb and one(" ".join(rest), verb)):
            cards = [_one_card(notations, t, hand) for t in rest]
            if rest and all(c is not None for c in cards):
                out.append(" ".join([verb, *(c.name for c in cards if c is not None)]))
            else:
                out.append(" ".join([verb, *(t.lower() for t in rest)]))
    return _Reading(tuple(dict.fromkeys(out)), several, absent)


def _one_card(notations: Any, text: str, hand: Sequence[Any]) -> Any | None:
    """The card ``text`` names: the one it spells, or the one of the hand it fits."""
    named = notations.cards(text)
    held = _held(named, hand)
    if len(held) == 1:
        return held[0]
    return named[0] if len(named) == 1 else None


_ASKED: Any = object()  # the answer was dealt with on the screen (refused, ambiguous)
_UNDO: Any = object()  # the person takes back the last decision


def _ask_action(screen: Screen, deal: _Deal, state: Any, optional: bool) -> Any | None:
    """The person's choice now (``None``: Enter, letting an off-turn moment pass;
    ``_UNDO``: take back the last decision)."""
    entry = deal.entry
    game = entry.engine
    presenter = entry.presenter
    voice = screen.voice
    view = game.view(state, deal.seat)
    choices = _ordered(view)
    for i, action in enumerate(choices, 1):
        screen.say(f"  {i:>2}) {_choice_text(presenter, voice, action)}")
    prompt = screen.t("prompt_optional" if optional else "prompt")
    while True:
        answer = screen.ask(prompt)
        if not answer:
            if optional:
                return None
            continue
        lowered = normalise(answer)
        if lowered in _HELP:
            for line in _help_lines(screen, deal, choices, optional):
                screen.say(line)
            continue
        if lowered in _HINT:
            screen.say(_hint_line(screen, deal, view, optional))
            continue
        if lowered in _UNDO_WORDS:
            if deal.history:
                return _UNDO
            screen.say(screen.t("nothing_to_undo"))
            continue
        if answer.isdigit():
            index = int(answer)
            if 1 <= index <= len(choices):
                return choices[index - 1]
            action = None
        else:
            action = _from_words(screen, entry, state, deal.seat, answer, choices, view.hand)
            if action is _ASKED:
                continue
        if action is None:
            example = _choice_text(presenter, voice, choices[0]) if choices else "help"
            screen.say(screen.t("not_understood", answer=answer, count=len(choices),
                                example=example))
            continue
        return action


def _from_words(screen: Screen, entry: GameEntry, state: Any, seat: int, answer: str,
                choices: Sequence[Any], hand: Sequence[Any]) -> Any | None:
    """The choice an answer in words names; ``_ASKED`` when it was refused with the rule or
    is ambiguous (said on the screen); ``None`` when it means nothing."""
    presenter = entry.presenter
    voice = screen.voice
    reading = _reading(presenter, answer, hand)
    wanted = {_key(m) for m in reading.meanings}
    matched = [a for a in choices if _key(_words(a)) in wanted]
    if len(matched) == 1:
        return matched[0]
    if matched:
        options = ", ".join(f"{choices.index(a) + 1}) {_choice_text(presenter, voice, a)}"
                            for a in matched)
        screen.say(screen.t("which", options=options))
        return _ASKED
    if reading.several:
        plays = {_played(a): i for i, a in enumerate(choices, 1)}
        options = ", ".join(
            f"{plays[c]}) {_choice_text(presenter, voice, choices[plays[c] - 1])}"
            if c in plays else screen.t("not_now", card=_card(presenter, voice, c))
            for c in reading.several)
        screen.say(screen.t("which_card", answer=answer, options=options))
        return _ASKED
    if reading.absent:
        names = ", ".join(presenter.notations.full_name(c, voice.lang) for c in reading.absent)
        screen.say(screen.t("none_held", answer=answer, cards=names))
        return _ASKED
    for words in reading.meanings:
        try:
            action = entry.engine.parse_action(f"p{seat} {words}")
        except TrickgamesError:
            continue
        try:
            entry.engine.check(state, action)
        except TrickgamesError as exc:
            message = _error_text(exc, presenter, voice, action)
            screen.say(screen.t("not_allowed", message=message, code=exc.code))
            return _ASKED
        return action
    return None


def _help_lines(screen: Screen, deal: _Deal, choices: Sequence[Any],
                optional: bool) -> list[str]:
    presenter = deal.entry.presenter
    voice = screen.voice
    lines = [screen.t("help_head"), screen.t("help_number", count=len(choices))]
    cards = [card for card in map(_played, choices) if card is not None]
    if cards:
        lines.append("    " + _legend(deal, voice))
        shown = _card(presenter, voice, cards[0])
        name = presenter.notations.full_name(cards[0], voice.lang)
        lines.append(screen.t("help_card", example=shown, code=cards[0].name, name=name)
                     if shown != cards[0].name else
                     screen.t("help_card_code", code=shown, name=name))
    for action in choices:
        if _played(action) is not None:
            continue
        words = _words(action)
        phrases = list(dict.fromkeys((*presenter.words.of(words, voice.lang), words)))
        lines.append(screen.t("help_words", choice=_choice_text(presenter, voice, action),
                              words=", ".join(f"'{p}'" for p in phrases)))
    if optional:
        lines.append(screen.t("help_enter"))
    if deal.history:
        lines.append(screen.t("help_undo"))
    lines.append(screen.t("help_end"))
    return lines


def _hint_line(screen: Screen, deal: _Deal, view: Any, optional: bool) -> str:
    """The advisor's choice for the person, with its reason."""
    advisor = deal.advisor
    if optional:
        action, reason = advisor.explain_interjection(view)
    else:
        action, reason = advisor.explain(view)
    english, german = advisor.reasons[reason]
    why = screen.voice.pick(english, german)
    if action is None:
        return screen.t("hint_wait", reason=why)
    return screen.t("hint", choice=_choice_text(deal.entry.presenter, screen.voice, action),
                    reason=why)


# -- one deal ----------------------------------------------------------------------------------


def _voice(lang: str, cards: str | None, seat: int, names: Sequence[str] | None) -> Voice:
    """The screen's voice: the person's seat named "you", the others by ``names`` (default
    A, B, C, D by seat); ``cards`` the notation (``None``: ``german`` for German, else
    ``letters``)."""
    check_language(lang)
    if cards is None:
        cards = default_notation(lang)
    if cards not in NOTATIONS:
        given = quoted(cards)
        raise ArgumentError(f"unknown card notation {given} (known: {', '.join(NOTATIONS)})",
                            code="unknown_notation", params={"quoted": given})
    you = _TEXTS["you"][1 if lang == "de" else 0]
    shown = list(names or "ABCD")
    shown[seat] = you
    return Voice(lang, tuple(shown), cards, seat)


def default_notation(lang: str) -> str:
    """The card notation of a screen in ``lang`` when none is asked for: the German names
    (``KrD``, ``EiO``) in German, the record codes (``CQ``, ``EO``) in English.

    >>> default_notation("de"), default_notation("en")
    ('german', 'letters')
    """
    return "german" if lang == "de" else "letters"


@attrs.define
class _Deal:
    """The deal being played at the screen: its game, the person's seat, the computer
    players, the advisor of ``hint``, and the states before each of the person's decisions
    (``undo`` goes back to the last; states are values, nothing is copied)."""

    entry: GameEntry
    seat: int
    players: Sequence[Player]
    advisor: Any
    rules: Any
    history: list[Any] = attrs.field(factory=list)


def _legend(deal: _Deal, voice: Voice) -> str:
    return str(deal.entry.presenter.notations.legend(voice.notation, voice.lang, deal.rules))


def play_in_terminal(
    name: str,
    rules: Any,
    *,
    seat: int = 0,
    seed: int | None = None,
    read: Callable[[str], str] | None = None,
    out: TextIO,
    bots: Sequence[Player] | None = None,
    advisor: Any = None,
    state: Any | None = None,
    intro: str | None = None,
    lang: str = "en",
    cards: str | None = None,
    names: Sequence[str] | None = None,
    width: int | None = None,
    legend: bool = True,
) -> Any:
    """Play one deal with a person at ``seat``; returns the final state (or raises
    :class:`Quit`).

    ``bots`` are the computer players by seat (default: the rule-of-thumb players; the
    person's seat is not asked) and ``advisor`` answers ``hint`` (an
    :class:`~trickgames.bots.ExplainingPlayer`; default: the rule-of-thumb player).
    ``read(prompt)`` reads the person's answers (default: :func:`input`).
    ``state`` is a prepared deal to play (a session's next deal, with its dealer and context;
    ``rules`` and ``seed`` are then not used) and ``intro`` replaces the first line shown.
    Without ``state``, a deal that ends void (thrown in, everybody passed) is dealt again
    (from ``derive_seed(seed, n)``, the same dealer) until one is played. ``lang`` is the
    screen's language (``en``, ``de``), ``cards`` its card notation (``letters``,
    ``symbols``, ``german``; default :func:`default_notation`), ``names`` the players' names
    by seat (default A to D; the person is "you"), ``width`` the columns lines are cut to
    (default: the terminal's) and ``legend`` whether the card key is printed first (it is
    on ``help`` too).
    """
    seat = check_seat(seat)
    entry = GAMES[name]
    game = entry.engine
    voice = _voice(lang, cards, seat, names)
    read = read or input
    screen = Screen(read, out, voice, width)
    dealt_here = state is None
    if state is None:
        if seed is None:
            seed = secrets.randbits(32)
        state = game.deal(rules, seed=seed, dealer=(seat + 3) & 3)
        intro = intro or screen.t("intro", title=entry.title, rules=_rules_text(state.rules),
                                  seed=seed, others=_others(screen, seat),
                                  dealer=_dealer_text(screen, state.dealer))
    deal = _Deal(entry, seat, bots or [entry.bots.heuristic() for _ in range(4)],
                 advisor or entry.bots.heuristic(), state.rules)
    if intro is None:
        dealer = _dealer_text(screen, state.dealer)
        intro = dealer[:1].upper() + dealer[1:] + "."
    screen.say(intro)
    if legend:
        screen.say(_legend(deal, voice))
    again = 0
    while True:
        state = _play_deal(screen, deal, state)
        final = game.score(state)
        # A void deal (thrown in, everybody passed) is dealt again, unless it paid into a
        # pot (Schafkopf's Stock), which only a session carries to the next deal.
        if not (dealt_here and final.redeal and getattr(final, "stock", None) is None):
            return state
        again += 1
        assert seed is not None
        state = game.deal(rules, seed=derive_seed(seed, again), dealer=state.dealer)
        deal.history.clear()
        screen.say("")
        screen.say(screen.t("dealt_again", dealer=_dealer_text(screen, state.dealer)))


def _rules_text(rules: Any) -> str:
    """The rules as the first line shows them: a preset's name, or the rules' JSON object."""
    shown = rules.to_json()
    return shown if isinstance(shown, str) else json.dumps(shown, ensure_ascii=False)


def _play_deal(screen: Screen, deal: _Deal, state: Any) -> Any:
    """Play ``state`` to its end at the screen; the final state."""
    entry, seat, players = deal.entry, deal.seat, deal.players
    game = entry.engine
    presenter = entry.presenter
    voice = screen.voice
    offered: tuple[str, ...] = ()
    while not state.is_over:
        turn = state.turn
        action = None
        mine_now = False
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
            new = set(mine) - set(offered)
            offered = mine
            if new:
                screen.say("")
                for line in _describe(screen, presenter, game.view(state, seat)):
                    screen.say(line)
                screen.say(screen.t("turn", name=voice.name(turn)))
                action = _ask_action(screen, deal, state, optional=True)
                mine_now = action is not None
        if action is None:
            if turn == seat:
                screen.say("")
                for line in _describe(screen, presenter, game.view(state, seat)):
                    screen.say(line)
                action = _ask_action(screen, deal, state, optional=False)
                mine_now = True
            else:
                action = players[turn].choose(game.view(state, turn))
        if action is _UNDO:
            state = deal.history.pop()
            offered = ()
            screen.say(screen.t("undone"))
            continue
        assert action is not None
        if mine_now:
            deal.history.append(state)
        if action.seat != seat:
            screen.say(f"{voice.name(action.seat)}: {_choice_text(presenter, voice, action)}")
        before = game.view(state, seat)
        state = game.apply(state, action)
        after = game.view(state, seat)
        if mine_now and turn == seat:
            # The person's other choices were on the screen with this one: not offered again
            # (only those that are new after it, a Genscher after the first Karo-König).
            offered = tuple(str(a) for a in before.legal_actions)
        if len(after.tricks) != len(before.tricks):
            trick = after.tricks[-1]
            screen.say(screen.t("took_you" if voice.is_you(trick.winner) else "took",
                                number=len(after.tricks), name=voice.name(trick.winner),
                                points=_trick_points(trick),
                                why=_note(screen, presenter, after, trick)))
            screen.say(_running_points(screen, presenter, after))
        for line in presenter.news(before, after, voice):
            screen.say(line)
    final = game.score(state)
    screen.say("")
    screen.say(screen.t("over"))
    for line in presenter.result(final, voice, game.view(state, seat)):
        screen.say(line)
    amounts = presenter.amounts(final)
    if any(amounts) or not final.redeal:  # a void deal says so, and nobody scores
        screen.say(screen.t("scores") + "  ".join(
            f"{voice.name(s)}: {v:+d}" for s, v in enumerate(amounts)))
    return state


def _others(screen: Screen, seat: int) -> str:
    """The other players, in seat order: "B, C and D"."""
    others = [screen.voice.name(s) for s in range(4) if s != seat]
    return f"{', '.join(others[:-1])} {screen.t('and')} {others[-1]}"


def _dealer_text(screen: Screen, dealer: int) -> str:
    if screen.voice.is_you(dealer):
        return screen.t("you_deal")
    return screen.t("deals", name=screen.voice.name(dealer))


# -- saving ------------------------------------------------------------------------------------


def save_prompt(screen_read: Callable[[str], str], out: TextIO, game: str,
                state: Any, lang: str = "en", default: str | None = None) -> str | None:
    """Ask whether to save the deal of ``game`` as a record, then the file name (Enter:
    ``default``, else ``GAME-deal.json``); ``None``: not saved. A name that cannot be
    written is asked for again."""
    screen = Screen(screen_read, out, Voice(lang))
    return _save(screen, screen.t("deal_word"), GAMES[game].engine.to_record(state).to_text(),
                 default or f"{game}-deal.json")


def save_session_prompt(screen_read: Callable[[str], str], out: TextIO,
                        session: Session[Any, Any, Any, Any], lang: str = "en",
                        default: str | None = None) -> str | None:
    """Ask whether to save the session record, then the file name (Enter: ``default``, else
    ``GAME-session.json``); ``None``: not saved."""
    screen = Screen(screen_read, out, Voice(lang))
    return _save(screen, screen.t("session_word"), _sessions.to_record(session).to_text(),
                 default or f"{session.game}-session.json")


def save_records_prompt(screen_read: Callable[[str], str], out: TextIO, game: str,
                        states: Sequence[Any], lang: str = "en") -> str | None:
    """Ask whether to save, then the file name (Enter: ``GAME-daily.jsonl``), and save the
    deals of ``game`` there as JSON Lines, one record a line (``trickgames play --daily``;
    ``None``: not saved)."""
    screen = Screen(screen_read, out, Voice(lang))
    to_record = GAMES[game].engine.to_record
    lines = "\n".join(to_record(state).to_text() for state in states)
    return _save(screen, screen.t("day_word"), lines, f"{game}-daily.jsonl")


_YES = frozenset({"y", "yes", "j", "ja"})
_NO = frozenset({"n", "no", "nein"})


def _save(screen: Screen, what: str, text: str, default: str) -> str | None:
    """Yes or no first (a number typed by habit is not a file name), then the name."""
    shown = what if screen.voice.lang == "en" else what.capitalize()
    while True:
        try:
            answer = normalise(screen.ask(screen.t("save", what=shown)))
        except Quit:
            return None
        if answer in _YES:
            break
        if not answer or answer in _NO:
            return None
        screen.say(screen.t("yes_or_no"))
    default = _free_name(default)
    prompt = screen.t("file_name", default=default)
    while True:
        try:
            name = screen.ask(prompt) or default
        except Quit:
            return None
        if not name:
            return None
        try:
            _write(Path(name), text)
        except OSError as exc:
            screen.say(screen.t("not_saved", reason=exc.strerror or exc))
            prompt = screen.t("file_name_again")
            default = ""
            continue
        screen.say(screen.t("saved", name=name))
        return name


def _free_name(name: str) -> str:
    """``name``, or ``name-2.json``, ``name-3.json``, ... when a file of that name exists."""
    path = Path(name)
    number = 1
    while path.exists():
        number += 1
        path = Path(name).with_stem(f"{Path(name).stem}-{number}")
    return str(path)


def _write(path: Path, text: str) -> None:
    """Write ``text`` (and a newline) to ``path`` whole: to a temporary file beside it first,
    then renamed over it. A path that is not a regular file (``/dev/null``, a named pipe) is
    written to as it is: renaming over it would replace the device or pipe with a file."""
    try:
        special = not stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        special = False
    if special:
        with path.open("w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        return
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text + "\n", encoding="utf-8")
    os.replace(temporary, path)


def autosave_path(environ: Mapping[str, str] | None = None) -> Path:
    """Where ``trickgames play --session`` keeps the record of the session being played:
    ``$XDG_STATE_HOME/trickgames/session-autosave.json`` (``XDG_STATE_HOME`` defaults to
    ``~/.local/state``).

    >>> str(autosave_path({"XDG_STATE_HOME": "/s"}))
    '/s/trickgames/session-autosave.json'
    """
    environ = os.environ if environ is None else environ
    base = environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "trickgames" / "session-autosave.json"


# -- whole sessions -----------------------------------------------------------------------------


def _who(session: Session[Any, Any, Any, Any], player: int, you: int,
         voice: Voice | None = None) -> str:
    mark = (voice or Voice()).pick(" (you)", " (du)")
    return session.name(player) + (mark if player == you else "")


def _table(rows: list[tuple[str, tuple[int | None, ...]]], names: list[str],
           out_word: str = "out") -> list[str]:
    """Rows of amounts under the players' names, aligned (``None``: sat out)."""
    width = max(len(label) for label, _ in rows)
    cells = [max(len(n), 5) for n in names]
    lines = [" " * width + "  " + "  ".join(f"{n:>{w}}" for n, w in zip(names, cells,
                                                                           strict=True))]
    for label, values in rows:
        lines.append(f"{label:<{width}}  " + "  ".join(
            f"{v:>+{w}d}" if v is not None else f"{out_word:>{w}}"
            for v, w in zip(values, cells, strict=True)))
    return lines


def _before_deal(session: Session[Any, Any, Any, Any], you: int, voice: Voice) -> list[str]:
    pick = voice.pick
    plan = _sessions.next_deal(session)
    config = session.config
    number = f"{pick('Deal', 'Spiel')} {plan.number + 1}"
    if config.deals is not None and session.counted == plan.number:
        number += f" {pick('of', 'von')} {config.deals}"
    elif config.deals is not None:
        number += pick(f" ({session.counted + 1} of {config.deals}; void deals do not count)",
                       f" ({session.counted + 1} von {config.deals}; ungültige Spiele zählen "
                       "nicht)")
    who = _who(session, plan.dealer, you, voice)
    lines = [number + f": {who} {pick('deals', 'gibt')}."]
    if plan.sitting_out is not None:
        lines.append(pick(f"{_who(session, plan.sitting_out, you, voice)} sits this deal out "
                          "and scores 0.",
                          f"{_who(session, plan.sitting_out, you, voice)} setzt dieses Spiel "
                          "aus und bekommt 0."))
    lines.append(pick("At the table: ", "Am Tisch: ") + ", ".join(
        _who(session, player, you, voice) for player in plan.seats))
    lines += GAMES[session.game].presenter.before_deal(
        session, plan, lambda player: _who(session, player, you, voice), voice)
    return lines


def _after_deal(session: Session[Any, Any, Any, Any], you: int, voice: Voice) -> list[str]:
    pick = voice.pick
    names = [_who(session, p, you, voice) for p in range(session.table)]
    before = session.standings[-2] if len(session.standings) > 1 else (0,) * session.table
    seats = session.deals[-1].seats
    this = tuple(a - b if p in seats else None
                 for p, (a, b) in enumerate(zip(session.totals, before, strict=True)))
    deal = f"{pick('deal', 'Spiel')} {len(session.deals)}"
    presenter = GAMES[session.game].presenter
    out_word = pick("out", "aus")
    if presenter.unit:  # a ledger of money
        rows = [(f"{deal}{pick(presenter.unit, ' (Cent)')}", this),
                (pick("balance", "Saldo"), session.totals)]
        return [pick("Ledger:", "Abrechnung:"), *_table(rows, names, out_word)]
    return [pick("Standings:", "Spielstand:"),
            *_table([(deal, this), (pick("total", "gesamt"), session.totals)], names,
                    out_word)]


def _final(session: Session[Any, Any, Any, Any], you: int, voice: Voice) -> list[str]:
    pick = voice.pick
    what = GAMES[session.game].presenter.sheet
    what_de = "Salden in Cent" if GAMES[session.game].presenter.unit else "Spielstand"
    played = len(session.deals)
    lines = [pick(f"The session is over after {played} deal{'s' if played != 1 else ''}. "
                  f"Final {what}:",
                  f"Die Sitzung ist nach {played} Spiel{'en' if played != 1 else ''} vorbei. "
                  f"Endstand ({what_de}):")]
    ranked = sorted(range(session.table), key=lambda p: (-session.totals[p], p))
    for place, player in enumerate(ranked, 1):
        lines.append(f"  {place}. {_who(session, player, you, voice):<12} "
                     f"{session.totals[player]:+d}")
    return lines


def _summary(entry: GameEntry, session: Session[Any, Any, Any, Any], seats: tuple[int, ...],
             state: Any, you: int, voice: Voice) -> list[str]:
    """A deal the person sat out, in a few lines."""
    pick = voice.pick
    final = entry.engine.score(state)
    amounts = entry.presenter.amounts(final)
    label = entry.presenter.contract_name(entry.presenter.contract(state), voice.lang)
    contract = getattr(state, "game", None)
    declarer = getattr(contract, "declarer", None)
    by = (f" {pick('by', 'von')} {_who(session, seats[declarer], you, voice)}"
          if declarer is not None else "")
    lines = [pick(f"The computers played: {label}{by}.",
                  f"Die Computer spielten: {label}{by}.")]
    result = entry.presenter.result(final, voice)
    lines += result[:1] + result[-1:] if len(result) > 1 else result
    lines.append(pick("Scores: ", "Ergebnis: ") + "  ".join(
        f"{_who(session, player, you, voice)} {amounts[seat]:+d}"
        for seat, player in enumerate(seats)))
    return lines


def play_session_in_terminal(
    name: str,
    session: Session[Any, Any, Any, Any],
    *,
    player: int = 0,
    seed: int | None = None,
    read: Callable[[str], str] | None = None,
    out: TextIO,
    bots: Sequence[Player] | None = None,
    advisor: Any = None,
    lang: str = "en",
    cards: str | None = None,
    autosave: Path | None = None,
    width: int | None = None,
) -> Session[Any, Any, Any, Any]:
    """Play ``session`` with a person as player ``player`` and computer players in the other
    seats; returns the finished session, or raises :class:`Quit` when the person leaves.

    Deal ``j`` of the session is dealt from ``derive_seed(seed, j)``. A deal the person sits
    out (five players) is played by the computers and summarised. An open-ended session ends
    when the person says so between two deals (Enter plays on; ``end``, ``q`` or Ctrl-D end
    it there). With ``autosave``, the session record so far is written there after every
    deal (and the screen says where), so that leaving or a crash loses at most one deal.
    """
    player = check_seat(player, "player", session.table)
    entry = GAMES[name]
    players: Sequence[Player] = bots or [entry.bots.heuristic() for _ in range(4)]
    if seed is None:
        seed = secrets.randbits(32)
    voice = _voice(lang, cards, 0, None)
    pick = voice.pick
    read = read or input
    screen = Screen(read, out, voice, width)
    config = session.config
    length = pick("open-ended", "offen") if config.deals is None else pick(
        f"{config.deals} deals", f"{config.deals} Spiele")
    if config.compulsory_solos:
        length += pick(", compulsory solos", ", Pflichtsoli")
    screen.say(pick(f"{entry.title} session: {length}, {session.table} players, rules "
                    f"{_rules_text(session.rules)}, session seed {seed}. You are "
                    f"{session.name(player)}.",
                    f"{entry.title}-Sitzung: {length}, {session.table} Spieler, Regeln "
                    f"{_rules_text(session.rules)}, Sitzungs-Seed {seed}. Du bist "
                    f"{session.name(player)}."))
    if autosave is not None:
        screen.say(screen.t("autosave", path=autosave))
    screen.say(entry.presenter.notations.legend(voice.notation, lang, session.rules))
    while not _sessions.is_over(session):
        if config.deals is None and session.deals:
            try:
                answer = screen.ask(pick("Enter: next deal; 'end': end the session here: ",
                                         "Enter: nächstes Spiel; 'schluss': hier aufhören: "))
            except Quit:
                break
            if answer.lower() in ("end", "e", "stop", "schluss", "schluß"):
                break
        screen.say("")
        for line in _before_deal(session, player, voice):
            screen.say(line)
        plan = _sessions.next_deal(session)
        state = _sessions.deal(session, seed=derive_seed(seed, plan.number))
        seat = plan.seating.seat_of(player)
        if seat is None:
            screen.say(pick("You sit this deal out; the computers play it.",
                            "Du setzt dieses Spiel aus; die Computer spielen es."))
            state = play_deal(entry.engine, state, players)
            for line in _summary(entry, session, plan.seats, state, player, voice):
                screen.say(line)
        else:
            names = [session.name(p) for p in plan.seats]
            deal_screen = Screen(read, out, _voice(lang, cards, seat, names), width)
            # Who deals (at five: and sits out) was said above.
            intro = pick("You play with ", "Du spielst mit ") + _others(deal_screen, seat)
            state = play_in_terminal(name, session.rules, seat=seat, read=read, out=out,
                                     bots=players, advisor=advisor, state=state,
                                     intro=intro + ".", lang=lang, cards=cards, names=names,
                                     width=width, legend=False)
        session = _sessions.finish_deal(session, state)
        screen.say("")
        for line in _after_deal(session, player, voice):
            screen.say(line)
        if autosave is not None:
            try:
                autosave.parent.mkdir(parents=True, exist_ok=True)
                check_target(autosave)  # it may have become a named pipe since the start
                _write(autosave, _sessions.to_record(session).to_text())
            except OSError as exc:
                screen.say(screen.t("autosave_failed", path=autosave,
                                    reason=exc.strerror or exc))
    screen.say("")
    for line in _final(session, player, voice):
        screen.say(line)
    return session
