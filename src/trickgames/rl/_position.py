"""A node of a deal for the OpenSpiel adapter, and what a game's parameters fix.

:class:`Position` is the whole state of an OpenSpiel state of a trickgames game, as a value:
the dealer and the cards dealt so far (the chance nodes), then the decision point
(:class:`~trickgames.rl._table.Table`), and every action on the way. It needs nothing of
OpenSpiel itself, so the resampler (:mod:`trickgames.rl._resample`) works on it alike.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from trickgames import ArgumentError
from trickgames.rl._registry import spec
from trickgames.rl._spec import GameSpec
from trickgames.rl._table import Table
from trickgames.rl.pettingzoo_env import resolve_context, resolve_rules

__all__ = ["CHANCE", "TERMINAL", "Position", "Setup", "parameter_text", "parameter_value",
           "setup"]

#: OpenSpiel's players of a chance node and of a terminal state (``pyspiel.PlayerId``).
CHANCE = -1
TERMINAL = -4


def parameter_text(value: Any) -> str:
    """A rules or context value as a game parameter: a bare name as it is, an object as
    compact JSON with ``;`` between its items (OpenSpiel's game strings cannot hold commas).

    >>> parameter_text({"preset": "ddv", "solos": ["solo-clubs", "solo-aces"]})
    '{"preset":"ddv";"solos":["solo-clubs";"solo-aces"]}'
    """
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(";", ":"))


def parameter_value(text: str, name: str) -> Any:
    """The value of a ``rules`` or ``context`` parameter (see :func:`parameter_text`)."""
    if not text.startswith(("{", "[")):
        return text
    try:
        return json.loads(text.replace(";", ","))
    except json.JSONDecodeError as exc:
        raise ArgumentError(f"the game parameter {name!r} is not JSON: {exc}",
                            code="invalid_game_parameter",
                            params={"quoted": repr(name)}) from exc


class Setup:
    """What a game's parameters fix: the spec, the rules, the dealer, the context."""

    def __init__(self, game: str, params: dict[str, Any]) -> None:
        self.game = game
        self.spec: GameSpec = spec(game)
        engine = self.spec.engine
        self.rules = resolve_rules(engine, parameter_value(str(params.get("rules", "")) or
                                                           next(iter(engine.PRESETS)), "rules"))
        context_text = str(params.get("context", ""))
        self.context = resolve_context(engine, parameter_value(context_text, "context")
                                       if context_text else None)
        dealer = params.get("dealer", -1)
        if isinstance(dealer, bool) or dealer not in (-1, 0, 1, 2, 3):
            raise ArgumentError(f"the game parameter 'dealer' must be -1 or a seat 0..3, not "
                                f"{dealer!r}", code="invalid_game_parameter",
                                params={"quoted": "'dealer'"})
        self.dealer: int | None = None if dealer == -1 else int(dealer)
        self.deck = self.spec.deck(self.rules)
        self.per_hand = len(self.deck) // 4
        self.max_history = self.spec.max_history(self.rules)
        self.bound = self.spec.utility_bound(self.rules, self.context)
        rules_json = self.rules.to_json()
        context_json = self.context.to_json() if self.context is not None else None
        #: The canonical parameters (what ``str(game)`` shows).
        self.params: dict[str, Any] = {
            "rules": parameter_text(rules_json),
            "dealer": -1 if self.dealer is None else self.dealer,
            "context": "" if not context_json else parameter_text(context_json),
        }


class Position:
    """One node of the game tree, a value: the dealer and the cards dealt so far, then the
    decision point (:class:`~trickgames.rl._table.Table`), and every action that led here.

    Copying returns the same object (it never changes: OpenSpiel's ``clone`` deep-copies a
    Python state's attributes); pickling keeps the game's parameters and the actions, and
    replays them.
    """

    __slots__ = ("actions", "dealer", "dealt", "setup", "table", "views")

    def __init__(self, setup: Setup, dealer: int | None, dealt: tuple[int, ...],
                 table: Table | None, actions: tuple[int, ...]) -> None:
        self.setup = setup
        self.dealer = dealer
        self.dealt = dealt
        self.table = table
        self.actions = actions
        self.views: dict[int, Any] = {}

    @classmethod
    def start(cls, setup: Setup) -> Position:
        """The root: nothing dealt."""
        return cls(setup, setup.dealer, (), None, ())

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.setup.game, self.setup.params, self.actions))

    # -- who acts ---------------------------------------------------------------------------

    @property
    def dealing(self) -> bool:
        """Whether the cards are still being dealt (a chance node)."""
        return self.table is None

    def current_player(self) -> int:
        """The seat asked, or OpenSpiel's chance or terminal player."""
        table = self.table
        if table is None:
            return CHANCE
        return TERMINAL if table.over else table.asked

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of a chance node with their probabilities."""
        if self.dealer is None:
            return [(seat, 0.25) for seat in range(4)]
        left = Counter(self.setup.deck)
        left.subtract(self.dealt)
        total = len(self.setup.deck) - len(self.dealt)
        return [(card, count / total) for card, count in sorted(left.items()) if count]

    def legal(self) -> list[int]:
        """The legal actions, ascending (chance outcomes at a chance node)."""
        if self.table is None:
            return [outcome for outcome, _ in self.chance_outcomes()]
        return list(self.table.options())

    def receiver(self, index: int) -> int:
        """The seat the ``index``-th dealt card goes to."""
        assert self.dealer is not None
        return (self.dealer + 1 + index // self.setup.per_hand) & 3

    def apply(self, action: int) -> Position:
        """The position after ``action`` (:class:`ValueError` if it is not legal)."""
        actions = (*self.actions, action)
        table = self.table
        setup = self.setup
        if table is not None:
            if action not in table.options():
                raise ValueError(f"action {action} is not legal here")
            return Position(setup, self.dealer, self.dealt, table.step(action), actions)
        if self.dealer is None:
            if action not in (0, 1, 2, 3):
                raise ValueError(f"chance outcome {action} is not a dealer")
            return Position(setup, action, (), None, actions)
        if action not in dict(self.chance_outcomes()):
            raise ValueError(f"card {action} is not left to deal")
        dealt = (*self.dealt, action)
        if len(dealt) < 3 * setup.per_hand:
            return Position(setup, self.dealer, dealt, None, actions)
        hands = self.hands_of(dealt)
        card = setup.spec.card_type
        state = setup.spec.engine.deal(
            setup.rules, hands=[[card(c) for c in hand] for hand in hands],
            dealer=self.dealer, context=setup.context)
        return Position(setup, self.dealer, dealt, Table(setup.spec, state), actions)

    def hands_of(self, dealt: Sequence[int]) -> list[list[int]]:
        """The four hands of the cards ``dealt`` (the dealer's: the rest of the deck)."""
        hands: list[list[int]] = [[], [], [], []]
        for i, card in enumerate(dealt):
            hands[self.receiver(i)].append(card)
        assert self.dealer is not None
        rest = Counter(self.setup.deck)
        rest.subtract(dealt)
        hands[self.dealer] = sorted(rest.elements())
        return hands

    # -- what a seat sees ------------------------------------------------------------------------

    def view(self, seat: int) -> Any:
        """The engine's view of ``seat`` (cached)."""
        view = self.views.get(seat)
        if view is None:
            assert self.table is not None
            view = self.views[seat] = self.table.view(seat)
        return view

    def dealt_to(self, seat: int) -> list[int]:
        """The cards dealt to ``seat`` so far (once dealt: its hand as dealt)."""
        if self.dealer is None:
            return []
        return [c for i, c in enumerate(self.dealt) if self.receiver(i) == seat] \
            if self.table is None or seat != self.dealer else self.hands_of(self.dealt)[seat]

    def observation(self, seat: int) -> npt.NDArray[np.float32]:
        """The observation vector of ``seat``."""
        spec_ = self.setup.spec
        if self.table is None:
            return spec_.encode_dealing(self.dealt_to(seat))
        table = self.table
        picks = table.picks if seat == table.asked else ()
        return spec_.encode(self.view(seat), table.decision_of(seat), picks,
                            self.dealt_to(seat))

    def history_rows(self, seat: int) -> list[tuple[int, int]]:
        """The public record as ``seat`` sees it: per action the seat (from the viewer) and
        the index of its key in the history vocabulary."""
        if self.table is None:
            return []
        spec_ = self.setup.spec
        index = spec_.history_index
        rows = []
        for line in self.view(seat).history:
            actor, key = spec_.line_key(line)
            rows.append(((actor - seat) & 3, index[key]))
        return rows

    def text(self, seat: int, perfect_recall: bool) -> str:
        """The information-state (``perfect_recall``) or observation string of ``seat``."""
        spec_ = self.setup.spec
        card = spec_.card_type
        dealt = " ".join(card(c).name for c in sorted(self.dealt_to(seat)))
        if self.table is None:
            return f"p{seat} dealt so far: {dealt}"
        table = self.table
        view = self.view(seat)
        asked = ("asked on turn" if table.on_turn else "asked off turn") \
            if seat == table.asked else "not asked"
        picks = " ".join(card(c).name for c in table.picks) if seat == table.asked else ""
        hand = " ".join(c.name for c in view.hand)
        head = f"p{seat} dealer p{view.dealer} {view.phase.value}; {asked}"
        if picks:
            head += f" (picked {picks})"
        if perfect_recall:
            history = ", ".join(view.history)
            return f"{head}; dealt: {dealt}; hand: {hand}; history: {history}"
        trick = " ".join(c.name for c in view.trick)
        played = " / ".join(" ".join(c.name for c in t.cards) for t in view.tricks)
        contract = view.contract.value if view.contract is not None else "-"
        parties = " ".join(p.value if p is not None else "?" for p in view.parties)
        return (f"{head}; hand: {hand}; contract: {contract}; parties: {parties}; "
                f"tricks: {played}; trick: {trick}")

    def __str__(self) -> str:
        if self.dealer is None:
            return "dealer: (to be drawn)"
        card = self.setup.spec.card_type
        shown = self.hands_of(self.dealt) if self.table is not None else self._dealt_hands()
        hands = " | ".join(" ".join(card(c).name for c in hand) for hand in shown)
        out = f"dealer: p{self.dealer}; hands: {hands}"
        table = self.table
        if table is not None:
            lines = "; ".join(str(a) for a in table.state.actions)
            waited = ",".join(f"p{s}" for s in sorted(table.waited))
            picks = " ".join(card(c).name for c in table.picks)
            out += f"; actions: {lines}; waited: {waited}; picks: {picks}"
        return out

    def _dealt_hands(self) -> list[list[int]]:
        hands: list[list[int]] = [[], [], [], []]
        for i, c in enumerate(self.dealt):
            hands[self.receiver(i)].append(c)
        return hands

    def returns(self) -> list[float]:
        """Each seat's return: 0 until the deal is over, then its score."""
        table = self.table
        if table is None or not table.over:
            return [0.0] * 4
        return [float(r) for r in self.setup.spec.returns(table.state)]


def _restore(game: str, params: dict[str, Any], actions: tuple[int, ...]) -> Position:
    """A pickled position: its game's parameters and its actions replayed."""
    position = Position.start(setup(game, params))
    for action in actions:
        position = position.apply(action)
    return position


_SETUPS: dict[tuple[str, str], Setup] = {}


def setup(game: str, params: dict[str, Any]) -> Setup:
    """The setup of ``game`` under ``params`` (made once per parameters)."""
    key = (game, json.dumps(params, sort_keys=True, default=str))
    made = _SETUPS.get(key)
    if made is None:
        made = _SETUPS[key] = Setup(game, params)
    return made
