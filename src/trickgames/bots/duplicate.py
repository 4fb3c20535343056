"""Duplicate deals: measure computer players against each other on the same cards.

Luck of the cards dominates a card game: a better player loses a deal with bad cards. A
*duplicate* tournament deals each seeded deal once and plays it several times, the lineup
rotated over the seats, so that every player gets every hand; what is left of the cards' luck
averages out over the rotations, and the difference between two players is measured on the
same deals (paired), which needs far fewer deals than playing different ones.

:func:`duplicate` plays ``deals`` seeded deals for two to four *entrants*, each a player name
of the registry (:func:`register_player`, :func:`player_names`) or a factory; with ``n``
entrants every deal is played ``n`` times, seat ``s`` of rotation ``r`` taken by entrant
``(s + r) % n`` (two entrants: ``ABAB`` and ``BABA``). An entrant's *result per deal* is its
seats' mean amount over the deal's rotations (game points for Doppelkopf, cents for
Schafkopf); :class:`DuplicateResult` gives each entrant's mean result per deal and the mean
difference per deal between two entrants, each with its 95% confidence interval (Student's
t over the deals, which are independent). Every player is made new for each seat of each
rotation of each deal, from a seed derived from the run's seed, so a run is the same
whatever ``jobs`` is and whichever deals it is cut into.

>>> from trickgames.bots import duplicate
>>> result = duplicate("schafkopf", ["heuristic", "random"], deals=20, seed=1)
>>> [standing.name for standing in result.standings()]
['heuristic', 'random']
>>> result.difference("heuristic", "random").mean > 0
True
"""

from __future__ import annotations

import importlib
import json
import math
import pickle
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

from trickgames._core.driver import resolve_rules
from trickgames._core.errors import ArgumentError
from trickgames._core.quoting import quoted
from trickgames._core.registry import GameEntry, installed
from trickgames._core.rng import derive_seed
from trickgames._jobs import ordered_map
from trickgames.bots._base import Player, play_deal, sentences

__all__ = [
    "DealResult",
    "Difference",
    "DuplicateResult",
    "Estimate",
    "PlayerFactory",
    "Standing",
    "duplicate",
    "duplicate_deals",
    "make_player",
    "mean_interval",
    "player_factory",
    "player_names",
    "register_player",
    "student_t",
    "unregister_player",
]

#: A player factory: ``factory(game, seed)`` returns a new :class:`~trickgames.bots.Player`
#: for the game named ``game`` (``"doppelkopf"``, ``"schafkopf"``); ``seed`` (an ``int``) is
#: the player's own, for whatever it draws at random.
PlayerFactory = Callable[[str, int], Player]

#: The most entrants of a tournament: one per seat.
MAX_ENTRANTS = 4

#: The texts of the table (:meth:`DuplicateResult.table`), English and German.
_TEXTS = sentences("trickgames.bots", "duplicate_texts.json")

#: Mixed into a deal's seed for its players' seeds (a stream apart from the cards').
_PLAYER_STREAM = 0x9E3779B97F4A7C15


# -- the registry of players --------------------------------------------------------------------


def _heuristic(game: str, seed: int) -> Player:
    """The game's rule-of-thumb player (it draws nothing at random: ``seed`` is unused)."""
    del seed
    player: Player = installed()[game].bots.heuristic()
    return player


def _random(game: str, seed: int) -> Player:
    """The game's random legal player, drawing from ``seed``."""
    player: Player = installed()[game].bots.random(seed)
    return player


def _search(game: str, seed: int) -> Player:
    """The search player of :mod:`trickgames.search` (either game), drawing from ``seed``; its
    module is imported on first use (the search layer sits above the players)."""
    del game  # the player reads the game from the views it is sent
    from trickgames.search.player import SearchPlayer

    return SearchPlayer(seed)


_PLAYERS: dict[str, PlayerFactory] = {"heuristic": _heuristic, "random": _random,
                                      "search": _search}
#: The names the library registers itself (never unregistered).
_BUILT_IN = frozenset(_PLAYERS)


def _check_name(name: object) -> str:
    if (not isinstance(name, str) or not name or name != name.strip()
            or any(c in name for c in ",:") or any(c.isspace() for c in name)):
        shown = quoted(name)
        raise ArgumentError(
            f"a player name is a word without spaces, commas or colons, not {shown}",
            code="invalid_player_name", params={"quoted": shown})
    return name


