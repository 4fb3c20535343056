"""Validate every record in a folder of logs and print one line per invalid record.

Run: .venv/bin/python examples/validate_folder.py PATH [PATH...]

Exit status 0 when every record is valid, 1 otherwise (like ``trickgames validate``).
"""

from __future__ import annotations

import sys
from collections import Counter

import trickgames


def main(paths: list[str]) -> int:
    counts: Counter[str] = Counter()
    for report in trickgames.read_records(*paths):
        counts["valid" if report.valid else "invalid"] += 1
        if not report.valid:
            issue = report.issues[0]
            print(f"{report.source}: {issue.path}: {issue.message} [{issue.code}]")
    print(f"{counts['valid']} valid, {counts['invalid']} invalid")
    return 1 if counts["invalid"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:] or ["examples/records"]))
