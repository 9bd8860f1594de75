"""The database schema of the whole service: the event store's tables and the application's.

The event store owns ``events`` (``eventstore/migrations``); the application's
own tables (players and their tokens, seeds, ratings, signing keys, the log
followers' checkpoints, registration keys) have their migrations here, in
``services/migrations``, numbered in the same sequence (``eventstore/migrate.py``).
"""

from __future__ import annotations

from pathlib import Path

from eventstore.migrate import MIGRATIONS as EVENT_STORE_MIGRATIONS
from eventstore.migrate import migrate

#: The application's own migrations (package data, next to this module).
APPLICATION_MIGRATIONS = Path(__file__).resolve().with_name("migrations")
#: Every layer's migrations, in the order they are looked in (their numbers decide the order applied).
MIGRATION_FOLDERS = (EVENT_STORE_MIGRATIONS, APPLICATION_MIGRATIONS)


async def migrate_schema(conninfo: str) -> list[str]:
    """Apply every layer's migrations not yet applied; the names of those applied now."""
    return await migrate(conninfo, MIGRATION_FOLDERS)
