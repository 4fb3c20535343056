"""The Doppelkopf presenter of the terminal game (docs/cli.md "`trickgames play`": the contract,
the parties as you know them, what was announced; docs/sessions.md "`trickgames play GAME
--session`": before each deal, a forced solo and who still owes a compulsory solo)."""

from __future__ import annotations

import re

from trickgames import doppelkopf as dk
from trickgames._core.screen import Voice
from trickgames._games import GAMES
from trickgames.doppelkopf import session as sessions
from trickgames.doppelkopf.screen import PRESENTER

from .helpers import HEALTHY, hands_with, play_out, run

UNKNOWN = "Parties as you know them: p0: ?, p1: ?, p2: ?, p3: ?"


def describe(state: dk.State, seat: int | None) -> list[str]:
    return PRESENTER.describe(dk.view(state, seat))


def test_before_the_contract() -> None:
    """Before the reservations settle the game the screen says so and no party is known
    (docs/cli.md "`trickgames play`", the example screen)."""
    state = dk.deal("ddv", seed=1353, dealer=0)
    assert describe(state, 1) == ["Contract: not settled yet", UNKNOWN]
    assert describe(state, None) == ["Contract: not settled yet", UNKNOWN]


def test_a_normal_game_with_announcements() -> None:
    """In a normal game the screen shows the contract, the parties the viewer can know (its own
    from its hand, an announcer's from the call) and each party's announcements (docs/cli.md
    "`trickgames play`"; doppelkopf.md "Announcements")."""
    state = run(hands_with({0: "CQ", 2: "CQ"}), HEALTHY)
    assert describe(state, 0) == ["Contract: normal",
                                  "Parties as you know them: p0: re, p1: ?, p2: ?, p3: ?"]
    for line in ("p0 announce re", "p0 announce no90", "p1 announce kontra"):
        state = dk.apply(state, line)
    assert describe(state, 1) == [
        "Contract: normal", "Parties as you know them: p0: re, p1: kontra, p2: ?, p3: ?",
        "Announced: re no90; kontra"]
    state = dk.apply(state, "p0 announce schwarz")  # skips no60 and no30
    assert describe(state, 3)[-1] == "Announced: re schwarz; kontra"


def test_a_declared_solo_names_its_soloist() -> None:
    """A declared game names its declarer; in a solo every party is known (docs/cli.md
    "`trickgames play`"; doppelkopf.md "Reservations")."""
    state = run(hands_with({1: "CQ"}), ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                                        "p1 declare solo-queens"])
    assert describe(state, 2) == [
        "Contract: solo-queens by p1",
        "Parties as you know them: p0: kontra, p1: re, p2: kontra, p3: kontra"]


def test_a_silent_marriage_is_shown_to_its_player_only() -> None:
    """A silent marriage: its player sees that he plays alone; the others (and a spectator) see
    a normal game until the deal is over, when the declarer is named (doppelkopf.md
    "Reservations" 3; docs/frontend.md "What is hidden, and when it is revealed")."""
    state = run(hands_with({1: "CQ CQ"}), HEALTHY)
    assert describe(state, 1) == [
        "Contract: silent marriage (you play alone) by p1",
        "Parties as you know them: p0: kontra, p1: re, p2: kontra, p3: kontra"]
    assert describe(state, 2) == ["Contract: normal",
                                  "Parties as you know them: p0: ?, p1: ?, p2: kontra, p3: ?"]
    assert describe(state, None) == ["Contract: normal", UNKNOWN]
    final = play_out(state)
    assert describe(final, 2)[0] == "Contract: normal by p1"
    assert describe(final, 1)[0] == "Contract: silent marriage (you play alone) by p1"


def test_cards_amounts_and_the_contract_of_a_finished_deal() -> None:
    """Cards are shown with suit symbols, a finished deal's amounts are its scores (a standings
    sheet) and its contract is the record's contract label (docs/cli.md "`trickgames play`";
    docs/sessions.md "`trickgames play GAME --session`": the standings)."""
    assert PRESENTER.card(dk.Card.HT) == "♥10" and PRESENTER.card(dk.Card.CQ) == "♣Q"
    assert (PRESENTER.sheet, PRESENTER.unit) == ("standings", "")
    final = play_out(run(hands_with({1: "CQ CQ"}), HEALTHY))
    score = dk.score(final)
    assert PRESENTER.amounts(score) == score.scores and sum(score.scores) == 0
    assert PRESENTER.contract(final) == "silent marriage"
    assert PRESENTER.contract(dk.deal("ddv", seed=1)) == "reservation"
    assert GAMES["doppelkopf"].presenter is PRESENTER


