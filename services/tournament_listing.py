"""The list of tournaments, newest first, from the events table.

Nothing projects tournaments into Redis: a tournament's stream is short and
the list is read rarely (the lobby page, an organizer's dashboard), so it is
read from PostgreSQL, the truth, by each tournament's first event.
"""

from __future__ import annotations

from psycopg_pool import AsyncConnectionPool

_PREFIX = "tournament-"

_PAGE = """
SELECT substr(stream_id, %(cut)s) FROM events
WHERE version = 1 AND stream_id LIKE 'tournament-%%'
ORDER BY transaction_id DESC, position DESC
OFFSET %(offset)s LIMIT %(limit)s
"""

_COUNT = "SELECT count(*) FROM events WHERE version = 1 AND stream_id LIKE 'tournament-%%'"


class TournamentListing:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool

    async def page(self, offset: int, limit: int) -> tuple[list[str], int]:
        """The ids of one page of tournaments, newest first, and how many there are."""
        async with self._pool.connection() as conn:
            rows = await (
                await conn.execute(_PAGE, {"cut": len(_PREFIX) + 1, "offset": offset, "limit": limit})
            ).fetchall()
            total = await (await conn.execute(_COUNT)).fetchone()
        return [str(row[0]) for row in rows], int(total[0]) if total else 0
