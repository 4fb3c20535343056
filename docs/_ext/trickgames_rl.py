"""Sphinx directives ``trickgames-observation`` and ``trickgames-actions``: the adapters'
observation layout and action table of a game, rendered from the code.

The segments of the observation vector and the keys of the action table are defined once, in
:mod:`trickgames.rl` (``observation_layout(game)``, ``action_names(game)``); these directives
render them, so the docs cannot drift from the code::

    ```{trickgames-observation} doppelkopf
    ```

    ```{trickgames-actions} schafkopf
    ```

The argument names a game. ``trickgames.rl`` needs the ``rl`` extra (the ``docs`` extra
installs it); a game it does not know, or a missing extra, is a build error on
the page that uses the directive.
"""

from __future__ import annotations

import importlib
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

__all__ = ["ActionTable", "ObservationTable", "setup"]


def _inline(text: str) -> list[nodes.Node]:
    """Text in which `backticks` mark code, as docutils nodes."""
    out: list[nodes.Node] = []
    for i, part in enumerate(text.split("`")):
        if part:
            out.append(nodes.literal(part, part) if i % 2 else nodes.Text(part))
    return out


def _table(headers: list[str], rows: list[list[list[nodes.Node]]],
           widths: list[int]) -> nodes.table:
    table = nodes.table(classes=["trickgames-rl"])
    group = nodes.tgroup(cols=len(headers))
    table += group
    for width in widths:
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    row = nodes.row()
    for header in headers:
        row += nodes.entry("", nodes.paragraph("", header))
    head += row
    group += head
    body = nodes.tbody()
    for cells in rows:
        row = nodes.row()
        for cell in cells:
            row += nodes.entry("", nodes.paragraph("", "", *cell))
        body += row
    group += body
    return table


class _GameDirective(SphinxDirective):
    required_arguments = 1
    has_content = False

    def rl(self) -> Any:
        """``trickgames.rl``, or the build error saying why it is missing."""
        name = self.name
        try:
            module = importlib.import_module("trickgames.rl")
        except ImportError as exc:
            raise self.error(f"{name}: cannot import trickgames.rl ({exc}); install the rl "
                             "extra") from None
        if getattr(module, "__file__", None):
            self.env.note_dependency(module.__file__)
        return module


class ObservationTable(_GameDirective):
    """The segments of a game's observation vector: name, entries, shape, range, meaning."""

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0].strip()
        try:
            layout = self.rl().observation_layout(game)
        except ValueError as exc:
            raise self.error(f"trickgames-observation: {exc}") from None
        rows = [[[nodes.literal(name, name)], [nodes.Text(where)], [nodes.Text(shape)],
                 [nodes.Text(bounds)], _inline(doc)]
                for name, where, shape, bounds, doc in layout.rows()]
        rows.append([[nodes.Text("(total)")], [nodes.Text(str(layout.size))], [], [], []])
        return [_table(["segment", "entries", "shape", "range", "meaning"], rows,
                       [14, 9, 7, 7, 63])]


class ActionTable(_GameDirective):
    """A game's action table: the indices of each verb with the words after it."""

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0].strip()
        try:
            keys = self.rl().action_names(game)
        except ValueError as exc:
            raise self.error(f"trickgames-actions: {exc}") from None
        groups: list[tuple[str, int, int, list[str]]] = []
        for index, key in enumerate(keys):
            verb, _, rest = key.partition(" ")
            if groups and groups[-1][0] == verb and rest:
                groups[-1] = (verb, groups[-1][1], index, [*groups[-1][3], rest])
            else:
                groups.append((verb, index, index, [rest] if rest else []))
        rows = []
        for verb, first, last, words in groups:
            where = str(first) if first == last else f"{first}-{last}"
            rows.append([[nodes.Text(where)], [nodes.literal(verb, verb)],
                         [nodes.Text(", ".join(words))]])
        rows.append([[nodes.Text(str(len(keys)))], [nodes.Text("(total)")], []])
        return [_table(["indices", "verb", "then, one index each"], rows, [10, 12, 78])]


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directives."""
    app.add_directive("trickgames-observation", ObservationTable)
    app.add_directive("trickgames-actions", ActionTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