def register_player(name: str, factory: Any, *, replace: bool = False) -> None:
    """Make ``factory`` the player called ``name`` (a word without spaces, commas or colons)
    for :func:`duplicate` and ``trickgames tournament --players``.

    A name already taken is an :class:`~trickgames.ArgumentError` (``player_registered``)
    unless ``replace`` is true; the library's own names (``heuristic``, ``random``,
    ``search``) are never replaced. With ``jobs`` > 1 the factory goes to worker processes,
    so it must be picklable: a module-level function or class, or a
    :func:`functools.partial` of one.

    >>> from trickgames.bots import register_player, unregister_player, player_names
    >>> def cheapest(game, seed):
    ...     return make_player("heuristic", game, seed)
    >>> register_player("cheapest", cheapest)
    >>> "cheapest" in player_names()
    True
    >>> unregister_player("cheapest")
    """
    _check_name(name)
    if not callable(factory):
        shown = quoted(factory)
        raise ArgumentError(f"a player factory is callable as factory(game, seed), not {shown}",
                            code="invalid_player_factory", params={"quoted": shown})
    if name in _PLAYERS and (name in _BUILT_IN or not replace):
        shown = quoted(name)
        why = "a built-in player" if name in _BUILT_IN else "pass replace=True to replace it"
        raise ArgumentError(f"the player name {shown} is taken ({why})",
                            code="player_registered", params={"quoted": shown})
    _PLAYERS[name] = factory


def unregister_player(name: str) -> None:
    """Forget the player ``name`` registered with :func:`register_player` (an unknown name, or
    a built-in one, is an :class:`~trickgames.ArgumentError`, ``unknown_player``)."""
    if name in _BUILT_IN or name not in _PLAYERS:
        raise _unknown(name)
    del _PLAYERS[name]


def player_names() -> tuple[str, ...]:
    """The registered player names, the built-in ones (``heuristic``, ``random``, ``search``)
    first."""
    return tuple(_PLAYERS)


def _unknown(name: object, why: str = "") -> ArgumentError:
    shown = quoted(name)
    known = ", ".join(_PLAYERS)
    return ArgumentError(
        f"unknown player {shown} (known: {known}; or MODULE:FACTORY){why}",
        code="unknown_player", params={"quoted": shown, "known": known})


def player_factory(name: str) -> PlayerFactory:
    """The factory of the player ``name``: a registered name, or ``MODULE:FACTORY``, a
    factory importable from a module (``mybots.players:make_search``), which needs no
    registration. Anything else is an :class:`~trickgames.ArgumentError`
    (``unknown_player``) that lists the names."""
    if not isinstance(name, str):
        raise _unknown(name)
    factory = _PLAYERS.get(name)
    if factory is not None:
        return factory
    module_name, colon, attribute = name.partition(":")
    if not colon or not module_name or not attribute:
        raise _unknown(name)
    try:
        found: Any = importlib.import_module(module_name)
        for part in attribute.split("."):
            found = getattr(found, part)
    except ImportError as exc:
        raise _unknown(name, f": cannot import {module_name} ({exc})") from exc
    except AttributeError as exc:
        raise _unknown(name, f": {module_name} has no {attribute}") from exc
    if not callable(found):
        raise _unknown(name, f": {attribute} is not callable")
    made: PlayerFactory = found
    return made


def make_player(name: str, game: str, seed: int = 0) -> Player:
    """A new player ``name`` (see :func:`player_factory`) for the game named ``game``."""
    return player_factory(name)(game, seed)


# -- statistics ---------------------------------------------------------------------------------


