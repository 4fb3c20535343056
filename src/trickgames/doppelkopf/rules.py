"""Doppelkopf rules: every house-rule option, and the presets ``ddv`` and ``pagat``.

A :class:`Rules` object is frozen and checked when it is made. Start from a preset and change
single options with :func:`attrs.evolve` or :meth:`Rules.replace`:

>>> DDV.replace(nines=False).nines
False
>>> Rules.from_json({"preset": "pagat", "charlie": "win"}).to_json()
{'preset': 'pagat', 'charlie': 'win'}
"""

from __future__ import annotations

import enum
import itertools
from typing import Any, ClassVar

import attrs

from trickgames._core.errors import OptionValueError, Problem, refused
from trickgames._core.options import (
    RulesMethods,
    bool_option,
    check_rules,
    enum_list_option,
    enum_option,
    int_option,
    option,
    unknown_preset,
)
from trickgames._core.quoting import quoted, quoted_each
from trickgames.doppelkopf.contracts import Contract, DkCardOrder, Reservation, card_order
from trickgames.doppelkopf.deadlines import Deadlines, deadlines_of
from trickgames.doppelkopf.throwing import ThrowIn

__all__ = ["ALL_SOLOS", "DDV", "FREEDOKO", "MAX_DEADLINE", "PAGAT", "PRESETS", "TSR_SOLOS",
           "AnnouncementDeadlines", "AnnouncementFloor", "BockOverlap", "BockTrigger", "Charlie",
           "Counting", "Dulle", "ExtraPoint", "FirstTrickDuty", "GenscherMarriage",
           "MarriageSelector", "PovertyFox", "PovertyPass", "Rules", "Scoring", "SoloLead",
           "SwinesAnnounce", "SwinesInSolo", "SwinesPovertyAnnounce", "ThrowIn", "ThrowPriority"]


class Dulle(enum.StrEnum):
    """Which of two heart tens (Dullen) in one trick wins:

    - ``first_wins``: the first one played, like every other pair of equal cards (TSR 5.3.3);
    - ``second_wins``: the second one;
    - ``second_wins_except_last_trick``: the second one, except in the last trick (where the
      first wins);
    - ``second_wins_in_last_trick``: the first one, except in the last trick (where the
      second wins; FreeDoko ``DOLLEN_CONTRARY_IN_LAST_TRICK`` without
      ``DOLLEN_SECOND_OVER_FIRST``).
    """

    FIRST_WINS = "first_wins"
    SECOND_WINS = "second_wins"
    SECOND_WINS_EXCEPT_LAST_TRICK = "second_wins_except_last_trick"
    SECOND_WINS_IN_LAST_TRICK = "second_wins_in_last_trick"


class SoloLead(enum.StrEnum):
    """Who leads the first trick of a solo:

    - ``compulsory_soloist``: the soloist leads a compulsory or forced solo, forehand the other
      solos (TSR);
    - ``forehand``: forehand leads every solo, compulsory and forced ones too;
    - ``soloist``: the soloist leads every solo (FreeDoko ``LUSTSOLO_PLAYER_LEADS`` on);
    - ``forced_soloist``: the soloist leads a forced solo (Vorführung), forehand every other
      solo, compulsory ones included (FreeDoko with ``LUSTSOLO_PLAYER_LEADS`` off: only the
      duty solos at the end of the party are led by the soloist).
    """

    COMPULSORY_SOLOIST = "compulsory_soloist"
    FOREHAND = "forehand"
    SOLOIST = "soloist"
    FORCED_SOLOIST = "forced_soloist"


class Charlie(enum.StrEnum):
    """The Charlie (Karlchen, club jack) special point in the last trick:

    - ``none``: no Charlie point;
    - ``win``: +1 when a club jack wins the last trick;
    - ``win_or_catch``: +1 when a club jack wins the last trick, +1 for catching the other
      party's club jack in it;
    - ``win_or_catch_by_diamond_queen``: as ``win_or_catch``, but the catch counts only when a
      diamond queen wins the last trick (doppelkopf-variants.md "Extra special points").
    """

    NONE = "none"
    WIN = "win"
    WIN_OR_CATCH = "win_or_catch"
    WIN_OR_CATCH_BY_DIAMOND_QUEEN = "win_or_catch_by_diamond_queen"


class Scoring(enum.StrEnum):
    """How a deal's game value is computed:

    - ``tsr``: by the DDV tournament rules, TSR 7.2;
    - ``pagat``: by pagat.com's main description (seed 003).
    """

    TSR = "tsr"
    PAGAT = "pagat"


class SwinesAnnounce(enum.StrEnum):
    """When swines (and hyperswines) come to count (doppelkopf-variants.md "Swines"):

    - ``automatic``: from the start of play, without an action (today's rule);
    - ``before_play``: from ``announce swines``, made before the first card of trick 1;
    - ``until_played``: from ``announce swines``, made while the holder still holds both swine
      cards;
    - ``second_only``: only the holder's second swine card, announced once the trick of his
      first one was won by his own party;
    - ``second_only_known``: as ``second_only``, but the trick of the first one must have been
      won by the holder himself or by a seat the table already knows to be of his party, the
      holder's party known too (FreeDoko ``SWINE_ONLY_SECOND``).
    """

    AUTOMATIC = "automatic"
    BEFORE_PLAY = "before_play"
    UNTIL_PLAYED = "until_played"
    SECOND_ONLY = "second_only"
    SECOND_ONLY_KNOWN = "second_only_known"

    @property
    def second_only(self) -> bool:
        """Whether only the holder's second swine card counts (``second_only``,
        ``second_only_known``)."""
        return self is SwinesAnnounce.SECOND_ONLY or self is SwinesAnnounce.SECOND_ONLY_KNOWN


