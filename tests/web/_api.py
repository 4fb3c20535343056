"""Helpers of the web tests: an app on a temporary database with a fixed clock, and a seat
that talks to it like a frontend (its token in the Authorization header, the seq of its
last answer with every action)."""

from __future__ import annotations

import random
import re
import warnings
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

with warnings.catch_warnings():  # an older Starlette's TestClient may warn about httpx
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

from trickgames.web import Settings, create_app

__all__ = ["CARD", "NOW", "Seat", "app_client", "card_strings", "choose", "create", "settings"]

#: The app's clock in the tests: noon (UTC) of 1 May 2024.
NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
#: A card code of either game (records.md "Card codes").
CARD = re.compile(r"[CSHDEG][AKQJT9ZOU87]")


def settings(path: Path, **changes: Any) -> Settings:
    values: dict[str, Any] = {"db": path / "web.sqlite3", "clock": lambda: NOW,
                              "poll_timeout": 0.2}
    values.update(changes)
    return Settings(**values)


def app_client(path: Path, **changes: Any) -> TestClient:
    return TestClient(create_app(settings(path, **changes)))


class Seat:
    """One browser: a seat of a table, its token and its last answer."""

    def __init__(self, client: TestClient, table_id: str, token: str, answer: dict[str, Any]):
        self.client, self.id, self.token, self.last = client, table_id, token, answer

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    @property
    def seat(self) -> int:
        return int(self.last["seat"])

    @property
    def view(self) -> dict[str, Any]:
        return self.last["view"]  # type: ignore[no-any-return]

    @property
    def table(self) -> dict[str, Any]:
        return self.last["table"]  # type: ignore[no-any-return]

    def _keep(self, response: Any, expect: int = 200) -> dict[str, Any]:
        assert response.status_code == expect, response.text
        value: dict[str, Any] = response.json()
        if expect == 200:
            self.last = value
        return value

    def get(self, **params: Any) -> dict[str, Any]:
        return self._keep(self.client.get(f"/api/games/{self.id}", headers=self.headers,
                                          params=params))

    def act(self, action: str | None, expect: int = 200, seq: int | None = None) -> Any:
        body = {"action": action, "seq": self.last["seq"] if seq is None else seq}
        return self._keep(self.client.post(f"/api/games/{self.id}/actions", json=body,
                                           headers=self.headers), expect)

    def next(self, expect: int = 200) -> Any:
        return self._keep(self.client.post(f"/api/games/{self.id}/next",
                                           json={"seq": self.last["seq"]},
                                           headers=self.headers), expect)

    def record(self, expect: int = 200, **params: Any) -> Any:
        response = self.client.get(f"/api/games/{self.id}/record", headers=self.headers,
                                   params=params)
        assert response.status_code == expect, response.text
        return response


def create(client: TestClient, expect: int = 201, **body: Any) -> Any:
    """``POST /api/games``: the caller's :class:`Seat` and the invited seats' tokens."""
    response = client.post("/api/games", json=body)
    assert response.status_code == expect, response.text
    value = response.json()
    if expect != 201:
        return value
    return Seat(client, value["id"], value["token"], value)


def choose(rng: random.Random, seat: Seat) -> str | None:
    """A random decision of a person: one of the legal actions (sometimes an off-turn one),
    or ``None`` (let the chance pass) when the table waits for an off-turn chance."""
    legal = seat.view["legal_actions"]
    if seat.table["chance"] and rng.random() < 0.7:
        return None
    if not legal:
        return None
    on_turn = [a for a in legal if a.split()[1] not in ("announce", "knock", "kontra", "re")]
    if on_turn and rng.random() < 0.9:
        return rng.choice(on_turn)
    return rng.choice(legal)


def card_strings(value: Any) -> list[str]:
    """Every string in a JSON value that is a card code."""
    if isinstance(value, dict):
        return [s for v in value.values() for s in card_strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in card_strings(v)]
    if isinstance(value, str) and CARD.fullmatch(value):
        return [value]
    return []
