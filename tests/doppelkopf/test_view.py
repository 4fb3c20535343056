"""The Doppelkopf player's view as a frontend or a remote bot receives it: the JSON holds
nothing the seat may not know, serialises, and keeps its documented shape (docs/frontend.md
"The Doppelkopf view", "What is hidden, and when it is revealed"). That the JSON serialises
and is stable, and that a spectator sees no hand, is tested once over both games in
tests/test_games.py."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames.doppelkopf.view import view

from .._hidden import mentioned
from .helpers import hands_with, run
from .test_poverty import DECLARE, EXCHANGE, poverty_deal

VIEWERS = (0, 1, 2, 3, None)

#: The keys of PlayerView.to_json(), in order (docs/frontend.md "The Doppelkopf view").
KEYS = [
    "game", "seat", "rules", "dealer", "context", "phase", "turn", "hand", "hand_sizes",
    "history", "contract", "declarer", "partner", "marriage_selector", "silent_marriage",
    "parties", "announced",
    "trick", "tricks", "swines", "hyperswines", "poverty_cards", "returned_cards",
    "legal_actions", "score",
]

#: Random deals of any rules, half of them with poverty on (so exchanges come up often).
DEALS = testing.playthroughs(
    "doppelkopf",
    rules=st.one_of(testing.rules("doppelkopf"),
                    testing.rules("doppelkopf", options={"poverty": True})),
)


def hidden_cards(state: dk.State) -> dict[int | None, set[str]]:
    """Per viewer (a seat, or ``None`` for a spectator), the codes of the other seats' unplayed
    cards it cannot know. A seat knows its hand, every card played, and the cards passed in a
    poverty when it gave or took them."""
    played = {card.name for card in state.trick}
    played.update(card.name for trick in state.tricks for card in trick.cards)
    hands = [{card.name for card in state.hand(seat)} for seat in range(4)]
    involved: set[int] = set()
    exchanged: set[str] = set()
    for action in state.actions:
        if isinstance(action, dk.Give | dk.Accept):
            involved.add(action.seat)
        if isinstance(action, dk.Give | dk.Return):
            exchanged.update(card.name for card in action.cards)
    out: dict[int | None, set[str]] = {}
    for viewer in VIEWERS:
        others = set().union(*(hands[seat] for seat in range(4) if seat != viewer))
        known = set(played)
        if viewer is not None:
            known |= hands[viewer] | (exchanged if viewer in involved else set())
        out[viewer] = others - known
    return out


def hidden(state: dk.State, seat: int | None) -> set[str]:
    """The codes of the other seats' unplayed cards that ``seat`` cannot know."""
    return hidden_cards(state)[seat]


@given(DEALS)
def test_the_json_never_shows_another_seats_unplayed_cards(deal: testing.Playthrough) -> None:
    """docs/frontend.md "What is hidden, and when it is revealed": at every moment of a random
    deal, no string of a seat's (or a spectator's) view JSON names an unplayed card of another
    hand, poverty exchange included."""
    for state in deal.states:
        unknown = hidden_cards(state)
        for seat in VIEWERS:
            data = view(state, seat).to_json()
            assert not mentioned(data, unknown[seat]), (seat, data)


def test_the_json_has_the_documented_keys() -> None:
    """docs/frontend.md "The Doppelkopf view": the view JSON of every viewer has the documented
    keys, in order, from the deal to the score."""
    state = finished = dk.deal("ddv", seed=5)
    while not finished.is_over:
        finished = dk.apply(finished, dk.legal_actions(finished, finished.turn)[0])
    for moment in (state, finished):
        for seat in VIEWERS:
            assert list(view(moment, seat).to_json()) == KEYS


@given(testing.states("doppelkopf", rules=st.one_of(
    testing.rules("doppelkopf"), testing.rules("doppelkopf", options={"poverty": True}))))
def test_a_spectator_sees_no_exchanged_cards_and_no_silent_marriage(state: dk.State) -> None:
    """docs/frontend.md "What is hidden, and when it is revealed" (a spectator's view holds no
    poverty cards, no silent marriage before the end): view(state, None) shows neither the
    cards given nor those returned in a poverty, nor a silent marriage."""
    data = view(state, None).to_json()
    assert data["poverty_cards"] == [] and data["returned_cards"] == []
    assert not data["silent_marriage"]


