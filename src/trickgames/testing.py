"""Hypothesis strategies for random legal deals: property-test frontends, bots and engines.

Every strategy builds its values from the engine's own functions (``deal``,
``legal_actions``, ``apply``) with hypothesis draws, so a failing example shrinks: towards the
preset's options, seed 0, dealer 0, no context, fewer actions and the first legal action. Any
preset, any option combination and any stopping point can be drawn:

* :func:`rules`: a preset with random valid option overrides;
* :func:`contexts`: a Doppelkopf :class:`~trickgames.doppelkopf.Context` (compulsory solos
  owed, sometimes a forced solo), a Schafkopf pot with ``all_pass`` = ``stock``;
* :func:`deals`: a fresh deal from a random seed and dealer;
* :func:`states`: a deal played with random legal actions up to a random (or given) stopping
  point, finished deals included;
* :func:`finished_states`: deals played to the end (all tricks played, or void);
* :func:`playthroughs`: every state along the way (a :class:`Playthrough`), for invariants
  checked after every step;
* :func:`records`: the game records of such states.

The random player reaches the interesting phases: reservations with solos, marriages and
poverties (with ``poverty`` on), the poverty exchange and its void deal, announcements at
random moments while they are legal (``announce`` sets how often), compulsory and forced solos.

``game`` is a game name (``"doppelkopf"``, ``"schafkopf"``) or the game module itself; the
strategies take everything from the game's entry in the registry of games (its engine and its
random policy, :data:`~trickgames._core.registry.DrawPolicy`), so they work for every game of
the library.

hypothesis is a test dependency, not a runtime one: ``import trickgames`` never imports it,
and importing this module without it raises an :class:`ImportError` saying what to install.

>>> from hypothesis import given, settings
>>> from trickgames import doppelkopf as dk
>>> from trickgames import testing
>>> @settings(max_examples=10, deadline=None, database=None)
... @given(testing.finished_states("doppelkopf", rules="pagat"))
... def test_zero_sum(state):
...     assert sum(dk.score(state).scores) == 0
>>> test_zero_sum()
"""

from __future__ import annotations

import enum
import json
import re
import typing
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any, Literal

try:
    from hypothesis import reject
    from hypothesis import strategies as st
    from hypothesis.strategies import DrawFn, SearchStrategy
except ImportError as _missing:  # pragma: no cover - exercised in a subprocess by the tests
    raise ImportError(
        "trickgames.testing needs hypothesis, which is a test dependency of trickgames and not "
        "installed: pip install 'trickgames[test]' (or pip install hypothesis)"
    ) from _missing

from trickgames._core.errors import TrickgamesError
from trickgames._core.records import Record
from trickgames._core.registry import GameEngine, GameEntry
from trickgames._core.seats import check_seat
from trickgames._games import GAMES as _REGISTRY

__all__ = [
    "GAMES",
    "Game",
    "Playthrough",
    "Stop",
    "available_games",
    "contexts",
    "deals",
    "finished_states",
    "game_module",
    "playthroughs",
    "records",
    "rules",
    "seeds",
    "states",
]

#: The games of the library, by name.
GAMES: tuple[str, ...] = tuple(_REGISTRY)

#: A game: its name (``"doppelkopf"``, ``"schafkopf"``) or its module.
Game = str | ModuleType

#: Where :func:`states` stops: ``None`` at a random point (possibly the end), an ``int`` after
#: that many actions (or at the end), a predicate at the first state it accepts (or the end).
Stop = int | Callable[[Any], bool] | None

_ANY_SEED = st.integers(min_value=0, max_value=2**64 - 1)
_DEALERS = st.integers(min_value=0, max_value=3)


# -- games ------------------------------------------------------------------------------------


def _entry(game: Game | GameEngine) -> GameEntry:
    if isinstance(game, str):
        if game not in _REGISTRY:
            raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
        return _REGISTRY[game]
    return _REGISTRY.of_engine(game)


def game_module(game: Game) -> ModuleType:
    """The engine module of a game (``"doppelkopf"`` -> :mod:`trickgames.doppelkopf`).

    Raises :class:`ValueError` for a name that is not a game of the library.

    >>> game_module("doppelkopf").__name__
    'trickgames.doppelkopf'
    """
    engine: ModuleType = _entry(game).engine  # type: ignore[assignment]
    return engine


