"""The web app: a Starlette application made by :func:`create_app` from its :class:`Settings`.

The handlers parse the request, call :mod:`trickgames.web.tables` (which calls the library),
and answer JSON. Each table has its own :class:`asyncio.Lock`, so the actions at one table are
applied one after the other while other tables go on; the computer players and the database
run in worker threads, off the event loop. Every change is stored (its events) before it is
answered; when storing fails, the table stays as it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import re
import secrets
import sqlite3
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from trickgames import GAMES, IllegalActionError, TrickgamesError, daily, svg
from trickgames._core.lang import item_label, option_meaning, render_error  # translations
from trickgames.bots import Player
from trickgames.web import tables as _tables
from trickgames.web.players import computer_player
from trickgames.web.store import DailyEntry, Store
from trickgames.web.tables import COMPUTER, HUMAN, Table, TableConfig, WebError

__all__ = ["Settings", "create_app"]


def _utc_now() -> datetime:
    return datetime.now(UTC)


@attrs.frozen
class Settings:
    """What an app is made of: its database file (``db``), its clock (``clock()``: the
    current time, aware), its computer players (``players(game, seat)``: a new
    :class:`~trickgames.bots.Player` for an empty seat), how long a request for news waits
    (``poll_timeout`` seconds), how many tables it keeps in memory (``max_tables``; the
    others are loaded from the database when asked for), the largest request body it reads
    (``max_body`` bytes) and how many bytes of randomness a seat's token has."""

    db: Path = attrs.field(converter=Path)
    clock: Callable[[], datetime] = _utc_now
    players: Callable[[str, int], Player] = computer_player
    poll_timeout: float = 25.0
    max_tables: int = 1000
    max_body: int = 64 * 1024
    token_bytes: int = 24


# -- messages of the web game's own codes -----------------------------------------------------

_GERMAN = {
    "invalid_json": "Die Anfrage ist kein gültiges JSON.",
    "invalid_request": "Die Anfrage ist ungültig: {detail}",
    "request_too_large": "Die Anfrage ist zu groß.",
    "game_not_found": "Kein Spiel mit dieser Nummer.",
    "entry_not_found": "Kein Eintrag mit dieser Nummer.",
    "missing_token": "Der Schlüssel des Platzes fehlt (Authorization: Bearer ...).",
    "wrong_token": "Dieser Schlüssel öffnet keinen Platz dieses Spiels.",
    "not_your_seat": "Das ist nicht dein Platz.",
    "stale_action": "Der Tisch ist weiter: Stand {seq}, nicht {given}. Bitte neu laden.",
    "no_chance": "Hier gibt es nichts auszulassen.",
    "deal_over": "Das Spiel ist vorbei.",
    "deal_not_over": "Das Spiel ist noch nicht vorbei.",
    "not_finished": "Die Aufzeichnung gibt es, wenn alle Spiele gespielt sind.",
    "table_finished": "Alle Spiele dieses Tisches sind gespielt.",
    "daily_not_today": "Das Tagesspiel gibt es nur für heute (gestern bis morgen).",
    "daily_seats": "Das Tagesspiel spielt eine Person auf Platz 0 gegen drei Computer.",
    "not_found": "Nicht gefunden.",
    "method_not_allowed": "Diese Methode geht hier nicht.",
    "http_error": "Die Anfrage ging nicht.",
    "stored_table_invalid": "Das gespeicherte Spiel lässt sich nicht mehr lesen.",
}


def _message(error: TrickgamesError, lang: str) -> str:
    if isinstance(error, WebError):
        template = _GERMAN.get(error.code) if lang == "de" else None
        if template is None:
            return error.message
        try:
            return template.format(**error.params)
        except (KeyError, IndexError):
            return error.message
    return render_error(error, lang)


def _status(error: TrickgamesError) -> int:
    if isinstance(error, WebError):
        return error.status
    if isinstance(error, IllegalActionError):
        return 422
    return 400


def _error(error: TrickgamesError, lang: str) -> JSONResponse:
    return JSONResponse({"error": {"code": error.code, "message": _message(error, lang)}},
                        status_code=_status(error), headers=_NO_STORE)


