"""The Schafkopf presenter of the terminal game (docs/cli.md "`trickgames play`": the game, the
sides as you know them, what was knocked or doubled; docs/sessions.md "The Schafkopf ledger":
amounts in cents)."""

from __future__ import annotations

import re

from trickgames import schafkopf as sk
from trickgames._core.screen import Voice
from trickgames._games import GAMES
from trickgames.schafkopf import session as sessions
from trickgames.schafkopf.screen import PRESENTER, payout_formula

from .helpers import run, start

HANDS = ("EO GO HO SO G9 G8 E7 S7", "EU GU HU SU HA HZ G7 E9", "GA GZ GK EA EZ SA SZ SK",
         "HK H9 H8 H7 EK E8 S9 S8")
SAUSPIEL = "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare sauspiel-gras"


def describe(state: sk.State, seat: int | None) -> list[str]:
    return PRESENTER.describe(sk.view(state, seat))


def play_out(state: sk.State) -> sk.State:
    """Play the first legal card until the deal is over."""
    while not state.is_over:
        state = sk.apply(state, next(a for a in sk.legal_actions(state, state.turn)
                                     if isinstance(a, sk.Play)))
    return state


def test_knocks_and_bidding() -> None:
    """Before the declaration the screen shows who knocked, who bid and, between several
    bidders, who holds which class; before the first word nothing (docs/cli.md "`trickgames
    play`"; schafkopf.md "Bidding (Spielansage)" 1, 5)."""
    state = start(HANDS, "sauspiel")
    assert describe(state, 0) == []
    state = run(state, "p3 knock", "p1 knock")
    assert describe(state, 0) == ["Knocked: p3, p1"]
    state = run(state, "p0 bid; p1 pass; p2 bid")
    assert describe(state, 0) == ["Knocked: p3, p1", "Bidding: p0, p2 bid"]
    state = run(state, "p3 pass")
    assert state.phase is sk.Phase.RESOLUTION
    assert describe(state, 2) == ["Knocked: p3, p1", "Bidding: p0, p2 bid; p2 holds geier"]
    state = run(state, "p0 hold wenz")
    assert describe(state, None)[-1] == "Bidding: p0, p2 bid; p0 holds wenz"


def test_the_game_and_the_sides_as_each_seat_knows_them() -> None:
    """Once declared, the screen names the game and its declarer and the sides each seat can
    know: the holder of the called ace knows he is the partner, the others do not yet
    (docs/cli.md "`trickgames play`"; schafkopf.md "Sauspiel (Rufspiel) and the called
    ace")."""
    state = run(start(HANDS, "sauspiel"), SAUSPIEL)
    assert describe(state, 2) == [
        "Game: sauspiel-gras by p1",
        "Sides as you know them: p0: defenders, p1: declarers, p2: declarers, p3: defenders"]
    assert describe(state, 1) == [
        "Game: sauspiel-gras by p1",
        "Sides as you know them: p0: ?, p1: declarers, p2: ?, p3: ?"]
    assert describe(state, 3)[1] == "Sides as you know them: p0: ?, p1: declarers, p2: ?, p3: " \
        "defenders"


def test_the_partner_and_the_doublings() -> None:
    """A Re reveals the partner, whom the screen then names to the others (not to himself), and
    the doublings are listed in order: kontra, re, then further doublings (schafkopf.md
    "Doubling (Kontra / Re)"; docs/frontend.md "What is hidden, and when it is revealed")."""
    state = run(start(HANDS, "sauspiel"), SAUSPIEL, "p0 kontra", "p2 re")
    sides = "Sides as you know them: p0: defenders, p1: declarers, p2: declarers, p3: defenders"
    for seat in (0, 1, 3, None):
        assert describe(state, seat) == [
            "Game: sauspiel-gras by p1", "Partner (holds the called ace): p2", sides,
            "Doubled: p0 kontra, p2 re"]
    assert describe(state, 2) == ["Game: sauspiel-gras by p1", sides,
                                  "Doubled: p0 kontra, p2 re"]
    rules = sk.Rules.from_json("sauspiel").replace(max_doublings=4)
    state = run(start(HANDS, rules), SAUSPIEL, "p0 kontra", "p2 re", "p3 kontra")
    assert describe(state, 1)[-1] == "Doubled: p0 kontra, p2 re, p3 doubles"


def test_a_single_players_game_names_no_partner() -> None:
    """A single-player game names its declarer and no partner; every side is known
    (schafkopf.md "Bidding (Spielansage)" 4)."""
    state = run(start(HANDS), "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare wenz")
    assert describe(state, 0) == [
        "Game: wenz by p1",
        "Sides as you know them: p0: defenders, p1: declarers, p2: defenders, p3: defenders"]


