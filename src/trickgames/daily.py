"""The daily deals: the same deals for everybody on a day, on every machine and Python version.

A "daily" is a short series of deals that every player of a day gets alike, so that their
scores can be compared (``trickgames play --daily``, the web game's Daily mode and its
leaderboard use it). The rule that turns a game, its rules and a date into the day's deals is
versioned; this is version 1, :data:`RULE` ``"trickgames.daily/1"``, and it never changes
(a different rule would get a new version):

1. The **rules key** is the rules in their record form with every option that differs from
   the preset, ``rules.to_json(as_object=True)``, written as JSON with the keys sorted, no
   spaces and ASCII only (``{"preset":"ddv"}``). Rules that differ give other deals; the
   same rules, however they were written, give the same key.
2. The **seed of deal** ``k`` (``k`` = 0 .. :data:`DEALS` - 1) is the first 8 bytes, read as
   an unsigned big-endian integer, of the SHA-256 digest of the UTF-8 text
   ``"trickgames.daily/1\\n{game}\\n{rules key}\\n{date}\\n{k}"``, the date written
   ``YYYY-MM-DD``. Python's ``hash()`` is never used: it differs between runs.
3. **Deal** ``k`` is ``deal(rules, seed=seed_k, dealer=(k + 3) % 4)`` of the game's engine,
   with the default context (no compulsory solos owed, no Bock, no stock): the shuffle of
   :class:`trickgames.Rng`, which is fixed for all versions of the library and built on the
   one random stream Python guarantees on every version. So the person at seat 0
   (:data:`SEAT`) is forehand in the first deal and each seat deals once.
4. The deals are independent: a void deal (everybody passed, a throw-in, a poverty nobody
   took) scores 0 and the day goes on with the next deal. A player's **score of the day** is
   the sum of seat 0's amounts over the day's deals (:func:`total`): Doppelkopf game points,
   Schafkopf cents.

The day is a calendar date; :func:`today` is the date in UTC (a frontend may let a person
play the date of his own time zone). The rule is public, so anybody can compute any day's
deals: a daily leaderboard is a friendly comparison, not a contest with secrets.

>>> from trickgames import daily
>>> first = daily.deals("doppelkopf", "ddv", "2024-05-01")[0]
>>> first.dealer, first.turn, daily.seed("doppelkopf", "ddv", "2024-05-01", 0)
(3, 0, 10653077321111291085)
>>> daily.rules_key("schafkopf", {"preset": "standard", "knocking": False})
'{"preset":"standard"}'
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any

from trickgames._core.errors import ArgumentError
from trickgames._core.registry import GameEntry
from trickgames._games import GAMES

__all__ = ["DEALS", "RULE", "SEAT", "deals", "parse_date", "rules_key", "seed", "today",
           "total"]

#: The rule's name and version; written into the records of the day's deals (``meta``).
RULE = "trickgames.daily/1"
#: The number of deals of a day.
DEALS = 4
#: The seat of the person who plays the day (the other seats are computer players).
SEAT = 0

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def parse_date(value: str | date) -> date:
    """A day written ``YYYY-MM-DD`` (exactly so: no other ISO form), or a ``date``; else an
    :class:`~trickgames.ArgumentError` (``invalid_date``).

    >>> parse_date("2024-02-29")
    datetime.date(2024, 2, 29)
    >>> parse_date("2023-02-29")
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ArgumentError: not a date: '2023-02-29' (expected YYYY-MM-DD)
    """
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    shown = repr(value)
    if isinstance(value, str) and _DATE.fullmatch(value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise ArgumentError(f"not a date: {shown} (expected YYYY-MM-DD)", code="invalid_date",
                        params={"quoted": shown})


def today(now: datetime | None = None) -> date:
    """The day of ``now`` (default: the current time) in UTC."""
    moment = datetime.now(UTC) if now is None else now
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.date()


def _entry(game: str) -> GameEntry:
    return GAMES[game]


def _rules(entry: GameEntry, rules: Any) -> Any:
    engine = entry.engine
    if rules is None:
        return next(iter(engine.PRESETS.values()))
    if isinstance(rules, engine.Rules):
        return rules
    return engine.Rules.from_json(rules)


def rules_key(game: str, rules: Any = None) -> str:
    """The rules key of step 1: ``rules`` (a rules object, a preset name or a rules JSON
    object; ``None``: the game's first preset) as sorted, compact JSON."""
    resolved = _rules(_entry(game), rules)
    return json.dumps(resolved.to_json(as_object=True), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=True)


def seed(game: str, rules: Any, day: str | date, index: int) -> int:
    """The seed of the day's deal number ``index`` (step 2)."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < DEALS:
        raise ArgumentError(f"a day has deals 0..{DEALS - 1}, not {index!r}",
                            code="invalid_deal_number", params={"quoted": repr(index)})
    text = f"{RULE}\n{game}\n{rules_key(game, rules)}\n{parse_date(day).isoformat()}\n{index}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def deals(game: str, rules: Any = None, day: str | date | None = None) -> tuple[Any, ...]:
    """The day's :data:`DEALS` deals (step 3) as new states of the game's engine, in order
    (``day`` default: :func:`today`)."""
    entry = _entry(game)
    resolved = _rules(entry, rules)
    when = today() if day is None else parse_date(day)
    return tuple(entry.engine.deal(resolved, seed=seed(game, resolved, when, k),
                                   dealer=(k + 3) % 4)
                 for k in range(DEALS))


def total(game: str, finals: Sequence[Any], seat: int = SEAT) -> int:
    """The score of the day (step 4): the sum of ``seat``'s amounts over the finished deals
    ``finals`` (game points in Doppelkopf, cents in Schafkopf).

    >>> from trickgames import doppelkopf as dk
    >>> played = []
    >>> for state in deals("doppelkopf", "ddv", "2024-05-01"):
    ...     while not state.is_over:
    ...         state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    ...     played.append(state)
    >>> total("doppelkopf", played) == sum(dk.score(s).scores[0] for s in played)
    True
    """
    entry = _entry(game)
    return sum(entry.presenter.amounts(entry.engine.score(state))[seat] for state in finals)
