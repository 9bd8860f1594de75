"""The built-in bots quick play seats: one set of players per strategy, the server's own.

A quick-play game that a seek lets bots fill takes house bots ``house-<strategy>-1``,
``-2``, ... (as many as its empty seats; :func:`house_bot_ids`). They are
ordinary players whose ``bot`` is set, so the bot runner plays them like any
other server bot, and they are registered the first time a match needs them
(by whichever worker gets there first). They hold no token: nobody plays them
but the server.
"""

from __future__ import annotations

import hashlib

from psycopg_pool import AsyncConnectionPool

from services.bots.registry import BOT_NAMES


def house_bot_ids(seats: int, strategies: tuple[str, ...] = BOT_NAMES) -> dict[str, tuple[str, ...]]:
    """Enough house bots of each strategy for every empty seat of a ``seats``-seat game."""
    return {strategy: tuple(f"house-{strategy}-{n}" for n in range(1, seats)) for strategy in strategies}


class HouseBots:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool
        self._known: set[str] = set()

    async def ensure(self, player_id: str, strategy: str) -> None:
        """Register the bot unless it is registered (idempotent; racing workers agree)."""
        if player_id in self._known:
            return
        name = f"{strategy}-bot-{player_id.rsplit('-', 1)[-1]}"
        # A handle someone else took first gets a suffix: the player id is what matters.
        suffix = hashlib.sha256(player_id.encode()).hexdigest()[:6]
        async with self._pool.connection() as conn:
            for handle in (player_id, f"{player_id}-{suffix}"):
                await conn.execute(
                    "INSERT INTO players (player_id, name, bot, handle) VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                    (player_id, name, strategy, handle),
                )
                cursor = await conn.execute("SELECT 1 FROM players WHERE player_id = %s", (player_id,))
                if await cursor.fetchone() is not None:
                    self._known.add(player_id)
                    return
        raise RuntimeError(f"house bot {player_id!r} could not be registered: its handles are taken")