class SwinesPovertyAnnounce(enum.StrEnum):
    """When swines (and hyperswines) are announced in a poverty, with ``swines_announce``
    ``before_play``:

    - ``after_return``: once the cards are returned, by the seat then holding both, before the
      first card;
    - ``before_passing``: from the poverty's declaration until the acceptance, by a seat
      holding both in its own hand (FreeDoko ``SWINES_ANNOUNCEMENT_BEGIN`` with
      ``SWINES_IN_POVERTY``); announced swines go with the cards to the seat holding both
      at the start of play, and lapse if the exchange parts them. An acceptor who gets both
      from the passed cards has none.
    """

    AFTER_RETURN = "after_return"
    BEFORE_PASSING = "before_passing"


class SwinesInSolo(enum.StrEnum):
    """In which solos swines exist:

    - ``none``: in no solo;
    - ``diamonds``: in the diamonds solo (today's rule);
    - ``suits``: in the diamonds, clubs, spades and hearts solos (the trump suit's aces).
    """

    NONE = "none"
    DIAMONDS = "diamonds"
    SUITS = "suits"


class ThrowPriority(enum.StrEnum):
    """Where a throw ranks among the declarations:

    - ``below_solo``: above marriage and poverty, below every solo;
    - ``above_solo``: above every solo, compulsory ones included.
    """

    BELOW_SOLO = "below_solo"
    ABOVE_SOLO = "above_solo"


class ExtraPoint(enum.StrEnum):
    """The extra special points of ``extra_points`` (doppelkopf-variants.md "Extra special
    points"):

    - ``fox_caught_last_trick``: +1 per fox of the other party won in the last trick (on top of
      its fox point);
    - ``fox_wins_last_trick``: +1 when a diamond ace that is not a swine wins the last trick;
    - ``dulle_caught``: +1 when a Dulle wins the other party's Dulle;
    - ``heart_trick``: +1 for a trick of four plain hearts;
    - ``double_charlie``: +1 when the Charlie point is scored and the other club jack of the
      trick is the winners' own;
    - ``double_fox_last_trick``: +1 when the ``fox_wins_last_trick`` point is scored and the
      other diamond ace of the trick, played after it, is the winners' own (FreeDoko
      ``EXTRAPOINT_DOUBLE_FOX_LAST_TRICK``).
    """

    FOX_CAUGHT_LAST_TRICK = "fox_caught_last_trick"
    FOX_WINS_LAST_TRICK = "fox_wins_last_trick"
    DULLE_CAUGHT = "dulle_caught"
    HEART_TRICK = "heart_trick"
    DOUBLE_CHARLIE = "double_charlie"
    DOUBLE_FOX_LAST_TRICK = "double_fox_last_trick"


class MarriageSelector(enum.StrEnum):
    """Which tricks can find a marriage's partner (judged by the led card in the normal
    order; doppelkopf-variants.md "Marriage variants"):

    - ``foreign``: every trick (TSR 4.4.3);
    - ``trump``: a trick in which a trump was led;
    - ``plain``: a trick in which a plain card was led;
    - ``clubs``: a trick in which a plain club was led;
    - ``spades``: a trick in which a plain spade was led;
    - ``hearts``: a trick in which a plain heart was led (a led heart ten is a trump).
    """

    FOREIGN = "foreign"
    TRUMP = "trump"
    PLAIN = "plain"
    CLUBS = "clubs"
    SPADES = "spades"
    HEARTS = "hearts"


class PovertyPass(enum.StrEnum):
    """What the poor player passes:

    - ``three``: three cards, all his trumps among them (more if he holds more trumps);
    - ``trumps``: exactly his trumps, no card at all if he has none;
    - ``three_and_foxes``: three cards, all his trumps among them, and each diamond ace on
      top (four or five cards then; FreeDoko ``POVERTY_FOX_SHIFT_EXTRA``, which needs the
      diamond aces not counted, ``poverty_fox`` ``not_counted``).
    """

    THREE = "three"
    TRUMPS = "trumps"
    THREE_AND_FOXES = "three_and_foxes"


class PovertyFox(enum.StrEnum):
    """Whether a diamond ace counts among the trumps that make a hand poor:

    - ``counts``: it counts (a poor hand holds at most 3 trumps, diamond aces included);
    - ``not_counted``: it does not count (at most 3 trumps besides the diamond aces).
    """

    COUNTS = "counts"
    NOT_COUNTED = "not_counted"


class GenscherMarriage(enum.StrEnum):
    """Which marriage allows a Genscher (besides the normal game):

    - ``silent``: the silent marriage (which looks like a normal game), not a declared one;
    - ``declared``: a declared marriage that has not failed (before or after its clarification
      trick), and the silent marriage only while the table does not know it: FreeDoko reads
      it as a normal game until both club queens are played or the other three are known to
      be Kontra, then as a solo (FreeDoko ``Game::check_for_genscher``, ``Game::type``).
    """

    SILENT = "silent"
    DECLARED = "declared"


class AnnouncementFloor(enum.StrEnum):
    """What the floor ``last`` of the announcement deadlines counts:

    - ``cards_in_hand``: cards the announcer holds: level *k* needs max(D*k* - *m*, ``last``)
      cards under the marriage shift *m*;
    - ``tricks_to_play``: tricks not yet complete: no announcement once fewer than ``last``
      remain, and level *k* needs D*k* - *m* cards (FreeDoko ``ANNOUNCEMENT_LAST``).
    """

    CARDS_IN_HAND = "cards_in_hand"
    TRICKS_TO_PLAY = "tricks_to_play"


