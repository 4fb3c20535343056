"""Shared test configuration: hypothesis profiles and paths to the bundled data."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings

DATA = Path(__file__).parent / "data"

# The default profile draws the same examples on every run and machine, so that the suite's
# verdict on a commit is reproducible (CI and a developer see the same); "explore" draws new
# random examples each run and "thorough" many more of them: run them to look for new bugs.
settings.register_profile(
    "default",
    deadline=None,
    max_examples=60,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "explore",
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "thorough",
    deadline=None,
    max_examples=1000,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# Tests read the command line's English (docs/cli.md "Deutsch": the language comes from the
# locale) unless they ask for German, and never write the person's own autosave file
# (docs/cli.md "trickgames play", "Autosave").
os.environ["LC_ALL"] = "C"
os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="trickgames-tests-state-")
