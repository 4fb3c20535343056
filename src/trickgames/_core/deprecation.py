"""Names kept one release after they were renamed or replaced, with a DeprecationWarning.

A module lists its old names and what gives their value now; :func:`module_getattr` makes the
module's ``__getattr__`` (PEP 562), which warns on every use of an old name.

>>> import warnings
>>> __getattr__ = module_getattr("example", {"OLD": (lambda: 42, "example.NEW")})
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     value = __getattr__("OLD")
>>> value, str(caught[0].message)
(42, 'example.OLD is deprecated: use example.NEW')
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["module_getattr"]


def module_getattr(module: str,
                   old: Mapping[str, tuple[Callable[[], Any], str]]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``old`` names: ``{name: (value_of, what_to_use)}``."""

    def __getattr__(name: str) -> Any:
        if name not in old:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        value_of, instead = old[name]
        warnings.warn(f"{module}.{name} is deprecated: use {instead}", DeprecationWarning,
                      stacklevel=2)
        return value_of()

    return __getattr__