class BockTrigger(enum.StrEnum):
    """What starts a Bock round in a session (doppelkopf-variants.md "Bock rounds"):

    - ``tie``: both parties took 120 card points;
    - ``solo_lost``: a deal scored as a solo that Kontra won;
    - ``announcement_lost``: a party that announced at least re/kontra did not win;
    - ``heart_trick``: a trick of four plain hearts in a deal not scored as a solo;
    - ``schwarz``: a party took no trick;
    - ``zero_score``: all four scores are 0.
    """

    TIE = "tie"
    SOLO_LOST = "solo_lost"
    ANNOUNCEMENT_LOST = "announcement_lost"
    HEART_TRICK = "heart_trick"
    SCHWARZ = "schwarz"
    ZERO_SCORE = "zero_score"


class BockOverlap(enum.StrEnum):
    """How a Bock round that starts during another one adds up:

    - ``multiply``: each of the next deals rises one level (its factor is multiplied once
      more);
    - ``append``: the new round's deals are appended after the pending ones, each at level 1.
    """

    MULTIPLY = "multiply"
    APPEND = "append"


class Counting(enum.StrEnum):
    """Who scores a deal's game value (FreeDoko ``COUNTING``; docs/freedoko.md):

    - ``plusminus``: the winners score it, the losers its negative; a soloist three times
      (TSR 7.2; the four scores sum to zero);
    - ``plus``: only the winners score it (a soloist three times when he wins); when nobody
      won, the party the value favours;
    - ``minus``: only the losers score its negative (a soloist three times when he loses);
      when nobody won, the party the value goes against.
    """

    PLUSMINUS = "plusminus"
    PLUS = "plus"
    MINUS = "minus"


class FirstTrickDuty(enum.StrEnum):
    """The duty announcement after a first trick of 30 points or more in a normal game
    (FreeDoko ``ANNOUNCEMENT_FIRST_TRICK_THIRTY_POINTS``; docs/freedoko.md): the seat that
    won it must announce, as the very next action,

    - ``none``: nothing (no duty);
    - ``re_kontra``: ``re``/``kontra``, if its party has not announced yet (FreeDoko's
      default, ``..._ONLY_RE_CONTRA``);
    - ``first_announcement``: ``re``/``kontra``, if nobody has announced yet
      (``..._ONLY_FIRST``);
    - ``next_level``: its party's next announcement (``re``/``kontra``, or the level after its
      highest; none after ``schwarz``; ``..._ONLY_RE_CONTRA`` off).

    The duty holds only when that announcement is legal at that moment.
    """

    NONE = "none"
    RE_KONTRA = "re_kontra"
    FIRST_ANNOUNCEMENT = "first_announcement"
    NEXT_LEVEL = "next_level"


#: The TSR's seven solos (the ``solos`` of ``ddv`` and ``pagat``).
TSR_SOLOS: tuple[Reservation, ...] = (
    Reservation.SOLO_CLUBS, Reservation.SOLO_SPADES, Reservation.SOLO_HEARTS,
    Reservation.SOLO_DIAMONDS, Reservation.SOLO_QUEENS, Reservation.SOLO_JACKS,
    Reservation.SOLO_ACES,
)
#: Every solo, in the order records write the ``solos`` list.
ALL_SOLOS: tuple[Reservation, ...] = tuple(r for r in Reservation if r.is_solo)

_DEADLINE_KEYS = ("re", "no90", "no60", "no30", "schwarz")
#: The greatest value of a deadline (and of ``last``): FreeDoko's bound, the tricks of a deal
#: with nines (``Rule::max``, ``MAX_NUMBER_OF_TRICKS_IN_GAME``), also without nines.
MAX_DEADLINE = 12