def test_cards_amounts_and_the_contract() -> None:
    """Cards are shown as their codes with the suit's picture, a finished deal's amounts are
    its payouts in cents (a ledger) and its contract is the record's contract label: the game,
    void, or the phase of an unfinished deal (docs/cli.md "`trickgames play`"; docs/sessions.md
    "The Schafkopf ledger")."""
    assert PRESENTER.card(sk.Card.EO) == sk.Card.EO.pretty
    assert (PRESENTER.sheet, PRESENTER.unit) == ("balances (cents)", " (cents)")
    final = play_out(run(start(HANDS), SAUSPIEL))
    score = sk.score(final)
    assert PRESENTER.amounts(score) == score.payouts and sum(score.payouts) == 0
    assert PRESENTER.contract(final) == "sauspiel-gras"
    void = run(start(HANDS), "p0 pass; p1 pass; p2 pass; p3 pass")
    assert PRESENTER.contract(void) == "void" and PRESENTER.amounts(sk.score(void)) == (
        0, 0, 0, 0)
    assert PRESENTER.contract(start(HANDS)) == "bidding"
    assert GAMES["schafkopf"].presenter is PRESENTER


def test_nothing_particular_before_a_deal() -> None:
    """A Schafkopf session has no compulsory or forced solos: nothing is added before a deal
    (docs/sessions.md "`trickgames play GAME --session`"; "The Schafkopf ledger")."""
    for session in (sessions.start("standard", 4, deals=3), sessions.start("sauspiel")):
        plan = sessions.next_deal(session)
        assert PRESENTER.before_deal(session, plan, session.name) == []


def test_german_card_codes_and_players_words() -> None:
    """docs/cli.md "trickgames play": Schafkopf cards are read as EO, GU, HZ or H10 (and in
    the german notation EiO), and the players' words name the actions (weiter, ich spiel,
    Stoß, Wenz, a bare solo for whichever solo is legal, auf die Alte)."""
    read = PRESENTER.notations.read
    assert [read(t) for t in ("EO", "GU", "HZ", "H10", "EiO", "SchA")] == [
        sk.Card.EO, sk.Card.GU, sk.Card.HZ, sk.Card.HZ, sk.Card.EO, sk.Card.SA]
    meanings = PRESENTER.words.meanings
    assert meanings("weiter") == ("pass",)
    assert meanings("ich spiel") == ("bid",)
    assert meanings("Stoß") == meanings("kontra") == ("kontra",)
    assert meanings("Wenz") == ("hold wenz", "declare wenz")
    assert meanings("Herz-Solo") == ("declare solo-herz",)
    assert set(meanings("solo")) >= {"hold solo", "declare solo-eichel", "declare solo-herz"}
    assert meanings("auf die Alte") == ("declare sauspiel-eichel",)


def test_the_payout_formula_is_made_of_the_score_items() -> None:
    """schafkopf.md "Scoring" (value = (base + schneider + schwarz + laufende · L) · 2^k):
    the formula the screen shows is made from the score items and evaluates to the value,
    for every deal of a run of random games."""
    for seed in range(40):
        state = sk.deal("standard", seed=seed)
        while not state.is_over:
            actions = sk.legal_actions(state, state.turn)
            state = sk.apply(state, actions[seed % len(actions)])
        score = sk.score(state)
        if score.redeal:
            continue
        formula = payout_formula(score)
        terms, _, value = formula.rpartition(" = ")
        assert int(value) == score.value
        if terms:
            factors = terms.split(" · ")
            total = sum(eval_term(t) for t in factors[0].strip("()").split(" + "))
            for factor in factors[1:]:
                total *= int(factor)
            assert total == score.value
        lines = PRESENTER.result(score, Voice())
        assert lines[0].endswith(f"tricks: declarers {score.card_points.declarer_tricks}, "  # type: ignore[union-attr]
                                 f"defenders {score.card_points.defender_tricks}")  # type: ignore[union-attr]
        assert "(together 120)" in lines[0] and f"Value: {formula}" in lines


def eval_term(term: str) -> int:
    """One added term of the formula: a number, or count·tariff."""
    count, _, unit = term.partition("·")
    return int(count) * int(unit) if unit else int(count)


def test_the_variants_on_the_screen() -> None:
    """schafkopf-variants.md 5, 8, 9, 12 in the terminal game: a Ramsch names no declarer and
    ends with each seat's card points and the losers; a Sie shows the open hand and its
    payouts; a Hochzeit's trump is shown to the offerer; accept and decline have players'
    words."""
    ramsch = run(sk.deal("wirtshaus", seed=2), "p1 pass; p2 pass; p3 pass; p0 pass")
    assert describe(ramsch, 0)[0] == "Game: ramsch"
    score = sk.score(play_out(ramsch))
    result = PRESENTER.result(score, Voice("en", ("you", "B", "C", "D")))
    assert score.ramsch is not None and result[0].startswith("Card points: you ")
    assert result[1].startswith("Durchmarsch" if score.ramsch.durchmarsch is not None
                                else "D has the most card points and loses")
    sie = run(start(("EA EZ EK E9 GA GZ GK G9", "HA HZ HK H9 H8 H7 E8 E7",
                     "EO GO HO SO EU GU HU SU", "SA SZ SK S9 S8 S7 G8 G7"), "wirtshaus"),
              "p0 pass; p1 pass; p2 bid; p3 pass; p2 declare sie")
    assert any(line.startswith("Open hand of ") for line in describe(sie, 0))
    lines = PRESENTER.result(sk.score(sie), Voice("en", ("A", "B", "C", "D")))
    assert lines[-1] == "Each opponent pays 520: the declarer wins 1560."
    assert sk.score(sie).payouts == (-520, -520, 1560, -520)
    hochzeit = run(start(("GO EA GA SA EZ GZ SZ EK", "EO HO SO EU GU HA G7 S7",
                          "HU SU HZ HK E9 E8 G9 G8", "H9 H8 H7 E7 GK SK S9 S8"),
                         {"preset": "standard", "games": {"hochzeit": True}}),
                   "p0 bid; p1 pass; p2 pass; p3 pass; p0 declare hochzeit")
    assert "The Hochzeit trump: GO" in PRESENTER.describe(sk.view(hochzeit, 0),
                                                          Voice(notation="letters"))
    assert "The Hochzeit trump: 🍃O" in describe(hochzeit, 0)
    assert not any("Hochzeit trump" in line for line in describe(hochzeit, 1))
    assert PRESENTER.words.meanings("nehme") == ("accept",)
    assert PRESENTER.words.meanings("ablehnen") == ("decline",)


