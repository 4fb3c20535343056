"""The top-level package ``trickgames`` (src/trickgames/__init__.py): its namespace."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import types

import trickgames


def _is_submodule(name: str) -> bool:
    """Whether ``trickgames.<name>`` is one of the package's own modules (a subpackage, a
    module, or a data folder such as ``schemas`` that importlib.resources loaded)."""
    value = getattr(trickgames, name)
    return isinstance(value, types.ModuleType) and value.__name__ == f"trickgames.{name}"


def test_the_namespace_holds_only_the_public_api() -> None:
    """docs/api.md "trickgames" (the package exports exactly `__all__`): every name of
    dir(trickgames) without a leading underscore is in `__all__` or is a public module of the
    package; helpers the package uses itself (typing names, core functions) are private,
    and `annotations` (a `__future__` import) is not there."""
    for name in ("doppelkopf", "schafkopf", "simulation", "testing", "bots", "cli"):
        importlib.import_module(f"trickgames.{name}")
    public = [name for name in dir(trickgames) if not name.startswith("_")]
    strays = [name for name in public if name not in trickgames.__all__
              and not _is_submodule(name)]
    assert strays == []
    assert {"Any", "Callable", "annotations", "load_schema"}.isdisjoint(dir(trickgames))
    for name in trickgames.__all__:
        assert hasattr(trickgames, name), name


def test_a_fresh_import_holds_only_the_public_api() -> None:
    """docs/api.md "trickgames": right after `import trickgames`, in a new interpreter, the
    names without a leading underscore are exactly `__all__`, besides the package's own
    modules that the import loads (the game packages of the registry)."""
    code = ("import json, types, trickgames as t; print(json.dumps([n for n in dir(t) if not "
            "n.startswith('_') and not (isinstance(getattr(t, n), types.ModuleType) and "
            "getattr(t, n).__name__ == 'trickgames.' + n)]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert set(json.loads(done.stdout)) == set(trickgames.__all__) - {"__version__"}