def _t_two_sided(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with ``df`` degrees of freedom (the closed forms for whole
    ``df``, Abramowitz and Stegun 26.7.3 and 26.7.4)."""
    theta = math.atan(t / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    s = math.sin(theta)
    if df % 2:  # odd
        total = term = 0.0 if df == 1 else 1.0
        for k in range(3, df - 1, 2):
            term *= c2 * (k - 1) / k
            total += term
        return 2 / math.pi * (theta + s * math.cos(theta) * total)
    total = term = 1.0
    for k in range(2, df - 1, 2):
        term *= c2 * (k - 1) / k
        total += term
    return s * total


def student_t(level: float, df: int) -> float:
    """The two-sided critical value of Student's t: ``P(|T| < t) = level`` with ``df``
    degrees of freedom (``level`` 0.95 gives the 97.5% quantile).

    >>> round(student_t(0.95, 4), 4), round(student_t(0.95, 30), 4)
    (2.7764, 2.0423)
    """
    if not 0 < level < 1 or df < 1:
        raise ArgumentError(f"need 0 < level < 1 and df >= 1, not {level!r} and {df!r}",
                            code="invalid_interval", params={"quoted": quoted((level, df))})
    low, high = 0.0, 1.0
    while _t_two_sided(high, df) < level:
        high *= 2
    for _ in range(100):
        middle = (low + high) / 2
        if _t_two_sided(middle, df) < level:
            low = middle
        else:
            high = middle
    return (low + high) / 2


@attrs.frozen
class Estimate:
    """A mean over ``n`` values with its confidence interval ``low`` .. ``high`` (at
    ``level``); ``sd`` is the values' sample standard deviation. With a single value the
    interval is unbounded (``half_width`` is infinite)."""

    mean: float
    low: float
    high: float
    n: int
    sd: float
    level: float = 0.95

    @property
    def half_width(self) -> float:
        """Half the interval's width: the ``±`` of ``mean ± half_width``."""
        return (self.high - self.low) / 2

    def to_json(self) -> dict[str, Any]:
        """The estimate as a JSON object (an unbounded interval's ends are ``null``)."""
        def end(value: float) -> float | None:
            return value if math.isfinite(value) else None

        return {"mean": self.mean, "low": end(self.low), "high": end(self.high), "n": self.n,
                "sd": end(self.sd), "level": self.level}


def mean_interval(values: Sequence[float], level: float = 0.95) -> Estimate:
    """The mean of ``values`` with its Student-t confidence interval at ``level``.

    >>> e = mean_interval([1, 2, 3, 4, 5])
    >>> e.mean, round(e.sd, 4), round(e.half_width, 4)
    (3.0, 1.5811, 1.9632)
    """
    n = len(values)
    if n == 0:
        raise ArgumentError("the mean of no values", code="invalid_interval",
                            params={"quoted": "[]"})
    mean = math.fsum(values) / n
    if n == 1:
        return Estimate(mean, -math.inf, math.inf, 1, math.nan, level)
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = student_t(level, n - 1) * sd / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n, sd, level)


# -- the tournament -----------------------------------------------------------------------------


@attrs.frozen
class DealResult:
    """One deal of a tournament, played once per rotation.

    ``lineups[r][s]`` is the entrant (its index) at seat ``s`` in rotation ``r``,
    ``amounts[r][s]`` that seat's amount (game points, cents) and ``contracts[r]`` what was
    played (the game's contract label: ``normal``, ``solo-queens``, ``sauspiel-gras``,
    ``void`` ...). ``results[i]`` is entrant ``i``'s result of the deal: the mean amount of
    its seats over the rotations.
    """

    deal: int
    seed: int
    lineups: tuple[tuple[int, ...], ...]
    amounts: tuple[tuple[int, ...], ...]
    contracts: tuple[str, ...]
    results: tuple[float, ...]


@attrs.frozen
class Standing:
    """An entrant's mean result per deal (:class:`Estimate`)."""

    name: str
    result: Estimate


@attrs.frozen
class Difference:
    """The paired difference ``first - second`` of two entrants' results, per deal."""

    first: str
    second: str
    result: Estimate


def _lineups(entrants: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple((seat + rotation) % entrants for seat in range(4))
                 for rotation in range(entrants))