@attrs.frozen
class AnnouncementDeadlines:
    """The cards a seat must still hold to announce each level (FreeDoko's
    ``ANNOUNCEMENT_NO_120`` .. ``_NO_0``), and ``last``, the floor no deadline drops below.

    >>> AnnouncementDeadlines.from_json({"re": 11, "no90": 9, "no60": 6, "no30": 3,
    ...                                  "schwarz": 3, "last": 3}).levels
    (11, 9, 6, 3, 3)
    """

    re: int
    no90: int
    no60: int
    no30: int
    schwarz: int
    last: int = 1

    @property
    def levels(self) -> tuple[int, int, int, int, int]:
        """The five deadlines, ``re`` (for ``re`` and ``kontra``) to ``schwarz``."""
        return (self.re, self.no90, self.no60, self.no30, self.schwarz)

    def to_json(self) -> dict[str, int]:
        """The JSON object (``last`` only when it is not 1)."""
        out = dict(zip(_DEADLINE_KEYS, self.levels, strict=True))
        if self.last != 1:
            out["last"] = self.last
        return out

    @classmethod
    def from_json(cls, value: Any) -> AnnouncementDeadlines | None:
        """Read the option's JSON value (``null``: TSR's deadlines)."""
        if value is None or isinstance(value, AnnouncementDeadlines):
            return value
        if not isinstance(value, dict):
            raise refused(f"must be null or an object with {', '.join(_DEADLINE_KEYS)} "
                          f"(and optionally last), not {quoted(value)}",
                          code="deadlines_not_object", keys=", ".join(_DEADLINE_KEYS),
                          value=quoted(value))
        unknown = [k for k in value if k not in (*_DEADLINE_KEYS, "last")]
        missing = [k for k in _DEADLINE_KEYS if k not in value]
        if unknown or missing:
            keys = quoted_each(unknown)
            why = [Problem.of(f"has unknown keys {keys}", code="option_unknown_keys", keys=keys,
                              known=", ".join((*_DEADLINE_KEYS, "last")))] if unknown else []
            why += [Problem.of(f"lacks {', '.join(map(repr, missing))}",
                               code="option_missing_keys",
                               keys=", ".join(map(repr, missing)))] if missing else []
            raise OptionValueError(*why)
        for key, raw in value.items():
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise refused(f"key {key!r} must be an integer, not {quoted(raw)}",
                              code="option_key_not_integer", key=repr(key), value=quoted(raw))
        return cls(**value)

    def problems(self) -> list[Problem]:
        """Why these deadlines are refused: each must be 1 .. 12 (FreeDoko's bounds, the
        tricks of a deal with nines, whatever the rules' cards per hand: a deadline above the
        hand size allows no such announcement, as in FreeDoko), not increasing, and ``last``
        at most ``schwarz``."""
        out = []
        levels = self.levels
        for key, value in zip(_DEADLINE_KEYS, levels, strict=True):
            if not 1 <= value <= MAX_DEADLINE:
                out.append(Problem.of(
                    f"announcement_deadlines {key!r} must be 1 .. {MAX_DEADLINE}, not {value}",
                    code="deadline_out_of_range", key=repr(key), most=str(MAX_DEADLINE),
                    value=str(value)))
        if any(a < b for a, b in itertools.pairwise(levels)):
            out.append(Problem.of(
                f"announcement_deadlines must not increase from re to schwarz, not "
                f"{list(levels)}", code="deadlines_increase", value=str(list(levels))))
        if not 1 <= self.last <= self.schwarz:
            out.append(Problem.of(
                f"announcement_deadlines 'last' must be 1 .. schwarz ({self.schwarz}), "
                f"not {self.last}", code="deadline_last_above_schwarz",
                schwarz=str(self.schwarz), value=str(self.last)))
        return out


def _check_deadlines(value: Any) -> Problem | None:
    if value is None or isinstance(value, AnnouncementDeadlines):
        return None
    return Problem.of(f"must be None or AnnouncementDeadlines, not {quoted(value)}",
                      code="option_wrong_type", type="None or AnnouncementDeadlines",
                      value=quoted(value))


def _check_throw_in(value: Any) -> Problem | None:
    if not isinstance(value, ThrowIn):
        return Problem.of(f"must be a ThrowIn, not {quoted(value)}", code="option_wrong_type",
                          type="ThrowIn", value=quoted(value))
    try:
        ThrowIn.from_json(value.to_json())
    except OptionValueError as exc:
        return exc.problem(str(exc))
    return None


_MARRIAGE_EXAMPLES = ((MarriageSelector.FOREIGN, MarriageSelector.TRUMP),
                      (MarriageSelector.TRUMP, MarriageSelector.FOREIGN, MarriageSelector.CLUBS),
                      (MarriageSelector.PLAIN,), (MarriageSelector.HEARTS,))
_SOLO_EXAMPLES = (TSR_SOLOS, ALL_SOLOS, (Reservation.SOLO_KINGS, Reservation.SOLO_QUEENS),
                  (Reservation.SOLO_KOEHLER,), ())
_BOCK_EXAMPLES = ((BockTrigger.TIE,), tuple(BockTrigger),
                  (BockTrigger.SOLO_LOST, BockTrigger.ZERO_SCORE))


