"""The web game's JSON API (trickgames.web.app), driven with Starlette's test client, as the
docs' "Build a frontend" page describes it."""

from __future__ import annotations

import json
import random

import pytest

import trickgames
from tests.web._api import NOW, Seat, app_client, card_strings, choose, create
from trickgames import daily
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.web.tables import COMPUTER, HUMAN

ENGINES = {"doppelkopf": dk, "schafkopf": sk}


@pytest.fixture
def client(tmp_path):
    with app_client(tmp_path) as test_client:
        yield test_client


def finish(seat: Seat, rng: random.Random | None = None) -> Seat:
    """Play the seat's deal to its end (the others are computer players)."""
    rng = rng or random.Random(0)
    while not seat.table["deal_over"]:
        seat.act(choose(rng, seat) if seat.table["chance"] or seat.view["legal_actions"]
                 else None)
    return seat


# -- creating a game ----------------------------------------------------------------------------


def test_a_new_game_answers_the_callers_seat_token_view_and_invitations(client):
    """web docs "POST /api/games": the caller takes the first human seat; every other human
    seat gets an invitation link carrying its token in the fragment; the view is the
    library's view of the caller's seat."""
    answer = client.post("/api/games", json={
        "game": "doppelkopf", "rules": "ddv", "seed": 1353,
        "seats": [COMPUTER, HUMAN, COMPUTER, HUMAN], "name": "Anna"}).json()
    assert {"id", "seat", "token", "view", "invitations", "seq", "table"} <= set(answer)
    assert answer["seat"] == 1 and answer["table"]["names"] == [None, "Anna", None, None]
    (invitation,) = answer["invitations"]
    assert invitation["seat"] == 3
    assert invitation["url"].endswith(f"/#game={answer['id']}&token={invitation['token']}")
    assert invitation["token"] != answer["token"] and len(answer["token"]) >= 32
    state = dk.deal("ddv", seed=1353, dealer=3)
    for line in answer["view"]["history"]:
        state = dk.apply(state, line)
    assert answer["view"] == dk.view(state, 1).to_json()
    assert answer["table"]["waiting"] == [1]


@pytest.mark.parametrize(("body", "code"), [
    ({"rules": "ddv"}, "invalid_request"),
    ({"game": "skat"}, "unknown_game"),
    ({"game": "doppelkopf", "rules": "dvv"}, "unknown_preset"),
    ({"game": "doppelkopf", "rules": {"nines": 3}}, "invalid_rules"),
    ({"game": "doppelkopf", "rules": 3}, "invalid_request"),
    ({"game": "doppelkopf", "seats": ["computer"] * 4}, "invalid_request"),
    ({"game": "doppelkopf", "seats": ["human", "robot", "human", "human"]}, "invalid_request"),
    ({"game": "doppelkopf", "seed": -1}, "invalid_request"),
    ({"game": "doppelkopf", "seed": True}, "invalid_request"),
    ({"game": "doppelkopf", "colour": "red"}, "invalid_request"),
    ({"game": "doppelkopf", "name": "x" * 41}, "invalid_request"),
    ({"game": "doppelkopf", "daily": "2024-5-1"}, "invalid_date"),
    ({"game": "doppelkopf", "daily": "2024-05-03"}, "daily_not_today"),
    ({"game": "doppelkopf", "daily": "2024-05-01", "seed": 3}, "invalid_request"),
    ({"game": "doppelkopf", "daily": "2024-05-01",
      "seats": ["human", "human", "computer", "computer"]}, "daily_seats"),
    ({"game": "schafkopf", "session": {"deals": 0}}, "invalid_request"),
    ({"game": "schafkopf", "session": {"rounds": 3}}, "invalid_request"),
    ({"game": "doppelkopf", "session": {"deals": 2, "compulsory_solos": True}},
     "too_few_deals_for_solos"),
])
def test_a_bad_new_game_is_refused_with_a_code(client, body, code):
    """web docs "Errors": a bad request answers 4xx with {"error": {"code", "message"}}, the
    library's code where the library refuses it (unknown game, preset, invalid rules)."""
    answer = client.post("/api/games", json=body)
    assert 400 <= answer.status_code < 500
    error = answer.json()["error"]
    assert set(error) == {"code", "message"} and error["message"]
    assert error["code"] == code