def _labels(names: Sequence[str]) -> tuple[str, ...]:
    """The entrants' names, a repeated name numbered from its second entry on (``x``,
    ``x#2``)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return tuple(out)


@attrs.frozen
class DuplicateResult:
    """What :func:`duplicate` measured: the entrants' ``names`` (a name entered twice is
    numbered, ``heuristic#2``), the ``game``, ``rules`` and ``seed`` and every
    :class:`DealResult` in ``deals``."""

    game: str
    rules: Any
    seed: int
    names: tuple[str, ...]
    deals: tuple[DealResult, ...]

    def _index(self, entrant: int | str) -> int:
        if isinstance(entrant, int) and not isinstance(entrant, bool) and (
                0 <= entrant < len(self.names)):
            return entrant
        if isinstance(entrant, str) and entrant in self.names:
            return self.names.index(entrant)
        shown = quoted(entrant)
        raise ArgumentError(f"no entrant {shown} in this tournament (entrants: "
                            f"{', '.join(self.names)})", code="unknown_entrant",
                            params={"quoted": shown})

    def results(self, entrant: int | str) -> tuple[float, ...]:
        """An entrant's (its index or name) result of each deal, in deal order."""
        index = self._index(entrant)
        return tuple(deal.results[index] for deal in self.deals)

    def standing(self, entrant: int | str, level: float = 0.95) -> Standing:
        """An entrant's mean result per deal with its confidence interval."""
        index = self._index(entrant)
        return Standing(self.names[index], mean_interval(self.results(index), level))

    def standings(self, level: float = 0.95) -> tuple[Standing, ...]:
        """Every entrant's :meth:`standing`, in the order they were entered."""
        return tuple(self.standing(i, level) for i in range(len(self.names)))

    def difference(self, first: int | str, second: int | str,
                   level: float = 0.95) -> Estimate:
        """The mean of ``first``'s minus ``second``'s result per deal (paired by deal) with
        its confidence interval: ``first`` is better when the whole interval is above 0."""
        a, b = self._index(first), self._index(second)
        return mean_interval([x - y for x, y in zip(self.results(a), self.results(b),
                                                     strict=True)], level)

    def differences(self, level: float = 0.95) -> tuple[Difference, ...]:
        """:meth:`difference` of every pair of entrants, the earlier entered first."""
        n = len(self.names)
        return tuple(Difference(self.names[a], self.names[b], self.difference(a, b, level))
                     for a in range(n) for b in range(a + 1, n))

    def contracts(self) -> dict[str, int]:
        """How often each contract was played, over all deals and rotations, most often
        first."""
        counts: dict[str, int] = {}
        for deal in self.deals:
            for label in deal.contracts:
                counts[label] = counts.get(label, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def to_json(self) -> dict[str, Any]:
        """The standings and differences as a JSON object (not the single deals)."""
        return {
            "game": self.game, "rules": self.rules.to_json(), "seed": self.seed,
            "deals": len(self.deals), "rotations": len(self.names),
            "standings": {s.name: s.result.to_json() for s in self.standings()},
            "differences": [{"first": d.first, "second": d.second, **d.result.to_json()}
                            for d in self.differences()],
        }

    def table(self, lang: str = "en") -> str:
        """The standings and the differences as a text table in ``lang`` (``en``, ``de``)."""
        pick = 1 if lang == "de" else 0

        def t(key: str, **values: Any) -> str:
            return _TEXTS[key][pick].format(**values)

        def signed(value: float) -> str:
            shown = f"{value:+.2f}"
            return shown.replace(".", ",") if pick else shown

        def interval(estimate: Estimate) -> str:
            if not math.isfinite(estimate.half_width):
                return "-"
            return (f"±{signed(estimate.half_width)[1:]}  "
                    f"[{signed(estimate.low)}, {signed(estimate.high)}]")

        entry = installed()[self.game]
        unit_key = f"unit.{self.game}"
        unit = t(unit_key if unit_key in _TEXTS else "unit")
        shown = self.rules.to_json()
        rules = shown if isinstance(shown, str) else json.dumps(shown)
        lines = [t("title", title=entry.title, rules=rules, deals=len(self.deals),
                   seed=self.seed, rotations=len(self.names)), ""]
        rows = [(s.name, s.result) for s in self.standings()]
        rows += [(f"{d.first} - {d.second}", d.result) for d in self.differences()]
        width = max(len(t("player")), *(len(name) for name, _ in rows))
        mean_title = t("mean", unit=unit)
        head = f"{t('player'):<{width}}  {mean_title}  {t('interval')}"
        lines.append(head)
        for index, (name, estimate) in enumerate(rows):
            if index == len(self.names):
                lines += ["", f"{t('difference'):<{width}}  {mean_title}  {t('interval')}"]
            lines.append(f"{name:<{width}}  {signed(estimate.mean):>{len(mean_title)}}  "
                         f"{interval(estimate)}")
        return "\n".join(lines) + "\n"


def _entrant_factories(players: Sequence[str | PlayerFactory]) -> tuple[
        tuple[str, ...], tuple[PlayerFactory, ...]]:
    if isinstance(players, str) or not 2 <= len(players) <= MAX_ENTRANTS:
        shown = quoted(players if isinstance(players, str) else ",".join(
            p if isinstance(p, str) else getattr(p, "__name__", "?") for p in players))
        raise ArgumentError(f"a tournament has 2 to {MAX_ENTRANTS} players, not {shown}",
                            code="invalid_lineup", params={"quoted": shown})
    names, factories = [], []
    for player in players:
        if isinstance(player, str):
            names.append(player)
            factories.append(player_factory(player))
        elif callable(player):
            names.append(str(getattr(player, "__name__", type(player).__name__)))
            factories.append(player)
        else:
            raise _unknown(player)
    return _labels(names), tuple(factories)


def _play_deal(entry: GameEntry, rules: Any, factories: Sequence[PlayerFactory], seed: int,
               index: int) -> DealResult:
    engine = entry.engine
    deal_seed = derive_seed(seed, index)
    lineups = _lineups(len(factories))
    amounts, contracts = [], []
    sums = [0.0] * len(factories)
    slots = [0] * len(factories)
    for rotation, lineup in enumerate(lineups):
        players = [factories[entrant](entry.name, derive_seed(deal_seed ^ _PLAYER_STREAM,
                                                              4 * rotation + seat))
                   for seat, entrant in enumerate(lineup)]
        state = engine.deal(rules, seed=deal_seed, dealer=index & 3)
        final = play_deal(engine, state, players)
        paid = tuple(entry.presenter.amounts(engine.score(final)))
        amounts.append(paid)
        contracts.append(entry.presenter.contract(final))
        for seat, entrant in enumerate(lineup):
            sums[entrant] += paid[seat]
            slots[entrant] += 1
    return DealResult(index, deal_seed, lineups, tuple(amounts), tuple(contracts),
                      tuple(s / n for s, n in zip(sums, slots, strict=True)))


def _play_chunk(task: tuple[str, Any, tuple[PlayerFactory, ...], int, int, int]
                ) -> list[DealResult]:
    game, rules, factories, seed, start, stop = task
    entry = installed()[game]
    return [_play_deal(entry, rules, factories, seed, k) for k in range(start, stop)]


def _checked(name: str, value: object, least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        shown = quoted(value)
        raise ArgumentError(f"{name} must be an int of at least {least}, not {shown}",
                            code="invalid_argument", params={"quoted": f"{name}={shown}"})
    return value


def duplicate_deals(
    game: str,
    players: Sequence[str | PlayerFactory],
    *,
    rules: Any = None,
    deals: int = 100,
    seed: int = 0,
    jobs: int = 1,
) -> tuple[tuple[str, ...], Any, Iterator[DealResult]]:
    """The entrants' names, the rules and the :class:`DealResult` of deals ``0..deals-1``,
    streamed in order (see :func:`duplicate`, which collects them). The arguments are
    checked before the first deal is played."""
    entry = installed()[game]
    engine = entry.engine
    rules = resolve_rules(next(iter(engine.PRESETS)) if rules is None else rules,
                          engine.Rules, engine.PRESETS)
    names, factories = _entrant_factories(players)
    _checked("deals", deals, 1)
    _checked("jobs", jobs, 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        shown = quoted(seed)
        raise ArgumentError(f"seed must be an int, not {shown}", code="invalid_argument",
                            params={"quoted": f"seed={shown}"})
    if jobs > 1:
        for name, factory in zip(names, factories, strict=True):
            try:
                pickle.dumps(factory)
            except Exception as exc:  # any pickling failure: say which player
                shown = quoted(name)
                raise ArgumentError(
                    f"the player {shown} cannot go to worker processes (jobs > 1): its "
                    f"factory is not picklable ({exc}); use a module-level function",
                    code="player_not_picklable", params={"quoted": shown}) from exc
    size = max(1, min(50, -(-deals // (4 * jobs))))
    tasks = ((entry.name, rules, factories, seed, start, min(start + size, deals))
             for start in range(0, deals, size))

    def results() -> Iterator[DealResult]:
        for chunk in ordered_map(_play_chunk, tasks, jobs if deals > size else 1):
            yield from chunk

    return names, rules, results()


def duplicate(
    game: str,
    players: Sequence[str | PlayerFactory],
    *,
    rules: Any = None,
    deals: int = 100,
    seed: int = 0,
    jobs: int = 1,
    on_deal: Callable[[DealResult], object] | None = None,
) -> DuplicateResult:
    """Play ``deals`` seeded deals of ``game`` (``"doppelkopf"``, ``"schafkopf"``) under
    ``rules`` (a preset name, a rules object or JSON; default the game's first preset) with
    two to four entrants, each a registered player name, ``MODULE:FACTORY`` or a factory
    (:data:`PlayerFactory`), the lineup rotated over the seats (see the module).

    Deal ``k`` is dealt from ``derive_seed(seed, k)`` by dealer ``k % 4``; ``jobs`` > 1
    plays the deals on that many processes (``spawn``: guard a script's entry point with
    ``if __name__ == "__main__":``) with the same result. ``on_deal(deal_result)`` is called
    after each deal, in order (for progress). Invalid arguments are an
    :class:`~trickgames.ArgumentError` (an unknown player: ``unknown_player``).
    """
    names, resolved, played = duplicate_deals(game, players, rules=rules, deals=deals,
                                              seed=seed, jobs=jobs)
    collected = []
    for result in played:
        collected.append(result)
        if on_deal is not None:
            on_deal(result)
    return DuplicateResult(installed()[game].name, resolved, seed, names, tuple(collected))

