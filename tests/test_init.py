"""The top-level package ``trickgames`` (src/trickgames/__init__.py): its namespace."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
import types

import trickgames


def _public_modules() -> set[str]:
    """The public modules and subpackages of trickgames (names without a leading ``_``)."""
    return {info.name for info in pkgutil.iter_modules(trickgames.__path__)
            if not info.name.startswith("_")}


def test_the_namespace_holds_only_the_public_api() -> None:
    """docs/api.md "trickgames" (the package exports exactly `__all__`): every name of
    dir(trickgames) without a leading underscore is in `__all__` or is a public module of the
    package; helpers the package uses itself (typing names, core functions) are private,
    and `annotations` (a `__future__` import) is not there."""
    for name in ("doppelkopf", "schafkopf", "simulation", "testing", "bots", "cli"):
        importlib.import_module(f"trickgames.{name}")
    modules = _public_modules()
    public = [name for name in dir(trickgames) if not name.startswith("_")]
    strays = [name for name in public if name not in trickgames.__all__
              and not (name in modules and isinstance(getattr(trickgames, name),
                                                      types.ModuleType))]
    assert strays == []
    assert {"Any", "Callable", "annotations", "load_schema"}.isdisjoint(dir(trickgames))
    for name in trickgames.__all__:
        assert hasattr(trickgames, name), name


def test_a_fresh_import_holds_only_the_public_api() -> None:
    """docs/api.md "trickgames": right after `import trickgames`, in a new interpreter, the
    names without a leading underscore are `__all__` and the game packages the registry
    loads."""
    code = ("import trickgames, json; "
            "print(json.dumps([n for n in dir(trickgames) if not n.startswith('_')]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    names = set(json.loads(done.stdout))
    assert names - set(trickgames.__all__) <= _public_modules()
    assert set(trickgames.__all__) - {"__version__"} <= names