_NO_STORE = {"Cache-Control": "no-store"}


def _lang(request: Request) -> str:
    """``?lang=de``, else the first language of ``Accept-Language``: German or English."""
    given = request.query_params.get("lang")
    if given in ("en", "de"):
        return given
    accept = request.headers.get("accept-language", "")
    return "de" if accept.strip().lower().startswith("de") else "en"


def _invalid(detail: str) -> WebError:
    return WebError(400, "invalid_request", f"invalid request: {detail}", {"detail": detail})


# -- a table in memory ------------------------------------------------------------------------


@attrs.define
class _Slot:
    """A table in memory: its value (replaced, never changed, under ``lock``), the digests
    of its seats' tokens, and the event that is set when it changes."""

    table: Table
    tokens: list[str | None]
    lock: asyncio.Lock = attrs.field(factory=asyncio.Lock)
    changed: asyncio.Event = attrs.field(factory=asyncio.Event)

    def notify(self) -> None:
        old, self.changed = self.changed, asyncio.Event()
        old.set()


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class _App:
    """The handlers and what they share (no globals: one per :func:`create_app`)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.db)
        self.slots: OrderedDict[str, _Slot] = OrderedDict()
        #: Held while a table is loaded, so that a table is never loaded twice at once
        #: (loading is rare: after a restart, or for a table pushed out of memory).
        self.loading = asyncio.Lock()

    # -- plumbing ------------------------------------------------------------------------

    async def body(self, request: Request) -> dict[str, Any]:
        length = request.headers.get("content-length")
        if length is not None and length.isdigit() and int(length) > self.settings.max_body:
            raise WebError(413, "request_too_large", "the request body is too large")
        data = b""
        async for chunk in request.stream():
            data += chunk
            if len(data) > self.settings.max_body:
                raise WebError(413, "request_too_large", "the request body is too large")
        try:
            value = json.loads(data)
        except (ValueError, UnicodeDecodeError):
            raise WebError(400, "invalid_json", "the request body is not JSON") from None
        if not isinstance(value, dict):
            raise _invalid("the body must be a JSON object")
        return value

    def players(self, game: str) -> Callable[[int], Player]:
        return lambda seat: self.settings.players(game, seat)

    async def slot(self, table_id: str) -> _Slot:
        """The table of ``table_id``, loaded from the database if it is not in memory."""
        found = self.slots.get(table_id)
        if found is not None:
            self.slots.move_to_end(table_id)
            return found
        if not _ID.fullmatch(table_id):
            raise WebError(404, "game_not_found", f"no game {table_id!r}")
        async with self.loading:
            found = self.slots.get(table_id)
            if found is None:
                found = await run_in_threadpool(self._load, table_id)
                self._keep(table_id, found)
            return found

    def _load(self, table_id: str) -> _Slot:
        stored = self.store.load(table_id)
        if stored is None:
            raise WebError(404, "game_not_found", f"no game {table_id!r}")
        config, tokens, events = stored
        try:
            table = _tables.replay(TableConfig.from_json(config), events)
        except (TrickgamesError, KeyError, TypeError) as exc:
            raise WebError(500, "stored_table_invalid",
                           f"the stored game {table_id!r} cannot be replayed: {exc}") from exc
        return _Slot(table=table, tokens=tokens)

    def _keep(self, table_id: str, slot: _Slot) -> None:
        self.slots[table_id] = slot
        self.slots.move_to_end(table_id)
        while len(self.slots) > self.settings.max_tables:
            oldest = next(iter(self.slots))
            if self.slots[oldest].lock.locked():
                break
            del self.slots[oldest]

    def seat(self, slot: _Slot, request: Request) -> int:
        """The seat whose token the request carries (``Authorization: Bearer TOKEN``)."""
        header = request.headers.get("authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise WebError(401, "missing_token",
                           "this needs the seat's token: Authorization: Bearer TOKEN")
        digest = _digest(token.strip())
        for seat, known in enumerate(slot.tokens):
            if known is not None and hmac.compare_digest(known, digest):
                return seat
        raise WebError(403, "wrong_token", "this token opens no seat of this game")

    def snapshot(self, table_id: str, table: Table, seat: int, lang: str) -> dict[str, Any]:
        """What a seat is answered: the library's view of that seat and the table's public
        facts (no card in them)."""
        config = table.config
        engine = config.engine
        view = engine.view(table.state, seat).to_json()
        results = table.amounts()
        totals = [sum(r[s] for r in results) for s in range(4)]
        points = [0, 0, 0, 0]
        for trick in view["tricks"]:
            points[trick["winner"]] += sum(engine.Card.parse(c).points for c in trick["cards"])
        info: dict[str, Any] = {
            "game": config.game, "kind": config.kind, "rules": config.rules.to_json(),
            "day": None if config.day is None else config.day.isoformat(),
            "seats": list(config.seats), "names": list(config.names),
            "deal": table.number, "deals": config.deals, "results": results,
            "totals": totals, "points": points, "waiting": list(table.waiting),
            "chance": table.chance(seat), "deal_over": table.deal_over,
            "finished": table.is_finished,
        }
        if lang != "en" and view["score"] is not None:
            info["labels"] = [item_label(i["code"], i["label"], lang)
                              for i in view["score"].get("items", ())]
        return {"id": table_id, "seat": seat, "seq": table.seq, "view": view, "table": info}

    async def change(self, table_id: str, slot: _Slot, move: Callable[[Table], Table]) -> Table:
        """Apply ``move`` and the computer players' answers, store the new events, then
        replace the table: all under the table's lock, nothing changed on any error."""
        old = slot.table
        game = old.config.game

        def work() -> Table:
            return _tables.advance(move(old), self.players(game))

        new = await run_in_threadpool(work)
        entry = self.daily_entry(table_id, old, new)
        try:
            await run_in_threadpool(self.store.append, table_id, old.seq,
                                    new.events[old.seq:], entry)
        except sqlite3.IntegrityError:
            # The stored table has these events already (another process wrote them, or
            # this copy was dropped from memory and loaded again): read it anew next time.
            if self.slots.get(table_id) is slot:
                del self.slots[table_id]
            raise WebError(409, "stale_action", "the table has moved on: fetch the view again",
                           {"seq": "?", "given": str(old.seq)}) from None
        slot.table = new
        slot.notify()
        return new

    def daily_entry(self, table_id: str, old: Table, new: Table) -> DailyEntry | None:
        """The leaderboard line of a daily table that has just finished."""
        config = new.config
        if config.kind != "daily" or old.is_finished or not new.is_finished:
            return None
        assert config.day is not None
        records = [_tables.deal_record(new, n).to_json() for n in range(len(new.finished))]
        scores = tuple(r[daily.SEAT] for r in new.amounts())
        return DailyEntry(id=0, game=config.game, rules=daily.rules_key(config.game,
                                                                        config.rules),
                          day=config.day.isoformat(), name=config.name(daily.SEAT),
                          score=sum(scores), scores=scores, table_id=table_id,
                          finished=self.settings.clock().isoformat(), records=tuple(records))

    # -- creating a table ----------------------------------------------------------------

    def config(self, body: Mapping[str, Any]) -> tuple[TableConfig, int]:
        """The configuration of ``POST /api/games`` and the caller's seat."""
        known = {"game", "rules", "seats", "seed", "daily", "session", "name"}
        unknown = sorted(set(body) - known)
        if unknown:
            raise _invalid(f"unknown keys {', '.join(map(repr, unknown))} "
                           f"(known: {', '.join(sorted(known))})")
        game = body.get("game")
        if not isinstance(game, str):
            raise _invalid("'game' must be the name of a game (doppelkopf, schafkopf)")
        entry = GAMES[game]
        rules = _rules(entry.engine, body.get("rules"))
        seats = body.get("seats", [HUMAN, COMPUTER, COMPUTER, COMPUTER])
        if (not isinstance(seats, list) or len(seats) != 4
                or any(s not in (HUMAN, COMPUTER) for s in seats)):
            raise _invalid("'seats' must be 4 of 'human' and 'computer'")
        if HUMAN not in seats:
            raise _invalid("'seats' must have at least one 'human'")
        caller = seats.index(HUMAN)
        names: list[str | None] = [None] * 4
        names[caller] = _name(body.get("name"))
        seed = body.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                                 or not 0 <= seed < 2**63):
            raise _invalid("'seed' must be an integer from 0 to 2**63 - 1")
        if body.get("daily") is not None:
            if seed is not None or body.get("session") is not None:
                raise _invalid("'daily' takes neither 'seed' nor 'session'")
            if seats != [HUMAN, COMPUTER, COMPUTER, COMPUTER]:
                raise WebError(400, "daily_seats", "a daily is played by one person at seat 0 "
                               "against three computer players")
            day = daily.parse_date(body["daily"])
            today = daily.today(self.settings.clock())
            if abs((day - today).days) > 1:
                raise WebError(400, "daily_not_today",
                               f"the daily can be played for today ({today.isoformat()}, in "
                               f"UTC) and the day before or after, not {day.isoformat()}")
            return TableConfig(game=game, kind="daily", rules=rules, seats=seats, names=names,
                               day=day, deals=daily.DEALS), caller
        if seed is None:
            seed = secrets.randbits(32)
        session = body.get("session")
        if session is None:
            return TableConfig(game=game, kind="deal", rules=rules, seats=seats, names=names,
                               seed=seed), caller
        if not isinstance(session, dict) or set(session) - {"deals", "compulsory_solos"}:
            raise _invalid("'session' must be an object with 'deals' and 'compulsory_solos'")
        deals = session.get("deals", entry.sessions.default_deals or 8)
        if (isinstance(deals, bool) or not isinstance(deals, int)
                or not 1 <= deals <= _tables.MAX_SESSION_DEALS):
            raise _invalid(f"'deals' must be an integer from 1 to {_tables.MAX_SESSION_DEALS}")
        solos = session.get("compulsory_solos", False)
        if not isinstance(solos, bool):
            raise _invalid("'compulsory_solos' must be true or false")
        return TableConfig(game=game, kind="session", rules=rules, seats=seats, names=names,
                           seed=seed, deals=deals, compulsory_solos=solos), caller

    # -- the handlers --------------------------------------------------------------------

    async def create(self, request: Request) -> Response:
        body = await self.body(request)
        config, caller = self.config(body)
        table = await run_in_threadpool(
            lambda: _tables.advance(_tables.new_table(config), self.players(config.game)))
        tokens: list[str | None] = [secrets.token_urlsafe(self.settings.token_bytes)
                                    if kind == HUMAN else None for kind in config.seats]
        digests = [None if t is None else _digest(t) for t in tokens]
        table_id = secrets.token_urlsafe(9)
        created = self.settings.clock().isoformat()
        await run_in_threadpool(self.store.create, table_id, config.to_json(), digests,
                                created, table.events)
        self._keep(table_id, _Slot(table=table, tokens=digests))
        base = str(request.base_url)
        invitations = [{"seat": s, "token": t, "url": f"{base}#game={table_id}&token={t}"}
                       for s, t in enumerate(tokens) if t is not None and s != caller]
        answer = self.snapshot(table_id, table, caller, _lang(request))
        answer.update(token=tokens[caller], invitations=invitations)
        return JSONResponse(answer, status_code=201, headers=_NO_STORE)

    async def show(self, request: Request) -> Response:
        table_id = request.path_params["id"]
        slot = await self.slot(table_id)
        seat = self.seat(slot, request)
        since = request.query_params.get("since")
        if since is not None:
            if not since.isdigit():
                raise _invalid("'since' must be a sequence number")
            if int(since) == slot.table.seq:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(slot.changed.wait(), self.settings.poll_timeout)
        return JSONResponse(self.snapshot(table_id, slot.table, seat, _lang(request)),
                            headers=_NO_STORE)

    def _seq(self, body: Mapping[str, Any], table: Table) -> None:
        seq = body.get("seq")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise _invalid("'seq' must be the sequence number of the view answered "
                           "(the 'seq' of the last answer)")
        if seq != table.seq:
            raise WebError(409, "stale_action",
                           f"the table has moved on (sequence {table.seq}, not {seq}): fetch "
                           f"the view again", {"seq": str(table.seq), "given": str(seq)})

    async def act(self, request: Request) -> Response:
        table_id = request.path_params["id"]
        slot = await self.slot(table_id)
        seat = self.seat(slot, request)
        body = await self.body(request)
        if set(body) - {"action", "seq"} or "action" not in body:
            raise _invalid("the body is {\"action\": a record line or null, \"seq\": N}")
        text = body["action"]
        if text is not None and not isinstance(text, str):
            raise _invalid("'action' must be a record line (\"p0 play CQ\") or null")
        async with slot.lock:
            self._seq(body, slot.table)
            if text is None:
                new = await self.change(table_id, slot, lambda t: _tables.pass_chance(t, seat))
            else:
                new = await self.change(table_id, slot, lambda t: _tables.act(t, seat, text))
        return JSONResponse(self.snapshot(table_id, new, seat, _lang(request)),
                            headers=_NO_STORE)

    async def next(self, request: Request) -> Response:
        table_id = request.path_params["id"]
        slot = await self.slot(table_id)
        seat = self.seat(slot, request)
        body = await self.body(request)
        if set(body) != {"seq"}:
            raise _invalid("the body is {\"seq\": N}")
        async with slot.lock:
            self._seq(body, slot.table)
            new = await self.change(table_id, slot, _tables.next_deal)
        return JSONResponse(self.snapshot(table_id, new, seat, _lang(request)),
                            headers=_NO_STORE)

    async def record(self, request: Request) -> Response:
        table_id = request.path_params["id"]
        slot = await self.slot(table_id)
        self.seat(slot, request)
        table = slot.table
        number = request.query_params.get("deal")
        if number is not None:
            if not number.isdigit():
                raise _invalid("'deal' must be a deal number (0 is the first)")
            record = _tables.deal_record(table, int(number))
            return JSONResponse(record.to_json(), headers=_NO_STORE)
        whole = _tables.table_record(table)
        if isinstance(whole, list):
            lines = "".join(json.dumps(r.to_json(), ensure_ascii=False) + "\n" for r in whole)
            return Response(lines, media_type="application/x-ndjson", headers=_NO_STORE)
        return JSONResponse(whole.to_json(), headers=_NO_STORE)

    async def rules(self, request: Request) -> Response:
        lang = _lang(request)
        games = []
        for name, entry in GAMES.items():
            rules_class = entry.engine.Rules
            options = []
            for spec in rules_class.options():
                choices = re.findall(r"`([^`]+)`", spec.values)
                simple = re.fullmatch(r"`[^`]+`(, `[^`]+`)*", spec.values) is not None
                options.append({"name": spec.name, "doc": option_meaning(spec.name, spec.doc,
                                                                          lang),
                                "values": spec.values,
                                "choices": [json.loads(c) if c in ("true", "false") else c
                                            for c in choices] if simple else None})
            presets = {preset: {spec.name: spec.dump(getattr(rules, spec.name))
                                for spec in rules_class.options()}
                       for preset, rules in entry.engine.PRESETS.items()}
            games.append({"name": name, "title": entry.title, "presets": presets,
                          "options": options,
                          "session_deals": entry.sessions.default_deals or 8,
                          "compulsory_solos": bool(entry.sessions.has_compulsory_solos)})
        return JSONResponse({"games": games, "daily": {"rule": daily.RULE, "deals": daily.DEALS,
                                                       "today": daily.today(
                                                           self.settings.clock()).isoformat()}})

    async def board(self, request: Request) -> Response:
        game = request.path_params["game"]
        engine = GAMES[game].engine
        day = daily.parse_date(request.path_params["day"]).isoformat()
        rules = _rules(engine, _query_rules(request.query_params.get("rules")))
        key = daily.rules_key(game, rules)
        entries = await run_in_threadpool(self.store.leaderboard, game, key, day)
        lines = [{"rank": 1 + sum(1 for other in entries if other.score > e.score), "id": e.id,
                  "name": e.name, "score": e.score, "scores": list(e.scores),
                  "finished": e.finished} for e in entries]
        return JSONResponse({"rule": daily.RULE, "game": game, "rules": rules.to_json(),
                             "day": day, "deals": daily.DEALS, "entries": lines},
                            headers=_NO_STORE)

    async def board_entry(self, request: Request) -> Response:
        game = request.path_params["game"]
        GAMES[game]
        day = daily.parse_date(request.path_params["day"]).isoformat()
        found = await run_in_threadpool(self.store.daily_entry, request.path_params["entry"])
        if found is None or found.game != game or found.day != day:
            raise WebError(404, "entry_not_found", "no such line on this leaderboard")
        return JSONResponse({"id": found.id, "game": found.game, "day": found.day,
                             "rules": json.loads(found.rules), "name": found.name,
                             "score": found.score, "scores": list(found.scores),
                             "finished": found.finished, "records": list(found.records)},
                            headers=_NO_STORE)

    async def card(self, request: Request) -> Response:
        game = request.path_params["game"]
        name = request.path_params["code"]
        lang = "de" if request.query_params.get("lang") == "de" else "en"
        drawn = svg.card(svg.HIDDEN if name == "back" else name, game, lang=lang)
        return Response(drawn, media_type="image/svg+xml",
                        headers={"Cache-Control": "public, max-age=86400"})

    async def page(self, request: Request) -> Response:
        del request
        text = resources.files("trickgames.web").joinpath("static/index.html").read_text(
            encoding="utf-8")
        return Response(text, media_type="text/html; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})


def _name(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _invalid("'name' must be text")
    name = " ".join(value.split())
    if len(name) > 40 or any(not ch.isprintable() for ch in name):
        raise _invalid("'name' must be at most 40 printable characters")
    return name or None


def _query_rules(text: str | None) -> Any:
    if text is None or not text.strip().startswith("{"):
        return text
    try:
        return json.loads(text)
    except ValueError:
        raise WebError(400, "invalid_json", "'rules' is neither a preset nor JSON") from None


def _rules(engine: Any, given: Any) -> Any:
    """Rules from a preset name or a rules object (``None``: the game's first preset; an
    object without ``preset`` starts from it, as on the command line)."""
    default = next(iter(engine.PRESETS))
    if given is None:
        return engine.PRESETS[default]
    if isinstance(given, dict) and "preset" not in given:
        given = {"preset": default, **given}
    if not isinstance(given, str | dict):
        raise _invalid("'rules' must be a preset name or a rules object")
    return engine.Rules.from_json(given)


_SECURITY = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; "
                               "style-src 'self'; script-src 'self'; base-uri 'none'; "
                               "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

Handler = Callable[[Request], Awaitable[Response]]


def create_app(settings: Settings) -> Starlette:
    """The web game as an ASGI application (see the docs' "Build a frontend" page for its
    API). Everything it keeps is in ``settings.db``: an app made again on the same file (a
    restart) goes on with every game and the leaderboard. One app serves a file at a time;
    the database refuses a second writer of the same events, which answers ``stale_action``.
    """
    app = _App(settings)

    def guarded(handler: Handler) -> Handler:
        async def run(request: Request) -> Response:
            try:
                response = await handler(request)
            except TrickgamesError as error:
                response = _error(error, _lang(request))
            response.headers.update(_SECURITY)
            return response
        return run

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        error = WebError(exc.status_code, code, str(exc.detail))
        return _error(error, _lang(request))

    static = StaticFiles(packages=[("trickgames.web", "static")])
    routes = [
        Route("/", guarded(app.page)),
        Mount("/static", app=static, name="static"),
        Route("/cards/{game}/{code}.svg", guarded(app.card)),
        Route("/api/rules", guarded(app.rules)),
        Route("/api/games", guarded(app.create), methods=["POST"]),
        Route("/api/games/{id}", guarded(app.show)),
        Route("/api/games/{id}/actions", guarded(app.act), methods=["POST"]),
        Route("/api/games/{id}/next", guarded(app.next), methods=["POST"]),
        Route("/api/games/{id}/record", guarded(app.record)),
        Route("/api/daily/{game}/{day}", guarded(app.board)),
        Route("/api/daily/{game}/{day}/{entry:int}", guarded(app.board_entry)),
    ]
    return Starlette(routes=routes, exception_handlers={HTTPException: http_error})
