"""The session record ``trickgames.session/1``: the document, read and written exactly as
the record format page specifies."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from trickgames._core.frozen import FrozenDict, thaw
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted
from trickgames._core.records import (
    FORMAT,
    SESSION_FORMAT,
    Record,
    document_json,
    document_loads,
    dumps,
    extensions_of,
    require_structure,
)
from trickgames._core.schema import schema_checker
from trickgames._core.sessions.config import (
    SessionConfig,
    frozen_json,
    frozen_mapping,
    frozen_names,
)
from trickgames._core.sessions.value import HEADER, SHEET_FIELDS, Session, SessionDeal

__all__ = ["SessionRecord", "structure_issues", "to_record"]


def _deals(deals: Iterable[SessionDeal]) -> tuple[SessionDeal, ...]:
    return deals if type(deals) is tuple else tuple(deals)


def _standings(rows: Iterable[Iterable[int]] | None) -> tuple[tuple[int, ...], ...] | None:
    if rows is None:
        return None
    return tuple(row if type(row) is tuple else tuple(row) for row in rows)


@attrs.frozen
class SessionRecord:
    r"""A session as a record document (``trickgames.session/1``): JSON values as written.

    ``standings`` is ``None`` when the record gives none; ``extensions`` holds the top-level
    ``_`` fields, kept and written back unchanged. It holds only immutable values and is
    hashable: JSON objects are frozen (:class:`~trickgames._core.frozen.FrozenDict`), arrays
    are tuples, each a copy of the caller's; :meth:`to_json` gives plain ``dict``\ s and
    ``list``\ s again.
    """

    game: str
    rules: str | FrozenDict = attrs.field(converter=frozen_json)
    players: tuple[str, ...] = attrs.field(converter=frozen_names)
    config: SessionConfig
    first_dealer: int
    deals: tuple[SessionDeal, ...] = attrs.field(converter=_deals)
    standings: tuple[tuple[int, ...], ...] | None = attrs.field(default=None,
                                                                converter=_standings)
    meta: FrozenDict | None = attrs.field(default=None, converter=frozen_json)
    extensions: FrozenDict = attrs.field(factory=FrozenDict, converter=frozen_mapping)
    write_solos: bool = True
    #: The :data:`~trickgames._core.sessions.value.SHEET_FIELDS` the record gives (a game's
    #: bookkeeping next to the standings, such as Schafkopf's ``stock``).
    fields: FrozenDict = attrs.field(factory=FrozenDict, converter=frozen_json)

    @classmethod
    def from_json(cls, value: Any) -> SessionRecord:
        """Build a session record from a parsed JSON value; :class:`RecordError` if its
        structure is wrong (only the schema is checked here; :func:`validate_session` judges
        the deals)."""
        require_structure(value, structure_issues)
        game = value["game"]
        deals = []
        for raw in value["deals"]:
            full = {"format": FORMAT, "game": game, "rules": value["rules"]}
            full.update({k: v for k, v in raw.items() if k != "seats"})
            deals.append(SessionDeal(Record.from_json(full), tuple(raw["seats"]),
                                     tuple(k for k in HEADER if k in raw)))
        standings = value.get("standings")
        return cls(
            game=game,
            rules=value["rules"],
            players=tuple(value["players"]),
            config=SessionConfig.from_json(value["session"]),
            first_dealer=value["first_dealer"],
            deals=tuple(deals),
            standings=None if standings is None else tuple(tuple(r) for r in standings),
            meta=value.get("meta"),
            extensions=extensions_of(value),
            write_solos="compulsory_solos" in value["session"],
            fields={k: value[k] for k in SHEET_FIELDS if k in value},
        )

    @classmethod
    def from_text(cls, text: str | bytes) -> SessionRecord:
        """Parse a session record from JSON text (one object)."""
        return cls.from_json(document_loads(text))

    def to_json(self) -> dict[str, Any]:
        """The session record as a JSON object, fields in the order of the specification."""
        out: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "game": self.game,
            "rules": thaw(self.rules),
            "players": list(self.players),
            "session": self.config.to_json(with_solos=self.write_solos),
            "first_dealer": self.first_dealer,
            "deals": [d.to_json() for d in self.deals],
        }
        if self.standings is not None:
            out["standings"] = [list(r) for r in self.standings]
        out.update(thaw(self.fields))
        return document_json(out, (("meta", self.meta),), self.extensions)

    def to_text(self) -> str:
        """The session record as one line of JSON."""
        return dumps(self.to_json())


def structure_issues(value: Any, *, keys_are_strings: bool = False) -> list[Issue]:
    """Every schema violation of a session record value (empty when it is well-formed);
    ``keys_are_strings``: the value was parsed from JSON text (:func:`schema_checker`)."""
    if isinstance(value, dict) and isinstance(value.get("format"), str):
        fmt = value["format"]
        if fmt != SESSION_FORMAT and fmt.startswith("trickgames.session/"):
            return [Issue("$.format", "unsupported_version",
                          f"session format {quoted(fmt)} is not supported: this reader knows "
                          f"{SESSION_FORMAT!r} only")]
    return schema_checker("session")(value, keys_are_strings=keys_are_strings)


def to_record(session: Session[Any, Any, Any, Any], *,
              standings: bool | None = None) -> SessionRecord:
    """The session record of a session (finished or under way). ``standings`` (default: as
    the session was read, else yes) writes the running totals after every deal."""
    driver = session.driver
    write = session.write_standings if standings is None else standings
    return SessionRecord(
        game=session.game,
        rules=session.rules_form if session.rules_form is not None
        else driver.rules_json(session.rules),
        players=session.players,
        config=session.config,
        first_dealer=session.first_dealer,
        deals=tuple(session.deals),
        standings=tuple(session.standings) if write else None,
        meta=session.meta,
        extensions=session.extensions,
        write_solos=driver.has_compulsory_solos if session.write_solos is None
        else session.write_solos,
        fields=driver.sheet_fields(session, write),
    )
