"""A measuring worker of ``benchmarks/run.py --baseline REV`` (not meant to be run by hand).

Started as ``python benchmarks/_worker.py SRC`` with ``PYTHONPATH=SRC``: it imports
``trickgames``, checks that it came from ``SRC`` (and not from the editable install of the
working tree), builds the library's measures (``benchmarks/_measures.py``, the working tree's
for both sides), and then answers requests, one JSON object per line on stdin and stdout:

- first, unasked, ``{"ready": true, "file": trickgames.__file__, "version": ...}``, or
  ``{"error": message}`` (and exit 1) when the import fails or comes from elsewhere;
- ``{"list": true}``: ``{"labels": [...]}``, the measures in their order;
- ``{"measure": label, "seconds": s}``: the measure run for at least ``s`` seconds,
  ``{"units": n, "elapsed": t}``; a request for another measure than the last one collects
  the garbage first (untimed), as ``run.py`` does before each figure.

An error while measuring is answered with ``{"error": message}``. End of input ends it.
"""

from __future__ import annotations

import gc
import json
import sys
import traceback
from pathlib import Path
from typing import Any, TextIO


def _send(out: TextIO, obj: dict[str, Any]) -> None:
    out.write(json.dumps(obj) + "\n")
    out.flush()


def main(argv: list[str]) -> int:
    out = sys.stdout
    sys.stdout = sys.stderr  # the protocol owns stdout: anything else printed goes to stderr
    if len(argv) != 1:
        _send(out, {"error": "usage: _worker.py SRC"})
        return 2
    src = Path(argv[0]).resolve()
    try:
        import trickgames

        file = str(trickgames.__file__)
        if not Path(file).resolve().is_relative_to(src):
            _send(out, {"error": f"trickgames was imported from {file}, not from {src}"})
            return 1
        import _measures

        measures = _measures.library_measures(_measures.games())
    except Exception as exc:  # report it, whatever it is: the tree may be mid-refactor
        traceback.print_exc()
        _send(out, {"error": f"{type(exc).__name__}: {exc}"})
        return 1
    _send(out, {"ready": True, "file": file,
                "version": getattr(trickgames, "__version__", None)})
    last = None
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if request.get("list"):
                _send(out, {"labels": list(measures)})
                continue
            label = request["measure"]
            if label != last:
                gc.collect()
                last = label
            units, elapsed = _measures.run_slice(measures[label], float(request["seconds"]))
            _send(out, {"units": units, "elapsed": elapsed})
        except Exception as exc:
            traceback.print_exc()
            _send(out, {"error": f"{type(exc).__name__}: {exc}"})
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