def test_poverty_cards_are_seen_by_the_poor_player_and_the_acceptor_only() -> None:
    """doppelkopf.md Poverty / doppelkopf.view: the three cards given and the three returned
    are shown to the two players involved; the others and a spectator see ``??``."""
    final = poverty_deal()
    state = dk.deal(final.rules, hands=final.deal.hands, dealer=final.dealer)
    for line in [*DECLARE, EXCHANGE[0]]:  # p1 gave CK CK HA, nobody has accepted yet
        state = dk.apply(state, line)
    assert view(state, 1).to_json()["poverty_cards"] == ["CK", "CK", "HA"]
    for seat in (0, 2, 3, None):
        data = view(state, seat).to_json()
        assert data["poverty_cards"] == [] and data["history"][-1] == "p1 give ?? ?? ??"
    for line in EXCHANGE[1:]:  # p2 declines, p3 accepts and returns D9 DT DK
        state = dk.apply(state, line)
    for seat in (1, 3):
        data = view(state, seat).to_json()
        assert data["poverty_cards"] == ["CK", "CK", "HA"]
        assert data["returned_cards"] == ["D9", "DT", "DK"]
        assert data["history"][-1] == "p3 return D9 DT DK"
    for seat in (0, 2, None):
        data = view(state, seat).to_json()
        assert data["poverty_cards"] == [] and data["returned_cards"] == []
        assert data["history"][-1] == "p3 return ?? ?? ??"
        assert not mentioned(data, hidden(state, seat))
    assert view(state, 0).to_json()["contract"] == "poverty"


def test_a_silent_marriage_looks_normal_to_the_others() -> None:
    """doppelkopf.md Reservations 3: a silent marriage is shown as a normal game to everybody
    but its player until the deal is over."""
    hands = hands_with({0: "CQ CQ CA CA SA SA HA HA DA DA HT HT"})
    state = run(hands, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"])
    mine = view(state, 0).to_json()
    assert mine["silent_marriage"] and mine["contract"] == "normal" and mine["declarer"] == 0
    for seat in (1, 2, 3, None):
        data = view(state, seat).to_json()
        assert not data["silent_marriage"]
        assert data["contract"] == "normal" and data["declarer"] is None
        assert data["parties"][0] is None


def test_the_score_appears_when_the_deal_is_over() -> None:
    """docs/frontend.md: ``score`` is null during the deal and, when ``turn`` is null, the
    record's result with its breakdown (``Score.details``)."""
    state = dk.deal("ddv", seed=5)
    assert view(state, 0).to_json()["score"] is None
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    data = view(state, 0).to_json()
    assert data["score"] == dk.score(state).details() and data["turn"] is None
    assert {k: data["score"][k] for k in ("scores", "winner", "card_points")} == (
        dk.score(state).to_json())
    assert data["hand"] == [] and len(data["tricks"]) == 12


@given(testing.finished_states("doppelkopf"))
def test_the_view_json_explains_the_game_value(state: dk.State) -> None:
    """docs/frontend.md "The Doppelkopf view" (`score`): the items of a finished view add up
    to its `value` from Re's side (an item of Kontra counts against Re), and the tricks of the
    two parties add up to the deal's, all read from the JSON alone."""
    score = view(state, None).to_json()["score"]
    if score.get("redeal"):
        return
    signed = [i["amount"] if i["party"] == "re" else -i["amount"] for i in score["items"]]
    assert sum(signed) == score["value"]
    assert sum(score["tricks"].values()) == len(state.tricks)
    assert sum(score["card_points"].values()) == 240


def test_the_marriage_selector_is_public() -> None:
    """doppelkopf-variants.md Record grammar additions (the new actions are public; a plain
    `declare marriage` means the first of `marriage_selectors`) and "Marriage variants": every
    viewer's `marriage_selector` is the declared one, `null` outside a marriage."""
    hands = hands_with({1: "CQ CQ"}, "freedoko")
    before = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"]
    for line, selector in (("p1 declare marriage-spades", "spades"),
                           ("p1 declare marriage", "foreign")):
        state = run(hands, [*before, line], rules="freedoko")
        assert {view(state, v).to_json()["marriage_selector"] for v in VIEWERS} == {selector}
    normal = run(hands, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"],
                 rules="freedoko")
    assert {view(normal, v).to_json()["marriage_selector"] for v in VIEWERS} == {None}
