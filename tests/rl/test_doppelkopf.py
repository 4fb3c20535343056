"""Doppelkopf in the adapters (trickgames.rl._doppelkopf; docs/learning.md "The action
table"): the poverty's cards chosen card by card, the Genscher's partner from the seat."""

from __future__ import annotations

from trickgames import doppelkopf as dk
from trickgames.rl._registry import spec
from trickgames.rl._table import Table

S = spec("doppelkopf")
_POOR = ["p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy", "p3 declare poverty"]


def _keys(table: Table) -> list[str]:
    return [S.keys[i] for i in table.options()]


def _poverty() -> Table:
    """pagat, seed 6: p3 holds three trumps (CQ CJ DJ) and declares a poverty."""
    state = dk.deal("pagat", seed=6, dealer=0)
    for line in _POOR:
        state = dk.apply(state, line)
    return Table(S, state)


def test_the_poverty_is_given_and_returned_card_by_card() -> None:
    """doppelkopf.md "Poverty" (the poor player gives his trumps, the acceptor returns as
    many): the seat picks the cards one at a time, offered only cards that still complete a
    legal give or return; the last pick makes the action, and the picks so far are in the
    observation."""
    table = _poverty()
    assert table.asked == 3 and _keys(table) == ["pick CQ", "pick CJ", "pick DJ"]
    table = table.step(S.index["pick CJ"])
    assert table.picks == (int(dk.Card.CJ),) and _keys(table) == ["pick CQ", "pick DJ"]
    picks = S.layout["picks"].offset
    obs = S.encode(table.view(3), 1, table.picks, ())
    assert obs[picks + dk.Card.CJ] == 1 and obs[picks:picks + 24].sum() == 1
    table = table.step(S.index["pick DJ"]).step(S.index["pick CQ"])
    assert table.state.phase is dk.Phase.POVERTY_ACCEPTANCE and table.picks == ()
    assert str(table.state.actions[-1]) == "p3 give CQ CJ DJ"
    table = table.step(S.index["accept"])
    held = {c.name for c in table.state.hand(0)}
    assert _keys(table) == [f"pick {c.name}" for c in dk.Card if c.name in held]
    for card in ("DT", "CQ", "DT"):
        assert f"pick {card}" in _keys(table)
        table = table.step(S.index[f"pick {card}"])
    assert table.state.phase is dk.Phase.PLAY
    assert str(table.state.actions[-1]) == "p0 return CQ DT DT"


def test_a_give_of_no_card_is_one_action() -> None:
    """doppelkopf-variants.md "Poverty variants" (``poverty_pass`` = ``trumps``: exactly his
    trumps, no card at all if he has none): the empty give is the key ``give``."""
    plain = ["CA", "CA", "CT", "CT", "CK", "CK", "C9", "C9", "SA", "SA", "ST", "ST"]
    deck = [c.name for c in dk.deck()]
    for card in plain:
        deck.remove(card)
    hands = [deck[:12], plain, deck[12:24], deck[24:]]
    rules = dk.PAGAT.replace(poverty_pass="trumps")
    state = dk.deal(rules, hands=hands, dealer=0)
    for line in ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare poverty"]:
        state = dk.apply(state, line)
    table = Table(S, state)
    assert _keys(table) == ["give"]
    assert str(table.step(S.index["give"]).state.actions[-1]) == "p1 give"


def test_the_genscher_partner_is_counted_from_the_seat() -> None:
    """doppelkopf-variants.md "Genscher": ``p2 genscher p1`` names the seat three to p2's
    left, the key ``genscher +3``, for every seat alike."""
    assert S.line_key("p2 genscher p1") == (2, "genscher +3")
    assert S.action_index(dk.Genscher(0, 1)) == S.index["genscher +1"]


def test_the_face_down_cards_of_a_poverty() -> None:
    """docs/frontend.md "What is hidden": the poverty's cards are seen by its two seats only,
    so only they know them when a deal is sampled anew."""
    table = _poverty()
    for card in ("CQ", "CJ", "DJ"):
        table = table.step(S.index[f"pick {card}"])
    table = table.step(S.index["accept"])
    for card in ("CT", "SK", "H9"):
        table = table.step(S.index[f"pick {card}"])
    cards = (int(dk.Card.CQ), int(dk.Card.CJ), int(dk.Card.DJ))
    back = tuple(sorted(int(dk.Card[c]) for c in ("CT", "SK", "H9")))
    mine = S.hidden_passes(table.view(3))
    assert [(p.giver, p.to, p.count) for p in mine] == [(3, 0, 3), (0, 3, 3)]
    assert tuple(sorted(mine[0].cards or ())) == tuple(sorted(cards))
    assert tuple(sorted(mine[1].cards or ())) == back
    other = S.hidden_passes(table.view(1))
    assert [(p.giver, p.to, p.count, p.cards) for p in other] == [(3, 0, 3, None),
                                                                  (0, 3, 3, None)]
