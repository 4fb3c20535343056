"""``python -m trickgames``: the command line."""

from trickgames.cli import main

raise SystemExit(main())
