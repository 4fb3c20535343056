"""What a game is to the rest of the library, and the registry that maps names to games.

The core never imports a game. A game is one :class:`GameEntry`: its engine (the public game
package, which offers ``deal``, ``legal_actions``, the triad, ``view``, ``score``, ...), its
record driver (validation and replay of its records), its session driver, its computer
players, its terminal presenter and the random policy the property tests draw with. The one
registry of games is made of these entries in :mod:`trickgames._games`; the command line, the
terminal game, the simulations, validation and :mod:`trickgames.testing` look a game up
there, by name, and never branch on a game's name themselves. Adding a game is one entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol

import attrs

from trickgames._core.errors import ArgumentError
from trickgames._core.quoting import quoted

__all__ = [
    "BasePresenter",
    "Bots",
    "DrawPolicy",
    "GameEngine",
    "GameEntry",
    "Presenter",
    "Registry",
    "install",
    "installed",
]


class GameEngine(Protocol):
    """What a game's public package (``trickgames.doppelkopf``, ``trickgames.schafkopf``)
    offers every caller: the same names for the same concepts in both games."""

    @property
    def PRESETS(self) -> Mapping[str, Any]: ...

    @property
    def Rules(self) -> Any: ...

    @property
    def Context(self) -> Any: ...

    @property
    def deal(self) -> Callable[..., Any]: ...

    @property
    def legal_actions(self) -> Callable[..., Any]: ...

    @property
    def check(self) -> Callable[..., None]: ...

    @property
    def is_legal(self) -> Callable[..., bool]: ...

    @property
    def apply(self) -> Callable[..., Any]: ...

    @property
    def apply_unchecked(self) -> Callable[..., Any]: ...

    @property
    def parse_action(self) -> Callable[..., Any]: ...

    @property
    def view(self) -> Callable[..., Any]: ...

    @property
    def score(self) -> Callable[..., Any]: ...

    @property
    def to_record(self) -> Callable[..., Any]: ...

    @property
    def replay(self) -> Callable[..., Any]: ...

    @property
    def validate(self) -> Callable[..., Any]: ...

    @property
    def redact(self) -> Callable[..., Any]: ...


@attrs.frozen
class Bots:
    """A game's computer players: the rule-of-thumb player, the random legal player (from a
    seed) and the random policy of simulations (``policy(rng, state)``, any seat's action)."""

    heuristic: Callable[[], Any]
    random: Callable[[int], Any]
    policy: Callable[[Any, Any], Any]


class Presenter(Protocol):
    """How the terminal game shows a game: its state as the viewer knows it, in lines."""

    #: What a deal's amounts are called on a score sheet ("standings", "balances (cents)").
    sheet: str
    #: What one deal's amounts are called in a session's table ("deal 3", "deal 3 (cents)").
    unit: str

    #: The card notations and their legends (:class:`~trickgames._core.screen.Notations`).
    notations: Any
    #: The words people type for the actions (:class:`~trickgames._core.screen.Words`).
    words: Any

    def describe(self, view: Any, voice: Any = None) -> list[str]:
        """The lines that say what is being played: the contract, parties, calls, in the
        language and with the names of ``voice`` (a :class:`~trickgames._core.screen.Voice`).
        """
        ...

    def party(self, party: Any, lang: str) -> str:
        """A party's (or side's) name."""
        ...

    def result(self, score: Any, voice: Any, view: Any = None) -> list[str]:
        """A finished deal's card points and tricks per party, and its score item by item
        (``view``: the finished deal as the viewer sees it, for who knocked or doubled)."""
        ...

    def hand_groups(self, view: Any) -> list[list[Any]]:
        """The viewer's hand in its order, cut into the trumps and each plain suit."""
        ...

    def trick_note(self, view: Any, trick: Any, voice: Any = None) -> str:
        """Why a finished trick went to its winner where the cards do not say it at once
        (``trump``), else ``""``."""
        ...

    def news(self, before: Any, after: Any, voice: Any = None) -> list[str]:
        """What an action settled that the screen says once (a solo going before the
        viewer's marriage, the marriage's partner), from the views before and after."""
        ...

    def running(self, view: Any, voice: Any = None) -> str | None:
        """The card points so far when every seat plays alone (a Ramsch), else ``None``
        (the screen then counts each party's)."""
        ...

    def contract_name(self, label: str, lang: str) -> str:
        """A contract label (:meth:`contract`) in ``lang``."""
        ...

    def card(self, card: Any) -> str:
        """A card as people read it."""
        ...

    def amounts(self, score: Any) -> tuple[int, ...]:
        """A finished deal's amounts per seat (game points, or cents)."""
        ...

    def contract(self, state: Any) -> str:
        """What was played, in a few words."""
        ...

    def before_deal(self, session: Any, plan: Any, name: Callable[[int], str],
                    voice: Any = None) -> list[str]:
        """What a session's next deal ``plan`` has that is particular to the game (a forced
        solo, the compulsory solos owed); ``name(player)`` names a player for the viewer."""
        ...


class BasePresenter:
    """What a game's presenter may take as it is: cards shown by their ``pretty`` form, the
    hand as one group, no notes on tricks, no news, the parties' running points, contract
    labels as they are, and nothing particular before a session's deal."""

    def hand_groups(self, view: Any) -> list[list[Any]]:
        """The hand as one group."""
        return [list(view.hand)]

    def trick_note(self, view: Any, trick: Any, voice: Any = None) -> str:
        """No note."""
        del view, trick, voice
        return ""

    def news(self, before: Any, after: Any, voice: Any = None) -> list[str]:
        """Nothing to say."""
        del before, after, voice
        return []

    def running(self, view: Any, voice: Any = None) -> str | None:
        """The parties' points (``None``)."""
        del view, voice
        return None

    def contract_name(self, label: str, lang: str) -> str:
        """The label as it is."""
        del lang
        return label

    def card(self, card: Any) -> str:
        """A card as people read it (its ``pretty`` form)."""
        pretty: str = card.pretty
        return pretty

    def before_deal(self, session: Any, plan: Any, name: Callable[[int], str],
                    voice: Any = None) -> list[str]:
        """Nothing particular to say before a deal."""
        del session, plan, name, voice
        return []


@attrs.frozen
class DrawPolicy:
    """How :mod:`trickgames.testing` plays a game at random with hypothesis draws.

    ``optional_verbs`` are the verbs that need no turn (taken with probability
    ``optional_rate`` when legal); ``max_actions`` is more than the longest deal;
    ``weights(state, actions)`` weighs the actions of the seat to act (``None``: uniform);
    ``context(draw, forced, rules)`` makes a random deal context from ``draw(low, high)``, an
    integer drawn in ``low..high``, for ``rules`` (``None``: rules not known) (``None``: the
    game's deals have no context to vary; the function may also return ``None``, no context,
    for rules that take none); ``interesting(state)`` says whether a deal allows a rare
    contract worth looking for.
    """

    optional_verbs: frozenset[str]
    max_actions: int
    optional_rate: float
    weights: Callable[[Any, Sequence[Any]], Sequence[int] | None]
    context: Callable[[Callable[[int, int], int], bool, Any], Any] | None = None
    interesting: Callable[[Any], bool] | None = None


@attrs.frozen
class GameEntry:
    """One game of the library (see the module)."""

    name: str
    #: The game's name as written in sentences ("Doppelkopf").
    title: str
    engine: GameEngine
    #: The record driver (:class:`~trickgames._core.driver.RecordDriver`).
    records: Any
    #: The session driver (:class:`~trickgames._core.sessions.SessionGame`).
    sessions: Any
    bots: Bots
    presenter: Presenter
    policy: DrawPolicy


class Registry(Mapping[str, GameEntry]):
    """The games by name (each a :class:`GameEntry`), in the order they were registered;
    looking up an unknown name is an :class:`~trickgames.ArgumentError` (``unknown_game``)
    that lists the games. ``trickgames.GAMES`` is the library's registry.

    >>> import trickgames
    >>> list(trickgames.GAMES), trickgames.GAMES["schafkopf"].title
    (['doppelkopf', 'schafkopf'], 'Schafkopf')
    """

    def __init__(self, entries: Sequence[GameEntry]) -> None:
        self._entries = {entry.name: entry for entry in entries}

    def __getitem__(self, name: str) -> GameEntry:
        try:
            return self._entries[name]
        except (KeyError, TypeError):
            known = ", ".join(self._entries)
            raise ArgumentError(f"unknown game {quoted(name)} (known: {known})",
                                code="unknown_game", params={"quoted": quoted(name)}) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, name: str, default: Any = None) -> Any:  # Mapping.get expects a KeyError
        """The entry of ``name``, or ``default`` for a name that is not a game."""
        return self._entries.get(name, default) if isinstance(name, str) else default

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self._entries

    def of_engine(self, engine: object) -> GameEntry:
        """The entry whose engine is ``engine`` (a game package)."""
        for entry in self._entries.values():
            if entry.engine is engine:
                return entry
        shown = quoted(engine)
        raise ArgumentError(f"{shown} is not the engine of a game of the library",
                            code="unknown_game", params={"quoted": shown})


_INSTALLED: list[Registry] = []


def install(registry: Registry) -> None:
    """Make ``registry`` the library's registry of games (:mod:`trickgames._games` does this
    once, when the package is imported): the functions of the core that read records of any
    game find the games there, without importing a game themselves."""
    _INSTALLED[:] = [registry]


def installed() -> Registry:
    """The registry of games that :func:`install` installed."""
    if not _INSTALLED:  # pragma: no cover - importing trickgames installs it
        raise RuntimeError("no registry of games is installed: import trickgames first")
    return _INSTALLED[0]
