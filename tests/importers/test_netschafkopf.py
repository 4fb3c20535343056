"""The NetSchafkopf importer (importers.md) on the four real logs, deal by deal, and on damaged,
truncated and re-encoded copies of them."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickgames
from trickgames import schafkopf as sk
from trickgames._core.lang import render_import_problem
from trickgames.importers import ImportResult, netschafkopf
from trickgames.importers.netschafkopf import (
    KNOCK_COMMENT,
    KONTRA_COMMENT,
    decode,
    infer_rules,
    read,
)

LOGS = Path(__file__).parent.parent / "data" / "raw" / "netschafkopf"
FILES = sorted(p.name for p in LOGS.glob("*.txt"))


@cache
def raw(name: str) -> bytes:
    return (LOGS / name).read_bytes()


@cache
def imported(name: str) -> ImportResult:
    return read(raw(name), source=str(LOGS / name))


def blocks(name: str) -> list[tuple[int, int, str]]:
    """Every deal of a log by hand, independently of the importer: (deal number, line of its
    Geber line, what was played: the game line's text)."""
    lines = decode(raw(name))
    out: list[tuple[int, int, str]] = []
    start = game = ""
    start_line = 0
    for number, text in enumerate(lines, 1):
        if text.startswith("Geber:"):
            start_line, start, game = number, text, ""
        elif not game and ((" spielt " in text and " spielt aus:" not in text)
                           or text.startswith(("Es wurde", "Spielart:"))):
            game = text.strip()
        match = re.fullmatch(r"\s*(\d+)\s+\d+(\s+[+-]?\d+){5}\s*", text)
        if match and start:
            out.append((int(match[1]), start_line, game))
    return out


def expected_code(game: str) -> str | None:
    """Why a deal cannot be imported, by its game line: only a Schieber round is not."""
    return "schieber" if game.startswith("Spielart: Schieber") else None


DEALS = [(name, number, line, game) for name in FILES for number, line, game in blocks(name)]


def test_the_four_logs_hold_116_deals() -> None:
    """importers.md NetSchafkopf: the four example logs hold 116 deals, each counted by the
    importer (``deals``) as by the ledger lines."""
    assert len(DEALS) == 116
    assert sum(imported(name).deals for name in FILES) == 116


@pytest.mark.parametrize(("name", "number", "line", "game"), DEALS,
                         ids=[f"{n[-12:-4]}-{d}" for n, d, _, _ in DEALS])
def test_every_deal_is_imported_and_scores_as_charged_or_reported(
        name: str, number: int, line: int, game: str) -> None:
    """importers.md NetSchafkopf and "Command line and API": each deal of the logs is either a
    record that validates, whose claimed result (what NetSchafkopf charged) equals the one we
    compute (a Ramsch too), or a reported problem with its deal number, line and a stable
    code; a Schieber deal is never guessed."""
    result = imported(name)
    records = {r.meta["deal_number"]: r for r in result.records}
    problems = {p.deal_number: p for p in result.problems}
    assert (number in records) != (number in problems)
    schieber_or_ramsch = expected_code(game)
    if number in problems:
        problem = problems[number]
        assert problem.file == name
        assert problem.line >= line
        if game.startswith("Spielart: Schieber"):
            assert problem.code in ("schieber", "zusammengeworfen")
        else:
            assert problem.code == schieber_or_ramsch
        return
    assert schieber_or_ramsch is None
    record = records[number]
    report = trickgames.validate(record)
    assert report.valid, report.issues
    assert report.result is not None
    assert report.result["payouts"] == list(record.result["payouts"])
    assert sum(record.result["payouts"]) == 0


def counts(name: str) -> tuple[int, Counter[str]]:
    result = imported(name)
    return len(result.records), Counter(p.code for p in result.problems)


def test_counts_per_log() -> None:
    """importers.md: per log, the deals imported and the reasons of the others: 4 of 4, 40 of
    40, 28 of 32 (two Schieber deals and two thrown in) and 40 of 40, the 27 Ramsch
    deals included."""
    expected = {
        "Schafkopfprotokoll_vom_04.08.24.txt": (4, Counter()),
        "Schafkopfprotokoll_vom_14.12.22.txt": (40, Counter()),
        "Schafkopfprotokoll_vom_16.05.20.txt": (28, Counter(schieber=2, zusammengeworfen=2)),
        "Schafkopfprotokoll_vom_20.03.23.txt": (40, Counter()),
    }
    assert {name: counts(name) for name in FILES} == expected
    ramsch = sum(1 for name in FILES for r in imported(name).records
                 if not any(" declare " in a for a in r.actions))
    assert ramsch == 27


def test_players_and_seats_follow_the_table_clockwise() -> None:
    """importers.md NetSchafkopf: hands are listed from forehand clockwise with the dealer
    last; ``players`` holds the names in seat order, ``dealer`` is the dealer's seat."""
    result = imported(FILES[0])
    assert result.players == ("PcLinks", "PcOben", "PcRechts", "Gast")
    first = result.records[0]  # "Geber: PcOben": PcRechts is forehand
    assert first.players == result.players
    assert first.dealer == 1
    assert first.hands[2] == ("H9", "EZ", "EU", "S9", "E9", "HU")  # PcRechts hat: ...
    assert first.actions[0].startswith("p2 ")  # forehand speaks first


def test_meta_names_the_source_file_deal_and_version() -> None:
    """importers.md Command line and API: ``meta`` holds ``source``, ``file`` (without
    folders), the log's ``deal_number`` and the program's version line."""
    record = imported(FILES[1]).records[2]
    assert record.meta["source"] == "netschafkopf"
    assert record.meta["file"] == FILES[1]
    assert record.meta["deal_number"] == 3
    assert record.meta["version"] == "gespielt von Gast am 14.12.22 mit Version 8.00, Update " \
                                     "12.03.20."
    assert record.meta["profile"] == "PM-Regeln"


def test_bidding_is_written_bid_for_the_declarer_pass_for_the_others() -> None:
    """importers.md NetSchafkopf: NetSchafkopf does not log the bidding: the record has
    ``bid`` by the declarer and ``pass`` by the others, from forehand, then the ``declare``."""
    record = imported(FILES[0]).records[0]  # "Gast spielt Schellen-Geier", dealer PcOben
    assert record.actions[:5] == ("p2 pass", "p3 bid", "p0 pass", "p1 pass",
                                  "p3 declare farbgeier-schellen")


@pytest.mark.parametrize(("text", "contract"), [
    ("Mit der Eichel-Ass", "sauspiel-eichel"), ("Mit der Schellen-As", "sauspiel-schellen"),
    ("Mit der Grün-Ass", "sauspiel-gras"), ("Eichel-Wenz", "farbwenz-eichel"),
    ("Wenz", "wenz"), ("Herz-Geier", "farbgeier-herz"), ("Geier", "geier"),
    ("Grün-Solo", "solo-gras"), ("Herz-Solo", "solo-herz"), ("Wenz Tout", "wenz-tout"),
    ("Schellen-Solo Tout", "solo-schellen-tout"), ("Gras-Geier", "farbgeier-gras"),
])
def test_game_lines_name_the_contract(text: str, contract: str) -> None:
    """importers.md NetSchafkopf: the game line ``X spielt ...``: Farbwenz, Wenz, Farbgeier,
    Geier, suit solos (Grün = Gras), the Tout suffix, ``Mit der Eichel-Ass`` / ``-As``."""
    deal = netschafkopf._Deal(number=1, line=1, ledger_line=2, price=0, totals=(0, 0, 0, 0),
                              stock=0, dealer=0, game=text, game_line=1)
    assert netschafkopf._game(deal).contract == contract


@pytest.mark.parametrize("text", ["Bettel", "Herz-Wenz-Solo", "Mit der Herz-Sau2", "Sie"])
def test_an_unknown_game_is_reported_not_guessed(text: str) -> None:
    """importers.md Command line and API: what cannot be imported is never guessed: a game
    line the importer does not know is reported (``unknown_game``)."""
    log = replace_line(FILES[0], "Gast spielt Schellen-Geier", f"Gast spielt {text}")
    result = read(log, source="x.txt")
    problem = result.problems[0]
    assert (problem.code, problem.deal_number, problem.line) == ("unknown_game", 1, 9)
    assert [r.meta["deal_number"] for r in result.records] == [2, 3, 4]


def test_knocks_and_kontra_are_written_with_a_comment() -> None:
    """importers.md NetSchafkopf: "aufgedoppelt" is a knock, written for the seats from
    forehand on, "gespritzt" a Kontra by the first defender after the declarer (then the Re by
    the declarer), each with a comment that the seat is not in the log."""
    records = {r.meta["deal_number"]: r for r in imported(FILES[2]).records}
    knocked = records[16]  # Rufspiel of PcRechts (dealer PcOben): 1 knock, 1 Kontra
    assert knocked.actions[0] == f"p2 knock  # {KNOCK_COMMENT}"
    # PcOben (p1) holds the called Gras ace: the first defender after p2 is Gast (p3)
    assert knocked.actions[6] == f"p3 kontra  # {KONTRA_COMMENT}"
    solo = records[17]  # Herz-Solo of PcLinks: 1 Kontra, by the seat after him
    assert solo.actions[5] == f"p1 kontra  # {KONTRA_COMMENT}"
    twice = records[6]  # 2 mal aufgedoppelt, dealer Gast: forehand PcLinks and PcOben
    assert twice.actions[:2] == (f"p0 knock  # {KNOCK_COMMENT}", f"p1 knock  # {KNOCK_COMMENT}")


def test_payouts_are_the_ledger_differences() -> None:
    """importers.md NetSchafkopf: a deal's ``result.payouts`` are the differences of the
    ledger line to the previous one (the first deal from zero), mapped to seats by name."""
    records = imported(FILES[0]).records
    # ledger: -5 -5 -5 +15, then +13 -11 -11 +9 (PcLinks PcOben PcRechts Gast)
    assert list(records[0].result["payouts"]) == [-5, -5, -5, 15]
    assert list(records[1].result["payouts"]) == [18, -6, -6, -6]


def test_card_points_are_the_ones_the_log_printed() -> None:
    """importers.md Command line and API: the records carry what the log says: "Die Gegner
    haben 24 Augen" is ``card_points`` 96 : 24, checked by validation."""
    record = imported(FILES[0]).records[1]
    assert dict(record.result["card_points"]) == {"declarers": 96, "defenders": 24}


def test_rules_are_inferred_from_the_price_lines() -> None:
    """importers.md NetSchafkopf, Rules: the tariff (Rufspiel, Einzelspiel, the per-step
    amount) and the Laufende minimum come from the price lines, written as a preset plus
    overrides; the deck from the hands."""
    short = imported(FILES[0]).rules
    assert isinstance(short, dict)
    assert short["deck"] == "short"
    assert short["tariff"] == {"sauspiel": 2, "solo": 5, "schneider": 1, "schwarz": 1,
                               "laufende": 1}
    pm = imported(FILES[1]).rules
    assert isinstance(pm, dict)
    assert pm["tariff"]["sauspiel"] == 10 and pm["tariff"]["solo"] == 50
    # "Mit 2 Laufenden" in a Wenz and a Grün-Wenz: the minimum is 2 there, 3 elsewhere
    assert pm["laufende_min"] == {"sauspiel": 3, "solo": 3, "wenz": 2, "farbwenz": 2,
                                  "geier": 3, "farbgeier": 3}
    standard = imported(FILES[2]).rules
    assert isinstance(standard, dict)
    assert all(v == 3 for v in standard["laufende_min"].values())
    for name in FILES:
        assert imported(name).records[0].to_json()["rules"] == imported(name).rules


def test_a_log_that_never_pays_laufende_pays_none() -> None:
    """importers.md NetSchafkopf, Rules: a table whose price lines never pay a Laufender,
    although a side held a run of three or more, pays none (``laufende`` 0)."""
    rules = imported(FILES[3]).rules
    assert isinstance(rules, dict)
    assert rules["tariff"]["laufende"] == 0
    assert rules["tariff"]["sauspiel"] == 1 and rules["tariff"]["solo"] == 5


def test_infer_rules_fills_an_unseen_step_from_the_seen_one() -> None:
    """importers.md NetSchafkopf, Rules: one per-step amount for Schneider, Schwarz and each
    Laufender: a step no deal shows takes the one the others show; more Kontra than two raise
    ``max_doublings``."""
    rules = infer_rules([{"base_kind": "sauspiel", "base": 1, "schneider": 1},
                         {"base_kind": "solo", "base": 5, "doublings": 3}])
    assert rules["tariff"] == {"sauspiel": 1, "solo": 5, "schneider": 1, "schwarz": 1,
                               "laufende": 1}
    assert rules["max_doublings"] == 3


def test_infer_rules_laufende_minimum_from_paid_and_unpaid_runs() -> None:
    """importers.md NetSchafkopf, Rules: a paid run of n says the minimum is at most n, an
    unpaid run of L that it is more than L; 3 where the log cannot tell."""
    rules = infer_rules([{"base_kind": "solo", "base": 50, "laufende": 10}],
                        laufende={"wenz": [(2, True)], "geier": [(3, False)], "solo": [(3, True)]})
    assert rules["laufende_min"]["wenz"] == 2
    assert rules["laufende_min"]["geier"] == 4
    assert rules["laufende_min"]["solo"] == 3
    assert rules["laufende_min"]["farbwenz"] == 3


def test_given_rules_replace_the_inferred_ones() -> None:
    """importers.md NetSchafkopf: ``--rules`` (the ``rules`` argument) overrides the
    inference; a Ramsch under rules without one is reported, never guessed."""
    inferred = imported(FILES[1]).rules
    assert isinstance(inferred, dict)
    given = {**inferred, "all_pass": "redeal"}
    given["tariff"] = {k: v for k, v in given["tariff"].items() if k != "ramsch"}
    result = read(raw(FILES[1]), source=FILES[1], rules=given)
    assert Counter(p.code for p in result.problems) == {"ramsch_unsupported": 15}
    assert len(result.records) == 25
    assert all(sk.Rules.from_json(r.to_json()["rules"]).all_pass.value == "redeal"
               for r in result.records)


def test_schieber_deals_are_reported_with_their_line() -> None:
    """importers.md NetSchafkopf, not supported: "Spielart: Schieber" deals and
    "zusammengeworfen" are reported (with the line) and the deals after them imported."""
    result = imported(FILES[2])
    reported = [(p.deal_number, p.code, p.line) for p in result.problems
                if p.code in ("schieber", "zusammengeworfen")]
    assert reported == [(18, "schieber", 343), (19, "zusammengeworfen", 368),
                        (20, "schieber", 375), (21, "zusammengeworfen", 400)]
    numbers = [r.meta["deal_number"] for r in result.records]
    assert 22 in numbers and 17 in numbers
    # deal 22's payouts are relative to deal 21's ledger line, though 21 is not imported
    deal22 = next(r for r in result.records if r.meta["deal_number"] == 22)
    assert list(deal22.result["payouts"]) == [-40, -40, 40, 40]


def test_ramsch_is_imported() -> None:
    """importers.md NetSchafkopf, Ramsch: the most card points pays, a tie by the higher
    Ober, a Jungfrau doubles for everybody, knocks double: every Ramsch of the logs validates
    with what NetSchafkopf charged."""
    result = imported(FILES[3])
    tie = 8  # "Bei Augengleichheit verliert, wer den höheren Ober hatte", a Jungfrau
    record = next(r for r in result.records if r.meta["deal_number"] == tie)
    assert record.actions[:4] == ("p3 pass", "p0 pass", "p1 pass", "p2 pass")
    assert list(record.result["payouts"]) == [2, 2, -6, 2]
    assert trickgames.validate(record).valid
    assert isinstance(result.rules, dict) and result.rules.get("tariff", {}).get("ramsch") == 1


def test_the_winner_of_a_trick_is_not_trusted() -> None:
    """importers.md NetSchafkopf: the importer does not trust the log's trick leaders and lets
    the engine decide: a log whose trick is led by the wrong seat is reported at that line
    with the validation's code."""
    log = replace_line(FILES[0], "        Gast spielt aus: GO SK EO S9",
                       "      PcOben spielt aus: GO SK EO S9")
    result = read(log, source="x.txt")
    problem = result.problems[0]
    assert problem.deal_number == 1 and problem.line == 11
    assert problem.code in ("not_your_turn", "card_not_in_hand")
    assert len(result.records) == 3


def test_a_price_that_does_not_match_the_ledger_is_reported() -> None:
    """importers.md Command line and API: a deal whose charge the engine computes differently
    is not imported: the record would not validate (``result_mismatch``, at the ledger line)."""
    log = replace_line(FILES[0], "    1        5           -5           -5           -5   "
                       "       +15        0",
                       "    1        5           -4           -6           -5          +15   "
                       "     0")
    result = read(log, source="x.txt")
    problem = result.problems[0]
    assert (problem.deal_number, problem.code, problem.line) == (1, "result_mismatch", 19)


def replace_line(name: str, old: str, new: str) -> bytes:
    lines = decode(raw(name))
    index = lines.index(old)
    lines[index] = new
    return "\n".join(lines).encode("latin-1")


# -- damaged and truncated logs ---------------------------------------------------------------


def ledger_ends(name: str) -> dict[int, int]:
    """Where each deal's ledger line ends in the log's bytes, by deal number."""
    ends: dict[int, int] = {}
    position = 0
    for line in raw(name).split(b"\n"):
        body = line.rstrip(b"\r")
        match = re.fullmatch(rb"\s*(\d+)\s+\d+(\s+[+-]?\d+){5}\s*", body)
        if match:
            ends[int(match[1])] = position + len(body.rstrip())
        position += len(line) + 1
    return ends


@given(st.sampled_from(FILES), st.floats(0, 1))
def test_a_log_cut_anywhere_keeps_the_deals_before_the_cut(name: str, where: float) -> None:
    """importers.md Command line and API: a truncated log: the deals before the damage are
    imported (as from the whole log), the cut deal is reported with its line; reading never
    raises."""
    data = raw(name)[:int(len(raw(name)) * where)]
    result = read(data, source=name)
    if not result.readable:
        assert result.problems[0].code == "not_netschafkopf"
        return
    whole = {r.meta["deal_number"]: r for r in imported(name).records}
    before = {n for n, end in ledger_ends(name).items() if end <= len(data)}
    got = {r.meta["deal_number"]: r for r in result.records}
    assert set(got) == before & set(whole)
    for number, record in got.items():
        assert record.result == whole[number].result
        assert record.actions == whole[number].actions
    starts = [i for i in range(len(raw(name))) if raw(name).startswith(b"Geber:", i)]
    inside = [number for (number, end), start in zip(sorted(ledger_ends(name).items()), starts,
                                                      strict=True) if start < len(data) < end]
    cut = [p.deal_number for p in result.problems if p.code == "truncated"]
    assert cut == inside
    assert all(p.code != "damaged" and p.code != "after_damage" for p in result.problems)


@given(st.sampled_from(FILES), st.data())
def test_a_garbled_line_keeps_the_deals_before_it(name: str, data: st.DataObject) -> None:
    """importers.md Command line and API: an unreadable log (a line garbled in the middle):
    the deals before the damage are imported, the damaged deal and every later one are
    reported with their lines; reading never raises."""
    lines = decode(raw(name))
    deals = blocks(name)
    target = data.draw(st.integers(0, len(deals) - 1))
    number, start, _ = deals[target]
    offset = data.draw(st.integers(1, 4))  # a hand line
    garbage = data.draw(st.sampled_from(["\x00\x01\x02", "####", "Ã¼Ã¶ hat",
                                         "PcLinks spielt aus: SO"]))
    lines[start - 1 + offset] = garbage
    result = read("\n".join(lines).encode("utf-8", "surrogateescape"), source=name)
    got = {r.meta["deal_number"] for r in result.records}
    whole = {r.meta["deal_number"] for r in imported(name).records}
    assert got == {n for n in whole if n < number}
    damaged = [p for p in result.problems if p.code == "damaged"]
    assert [(p.deal_number, p.line) for p in damaged] == [(number, start + offset)]
    later = [p.deal_number for p in result.problems if p.code == "after_damage"]
    assert later == [n for n, _, _ in deals if n > number]


@given(st.binary(max_size=300))
def test_any_bytes_never_raise(data: bytes) -> None:
    """importers.md Command line and API: bad input gets a clear problem, never an
    exception."""
    header = b"Standard\r\ngespielt von Gast am 1.1.20 mit Version 8.00\r\n\r\nGeber: Gast\r\n"
    for text in (data, header + data):
        result = read(text, source="x.txt")
        assert all(p.code and p.line >= 1 and p.message for p in result.problems)
        assert all(trickgames.validate(r).valid for r in result.records)



#: Tokens longer than a message quotes (records.md "Validation": at most 60 characters), and
#: numbers longer than Python converts (4,300 digits).
_LONG_TOKENS = st.sampled_from(["x" * 5000, "9" * 5000, "9" * 80, "Mit " + "9" * 5000
                                + " Laufenden", "Das " + "x" * 200 + " kostet 5 Punkte."])


@given(st.data(), _LONG_TOKENS)
def test_a_long_token_anywhere_is_reported_and_quoted_short(data: st.DataObject,
                                                            token: str) -> None:
    """importers.md Command line and API (bad input gets a clear problem, never an
    exception) and records.md "Validation" (a message quotes at most 60 characters): a word
    of a log replaced by a 5,000-character text or number (a name, a card, an amount, a
    count of Laufende) never raises, and no problem quotes it beyond 60 characters, in
    English or German."""
    name = "Schafkopfprotokoll_vom_04.08.24.txt"  # the shortest log: 4 deals, 79 lines
    lines = decode(raw(name))
    number = data.draw(st.integers(0, len(lines) - 1))
    words = list(re.finditer(r"\S+", lines[number])) or [re.match("", lines[number])]
    word = data.draw(st.sampled_from(words))
    assert word is not None
    lines[number] = lines[number][:word.start()] + token + lines[number][word.end():]
    result = read("\n".join(lines).encode("utf-8"), source=name)
    for problem in result.problems:
        for message in (problem.message, render_import_problem(problem.code, problem.message,
                                                               "de", problem.params)):
            assert not re.search(r"([x9])\1{60}", message), message[:200]
    assert all(trickgames.validate(r).valid for r in result.records)


def test_a_file_that_is_not_a_log() -> None:
    """importers.md Command line and API: a file that is not a NetSchafkopf log is
    unreadable: one problem, ``not_netschafkopf``, no records."""
    result = read(b'{"format": "trickgames.record/1"}', source="x.json")
    assert not result.readable and not result.records
    assert [p.code for p in result.problems] == ["not_netschafkopf"]


# -- encodings --------------------------------------------------------------------------------


def record_texts(result: ImportResult) -> list[str]:
    return [r.to_text() for r in result.records]


def test_latin1_and_utf8_give_the_same_records() -> None:
    """importers.md NetSchafkopf: the logs are Latin-1 (some copies UTF-8), CR LF or LF: the
    same log in UTF-8, with a byte order mark, with LF, in UTF-16 or as text gives the same
    records ("Grün-Wenz" read right in each)."""
    name = FILES[2]  # Latin-1, CR LF, "Grün-Wenz" in deal 2
    data = raw(name)
    assert b"Gr\xfcn" in data
    text = data.decode("latin-1")
    expected = record_texts(read(data, source=name))
    assert any("farbwenz-gras" in t for t in expected)
    variants: list[Any] = [text.encode("utf-8"), b"\xef\xbb\xbf" + text.encode("utf-8"),
                           text.replace("\r\n", "\n").encode("latin-1"), text,
                           text.encode("utf-16")]
    for variant in variants:
        assert record_texts(read(variant, source=name)) == expected


def test_the_utf8_log_reads_as_utf8() -> None:
    """importers.md NetSchafkopf: a UTF-8 copy of a log ("GrÃ¼n" in Latin-1) is read as
    UTF-8: its Grün-Wenz is a Farbwenz of Gras."""
    name = FILES[1]
    assert "Grün-Wenz".encode() in raw(name)
    record = imported(name).records[2]
    assert "p1 declare farbwenz-gras" in record.actions


def test_a_line_in_another_encoding_is_read_per_line() -> None:
    """importers.md NetSchafkopf: each line is UTF-8 when it is valid UTF-8, else Latin-1, so
    a file with both (a UTF-8 log appended to) reads every line right."""
    assert decode(b"Gr\xc3\xbcn\r\nGr\xfcn") == ["Grün", "Grün"]


def test_a_price_part_the_importer_does_not_read_is_left_to_validation() -> None:
    """importers.md Command line and API: the records carry what the log says; a part of the
    price line the importer does not read changes no action, and validation decides: the
    deal is imported when the engine charges what the ledger says, else reported, naming
    that part."""
    plain = "Das Einzelspiel kostet 5 Punkte."
    same = replace_line(FILES[0], plain, "Das Einzelspiel kostet 5 Punkte. Mit Ehre 5 Punkte.")
    assert len(read(same, source="x.txt").records) == 4
    lines = decode(raw(FILES[0]))
    lines[lines.index(plain)] = "Das Einzelspiel kostet 5 Punkte. Mit Glück 7 Punkte."
    lines[18] = "    1        7           -7           -7           -7          +21        0"
    problem = read("\n".join(lines), source="x.txt").problems[0]
    assert (problem.deal_number, problem.code, problem.line) == (1, "result_mismatch", 19)
    assert "'Mit Glück 7'" in problem.message


def test_an_unknown_price_is_reported() -> None:
    """importers.md Command line and API: a price that is not a Rufspiel, Einzelspiel or
    Ramsch price is reported (``unknown_price``), the later deals still imported."""
    log = replace_line(FILES[0], "Das Einzelspiel kostet 5 Punkte.", "Das Sonderspiel kostet 5 "
                       "Punkte.")
    result = read(log, source="x.txt")
    assert [(p.deal_number, p.code, p.line) for p in result.problems] == [
        (1, "unknown_price", 17)]
    assert len(result.records) == 3


def edited(name: str, changes: dict[int, str]) -> str:
    """The log with some lines (by 1-based number) replaced."""
    lines = decode(raw(name))
    for number, text in changes.items():
        lines[number - 1] = text
    return "\n".join(lines)


@pytest.mark.parametrize(("changes", "code", "deals"), [
    ({19: "    1        5           -5           -5           -5          +15       10"},
     "stock", [1, 2]),
    ({4: "Geber: PcOben\nSpielart: Kurz"}, "spielart", [1]),
    ({17: "Das Einzelspiel kostet 5 Punkte. 1 mal aufgedoppelt 15 Punkte."},
     "price_mismatch", [1]),
    ({17: "Das Einzelspiel kostet 5 Punkte. 9 mal gespritzt 2560 Punkte."},
     "price_mismatch", [1]),
])
def test_each_code_of_a_deal_that_is_not_imported(changes: dict[int, str], code: str,
                                                  deals: list[int]) -> None:
    """importers.md Command line and API: each deal that cannot be turned into a valid record
    is reported with a stable code (a moved Stock, another Spielart, a price line that does
    not add up); the other deals are still imported."""
    result = read(edited(FILES[0], changes), source="x.txt")
    assert [(p.deal_number, p.code) for p in result.problems] == [(d, code) for d in deals]
    assert len(result.records) == 4 - len(deals)


def test_a_deal_with_another_deck_is_reported() -> None:
    """importers.md NetSchafkopf: 6 cards each is the short deck: every record of a log has
    the log's rules, so a deal with another deck than the first is reported
    (``deck_mismatch``)."""
    short = decode(raw(FILES[0]))
    long = decode(raw(FILES[1]))
    block = long[3:22]  # deal 1 of a long-deck log, the same players
    block[-1] = "    5       20          +30          -25          +15          -20        0"
    result = read("\n".join([*short, *block]), source="x.txt")
    assert [(p.deal_number, p.code) for p in result.problems] == [(5, "deck_mismatch")]
    assert len(result.records) == 4
