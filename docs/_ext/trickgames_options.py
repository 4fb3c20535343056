"""Sphinx directive ``trickgames-options``: a game's options, rendered from the code.

Every option of a game is documented once, in its ``Rules`` class (the ``doc`` and ``values``
given to the helpers of :mod:`trickgames._core.options`). This directive renders that metadata
as a definition list, one entry per option (anchor ``<game>-option-<name>``): its meaning, the
values it accepts, and its value in each preset (presets with the same value share a line), so
the docs can never drift from the code and no column is cut off however long a value is::

    ```{trickgames-options} doppelkopf
    ```

The argument names a game package: the directive imports ``trickgames.<game>.rules`` and reads
``Rules.options()`` and ``PRESETS`` from it. A game that cannot be imported, or whose module
lacks either name, is a build error on the page that uses the directive (and nowhere else).

Options:

``:presets:``
    Comma-separated preset names, to choose and order the presets shown (default: every
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

__all__ = ["OptionsList", "setup"]

_GAME = re.compile(r"^[a-z][a-z0-9_]*$")


def _inline(text: str) -> list[nodes.Node]:
    """Text in which `backticks` mark code, as docutils nodes."""
    out: list[nodes.Node] = []
    for i, part in enumerate(text.split("`")):
        if not part:
            continue
        out.append(nodes.literal(part, part) if i % 2 else nodes.Text(part))
    return out


class OptionsList(SphinxDirective):
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
        return [self._entries(game, names, rows)]

    def _entries(
        self, game: str, presets: list[str], rows: list[tuple[Any, list[str]]]
    ) -> nodes.definition_list:
        """One definition-list entry per option: the name, then its meaning, the accepted
        values and a bullet per distinct preset value (the presets that have it, the value)."""
        entries = nodes.definition_list(classes=["trickgames-options"])
        for spec, values in rows:
            item = nodes.definition_list_item()
            item += nodes.term("", "", nodes.literal(spec.name, spec.name),
                               ids=[nodes.make_id(f"{game}-option-{spec.name}")])
            definition = nodes.definition()
            definition += nodes.paragraph("", "", *_inline(spec.doc))
            definition += nodes.paragraph("", "", nodes.emphasis("", "Accepted values: "),
                                          *_inline(spec.values))
            by_value: dict[str, list[str]] = {}
            for preset, value in zip(presets, values, strict=True):
                by_value.setdefault(value, []).append(preset)
            shown = nodes.bullet_list()
            for value, having in by_value.items():
                if len(having) == len(presets) > 1:
                    label: list[nodes.Node] = [nodes.Text("every preset")]
                else:
                    label = []
                    for k, preset in enumerate(having):
                        label += [nodes.Text(", ")] if k else []
                        label.append(nodes.literal(preset, preset))
                shown += nodes.list_item("", nodes.paragraph(
                    "", "", *label, nodes.Text(": "), nodes.literal(value, value)))
            definition += shown
            item += definition
            entries += item
        return entries


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directive."""
    app.add_directive("trickgames-options", OptionsList)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
