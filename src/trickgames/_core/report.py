"""The verdict on one record (:class:`Report`), and comparing a claimed result with the
replay's."""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.frozen import EMPTY, freeze_object
from trickgames._core.info import RecordInfo, frozen_info
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted_json
from trickgames._core.records import extensions_of, without_extensions
from trickgames._core.schema import json_path

__all__ = ["Report", "compare_results", "info_of", "invalid"]


@attrs.frozen
class Report:
    """The verdict on one record.

    ``issues`` lists every problem found (empty when valid); ``result`` is the computed result
    when the replay completed; ``state`` the state the replay reached (``None`` when it could
    not start).
    """

    source: str
    valid: bool
    issues: tuple[Issue, ...]
    result: dict[str, Any] | None = None
    game: str | None = None
    state: Any = attrs.field(default=None, eq=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``trickgames validate --json``."""
        out: dict[str, Any] = {
            "source": self.source,
            "valid": self.valid,
            "issues": [i.to_json() for i in self.issues],
        }
        if self.result is not None:
            out["result"] = self.result
        return out


def invalid(source: str, issues: list[Issue], game: str | None = None,
            state: Any = None) -> Report:
    """The report of an invalid record."""
    return Report(source, False, tuple(issues), None, game, state)


def info_of(value: dict[str, Any]) -> RecordInfo:
    """What a record value says besides the game (for writing it back unchanged)."""
    rules, players, meta = value["rules"], value.get("players"), value.get("meta")
    result: Any = value.get("result")
    context: Any = value.get("context")
    result_given, context_given = isinstance(result, dict), isinstance(context, dict)
    return frozen_info(
        tuple(players) if isinstance(players, list) else None,
        # A ``meta`` that is not an object is a schema issue of its own; it is not kept.
        freeze_object(meta) if isinstance(meta, dict) else None,
        freeze_object(extensions_of(value)),
        isinstance(rules, dict),
        "context" in value,
        tuple(without_extensions(result)) if result_given else None,
        freeze_object(extensions_of(result)) if result_given else EMPTY,
        freeze_object(extensions_of(context)) if context_given else EMPTY,
        freeze_object(extensions_of(rules)) if isinstance(rules, dict) else EMPTY,
        tuple(without_extensions(context)) if context_given else None,
    )


_DEFAULTS: dict[str, Any] = {"redeal": False, "winner": None}


def compare_results(claimed: dict[str, Any], computed: dict[str, Any]) -> list[Issue]:
    """Every difference between a claimed and a computed result, item by item.

    A key the claim leaves out is not checked; ``_`` keys are extensions and never checked.
    """
    issues: list[Issue] = []

    def walk(mine: Any, real: Any, path: str) -> None:
        if isinstance(mine, dict) and isinstance(real, dict):
            for key, value in mine.items():
                if not key.startswith("_"):
                    walk(value, real.get(key, _DEFAULTS.get(key, _MISSING)), json_path(path, key))
        elif (isinstance(mine, list) and isinstance(real, list)
              and len(mine) == len(real)):
            for i, (a, b) in enumerate(zip(mine, real, strict=True)):
                walk(a, b, f"{path}[{i}]")
        elif real is _MISSING:
            issues.append(Issue(path, "result_mismatch",
                                f"the record claims {quoted_json(mine)} but this deal has "
                                "none"))
        elif type(mine) is not type(real) or mine != real:
            issues.append(Issue(path, "result_mismatch",
                                f"the record claims {quoted_json(mine)} but the replay gives "
                                f"{quoted_json(real)}"))

    walk(claimed, computed, "$.result")
    return issues


_MISSING: Any = object()
