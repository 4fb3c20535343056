"""Sphinx configuration for the trickgames documentation.

Build: ``sphinx-build -W --keep-going -b html docs docs/_build/html`` (warnings are errors).
The build needs no network: intersphinx is off unless ``TRICKGAMES_INTERSPHINX=1`` is set.
"""

from __future__ import annotations

import builtins
import importlib
import os
import sys
from pathlib import Path

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
# The package is normally installed (editable in development); fall back to the source tree.
sys.path.append(str(HERE.parent / "src"))

import trickgames  # noqa: E402

project = "trickgames"
author = "trickgames developers"
copyright = "trickgames developers"
release = trickgames.__version__
version = ".".join(release.split(".")[:2])

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "trickgames_options",
    "trickgames_benchmarks",
    "trickgames_rl",
]

# Links into the Python documentation need its inventory from the network, so they are opt-in;
# the default build works offline.
if os.environ.get("TRICKGAMES_INTERSPHINX") == "1":
    extensions.append("sphinx.ext.intersphinx")
    intersphinx_mapping = {"python": ("https://docs.python.org/3", None)}

source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store", "conftest.py"]

# -- MyST ----------------------------------------------------------------------------------
myst_enable_extensions = ["colon_fence", "deflist"]
# Anchors for headings up to level 3, so pages can link to "records.md#card-codes".
myst_heading_anchors = 3

# -- autodoc ---------------------------------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_class_signature = "mixed"

# -- HTML ------------------------------------------------------------------------------------
html_theme = "furo"
html_title = f"trickgames {release}"
html_static_path: list[str] = []
pygments_style = "sphinx"
pygments_dark_style = "monokai"


# -- Doctested examples --------------------------------------------------------------------
# pytest runs every ``>>>`` example of these pages (``--doctest-glob=*.md``). A doctest's
# expected output ends at a blank line, so each example block ends with one before its closing
# fence; drop it from the rendered page.


def _strip_example_ends(app: object, doctree: nodes.document) -> None:
    for block in doctree.findall(nodes.literal_block):
        text = block.astext()
        if block.get("language") in ("pycon", "python") and text.endswith("\n"):
            stripped = text.rstrip("\n")
            block.rawsource = stripped
            block.children = []
            block += nodes.Text(stripped)


# -- A complete API reference -------------------------------------------------------------
# docs/api.md groups the public names by topic instead of listing them automatically, so check
# that every name these packages and modules export (``__all__``) is documented somewhere, under
# any of its names. A package that cannot be imported yet is skipped.
API_PACKAGES = (
    "trickgames",
    "trickgames.doppelkopf",
    "trickgames.schafkopf",
    "trickgames.bots",
    "trickgames.bots.doppelkopf",
    "trickgames.bots.schafkopf",
    "trickgames.simulation",
    "trickgames.testing",
    "trickgames.rl",
    "trickgames.rl.pettingzoo_env",
    "trickgames.rl.openspiel_games",
    "trickgames.svg",
    "trickgames.daily",
    "trickgames.web",
    "trickgames.web.tables",
    "trickgames.web.store",
    "trickgames.web.players",
)


def _resolve(fullname: str) -> object:
    parts = fullname.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
        except AttributeError:
            return None
        return obj
    return None


def _check_api_documented(app: Sphinx, env: BuildEnvironment) -> None:
    documented = env.get_domain("py").objects  # type: ignore[attr-defined]
    ids = {id(obj) for obj in map(_resolve, documented) if obj is not None}
    for package in API_PACKAGES:
        try:
            module = importlib.import_module(package)
        except ImportError:
            continue
        for name in getattr(module, "__all__", ()):
            if name.startswith("_") or f"{package}.{name}" in documented:
                continue
            obj = getattr(module, name, None)
            if obj is None or id(obj) not in ids:
                logger.warning(
                    "%s.%s is exported but not documented in the API reference (docs/api.md)",
                    package,
                    name,
                    location="api",
                )


# -- Cross-references ----------------------------------------------------------------------
# A submodule's docstring says :func:`apply`, but the API reference documents the function where
# users import it from (trickgames.doppelkopf.apply): look for a reference in the enclosing
# packages too. Python's built-in exceptions link to the Python docs without needing intersphinx.
_PYTHON_EXCEPTIONS = "https://docs.python.org/3/library/exceptions.html#"


def _resolve_missing(
    app: Sphinx, env: BuildEnvironment, node: addnodes.pending_xref, contnode: nodes.Element
) -> nodes.Element | None:
    if node.get("refdomain") != "py":
        return None
    target = node["reftarget"]
    domain = env.get_domain("py")
    candidates = []
    # "apply" seen from trickgames.doppelkopf.engine: trickgames.doppelkopf.apply, ...
    parts = (node.get("py:module") or "").split(".")
    while len(parts) > 1:
        parts.pop()
        candidates.append(".".join(parts) + "." + target)
    # "trickgames.doppelkopf.parties.known_parties": trickgames.doppelkopf.known_parties, ...
    words = target.split(".")
    candidates += [".".join(words[:i] + words[-1:]) for i in range(len(words) - 2, 0, -1)]
    for candidate in candidates:
        if candidate in domain.objects:  # type: ignore[attr-defined]
            return domain.resolve_xref(
                env, node["refdoc"], app.builder, node["reftype"], candidate, node, contnode
            )
    builtin = getattr(builtins, target, None)
    if isinstance(builtin, type) and issubclass(builtin, BaseException):
        reference = nodes.reference("", "", internal=False, refuri=_PYTHON_EXCEPTIONS + target)
        reference += contnode
        return reference
    return None


def setup(app: Sphinx) -> None:
    """Project-local hooks."""
    app.connect("doctree-read", _strip_example_ends)
    app.connect("missing-reference", _resolve_missing)
    app.connect("env-check-consistency", _check_api_documented)