def available_games() -> tuple[str, ...]:
    """The games of the library (so the strategies can draw them).

    >>> "doppelkopf" in available_games()
    True
    """
    return GAMES


def _name(module: GameEngine) -> str:
    return _entry(module).name


# -- rules --------------------------------------------------------------------------------------


def _option_values(module: GameEngine, spec: Any) -> list[Any]:
    """Every value an option may take: from its type (bool, enum, Literal), from its documented
    values, and from the presets; in a stable order."""
    values: list[Any] = []

    def add(value: Any) -> None:
        if not any(type(value) is type(v) and value == v for v in values):
            values.append(value)

    try:
        hint = typing.get_type_hints(module.Rules).get(spec.name)
    except Exception:  # unresolvable annotations: fall back to the other sources
        hint = None
    if hint is bool:
        add(False)
        add(True)
    elif isinstance(hint, type) and issubclass(hint, enum.Enum):
        for member in hint:
            add(member)
    elif typing.get_origin(hint) is Literal:
        for arg in typing.get_args(hint):
            add(arg)
    for word in re.findall(r"`([^`]*)`", getattr(spec, "values", "")):
        try:
            raw: Any = json.loads(word)
        except ValueError:
            raw = word
        try:
            add(spec.parse(raw))
        except (ValueError, TypeError, TrickgamesError):
            continue
    for preset in module.PRESETS.values():
        add(getattr(preset, spec.name))
    # A value that every preset refuses on its own (Schafkopf's ``all_pass="ramsch"``, a later
    # variant) is never drawn: each draw of it would only end in the fallback of ``rules``.
    return [v for v in values if any(_accepts(p, spec.name, v) for p in module.PRESETS.values())]


def _accepts(preset: Any, name: str, value: Any) -> bool:
    try:
        preset.replace(**{name: value})
    except TrickgamesError:
        return False
    return True


def rules(
    game: Game = "doppelkopf",
    *,
    presets: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    vary: bool = True,
) -> SearchStrategy[Any]:
    """Rules of ``game``: a preset from ``presets`` (default: all) with random valid overrides.

    Each option keeps the preset's value or takes another of its values (every value of a
    yes/no or choice option, and every value a preset uses). ``options`` fixes options: a value
    (in Python or JSON form) or a strategy of values. ``vary=False`` draws the presets
    unchanged. Combinations the rules refuse are never drawn.

    >>> from hypothesis import given, settings
    >>> @settings(max_examples=5, database=None)
    ... @given(rules("doppelkopf", options={"poverty": True}))
    ... def test(r):
    ...     assert r.poverty
    >>> test()
    """
    module = _entry(game).engine
    names = list(presets) if presets is not None else list(module.PRESETS)
    unknown = [n for n in names if n not in module.PRESETS]
    if unknown or not names:
        raise ValueError(f"unknown {_name(module)} presets {unknown or names!r} "
                         f"(known: {', '.join(module.PRESETS)})")
    specs = list(module.Rules.options())
    fixed = dict(options or {})
    spec_names = {s.name for s in specs}
    bad = [k for k in fixed if k not in spec_names]
    if bad:
        raise ValueError(f"unknown {_name(module)} options {bad!r}")
    choices = {s.name: _option_values(module, s) for s in specs}

    @st.composite
    def draw_rules(draw: DrawFn) -> Any:
        base = module.PRESETS[draw(st.sampled_from(names))]
        given = {
            name: draw(value) if isinstance(value, SearchStrategy) else value
            for name, value in fixed.items()
        }
        if given:
            try:
                base = base.replace(**given)
            except TrickgamesError:
                reject()  # the fixed options do not go with this preset
        if not vary:
            return base
        changes: dict[str, Any] = {}
        for spec in specs:
            if spec.name not in fixed:
                mine = getattr(base, spec.name)
                others = [v for v in choices[spec.name]
                          if not (type(v) is type(mine) and v == mine)]
                changes[spec.name] = draw(st.sampled_from([mine, *others]))
        try:
            return base.replace(**changes)
        except TrickgamesError:
            # Some values do not go together: keep each change that the rules accept.
            for name, value in changes.items():
                try:
                    base = base.replace(**{name: value})
                except TrickgamesError:
                    continue
            return base

    return draw_rules()


