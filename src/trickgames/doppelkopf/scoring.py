"""Who won (TSR 7.1) and the score, itemised (TSR 7.2 or pagat).

**Winning.** Re needs 121 card points and Kontra 120; if only Kontra announced ``kontra`` (and
Re nothing), Re needs 120 and Kontra 121. A party's own ``no90``/``no60``/``no30`` raises its
target to 151/181/211; its ``schwarz`` means taking every trick. Against the other party's
``no90``/``no60``/``no30``/``schwarz`` a party wins with 90/60/30 points / one trick, unless its
own announcements commit it to more. If both parties miss their target, nobody wins.

**Score.** Every :class:`ScoreItem` credits one party; a party's items minus the other's is the
game value from Re's side. Re seats score it, Kontra seats its negative; in a game scored as a
solo the soloist scores three times the value and each opponent the value once. The four scores
always sum to zero.

>>> Score.void().scores
(0, 0, 0, 0)
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import attrs

from trickgames._core.errors import ArgumentError
from trickgames._core.values import fast_constructor, slots_base
from trickgames.doppelkopf.cards import POINTS, Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.rules import Charlie, Counting, Dulle, ExtraPoint, Rules, Scoring
from trickgames.doppelkopf.state import Calls, Game, Party, Phase, State

__all__ = ["CardPoints", "Score", "ScoreItem", "is_heart_trick", "score"]

_LEVEL_WORDS = ("", "no90", "no60", "no30", "schwarz")
_UNDER = (0, 90, 60, 30)
_OWN_TARGET = (0, 151, 181, 211)

# Enum member lookups cost about 0.2 µs each; scoring compares against these.
_RE, _KONTRA = Party.RE, Party.KONTRA
_OTHER = {Party.RE: Party.KONTRA, Party.KONTRA: Party.RE}
_VOID, _FINISHED = Phase.VOID, Phase.FINISHED
_NO_CHARLIE, _WIN_OR_CATCH = Charlie.NONE, Charlie.WIN_OR_CATCH
_TSR = Scoring.TSR
_DA, _CJ = Card.DA, Card.CJ
_DQ, _HT = Card.DQ, Card.HT
_BY_DIAMOND_QUEEN = Charlie.WIN_OR_CATCH_BY_DIAMOND_QUEEN
_MARRIAGE = Contract.MARRIAGE
_PLAIN_HEARTS = {True: (Card.HA, Card.HK, Card.H9), False: (Card.HA, Card.HT, Card.HK, Card.H9)}
_PLUSMINUS, _PLUS = Counting.PLUSMINUS, Counting.PLUS
_FIRST_WINS = Dulle.FIRST_WINS


def is_heart_trick(cards: Sequence[Card], dullen: bool = True) -> bool:
    """Whether a trick of a game in the normal order (not a solo) is four plain hearts: the
    extra special point ``heart_trick`` and the Bock trigger of that name
    (doppelkopf-variants.md "Extra special points", "Bock rounds"); ``dullen`` ``False`` (the
    rules' ``dullen``): the heart tens are plain hearts too.

    >>> is_heart_trick([Card.HA, Card.HK, Card.H9, Card.HA]), is_heart_trick([Card.HT] * 4)
    (True, False)
    >>> is_heart_trick([Card.HA, Card.HT, Card.H9, Card.HA], dullen=False)
    True
    """
    plain = _PLAIN_HEARTS[dullen]
    return all(card in plain for card in cards)
(_FOX_LAST, _FOX_WINS, _DULLE_CAUGHT, _HEART_TRICK, _DOUBLE_CHARLIE, _DOUBLE_FOX) = ExtraPoint


@attrs.frozen(weakref_slot=False)
@slots_base
class ScoreItem:
    """One line of a score breakdown: ``amount`` game points for ``party``, and why.

    ``code`` is stable (for programs and translations), ``label`` a short English text. The
    fields are Schafkopf's :class:`~trickgames.schafkopf.ScoreItem`'s (``code``, ``amount``,
    ``label``), with the party the line credits.
    """

    #: A stable machine-readable name of the line (``won``, ``fox_caught``, ...).
    code: str
    #: The game points of the line.
    amount: int
    #: A short English text.
    label: str
    #: The party the line credits.
    party: Party

    @property
    def points(self) -> int:
        """Deprecated name of :attr:`amount` (the game points of the line)."""
        warnings.warn("ScoreItem.points is deprecated: use ScoreItem.amount",
                      DeprecationWarning, stacklevel=2)
        return self.amount

    def to_json(self) -> dict[str, Any]:
        """The item as JSON."""
        return {"code": self.code, "amount": self.amount, "label": self.label,
                "party": self.party.value}


@attrs.frozen(weakref_slot=False)
@slots_base
class CardPoints:
    """Card points and tricks per party."""

    re: int
    kontra: int
    re_tricks: int
    kontra_tricks: int

    def of(self, party: Party) -> int:
        """The card points of a party."""
        return self.re if party is _RE else self.kontra

    def tricks_of(self, party: Party) -> int:
        """The number of tricks a party took."""
        return self.re_tricks if party is _RE else self.kontra_tricks


@attrs.frozen(weakref_slot=False)
@slots_base
class Score:
    """The outcome of a deal with its itemised breakdown.

    ``scores`` are the game points per seat (summing to zero); ``value`` is the net game value
    from Re's side (positive: Re gained), before the solo factor; ``items`` explain it.
    """

    scores: tuple[int, int, int, int]
    winner: Party | None
    card_points: CardPoints | None
    value: int
    solo: bool
    items: tuple[ScoreItem, ...]
    redeal: bool = False

    @classmethod
    def void(cls) -> Score:
        """The score of a void deal (everybody declined the poverty, or the deal was thrown
        in)."""
        return cls((0, 0, 0, 0), None, None, 0, False, (), redeal=True)

    def to_json(self) -> dict[str, Any]:
        """The record's ``result`` object."""
        if self.redeal:
            return {"scores": [0, 0, 0, 0], "winner": None, "redeal": True}
        assert self.card_points is not None
        return {
            "scores": list(self.scores),
            "winner": self.winner.value if self.winner is not None else None,
            "card_points": {"re": self.card_points.re, "kontra": self.card_points.kontra},
        }

    def details(self) -> dict[str, Any]:
        """Everything a frontend may show: the result plus the breakdown (the tricks per
        party, the game value from Re's side, whether it is scored as a solo, every item).

        >>> from trickgames.doppelkopf import deal, legal_actions, apply
        >>> s = deal("ddv", seed=1)
        >>> while not s.is_over:
        ...     s = apply(s, legal_actions(s)[0])
        >>> sorted(score(s).details())
        ['card_points', 'items', 'scores', 'solo', 'tricks', 'value', 'winner']
        """
        out = self.to_json()
        if not self.redeal:
            assert self.card_points is not None
            out.update({
                "tricks": {"re": self.card_points.re_tricks,
                           "kontra": self.card_points.kontra_tricks},
                "value": self.value,
                "solo": self.solo,
                "items": [i.to_json() for i in self.items],
            })
        return out

    def breakdown(self) -> str:
        """A readable breakdown, one item per line.

        Lines read ``+2  re announced (re)``; the last line is the game value.
        """
        lines = [f"{'+' if i.amount >= 0 else ''}{i.amount:<3d} {i.label} ({i.party.value})"
                 for i in self.items]
        side = "Re" if self.value >= 0 else "Kontra"
        factor = " (x3 for the soloist)" if self.solo else ""
        lines.append(f"= {abs(self.value)} for {side}{factor}")
        return "\n".join(lines)


#: ``ScoreItem(*fields)``, built without attrs' per-field cost (see
#: :mod:`trickgames._core.values`).
_item = fast_constructor(ScoreItem)


def _card_points(state: State, game: Game) -> tuple[list[int], CardPoints]:
    """The card points of every trick, in order, and per party (one pass over the tricks)."""
    trick_points = []
    re_points = re_tricks = 0
    re = game.re
    for trick in state.tricks:
        a, b, c, d = trick.cards
        value = POINTS[a] + POINTS[b] + POINTS[c] + POINTS[d]
        trick_points.append(value)
        if re[trick.winner]:
            re_points += value
            re_tricks += 1
    # Every card point goes to one party: Kontra's are the rest.
    return trick_points, _card_points_of(re_points, sum(trick_points) - re_points, re_tricks,
                                         len(trick_points) - re_tricks)


def _wins(calls: Calls, cp: CardPoints, party: Party) -> bool:
    if party is _RE:
        own, other, points = calls.re_level, calls.kontra_level, cp.re
        own_tricks, other_tricks = cp.re_tricks, cp.kontra_tricks
    else:
        own, other, points = calls.kontra_level, calls.re_level, cp.kontra
        own_tricks, other_tricks = cp.kontra_tricks, cp.re_tricks
    if own == 4:
        return other_tricks == 0
    if own >= 1:
        return points >= _OWN_TARGET[own]
    if other == 4:
        return own_tricks > 0
    if other >= 1:
        return points >= _UNDER[other]
    only_kontra = calls.re_level < 0 <= calls.kontra_level
    if party is _RE:
        return points >= (120 if only_kontra else 121)
    return points >= (121 if only_kontra else 120)


def _held_under(cp: CardPoints, party: Party, level: int) -> bool:
    """Whether ``party`` held the other party under the line of ``level`` (1-4)."""
    other = _OTHER[party]
    if level == 4:
        return cp.tricks_of(other) == 0
    return cp.of(other) < _UNDER[level]


def _reached_against(cp: CardPoints, party: Party, other_level: int,
                     highest: bool = False) -> list[ScoreItem]:
    """TSR 7.2.2 (e, f): 120 against no90, 90 against no60, 60 against no30, 30 against
    schwarz; with ``highest`` (the rules' ``reached_against_highest``, FreeDoko) only against
    the other party's highest level."""
    points = cp.of(party)
    first = max(other_level - 1, 0) if highest else 0
    return [item for line, item in _REACHED_ITEMS[party][first:max(other_level, 0)]
            if points >= line]


#: Per party, the line and the item of :func:`_reached_against` for the other party's
#: announcements no90, no60, no30 and schwarz (made once: every score asks).
_REACHED_ITEMS = {
    party: tuple((line, _item(f"reached_{line}_against_{word}", 1,
                              f"{line} reached against {word}", party))
                 for line, word in zip((120, 90, 60, 30), _LEVEL_WORDS[1:], strict=True))
    for party in (_RE, _KONTRA)
}


_WON = {party: _item("won", 1, "won", party) for party in (_RE, _KONTRA)}
_AGAINST_THE_CLUB_QUEENS = _item("against_the_club_queens", 1,
                                 "Kontra won against the club queens", _KONTRA)

#: Per party, the items for holding the other party under 90, 60, 30 and schwarz: the lines
#: nest (under 30 is under 60 too), so the items held are always a prefix.
_UNDER_ITEMS = {
    party: tuple(_item(code, 1, label, party) for code, label in (
        ("under_90", "opponents under 90"),
        ("under_60", "opponents under 60"),
        ("under_30", "opponents under 30"),
        ("schwarz", "opponents took no trick (schwarz)"),
    ))
    for party in (_RE, _KONTRA)
}


def _under_items(cp: CardPoints, party: Party) -> list[ScoreItem]:
    if party is _RE:
        points, tricks = cp.kontra, cp.kontra_tricks
    else:
        points, tricks = cp.re, cp.re_tricks
    if points >= _UNDER[1]:  # the usual case
        return []
    held = 1 + (points < _UNDER[2]) + (points < _UNDER[3]) + (tricks == 0)
    return list(_UNDER_ITEMS[party][:held])


def _special_items(state: State, game: Game, trick_points: list[int],
                   upto: int | None = None) -> list[ScoreItem]:
    """Doppelkopf tricks, foxes caught and Charlie (TSR 7.2.3; pagat alike), of the first
    ``upto`` tricks (``None``: all)."""
    out = []
    rules = state.deal.rules
    charlie = rules.charlie
    re = game.re
    foxes = game.swines is None and rules.fox_point  # a swine is never a fox
    tricks = state.tricks
    last = len(tricks) - 1
    for number in range(last + 1 if upto is None else upto):  # by index: cheaper than
        # enumerate(zip(...)) here
        trick = tricks[number]
        value = trick_points[number]
        cards = trick.cards
        # Most tricks have none of these: test that first, cheaply (a fox is 11 points).
        if value < 40 and number != last and not (foxes and value >= 11 and _DA in cards):
            continue
        winner_re = re[trick.winner]
        party = _RE if winner_re else _KONTRA
        if value >= 40:
            out.append(_item("doppelkopf", 1, f"Doppelkopf (trick {number + 1})", party))
        if foxes and _DA in cards:
            for i, card in enumerate(cards):
                if card == _DA and re[(trick.leader + i) & 3] is not winner_re:
                    out.append(_item("fox_caught", 1, f"fox caught (trick {number + 1})",
                                     party))
        if number == last and charlie is not _NO_CHARLIE:
            if cards[(trick.winner - trick.leader) & 3] == _CJ:
                out.append(_item("charlie", 1, "Charlie wins the last trick", party))
            if charlie is _WIN_OR_CATCH or (
                    charlie is _BY_DIAMOND_QUEEN
                    and cards[(trick.winner - trick.leader) & 3] == _DQ):
                caught = [i for i, card in enumerate(cards)
                          if card == _CJ and re[(trick.leader + i) & 3] is not winner_re]
                for _ in caught[:None if _charlie_caught_twice(rules) else 1]:
                    out.append(_item("charlie_caught", 1,
                                     "Charlie caught in the last trick", party))
    if rules.extra_points:
        out += _extra_items(state, game, last + 1 if upto is None else upto)
    return out


def _charlie_caught_twice(rules: Rules) -> bool:
    """Whether both Charlies caught score (``double_charlie_caught``; with
    ``extra_point_dependencies`` only with ``double_charlie``, as FreeDoko's
    ``EXTRAPOINT_CATCH_DOUBLE_CHARLIE`` depends on ``EXTRAPOINT_DOUBLE_CHARLIE``)."""
    return rules.double_charlie_caught and (
        not rules.extra_point_dependencies or _DOUBLE_CHARLIE in rules.extra_points)


def _active_extras(rules: Rules, game: Game) -> tuple[ExtraPoint, ...]:
    """The rules' ``extra_points`` that can score in this game: ``dulle_caught`` only with
    Dullen; with ``extra_point_dependencies`` (FreeDoko's ``Rule::dependencies``) only where
    the second Dulle beats the first, and ``heart_trick`` only with Dullen and without nines;
    ``heart_trick`` never in a marriage scored as a solo (FreeDoko's heart trick needs a
    normal game type)."""
    extras = rules.extra_points
    drop = set()
    if not game.dullen or (rules.extra_point_dependencies and rules.dulle is _FIRST_WINS):
        drop.add(_DULLE_CAUGHT)
    if game.solo or (rules.extra_point_dependencies and (rules.nines or not game.dullen)):
        drop.add(_HEART_TRICK)
    return tuple(e for e in extras if e not in drop) if drop else extras


def _extra_items(state: State, game: Game, upto: int) -> list[ScoreItem]:
    """The ``extra_points`` (doppelkopf-variants.md "Extra special points") of the first
    ``upto`` tricks, each +1 for the party that wins the trick: a fox of the other party won in
    the last trick (on top of its ``fox_caught``), the last trick won by a diamond ace that is
    not a swine (and the other one, the winners' own, played after it), a Dulle that wins the
    other party's Dulle, a trick of four plain hearts, and Charlie's point when the other club
    jack of that trick is the winners' own."""
    extras = _active_extras(state.deal.rules, game)
    out = []
    re = game.re
    foxes = game.swines is None  # in a deal in which swines came to count, no fox point
    dullen = game.dullen
    tricks = state.tricks
    last = len(tricks) - 1
    for number in range(upto):
        trick = tricks[number]
        cards = trick.cards
        at = (trick.winner - trick.leader) & 3
        winner_re = re[trick.winner]
        party = _RE if winner_re else _KONTRA
        by_party = [re[(trick.leader + i) & 3] is winner_re for i in range(4)]
        if number == last:
            if _FOX_LAST in extras and foxes:
                for i, card in enumerate(cards):
                    if card == _DA and not by_party[i]:
                        out.append(_item("fox_caught_last_trick", 1,
                                         "fox caught in the last trick", party))
            if _FOX_WINS in extras and foxes and cards[at] == _DA:
                out.append(_item("fox_last_trick", 1, "a fox wins the last trick", party))
                if _DOUBLE_FOX in extras and any(
                        card == _DA and by_party[i] for i, card in enumerate(cards[at + 1:],
                                                                             at + 1)):
                    out.append(_item("double_fox_last_trick", 1,
                                     "both foxes of the winners in the last trick", party))
        if _DULLE_CAUGHT in extras and cards[at] == _HT and cards.count(_HT) == 2 and any(
                card == _HT and not by_party[i] for i, card in enumerate(cards)):
            out.append(_item("dulle_caught", 1, f"Dulle caught (trick {number + 1})", party))
        if _HEART_TRICK in extras and is_heart_trick(cards, dullen):
            out.append(_item("heart_trick", 1, f"heart trick (trick {number + 1})", party))
        if (number == last and _DOUBLE_CHARLIE in extras and cards[at] == _CJ
                and state.deal.rules.charlie is not _NO_CHARLIE and cards.count(_CJ) == 2
                and all(by_party[i] for i, card in enumerate(cards) if card == _CJ)):
            out.append(_item("double_charlie", 1, "both Charlies in the last trick", party))
    return out


def _announcement_items(state: State, winner: Party) -> list[ScoreItem]:
    out: list[ScoreItem] = []
    if state.deal.rules.re_kontra_doubles:
        return out  # re and kontra double the game value instead (_doubled)
    calls = state.calls
    if calls.re_level >= 0:
        out.append(_item("re_announced", 2, "re announced", winner))
    if calls.kontra_level >= 0:
        out.append(_item("kontra_announced", 2, "kontra announced", winner))
    return out


def _tsr_items(state: State, game: Game, cp: CardPoints, winner: Party | None) -> list[ScoreItem]:
    calls = state.calls
    if winner is not None and calls.re_level < 0 and calls.kontra_level < 0:
        # Most deals, nothing announced: won, and the losers held under 90, 60, 30, schwarz.
        return [_WON[winner], *_under_items(cp, winner)]
    items: list[ScoreItem] = []
    highest = state.deal.rules.reached_against_highest
    if winner is not None:
        loser = _OTHER[winner]
        items.append(_WON[winner])
        items += _under_items(cp, winner)
        items += _announcement_items(state, winner)
        for party in (_RE, _KONTRA):
            for level in range(1, calls.level(party) + 1):
                word = _LEVEL_WORDS[level]
                items.append(_item(f"{word}_announced", 1,
                                   f"{word} announced by {party.value}", winner))
        items += _reached_against(cp, winner, calls.level(loser), highest)
    else:
        for party in (_RE, _KONTRA):
            items += _under_items(cp, party)
            items += _reached_against(cp, party, calls.level(_OTHER[party]), highest)
    return items


def _pagat_items(state: State, cp: CardPoints, winner: Party | None) -> list[ScoreItem]:
    if winner is None:
        return []
    calls = state.calls
    loser = _OTHER[winner]
    items = [_WON[winner]]
    items += _announcement_items(state, winner)
    for level in range(1, 5):
        word = _LEVEL_WORDS[level]
        if _held_under(cp, winner, level):
            label = "losers took no trick" if level == 4 else f"losers under {_UNDER[level]}"
            items.append(_item(f"under_{word[2:]}" if level < 4 else "schwarz", 1, label, winner))
        if calls.level(winner) >= level:
            items.append(_item(f"{word}_announced", 1, f"{word} announced by the winners",
                               winner))
        if calls.level(loser) >= level and not _held_under(cp, loser, level):
            items.append(_item(f"{word}_failed", 2,
                               f"{word} announced by the losers and missed", winner))
    return items


def _doubled(items: list[ScoreItem], calls: Calls, winner: Party) -> list[ScoreItem]:
    """``re_kontra_doubles`` (doppelkopf-variants.md "Announcement variants"): the winners'
    game value *G* (every item so far) doubles with ``re`` announced (the item
    ``re_doubled``, worth *G*), then again with ``kontra`` announced (``kontra_doubled``,
    worth the total so far)."""
    total = sum(i.amount if i.party is winner else -i.amount for i in items)
    out = []
    if calls.re_level >= 0:
        out.append(_item("re_doubled", total, "re announced: the game value doubled", winner))
        total *= 2
    if calls.kontra_level >= 0:
        out.append(_item("kontra_doubled", total, "kontra announced: the game value doubled",
                         winner))
    return out


def _bock_item(value: int, factor: int) -> ScoreItem:
    """Bock (doppelkopf-variants.md "Scoring order", 4): the item that makes the value ``value``
    (from Re's side) ``factor`` times as much, for the party it favours."""
    return _item("bock", (factor - 1) * abs(value), f"Bock: the value times {factor}",
                 _RE if value > 0 else _KONTRA)


def score(state: State) -> Score:
    """The score of a finished (or void) deal; :class:`~trickgames.ArgumentError` before.

    >>> from trickgames.doppelkopf import deal, legal_actions, apply
    >>> s = deal("ddv", seed=1)
    >>> while not s.is_over:
    ...     s = apply(s, legal_actions(s)[0])
    >>> sum(score(s).scores)
    0
    """
    if state.phase is _VOID:
        return Score.void()
    if state.phase is not _FINISHED:
        raise ArgumentError(
            f"the deal is not over (phase {state.phase.value}, trick {state.trick_number})",
            code="deal_not_over",
        )
    game = state.game
    assert game is not None
    trick_points, cp = _card_points(state, game)
    calls = state.calls
    winner = _RE if _wins(calls, cp, _RE) else _KONTRA if _wins(calls, cp, _KONTRA) else None
    rules = state.deal.rules
    if rules.scoring is _TSR:
        items = _tsr_items(state, game, cp, winner)
    else:
        items = _pagat_items(state, cp, winner)
    if rules.re_kontra_doubles and winner is not None:
        if rules.against_the_club_queens_doubled and winner is _KONTRA and not game.solo:
            # FreeDoko ANNOUNCEMENT_CONTRA_DOUBLES_AGAINST_RE: doubled with the game value.
            items.append(_AGAINST_THE_CLUB_QUEENS)
        items += _doubled(items, calls, winner)
    if not game.solo:
        if winner is _KONTRA and not (rules.against_the_club_queens_doubled
                                      and rules.re_kontra_doubles):
            items.append(_AGAINST_THE_CLUB_QUEENS)
        items += _special_items(state, game, trick_points)
    elif rules.marriage_solo_special_points and game.contract is _MARRIAGE:
        # A marriage without partner: the tricks up to its clarification trick (FreeDoko).
        items += _special_items(state, game, trick_points, game.clarified_in)
    value = 0
    for item in items:
        value += item.amount if item.party is _RE else -item.amount
    bock = state.deal.context.bock
    if bock and value:
        item = _bock_item(value, rules.bock_multiplier ** bock)
        items.append(item)
        value += item.amount if item.party is _RE else -item.amount
    re = game.re
    if game.solo:
        soloist = re.index(True)
        scores = tuple([3 * value if s == soloist else -value for s in range(4)])
    else:
        scores = tuple([value if re[s] else -value for s in range(4)])
    if rules.counting is not _PLUSMINUS:
        scores = _counted(scores, rules, game, winner, value)
    return _score(scores, winner, cp, value, game.solo, tuple(items), False)


def _counted(scores: tuple[int, ...], rules: Rules, game: Game, winner: Party | None,
             value: int) -> tuple[int, int, int, int]:
    """The seat scores under ``counting`` ``plus`` or ``minus`` (FreeDoko ``COUNTING``,
    ``GameSummary::points``), from the plus-minus ``scores``: ``plus`` scores the winners
    (nobody won: the party ``value`` favours), ``minus`` the losers (nobody won: the party it
    goes against), each seat its plus-minus score; every other seat 0. In a solo the soloist's
    three times stand only when there is a winner, the opponents' once only without
    ``solo_always_triple``, which makes every scored seat's three times."""
    re = game.re
    if winner is not None:
        scored_re = (winner is _RE) is (rules.counting is _PLUS)
    elif value:
        scored_re = (value > 0) is (rules.counting is _PLUS)
    else:
        return (0, 0, 0, 0)
    out = []
    for seat in range(4):
        if re[seat] is not scored_re:
            out.append(0)
        elif not game.solo:
            out.append(scores[seat])
        else:
            once = value if re[seat] else -value
            triple = rules.solo_always_triple or (re[seat] and winner is not None)
            out.append(3 * once if triple else once)
    return (out[0], out[1], out[2], out[3])


#: ``CardPoints(*fields)`` and ``Score(*fields)``, built fast (see
#: :mod:`trickgames._core.values`): every simulated deal is scored.
_card_points_of = fast_constructor(CardPoints)
_score = fast_constructor(Score)
