"""Property-based tests of the Schafkopf engine over random legal deals of every preset and
random option combinations (schafkopf.md; OpenSpiel-style random simulations checking
invariants after every step). The deals come from the public strategies of
:mod:`trickgames.testing`; the models of the rules below are written from the text of
schafkopf.md, not from the engine's helpers. The properties both games share (the triad,
records, deals, zero-sum payouts, views) are tested once over both in tests/test_games.py."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from trickgames import GAMES, IllegalActionError, testing
from trickgames import schafkopf as sk
from trickgames.schafkopf.record import to_record

from ..test_games import assert_legal_actions_pass_the_triad, assert_refused

GAME = "schafkopf"
ENTRY = GAMES[GAME]
_SEATS = range(4)
#: The games of schafkopf.md (the models below know no others; the variants are tested in
#: test_ramsch.py and test_variants.py).
_KINDS = ("sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier")
_CONTRACTS = tuple(c for c in sk.Contract if c.kind.value in _KINDS)
_CLASSES = tuple(c for c in sk.GameClass if c.kind.value in _KINDS)


def _never(state: sk.State) -> bool:
    del state
    return False


#: The rules this module's models are written for (schafkopf.md): the three presets' games,
#: all passing voids the deal; the variants of schafkopf-variants.md have their own tests
#: (test_ramsch.py, test_variants.py).
CLASSIC_GAMES = st.sampled_from([sk.STANDARD.games, sk.SAUSPIEL.games,
                                 frozenset(_CLASSES),
                                 frozenset({sk.GameClass.SAUSPIEL, sk.GameClass.SOLO})])


def classic_rules() -> st.SearchStrategy[sk.Rules]:
    return testing.rules(GAME, presets=["standard", "short", "sauspiel"],
                         options={"all_pass": "redeal", "games": CLASSIC_GAMES})


def playthroughs(**kwargs: object) -> st.SearchStrategy[testing.Playthrough]:
    return testing.playthroughs(GAME, rules=classic_rules(), **kwargs)  # type: ignore[arg-type]


def finished_playthroughs() -> st.SearchStrategy[testing.Playthrough]:
    return playthroughs(stop=_never)


# -- an independent model of the rules, written from schafkopf.md ------------------------------

_OBER = ("EO", "GO", "HO", "SO")
_UNTER = ("EU", "GU", "HU", "SU")
_SUIT_LETTER = {"eichel": "E", "gras": "G", "herz": "H", "schellen": "S"}
#: schafkopf.md Cards: A 11, Z 10, K 4, O 3, U 2, 9/8/7 0.
_POINTS = {"A": 11, "Z": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0}
#: schafkopf.md Bidding 6: the class ladder, low to high.
_LADDER = ("sauspiel", "farbgeier", "geier", "farbwenz", "wenz", "solo", "farbgeier-tout",
           "geier-tout", "farbwenz-tout", "wenz-tout", "solo-tout")
#: schafkopf.md trump table: the ranks of a suit (trump or plain) below the Ober/Unter tops.
_SUIT_RANKS = {"sauspiel": "AZK987", "solo": "AZK987", "wenz": "AZKO987",
               "farbwenz": "AZKO987", "geier": "AZKU987", "farbgeier": "AZKU987"}
_TOPS = {"sauspiel": _OBER + _UNTER, "solo": _OBER + _UNTER, "wenz": _UNTER,
         "farbwenz": _UNTER, "geier": _OBER, "farbgeier": _OBER}
_SUIT_WORD = {letter: word for word, letter in _SUIT_LETTER.items()}
_OPTIONAL = frozenset({"knock", "kontra", "re"})


def spec_game(name: str) -> tuple[str, str | None, bool]:
    """A game name of records.md (``solo-herz-tout``) as (kind, suit letter, tout)."""
    words = name.split("-")
    tout = words[-1] == "tout"
    if tout:
        words = words[:-1]
    return words[0], (_SUIT_LETTER[words[1]] if len(words) > 1 else None), tout


def spec_class(name: str) -> str:
    """The ladder class of a game name."""
    kind, _, tout = spec_game(name)
    return f"{kind}-tout" if tout else kind


def spec_ranks(kind: str, short: bool) -> str:
    ranks = _SUIT_RANKS[kind]
    return ranks.replace("8", "").replace("7", "") if short else ranks


def spec_trumps(name: str, short: bool) -> list[str]:
    """schafkopf.md trump table: the trumps of a game, high to low (short deck: no 8s, 7s)."""
    kind, suit, _ = spec_game(name)
    trump_suit = "H" if kind == "sauspiel" else suit
    low = [trump_suit + r for r in spec_ranks(kind, short)] if trump_suit else []
    return [*_TOPS[kind], *low]


class SpecOrder:
    """Effective suits and strengths of a game from the trump table."""

    def __init__(self, name: str, short: bool) -> None:
        self.kind = spec_game(name)[0]
        self.trumps = spec_trumps(name, short)
        self.ranks = spec_ranks(self.kind, short)

    def suit(self, card: str) -> str:
        """``T`` for a trump (all trumps are one suit), else the printed suit letter."""
        return "T" if card in self.trumps else card[0]

    def strength(self, card: str) -> int:
        if card in self.trumps:
            return 100 - self.trumps.index(card)
        return 10 - self.ranks.index(card[1])

    def winner(self, cards: list[str]) -> int:
        """schafkopf.md: the highest trump wins, else the highest card of the led suit."""
        led = self.suit(cards[0])
        best = 0
        for i, card in enumerate(cards):
            suit, best_suit = self.suit(card), self.suit(cards[best])
            if (suit == "T" and best_suit != "T") or (
                suit == best_suit and self.strength(card) > self.strength(cards[best])
            ):
                best = i
        assert self.suit(cards[best]) in ("T", led)
        return best


def spec_sides(state: sk.State) -> tuple[int, set[int]]:
    """(declarer, the declaring side) from the declaration and the hands as dealt: in a
    Sauspiel the declarer and the seat dealt the called ace."""
    declare = next(a for a in state.actions if isinstance(a, sk.Declare))
    kind, suit, _ = spec_game(declare.contract.value)
    side = {declare.seat}
    if kind == "sauspiel":
        side |= {s for s in _SEATS if f"{suit}A" in {c.name for c in state.deal.hands[s]}}
    return declare.seat, side


def spec_callable(hand: set[str], short: bool) -> set[str]:
    """schafkopf.md Sauspiel: the suits whose ace a hand may call (E, G, S; a non-trump card
    of the suit, not its ace)."""
    trumps = spec_trumps("sauspiel-eichel", short)
    return {
        suit for suit in "EGS"
        if f"{suit}A" not in hand and any(c[0] == suit and c not in trumps for c in hand)
    }


def spec_allowed_cards(
    hand: set[str], trick: list[str], order: SpecOrder, ace: str | None, searched: bool,
    running_away_min: int,
) -> set[str]:
    """schafkopf.md Cards (follow suit) and Sauspiel 1-4: the cards a seat may play."""
    follow = {c for c in hand if trick and order.suit(c) == order.suit(trick[0])}
    allowed = follow or set(hand)
    if ace is None or searched or ace not in hand or len(hand) == 1:
        return allowed  # the caller and the others play freely; the last trick is free
    called = ace[0]
    if trick:
        if order.suit(trick[0]) == called:
            return {ace}  # 1. the called suit is led: he must play the ace
        return follow or set(hand) - {ace}  # 2. no discarding the ace before it is searched
    mine = {c for c in hand if order.suit(c) == called}
    if len(mine) >= running_away_min:
        return set(hand)  # 3. running away: any card, any card of the called suit
    return set(hand) - mine | {ace}  # 3. the called suit only with the ace


def spec_laufende(state: sk.State, side: set[int]) -> tuple[int, bool]:
    """schafkopf.md Result (Laufende): the unbroken run of the game's top trumps, from the
    highest, held by one side in the hands as dealt (short deck: existing cards only)."""
    assert state.game is not None
    trumps = spec_trumps(state.game.contract.value, state.rules.short)
    holder = {c.name: s for s in _SEATS for c in state.deal.hands[s]}
    declaring = holder[trumps[0]] in side
    run_ = 0
    for card in trumps:
        if (holder[card] in side) != declaring:
            break
        run_ += 1
    return run_, declaring


def _strength_key(state: sk.State) -> tuple[SpecOrder, dict[str, int]]:
    assert state.game is not None
    order = SpecOrder(state.game.contract.value, state.rules.short)
    return order, {c.name: order.strength(c.name) for c in sk.deck(state.rules)}


# -- deals the random player of trickgames.testing rarely reaches ------------------------------


def random_play(draw: st.DrawFn, state: sk.State) -> list[sk.State]:
    """Every state of ``state`` played to its end with uniformly drawn legal actions (a
    doubling, when one is legal, in a third of the draws)."""
    states = [state]
    while not state.is_over:
        actions = sk.legal_actions(state)
        doublings = [a for a in actions if a.verb in ("kontra", "re")]
        turn = [a for a in actions if a.verb not in ("kontra", "re")]
        pool = doublings if doublings and draw(st.integers(0, 2)) == 0 else turn
        state = sk.apply(state, draw(st.sampled_from(pool)))
        states.append(state)
    return states


@st.composite
def called_ace_playthroughs(draw: st.DrawFn) -> testing.Playthrough:
    """A Sauspiel dealt so that the holder of the called ace holds further cards of its suit
    (often enough to run away) and is often forehand, played with random legal cards: the
    called-ace situations random deals rarely reach."""
    rules: sk.Rules = draw(classic_rules())
    short = rules.short
    trumps = spec_trumps("sauspiel-eichel", short)
    suit = draw(st.sampled_from("EGS"))
    ace = f"{suit}A"
    others = [c.name for c in sk.deck(rules) if c.name[0] == suit and c.name not in trumps
              and c.name != ace]
    dealer = draw(st.integers(0, 3))
    forehand = (dealer + 1) % 4
    holder = draw(st.sampled_from([forehand, forehand, forehand, *_SEATS]))
    declarer = draw(st.sampled_from([s for s in _SEATS if s != holder]))
    plain = draw(st.permutations(others))
    count = draw(st.integers(1, len(others) - 1))  # the declarer keeps one to call with
    hands: list[list[str]] = [[], [], [], []]
    hands[holder] = [ace, *plain[:count]]
    hands[declarer] = [plain[count]]
    rest = draw(st.permutations([c.name for c in sk.deck(rules)
                                 if c.name not in hands[holder] + hands[declarer]]))
    n = rules.cards_per_hand
    for seat in _SEATS:
        while len(hands[seat]) < n:
            hands[seat].append(rest.pop())
    state = sk.deal(rules, hands=hands, dealer=dealer)
    states = [state]
    for i in range(4):
        seat = (forehand + i) % 4
        states.append(sk.apply(states[-1], f"p{seat} {'bid' if seat == declarer else 'pass'}"))
    states.append(sk.apply(states[-1], f"p{declarer} declare sauspiel-{_SUIT_WORD[suit]}"))
    return testing.Playthrough([*states[:-1], *random_play(draw, states[-1])], to_record)


@st.composite
def lopsided_finished_states(draw: st.DrawFn) -> sk.State:
    """A deal played to its end where one side (drawn) always plays its strongest legal card
    and the other its cheapest: schneider and schwarz come up often."""
    state: sk.State = draw(testing.states(GAME, rules=classic_rules(),
                                          stop=lambda s: s.phase is sk.Phase.PLAY))
    if state.phase is sk.Phase.VOID:
        return state
    strong_side = draw(st.booleans())
    _, side = spec_sides(state)
    order, strength = _strength_key(state)
    while not state.is_over:
        actions = sk.legal_actions(state)
        doublings = [a for a in actions if a.verb in ("kontra", "re")]
        if doublings and draw(st.integers(0, 2)) == 0:
            state = sk.apply(state, draw(st.sampled_from(doublings)))
            continue
        plays = [a for a in actions if isinstance(a, sk.Play)]
        if (state.turn in side) == strong_side:
            pick = max(plays, key=lambda a: (order.suit(a.card.name) == "T",
                                             strength[a.card.name]))
        else:
            pick = min(plays, key=lambda a: (_POINTS[a.card.name[1]], strength[a.card.name]))
        state = sk.apply(state, pick)
    return state


def any_finished_states() -> st.SearchStrategy[sk.State]:
    return st.one_of(testing.finished_states(GAME, rules=classic_rules()),
                     lopsided_finished_states())


# -- the full action universe --------------------------------------------------------------


def action_universe() -> Iterator[sk.Action]:
    """Every action any seat could try: each of the 32 cards (short deck or not) by each
    seat, knock/pass/bid/kontra/re by each seat, hold of every class and declare of every
    game by each seat."""
    for seat in _SEATS:
        for card in sk.Card:
            yield sk.Play(seat, card)
        yield sk.Knock(seat)
        yield sk.Pass(seat)
        yield sk.Bid(seat)
        yield sk.Kontra(seat)
        yield sk.Re(seat)
        for cls in _CLASSES:
            yield sk.Hold(seat, cls)
        for contract in _CONTRACTS:
            yield sk.Declare(seat, contract)


_UNIVERSE = frozenset(action_universe())


def assert_the_rest_is_refused(state: sk.State) -> None:
    """The legal actions are in the universe, and every other action of the universe is
    refused by ``check`` with a code and a message naming the seat (the legal ones pass the
    triad: tests/test_games.py, for both games)."""
    legal = set(sk.legal_actions(state))
    assert legal <= _UNIVERSE, f"outside the universe: {legal - _UNIVERSE}"
    assert_refused(ENTRY, state, _UNIVERSE - legal)


#: The full check at every step costs about a third of a second a deal: a third of the
#: profile's examples (20 with the default profile's 60).
_EVERY_STEP_EXAMPLES = max(5, settings().max_examples // 3)


@settings(max_examples=_EVERY_STEP_EXAMPLES)
@given(st.one_of(finished_playthroughs(), called_ace_playthroughs()))
def test_every_step_every_action_outside_legal_actions_is_refused(
    run: testing.Playthrough,
) -> None:
    """records.md Validation, schafkopf.md Bidding, Sauspiel, Doubling: at every step every
    action of the Schafkopf vocabulary that ``legal_actions`` does not list (any card, knock,
    pass, bid, hold of every class, declare of every game, kontra or re of any seat) is refused
    by ``check`` with a code and a reason, and ``is_legal`` says no."""
    for state in run.states:
        assert_the_rest_is_refused(state)


@given(st.one_of(playthroughs(), called_ace_playthroughs()), st.data())
def test_sampled_steps_every_action_outside_legal_actions_is_refused(
    run: testing.Playthrough, data: st.DataObject
) -> None:
    """records.md Validation: the check of the previous test at a few sampled moments of many
    more deals (any stopping point, finished deals included)."""
    picks = data.draw(st.lists(st.sampled_from(run.states), min_size=1, max_size=2))
    for state in [*picks, run.final]:
        assert_the_rest_is_refused(state)


@given(called_ace_playthroughs())
def test_every_step_of_a_called_ace_deal_passes_the_triad(run: testing.Playthrough) -> None:
    """schafkopf.md Sauspiel 1-4 (the holder's duties), docs/performance.md "What makes it
    fast": at every step of the called-ace deals, which random deals rarely reach, every
    listed action passes ``check``, ``is_legal`` and ``apply``, and ``apply_unchecked`` agrees
    with ``apply``."""
    for state in run.states:
        assert_legal_actions_pass_the_triad(ENTRY, state)


# -- cards -----------------------------------------------------------------------------------


def assert_cards_conserved(state: sk.State) -> None:
    """Hands + the current trick + the tricks played = the deck, each card once; the hands
    as dealt never change; hand sizes follow the play."""
    found: Counter[sk.Card] = Counter()
    for seat in _SEATS:
        found.update(state.hand(seat))
    for trick in state.tricks:
        found.update(trick.cards)
    found.update(state.trick)
    assert found == Counter(sk.deck(state.rules))
    assert sorted(c for h in state.deal.hands for c in h) == sorted(sk.deck(state.rules))
    n = state.rules.cards_per_hand
    played_now = {(state.trick_leader + i) & 3 for i in range(len(state.trick))}
    for seat in _SEATS:
        expected = n - len(state.tricks) - (seat in played_now) if state.game else n
        assert state.hand_size(seat) == expected == len(state.hand(seat))
        played = {a.card for a in state.actions if isinstance(a, sk.Play) and a.seat == seat}
        assert set(state.hand(seat)) == set(state.deal.hands[seat]) - played


@given(playthroughs())
def test_cards_are_conserved_at_every_step(run: testing.Playthrough) -> None:
    """schafkopf.md Cards, points, trumps: after every step the hands and the played cards are
    exactly the deck (32 cards, or 24 in the short deck), each card once."""
    for state in run.states:
        assert_cards_conserved(state)


# -- trick play and the called ace ---------------------------------------------------------


@given(st.one_of(finished_playthroughs(), called_ace_playthroughs()))
def test_trick_play_and_the_called_ace_follow_the_spec(run: testing.Playthrough) -> None:
    """schafkopf.md Cards, points, trumps and Sauspiel 1-4: an independent model of following
    suit, the trick winner, the leader, and the called ace (must be played when its suit is
    first led unless he ran away, not discarded before the suit is searched except in the last
    trick, its suit led without it only with ``running_away_min`` cards; the caller free)
    agrees with the engine at every card."""
    final = run.final
    if final.game is None:
        assert final.phase is sk.Phase.VOID
        return
    name = final.game.contract.value
    kind, suit, _ = spec_game(name)
    order = SpecOrder(name, final.rules.short)
    ace = f"{suit}A" if kind == "sauspiel" else None
    hands = [{c.name for c in h} for h in final.deal.hands]
    searched = ace is None
    leader = (final.dealer + 1) % 4  # forehand leads trick 1 whatever the game
    trick: list[str] = []
    for before, action, after in run.steps():
        if before.phase is not sk.Phase.PLAY:
            continue
        seat = (leader + len(trick)) % 4
        assert before.turn == seat
        for other in _SEATS:
            plays = {a.card.name for a in sk.legal_actions(before, other)
                     if isinstance(a, sk.Play)}
            if other != seat:
                assert plays == set()
                continue
            allowed = spec_allowed_cards(hands[seat], trick, order, ace, searched,
                                         before.rules.running_away_min)
            assert plays == allowed, (str(action), sorted(hands[seat]), trick, searched)
        if not isinstance(action, sk.Play):
            continue
        card = action.card.name
        hands[seat].remove(card)
        trick.append(card)
        if len(trick) == 4:
            if order.suit(trick[0]) == (ace or "-")[0]:
                searched = True  # the first trick led with a non-trump card of the suit
            index = order.winner(trick)
            done = after.tricks[-1]
            assert done.leader == leader
            assert done.winner == (leader + index) % 4
            assert sk.trick_winner(done.cards, final.game.contract, final.rules) == index
            assert after.game is not None and after.game.searched == searched
            leader = done.winner
            trick = []
            assert after.turn == (leader if any(hands) else -1)


# -- bidding and doubling ------------------------------------------------------------------


class SpecAuction:
    """schafkopf.md Bidding 1-6 and Doubling: who speaks, what each seat may say, and who
    declares, replayed action by action."""

    def __init__(self, state: sk.State) -> None:
        self.rules = state.rules
        self.forehand = (state.dealer + 1) % 4
        self.hands = [{c.name for c in h} for h in state.deal.hands]
        self.enabled = {c.value for c in state.rules.games}
        self.phase = "bidding"
        self.spoken: list[int] = []
        self.bidders: list[int] = []
        self.knocked: list[int] = []
        self.still_in: list[int] = []
        self.holder = -1
        self.claim = 0  # a ladder index
        self.declarer = -1
        self.side: set[int] = set()
        self.doublings = 0
        self.played: set[int] = set()
        self.cards = 0

    def position(self, seat: int) -> int:
        return (seat - self.forehand) % 4

    def speaker(self) -> int:
        if self.phase == "bidding":
            return (self.forehand + len(self.spoken)) % 4
        if self.phase == "resolution":
            # Always between the holder and the nearest other bidder still in: the two latest.
            return next(s for s in self.still_in[-2:] if s != self.holder)
        return self.declarer

    def turn_actions(self) -> set[str]:
        """The turn actions (record lines) the seat to speak may say now."""
        seat = self.speaker()
        if self.phase == "bidding":
            return {f"p{seat} pass", f"p{seat} bid"}
        if self.phase == "resolution":
            low = self.claim if self.position(seat) < self.position(self.holder) else (
                self.claim + 1)
            return {f"p{seat} pass"} | {
                f"p{seat} hold {c}" for i, c in enumerate(_LADDER) if i >= low and c in
                self.enabled
            }
        if self.phase == "declaration":
            out = set()
            for contract in _CONTRACTS:
                cls = spec_class(contract.value)
                if cls not in self.enabled or _LADDER.index(cls) < self.claim:
                    continue
                kind, suit, _ = spec_game(contract.value)
                if kind == "sauspiel" and suit not in spec_callable(self.hands[seat],
                                                                    self.rules.short):
                    continue
                out.add(f"p{seat} declare {contract.value}")
            return out
        return set()

    def optional_actions(self, seat: int) -> set[str]:
        """Knocks (before the first word) and doublings (in the window, by the right side)."""
        if self.phase == "bidding":
            if self.rules.knocking and not self.spoken and seat not in self.knocked:
                return {f"p{seat} knock"}
            return set()
        if self.phase != "play" or self.doublings >= self.rules.max_doublings:
            return set()
        if self.rules.doubling_window is sk.DoublingWindow.BEFORE_FIRST_CARD:
            open_ = self.cards == 0
        else:
            open_ = seat not in self.played
        if not open_:
            return set()
        if self.doublings % 2 == 0:
            return set() if seat in self.side else {f"p{seat} kontra"}
        return {f"p{seat} re"} if seat in self.side else set()

    def apply(self, action: sk.Action) -> None:
        seat = action.seat
        if isinstance(action, sk.Knock):
            self.knocked.append(seat)
        elif isinstance(action, sk.Kontra | sk.Re):
            self.doublings += 1
        elif isinstance(action, sk.Play):
            self.played.add(seat)
            self.cards += 1
        elif self.phase == "bidding":
            self.spoken.append(seat)
            if isinstance(action, sk.Bid):
                self.bidders.append(seat)
            if len(self.spoken) == 4:
                if not self.bidders:
                    self.phase = "void"
                elif len(self.bidders) == 1:
                    self.phase, self.declarer = "declaration", self.bidders[0]
                else:
                    # The last bidder holds a claim at the lowest single-player class.
                    self.phase = "resolution"
                    self.still_in = list(self.bidders)
                    self.holder = self.bidders[-1]
                    self.claim = min(i for i, c in enumerate(_LADDER)
                                     if c != "sauspiel" and c in self.enabled)
        elif self.phase == "resolution":
            if isinstance(action, sk.Hold):
                self.holder, self.claim = seat, _LADDER.index(action.game_class.value)
            else:
                self.still_in.remove(seat)
                if len(self.still_in) == 1:
                    self.phase, self.declarer = "declaration", self.still_in[0]
        else:
            assert isinstance(action, sk.Declare)
            kind, suit, _ = spec_game(action.contract.value)
            self.side = {seat}
            if kind == "sauspiel":
                self.side |= {s for s in _SEATS if f"{suit}A" in self.hands[s]}
            self.phase = "play"


_PHASES = {"bidding": sk.Phase.BIDDING, "resolution": sk.Phase.RESOLUTION,
           "declaration": sk.Phase.DECLARATION, "play": sk.Phase.PLAY, "void": sk.Phase.VOID}


@given(playthroughs())
def test_bidding_and_doubling_follow_the_spec(run: testing.Playthrough) -> None:
    """schafkopf.md Bidding 1-6, Sauspiel (calling) and Doubling: an independent model of
    knocking, pass/bid, the resolution between several bidders (the earlier seat holds with at
    least the claim, the later one with a higher class), the declaration (a Sauspiel only on a
    suit the hand may call) and Kontra/Re (right side, window, limit) agrees with the engine
    at every step."""
    model = SpecAuction(run.states[0])
    for before, action, _after in run.steps():
        if model.phase in _PHASES:
            assert before.phase is _PHASES[model.phase]
        if model.phase != "play":
            turn = model.speaker()
            assert before.turn == turn
            for seat in _SEATS:
                own = {str(a) for a in sk.legal_actions(before, seat) if a.verb not in _OPTIONAL}
                assert own == (model.turn_actions() if seat == turn else set())
        for seat in _SEATS:
            optional = {str(a) for a in sk.legal_actions(before, seat) if a.verb in _OPTIONAL}
            assert optional == model.optional_actions(seat)
        model.apply(action)
    final = run.final
    if model.phase == "void":
        assert final.phase is sk.Phase.VOID
    elif model.phase == "play":
        assert final.game is not None
        assert final.game.declarer == model.declarer
        assert {s for s in _SEATS if final.game.side[s]} == model.side
        partner = model.side - {model.declarer}
        assert final.game.partner == (partner.pop() if partner else None)
        assert final.knocks == len(model.knocked)
        assert len(final.doublings) == model.doublings

# -- parties ------------------------------------------------------------------------------------


@given(playthroughs())
def test_known_parties_are_never_wrong(run: testing.Playthrough) -> None:
    """schafkopf.md Sauspiel (the partner is secret until the ace falls): what a seat (or a
    spectator) knows of the sides is never wrong; the declarer is public; single-player games
    are public; the holder of the called ace knows everything; at the end all is public."""
    for state in run.states:
        game = state.game
        for seat in [*_SEATS, None]:
            known = sk.known_parties(state, seat)
            if game is None:
                assert known == (None, None, None, None)
                continue
            truth = tuple(game.side_of(s) for s in _SEATS)
            assert all(k in (None, t) for k, t in zip(known, truth, strict=True))
            assert known[game.declarer] is sk.Side.DECLARERS
            if seat is not None:
                assert known[seat] is truth[seat]
            if game.partner is None or seat == game.partner or state.phase is sk.Phase.FINISHED:
                assert known == truth
            if any(isinstance(a, sk.Play) and a.card == game.contract.called_ace
                   for a in state.actions):
                assert known == truth


# -- finished deals --------------------------------------------------------------------------


@given(any_finished_states())
def test_the_declarer_of_a_single_game_pays_three_times(state: sk.State) -> None:
    """schafkopf.md Result: in a single-player game the declarer gets three times the value and
    each opponent the value with the opposite sign; in a Sauspiel each winner gets the value
    and each loser pays it (that the payouts sum to zero, and are zero in a void deal, is one
    test over both games in tests/test_games.py)."""
    result = sk.score(state)
    if result.redeal:
        return
    game = state.game
    assert game is not None
    value = result.value
    assert value >= 0
    signed = value if result.won else -value
    if game.single:
        assert result.partner is None and game.side.count(True) == 1
        for seat in _SEATS:
            expected = 3 * signed if seat == game.declarer else -signed
            assert result.payouts[seat] == expected
    else:
        assert game.side.count(True) == 2
        for seat in _SEATS:
            assert result.payouts[seat] == (signed if game.side[seat] else -signed)

@given(any_finished_states())
def test_the_result_follows_the_spec(state: sk.State) -> None:
    """schafkopf.md Result: an independent model of winning (61; Tout: every trick), schneider
    and schwarz per the ``schneider`` and ``schwarz`` options (none in a Tout), Laufende
    (either side, hands as dealt, short deck, ``laufende_min`` per game) and the value formula
    with knocks, doublings and Tout gives the engine's score, item by item, and its payouts."""
    result = sk.score(state)
    if state.phase is sk.Phase.VOID:
        assert result.redeal and result.payouts == (0, 0, 0, 0)
        return
    rules = state.rules
    tariff = rules.tariff
    declarer, side = spec_sides(state)
    assert state.game is not None
    name = state.game.contract.value
    kind, _, tout = spec_game(name)
    points = {True: 0, False: 0}
    tricks = {True: 0, False: 0}
    for trick in state.tricks:
        points[trick.winner in side] += sum(_POINTS[c.name[1]] for c in trick.cards)
        tricks[trick.winner in side] += 1
    won = tricks[False] == 0 if tout else points[True] >= 61
    loser = not won  # the losing side: True = the declaring side
    schneider = schwarz = False
    if not tout:
        losers = tricks if rules.schwarz is sk.Schwarz.TRICKS else points
        schwarz = losers[loser] == 0  # no trick, or no card point
        if rules.schneider is sk.Schneider.ASYMMETRIC:
            schneider = points[True] >= 91 if won else points[True] <= 30
        else:
            schneider = points[loser] <= 30
        schneider = schneider or schwarz  # schwarz implies schneider
    laufende, declaring_run = spec_laufende(state, side)
    paid = laufende >= rules.laufende_min.to_json()[kind]
    # schafkopf-variants.md 10: a Wenz, Farbwenz, Geier or Farbgeier has its own key when set.
    own = getattr(tariff, kind) if kind in ("wenz", "farbwenz", "geier", "farbgeier") else None
    base = tariff.sauspiel if kind == "sauspiel" else own if own is not None else tariff.solo
    knocks = sum(isinstance(a, sk.Knock) for a in state.actions)
    doublings = sum(isinstance(a, sk.Kontra | sk.Re) for a in state.actions)
    total = base + tariff.laufende * laufende * paid
    if tout:
        value = total * 2 * 2 ** (knocks + doublings)
    else:
        total += tariff.schneider * schneider + tariff.schwarz * schwarz
        value = total * 2 ** (knocks + doublings)
    signed = value if won else -value
    if kind == "sauspiel":
        payouts = tuple(signed if s in side else -signed for s in _SEATS)
    else:
        payouts = tuple(3 * signed if s == declarer else -signed for s in _SEATS)

    assert result.card_points is not None
    assert (result.card_points.declarers, result.card_points.defenders) == (
        points[True], points[False])
    assert (result.card_points.declarer_tricks, result.card_points.defender_tricks) == (
        tricks[True], tricks[False])
    assert result.won == won
    assert result.tout == tout
    assert (result.schneider, result.schwarz) == (schneider, schwarz)
    assert (result.laufende, result.laufende_declarers, result.laufende_paid) == (
        laufende, declaring_run, paid)
    assert (result.base, result.knocks, result.doublings) == (base, knocks, doublings)
    assert result.value == value
    assert result.payouts == payouts
    assert result.declarer == declarer
    codes = [i.code for i in result.items]
    assert codes == [c for c, on in [
        ("base", True), ("schneider", schneider), ("schwarz", schwarz), ("laufende", paid),
        ("tout", tout), ("knocks", knocks > 0), ("doublings", doublings > 0)] if on]
    added = sum(i.amount for i in result.items if not i.factor)
    factor = 1
    for item in result.items:
        if item.factor:
            factor *= item.amount
    assert added * factor == value == result.value
    assert result.factor == factor


def test_lopsided_play_reaches_schneider_and_schwarz() -> None:
    """schafkopf.md Result (schneider, schwarz, Laufende): the lopsided player above reaches
    the outcomes the result model is meant to check (a guard for the strategy)."""
    seen: set[str] = set()

    @settings(max_examples=80, database=None, derandomize=True)
    @given(lopsided_finished_states())
    def collect(state: sk.State) -> None:
        if state.phase is sk.Phase.FINISHED:
            result = sk.score(state)
            seen.update(k for k, on in [("schneider", result.schneider),
                                        ("schwarz", result.schwarz),
                                        ("lost", not result.won),
                                        ("laufende", result.laufende_paid)] if on)

    collect()
    assert seen == {"schneider", "schwarz", "lost", "laufende"}


# -- rules -------------------------------------------------------------------------------------


#: The values ``testing.rules`` draws for each option with a closed set of values
#: (schafkopf.md Options, schafkopf-variants.md 1): every value the rules accept.
_OPTION_VALUES: dict[str, set[object]] = {
    "deck": set(sk.Deck), "knocking": {False, True}, "max_doublings": {0, 1, 2, 4},
    "doubling_window": set(sk.DoublingWindow), "running_away_min": {3, 4},
    "schneider": set(sk.Schneider), "schwarz": set(sk.Schwarz), "all_pass": set(sk.AllPass),
    "ramsch_tie": set(sk.RamschTie), "ramsch_jungfrau": set(sk.Jungfrau),
    "ramsch_durchmarsch": {"tricks", "none", 91, 120},
    "ramsch_must_overtake": {False, True}, "bettel_must_overtake": {False, True},
}


def test_the_rules_strategy_draws_every_accepted_value() -> None:
    """schafkopf.md Options, schafkopf-variants.md 1: the public rules strategy draws every
    preset and every value each option accepts (``all_pass`` ``ramsch`` and ``stock``
    included), each preset's games, tariff and Laufende minima included, and nothing the
    rules refuse."""
    seen: dict[str, set[object]] = {spec.name: set() for spec in sk.Rules.options()}
    presets: set[str] = set()

    @settings(max_examples=300, database=None, derandomize=True)
    @given(testing.rules(GAME))
    def collect(rules: sk.Rules) -> None:
        presets.add(rules.preset)
        for name, values in seen.items():
            values.add(getattr(rules, name))

    collect()
    assert presets == set(sk.PRESETS)
    for name, values in _OPTION_VALUES.items():
        assert seen[name] == values, name
    for name in ("games", "tariff", "laufende_min"):
        assert {getattr(p, name) for p in sk.PRESETS.values()} <= seen[name], name


# -- views -----------------------------------------------------------------------------------


def unseen_cards(state: sk.State, viewer: int | None) -> dict[int, list[sk.Card]]:
    """Per other seat, the cards as dealt that it has not played (nothing the viewer may have
    seen)."""
    out = {}
    for seat in _SEATS:
        if seat == viewer:
            continue
        played = {a.card for a in state.actions if isinstance(a, sk.Play) and a.seat == seat}
        cards = sorted(set(state.deal.hands[seat]) - played)
        if cards:
            out[seat] = cards
    return out


@given(playthroughs(), st.data())
def test_a_view_does_not_change_when_unseen_cards_are_swapped(
    run: testing.Playthrough, data: st.DataObject
) -> None:
    """docs/schafkopf.md "What a seat may know" / schafkopf.md Sauspiel: a seat's
    view (or a spectator's) is unchanged when unplayed cards it cannot see are swapped between
    the other seats' dealt hands and the same actions are replayed, unless the swap moves the
    called ace or changes a side the play has made public."""
    # A finished deal has no unplayed card left: look at a moment before its end instead.
    state = run.final if run.final.phase is not sk.Phase.FINISHED else data.draw(
        st.sampled_from(run.states[:-1]), label="moment"
    )
    viewer = data.draw(st.sampled_from([0, 1, 2, 3, None]), label="viewer")
    unseen = unseen_cards(state, viewer)
    assume(len(unseen) >= 2)
    first, second = data.draw(
        st.lists(st.sampled_from(sorted(unseen)), min_size=2, max_size=2, unique=True),
        label="seats",
    )
    mine = data.draw(st.sampled_from(unseen[first]), label="card of the first seat")
    theirs = data.draw(st.sampled_from(unseen[second]), label="card of the second seat")
    called = state.game.contract.called_ace if state.game is not None else None
    assume(called not in (mine, theirs))
    hands = [list(h) for h in state.deal.hands]
    hands[first].remove(mine)
    hands[first].append(theirs)
    hands[second].remove(theirs)
    hands[second].append(mine)
    other = sk.deal(state.rules, hands=hands, dealer=state.dealer)
    for action in state.actions:
        try:
            other = sk.apply(other, action)
        except IllegalActionError:
            assume(False)  # the swapped deal does not allow the same play
    if state.game is not None:
        assert other.game is not None
        public = sk.known_parties(state, None)
        assume(all(p is None or other.game.side_of(s) is p for s, p in enumerate(public)))
    assert sk.view(other, viewer) == sk.view(state, viewer)
    assert sk.view(other, viewer).to_json() == sk.view(state, viewer).to_json()


@given(called_ace_playthroughs(), st.data())
def test_a_view_does_not_show_who_holds_the_called_ace(
    run: testing.Playthrough, data: st.DataObject
) -> None:
    """schafkopf.md Sauspiel (the holder of the called ace is the secret partner until the
    play reveals him): a view (the declarer's, a defender's or a spectator's) is unchanged when
    the unplayed called ace is swapped into another seat and the same actions still replay
    (every public reveal: the ace played, his Re, running away, a Kontra or following the
    called suit, would make that replay illegal)."""
    moments = [s for s in run.states if s.game is not None and not s.is_over
               and s.game.partner is not None
               and s.game.contract.called_ace not in {a.card for a in s.actions
                                                      if isinstance(a, sk.Play)}]
    assume(moments)
    state = data.draw(st.sampled_from(moments), label="moment")
    game = state.game
    assert game is not None and game.partner is not None
    ace = game.contract.called_ace
    assert ace is not None
    viewer = data.draw(st.sampled_from([s for s in [0, 1, 2, 3, None] if s != game.partner]),
                       label="viewer")
    unseen = unseen_cards(state, viewer)
    targets = [s for s in unseen if s not in (game.partner, game.declarer)]
    assume(targets)  # in the last trick the others may have played all their cards
    target = data.draw(st.sampled_from(targets), label="new holder")
    card = data.draw(st.sampled_from(unseen[target]), label="card given back")
    hands = [list(h) for h in state.deal.hands]
    hands[game.partner][hands[game.partner].index(ace)] = card
    hands[target][hands[target].index(card)] = ace
    other = sk.deal(state.rules, hands=hands, dealer=state.dealer)
    for action in state.actions:
        try:
            other = sk.apply(other, action)
        except IllegalActionError:
            assume(False)  # the swapped deal does not allow the same play
    assert other.game is not None and other.game.partner == target
    assert sk.view(other, viewer) == sk.view(state, viewer)
    assert sk.view(other, viewer).to_json() == sk.view(state, viewer).to_json()
