"""What the adapters know of a game: its fixed action table and its observation vector.

A :class:`GameSpec` is made once per game (:func:`spec`) and holds, for every rules object of
that game, the same tables:

- **The action table** (:attr:`GameSpec.keys`): every decision a seat can ever make, each an
  index. A key is the record line without its seat (``play HK``, ``announce re``), with these
  exceptions: ``wait`` (a seat asked whether it acts off turn lets the moment pass), ``pick
  <card>`` (one card of a multi-card action, chosen card by card: a Doppelkopf poverty's
  ``give`` and ``return``) and ``genscher +1`` .. ``+3`` (the partner as seen from the seat:
  +1 the next seat to its left). The table does not depend on the rules: what the rules
  forbid is never legal, and the action mask says so.
- **The observation vector** (:attr:`GameSpec.layout`): built from one seat's
  :func:`view <trickgames.doppelkopf.view>` only (plus what the seat itself decided: whether
  it is asked on turn or off turn, the cards it has picked so far, its hand as dealt), seats
  counted from the viewer.

Lookups that every step makes are cached: an action's index by the action (the engines
intern their actions), a history line's meaning by the line.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from trickgames import GAMES
from trickgames.rl._layout import Layout, Part, part

__all__ = ["WAIT", "GameSpec", "Obs", "Pass", "Sparse"]

#: The key of the decision to let a moment for an off-turn action pass.
WAIT = "wait"

Obs = npt.NDArray[np.float32]
#: The entries of a vector that are not 0, by index, while it is being built.
Sparse = defaultdict[int, float]

#: The values of the ``decision`` segment: not asked, asked on turn, asked off turn.
NOT_ASKED, ON_TURN, OFF_TURN = 0, 1, 2


@attrs.frozen
class Pass:
    """Cards passed from one seat to another face down (a poverty's, a Hochzeit's)."""

    #: The seat that passed them.
    giver: int
    #: The seat that took them (``None`` while they lie on the table).
    to: int | None
    #: How many.
    count: int
    #: The card numbers, ``None`` where the viewer did not see them.
    cards: tuple[int, ...] | None
    #: The index of the history line that passes them (``None``: a pass without a line of its
    #: own, the Hochzeit's trump).
    line: int | None
    #: Cards of which the passed cards hold every one the taker holds or played (he kept none
    #: of his own: a poverty's trumps, handed back to the poor player), else ``None``.
    all_of: frozenset[int] | None = None


class GameSpec:
    """The action table, the history vocabulary and the observation layout of one game.

    Subclasses (one per game, in :mod:`trickgames.rl._doppelkopf` and
    :mod:`trickgames.rl._schafkopf`) give the keys and the segments of their game and write
    those segments (:meth:`encode_game`); what both games share is written here.
    """

    #: The game's name in :data:`trickgames.GAMES`.
    name: str
    #: The game's card enum (one entry per distinct card).
    card_type: Any
    #: The cards per hand of the long deck (the segment bounds).
    max_hand: int
    #: The phases of the game, in the ``phase`` segment's order.
    phases: tuple[Any, ...]
    #: The contracts, in the ``contract`` segment's order.
    contracts: tuple[Any, ...]
    #: The party (side) enum members, in the ``parties`` segment's order.
    party_values: tuple[Any, ...]
    #: The most copies of a card in the deck.
    copies: int
    #: The most cards a seat can hold at once.
    max_holding: int

    def __init__(self, keys: Sequence[str], history_extra: Sequence[str],
                 game_segments: Sequence[Part],
                 history_columns: Mapping[str, tuple[str, int]]) -> None:
        self.engine: Any = GAMES[self.name].engine
        cards = [c.name for c in self.card_type]
        #: Every decision, by index (see the module docstring).
        self.keys: tuple[str, ...] = (
            *keys, *(f"play {c}" for c in cards), WAIT)
        self.index: dict[str, int] = {k: i for i, k in enumerate(self.keys)}
        if len(self.index) != len(self.keys):
            raise AssertionError("action keys must be unique")
        self.wait = self.index[WAIT]
        #: The index of ``pick <card>`` by card number (empty for a game without picks).
        self.pick_index: dict[int, int] = {
            int(c): self.index[f"pick {c.name}"] for c in self.card_type
            if f"pick {c.name}" in self.index}
        self.pick_card: dict[int, int] = {i: c for c, i in self.pick_index.items()}
        #: The vocabulary of the public history (the information-state tensor): the action
        #: keys without ``wait`` and the picks, and the forms only the history has.
        self.history_keys: tuple[str, ...] = (
            *(k for k in self.keys if k != WAIT and not k.startswith("pick ")),
            *history_extra)
        self.history_index = {k: i for i, k in enumerate(self.history_keys)}
        n = len(self.card_type)
        c = self.copies
        shared: list[Part] = [
            part("phase", (len(self.phases),), 1,
                 "one-hot: the view's `phase` (" + ", ".join(p.value for p in self.phases) + ")"),
            part("decision", (2,), 1,
                 "1 at 0: the viewer is asked on turn; 1 at 1: asked off turn (it may act or "
                 "`wait`); both 0 when the viewer is not asked"),
            part("dealer", (4,), 1, "one-hot: the dealer, as a seat from the viewer"),
            part("turn", (4,), 1, "one-hot: the seat on turn (none once the deal is over)"),
            part("hand", (n,), c, "copies of each card in the viewer's hand (card code order)"),
            part("dealt", (n,), c, "copies of each card in the viewer's hand as dealt"),
            part("hand_sizes", (4,), self.max_holding, "per seat: the cards it holds"),
            part("contract", (len(self.contracts),), 1,
                 "one-hot: the view's `contract` (none before it is known)"),
            part("declarer", (4,), 1, "one-hot: the view's `declarer`"),
            part("partner", (4,), 1, "one-hot: the view's `partner`"),
            part("parties", (4, len(self.party_values)), 1,
                 "per seat one-hot: its party as the viewer knows it ("
                 + ", ".join(p.value for p in self.party_values) + ")"),
            part("trick_leader", (4,), 1, "one-hot: the seat that leads the current trick"),
            part("trick", (4, n), 1, "per seat one-hot: the card it played to the current trick"),
            part("played", (4, n), c,
                 "per seat: copies of each card it played in completed tricks"),
            part("tricks_won", (4,), self.max_hand, "per seat: completed tricks it won"),
            part("points_won", (4,), sum(c.points for c in self.card_type) * self.copies,
                 "per seat: card points of the tricks it won"),
        ]
        #: The observation vector's layout.
        self.layout = Layout([*shared, *game_segments])
        L = self.layout
        #: For a history key that the vector records per seat: (segment offset, row width,
        #: column).
        self._history_cells: dict[str, tuple[int, int, int]] = {
            key: (L[seg].offset, L[seg].width, col) for key, (seg, col) in history_columns.items()}
        self._action_index: dict[Any, int | None] = {}
        self._lines: dict[str, tuple[int, str]] = {}
        self._phase = {p: L["phase"].offset + i for i, p in enumerate(self.phases)}
        self._contract = {k: L["contract"].offset + i for i, k in enumerate(self.contracts)}
        self._party = {p: i for i, p in enumerate(self.party_values)}
        self._points = tuple(card.points for card in self.card_type)
        self._cards = len(self.card_type)
        #: The offset of each segment, by name.
        self.at: dict[str, int] = {seg.name: seg.offset for seg in L}

    # -- the action table ---------------------------------------------------------------------

    def line_key(self, line: str) -> tuple[int, str]:
        """The seat and the key of a record line of the history (cached by line).

        >>> from trickgames.rl._registry import spec
        >>> spec("doppelkopf").line_key("p2 genscher p1")
        (2, 'genscher +3')
        """
        known = self._lines.get(line)
        if known is None:
            words = line.split()
            seat = int(words[0][1:])
            known = (seat, self.history_word(seat, words[1:]))
            self._lines[line] = known
        return known

    def history_word(self, seat: int, words: list[str]) -> str:
        """The key of a history line's words after the seat (a game may rewrite some)."""
        return " ".join(words)

    def multi_cards(self, action: Any) -> tuple[Any, ...] | None:
        """The cards of a multi-card action chosen card by card (``None``: not one)."""
        return None

    def action_index(self, action: Any) -> int | None:
        """The index of a legal action, or ``None`` for a multi-card action that is chosen
        card by card (cached by action)."""
        index = self._action_index.get(action, -1)
        if index == -1:
            cards = self.multi_cards(action)
            index = None if cards else self.index[self.line_key(str(action))[1]]
            self._action_index[action] = index
        return index

    # -- what the rules bound ------------------------------------------------------------------

    def deck(self, rules: Any) -> list[int]:
        """The deck of ``rules`` as card numbers (each copy once)."""
        return [int(c) for c in self.engine.deck(rules)]

    def cards_per_hand(self, rules: Any) -> int:
        """How many cards each seat is dealt."""
        return len(self.deck(rules)) // 4

    def returns(self, state: Any) -> tuple[int, int, int, int]:
        """What a finished (or void) deal is worth to each seat."""
        raise NotImplementedError

    def utility_bound(self, rules: Any, context: Any) -> int:
        """A number no seat's return can exceed in absolute value (not the largest that
        occurs: OpenSpiel needs bounds, and these are safe ones)."""
        raise NotImplementedError

    def max_history(self, rules: Any) -> int:
        """The most actions a deal's record can hold under ``rules``."""
        raise NotImplementedError

    def hidden_passes(self, view: Any) -> list[Pass]:
        """The cards passed between seats face down so far, in order, as ``view``'s seat knows
        them (for resampling a deal)."""
        return []

    def pass_line(self, line: str, cards: Sequence[int]) -> str:
        """A face-down history line (``p1 give ?? ??``) with its cards filled in."""
        words = line.split()
        return " ".join([w for w in words if w != "??"]
                        + [self.card_type(c).name for c in cards])

    def hand_limits(self, view: Any) -> dict[int, tuple[frozenset[int], int]]:
        """For a seat, cards of which it holds at most so many now, as ``view``'s seat can
        tell from the rules (besides the suits it cannot follow)."""
        return {}

    def known_cards(self, view: Any) -> dict[int, tuple[int, ...]]:
        """Cards that ``view``'s seat knows other seats hold now (an open hand, a face-down
        card it was shown)."""
        return {}

    def suit_of(self, view: Any) -> Sequence[int] | None:
        """The effective suit of every card under the contract the view knows (``None``
        before the play), to infer who cannot hold a suit."""
        return None

    # -- the observation vector ------------------------------------------------------------------

    def encode(self, view: Any, decision: int, picks: Sequence[int],
               dealt: Sequence[Any]) -> Obs:
        """The observation vector of ``view`` (see :attr:`layout`): ``decision`` is
        :data:`ON_TURN`, :data:`OFF_TURN` or :data:`NOT_ASKED`, ``picks`` the card numbers
        the seat has picked so far, ``dealt`` its hand as dealt."""
        # The few entries that are not 0 are gathered in a dict, then written at once: item by
        # item into an array, or an array from a list of every entry, is several times slower.
        out: Sparse = defaultdict(float)
        at = self.at
        me = view.seat
        out[self._phase[view.phase]] = 1
        if decision:
            out[at["decision"] + decision - 1] = 1
        out[at["dealer"] + ((view.dealer - me) & 3)] = 1
        if view.turn >= 0:
            out[at["turn"] + ((view.turn - me) & 3)] = 1
        base = at["hand"]
        for card in view.hand:
            out[base + card] += 1
        base = at["dealt"]
        for card in dealt:
            out[base + card] += 1
        base = at["hand_sizes"]
        sizes = view.hand_sizes
        for rel in range(4):
            out[base + rel] = sizes[(me + rel) & 3]
        if view.contract is not None:
            out[self._contract[view.contract]] = 1
        if view.declarer is not None:
            out[at["declarer"] + ((view.declarer - me) & 3)] = 1
        if view.partner is not None:
            out[at["partner"] + ((view.partner - me) & 3)] = 1
        base = at["parties"]
        width = len(self.party_values)
        party_column = self._party
        for seat, party in enumerate(view.parties):
            if party is not None:
                out[base + ((seat - me) & 3) * width + party_column[party]] = 1
        n = self._cards
        leader = view.trick_leader
        if leader >= 0:
            out[at["trick_leader"] + ((leader - me) & 3)] = 1
            base = at["trick"]
            for i, card in enumerate(view.trick):
                out[base + ((leader + i - me) & 3) * n + card] = 1
        played = at["played"]
        won = at["tricks_won"]
        points = at["points_won"]
        value = self._points
        for trick in view.tricks:
            first = trick.leader - me
            total = 0
            for i, card in enumerate(trick.cards):
                out[played + ((first + i) & 3) * n + card] += 1
                total += value[card]
            rel = (trick.winner - me) & 3
            out[won + rel] += 1
            out[points + rel] += total
        cells = self._history_cells
        line_key = self.line_key
        for line in view.history:
            seat, key = line_key(line)
            cell = cells.get(key)
            if cell is not None:
                offset, row, col = cell
                out[offset + ((seat - me) & 3) * row + col] = 1
        self.encode_game(view, picks, out)
        return self.dense(out)

    def dense(self, out: Sparse) -> Obs:
        """The vector of the entries gathered in ``out`` (every other entry 0)."""
        vector = np.zeros(self.layout.size, np.float32)
        if out:
            size = len(out)
            vector[np.fromiter(out.keys(), np.intp, size)] = np.fromiter(
                out.values(), np.float32, size)
        return vector

    def encode_game(self, view: Any, picks: Sequence[int], out: Sparse) -> None:
        """Add the game's own segments of ``view`` to ``out``."""

    def encode_dealing(self, dealt: Sequence[int]) -> Obs:
        """The vector of a seat while the cards are being dealt (OpenSpiel's chance nodes):
        the cards it has been dealt so far, in ``hand`` and ``dealt``."""
        out: Sparse = defaultdict(float)
        for name in ("hand", "dealt"):
            self.counts(dealt, name, out)
        return self.dense(out)

    def relative(self, view: Any, seat: int | None, segment: str, out: Sparse) -> None:
        """Set the one-hot ``segment`` to ``seat`` as seen from the viewer (nothing for
        ``None``)."""
        if seat is not None:
            out[self.at[segment] + ((seat - view.seat) & 3)] = 1

    def counts(self, cards: Sequence[Any], segment: str, out: Sparse) -> None:
        """Add one to ``segment`` at each card of ``cards``."""
        base = self.at[segment]
        for card in cards:
            out[base + card] += 1