@attrs.frozen
class Rules(RulesMethods):
    """A complete set of Doppelkopf rules. Build it from a preset; every option is checked."""

    GAME: ClassVar[str] = "Doppelkopf"

    #: The preset these rules start from; records write the preset plus every option that
    #: differs from it.
    preset: str = attrs.field(eq=False)
    nines: bool = bool_option(
        doc="Play with the nines: 48 cards, 12 each; `false`: 40 cards, 10 each."
    )
    dulle: Dulle = enum_option(
        Dulle,
        doc="Which of two heart tens in one trick wins (only where the heart ten is a trump).",
    )
    swines: bool = bool_option(
        doc="Swines: both aces of the trump suit (the diamond aces in a normal game) in one "
        "hand rank above the Dullen (where `swines_in_solo` and `swines_in_poverty` allow)."
    )
    poverty: bool = bool_option(
        doc="Poverty (Armut) is a reservation: a hand with at most 3 trumps may pass them on."
    )
    solo_lead: SoloLead = enum_option(SoloLead, doc="Who leads the first trick of a solo.")
    charlie: Charlie = enum_option(
        Charlie, doc="The Charlie special point (club jack in the last trick)."
    )
    scoring: Scoring = enum_option(Scoring, doc="How the game value is scored.")
    swines_announce: SwinesAnnounce = enum_option(
        SwinesAnnounce,
        doc="When swines count: `automatic` from the start of play; otherwise from the "
        "holder's `announce swines` (`before_play` before the first card, `until_played` "
        "while he holds both, `second_only` only his second swine card).",
    )
    swines_in_solo: SwinesInSolo = enum_option(
        SwinesInSolo,
        doc="Solos with swines (the trump suit's aces): `none`, the diamonds solo, or every "
        "suit solo.",
    )
    swines_in_poverty: bool = bool_option(doc="Swines exist in a poverty (after the return).")
    swines_poverty_announce: SwinesPovertyAnnounce = enum_option(
        SwinesPovertyAnnounce,
        doc="In a poverty, with `swines_announce` `before_play`: swines (and hyperswines) are "
        "announced `after_return` by the seat then holding both, or `before_passing` (until "
        "the acceptance) by a seat holding both in its own hand, going with the cards "
        "(FreeDoko `SWINES_ANNOUNCEMENT_BEGIN`).",
    )
    swines_dulle_first_wins: bool = bool_option(
        doc="While swines count, of two Dullen in a trick the first wins whatever `dulle` says."
    )
    hyperswines: bool = bool_option(
        doc="Hyperswines: both nines of the trump suit (kings without nines) in one hand rank "
        "above the swines, once the swines count."
    )
    hyperswines_joint: bool = bool_option(
        doc="The swines holder may also have the hyperswines (otherwise nobody has them then); "
        "his `announce hyperswines` announces his swines with them (FreeDoko "
        "`SWINES_AND_HYPERSWINES_JOINT`)."
    )
    throw_in: ThrowIn = option(
        doc="Throwing in (Schmeißen): the criteria that let a reserving seat `declare throw` "
        "(an object; `{}`: no throwing): `nines`, `kings`, `nines_and_kings`, `points` "
        "(at least that many), `fox_highest_trump` (`true`: no HT, queen or jack), "
        "`max_trumps` (at most that many trumps).",
        values="an object of criteria, such as `{}`, `{\"nines\": 5}`, "
        "`{\"kings\": 5, \"points\": 80}`, `{\"nines_and_kings\": 7}`, "
        "`{\"fox_highest_trump\": true}`, `{\"max_trumps\": 1}`",
        parse=ThrowIn.from_json,
        dump=ThrowIn.to_json,
        check=_check_throw_in,
    )
    throw_priority: ThrowPriority = enum_option(
        ThrowPriority, doc="Where a throw ranks: below every solo, or above every solo."
    )
    genscher: bool = bool_option(
        doc="Genscher: the holder of both diamond kings, right after playing the first, may "
        "name his partner (`genscher`), in a normal game."
    )
    genscher_marriage: GenscherMarriage = enum_option(
        GenscherMarriage,
        doc="Genscher: in the `silent` marriage (not a declared one), or in a `declared` "
        "marriage that has not failed, and the silent one only while the table does not know "
        "it (a solo to FreeDoko once known).",
    )
    extra_points: tuple[ExtraPoint, ...] = enum_list_option(
        ExtraPoint,
        doc="Extra special points, scored where special points are.",
        examples=((), (ExtraPoint.FOX_WINS_LAST_TRICK,),
                  (ExtraPoint.FOX_CAUGHT_LAST_TRICK, ExtraPoint.DULLE_CAUGHT,
                   ExtraPoint.HEART_TRICK),
                  tuple(ExtraPoint)),
    )
    # -- marriage, solos, poverty, announcements, Bock (doppelkopf-variants.md) -------------
    marriage_selectors: tuple[MarriageSelector, ...] = enum_list_option(
        MarriageSelector, ordered=True, non_empty=True, examples=_MARRIAGE_EXAMPLES,
        doc="The selectors a marriage player may choose from: which tricks can find the "
        "partner (`foreign` every trick; `trump`/`plain` a trump/plain card led; `clubs`, "
        "`spades`, `hearts` that plain suit led). `declare marriage` takes the first listed.",
    )
    marriage_tricks: int = int_option(
        doc="The tricks in which a marriage can find its partner; after them the marriage "
        "player plays alone (at most the cards per hand).",
        minimum=1, maximum=12, examples=(1, 3, 12),
    )
    marriage_first_decides: bool = bool_option(
        doc="The first trick that qualifies by the selector decides: won by the marriage "
        "player himself, he plays alone."
    )
    solos: tuple[Reservation, ...] = enum_list_option(
        Reservation, members=ALL_SOLOS, examples=_SOLO_EXAMPLES,
        doc="The solos that may be declared (TSR's seven, and the picture solos `solo-kings`, "
        "`solo-queens-jacks`, `solo-kings-jacks`, `solo-kings-queens`, `solo-koehler`).",
    )
    poverty_pass: PovertyPass = enum_option(
        PovertyPass, doc="Poverty: what the poor player passes (`three` cards with all his "
        "trumps, exactly his `trumps`, or `three_and_foxes`: three cards and each diamond ace "
        "on top, FreeDoko `POVERTY_FOX_SHIFT_EXTRA`); the acceptor returns as many."
    )
    poverty_fox: PovertyFox = enum_option(
        PovertyFox, doc="Poverty: whether a diamond ace counts among the (at most 3) trumps of "
        "a poor hand."
    )
    poverty_redeal_one_trump: bool = bool_option(
        doc="Poverty: a poverty whose player holds at most one trump is dealt again at once, "
        "no card passed (FreeDoko `THROW_WITH_ONE_TRUMP`)."
    )
    marriage_before_poverty: bool = bool_option(
        doc="A marriage outranks a poverty (FreeDoko `MARRIAGE_BEFORE_POVERTY`; otherwise the "
        "poverty outranks the marriage)."
    )
    announcement_deadlines: AnnouncementDeadlines | None = option(
        doc="The cards a seat must still hold to announce: `null` for TSR (n-1 for re/kontra "
        "down to n-5 for schwarz), or an object with `re`, `no90`, `no60`, `no30`, `schwarz` "
        "(1 .. 12, not increasing; one above the cards per hand allows no such "
        "announcement) and optionally `last` (the floor, default 1).",
        values='`null`, an object such as `{"re": 11, "no90": 9, "no60": 6, "no30": 3, '
        '"schwarz": 3, "last": 3}`',
        parse=AnnouncementDeadlines.from_json,
        dump=lambda v: v.to_json() if v is not None else None,
        check=_check_deadlines,
    )
    announcement_last_floor: AnnouncementFloor = enum_option(
        AnnouncementFloor,
        doc="What the deadlines' floor `last` counts: `cards_in_hand` (level k needs "
        "max(Dk - m, last) cards under the marriage shift m) or `tricks_to_play` (no "
        "announcement once fewer than `last` tricks are still to play; level k needs Dk - m "
        "cards; FreeDoko `ANNOUNCEMENT_LAST`).",
    )
    announcement_till_full_trick: bool = bool_option(
        doc="A seat counts as holding its cards until the current trick is taken (it may "
        "still announce after playing to it, and after its fourth card until the next trick "
        "starts; FreeDoko `ANNOUNCEMENT_TILL_FULL_TRICK`)."
    )
    announcement_reply: bool = bool_option(
        doc="The late reply of TSR 6.4.4: re/kontra one card after the other party's latest "
        "announcement required."
    )
    re_kontra_doubles: bool = bool_option(
        doc="Re and kontra announced each double the winners' game value (instead of +2 "
        "each); special points are added afterwards, undoubled."
    )
    bock: tuple[BockTrigger, ...] = enum_list_option(
        BockTrigger, examples=_BOCK_EXAMPLES,
        doc="Sessions: what starts a Bock round (as many deals as players, each scored "
        "times `bock_multiplier`).",
    )
    bock_multiplier: int = int_option(
        doc="Sessions: the factor of each Bock level.", minimum=2, examples=(2, 3)
    )
    bock_overlap: BockOverlap = enum_option(
        BockOverlap, doc="Sessions: a Bock round started during another one `multiply`s the "
        "coming deals' levels or is `append`ed after them."
    )
    # -- FreeDoko's rules (docs/freedoko.md) ------------------------------------------------
    dullen: bool = bool_option(
        doc="The heart tens are the Dullen, the highest trumps (FreeDoko `DOLLEN`); `false`: "
        "they are plain hearts below the heart ace, in the normal game and the suit solos "
        "alike (the hearts solo's ten is the trump suit's ten)."
    )
    fox_point: bool = bool_option(
        doc="The special point for a fox (diamond ace) of the other party won (FreeDoko "
        "`EXTRAPOINT_CATCH_FOX`)."
    )
    extra_point_dependencies: bool = bool_option(
        doc="The extra points depend on other rules as in FreeDoko (`Rule::dependencies`): "
        "`dulle_caught` counts only where the second Dulle beats the first (`dulle` other than "
        "`first_wins`, with Dullen), `heart_trick` only with Dullen and without nines, and a "
        "second Charlie caught (`double_charlie_caught`) only with `double_charlie`."
    )
    double_charlie_caught: bool = bool_option(
        doc="Both Charlies (club jacks) of the other party caught in the last trick score one "
        "point each (FreeDoko `EXTRAPOINT_CATCH_DOUBLE_CHARLIE`); `false`: the catch scores "
        "once."
    )
    against_the_club_queens_doubled: bool = bool_option(
        doc="With `re_kontra_doubles`, \"Kontra won against the club queens\" is part of the "
        "game value that re and kontra double (FreeDoko `ANNOUNCEMENT_CONTRA_DOUBLES_AGAINST_RE`"
        "); `false`: it is added afterwards, undoubled."
    )
    reached_against_highest: bool = bool_option(
        doc="`scoring` `tsr`: the points for 120/90/60/30 reached against the other party's "
        "no90/no60/no30/schwarz are given only against its highest announcement (FreeDoko's "
        "`got 120 against no 90` ...); `false`: against each level it announced (TSR 7.2.2 e, "
        "f)."
    )
    marriage_solo_special_points: bool = bool_option(
        doc="A marriage that finds no partner (scored as a solo) scores the special points of "
        "its tricks up to and including the clarification trick, as FreeDoko does; `false`: "
        "none."
    )
    first_trick_duty: FirstTrickDuty = enum_option(
        FirstTrickDuty,
        doc="The duty announcement: in a normal game the seat that wins a first trick of 30 "
        "points or more must announce next (FreeDoko "
        "`ANNOUNCEMENT_FIRST_TRICK_THIRTY_POINTS`): `none`; `re_kontra` if its party has not "
        "announced; `first_announcement` if nobody has; `next_level` its party's next level.",
    )
    counting: Counting = enum_option(
        Counting,
        doc="Who scores the game value (FreeDoko `COUNTING`): `plusminus` winners and losers "
        "(the scores sum to zero); `plus` only the winners; `minus` only the losers (their "
        "negative score). When nobody won: the party the value favours (`plus`) or goes "
        "against (`minus`). Read also as FreeDoko's files write it (`plus-minus`).",
        aliases={"plus-minus": Counting.PLUSMINUS, "plus_minus": Counting.PLUSMINUS},
    )
    solo_always_triple: bool = bool_option(
        doc="`counting` `plus` or `minus`: every seat scored in a solo scores three times the "
        "value (FreeDoko `SOLO_ALWAYS_COUNTS_TRIPLE`); `false`: only a soloist who wins "
        "(`plus`) or loses (`minus`)."
    )
    voluntary_solo_same_dealer: bool = bool_option(
        doc="Sessions with `solo_lead` `soloist`: after a voluntary solo (led by its soloist) "
        "the same dealer deals again and no Bock deal is used up, as after a compulsory solo "
        "(FreeDoko's `LUSTSOLO_PLAYER_LEADS`, \"start player stays\")."
    )
    #: The normal game's card order under these rules (derived: the Dullen or not), for the
    #: rules that judge cards in the normal order (poverty, throwing in, marriage selectors).
    normal_order: DkCardOrder = attrs.field(init=False, eq=False, repr=False)
    #: 12 with nines, 10 without (derived; a field because play reads it on every trick).
    cards_per_hand: int = attrs.field(init=False, eq=False, repr=False)
    #: The announcement deadlines as tables (derived, see
    #: :class:`~trickgames.doppelkopf.deadlines.Deadlines`).
    deadlines: Deadlines = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        check_rules(self, self._combination_problems)
        n = 12 if self.nines else 10
        object.__setattr__(self, "cards_per_hand", n)
        object.__setattr__(self, "normal_order", card_order(Contract.NORMAL, dullen=self.dullen))
        custom = self.announcement_deadlines
        object.__setattr__(self, "deadlines", deadlines_of(
            n, custom.levels if custom is not None else None,
            custom.last if custom is not None else 1,
            self.announcement_reply, self.announcement_till_full_trick,
            self.announcement_last_floor is AnnouncementFloor.TRICKS_TO_PLAY))

    def _combination_problems(self) -> list[Problem]:
        problems = []
        if self.preset not in PRESET_NAMES:
            problems.append(unknown_preset("Doppelkopf", self.preset, ", ".join(PRESET_NAMES)))
        problems += self._house_rule_problems()
        problems += self._variant_problems()
        return problems

    def _variant_problems(self) -> list[Problem]:
        """The refused values of the marriage and announcement variants
        (doppelkopf-variants.md Options)."""
        problems = []
        n = 12 if self.nines else 10
        if self.marriage_tricks > n:
            problems.append(Problem.of(
                f"option 'marriage_tricks' must be at most the cards per hand ({n}), not "
                f"{self.marriage_tricks}", code="marriage_tricks_above_hand", cards=str(n),
                value=str(self.marriage_tricks)))
        if self.announcement_deadlines is not None:
            problems += self.announcement_deadlines.problems()
        return problems

    def _house_rule_problems(self) -> list[Problem]:
        """The refused combinations of swines, throwing in, Genscher and the extra points
        (doppelkopf-variants.md Options)."""
        problems = []
        if self.hyperswines and not self.swines:
            problems.append(Problem.of("option 'hyperswines' needs 'swines' true",
                                       code="hyperswines_without_swines"))
        if self.hyperswines and self.swines_announce.second_only:
            problems.append(Problem.of("option 'hyperswines' does not go with "
                                       f"'swines_announce' '{self.swines_announce.value}'",
                                       code="hyperswines_with_second_only"))
        if self.genscher and self.hyperswines and not self.nines:
            problems.append(Problem.of("option 'genscher' does not go with 'hyperswines' "
                                       "without nines (the hyperswines would be the diamond "
                                       "kings)", code="genscher_with_king_hyperswines"))
        needs_nines = [k for k in ("nines", "nines_and_kings")
                       if getattr(self.throw_in, k) is not None]
        if needs_nines and not self.nines:
            keys = " and ".join(map(repr, needs_nines))
            problems.append(Problem.of(f"option 'throw_in' key {keys} needs 'nines' true",
                                       code="throw_in_without_nines",
                                       keys=", ".join(map(repr, needs_nines))))
        if (self.poverty and self.poverty_pass is PovertyPass.THREE_AND_FOXES
                and self.poverty_fox is not PovertyFox.NOT_COUNTED):
            problems.append(Problem.of("option 'poverty_pass' 'three_and_foxes' needs "
                                       "'poverty_fox' 'not_counted'",
                                       code="foxes_extra_without_not_counted"))
        if ExtraPoint.DOUBLE_CHARLIE in self.extra_points and self.charlie is Charlie.NONE:
            problems.append(Problem.of("option 'extra_points' 'double_charlie' needs 'charlie' "
                                       "other than 'none'", code="double_charlie_without_charlie"))
        problems += self._freedoko_problems()
        return problems

    def _freedoko_problems(self) -> list[Problem]:
        """The refused combinations of FreeDoko's extra points and counting
        (docs/freedoko.md): each needs the rule it adds to."""
        problems = []
        if ExtraPoint.FOX_CAUGHT_LAST_TRICK in self.extra_points and not self.fox_point:
            problems.append(Problem.of(
                "option 'extra_points' 'fox_caught_last_trick' needs 'fox_point' true (it "
                "scores on top of the fox point)", code="fox_last_trick_without_fox_point"))
        if (ExtraPoint.DOUBLE_FOX_LAST_TRICK in self.extra_points
                and ExtraPoint.FOX_WINS_LAST_TRICK not in self.extra_points):
            problems.append(Problem.of(
                "option 'extra_points' 'double_fox_last_trick' needs 'fox_wins_last_trick' too",
                code="double_fox_without_fox_wins"))
        if self.against_the_club_queens_doubled and not self.re_kontra_doubles:
            problems.append(Problem.of(
                "option 'against_the_club_queens_doubled' needs 're_kontra_doubles' true",
                code="club_queens_doubled_without_doubling"))
        if self.solo_always_triple and self.counting is Counting.PLUSMINUS:
            problems.append(Problem.of(
                "option 'solo_always_triple' needs 'counting' 'plus' or 'minus' (with "
                "'plusminus' a soloist always scores three times)",
                code="solo_triple_with_plusminus"))
        return problems