def _rules_strategy(module: GameEngine, value: Any) -> SearchStrategy[Any]:
    if value is None:
        return rules(_entry(module).name)
    if isinstance(value, SearchStrategy):
        return value
    if isinstance(value, str):
        return st.just(module.PRESETS[value])
    if isinstance(value, Mapping):
        return st.just(module.Rules.from_json(dict(value)))
    return st.just(value)


# -- contexts and deals -------------------------------------------------------------------------


def contexts(game: Game = "doppelkopf", *, forced: bool = True,
             rules: Any = None) -> SearchStrategy[Any]:
    """The context of a deal of ``rules`` (a rules object, a preset name or a record's rules;
    ``None``: any rules): for Doppelkopf a random valid
    :class:`~trickgames.doppelkopf.Context`, for Schafkopf with ``all_pass`` = ``stock`` a
    :class:`~trickgames.schafkopf.Context` with or without a pot, else ``None`` (no context).

    Doppelkopf: four in ten draws are the empty context, one in ten a deal of a Bock round
    (``bock`` 1 to 3); the others owe compulsory solos at random seats, and (with ``forced``)
    a tenth of all draws is a forced solo of an owing seat. Schafkopf: half the draws are a
    pot of 2 to 200 (even), the others none. :func:`deals` draws its contexts so, for the
    rules it drew.

    >>> from hypothesis import find, settings
    >>> find(contexts(), lambda c: c.forced_solo is not None,
    ...      settings=settings(database=None)).forced_solo
    0
    >>> find(contexts("schafkopf", rules={"preset": "sauspiel", "all_pass": "stock"}),
    ...      lambda c: c.stock > 0, settings=settings(database=None)).stock
    2
    """
    entry = _entry(game)
    make = entry.policy.context
    if make is None:
        return st.none()
    resolved = None if rules is None else entry.records.resolve_rules(rules)

    @st.composite
    def draw_context(draw: DrawFn) -> Any:
        def integer(low: int, high: int) -> int:
            return draw(st.integers(min_value=low, max_value=high))

        return make(integer, forced, resolved)

    return draw_context()


def seeds() -> SearchStrategy[int]:
    """Deal seeds: any 64-bit integer (shrinking towards 0).

    >>> from hypothesis import given, settings
    >>> from trickgames import doppelkopf as dk
    >>> @settings(max_examples=5, database=None)
    ... @given(seeds())
    ... def test(seed):
    ...     assert dk.deal("ddv", seed=seed) == dk.deal("ddv", seed=seed)
    >>> test()
    """
    return _ANY_SEED


def deals(
    game: Game = "doppelkopf",
    *,
    rules: Any = None,
    context: Any = None,
    dealer: int | None = None,
    rare_hands: bool = True,
) -> SearchStrategy[Any]:
    """A fresh deal of ``game``: ``deal(rules, seed=..., dealer=..., context=...)``.

    ``rules`` is a rules object, a preset name, a record's rules object, a strategy of rules
    or ``None`` (:func:`rules`: any preset, random options). ``context`` is a context, a
    strategy of contexts or ``None`` (:func:`contexts` for the drawn rules: Schafkopf deals
    with ``all_pass`` = ``stock`` come with and without a pot); ``dealer`` a seat or ``None``
    (any; anything else is an :class:`~trickgames.ArgumentError`, ``invalid_seat``, at once).

    With ``rare_hands`` (Doppelkopf), half the deals look on from the drawn seed (at most 40
    seeds) for hands that allow a rare contract: a poor hand when ``poverty`` is on, else a
    hand with both club queens; so poverties and marriages come up in a fair share.

    >>> from hypothesis import given, settings
    >>> @settings(max_examples=5, database=None)
    ... @given(deals("doppelkopf", rules="ddv", dealer=3))
    ... def test(state):
    ...     assert state.dealer == 3 and not state.actions
    >>> test()
    """
    module = _entry(game).engine
    rules_st = _rules_strategy(module, rules)
    context_st: SearchStrategy[Any] | None = None  # None: the drawn rules' contexts
    if isinstance(context, SearchStrategy):
        context_st = context
    elif context is not None:
        context_st = st.just(context)
    dealer_st = _DEALERS if dealer is None else st.just(check_seat(dealer, "dealer"))

    interesting = _entry(module).policy.interesting if rare_hands else None

    @st.composite
    def draw_deal(draw: DrawFn) -> Any:
        drawn_rules = draw(rules_st)
        seed = draw(_ANY_SEED)
        seat = draw(dealer_st)
        try:
            drawn_context = draw(context_st if context_st is not None
                                 else contexts(_entry(module).name, rules=drawn_rules))
        except TrickgamesError:
            reject()  # rules that do not resolve
        extra = {} if drawn_context is None else {"context": drawn_context}
        try:
            state = module.deal(drawn_rules, seed=seed, dealer=seat, **extra)
        except TrickgamesError:
            reject()  # a context these rules refuse (a forced solo without any solo allowed)
        if interesting is not None and draw(st.booleans()):
            # Half the deals look on from the drawn seed for an interesting hand.
            for step in range(1, _SEARCH):
                if interesting(state):
                    break
                state = module.deal(drawn_rules, seed=(seed + step) % 2**64, dealer=seat,
                                    **extra)
        return state

    return draw_deal()


