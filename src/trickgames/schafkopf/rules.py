"""Schafkopf rules: every option of the specification, and the presets.

* ``standard``: the game of the seed text: long deck, Sauspiel, suit solos, Wenz and their
  Tout, tariff 10/50, no knocking;
* ``short``: the same with the short deck (no 8s and 7s);
* ``sauspiel``: the convention of sauspiel.de: also Farbwenz and Geier (and their Tout),
  tariff 20/50, Laufende from 2 in Wenz and Geier, knocking;
* ``wirtshaus``: ``sauspiel`` with Bettel and Sie, and a Ramsch when all pass
  (schafkopf-variants.md 14).

A :class:`Rules` object is frozen and checked when it is made: every problem is reported at
once as a :class:`~trickgames.RulesError`. Start from a preset and change options with
:meth:`Rules.replace` (values in Python or JSON form; a partial ``tariff`` or ``laufende_min``
object is completed from the rules it changes):

>>> SAUSPIEL.replace(deck="short").cards_per_hand
6
>>> Rules.from_json({"preset": "sauspiel", "tariff": {"solo": 100}}).tariff.sauspiel
20
>>> Rules.from_json({"preset": "standard", "games": {"bettel-ouvert": True}})
Traceback (most recent call last):
...
trickgames._core.errors.RulesError: games: 'bettel-ouvert' needs 'bettel' enabled too
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, ClassVar

import attrs

from trickgames._core.errors import OptionValueError, Problem, refused
from trickgames._core.options import (
    RulesMethods,
    bool_option,
    check_rules,
    enum_option,
    int_option,
    option,
    unknown_preset,
)
from trickgames._core.quoting import quoted, quoted_each
from trickgames.schafkopf.contracts import CLASS_LADDER, LAUFENDE_KINDS, GameClass, Kind

__all__ = [
    "PRESETS",
    "PRESET_NAMES",
    "SAUSPIEL",
    "SHORT",
    "STANDARD",
    "WIRTSHAUS",
    "AllPass",
    "Deck",
    "DoublingWindow",
    "Jungfrau",
    "LaufendeMin",
    "RamschTie",
    "Rules",
    "Schneider",
    "Schwarz",
    "Tariff",
]


class Deck(enum.StrEnum):
    """Which cards are dealt:

    - ``long``: 32 cards, 8 each (dealt 4 + 4);
    - ``short``: 24 cards without the 8s and 7s, 6 each (dealt 3 + 3).
    """

    LONG = "long"
    SHORT = "short"


# Enum member lookups cost about 0.2 µs each; the properties compare against this.
_SHORT_DECK = Deck.SHORT


class DoublingWindow(enum.StrEnum):
    """Until when Kontra and Re (and further doublings) may be said:

    - ``before_first_card``: until the first card of trick 1 is played;
    - ``before_own_first_card``: each seat until it has played its own first card.
    """

    BEFORE_FIRST_CARD = "before_first_card"
    BEFORE_OWN_FIRST_CARD = "before_own_first_card"


class Schneider(enum.StrEnum):
    """Where the Schneider line lies:

    - ``asymmetric``: the declaring side wins schneider with 91 or more and loses schneider
      with 30 or less;
    - ``symmetric``: the losing side is schneider with 30 or less (the seed's literal wording).
    """

    ASYMMETRIC = "asymmetric"
    SYMMETRIC = "symmetric"


class Schwarz(enum.StrEnum):
    """What makes a side schwarz:

    - ``tricks``: the losing side took no trick;
    - ``points``: the losing side took no card points.
    """

    TRICKS = "tricks"
    POINTS = "points"


class AllPass(enum.StrEnum):
    """What happens when every seat passes:

    - ``redeal``: the deal is void and dealt again (all payouts 0);
    - ``ramsch``: a Ramsch is played with the hands as dealt (schafkopf-variants.md 5);
    - ``stock``: the deal is void and each seat pays ``tariff.stock`` into the pot
      (schafkopf-variants.md 6).
    """

    REDEAL = "redeal"
    RAMSCH = "ramsch"
    STOCK = "stock"


class RamschTie(enum.StrEnum):
    """Who loses a Ramsch when several seats tie for the most card points
    (schafkopf-variants.md 5.3):

    - ``highest_trump``: the tied seat that held (so played) the highest trump;
    - ``highest_trump_won``: the tied seat whose won tricks hold the highest trump;
    - ``all_pay``: every tied seat loses (schafkopf-variants.md 5.4).
    """

    HIGHEST_TRUMP = "highest_trump"
    HIGHEST_TRUMP_WON = "highest_trump_won"
    ALL_PAY = "all_pay"


class Jungfrau(enum.StrEnum):
    """What a Jungfrau (a seat without a trick) does to a Ramsch's amounts
    (schafkopf-variants.md 5.3):

    - ``none``: nothing;
    - ``double_all``: every amount doubles once per Jungfrau ("Jungfrau für alle");
    - ``double_individually_once``: a Jungfrau's own amount doubles once;
    - ``double_individually_multiple``: a Jungfrau's own amount doubles once per Jungfrau.
    """

    NONE = "none"
    DOUBLE_ALL = "double_all"
    DOUBLE_INDIVIDUALLY_ONCE = "double_individually_once"
    DOUBLE_INDIVIDUALLY_MULTIPLE = "double_individually_multiple"


def _tariff_amount(value: Any, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise refused(f"tariff {quoted(key)} must be a non-negative integer, not "
                      f"{quoted(value)}", code="option_key_negative", key=quoted(key),
                      value=quoted(value))
    return value


_FALLS_BACK_ON = "trickgames.tariff_default"


def _optional_amount(key: str, times: int = 1) -> Any:
    """An optional tariff key (``None``: not set); unset, its amount is ``times`` the amount
    of ``key``."""
    return attrs.field(default=None, metadata={_FALLS_BACK_ON: (key, times)})


@attrs.frozen
class Tariff:
    """The amounts a game is paid with, in tariff units (cents).

    ``sauspiel`` is the base of a Sauspiel, ``solo`` of every other single-player game;
    ``schneider``, ``schwarz`` and ``laufende`` (per Laufender) are added. The optional keys
    (``None``: not set) give a kind of game its own base (schafkopf-variants.md 10); an unset
    key takes its default when the amount is used (:meth:`amount`).
    """

    sauspiel: int
    solo: int
    schneider: int
    schwarz: int
    laufende: int
    wenz: int | None = _optional_amount("solo")
    farbwenz: int | None = _optional_amount("solo")
    geier: int | None = _optional_amount("solo")
    farbgeier: int | None = _optional_amount("solo")
    hochzeit: int | None = _optional_amount("sauspiel")
    bettel: int | None = _optional_amount("sauspiel")
    bettel_ouvert: int | None = _optional_amount("bettel", times=2)
    ramsch: int | None = _optional_amount("sauspiel")
    stock: int | None = _optional_amount("sauspiel")

    def amount(self, key: str) -> int:
        """The amount of a tariff key, an unset optional key by its default: ``wenz``,
        ``farbwenz``, ``geier``, ``farbgeier`` the ``solo`` amount; ``hochzeit``, ``bettel``,
        ``ramsch``, ``stock`` the ``sauspiel`` amount; ``bettel_ouvert`` twice the ``bettel``
        amount.

        >>> SAUSPIEL.tariff.amount("wenz"), SAUSPIEL.tariff.amount("bettel_ouvert")
        (50, 40)
        """
        value: int | None = getattr(self, key)
        if value is not None:
            return value
        fallback, times = _OPTIONAL_TARIFF[key]
        return times * self.amount(fallback)

    def to_json(self) -> dict[str, int]:
        """The JSON form: an object with the five amounts and every optional key set."""
        out = {k: getattr(self, k) for k in _TARIFF_KEYS}
        for key in _OPTIONAL_TARIFF:
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out

    @classmethod
    def from_json(cls, value: Any, base: Tariff | None = None) -> Tariff:
        """Read the JSON form; with ``base``, keys left out keep the base's amounts.

        >>> Tariff.from_json({"solo": 100}, STANDARD.tariff).to_json()
        {'sauspiel': 10, 'solo': 100, 'schneider': 10, 'schwarz': 10, 'laufende': 10}
        """
        if isinstance(value, Tariff):
            return value
        if not isinstance(value, Mapping):
            raise refused(
                f"must be an object with {', '.join(_TARIFF_KEYS)}, not {quoted(value)}",
                code="option_not_object", keys=", ".join(_TARIFF_KEYS), value=quoted(value))
        known = (*_TARIFF_KEYS, *_OPTIONAL_TARIFF)
        unknown = [k for k in value if k not in known]
        if unknown:
            raise _unknown_keys(unknown, known)
        amounts: dict[str, int] = base.to_json() if base is not None else {}
        for key, raw in value.items():
            amounts[key] = _tariff_amount(raw, key)
        missing = [k for k in _TARIFF_KEYS if k not in amounts]
        if missing:
            raise _missing_keys(missing)
        return cls(**amounts)


def _unknown_keys(unknown: list[Any], known: Iterable[str]) -> OptionValueError:
    """The error of an option object with keys it does not have (``known``: the ones it has)."""
    keys, names = quoted_each(unknown), ", ".join(known)
    return refused(f"has unknown keys {keys} (known: {names})", code="option_unknown_keys",
                   keys=keys, known=names)


def _missing_keys(missing: list[str]) -> OptionValueError:
    """The error of an option object that lacks keys it needs."""
    keys = ", ".join(map(repr, missing))
    return refused(f"lacks {keys}", code="option_missing_keys", keys=keys)


#: The tariff keys every tariff sets (``sauspiel``, ``solo``, ``schneider``, ``schwarz``,
#: ``laufende``).
_TARIFF_KEYS = tuple(f.name for f in attrs.fields(Tariff) if _FALLS_BACK_ON not in f.metadata)
#: The optional tariff keys, each with the key and the factor its unset amount is taken from
#: (see :meth:`Tariff.amount`).
_OPTIONAL_TARIFF: dict[str, tuple[str, int]] = {
    f.name: f.metadata[_FALLS_BACK_ON] for f in attrs.fields(Tariff) if _FALLS_BACK_ON in f.metadata
}


@lru_cache(maxsize=4096)
def _lowest_single(games: frozenset[GameClass]) -> GameClass:
    """:attr:`Rules.lowest_single_class` of the enabled ``games``, remembered (a handful of
    sets): every deal with several bidders asks, and the search reads a property per class."""
    return next(c for c in CLASS_LADDER if c.is_single and c in games)


@attrs.frozen
class LaufendeMin:
    """The fewest Laufende that count, per kind of game (Tout included)."""

    sauspiel: int
    solo: int
    wenz: int
    farbwenz: int
    geier: int
    farbgeier: int

    def of(self, kind: Kind) -> int:
        """The minimum for a kind of game (a Hochzeit's is the Sauspiel's)."""
        value: int = getattr(self, _LAUFENDE_OF.get(kind, kind.value))
        return value

    def to_json(self) -> dict[str, int]:
        """The JSON form: an object with one minimum per kind of game."""
        return {k.value: self.of(k) for k in LAUFENDE_KINDS}

    @classmethod
    def from_json(cls, value: Any, base: LaufendeMin | None = None) -> LaufendeMin:
        """Read the JSON form: one integer for every game, or an object per kind of game; with
        ``base``, kinds left out keep the base's minimum.

        >>> LaufendeMin.from_json(3).wenz
        3
        >>> LaufendeMin.from_json({"wenz": 3}, SAUSPIEL.laufende_min).to_json()
        {'sauspiel': 3, 'solo': 3, 'wenz': 3, 'farbwenz': 3, 'geier': 2, 'farbgeier': 3}
        """
        if isinstance(value, LaufendeMin):
            return value
        names = [k.value for k in LAUFENDE_KINDS]
        if not isinstance(value, Mapping):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise refused(
                    f"must be a positive integer or an object with {', '.join(names)}, "
                    f"not {quoted(value)}", code="laufende_min_not_valid",
                    keys=", ".join(names), value=quoted(value))
            return cls(*(value for _ in names))
        unknown = [k for k in value if k not in names]
        if unknown:
            raise _unknown_keys(unknown, names)
        minima: dict[str, int] = base.to_json() if base is not None else {}
        for key, raw in value.items():
            if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
                raise refused(f"laufende_min {quoted(key)} must be a positive integer, "
                              f"not {quoted(raw)}", code="option_key_not_positive",
                              key=quoted(key), value=quoted(raw))
            minima[key] = raw
        missing = [k for k in names if k not in minima]
        if missing:
            raise _missing_keys(missing)
        return cls(**minima)


#: The kinds of game that count their Laufende on another kind's minimum.
_LAUFENDE_OF = {Kind.HOCHZEIT: "sauspiel"}


def _games_from_json(value: Any, base: frozenset[GameClass] | None = None) -> frozenset[GameClass]:
    """A list of enabled classes, or an object ``{class: true/false}`` (applied to ``base``)."""
    if isinstance(value, frozenset | set) and all(isinstance(c, GameClass) for c in value):
        return frozenset(value)
    known = ", ".join(c.value for c in CLASS_LADDER)

    def one(name: Any) -> GameClass:
        if isinstance(name, GameClass):
            return name
        if isinstance(name, str):
            try:
                return GameClass.parse(name)
            except ValueError:
                pass
        raise refused(f"has an unknown game {quoted(name)} (known: {known})",
                      code="games_unknown_game", value=quoted(name), known=known)

    if isinstance(value, list | tuple):
        return frozenset(one(v) for v in value)
    if isinstance(value, Mapping):
        enabled = set(base) if base is not None else set()
        for name, flag in value.items():
            game = one(name)
            if not isinstance(flag, bool):
                raise refused(
                    f"value of {quoted(name)} must be true or false, not {quoted(flag)}",
                    code="games_flag_not_bool", game=quoted(name), value=quoted(flag))
            if flag:
                enabled.add(game)
            else:
                enabled.discard(game)
        return frozenset(enabled)
    raise refused(
        f"must be a list of games (such as [\"sauspiel\", \"solo\", \"solo-tout\"]) or an "
        f"object {{game: true/false}}, not {quoted(value)}", code="games_not_a_list",
        value=quoted(value))


def _games_to_json(value: frozenset[GameClass]) -> list[str]:
    return [c.value for c in CLASS_LADDER if c in value]


def _check_games(value: Any) -> Problem | None:
    if isinstance(value, frozenset) and all(isinstance(c, GameClass) for c in value):
        return None
    return Problem.of(f"must be a frozenset of GameClass, not {quoted(value)}",
                      code="option_wrong_type", type="frozenset of GameClass",
                      value=quoted(value))


def _check_type(kind: type) -> Any:
    def check(value: Any) -> Problem | None:
        if isinstance(value, kind):
            return None
        return Problem.of(f"must be a {kind.__name__}, not {quoted(value)}",
                          code="option_wrong_type", type=kind.__name__, value=quoted(value))

    return check


def _object_option(kind: type[Tariff] | type[LaufendeMin], *, doc: str, values: str) -> Any:
    """An option whose value is a ``kind`` object, written as its JSON object; a partial
    object is completed from the value it changes (``kind.from_json`` with a base)."""
    return option(doc=doc, values=values, parse=kind.from_json, dump=kind.to_json,
                  check=_check_type(kind), parse_onto=kind.from_json)


_GAMES_DOC = (
    "The games that may be played, as a list of classes (`sauspiel`, `hochzeit`, `bettel`, "
    "`bettel-ouvert`, `solo`, `wenz`, `farbwenz`, `geier`, `farbgeier`, `sie`), each Tout "
    "enabled separately (`solo-tout`, ...). A Tout needs its game and `bettel-ouvert` needs "
    "`bettel`; at least one single-player game must be enabled (`hochzeit` is a partner "
    "game). An object `{class: true/false}` switches single classes of the preset on or off."
)


def _durchmarsch_problem(value: Any) -> Problem | None:
    if isinstance(value, str) and value in ("tricks", "none"):
        return None
    if isinstance(value, int) and not isinstance(value, bool) and 61 <= value <= 120:
        return None
    return Problem.of(f'must be "tricks", "none" or an integer from 61 to 120, not '
                      f'{quoted(value)}', code="durchmarsch_not_valid", value=quoted(value))


def _durchmarsch(value: Any) -> str | int:
    why = _durchmarsch_problem(value)
    if why:
        raise OptionValueError(why)
    out: str | int = value
    return out


@attrs.frozen
class Rules(RulesMethods):
    """A complete set of Schafkopf rules. Build it from a preset; every option is checked."""

    GAME: ClassVar[str] = "Schafkopf"

    #: The preset these rules start from; records write the preset plus every option that
    #: differs from it.
    preset: str = attrs.field(eq=False)
    deck: Deck = enum_option(
        Deck, doc="The deck: `long` 32 cards (8 each, dealt 4 + 4), `short` 24 cards without "
        "the 8s and 7s (6 each, dealt 3 + 3)."
    )
    games: frozenset[GameClass] = option(
        doc=_GAMES_DOC,
        values=(
            'a list of classes, such as `["sauspiel", "solo", "wenz", "solo-tout", '
            '"wenz-tout"]` or `["sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", '
            '"solo-tout", "wenz-tout", "farbwenz-tout", "geier-tout", "farbgeier-tout"]` '
            'or `["sauspiel", "solo"]`'
        ),
        parse=_games_from_json,
        dump=_games_to_json,
        check=_check_games,
        parse_onto=_games_from_json,
    )
    tariff: Tariff = _object_option(
        Tariff,
        doc="Amounts in tariff units (cents): `sauspiel` the base of a Sauspiel, `solo` of "
        "every other single-player game, plus `schneider`, `schwarz` and `laufende` (per "
        "Laufender). Optional keys give a kind of game its own base: `wenz`, `farbwenz`, "
        "`geier`, `farbgeier` (default: the `solo` amount), `hochzeit`, `bettel`, `ramsch` "
        "(the Ramsch price before knocks) and `stock` (each seat's payment into the pot; "
        "default: the `sauspiel` amount), `bettel_ouvert` (default: twice the `bettel` "
        "amount). A partial object changes only the amounts it names.",
        values=(
            'an object of five non-negative integers and optional keys, such as '
            '`{"sauspiel": 10, "solo": 50, "schneider": 10, "schwarz": 10, "laufende": 10}` or '
            '`{"sauspiel": 20, "solo": 200, "schneider": 50, "schwarz": 50, "laufende": 10}` or '
            '`{"sauspiel": 20, "solo": 50, "schneider": 10, "schwarz": 10, "laufende": 10, '
            '"wenz": 40, "ramsch": 10}`'
        ),
    )
    laufende_min: LaufendeMin = _object_option(
        LaufendeMin,
        doc="The fewest Laufende (unbroken top trumps of one side) that are paid, per kind of "
        "game (`sauspiel`, `solo`, `wenz`, `farbwenz`, `geier`, `farbgeier`; Tout as its "
        "game). One integer sets every game; a partial object changes only the games it names.",
        values=(
            'a positive integer or an object per game, such as `3` or `{"sauspiel": 3, '
            '"solo": 3, "wenz": 2, "farbwenz": 3, "geier": 2, "farbgeier": 3}`'
        ),
    )
    knocking: bool = bool_option(
        doc="Knocking (Klopfen): before the first pass or bid each seat may `knock` once; "
        "each knock doubles the value."
    )
    max_doublings: int = int_option(
        doc="How many doublings may be said in turn: Kontra by a defender, Re by the declaring "
        "side, then alternating; `0` none, `2` Kontra and Re. Each doubles the value.",
        minimum=0,
        examples=(0, 1, 2, 4),
    )
    doubling_window: DoublingWindow = enum_option(
        DoublingWindow,
        doc="Until when a doubling may be said: until the first card of trick 1, or each seat "
        "until it plays its own first card.",
    )
    running_away_min: int = int_option(
        doc="Running away (davonlaufen): the holder of the called ace may lead the called suit "
        "without the ace while unsearched only when he holds at least this many cards of it, "
        "the ace included (at most the suit's plain cards: 6, or 4 in the short deck).",
        minimum=1,
        maximum=6,
        examples=(3, 4),
    )
    schneider: Schneider = enum_option(
        Schneider,
        doc="Schneider: `asymmetric` the declaring side wins schneider with 91 or more and "
        "loses schneider with 30 or less; `symmetric` the losing side is schneider with 30 or "
        "less.",
    )
    schwarz: Schwarz = enum_option(
        Schwarz,
        doc="Schwarz: the losing side took no trick (`tricks`) or no card points (`points`).",
    )
    all_pass: AllPass = enum_option(
        AllPass,
        doc="When every seat passes (or a Hochzeit finds no taker): `redeal` the deal is void, "
        "all payouts 0; `ramsch` a Ramsch is played with the hands as dealt, the most card "
        "points pay; `stock` the deal is void and each seat pays `tariff.stock` into the pot, "
        "which the next Sauspiel's side takes out (won) or doubles (lost).",
    )
    ramsch_tie: RamschTie = enum_option(
        RamschTie,
        doc="A Ramsch tie for the most card points: `highest_trump` the tied seat that held "
        "the highest trump loses, `highest_trump_won` the one whose won tricks hold it "
        "(either: without such a trump, the one that won the later trick), `all_pay` every "
        "tied seat loses.",
    )
    ramsch_jungfrau: Jungfrau = enum_option(
        Jungfrau,
        doc="A Jungfrau (a seat without a trick) in a Ramsch: `none` changes nothing, "
        "`double_all` doubles every amount per Jungfrau, `double_individually_once` doubles "
        "the Jungfrau's own amount, `double_individually_multiple` doubles it per Jungfrau.",
    )
    ramsch_durchmarsch: str | int = option(
        doc="A Ramsch Durchmarsch (the seat wins 3 times the price): `\"tricks\"` by taking "
        "every trick, an integer n by taking at least n card points, `\"none\"` never.",
        values='`"tricks"`, `"none"`, or an integer from 61 to 120, such as `91` or `120`',
        parse=_durchmarsch,
        dump=lambda value: value,
        check=_durchmarsch_problem,
    )
    ramsch_must_overtake: bool = bool_option(
        doc="Ramsch with Stichzwang: a seat that does not lead must beat the card winning the "
        "trick when a card the follow rule allows does (so trump when void, over-trump when "
        "it can)."
    )
    bettel_must_overtake: bool = bool_option(
        doc="Bettel (and Bettel ouvert) with Stichzwang: the Ramsch's overtake duty, for "
        "every seat including the declarer."
    )

    #: Whether ``games`` holds the Hochzeit, and the Sie (derived; fields because the turn
    #: listing asks at every declaration step, and testing an enum's membership hashes it).
    hochzeit_on: bool = attrs.field(init=False, eq=False, repr=False)
    sie_on: bool = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        check_rules(self, self._combination_problems)
        object.__setattr__(self, "hochzeit_on", GameClass.HOCHZEIT in self.games)
        object.__setattr__(self, "sie_on", GameClass.SIE in self.games)

    def _combination_problems(self) -> list[Problem]:
        problems = []
        if self.preset not in PRESET_NAMES:
            problems.append(unknown_preset("Schafkopf", self.preset, ", ".join(PRESET_NAMES)))
        for cls in CLASS_LADDER:
            if cls.tout and cls in self.games and GameClass.of(cls.kind) not in self.games:
                problems.append(Problem.of(
                    f"games: {cls.value!r} needs {cls.kind.value!r} enabled too",
                    code="games_tout_without_game", tout=repr(cls.value),
                    game=repr(cls.kind.value)))
        if GameClass.BETTEL_OUVERT in self.games and GameClass.BETTEL not in self.games:
            problems.append(Problem.of("games: 'bettel-ouvert' needs 'bettel' enabled too",
                                       code="games_ouvert_without_bettel"))
        if not any(c.is_single for c in self.games):
            problems.append(Problem.of(
                "games must enable at least one single-player game (a later bidder must "
                "play one)", code="games_without_single"))
        suit_cards = 4 if self.deck is Deck.SHORT else 6
        if self.running_away_min > suit_cards:
            problems.append(Problem.of(
                f"running_away_min {self.running_away_min} is more than the {suit_cards} cards "
                f"of a called suit in the {self.deck.value} deck",
                code="running_away_above_suit", value=str(self.running_away_min),
                cards=str(suit_cards), deck=self.deck.value))
        if (isinstance(self.tariff, Tariff) and self.ramsch_tie is RamschTie.ALL_PAY
                and self.ramsch_jungfrau in (Jungfrau.DOUBLE_INDIVIDUALLY_ONCE,
                                             Jungfrau.DOUBLE_INDIVIDUALLY_MULTIPLE)
                and self.tariff.amount("ramsch") % 2):
            problems.append(Problem.of(
                f"ramsch_tie 'all_pay' with ramsch_jungfrau {self.ramsch_jungfrau.value!r} "
                f"needs an even ramsch amount, not {self.tariff.amount('ramsch')} (two losers "
                "could owe half a unit each)", code="ramsch_amount_odd",
                jungfrau=repr(self.ramsch_jungfrau.value),
                value=str(self.tariff.amount("ramsch"))))
        return problems

    # -- derived values -----------------------------------------------------------------------

    @property
    def short(self) -> bool:
        """Whether the short deck is played."""
        return self.deck is _SHORT_DECK

    @property
    def cards_per_hand(self) -> int:
        """8 with the long deck, 6 with the short one."""
        return 6 if self.deck is _SHORT_DECK else 8

    @property
    def classes(self) -> tuple[GameClass, ...]:
        """The enabled classes, low to high."""
        return tuple(c for c in CLASS_LADDER if c in self.games)

    @property
    def lowest_single_class(self) -> GameClass:
        """The lowest enabled single-player class (the claim a later bidder starts with)."""
        return _lowest_single(self.games)

    def enabled(self, cls: GameClass) -> bool:
        """Whether a class of game may be played."""
        return cls in self.games

    # -- JSON -----------------------------------------------------------------------------------


PRESET_NAMES = ("standard", "short", "sauspiel", "wirtshaus")


def _classes(names: Iterable[str]) -> frozenset[GameClass]:
    return frozenset(GameClass(n) for n in names)


_STANDARD_GAMES = _classes(["sauspiel", "solo", "wenz", "solo-tout", "wenz-tout"])

#: The seed's game: long deck, Sauspiel, suit solos, Wenz and their Tout; no knocking.
STANDARD = Rules(
    preset="standard",
    deck=Deck.LONG,
    games=_STANDARD_GAMES,
    tariff=Tariff(sauspiel=10, solo=50, schneider=10, schwarz=10, laufende=10),
    laufende_min=LaufendeMin(sauspiel=3, solo=3, wenz=3, farbwenz=3, geier=3, farbgeier=3),
    knocking=False,
    max_doublings=2,
    doubling_window=DoublingWindow.BEFORE_FIRST_CARD,
    running_away_min=4,
    schneider=Schneider.ASYMMETRIC,
    schwarz=Schwarz.TRICKS,
    all_pass=AllPass.REDEAL,
    ramsch_tie=RamschTie.HIGHEST_TRUMP,
    ramsch_jungfrau=Jungfrau.DOUBLE_ALL,
    ramsch_durchmarsch="tricks",
    ramsch_must_overtake=False,
    bettel_must_overtake=False,
)

#: The same with the short deck (the seed's other variant).
SHORT = attrs.evolve(STANDARD, preset="short", deck=Deck.SHORT)

#: sauspiel.de: also Farbwenz and Geier (and their Tout), tariff 20/50, Laufende from 2 in Wenz
#: and Geier, knocking.
SAUSPIEL = attrs.evolve(
    STANDARD,
    preset="sauspiel",
    games=_STANDARD_GAMES | _classes(["farbwenz", "geier", "farbwenz-tout", "geier-tout"]),
    tariff=Tariff(sauspiel=20, solo=50, schneider=10, schwarz=10, laufende=10),
    laufende_min=LaufendeMin(sauspiel=3, solo=3, wenz=2, farbwenz=3, geier=2, farbgeier=3),
    knocking=True,
)

#: A Bavarian inn's table (schafkopf-variants.md 14): ``sauspiel`` with Bettel (at the
#: Sauspiel price) and Sie, and a Ramsch when all pass (price the Sauspiel's, Jungfrau doubles
#: for all, a tie goes to the highest trump, Durchmarsch by every trick, no overtake duty).
WIRTSHAUS = attrs.evolve(
    SAUSPIEL,
    preset="wirtshaus",
    games=SAUSPIEL.games | _classes(["bettel", "sie"]),
    all_pass=AllPass.RAMSCH,
)

#: The presets by name.
PRESETS: dict[str, Rules] = {"standard": STANDARD, "short": SHORT, "sauspiel": SAUSPIEL,
                             "wirtshaus": WIRTSHAUS}
Rules.PRESETS = PRESETS
