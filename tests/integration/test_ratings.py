"""Finished games update Elo ratings once each."""

from __future__ import annotations

import random

import msgspec
import pytest

from services.game_log import GameLog
from services.ratings import INITIAL_RATING, RatingsBook
from tests.integration.conftest import Wiring, started_game

pytestmark = pytest.mark.integration


async def finish(wiring: Wiring, game_id: str, players: list, seed: int) -> None:
    chooser = random.Random(seed)
    game = wiring.games["feed-the-kitten"]
    record = await wiring.service.log.load(game_id)
    while record.status != "finished":
        seat = chooser.choice(sorted(game.pending_seats(record.state)))
        command = chooser.choice(list(game.legal_commands(record.state, seat)))
        record = (await wiring.service.act(players[seat], game_id, msgspec.to_builtins(command))).record


async def test_a_finished_game_is_rated_once_and_the_winner_leads(wiring: Wiring) -> None:
    book = RatingsBook(wiring.pool, GameLog(wiring.store, wiring.games))
    game_id, players = await started_game(wiring, seats=3)
    await finish(wiring, game_id, players, seed=1)
    record = await wiring.service.log.load(game_id)
    assert await book.rate(record)
    assert not await book.rate(record)
    board = await book.leaderboard("feed-the-kitten")
    winner = players[record.state.winner].player_id
    assert board[0].player_id == winner and board[0].rating > INITIAL_RATING and board[0].games == 1
    assert sum(rating.rating for rating in board) == pytest.approx(3 * INITIAL_RATING)


async def test_a_running_game_is_not_rated(wiring: Wiring) -> None:
    book = RatingsBook(wiring.pool, GameLog(wiring.store, wiring.games))
    game_id, _ = await started_game(wiring)
    await book.react([await wiring.service.log.load(game_id)], [])
    assert await book.leaderboard("feed-the-kitten") == []