_SEARCH = 40


_deals = deals


# -- playing ------------------------------------------------------------------------------------


#: How the random player picks the action of the seat to act from the legal ones.
_TurnPolicy = Callable[[DrawFn, Any, Sequence[Any]], Any]


def _one_of(draw: DrawFn, items: Sequence[Any]) -> Any:
    """One item, uniformly (no draw when there is only one); shrinks towards the first."""
    if len(items) == 1:
        return items[0]
    return items[draw(st.integers(min_value=0, max_value=len(items) - 1))]


def _weighted(draw: DrawFn, weighted: Sequence[tuple[int, Any]]) -> Any:
    """One item by weight; shrinks towards the first."""
    total = sum(w for w, _ in weighted)
    pick = draw(st.integers(min_value=0, max_value=total - 1))
    for weight, item in weighted:
        if pick < weight:
            return item
        pick -= weight
    raise AssertionError("unreachable")  # pragma: no cover


def _turn_policy(entry: GameEntry) -> _TurnPolicy:
    """The action of the seat to act, drawn with the game's weights (uniform without)."""
    weigh = entry.policy.weights

    def turn(draw: DrawFn, state: Any, actions: Sequence[Any]) -> Any:
        weights = weigh(state, actions)
        if weights is None:
            return _one_of(draw, actions)
        return _weighted(draw, list(zip(weights, actions, strict=True)))

    return turn