def test_garbage_is_refused(client):
    """web docs "Errors": a body that is not JSON, not an object, or too large is refused."""
    for content in (b"{garbage", b"[1, 2]", b"\xff\xfe", b""):
        answer = client.post("/api/games", content=content)
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] in ("invalid_json", "invalid_request")
    big = client.post("/api/games", content=b" " * (70 * 1024))
    assert big.status_code == 413 and big.json()["error"]["code"] == "request_too_large"


def test_errors_speak_the_requests_language(client):
    """web docs "Errors": Accept-Language (or ?lang=) de gives the German message of the
    library's catalogue (and of the web game's own codes); the code stays the same."""
    german = {"Accept-Language": "de-DE,de;q=0.9"}
    answer = client.post("/api/games", json={"game": "doppelkopf", "rules": {"nines": 3}},
                         headers=german).json()["error"]
    assert answer == {"code": "invalid_rules",
                      "message": "Option 'nines': nur true oder false, nicht 3."}
    answer = client.post("/api/games?lang=de", content=b"{").json()["error"]
    assert answer["code"] == "invalid_json" and "JSON" in answer["message"]
    seat = create(client, game="doppelkopf", seed=3)
    wrong = client.post(f"/api/games/{seat.id}/actions", headers={**seat.headers, **german},
                        json={"action": "p0 play CQ", "seq": seat.last["seq"]}).json()["error"]
    assert wrong["code"] == "not_play_phase" and wrong["message"] != "p0 cannot play a card now"


# -- playing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "rules"), [("doppelkopf", "ddv"), ("schafkopf", "sauspiel")])
def test_a_whole_deal_against_the_computer_and_its_valid_record(client, game, rules):
    """web docs "POST /api/games/{id}/actions": each action is played, the computer players
    move up to the seat's next decision; at the end the view has the itemised score and the
    record (409 before the end) validates with the same result."""
    seat = create(client, game=game, rules=rules, seed=4)
    assert seat.record(expect=409).json()["error"]["code"] == "not_finished"
    finish(seat, random.Random(4))
    record = seat.record().json()
    report = trickgames.validate(record)
    assert report.valid, report.issues
    score = seat.view["score"]
    key = "scores" if game == "doppelkopf" else "payouts"
    assert report.result[key] == score[key] == seat.table["results"][0]
    assert record["players"] == ["Player 0", "Computer 1", "Computer 2", "Computer 3"]
    assert record["meta"] == {"generator": "trickgames serve", "seed": 4}
    assert seat.record(deal=0).json() == record
    assert seat.record(expect=409, deal=1).json()["error"]["code"] == "deal_not_over"


def test_an_illegal_stale_or_repeated_action_changes_nothing(client):
    """web docs "Sequence numbers": an illegal card, an action with an old seq (stale, or
    sent twice), another seat's action and a pass without a chance are refused with a code
    and change nothing."""
    seat = create(client, game="schafkopf", rules="standard", seed=8)
    before = seat.get()
    legal = before["view"]["legal_actions"]
    assert seat.act("p0 play EO", expect=422)["error"]["code"] == "not_play_phase"
    assert seat.act("p1 pass", expect=403)["error"]["code"] == "not_your_seat"
    assert seat.act("p0 jump", expect=400)["error"]["code"] == "unknown_verb"
    assert seat.act(None, expect=409)["error"]["code"] == "no_chance"
    assert seat.act(legal[0], expect=409, seq=before["seq"] + 1)["error"]["code"] == \
        "stale_action"
    assert seat.get() == before
    seat.act(legal[0])
    after = seat.get()
    repeated = seat.act(legal[0], expect=409, seq=before["seq"])
    assert repeated["error"]["code"] == "stale_action"
    assert seat.get() == after
    for body in ({"action": legal[0]}, {"action": 3, "seq": 0}, {"seq": 0},
                 {"action": legal[0], "seq": "1"}, {"action": legal[0], "seq": 1, "x": 1}):
        answer = client.post(f"/api/games/{seat.id}/actions", json=body, headers=seat.headers)
        assert answer.status_code == 400 and answer.json()["error"]["code"] == "invalid_request"
    assert seat.get() == after


