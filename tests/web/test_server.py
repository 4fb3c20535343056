"""The web game served by uvicorn: many browsers at once, one lock per table, news by long
polling (web docs "Many browsers at once")."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx

import trickgames
from tests.web._api import choose
from tests.web._server import running_server


class _Browser:
    """A seat played over HTTP, as the page does."""

    def __init__(self, base: str, answer: dict, token: str):
        self.http = httpx.Client(base_url=base, timeout=30,
                                 headers={"Authorization": f"Bearer {token}"})
        self.last = answer

    @property
    def view(self):
        return self.last["view"]

    @property
    def table(self):
        return self.last["table"]

    @property
    def id(self):
        return self.last["id"]

    def act(self, action):
        answer = self.http.post(f"/api/games/{self.id}/actions",
                                json={"action": action, "seq": self.last["seq"]})
        assert answer.status_code == 200, answer.text
        self.last = answer.json()


def _play_one(base: str, game: str, seed: int) -> dict:
    created = httpx.post(f"{base}/api/games", json={"game": game, "seed": seed}, timeout=30)
    assert created.status_code == 201, created.text
    seat = _Browser(base, created.json(), created.json()["token"])
    rng = random.Random(seed)
    while not seat.table["deal_over"]:
        seat.act(choose(rng, seat))
    record = seat.http.get(f"/api/games/{seat.id}/record").json()
    seat.http.close()
    return record


def test_many_browsers_at_once_each_with_its_own_game(tmp_path):
    """web docs "Many browsers at once": eight games played at the same time over HTTP each
    end with a valid record of their own deal."""
    with running_server(tmp_path) as base, ThreadPoolExecutor(8) as pool:
        games = [("doppelkopf" if n % 2 else "schafkopf", 100 + n) for n in range(8)]
        records = list(pool.map(lambda g: _play_one(base, *g), games))
    for (game, seed), record in zip(games, records, strict=True):
        assert record["game"] == game and record["meta"]["seed"] == seed
        assert trickgames.validate(record).valid


def test_the_same_action_sent_twice_at_once_is_played_once(tmp_path):
    """web docs "Sequence numbers": two requests with the same seq race for one table; the
    table's lock lets exactly one through, the other is stale (409), and the table holds the
    action once."""
    with running_server(tmp_path) as base:
        created = httpx.post(f"{base}/api/games", json={"game": "doppelkopf", "seed": 3}).json()
        headers = {"Authorization": f"Bearer {created['token']}"}
        body = {"action": created["view"]["legal_actions"][0], "seq": created["seq"]}
        barrier = threading.Barrier(4)

        def send(_: int) -> int:
            barrier.wait()
            return httpx.post(f"{base}/api/games/{created['id']}/actions", json=body,
                              headers=headers, timeout=30).status_code

        with ThreadPoolExecutor(4) as pool:
            statuses = sorted(pool.map(send, range(4)))
        assert statuses == [200, 409, 409, 409]
        view = httpx.get(f"{base}/api/games/{created['id']}", headers=headers).json()["view"]
        assert view["history"].count(body["action"]) == 1


def test_a_waiting_browser_hears_of_a_friends_action_at_once(tmp_path):
    """web docs "GET /api/games/{id}?since=SEQ": a browser waiting for news is answered as
    soon as another seat acts, long before the poll timeout."""
    with running_server(tmp_path, poll_timeout=20) as base:
        created = httpx.post(f"{base}/api/games", json={
            "game": "schafkopf", "seed": 2, "seats": ["human", "human", "computer",
                                                     "computer"]}).json()
        host = {"Authorization": f"Bearer {created['token']}"}
        guest = {"Authorization": f"Bearer {created['invitations'][0]['token']}"}
        seq = created["seq"]
        heard = {}

        def wait() -> None:
            start = time.monotonic()
            answer = httpx.get(f"{base}/api/games/{created['id']}?since={seq}", headers=guest,
                               timeout=30).json()
            heard.update(seq=answer["seq"], seconds=time.monotonic() - start)

        listener = threading.Thread(target=wait)
        listener.start()
        time.sleep(0.3)
        action = created["view"]["legal_actions"][0]
        answer = httpx.post(f"{base}/api/games/{created['id']}/actions", headers=host,
                            json={"action": action, "seq": seq})
        assert answer.status_code == 200, answer.text
        listener.join(timeout=30)
        assert heard["seq"] > seq and heard["seconds"] < 10
