"""The ``clowder`` command line: serve, worker, play, tournament, verify, monitor, admin."""

from api.cli.main import main

__all__ = ["main"]
