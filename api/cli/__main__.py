"""``python -m api.cli``: the ``clowder`` command."""

import sys

from api.cli.main import main

sys.exit(main())