PRESET_NAMES = ("ddv", "pagat", "freedoko")

#: The values of the house-rule options (swines, throwing in, Genscher, extra points,
#: marriage, solos, poverty, announcements, Bock) that reproduce ``ddv``'s and ``pagat``'s
#: behaviour (doppelkopf-variants.md, column "ddv/pagat").
_TODAYS_VARIANTS: dict[str, Any] = {
    "swines_announce": SwinesAnnounce.AUTOMATIC,
    "swines_in_solo": SwinesInSolo.DIAMONDS,
    "swines_in_poverty": True,
    "swines_poverty_announce": SwinesPovertyAnnounce.AFTER_RETURN,
    "swines_dulle_first_wins": False,
    "hyperswines": False,
    "hyperswines_joint": False,
    "throw_in": ThrowIn(),
    "throw_priority": ThrowPriority.BELOW_SOLO,
    "genscher": False,
    "genscher_marriage": GenscherMarriage.SILENT,
    "extra_points": (),
    "marriage_selectors": (MarriageSelector.FOREIGN,),
    "marriage_tricks": 3,
    "marriage_first_decides": False,
    "solos": TSR_SOLOS,
    "poverty_pass": PovertyPass.THREE,
    "poverty_fox": PovertyFox.COUNTS,
    "poverty_redeal_one_trump": False,
    "marriage_before_poverty": False,
    "announcement_deadlines": None,
    "announcement_last_floor": AnnouncementFloor.CARDS_IN_HAND,
    "announcement_till_full_trick": False,
    "announcement_reply": True,
    "re_kontra_doubles": False,
    "bock": (),
    "bock_multiplier": 2,
    "bock_overlap": BockOverlap.MULTIPLY,
    "dullen": True,
    "fox_point": True,
    "extra_point_dependencies": False,
    "double_charlie_caught": True,
    "against_the_club_queens_doubled": False,
    "reached_against_highest": False,
    "marriage_solo_special_points": False,
    "first_trick_duty": FirstTrickDuty.NONE,
    "counting": Counting.PLUSMINUS,
    "solo_always_triple": False,
    "voluntary_solo_same_dealer": False,
}

