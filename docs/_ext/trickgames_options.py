"""Sphinx directive ``trickgames-options``: a game's option table, rendered from the code.

Every option of a game is documented once, in its ``Rules`` class (the ``doc`` and ``values``
given to the helpers of :mod:`trickgames._core.options`). This directive renders that metadata,
with one column per preset, so the docs can never drift from the code::

    ```{trickgames-options} doppelkopf
    ```

The argument names a game package: the directive imports ``trickgames.<game>.rules`` and reads
``Rules.options()`` and ``PRESETS`` from it. A game that cannot be imported, or whose module
lacks either name, is a build error on the page that uses the directive (and nowhere else).

Options:

``:presets:``
    Comma-separated preset names, to choose and order the preset columns (default: every
    preset, in the order of ``PRESETS``).
"""

from __future__ import annotations

import importlib
import json
import re
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

__all__ = ["OptionsTable", "setup"]

_GAME = re.compile(r"^[a-z][a-z0-9_]*$")


def _inline(text: str) -> list[nodes.Node]:
    """Text in which `backticks` mark code, as docutils nodes."""
    out: list[nodes.Node] = []
    for i, part in enumerate(text.split("`")):
        if not part:
            continue
        out.append(nodes.literal(part, part) if i % 2 else nodes.Text(part))
    return out


def _cell(*children: nodes.Node) -> nodes.entry:
    return nodes.entry("", nodes.paragraph("", "", *children))


class OptionsTable(SphinxDirective):
    """Render every option of ``trickgames.<game>.rules.Rules`` with each preset's value."""

    required_arguments = 1
    optional_arguments = 0
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {"presets": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0].strip()
        if not _GAME.match(game):
            raise self.error(f"trickgames-options: {game!r} is not a game name")
        module_name = f"trickgames.{game}.rules"
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise self.error(
                f"trickgames-options: cannot import {module_name} ({exc}); "
                f"is the {game} package built yet?"
            ) from None
        rules_cls = getattr(module, "Rules", None)
        presets = getattr(module, "PRESETS", None)
        if rules_cls is None or not hasattr(rules_cls, "options") or not presets:
            raise self.error(
                f"trickgames-options: {module_name} must define Rules (with Rules.options()) "
                "and PRESETS"
            )
        if getattr(module, "__file__", None):
            self.env.note_dependency(module.__file__)

        names = list(presets)
        if "presets" in self.options:
            names = [n.strip() for n in self.options["presets"].split(",") if n.strip()]
            unknown = [n for n in names if n not in presets]
            if unknown:
                raise self.error(
                    f"trickgames-options: unknown {game} preset(s) {', '.join(unknown)} "
                    f"(known: {', '.join(presets)})"
                )

        try:
            specs = tuple(rules_cls.options())
            rows = [
                (spec, [json.dumps(spec.dump(getattr(presets[n], spec.name))) for n in names])
                for spec in specs
            ]
        except Exception as exc:  # a broken Rules class must not crash the whole build
            raise self.error(f"trickgames-options: cannot read the {game} options: {exc}") from None
        return [self._table(game, names, rows)]

    def _table(
        self, game: str, presets: list[str], rows: list[tuple[Any, list[str]]]
    ) -> nodes.table:
        headers = ["option", "meaning", "accepted values", *presets]
        table = nodes.table(classes=["trickgames-options"])
        group = nodes.tgroup(cols=len(headers))
        table += group
        for width in (14, 40, 24, *([12] * len(presets))):
            group += nodes.colspec(colwidth=width)
        head = nodes.thead()
        group += head
        row = nodes.row()
        for title in headers:
            row += _cell(nodes.Text(title))
        head += row
        body = nodes.tbody()
        group += body
        for spec, values in rows:
            row = nodes.row(ids=[nodes.make_id(f"{game}-option-{spec.name}")])
            row += _cell(nodes.literal(spec.name, spec.name))
            row += _cell(*_inline(spec.doc))
            row += _cell(*_inline(spec.values))
            for value in values:
                row += _cell(nodes.literal(value, value))
            body += row
        return table


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directive."""
    app.add_directive("trickgames-options", OptionsTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
