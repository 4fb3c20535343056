"""Sphinx directive ``trickgames-benchmarks``: the speed tables, rendered from a benchmark run.

``benchmarks/run.py`` writes its results as JSON; this directive renders such a file as the
goals table and the table of every figure, so the Performance page shows exactly what a run
measured, never numbers copied by hand::

    ```{trickgames-benchmarks} ../benchmarks/results/reference.json
    :fallback: _data/benchmarks-quick.json
    ```

The argument is the results file (relative to the page). When it does not exist, the
``:fallback:`` file is rendered instead. A run shorter than the reference method (fewer than 7
runs or less than 1 second each, as ``run.py --quick``) is marked as a quick run. A file that
cannot be read or lacks the expected fields is a build error on the page that uses it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

__all__ = ["BenchmarkTables", "setup"]

#: Doppelkopf yardstick deals/s on the machine where the goals were set (benchmarks/run.py).
REFERENCE_YARDSTICK = 24_700


def _cell(text: str, *, literal: bool = False) -> nodes.entry:
    child: nodes.Node = nodes.literal(text, text) if literal else nodes.Text(text)
    return nodes.entry("", nodes.paragraph("", "", child))


def _table(headers: list[str], rows: list[list[str]], widths: list[int]) -> nodes.table:
    table = nodes.table(classes=["trickgames-benchmarks"])
    group = nodes.tgroup(cols=len(headers))
    table += group
    for width in widths:
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    group += head
    row = nodes.row()
    for title in headers:
        row += _cell(title)
    head += row
    body = nodes.tbody()
    group += body
    for values in rows:
        row = nodes.row()
        for value in values:
            row += _cell(value)
        body += row
    return table


def _number(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.2f}"


class BenchmarkTables(SphinxDirective):
    """Render a ``benchmarks/run.py`` results file: the goals, then every figure."""

    required_arguments = 1
    optional_arguments = 0
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {"fallback": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        wanted = self.arguments[0].strip()
        candidates = [wanted]
        if "fallback" in self.options:
            candidates.append(self.options["fallback"].strip())
        for candidate in candidates:
            rel, path = self.env.relfn2path(candidate)
            self.env.note_dependency(rel)  # a new reference file makes the page outdated
            if Path(path).is_file():
                break
        else:
            raise self.error(f"trickgames-benchmarks: none of {', '.join(candidates)} exists")
        try:
            results = json.loads(Path(path).read_text(encoding="utf-8"))
            return self._render(candidate, results)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise self.error(f"trickgames-benchmarks: cannot render {candidate}: {exc!r}") from None

    def _render(self, name: str, results: dict[str, Any]) -> list[nodes.Node]:
        if "openspiel" in results:  # benchmarks/run.py --openspiel (benchmarks/versus.py)
            return self._render_versus(name, results)
        figures: dict[str, dict[str, float]] = results["figures"]
        runs, seconds = results["runs"], results["seconds"]
        yard = figures["yardstick doppelkopf deals/s"]["median"]
        slice_seconds = results.get("slice_seconds", seconds)
        where = results.get("processor") or results.get("machine") or "an unnamed machine"
        intro = (f"From {Path(name).name}: Python {results['python']} on {where}; every figure "
                 f"is the median of {runs} runs of {seconds:g} s, and every ratio the median of "
                 f"the runs' ratios to yardstick slices of {slice_seconds:g} s alternating with "
                 f"the figure's. The Doppelkopf yardstick made "
                 f"{yard:,.0f} deals/s in this run ({REFERENCE_YARDSTICK:,} on the reference "
                 f"machine).")
        out: list[nodes.Node] = []
        if runs < 7 or seconds < 1:
            note = nodes.note()
            note += nodes.paragraph(
                "", "", nodes.Text(f"A quick run ({runs} runs of {seconds:g} s, as "),
                nodes.literal("", "benchmarks/run.py --quick"),
                nodes.Text("), not the reference measurement: its figures are rough. The page "
                           "shows "),
                nodes.literal("", "benchmarks/results/reference.json"),
                nodes.Text(" once that file exists."))
            out.append(note)
        out.append(nodes.paragraph("", intro))
        goal_rows = []
        for label, goal in results.get("goals", {}).items():
            if "goal_ratio" not in goal:  # the comparison with OpenSpiel in the same run
                # Judged by the paired ratios (the medians come from other moments).
                paired = (f"{goal['measured_ratio_to_yardstick']:.3f} vs OpenSpiel's "
                          f"{goal['openspiel_ratio_to_yardstick']:.3f}")
                goal_rows.append([
                    label, "more than OpenSpiel's",
                    f"{goal['measured']:,.0f} (OpenSpiel: {goal['openspiel']:,.0f})",
                    paired, "", "",
                    f"{'met' if goal['met'] else 'not met'} ({goal['ratio']:.3f} of OpenSpiel)",
                ])
                continue
            cross = ""
            if "openspiel_anchor_equivalent" in goal:
                met = "met" if goal["met_by_openspiel_anchor"] else "not met"
                cross = f"{goal['openspiel_anchor_equivalent']:,} ({met})"
            goal_rows.append([
                label,
                # goal_ratio is rounded to 4 digits; the goals are whole hundreds
                f"{round(goal['goal_ratio'] * REFERENCE_YARDSTICK, -2):,.0f}",
                f"{goal['measured']:,.0f}",
                f"{goal['ratio']:.3f} (needs {goal['goal_ratio']:.3f})",
                f"{goal['reference_machine_equivalent']:,}",
                cross,
                "met" if goal["met"] else "not met",
            ])
        if goal_rows:
            out.append(_table(["goal", "goal on the reference machine", "measured here",
                               "ratio to the yardstick", "on the reference machine",
                               "by the OpenSpiel anchor", "by the yardstick"],
                              goal_rows, [24, 12, 11, 16, 12, 14, 8]))
        figure_rows = []
        for label, figure in figures.items():
            ratio = figure.get("ratio_to_yardstick")
            figure_rows.append([label, _number(figure["median"]),
                                "" if ratio is None else f"{ratio:.3f}"])
        out.append(_table(["figure", "median", "ratio to the Doppelkopf yardstick"],
                          figure_rows, [40, 14, 14]))
        return out


    def _render_versus(self, name: str, results: dict[str, Any]) -> list[nodes.Node]:
        """The goals of a ``benchmarks/run.py --openspiel`` run, then its paired ratios."""
        openspiel = results["openspiel"]
        against = (f"OpenSpiel {openspiel} in the same process" if " " not in openspiel
                   else f"no OpenSpiel ({openspiel})")
        intro = (f"From {Path(name).name}: Python {results['python']}, {against}; paired "
                 f"ratios are medians of {results['runs']} runs of {results['seconds']:g} s "
                 f"per side in alternating slices of {results['slice_seconds']:g} s; load "
                 f"average {results['load_average_before'][0]:g} before and "
                 f"{results['load_average_after'][0]:g} after on {results['cores']} cores.")
        cli = results.get("command_line")
        if cli:  # the command line's figures come from a run of their own (--no-api)
            intro += (f" The command line's figures are from a run of their own: Python "
                      f"{cli['python']}, medians of {cli['runs']} runs, load average "
                      f"{cli['load_average_before'][0]:g} before and "
                      f"{cli['load_average_after'][0]:g} after.")
        out: list[nodes.Node] = [nodes.paragraph("", intro)]
        rows = [[label, f"{goal['goal']:,}", f"{goal['measured']:,}",
                 "met" if goal["met"] else "not met"]
                for label, goal in results["goals"].items()]
        out.append(_table(["goal", "needs", "measured", "verdict"], rows, [40, 10, 12, 10]))
        pairs = [[label, f"{fig['ratio']:.3f}", ", ".join(f"{r:.3f}" for r in fig["run_ratios"]),
                  f"{fig['ours_deals_per_s']:,.0f}", f"{fig['openspiel_deals_per_s']:,.0f}"]
                 for label, fig in results["figures"].items() if "ours_deals_per_s" in fig]
        if pairs:
            out.append(_table(["public API loop / OpenSpiel", "median ratio", "runs",
                               "deals per CPU s", "OpenSpiel's"], pairs, [34, 10, 30, 10, 10]))
        return out


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directive."""
    app.add_directive("trickgames-benchmarks", BenchmarkTables)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
