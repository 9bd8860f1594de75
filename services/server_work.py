"""The server's work on a player's behalf, paid from an hourly budget.

A game whose seats the server plays (its built-in bots) costs the server
thousands of events for a few requests, so every such game is paid for when it
starts: a lobby game by its creator, a tournament's game by its organizer. The
policy (``SpendServerWork`` in ``domain/hosting/policy.py``) says whether the
budget allows one more; the ledger makes the check and the spending one step,
under a per-player transaction lock, so concurrent starts cannot overshoot it.
A game is paid for once: a retried start finds it paid.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
from psycopg_pool import AsyncConnectionPool

from domain.hosting.policy import Actor, ServerWorkFacts, SpendServerWork
from domain.hosting.record import GameRecord
from services.authorization import authorize
from services.players import PlayerRegistry

_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('server_work:' || %s, 0))"
_PAID = "SELECT 1 FROM server_work WHERE player_id = %s AND game_id = %s"
_SPENT = "SELECT count(*) FROM server_work WHERE player_id = %s AND spent_at > now() - interval '1 hour'"
_SPEND = "INSERT INTO server_work (player_id, game_id) VALUES (%s, %s) ON CONFLICT DO NOTHING"
_REFUND = "DELETE FROM server_work WHERE player_id = %s AND game_id = %s"


class Payer(msgspec.Struct, frozen=True):
    """Whose hourly budget pays: a player's id, or ``address:<ip>`` for every player of one client address."""

    key: str
    games_per_hour: int


class ServerWorkLedger:
    def __init__(self, pool: AsyncConnectionPool) -> None:
        self.pool = pool

    async def spend(self, actor: Actor, payer: Payer, game_id: str) -> None:
        """Pay for ``game_id`` from ``payer``'s budget, if the policy lets ``actor`` (a ``quota`` refusal if not)."""
        async with self.pool.connection() as conn, conn.transaction():
            await conn.execute(_LOCK, (payer.key,))
            if await (await conn.execute(_PAID, (payer.key, game_id))).fetchone() is not None:
                return
            row = await (await conn.execute(_SPENT, (payer.key,))).fetchone()
            spent = 0 if row is None else int(row[0])
            authorize(actor, SpendServerWork(ServerWorkFacts(spent=spent, limit=payer.games_per_hour)))
            await conn.execute(_SPEND, (payer.key, game_id))

    async def spent(self, payer_key: str) -> int:
        """How many games ``payer_key``'s budget paid for in the last hour."""
        async with self.pool.connection() as conn:
            row = await (await conn.execute(_SPENT, (payer_key,))).fetchone()
        return 0 if row is None else int(row[0])

    async def refund(self, payers: Sequence[Payer], game_id: str) -> None:
        """Give back what ``game_id`` cost, for a start that did not happen."""
        async with self.pool.connection() as conn:
            for payer in payers:
                await conn.execute(_REFUND, (payer.key, game_id))


async def seats_server_bots(players: PlayerRegistry, record: GameRecord) -> bool:
    """Whether the server plays any of the game's seats."""
    for holder in record.seats:
        if holder is not None:
            player = await players.get(holder.player_id)
            if player is not None and player.bot is not None:
                return True
    return False


async def pay_for_start(
    ledger: ServerWorkLedger, players: PlayerRegistry, actor: Actor, payers: Sequence[Payer], record: GameRecord
) -> None:
    """Before a game starts: if the server plays a seat of it, each of ``payers`` pays for it
    (a payer refused leaves the ones before it paid: a retried start is not paid twice)."""
    if await seats_server_bots(players, record):
        for payer in payers:
            await ledger.spend(actor, payer, record.game_id)
