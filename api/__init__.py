"""Clowder's entry points: the REST API (Litestar) and the ``clowder`` command line."""
