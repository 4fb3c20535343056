"""The session record ``trickgames.session/1``: the document, read and written exactly as
the record format page specifies."""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.issues import Issue
from trickgames._core.records import (
    FORMAT,
    SESSION_FORMAT,
    Record,
    document_loads,
    dumps,
    require_structure,
)
from trickgames._core.schema import schema_checker
from trickgames._core.sessions.config import SessionConfig
from trickgames._core.sessions.value import HEADER, Session, SessionDeal

__all__ = ["SessionRecord", "structure_issues", "to_record"]


@attrs.frozen
class SessionRecord:
    """A session as a record document (``trickgames.session/1``): JSON values as written.

    ``standings`` is ``None`` when the record gives none; ``extensions`` holds the top-level
    ``_`` fields, kept and written back unchanged.
    """

    game: str
    rules: str | dict[str, Any]
    players: tuple[str, ...]
    config: SessionConfig
    first_dealer: int
    deals: tuple[SessionDeal, ...]
    standings: tuple[tuple[int, ...], ...] | None = None
    meta: dict[str, Any] | None = None
    extensions: dict[str, Any] = attrs.field(factory=dict)
    write_solos: bool = True

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
            extensions={k: v for k, v in value.items() if k.startswith("_")},
            write_solos="compulsory_solos" in value["session"],
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
            "rules": self.rules,
            "players": list(self.players),
            "session": self.config.to_json(with_solos=self.write_solos),
            "first_dealer": self.first_dealer,
            "deals": [d.to_json() for d in self.deals],
        }
        if self.standings is not None:
            out["standings"] = [list(r) for r in self.standings]
        if self.meta is not None:
            out["meta"] = self.meta
        out.update(self.extensions)
        return out

    def to_text(self) -> str:
        """The session record as one line of JSON."""
        return dumps(self.to_json())


def structure_issues(value: Any) -> list[Issue]:
    """Every schema violation of a session record value (empty when it is well-formed)."""
    if isinstance(value, dict) and isinstance(value.get("format"), str):
        fmt = value["format"]
        if fmt != SESSION_FORMAT and fmt.startswith("trickgames.session/"):
            return [Issue("$.format", "unsupported_version",
                          f"session format {fmt!r} is not supported: this reader knows "
                          f"{SESSION_FORMAT!r} only")]
    return schema_checker("session")(value)


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
        deals=session.deals,
        standings=session.standings if write else None,
        meta=session.meta,
        extensions=dict(session.extensions),
        write_solos=driver.has_compulsory_solos if session.write_solos is None
        else session.write_solos,
    )
