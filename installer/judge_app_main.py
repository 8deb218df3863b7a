"""Entry point of the bundled executable: the desktop app's own ``main`` (with ``--version`` and ``--self-test``)."""

import sys

from judge_app.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
