"""Genscher: who may name a partner and when, the new parties, the announcements after it,
and its scoring (doppelkopf-variants.md "Genscher")."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError, ParseError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.parties import known_parties
from trickgames.doppelkopf.record import contract_label

from .helpers import HEALTHY, hands_with, play_out, run, seated

#: The example: p1 and p2 hold the CQ, p0 both DK; p2's no90 before the first card; after
#: p0's first DK (trick 2) p0 names p1.
EXAMPLE = [
    "p1 CA p2 C9 p3 CT p0 CK", "p1 DT p2 DA p3 SQ p0 DK p0=genscher=p1",
    "p3 S9 p0 SA p1 S9 p2 SK", "p0 HA p1 H9 p2 H9 p3 HK", "p0 C9 p1 CT p2 CA p3 CK",
    "p2 SK p3 ST p0 SA p1 ST", "p0 DQ p1 D9 p2 CQ p3 CJ", "p2 SJ p3 HT p0 HQ p1 DQ",
    "p3 HQ p0 DT p1 DA p2 HJ", "p3 HJ p0 DK p1 SJ p2 DJ", "p1 D9 p2 HT p3 DJ p0 SQ",
    "p2 HA p3 HK p0 CJ p1 CQ"]
RULES = {"preset": "ddv", "genscher": True}


def example_record() -> dict[str, object]:
    return seated(EXAMPLE, rules=RULES, before=[*HEALTHY, "p2 announce no90"])


def refused(state: dk.State, line: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, line)
    return info.value.code


def at_first_king(rules: object = RULES) -> dk.State:
    """p1 (forehand) holds both DK and leads the first: the moment of the Genscher."""
    hands = hands_with({1: "DK DK CQ", 2: "CQ"}, rules)  # type: ignore[arg-type]
    return run(hands, [*HEALTHY, "p1 play DK"], rules=rules)  # type: ignore[arg-type]


def test_the_spec_example() -> None:
    """The example: Re is p0 and p1; p2's no90 is void and only kontra stands, so Re wins with
    exactly 120; the fox p2 lost to p3 in trick 2 is Kontra's own; won 1 + kontra 2 - 1 for
    the fox Kontra caught in trick 9 = 2, scores [2, 2, -2, -2] (doppelkopf-variants.md
    Genscher, Example)."""
    state = dk.replay(example_record())
    game = state.game
    assert game is not None and game.genscher and game.re == (True, True, False, False)
    assert (state.calls.re_level, state.calls.kontra_level) == (-1, 0)
    result = dk.score(state)
    assert result.to_json() == {"scores": [2, 2, -2, -2], "winner": "re",
                                "card_points": {"re": 120, "kontra": 120}}
    assert [(i.code, i.party.value) for i in result.items] == [
        ("won", "re"), ("kontra_announced", "re"), ("fox_caught", "kontra")]
    assert contract_label(state) == "genscher"
    assert dk.validate(example_record()).valid


def test_genscher_right_after_the_first_diamond_king() -> None:
    """The very next action after the holder's first DK may be the Genscher, one per other
    seat; any other action lets the chance pass for good (doppelkopf-variants.md Genscher;
    Record grammar additions)."""
    state = at_first_king()
    offered = [str(a) for a in dk.legal_actions(state) if isinstance(a, dk.Genscher)]
    assert offered == ["p1 genscher p0", "p1 genscher p2", "p1 genscher p3"]
    assert [str(a) for a in dk.legal_actions(state, 1)
            if isinstance(a, dk.Genscher)] == offered  # off turn
    assert not any(isinstance(a, dk.Genscher) for a in dk.legal_actions(state, 2))
    assert refused(state, "p1 genscher p1") == "genscher_self"
    assert refused(state, "p2 genscher p1") == "genscher_not_allowed"
    later = dk.apply(state, dk.legal_actions(state, 2)[0])
    assert refused(later, "p1 genscher p3") == "genscher_not_allowed"
    assert not any(isinstance(a, dk.Genscher) for a in dk.legal_actions(later))


def test_genscher_only_with_the_option_and_in_a_normal_game() -> None:
    """Genscher needs the option and a normal game (the silent marriage included), never a
    solo (doppelkopf-variants.md Genscher)."""
    assert refused(at_first_king("ddv"), "p1 genscher p3") == "genscher_not_allowed"
    hands = hands_with({1: "DK DK CQ", 2: "CQ"}, RULES)
    solo = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                       "p1 declare solo-diamonds", "p1 play DK"], rules=RULES)
    assert refused(solo, "p1 genscher p3") == "genscher_not_allowed"
    silent = run(hands_with({1: "DK DK CQ CQ"}, RULES), [*HEALTHY, "p1 play DK"], rules=RULES)
    assert silent.game is not None and silent.game.silent
    assert dk.is_legal(silent, "p1 genscher p3")


def test_the_new_parties_and_announcements() -> None:
    """From the Genscher s and t are Re, the others Kontra; levels beyond re/kontra are void,
    each new party keeps a plain re/kontra if one of its seats announced; a silent marriage
    becomes a normal game; the parties are public (doppelkopf-variants.md Genscher)."""
    state = at_first_king()
    state = dk.apply(state, "p2 announce no60")  # p2 (Re by the club queen)
    # The announcement came between: the chance passed.
    assert refused(state, "p1 genscher p0") == "genscher_not_allowed"
    fresh = at_first_king()
    kontra = dk.apply(dk.apply(fresh, "p1 genscher p3"), "p3 announce re")
    assert kontra.game is not None and kontra.game.re == (False, True, False, True)
    silent = run(hands_with({1: "DK DK CQ CQ"}, RULES), [*HEALTHY, "p1 play DK",
                                                        "p1 genscher p2"], rules=RULES)
    game = silent.game
    assert game is not None and not game.solo and not game.silent and game.genscher
    assert (game.declarer, game.partner) == (1, 2)
    for viewer in (0, 3, None):
        assert known_parties(silent, viewer) == (
            dk.Party.KONTRA, dk.Party.RE, dk.Party.RE, dk.Party.KONTRA)
        assert dk.view(silent, viewer).to_json()["contract"] == "normal"


def test_announcements_before_are_cut_to_re_and_kontra() -> None:
    """Every no90..schwarz made before is void; a new party counts as having announced
    re (kontra) if one of its seats announced anything before, whatever party it was for;
    late-reply bars are lifted (doppelkopf-variants.md Genscher, Announcements)."""
    hands = hands_with({2: "DK DK CQ", 3: "CQ", 1: "DJ"}, RULES)
    state = run(hands, [*HEALTHY, "p2 announce no60", "p1 announce kontra", "p1 play DJ",
                        "p2 play DK"], rules=RULES)
    assert (state.calls.re_level, state.calls.kontra_level) == (2, 0)
    state = dk.apply(state, "p2 genscher p0")  # Re: p2 and p0; Kontra: p1 and p3
    assert (state.calls.re_level, state.calls.kontra_level) == (0, 0)
    assert not state.calls.re_blocked and not state.calls.kontra_blocked
    quiet = run(hands, [*HEALTHY, "p1 play DJ", "p2 play DK", "p2 genscher p1"], rules=RULES)
    assert (quiet.calls.re_level, quiet.calls.kontra_level) == (-1, -1)


def test_genscher_parses_and_round_trips() -> None:
    """`p<s> genscher p<t>` (Record grammar additions): parsed in any case, written
    canonically, replayed."""
    action = dk.parse_action("P0  Genscher P1")
    assert action == dk.Genscher(0, 1) and str(action) == "p0 genscher p1"
    with pytest.raises(ParseError):
        dk.parse_action("p0 genscher p7")
    record = dk.to_record(dk.replay(example_record()))
    assert "p0 genscher p1" in record.actions


def test_a_late_reply_bar_set_before_is_lifted() -> None:
    """A late reply (TSR 6.4.4) before the Genscher bars its party; after the Genscher every
    bar is lifted, so a seat of either new party holding 10 cards may announce no90, which the
    barred party could not before (doppelkopf-variants.md Genscher, Announcements: "late-reply
    bars are lifted")."""
    hands = hands_with({1: "CQ CA HK", 3: "CQ CK H9", 2: "DK DK C9 HA", 0: "C9 H9"}, RULES)
    state = run(hands, [*HEALTHY, "p1 announce re", "p1 play CA", "p2 play C9", "p3 play CK",
                        "p0 play C9", "p1 play HK", "p2 play HA", "p3 play H9", "p0 play H9",
                        "p0 announce kontra"], rules=RULES)  # p0 holds 10 cards: a late reply
    assert state.hand_size(0) == 10 and state.calls.kontra_blocked
    assert refused(state, "p0 announce no90") == "late_reply_blocks"
    state = dk.apply(state, "p2 play DK")
    assert refused(state, "p0 announce no90") == "late_reply_blocks"  # still barred
    state = dk.apply(state, "p2 genscher p0")  # Re: p2 and p0; Kontra: p1 and p3
    assert (state.calls.re_level, state.calls.kontra_level) == (0, 0)
    assert not state.calls.re_blocked and not state.calls.kontra_blocked
    assert dk.is_legal(state, "p0 announce no90")  # p0, barred as Kontra, now Re
    assert dk.is_legal(state, "p3 announce no90")
    assert not dk.is_legal(state, "p0 announce kontra")


# -- genscher_marriage (FreeDoko src/game/game.marriage.cpp, Game::check_for_genscher: no
# solo, no poverty; the silent marriage is a solo to FreeDoko) ------------------------------

DECLARED = {"preset": "freedoko", "genscher": True}
#: Dealer p3: forehand p0 holds both club queens and declares a marriage.
MARRIAGE = ["p0 reserve", "p1 healthy", "p2 healthy", "p3 healthy", "p0 declare marriage"]


def test_genscher_in_a_declared_marriage_and_an_unknown_silent_one() -> None:
    """genscher_marriage `declared` (the `freedoko` value; FreeDoko Game::check_for_genscher,
    Game::type): the Genscher is allowed in a declared marriage, after its clarification
    trick (the game becomes a normal one, without the marriage's deadline shift), and in a
    silent marriage only while the table does not know it (FreeDoko reads it as a normal game
    until both club queens are played, then as a solo); `silent` (ddv's) never in a declared
    marriage, always in the silent one."""
    hands = hands_with({0: "CQ CQ C9 DT", 1: "CA D9", 2: "DK DK CK", 3: "CT DA"}, DECLARED)
    lines = [*MARRIAGE, "p0 play C9", "p1 play CA", "p2 play CK", "p3 play CT",
             "p1 play D9", "p2 play DK"]
    state = run(hands, lines, rules=DECLARED, dealer=3)
    assert state.game is not None and state.game.partner == 1
    assert dk.is_legal(state, "p2 genscher p3")
    state = dk.apply(state, "p2 genscher p3")
    game = state.game
    assert game is not None and game.genscher and game.contract is dk.Contract.NORMAL
    assert game.re == (False, False, True, True) and game.shift == 0 and not game.open
    assert dk.is_legal(state, "p3 announce re")  # p3 holds 11 cards
    spec = {**DECLARED, "genscher_marriage": "silent"}
    assert refused(run(hands, lines, rules=spec, dealer=3), "p2 genscher p3") == (
        "genscher_not_allowed")
    silent = hands_with({1: "DK DK CQ CQ SA", 2: "D9 D9", 3: "DT DT", 0: "DJ DJ"}, DECLARED)
    unknown = run(silent, [*HEALTHY, "p1 play DK"], rules=DECLARED)
    assert unknown.game is not None and unknown.game.silent
    assert dk.is_legal(unknown, "p1 genscher p3")
    queens = [*HEALTHY, "p1 play CQ", "p2 play D9", "p3 play DT", "p0 play DJ",
              "p1 play CQ", "p2 play D9", "p3 play DT", "p0 play DJ", "p1 play DK"]
    known = run(silent, queens, rules=DECLARED)
    assert known_parties(known) == (dk.Party.KONTRA, dk.Party.RE, dk.Party.KONTRA,
                                    dk.Party.KONTRA)
    assert refused(known, "p1 genscher p3") == "genscher_not_allowed"
    assert dk.is_legal(run(silent, queens, rules=spec), "p1 genscher p3")


def test_a_genscher_before_the_clarification_trick_ends_the_announcements() -> None:
    """genscher_marriage `declared` (FreeDoko Game::check_for_genscher, Game::determine_marriage
    and Game::announcement_valid): a Genscher before the marriage's clarification trick, or
    with the card that completes it (FreeDoko looks for it when the card is played, before
    the trick is judged), ends the search for a partner: the Genscher names the parties, and
    as the marriage never clarifies no announcement is possible for the rest of the deal.
    After a failed marriage (he plays alone, a solo) there is no Genscher."""
    hands = hands_with({0: "CQ CQ", 1: "D9 DA", 2: "DK DK DT", 3: "DJ"}, DECLARED)
    state = run(hands, [*MARRIAGE, "p0 play CQ", "p1 play D9", "p2 play DK", "p2 genscher p1",
                        "p3 play DJ"], rules=DECLARED, dealer=3)
    game = state.game
    assert game is not None and game.genscher and game.open
    assert game.re == (False, True, True, False) and state.tricks[0].winner == 0
    assert refused(state, "p3 announce kontra") == "marriage_not_clarified"
    assert not state.announcing
    final = play_out(state)
    assert final.game is not None and final.game.re == (False, True, True, False)
    assert dk.replay(dk.to_record(final)) == final
    # p3's king completes trick 1, which p1 wins: the Genscher still came before it.
    hands = hands_with({0: "CQ CQ D9", 1: "DA", 2: "DT", 3: "DK DK"}, DECLARED)
    state = run(hands, [*MARRIAGE, "p0 play D9", "p1 play DA", "p2 play DT", "p3 play DK"],
                rules=DECLARED, dealer=3)
    assert state.game is not None and state.game.partner == 1 and not state.game.open
    state = dk.apply(state, "p3 genscher p2")
    assert state.game is not None and state.game.open and state.game.genscher
    assert refused(state, "p1 announce re") == "marriage_not_clarified"
    # Alone after trick 1 (marriage_tricks 1): no Genscher in trick 2 any more.
    alone = {**DECLARED, "marriage_tricks": 1}
    hands = hands_with({0: "CQ CQ D9 SA", 1: "DT D9", 2: "DJ DK DK", 3: "DQ"}, alone)
    state = run(hands, [*MARRIAGE, "p0 play CQ", "p1 play DT", "p2 play DJ", "p3 play DQ",
                        "p0 play D9", "p1 play D9", "p2 play DK"], rules=alone, dealer=3)
    assert state.game is not None and state.game.solo
    assert refused(state, "p2 genscher p1") == "genscher_not_allowed"