def test_the_end_of_a_ramsch_adds_up() -> None:
    """schafkopf-variants.md 5.3 (the Ramsch result) on the screen: no sides (everybody
    plays alone), each seat's card points; the price, who pays whom and the payouts are the
    score's, and what the losers pay is what the others get, Jungfrau and Durchmarsch
    included."""
    rules = sk.Rules.from_json("wirtshaus")
    seen = set()
    for seed in range(40):
        state = run(sk.deal(rules, seed=seed), "p1 pass; p2 pass; p3 pass; p0 pass")
        assert not any(line.startswith("Sides") for line in describe(state, 0))
        final = play_out(state)
        score = sk.score(final)
        ramsch = score.ramsch
        assert ramsch is not None
        lines = PRESENTER.result(score, Voice("en", ("you", "B", "C", "D"), seat=0),
                                 sk.view(final, 0))
        payouts = re.search(r"^Payouts: you ([-+]\d+), B ([-+]\d+), C ([-+]\d+), D ([-+]\d+)$",
                            lines[-1])
        assert payouts is not None
        assert tuple(int(p) for p in payouts.groups()) == score.payouts
        assert f"Price: {ramsch.price} (Ramsch)" in lines
        if ramsch.durchmarsch is not None:
            seen.add("durchmarsch")
            continue
        if len(ramsch.losers) == 4:
            continue
        pays = next(line for line in lines if " pay" in line and "Payouts" not in line)
        amounts = [int(n) for n in re.findall(r"\d+", pays)]
        paid = 3 * amounts[0] if " each pay " in pays else sum(amounts)
        assert paid == sum(p for p in score.payouts if p > 0), pays
        if ramsch.jungfrauen:
            seen.add("jungfrau")
            assert any(line.startswith("x") and "Jungfrau" in line for line in lines)
    assert seen == {"jungfrau"} or seen == {"jungfrau", "durchmarsch"}


def test_one_line_per_knock_and_doubling_naming_who() -> None:
    """schafkopf.md "Doubling (Kontra / Re)" and "Knocking" on the screen: every knock and
    every doubling is a line of its own, naming who gave it, and the formula multiplies by
    each; in German "Kontra von B", "Re von dir"."""
    state = run(start(HANDS, "sauspiel"), "p3 knock", SAUSPIEL, "p0 kontra", "p2 re")
    final = play_out(state)
    score = sk.score(final)
    german = PRESENTER.result(score, Voice("de", ("A", "B", "du", "D"), seat=2),
                              sk.view(final, 2))
    assert "x2    geklopft von D" in german
    assert "x2    Kontra von A" in german and "x2    Re von dir" in german
    value = next(line for line in german if line.startswith("Wert: "))
    assert value.endswith(f"· 2 · 2 · 2 = {score.value}")
    described = PRESENTER.describe(sk.view(state, 2), Voice("de", ("A", "B", "du", "D"),
                                                            seat=2))
    assert "Gestoßen: Kontra von A, Re von dir" in described


def test_german_game_names_as_players_write_them() -> None:
    """docs/cli.md "Deutsch": the games are named as players write them, in the choices and
    on the screen: Rufspiel auf die Gras-Sau, Wenz-Tout, Bettel, Geier, Herz-Solo-Tout."""
    from trickgames.schafkopf.screen import contract_name

    assert [contract_name(c, "de") for c in ("sauspiel-gras", "wenz-tout", "bettel", "geier",
                                             "solo-herz-tout", "ramsch", "sie")] == [
        "Rufspiel auf die Gras-Sau", "Wenz-Tout", "Bettel", "Geier", "Herz-Solo-Tout",
        "Ramsch", "Sie"]
    assert PRESENTER.words.of("declare wenz-tout", "de")[0] == "Wenz-Tout"
    assert PRESENTER.words.meanings("Wenz-Tout") == ("hold wenz-tout", "declare wenz-tout")
