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
from trickgames.doppelkopf.contracts import Reservation
from trickgames.doppelkopf.deadlines import Deadlines, deadlines_of
from trickgames.doppelkopf.throwing import ThrowIn

__all__ = ["ALL_SOLOS", "DDV", "FREEDOKO", "PAGAT", "PRESETS", "TSR_SOLOS", "AnnouncementDeadlines",
           "BockOverlap", "BockTrigger", "Charlie", "Dulle", "ExtraPoint", "MarriageSelector",
           "PovertyFox", "PovertyPass", "Rules", "Scoring", "SoloLead", "SwinesAnnounce",
           "SwinesInSolo", "ThrowIn", "ThrowPriority"]


class Dulle(enum.StrEnum):
    """Which of two heart tens (Dullen) in one trick wins:

    - ``first_wins``: the first one played, like every other pair of equal cards (TSR 5.3.3);
    - ``second_wins``: the second one;
    - ``second_wins_except_last_trick``: the second one, except in the last trick (where the
      first wins).
    """

    FIRST_WINS = "first_wins"
    SECOND_WINS = "second_wins"
    SECOND_WINS_EXCEPT_LAST_TRICK = "second_wins_except_last_trick"


class SoloLead(enum.StrEnum):
    """Who leads the first trick of a solo:

    - ``compulsory_soloist``: the soloist leads a compulsory or forced solo, forehand the other
      solos (TSR);
    - ``forehand``: forehand leads every solo, compulsory and forced ones too;
    - ``soloist``: the soloist leads every solo.
    """

    COMPULSORY_SOLOIST = "compulsory_soloist"
    FOREHAND = "forehand"
    SOLOIST = "soloist"


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
      first one was won by his own party.
    """

    AUTOMATIC = "automatic"
    BEFORE_PLAY = "before_play"
    UNTIL_PLAYED = "until_played"
    SECOND_ONLY = "second_only"


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
      trick is the winners' own.
    """

    FOX_CAUGHT_LAST_TRICK = "fox_caught_last_trick"
    FOX_WINS_LAST_TRICK = "fox_wins_last_trick"
    DULLE_CAUGHT = "dulle_caught"
    HEART_TRICK = "heart_trick"
    DOUBLE_CHARLIE = "double_charlie"


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
    - ``trumps``: exactly his trumps, no card at all if he has none.
    """

    THREE = "three"
    TRUMPS = "trumps"


class PovertyFox(enum.StrEnum):
    """Whether a diamond ace counts among the trumps that make a hand poor:

    - ``counts``: it counts (a poor hand holds at most 3 trumps, diamond aces included);
    - ``not_counted``: it does not count (at most 3 trumps besides the diamond aces).
    """

    COUNTS = "counts"
    NOT_COUNTED = "not_counted"


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


#: The TSR's seven solos (the ``solos`` of ``ddv`` and ``pagat``).
TSR_SOLOS: tuple[Reservation, ...] = (
    Reservation.SOLO_CLUBS, Reservation.SOLO_SPADES, Reservation.SOLO_HEARTS,
    Reservation.SOLO_DIAMONDS, Reservation.SOLO_QUEENS, Reservation.SOLO_JACKS,
    Reservation.SOLO_ACES,
)
#: Every solo, in the order records write the ``solos`` list.
ALL_SOLOS: tuple[Reservation, ...] = tuple(r for r in Reservation if r.is_solo)

_DEADLINE_KEYS = ("re", "no90", "no60", "no30", "schwarz")


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

    def problems(self, cards_per_hand: int) -> list[Problem]:
        """Why these deadlines do not fit hands of ``cards_per_hand`` cards."""
        out = []
        levels = self.levels
        for key, value in zip(_DEADLINE_KEYS, levels, strict=True):
            if not 1 <= value <= cards_per_hand:
                out.append(Problem.of(
                    f"announcement_deadlines {key!r} must be 1 .. {cards_per_hand} "
                    f"(the cards per hand), not {value}", code="deadline_above_hand",
                    key=repr(key), cards=str(cards_per_hand), value=str(value)))
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
    swines_dulle_first_wins: bool = bool_option(
        doc="While swines count, of two Dullen in a trick the first wins whatever `dulle` says."
    )
    hyperswines: bool = bool_option(
        doc="Hyperswines: both nines of the trump suit (kings without nines) in one hand rank "
        "above the swines, once the swines count."
    )
    hyperswines_joint: bool = bool_option(
        doc="The swines holder may also have the hyperswines (otherwise nobody has them then)."
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
        "trumps, or exactly his `trumps`); the acceptor returns as many."
    )
    poverty_fox: PovertyFox = enum_option(
        PovertyFox, doc="Poverty: whether a diamond ace counts among the (at most 3) trumps of "
        "a poor hand."
    )
    announcement_deadlines: AnnouncementDeadlines | None = option(
        doc="The cards a seat must still hold to announce: `null` for TSR (n-1 for re/kontra "
        "down to n-5 for schwarz), or an object with `re`, `no90`, `no60`, `no30`, `schwarz` "
        "(1 .. cards per hand, not increasing) and optionally `last` (the floor, default 1).",
        values='`null`, an object such as `{"re": 11, "no90": 9, "no60": 6, "no30": 3, '
        '"schwarz": 3, "last": 3}`',
        parse=AnnouncementDeadlines.from_json,
        dump=lambda v: v.to_json() if v is not None else None,
        check=_check_deadlines,
    )
    announcement_till_full_trick: bool = bool_option(
        doc="A seat counts as holding its cards until the current trick is complete (it may "
        "still announce after playing to it)."
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
    #: 12 with nines, 10 without (derived; a field because play reads it on every trick).
    cards_per_hand: int = attrs.field(init=False, eq=False, repr=False)
    #: The announcement deadlines as tables (derived, see
    #: :class:`~trickgames.doppelkopf.deadlines.Deadlines`).
    deadlines: Deadlines = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        check_rules(self, self._combination_problems)
        n = 12 if self.nines else 10
        object.__setattr__(self, "cards_per_hand", n)
        custom = self.announcement_deadlines
        object.__setattr__(self, "deadlines", deadlines_of(
            n, custom.levels if custom is not None else None,
            custom.last if custom is not None else 1,
            self.announcement_reply, self.announcement_till_full_trick))

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
            problems += self.announcement_deadlines.problems(n)
        return problems

    def _house_rule_problems(self) -> list[Problem]:
        """The refused combinations of swines, throwing in, Genscher and the extra points
        (doppelkopf-variants.md Options)."""
        problems = []
        if self.hyperswines and not self.swines:
            problems.append(Problem.of("option 'hyperswines' needs 'swines' true",
                                       code="hyperswines_without_swines"))
        if self.hyperswines and self.swines_announce is SwinesAnnounce.SECOND_ONLY:
            problems.append(Problem.of("option 'hyperswines' does not go with "
                                       "'swines_announce' 'second_only'",
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
        if ExtraPoint.DOUBLE_CHARLIE in self.extra_points and self.charlie is Charlie.NONE:
            problems.append(Problem.of("option 'extra_points' 'double_charlie' needs 'charlie' "
                                       "other than 'none'", code="double_charlie_without_charlie"))
        return problems


PRESET_NAMES = ("ddv", "pagat", "freedoko")

#: The values of the house-rule options (swines, throwing in, Genscher, extra points,
#: marriage, solos, poverty, announcements, Bock) that reproduce ``ddv``'s and ``pagat``'s
#: behaviour (doppelkopf-variants.md, column "ddv/pagat").
_TODAYS_VARIANTS: dict[str, Any] = {
    "swines_announce": SwinesAnnounce.AUTOMATIC,
    "swines_in_solo": SwinesInSolo.DIAMONDS,
    "swines_in_poverty": True,
    "swines_dulle_first_wins": False,
    "hyperswines": False,
    "hyperswines_joint": False,
    "throw_in": ThrowIn(),
    "throw_priority": ThrowPriority.BELOW_SOLO,
    "genscher": False,
    "extra_points": (),
    "marriage_selectors": (MarriageSelector.FOREIGN,),
    "marriage_tricks": 3,
    "marriage_first_decides": False,
    "solos": TSR_SOLOS,
    "poverty_pass": PovertyPass.THREE,
    "poverty_fox": PovertyFox.COUNTS,
    "announcement_deadlines": None,
    "announcement_till_full_trick": False,
    "announcement_reply": True,
    "re_kontra_doubles": False,
    "bock": (),
    "bock_multiplier": 2,
    "bock_overlap": BockOverlap.MULTIPLY,
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
#: (doppelkopf-variants.md "Preset freedoko"): nines, the second Dulle over the first, swines
#: announced before play, in colour solos and poverties, no hyperswines; throwing with five
#: nines; poverty with three cards passed, the fox counting; all six marriage selectors,
#: partner within 12 tricks; no Genscher; all twelve solos, the soloist leading every solo;
#: fox caught, fox wins the last trick, Charlie and Charlie caught; deadlines 11/9/6/3/3
#: with the last announcement at 3 cards, reply allowed, Re/Kontra doubling; Bock after
#: 120:120, multiplier 2, multiplied. Written as what differs from ``ddv``.
FREEDOKO = attrs.evolve(
    DDV,
    preset="freedoko",
    dulle=Dulle.SECOND_WINS,
    swines=True, swines_announce=SwinesAnnounce.BEFORE_PLAY, swines_in_solo=SwinesInSolo.SUITS,
    throw_in=ThrowIn(nines=5), poverty=True,
    marriage_selectors=(MarriageSelector.FOREIGN, MarriageSelector.PLAIN, MarriageSelector.CLUBS,
                        MarriageSelector.SPADES, MarriageSelector.HEARTS, MarriageSelector.TRUMP),
    marriage_tricks=12,
    solos=ALL_SOLOS, solo_lead=SoloLead.SOLOIST,
    extra_points=(ExtraPoint.FOX_WINS_LAST_TRICK,), charlie=Charlie.WIN_OR_CATCH,
    announcement_deadlines=AnnouncementDeadlines(11, 9, 6, 3, 3, last=3), re_kontra_doubles=True,
    bock=(BockTrigger.TIE,),
)

#: The presets by name.
PRESETS: dict[str, Rules] = {"ddv": DDV, "pagat": PAGAT, "freedoko": FREEDOKO}
Rules.PRESETS = PRESETS
