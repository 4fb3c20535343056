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
from typing import ClassVar

import attrs

from trickgames._core.options import (
    RulesMethods,
    bool_option,
    check_rules,
    enum_option,
)
from trickgames._core.quoting import quoted

__all__ = ["DDV", "PAGAT", "PRESETS", "Charlie", "Dulle", "Rules", "Scoring", "SoloLead"]


class Dulle(enum.StrEnum):
    """Which of two heart tens (Dullen) in one trick wins."""

    #: The first one played wins, like every other pair of equal cards (TSR 5.3.3).
    FIRST_WINS = "first_wins"
    #: The second one wins.
    SECOND_WINS = "second_wins"
    #: The second one wins, except in the last trick (where the first wins).
    SECOND_WINS_EXCEPT_LAST_TRICK = "second_wins_except_last_trick"


class SoloLead(enum.StrEnum):
    """Who leads the first trick of a solo."""

    #: The soloist leads a compulsory or forced solo; forehand leads other solos (TSR).
    COMPULSORY_SOLOIST = "compulsory_soloist"
    #: Forehand leads every solo, compulsory and forced ones too.
    FOREHAND = "forehand"
    #: The soloist leads every solo.
    SOLOIST = "soloist"


class Charlie(enum.StrEnum):
    """The Charlie (Karlchen, club jack) special point in the last trick."""

    #: No Charlie point.
    NONE = "none"
    #: +1 when a club jack wins the last trick.
    WIN = "win"
    #: +1 when a club jack wins the last trick, +1 for catching the other party's club jack in it.
    WIN_OR_CATCH = "win_or_catch"


class Scoring(enum.StrEnum):
    """How a deal's game value is computed."""

    #: DDV tournament rules, TSR 7.2.
    TSR = "tsr"
    #: pagat.com's main description (seed 003).
    PAGAT = "pagat"


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
        doc="Swines: both diamond aces in one hand rank above the Dullen "
        "(in games whose trumps include diamonds)."
    )
    poverty: bool = bool_option(
        doc="Poverty (Armut) is a reservation: a hand with at most 3 trumps may pass them on."
    )
    solo_lead: SoloLead = enum_option(SoloLead, doc="Who leads the first trick of a solo.")
    charlie: Charlie = enum_option(
        Charlie, doc="The Charlie special point (club jack in the last trick)."
    )
    scoring: Scoring = enum_option(Scoring, doc="How the game value is scored.")
    #: 12 with nines, 10 without (derived; a field because play reads it on every trick).
    cards_per_hand: int = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        check_rules(self, self._combination_problems)
        object.__setattr__(self, "cards_per_hand", 12 if self.nines else 10)

    def _combination_problems(self) -> list[str]:
        problems = []
        if self.preset not in PRESET_NAMES:
            problems.append(
                f"unknown Doppelkopf preset {quoted(self.preset)} "
                f"(known: {', '.join(PRESET_NAMES)})"
            )
        return problems


PRESET_NAMES = ("ddv", "pagat")

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
)

#: pagat.com's main description as the seed 003 browser game plays it.
PAGAT = Rules(
    preset="pagat",
    nines=True,
    dulle=Dulle.FIRST_WINS,
    swines=False,
    poverty=True,
    solo_lead=SoloLead.FOREHAND,
    charlie=Charlie.WIN_OR_CATCH,
    scoring=Scoring.PAGAT,
)

#: The presets by name.
PRESETS: dict[str, Rules] = {"ddv": DDV, "pagat": PAGAT}
Rules.PRESETS = PRESETS