class Playthrough:
    """A random legal deal as it went: every state from the fresh deal to the stopping point.

    ``states[0]`` is the fresh deal and ``states[i + 1]`` the state after ``actions[i]``;
    ``final`` is the last state. Its ``repr`` is the deal's record (JSON), so a failing
    example can be saved, replayed and validated (``trickgames validate``).
    """

    __slots__ = ("_to_record", "states")

    states: tuple[Any, ...]

    def __init__(self, states: Sequence[Any], to_record: Callable[[Any], Record]) -> None:
        self.states = tuple(states)
        self._to_record = to_record

    @property
    def final(self) -> Any:
        """The state at the stopping point."""
        return self.states[-1]

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions taken, in order."""
        return tuple(self.final.actions)

    def steps(self) -> Iterator[tuple[Any, Any, Any]]:
        """Every step as ``(before, action, after)``."""
        return zip(self.states[:-1], self.final.actions, self.states[1:], strict=True)

    def record(self) -> Record:
        """The record of the deal so far (with its ``result`` once it is over)."""
        return self._to_record(self.final)

    def __len__(self) -> int:
        return len(self.states)

    def __repr__(self) -> str:
        return f"Playthrough(record={self.record().to_text()!r})"


def playthroughs(
    game: Game = "doppelkopf",
    *,
    rules: Any = None,
    deals: SearchStrategy[Any] | None = None,
    stop: Stop = None,
    announce: float | None = None,
) -> SearchStrategy[Playthrough]:
    """A random legal deal with every state along the way (a :class:`Playthrough`), for
    invariants checked after every step.

    ``deals`` is a strategy of fresh deals (default: :func:`deals` with ``rules``). ``stop``
    is ``None`` (a random point, the end of the deal in a fair share), an ``int`` (stop after
    that many actions or at the end) or a predicate (stop at the first state it accepts, or at
    the end). The random player picks from ``legal_actions``; when an optional move is legal
    (an announcement; a knock or doubling in Schafkopf) it takes one with probability
    ``announce`` (about half the Doppelkopf deals get one with the default), otherwise the
    action of the seat to act.

    >>> from hypothesis import given, settings
    >>> from trickgames import doppelkopf as dk
    >>> @settings(max_examples=5, database=None)
    ... @given(playthroughs("doppelkopf", stop=6))
    ... def test(run):
    ...     assert len(run.actions) == 6
    ...     for before, action, after in run.steps():
    ...         assert dk.apply(before, action) == after
    >>> test()
    """
    if announce is not None and not 0.0 <= announce <= 1.0:
        raise ValueError(f"announce must be a probability, not {announce!r}")
    if isinstance(stop, bool) or (isinstance(stop, int) and stop < 0):
        raise ValueError(f"stop must be None, a number of actions >= 0 or a predicate, "
                         f"not {stop!r}")
    entry = _entry(game)
    module = entry.engine
    deal_st = deals if deals is not None else _deals(entry.name, rules=rules)
    policy = entry.policy
    optional = policy.optional_verbs
    max_actions = policy.max_actions
    chance = policy.optional_rate if announce is None else announce
    per_mille = round(chance * 1000)
    turn_policy = _turn_policy(entry)
    legal_actions = module.legal_actions
    apply = module.apply
    to_record = entry.records.to_record

    @st.composite
    def draw_playthrough(draw: DrawFn) -> Playthrough:
        state = draw(deal_st)
        limit: float
        predicate: Callable[[Any], bool] | None = None
        if stop is None:
            limit = draw(st.integers(min_value=0, max_value=max_actions))
        elif isinstance(stop, int):
            limit = stop
        else:
            limit, predicate = float("inf"), stop
        out = [state]
        while not state.is_over and len(out) <= limit:
            if predicate is not None and predicate(state):
                break
            actions = legal_actions(state)
            extra = [a for a in actions if a.verb in optional]
            main = [a for a in actions if a.verb not in optional] if extra else actions
            if extra and (not main or draw(st.integers(0, 999)) >= 1000 - per_mille):
                action = _one_of(draw, extra)
            else:
                action = turn_policy(draw, state, main)
            state = apply(state, action)
            out.append(state)
        return Playthrough(out, to_record)

    return draw_playthrough()


def states(game: Game = "doppelkopf", *, rules: Any = None,
           deals: SearchStrategy[Any] | None = None, stop: Stop = None,
           announce: float | None = None) -> SearchStrategy[Any]:
    """A state of a random legal deal: the last state of :func:`playthroughs` (same
    arguments). With ``stop=None`` it may be the fresh deal, any moment of it, or its end.

    >>> from hypothesis import given, settings
    >>> from trickgames import doppelkopf as dk
    >>> @settings(max_examples=5, database=None)
    ... @given(states("doppelkopf", stop=lambda s: s.phase is dk.Phase.PLAY))
    ... def test(state):
    ...     assert state.is_over or dk.legal_actions(state, state.turn)
    >>> test()
    """
    return playthroughs(game, rules=rules, deals=deals, stop=stop, announce=announce).map(
        _final
    )


def _final(run: Playthrough) -> Any:
    return run.final


def _never(state: Any) -> bool:
    del state
    return False


def finished_states(game: Game = "doppelkopf", *, rules: Any = None,
                    deals: SearchStrategy[Any] | None = None,
                    announce: float | None = None) -> SearchStrategy[Any]:
    """A random legal deal played to its end: every trick played, or void (Doppelkopf: all
    declined a poverty; Schafkopf: all passed). ``score`` accepts every one of them.

    >>> from hypothesis import given, settings
    >>> @settings(max_examples=5, database=None)
    ... @given(finished_states("doppelkopf"))
    ... def test(state):
    ...     assert state.is_over
    >>> test()
    """
    return states(game, rules=rules, deals=deals, stop=_never, announce=announce)


def records(game: Game = "doppelkopf", *, rules: Any = None,
            deals: SearchStrategy[Any] | None = None, stop: Stop = _never,
            announce: float | None = None) -> SearchStrategy[Record]:
    """The :class:`~trickgames.Record` of a random legal deal (by default played to the end,
    with its ``result``; ``stop`` as for :func:`states`).

    >>> from hypothesis import given, settings
    >>> from trickgames.doppelkopf.record import validate
    >>> @settings(max_examples=5, database=None)
    ... @given(records("doppelkopf"))
    ... def test(record):
    ...     assert validate(record).valid
    >>> test()
    """
    to_record = _entry(game).records.to_record
    return states(game, rules=rules, deals=deals, stop=stop, announce=announce).map(to_record)
