"""Both games as OpenSpiel Python games: ``trickgames_doppelkopf``, ``trickgames_schafkopf``.

:func:`register` (:func:`trickgames.rl.register_openspiel_games`) registers them with
``pyspiel.register_game``; ``pyspiel.load_game("trickgames_schafkopf", {"rules": "sauspiel"})``
then loads one, as does :func:`load` (:func:`trickgames.rl.openspiel_game`) with a rules
object.

**Parameters** (all strings but ``dealer``):

- ``rules``: a preset name (default: the game's first preset) or a record's rules object as
  JSON, ``{"preset":"ddv";"nines":false}``. OpenSpiel's game strings cannot hold a comma, so
  the game writes a rules object with ``;`` between its items (a ``,`` given is read alike);
  the game's parameters always hold this canonical form, so ``str(game)`` loads it again.
- ``dealer``: a seat, or ``-1`` (the default) for a chance node that draws the dealer.
- ``context``: the deal's context as such JSON (``""``: none).

**The deal** is a sequence of chance nodes: the dealer (with ``dealer`` ``-1``), then the
cards card by card, first forehand's hand, then the next seat's, then the third's; the
dealer's hand is what is left. Each outcome is a card (its number in the game's card order),
with the probability of its remaining copies. The hands are then handed to the engine's
``deal(rules, hands=...)``.

**Decisions** are the seats' choices from the fixed action table, one seat at a time, the
off-turn moments turned into turns as in :mod:`trickgames.rl._table` (the same as the
PettingZoo environments). **Returns** are the scores (game points, cents), at the end.

**Observations** are made from the seat's view only: the observation tensor is the vector of
:func:`trickgames.rl.observation_layout` (one named piece per segment); the information-state
tensor adds ``history``, the public record as the seat sees it, one row per action (the seat
from the viewer, one-hot, then the action's key, one-hot). The strings are the same facts as
text. A state's :meth:`TrickState.resample_from_infostate` deals the cards the seat cannot see
anew, consistently with everything it has seen, so that OpenSpiel's IS-MCTS bot can search.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from trickgames import ArgumentError
from trickgames.rl._position import CHANCE, TERMINAL, Position, Setup, parameter_text, setup
from trickgames.rl._registry import spec
from trickgames.rl.pettingzoo_env import resolve_context, resolve_rules

__all__ = ["DoppelkopfGame", "SchafkopfGame", "TrickGame", "TrickObserver", "TrickState", "load",
           "register", "seed_resampling"]

_GAMES = ("doppelkopf", "schafkopf")
#: The most face-down cards a deal passes, chosen card by card (a poverty: 5 and 5).
_MAX_PICKS = 10


def short_name(game: str) -> str:
    """The name OpenSpiel knows ``game`` by."""
    return f"trickgames_{game}"


def _zero_sum(rules: Any) -> bool:
    """Whether the scores of a deal under ``rules`` sum to zero (not under Doppelkopf's
    ``counting`` ``plus`` or ``minus``, FreeDoko's ``COUNTING``: only one side scores)."""
    counting = getattr(rules, "counting", None)
    return counting is None or str(counting) == "plusminus"


def _game_type(game: str, zero_sum: bool = True) -> Any:
    engine = spec(game).engine
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"trickgames {game.capitalize()}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.ZERO_SUM if zero_sum
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4,
        min_num_players=4,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"rules": next(iter(engine.PRESETS)), "dealer": -1,
                                 "context": ""},
    )


class TrickGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no type information
    """A trickgames game as an OpenSpiel game (see the module for its parameters)."""

    def __init__(self, game: str, params: dict[str, Any] | None = None) -> None:
        made = setup(game, dict(params or {}))
        self.setup = made
        spec_ = made.spec
        decisions = made.max_history + 3 * (made.max_history + 1) + _MAX_PICKS
        zero_sum = _zero_sum(made.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(spec_.keys),
            max_chance_outcomes=len(spec_.card_type),
            num_players=4,
            min_utility=-float(made.bound),
            max_utility=float(made.bound),
            utility_sum=0.0 if zero_sum else None,
            max_game_length=decisions,
        )
        super().__init__(_TYPES[game] if zero_sum else _game_type(game, zero_sum=False), info,
                         made.params)

    def new_initial_state(self) -> TrickState:
        """The root of a deal."""
        return TrickState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> TrickObserver:
        """The observer of the observation (default) or the information state
        (``perfect_recall``)."""
        return TrickObserver(self.setup, iig_obs_type, params)