#: The DDV tournament rules (Turnierspielregeln), seed 000.
DDV = Rules(
    preset="ddv",
    nines=True,
    dulle=Dulle.FIRST_WINS,
    swines=False,
    poverty=False,
    solo_lead=SoloLead.COMPULSORY_SOLOIST,
    charlie=Charlie.WIN,
    scoring=Scoring.TSR,
    **_TODAYS_VARIANTS,
)

#: pagat.com's main description as the seed 003 browser game plays it: ``ddv`` with poverty,
#: forehand leading every solo, the Charlie caught too, and pagat's scoring.
PAGAT = attrs.evolve(DDV, preset="pagat", poverty=True, solo_lead=SoloLead.FOREHAND,
                     charlie=Charlie.WIN_OR_CATCH, scoring=Scoring.PAGAT)

#: FreeDoko 0.7's built-in rules (``Rule::reset_to_hardcoded``), as far as the options reach
#: (doppelkopf-variants.md "Preset freedoko"; docs/freedoko.md): nines, the second Dulle over
#: the first, swines announced before play, in colour solos and poverties (there before the
#: cards are passed), no hyperswines; throwing with five nines; poverty with three cards
#: passed, the fox counting; all six marriage selectors, partner within 12 tricks; no
#: Genscher (where switched on: in a declared marriage too, in a silent one only while the
#: table does not know it); all twelve solos, the soloist leading every solo; fox caught, fox
#: wins the last trick, Charlie and Charlie caught; deadlines 11/9/6/3/3, no announcement once
#: fewer than 3 tricks are to play, reply allowed, Re/Kontra doubling; Bock after 120:120,
#: multiplier 2, multiplied; the duty announcement after a first trick of 30 points, only the
#: winners scoring (counting ``plus``), the "against" points only against the highest
#: announcement, the extra points' dependencies, one point for both Charlies caught, the
#: special points of a partnerless marriage's first tricks, the dealer staying after a
#: voluntary solo. Written as what differs from ``ddv``.
FREEDOKO = attrs.evolve(
    DDV,
    preset="freedoko",
    dulle=Dulle.SECOND_WINS,
    swines=True, swines_announce=SwinesAnnounce.BEFORE_PLAY, swines_in_solo=SwinesInSolo.SUITS,
    swines_poverty_announce=SwinesPovertyAnnounce.BEFORE_PASSING,
    genscher_marriage=GenscherMarriage.DECLARED,
    announcement_last_floor=AnnouncementFloor.TRICKS_TO_PLAY,
    throw_in=ThrowIn(nines=5), poverty=True,
    marriage_selectors=(MarriageSelector.FOREIGN, MarriageSelector.PLAIN, MarriageSelector.CLUBS,
                        MarriageSelector.SPADES, MarriageSelector.HEARTS, MarriageSelector.TRUMP),
    marriage_tricks=12,
    solos=ALL_SOLOS, solo_lead=SoloLead.SOLOIST,
    extra_points=(ExtraPoint.FOX_WINS_LAST_TRICK,), charlie=Charlie.WIN_OR_CATCH,
    announcement_deadlines=AnnouncementDeadlines(11, 9, 6, 3, 3, last=3), re_kontra_doubles=True,
    bock=(BockTrigger.TIE,),
    # FreeDoko's scoring and the rules the other presets play otherwise (docs/freedoko.md).
    extra_point_dependencies=True, double_charlie_caught=False, reached_against_highest=True,
    marriage_solo_special_points=True, first_trick_duty=FirstTrickDuty.RE_KONTRA,
    counting=Counting.PLUS, voluntary_solo_same_dealer=True,
)

#: The presets by name.
PRESETS: dict[str, Rules] = {"ddv": DDV, "pagat": PAGAT, "freedoko": FREEDOKO}
Rules.PRESETS = PRESETS