def test_before_a_deal_with_compulsory_solos_and_a_forced_solo() -> None:
    """Before each deal of a round with compulsory solos the screen names the forced soloist,
    when one is due, and who still owes a compulsory solo (doppelkopf.md "Sessions";
    docs/sessions.md "`trickgames play GAME --session`")."""
    session = sessions.start("ddv", ["A", "B", "C", "D"], deals=4, first_dealer=3)
    plan = sessions.next_deal(session)  # four deals for four solos: forced at once
    assert PRESENTER.before_deal(session, plan, session.name) == [
        "Forced solo: A must play the compulsory solo now; there are no reservations.",
        "Compulsory solos still owed: A, B, C, D"]
    state = dk.apply(sessions.deal(session, seed=1), "p0 declare solo-queens")
    final = play_out(state)
    assert PRESENTER.contract(final) == "forced solo-queens"
    session = sessions.finish_deal(session, final)
    assert PRESENTER.before_deal(session, sessions.next_deal(session), session.name) == [
        "Forced solo: B must play the compulsory solo now; there are no reservations.",
        "Compulsory solos still owed: B, C, D"]


def test_before_a_deal_of_other_sessions() -> None:
    """A round with compulsory solos and deals to spare names no forced solo, only who owes
    one; a session without compulsory solos adds nothing; at five the forced soloist is named
    by his player's name only, one naming on the screen (doppelkopf.md "Sessions";
    docs/sessions.md "`trickgames play GAME --session`")."""
    round_ = sessions.start("ddv", ["A", "B", "C", "D"], deals=24)
    assert PRESENTER.before_deal(round_, sessions.next_deal(round_), round_.name) == [
        "Compulsory solos still owed: A, B, C, D"]
    game = sessions.start("pagat", 4, deals=8, compulsory_solos=False)
    assert PRESENTER.before_deal(game, sessions.next_deal(game), game.name) == []
    five = sessions.start("ddv", ["A", "B", "C", "D", "E"], deals=5, first_dealer=0)
    plan = sessions.next_deal(five)
    assert plan.sitting_out == 0 and plan.context.forced_solo == 0
    lines = PRESENTER.before_deal(five, plan, lambda player: f"<{five.name(player)}>")
    assert lines == [
        "Forced solo: <B> must play the compulsory solo now; there are no reservations.",
        "Compulsory solos still owed: <A>, <B>, <C>, <D>, <E>"]


def test_german_card_names_and_players_words() -> None:
    """docs/cli.md "trickgames play": Doppelkopf cards are read in German notation (KrD
    Kreuz-Dame, PiA, HeZ the Dulle, KaA the fox) as well as the record codes, and the players'
    words name the actions (re, keine 90, gesund, Vorbehalt, Hochzeit, Armut, Damensolo)."""
    read = PRESENTER.notations.read
    assert [read(t) for t in ("KrD", "PiA", "HeZ", "KaA", "CQ", "h10", "♥10")] == [
        dk.Card.CQ, dk.Card.SA, dk.Card.HT, dk.Card.DA, dk.Card.CQ, dk.Card.HT, dk.Card.HT]
    meanings = PRESENTER.words.meanings
    assert meanings("re") == ("announce re",)
    assert meanings("keine 90") == meanings("K90") == meanings("no90") == ("announce no90",)
    assert meanings("Gesund") == meanings("healthy") == ("healthy",)
    assert meanings("Vorbehalt") == ("reserve",)
    assert meanings("Hochzeit") == ("declare marriage",)
    assert meanings("Armut") == ("declare poverty",)
    assert meanings("Damensolo") == ("declare solo-queens",)
    assert "declare solo-aces" in meanings("solo")


def test_the_result_itemises_the_score() -> None:
    """docs/cli.md "trickgames play": at the end the screen shows both parties' card points
    (240 together) and tricks and every score item (Score.details), in English or German."""
    final = play_out(run(hands_with({1: "CQ CQ"}), HEALTHY))
    score = dk.score(final)
    details = score.details()
    lines = PRESENTER.result(score, Voice())
    points = details["card_points"]
    assert lines[0].startswith(f"Card points: Re {points['re']}, Kontra {points['kontra']} "
                               "(together 240); tricks: Re ")
    assert len(lines) == 2 + len(details["items"])
    assert lines[-1] == f"= {abs(score.value)} for {'Re' if score.value >= 0 else 'Kontra'}" \
                        " (x3 for the soloist)"
    german = PRESENTER.result(score, Voice(lang="de"))
    assert german[0].startswith("Augen: Re ") and "(zusammen 240)" in german[0]
    assert german[-1].endswith("(x3 für den Solospieler)")