class TrickState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no type information
    """A node of a deal; every fact is in its :class:`Position`."""

    def __init__(self, game: TrickGame) -> None:
        super().__init__(game)
        self.position = Position.start(game.setup)

    @property
    def engine_state(self) -> Any:
        """The engine's full state of the deal (``None`` while the cards are dealt). It knows
        every hand: for judging a deal, not for a player's eyes."""
        table = self.position.table
        return None if table is None else table.state

    def current_player(self) -> int:
        return self.position.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.position.legal()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.position.chance_outcomes()

    #: While a resampled deal is rebuilt: each action with its position, made beforehand.
    replaying: Iterator[tuple[int, Position]] | None = None

    def _apply_action(self, action: int) -> None:
        if self.replaying is not None:
            expected, position = next(self.replaying)
            assert expected == action
            self.position = position
            return
        self.position = self.position.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        position = self.position
        if player == CHANCE:
            if position.dealer is None:
                return f"dealer p{action}"
            seat = position.receiver(len(position.dealt))
            return f"p{seat} is dealt {position.setup.spec.card_type(action).name}"
        return position.setup.spec.keys[action]

    def is_terminal(self) -> bool:
        return self.position.current_player() == TERMINAL

    def returns(self) -> list[float]:
        return self.position.returns()

    def __str__(self) -> str:
        return str(self.position)

    def resample_from_infostate(self, player: int, sampler: Any = None) -> TrickState:
        """A state that ``player`` cannot tell from this one: the hidden cards dealt anew,
        consistently with everything ``player`` has seen, and the same decisions
        (:func:`trickgames.rl._resample.resample`).

        ``sampler`` is OpenSpiel's probability sampler (a callable giving numbers in
        ``[0, 1)``; OpenSpiel's ``ISMCTSBot`` makes a new one, seeded anew, for every call) or
        ``None``; after :func:`seed_resampling` the draws come from this module's own seeded
        generator instead, so that a search can be repeated."""
        from trickgames.rl._resample import resample

        if _RESAMPLING:
            seed = _RESAMPLING[0].getrandbits(64)
        elif callable(sampler):
            seed = int(sampler() * 2**53)
        else:
            seed = random.getrandbits(64)
        chain = resample(self.position, player, random.Random(seed))
        state: TrickState = self.get_game().new_initial_state()
        # The positions are made and checked: OpenSpiel's history is built by applying the
        # actions, each step taking its position.
        state.replaying = iter(chain)
        for action, _ in chain:
            state.apply_action(action)
        del state.replaying
        return state


class TrickObserver:
    """OpenSpiel's observer of a trickgames game (``set_from`` fills :attr:`tensor`, whose
    named pieces are :attr:`dict`; ``string_from`` gives the string)."""

    def __init__(self, setup: Setup, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ArgumentError(f"the observer takes no parameters, not {params!r}",
                                code="invalid_game_parameter", params={"quoted": repr(params)})
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        if (not iig_obs_type.public_info
                or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER):
            raise ArgumentError(
                "the observations are a seat's views: public information and the seat's "
                "private information (PrivateInfoType.SINGLE_PLAYER)",
                code="observation_type_unsupported")
        self.perfect_recall: bool = bool(iig_obs_type.perfect_recall)
        layout = setup.spec.layout
        rows, width = setup.max_history, 4 + len(setup.spec.history_keys)
        size = layout.size + (rows * width if self.perfect_recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict: dict[str, npt.NDArray[np.float32]] = {
            s.name: self.tensor[s.offset:s.offset + s.size].reshape(s.shape) for s in layout}
        self._history: npt.NDArray[np.float32] | None = None
        if self.perfect_recall:
            self._history = self.dict["history"] = self.tensor[layout.size:].reshape(
                rows, width)
        self._size = layout.size

    def set_from(self, state: TrickState, player: int) -> None:
        """Fill :attr:`tensor` with ``state`` as ``player`` sees it."""
        position = state.position
        tensor = self.tensor
        tensor[:self._size] = position.observation(player)
        history = self._history
        if history is not None:
            history.fill(0)
            for row, (rel, key) in enumerate(position.history_rows(player)):
                history[row, rel] = 1
                history[row, 4 + key] = 1

    def string_from(self, state: TrickState, player: int) -> str:
        """``state`` as ``player`` sees it, as text."""
        return state.position.text(player, self.perfect_recall)


class DoppelkopfGame(TrickGame):
    """The OpenSpiel game ``trickgames_doppelkopf``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("doppelkopf", params)


class SchafkopfGame(TrickGame):
    """The OpenSpiel game ``trickgames_schafkopf``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("schafkopf", params)


#: The seeded generator of the resampled deals, once :func:`seed_resampling` is called.
_RESAMPLING: list[random.Random] = []


def seed_resampling(seed: int | None) -> None:
    """Draw the deals of :meth:`TrickState.resample_from_infostate` from a generator seeded
    with ``seed``, to make a search repeatable (``None``: from OpenSpiel's sampler again)."""
    _RESAMPLING.clear()
    if seed is not None:
        _RESAMPLING.append(random.Random(seed))


_TYPES: dict[str, Any] = {}
#: The class registered for each game (a class, as OpenSpiel's own Python games register: a
#: registered function other than a class is released after the interpreter, and aborts it).
_CLASSES: dict[str, type[TrickGame]] = {"doppelkopf": DoppelkopfGame, "schafkopf": SchafkopfGame}


def register() -> None:
    """Register both games with OpenSpiel (once)."""
    for game in _GAMES:
        if game in _TYPES:
            continue
        _TYPES[game] = game_type = _game_type(game)
        pyspiel.register_game(game_type, _CLASSES[game])


def load(game: str, rules: Any = None, *, dealer: int | None = None, context: Any = None) -> Any:
    """The OpenSpiel game of ``game`` under ``rules`` (a rules object, a preset name or a
    record's rules value; default: the game's first preset), with ``dealer`` a seat or
    ``None`` (drawn by chance) and ``context`` the deal's context."""
    register()
    engine = spec(game).engine
    params: dict[str, Any] = {"rules": parameter_text(resolve_rules(engine, rules).to_json()),
                              "dealer": -1 if dealer is None else dealer}
    resolved = resolve_context(engine, context)
    if resolved is not None and resolved.to_json():
        params["context"] = parameter_text(resolved.to_json())
    return pyspiel.load_game(short_name(game), params)