def test_tokens_open_their_own_seat_only(client):
    """web docs "Tokens": the token travels as Authorization: Bearer; without it 401, a
    wrong one or one of another game 403, an unknown id 404; a token gives that seat's view
    and acts only for that seat."""
    alice = create(client, game="doppelkopf", seed=2, seats=[HUMAN, HUMAN, COMPUTER, COMPUTER])
    other = create(client, game="doppelkopf", seed=2)
    token = alice.last["invitations"][0]["token"]
    bob = Seat(client, alice.id, token, alice.last)
    assert bob.get()["seat"] == 1
    assert bob.view == dk.view(dk.deal("ddv", seed=2, dealer=3), 1).to_json()
    path = f"/api/games/{alice.id}"
    assert client.get(path).status_code == 401
    assert client.get(path, headers={"Authorization": "Basic abc"}).json()["error"]["code"] \
        == "missing_token"
    assert client.get(path, headers=other.headers).json()["error"]["code"] == "wrong_token"
    assert client.get(path, headers={"Authorization": "Bearer " + token[:-1]}).status_code \
        == 403
    assert client.get("/api/games/nosuchgame", headers=alice.headers).status_code == 404
    assert client.get("/api/games/../../etc", headers=alice.headers).status_code == 404
    assert bob.act("p0 healthy", expect=403)["error"]["code"] == "not_your_seat"
    assert client.get(f"/api/games/{alice.id}/record", headers=other.headers).status_code == 403


def test_a_restart_resumes_every_game(tmp_path):
    """web docs "Storage": the database survives a restart: a new app on the same file
    answers the same view and plays on; the finished record is the same."""
    with app_client(tmp_path) as first:
        seat = create(first, game="doppelkopf", seed=11)
        for _ in range(3):
            seat.act(choose(random.Random(1), seat))
        before = seat.get()
    with app_client(tmp_path) as second:
        again = Seat(second, seat.id, seat.token, before)
        assert again.get() == before
        finish(again)
        record = again.record().json()
    with app_client(tmp_path, max_tables=1) as third:
        create(third, game="schafkopf", seed=1)  # pushes the first table out of memory
        assert Seat(third, seat.id, seat.token, before).record().json() == record


def test_a_second_writer_of_the_same_events_is_refused(tmp_path):
    """web docs "Storage": the database keeps each event number once; an app whose copy of a
    table is behind the file answers stale_action (not an error of its own) and reads the
    table anew."""
    with app_client(tmp_path) as one, app_client(tmp_path) as other:
        seat = create(one, game="doppelkopf", seed=12)
        legal = seat.view["legal_actions"]
        behind = Seat(other, seat.id, seat.token, seat.last)
        behind.get()  # the second app has the table in memory now
        seat.act(legal[0])
        assert behind.act(legal[0], expect=409)["error"]["code"] == "stale_action"
        assert behind.get()["seq"] == seat.last["seq"]


def test_a_friend_joins_and_each_sees_only_his_seat(client):
    """web docs "Tables for several people": a seat without a person is a computer player;
    the table waits for each person in turn; each token's answers are its seat's view."""
    host = create(client, game="schafkopf", rules="standard", seed=5,
                  seats=[HUMAN, COMPUTER, HUMAN, COMPUTER])
    guest = Seat(client, host.id, host.last["invitations"][0]["token"], host.last)
    guest.get()
    rng = random.Random(5)
    while not host.table["deal_over"]:
        for person in (host, guest):
            person.get()
            if person.seat in person.table["waiting"]:
                person.act(choose(rng, person))
    guest.get()
    assert guest.table["deal_over"] and guest.view["seat"] == 2
    report = trickgames.validate(guest.record().json())
    assert report.valid and report.result["payouts"] == guest.view["score"]["payouts"]