def test_swines_announced_and_a_thrown_deal_are_shown() -> None:
    """The screen names the seat whose swines count once the viewer may know it, and a
    thrown deal by its contract label (doppelkopf-variants.md Swines; "Throwing in")."""
    rules = dk.DDV.replace(swines=True, swines_announce="before_play")
    state = dk.apply(run(hands_with({2: "DA DA"}, rules), HEALTHY, rules=rules),
                     "p2 announce swines")
    assert describe(state, 0)[-1] == "Swines: p2"
    assert PRESENTER.describe(dk.view(state, 3), Voice("de"))[-1] == "Schweine: p2"
    throw = dk.DDV.replace(throw_in={"max_trumps": 12})
    thrown = run(hands_with({}, throw), ["p1 reserve", "p2 healthy", "p3 healthy",
                                         "p0 healthy", "p1 declare throw"], rules=throw)
    assert PRESENTER.contract(thrown) == "thrown"


def test_a_void_deal_is_told_without_naming_a_reason_it_may_not_have() -> None:
    """doppelkopf.md poverty (all decline) and doppelkopf-variants.md "Throwing in": both end
    the deal void; the result line says the deal is void and dealt again, in both languages,
    and names no poverty (a thrown deal had none)."""
    void = dk.Score.void()
    assert PRESENTER.result(void, Voice()) == ["The deal is void: the cards are dealt again."]
    assert PRESENTER.result(void, Voice(lang="de")) == [
        "Das Spiel ist ungültig: es wird neu gegeben."]


def _news(state: dk.State, action: str, seat: int, voice: Voice) -> list[str]:
    after = dk.apply(state, action)
    return PRESENTER.news(dk.view(state, seat), dk.view(after, seat), voice)


def test_a_solo_that_goes_before_the_person_s_marriage_is_said() -> None:
    """doppelkopf.md "Reservations" (a solo outranks a marriage) on the screen: when the
    viewer declared a marriage and another seat's solo settles the game, the screen says
    that the marriage does not count and why, once."""
    state = run(hands_with({1: "CQ CQ"}), ["p1 reserve", "p2 reserve", "p3 healthy",
                                            "p0 healthy", "p1 declare marriage"])
    german = Voice("de", ("A", "du", "C", "D"), seat=1)
    assert _news(state, "p2 declare solo-queens", 1, german) == [
        "Deine Hochzeit kommt nicht zum Zug: C spielt ein Solo (Damensolo), das geht vor."]
    assert _news(state, "p2 declare solo-queens", 3, Voice("de", seat=3)) == []


def test_the_marriage_partner_is_named() -> None:
    """doppelkopf.md "Reservations" (the marriage's clarification trick) on the screen: who
    became the partner of a marriage is said once, to everybody, when it is settled."""
    state = run(hands_with({0: "CQ CQ"}), ["p1 healthy", "p2 healthy", "p3 healthy",
                                            "p0 reserve", "p0 declare marriage"], dealer=0)
    voice = Voice("de", ("du", "B", "C", "D"), seat=0)
    said: list[str] = []
    while state.phase is dk.Phase.PLAY and len(state.tricks) < 3:
        action = str(dk.legal_actions(state, state.turn)[0])
        said += _news(state, action, 0, voice)
        state = dk.apply(state, action)
    assert len(said) == 1
    assert re.fullmatch(r"[BCD] ist der Partner deiner Hochzeit\.|Die Hochzeit hat keinen "
                        r"Partner gefunden: du spielst allein\.", said[0])


def test_why_a_trick_was_won_where_the_cards_do_not_say_it() -> None:
    """doppelkopf.md "Trick play" (the first of two equal cards wins; the second Dulle beats
    the first under ``dulle``; a trump beats a plain suit): the screen says why, and says
    nothing where the highest card of the led suit won."""
    from trickgames._core.tricks import Trick

    view = dk.view(run(hands_with({}), HEALTHY), 0)
    german = Voice("de")
    note = PRESENTER.trick_note
    C = dk.Card
    assert note(view, Trick(0, (C.CA, C.C9, C.CA, C.CK), 0), german) == \
        "die erste von zwei gleichen Karten"
    assert note(view, Trick(0, (C.CA, C.DJ, C.CT, C.CK), 1), german) == "Trumpf"
    assert note(view, Trick(0, (C.HT, C.CQ, C.HT, C.DA), 2), german) == "Dulle sticht Dulle"
    assert note(view, Trick(0, (C.CK, C.C9, C.CA, C.CK), 2), german) == ""
