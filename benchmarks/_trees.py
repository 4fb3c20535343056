"""Source trees to compare: a git revision extracted to a temporary directory, and the working
tree; shared by ``benchmarks/run.py --baseline`` and ``benchmarks/compare_outputs.py``.

A revision is extracted as ``git archive REV | tar -x -C TMPDIR`` from the repository root and
removed again at the end. A tree's ``trickgames`` is imported by setting ``PYTHONPATH`` to its
``src``: it comes before the editable install of the working tree in the virtual environment,
and :func:`check_import` (or the benchmark worker) makes sure that it did.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

#: The repository root (this file is ``benchmarks/_trees.py``).
REPO = Path(__file__).resolve().parent.parent


class TreeError(Exception):
    """A revision that cannot be extracted, or a tree whose ``trickgames`` does not import."""


@dataclass(frozen=True)
class Tree:
    """A source tree: ``root`` holds ``src/trickgames``."""

    side: str  # "baseline" or "current"
    root: Path
    revision: str | None  # None: the working tree
    commit: str  # the revision's commit, or the working tree's HEAD
    dirty: bool = False  # the working tree only: uncommitted changes under src/

    @property
    def src(self) -> Path:
        return self.root / "src"

    def describe(self) -> str:
        if self.revision is None:
            changes = ", uncommitted changes in src/" if self.dirty else ""
            return f"working tree (HEAD {self.commit[:12]}{changes})"
        return f"{self.revision} ({self.commit[:12]})"

    def env(self) -> dict[str, str]:
        """The environment of a process that imports this tree's ``trickgames``."""
        env = dict(os.environ)
        env["PYTHONPATH"] = str(self.src)
        return env

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"revision": self.revision, "commit": self.commit}
        if self.revision is None:
            out["tree"] = "working tree"
            out["uncommitted_changes_in_src"] = self.dirty
        return out

    def owns(self, file: str) -> bool:
        """Whether ``file`` (a module's ``__file__``) lies in this tree's ``src``."""
        return Path(file).resolve().is_relative_to(self.src.resolve())


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise TreeError(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def resolve(revision: str) -> str:
    """The commit of ``revision``."""
    return _git("rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}")


@contextmanager
def extracted(revision: str, side: str) -> Iterator[Tree]:
    """``revision`` extracted to a temporary directory (removed on exit)."""
    try:
        commit = resolve(revision)
    except TreeError:
        raise TreeError(f"{side}: not a revision of this repository: {revision!r}") from None
    tmp = Path(tempfile.mkdtemp(prefix=f"trickgames-{side}-{commit[:10]}-"))
    try:
        archive = subprocess.Popen(["git", "archive", commit], cwd=REPO,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert archive.stdout is not None
        tar = subprocess.run(["tar", "-x", "-C", str(tmp)], cwd=REPO, stdin=archive.stdout,
                             capture_output=True, check=False)
        archive.stdout.close()
        archive_error = archive.stderr.read().decode() if archive.stderr else ""
        if archive.wait() != 0 or tar.returncode != 0:
            raise TreeError(f"git archive {revision} | tar -x -C {tmp}: "
                            f"{archive_error.strip()} {tar.stderr.decode().strip()}")
        if not (tmp / "src" / "trickgames" / "__init__.py").is_file():
            raise TreeError(f"{side}: revision {revision} has no src/trickgames/__init__.py")
        yield Tree(side, tmp, revision, commit)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def working_tree(side: str = "current") -> Tree:
    dirty = bool(_git("status", "--porcelain", "--", "src"))
    return Tree(side, REPO, None, resolve("HEAD"), dirty)


@contextmanager
def sides(baseline: str, current: str | None = None) -> Iterator[tuple[Tree, Tree]]:
    """The baseline tree (revision ``baseline``, extracted) and the current one: the working
    tree, or with ``current`` that revision, extracted too."""
    with ExitStack() as stack:
        base = stack.enter_context(extracted(baseline, "baseline"))
        cur = (working_tree() if current is None
               else stack.enter_context(extracted(current, "current")))
        yield base, cur


def check_import(tree: Tree, code: str = "") -> str:
    """Import ``trickgames`` in a new process of this interpreter with the tree's
    ``PYTHONPATH``, check that it came from the tree's ``src``, and run ``code`` there; the
    process's standard output after the first line (``trickgames.__file__``)."""
    program = "import trickgames\nprint(trickgames.__file__)\n" + code
    done = subprocess.run([sys.executable, "-c", program], cwd=REPO, env=tree.env(),
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-1:] or ["(no message)"]
        raise TreeError(f"{tree.side} {tree.describe()}: importing trickgames failed: {tail[0]}")
    file, _, rest = done.stdout.partition("\n")
    if not tree.owns(file):
        raise TreeError(f"{tree.side} {tree.describe()}: trickgames was imported from {file}, "
                        f"not from {tree.src}")
    return rest