def test_news_is_waited_for_with_since(client):
    """web docs "GET /api/games/{id}": with ?since=SEQ the answer waits until the table's
    sequence number differs (or poll_timeout passes), so a page need not poll in a loop."""
    seat = create(client, game="doppelkopf", seed=6)
    answer = seat.get(since=seat.last["seq"])
    assert answer["seq"] == seat.last["seq"]
    assert seat.get(since=0)["seq"] == seat.last["seq"]
    bad = client.get(f"/api/games/{seat.id}?since=x", headers=seat.headers)
    assert bad.json()["error"]["code"] == "invalid_request"


# -- what a response may hold -------------------------------------------------------------------


def _replayed(engine, record):
    """Every state of a deal from its record: the first, and after each action."""
    state = engine.deal(record["rules"], hands=record["hands"], dealer=record["dealer"],
                        context=engine.Context.from_json(record.get("context") or {}))
    yield state
    for line in record["actions"]:
        state = engine.apply(state, line)
        yield state


@pytest.mark.parametrize(("game", "rules", "seed"), [
    ("doppelkopf", "ddv", 21), ("doppelkopf", {"preset": "pagat", "nines": False}, 3),
    ("doppelkopf", "freedoko", 8), ("schafkopf", "sauspiel", 4), ("schafkopf", "wirtshaus", 9),
])
def test_no_response_holds_a_card_the_seat_cannot_know(client, game, rules, seed):
    """frontend.md "What is hidden": whole deals played through the API, four people at the
    table choosing at random (off-turn actions included), and every answer's view is exactly
    the library's view of that seat at that moment; nothing outside the view is a card."""
    engine = ENGINES[game]
    first = create(client, game=game, rules=rules, seed=seed, seats=[HUMAN] * 4)
    people = [first] + [Seat(client, first.id, inv["token"], first.last)
                        for inv in first.last["invitations"]]
    answers = [first.last]
    rng = random.Random(seed)
    while True:
        for person in people:
            answers.append(person.get())
        if people[0].table["deal_over"]:
            break
        waited = [p for p in people if p.seat in p.table["waiting"]]
        person = rng.choice(waited)
        answers.append(person.act(choose(rng, person)))
    record = first.record().json()
    states = list(_replayed(engine, record))
    for answer in answers:
        view = answer["view"]
        moment = len(view["history"])
        assert view == engine.view(states[moment], answer["seat"]).to_json()
        rest = {k: v for k, v in answer.items() if k not in ("view", "token", "invitations",
                                                              "id")}
        assert card_strings(rest) == []


def test_a_card_image_for_every_card(client):
    """svg module: /cards/{game}/{code}.svg draws each card of both decks (and the back);
    an unknown card or game is a clear error."""
    for game, engine in ENGINES.items():
        for card in engine.Card:
            answer = client.get(f"/cards/{game}/{card.code}.svg?lang=de")
            assert answer.status_code == 200
            assert answer.headers["content-type"].startswith("image/svg+xml")
        assert client.get(f"/cards/{game}/back.svg").status_code == 200
    assert client.get("/cards/doppelkopf/XX.svg").status_code == 400
    assert client.get("/cards/skat/CQ.svg").json()["error"]["code"] == "unknown_game"


def test_the_rules_catalogue_lists_presets_and_options(client):
    """web docs "GET /api/rules": every preset with each option's value, every option with
    its meaning (in the request's language) and its choices when it has a few."""
    catalogue = client.get("/api/rules?lang=de").json()
    by_name = {g["name"]: g for g in catalogue["games"]}
    assert list(by_name) == ["doppelkopf", "schafkopf"]
    ddv = by_name["doppelkopf"]["presets"]["ddv"]
    assert ddv["nines"] is True and ddv["dulle"] == "first_wins"
    options = {o["name"]: o for o in by_name["doppelkopf"]["options"]}
    assert options["nines"]["choices"] == [True, False]
    assert options["solos"]["choices"] is None
    assert options["nines"]["doc"].startswith("Mit Neunen")
    assert catalogue["daily"] == {"rule": daily.RULE, "deals": 4, "today": "2024-05-01"}


