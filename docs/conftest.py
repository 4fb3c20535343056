"""pytest runs the ``>>>`` examples of these pages as doctests (``--doctest-glob=*.md``).

The Sphinx configuration and extension are not examples: keep them out of collection.
"""

collect_ignore = ["conf.py", "_ext", "_build"]
