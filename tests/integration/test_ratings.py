"""Finished games update OpenSkill ratings once each, from their full ranking."""

from __future__ import annotations

import asyncio
import random
import shutil
from pathlib import Path

import msgspec
import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from eventstore.migrate import migrate
from ops.local_services import create_database, drop_database
from services.game_records import GameRecords
from services.ratings import INITIAL_MU, INITIAL_SIGMA, RatingsBook
from services.schema import MIGRATION_FOLDERS, migrate_schema
from tests.integration.conftest import Wiring, started_game

pytestmark = pytest.mark.integration


async def finish(wiring: Wiring, game_id: str, players: list, seed: int) -> None:
    chooser = random.Random(seed)
    game = wiring.games["feed-the-kitten"]
    record = await wiring.service.records.load(game_id)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await wiring.service.act(players[seat], game_id, msgspec.to_builtins(command))).record


async def test_a_finished_game_is_rated_once_and_the_winner_leads(wiring: Wiring) -> None:
    book = RatingsBook(wiring.pool, GameRecords(wiring.store, wiring.games))
    game_id, players = await started_game(wiring, seats=3)
    await finish(wiring, game_id, players, seed=1)
    record = await wiring.service.records.load(game_id)
    assert await book.rate(record)
    assert not await book.rate(record)
    board = await book.leaderboard("feed-the-kitten")
    winner = players[record.state.winner].player_id
    assert board[0].player_id == winner and board[0].mu > INITIAL_MU and board[0].games == 1 and board[0].wins == 1
    assert all(rating.sigma < INITIAL_SIGMA for rating in board)
    assert all(rating.rating == pytest.approx(rating.mu - 3 * rating.sigma) for rating in board)
    assert [rating.rating for rating in board] == sorted((rating.rating for rating in board), reverse=True)
    mine = await book.of_player(winner)
    assert [(r.kind, r.mu, r.sigma) for r in mine] == [("feed-the-kitten", board[0].mu, board[0].sigma)]


async def test_a_running_game_is_not_rated(wiring: Wiring) -> None:
    book = RatingsBook(wiring.pool, GameRecords(wiring.store, wiring.games))
    game_id, _ = await started_game(wiring)
    await book.react([await wiring.service.records.load(game_id)], [])
    assert await book.leaderboard("feed-the-kitten") == []


async def test_the_openskill_migration_drops_elo_values_and_has_the_reactors_rate_the_log_again(
    tmp_path: Path, postgres_url: str
) -> None:
    url = await asyncio.to_thread(create_database, postgres_url)
    try:
        for migration in (m for folder in MIGRATION_FOLDERS for m in folder.glob("*.sql") if int(m.name[:3]) < 12):
            shutil.copy(migration, tmp_path / migration.name)
        await migrate(url, tmp_path)  # the schema as it was with Elo
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
            await conn.execute("INSERT INTO ratings VALUES ('p1', 'feed-the-kitten', 1516.0, 1, 1, now())")
            await conn.execute("INSERT INTO rated_games (game_id) VALUES ('g1')")
            for name in ("reactors", "reactors:0of2", "projector"):
                await conn.execute(
                    "INSERT INTO follower_checkpoints (name, transaction_id, position) VALUES (%s, 7, 9)", (name,)
                )
        assert "012_openskill_ratings.sql" in await migrate_schema(url)
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
            assert await (await conn.execute("SELECT count(*) FROM ratings")).fetchone() == (0,)
            assert await (await conn.execute("SELECT count(*) FROM rated_games")).fetchone() == (0,)
            left = await (await conn.execute("SELECT name FROM follower_checkpoints")).fetchall()
            assert left == [("projector",)]
            await conn.execute("INSERT INTO ratings (player_id, kind, rating, games, wins) VALUES ('p', 'k', 0, 0, 0)")
            row = await (await conn.execute("SELECT mu, sigma FROM ratings")).fetchone()
            assert row == (pytest.approx(INITIAL_MU), pytest.approx(INITIAL_SIGMA))
    finally:
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))