def test_the_page_and_its_files(client):
    """web docs "The page": / is the page, its script and style are package files; the
    page is served with a strict content security policy."""
    page = client.get("/")
    assert page.status_code == 200 and "<script src=\"/static/app.js\"" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/static/style.css").status_code == 200
    assert client.get("/static/nothing.js").status_code == 404
    assert client.delete("/api/games").json()["error"]["code"] == "method_not_allowed"


# -- sessions and the daily deals --------------------------------------------------------------


def test_a_session_through_the_api(client):
    """web docs "Sessions": a session's deals follow one another on ``POST .../next``; the
    totals add up; at the end the record is the session record, which validates."""
    seat = create(client, game="schafkopf", rules="standard", seed=2, session={"deals": 2})
    assert seat.table["kind"] == "session" and seat.table["deals"] == 2
    finish(seat)
    assert seat.act(seat.view["legal_actions"][0] if seat.view["legal_actions"] else None,
                    expect=409)["error"]["code"] in ("deal_over", "no_chance")
    while not seat.table["finished"]:
        seat.next()
        finish(seat)
    assert seat.next(expect=409)["error"]["code"] == "table_finished"
    record = seat.record().json()
    assert record["format"] == "trickgames.session/1"
    report = trickgames.validate(record)
    assert report.valid, report.issues
    assert report.result["standings"] == seat.table["totals"]


def test_the_daily_through_the_api_and_its_leaderboard(tmp_path):
    """trickgames.daily/1 and web docs "Daily": the day's four deals, played one after the
    other; the finished day enters the day's leaderboard with its name, score and records,
    ranked by score; the records are the day's deals."""
    with app_client(tmp_path) as client:
        scores = []
        for name, rng_seed in (("Anna", 1), ("Ben", 2)):
            seat = create(client, game="doppelkopf", daily="2024-05-01", name=name)
            finish(seat, random.Random(rng_seed))
            while not seat.table["finished"]:
                seat.next()
                finish(seat, random.Random(rng_seed))
            scores.append(seat.table["totals"][0])
            lines = seat.record().text.splitlines()
            assert len(lines) == daily.DEALS
            assert [json.loads(line)["hands"] for line in lines] == [
                dk.to_record(s).to_json()["hands"]
                for s in daily.deals("doppelkopf", "ddv", "2024-05-01")]
            assert all(trickgames.validate(line).valid for line in lines)
        board = client.get("/api/daily/doppelkopf/2024-05-01?rules=ddv").json()
        assert board["rule"] == daily.RULE and board["day"] == "2024-05-01"
        got = [(e["name"], e["score"]) for e in board["entries"]]
        assert sorted(got, key=lambda e: -e[1]) == got
        assert sorted(got) == sorted(zip(("Anna", "Ben"), scores, strict=True))
        entry = client.get(f"/api/daily/doppelkopf/2024-05-01/{board['entries'][0]['id']}")
        records = entry.json()["records"]
        assert len(records) == daily.DEALS and all(trickgames.validate(r).valid for r in records)
        assert entry.json()["finished"] == NOW.isoformat()
        other = client.get("/api/daily/doppelkopf/2024-05-01?rules=pagat").json()
        assert other["entries"] == []
        assert client.get("/api/daily/doppelkopf/2024-05-02/1").status_code == 404
        assert client.get("/api/daily/doppelkopf/yesterday").json()["error"]["code"] == \
            "invalid_date"


def test_every_code_of_the_web_game_has_a_german_message():
    """docs/cli.md "Deutsch", web docs "Errors": each code the web game answers with (its
    own, besides the library's) has a German message."""
    import re
    from pathlib import Path

    from trickgames.web import app

    folder = Path(app.__file__).parent
    source = "".join(path.read_text() for path in folder.glob("*.py"))
    codes = set(re.findall(r'WebError\(\s*\d+,\s*"(\w+)"', source))
    codes |= set(re.findall(r'\d+: "(\w+)"', source)) | {"invalid_request"}
    assert len(codes) > 15
    assert codes - set(app._GERMAN) == set()
