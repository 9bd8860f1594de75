"""Tournaments run unattended through the service; killing the reactors changes nothing."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from psycopg.conninfo import conninfo_to_dict
from redis.asyncio import Redis

from domain.tournament import TOURNAMENT, RegisterEntrant, StartTournament
from eventstore.postgres import PostgresEventStore, open_pool
from ops.local_services import create_database, drop_database
from services.bot_runner import BotRunner
from services.checkpoints import PostgresCheckpoints
from services.follower import LogFollower
from services.game_records import GameRecords
from services.game_registry import all_games
from services.game_service import GameService
from services.notifier import RedisNotifier
from services.players import PostgresPlayers
from services.reactors import Reactors
from services.schema import migrate_schema
from services.seeds import PostgresSeeds
from services.tournament_manager import TournamentManager
from services.tournaments import TournamentService

pytestmark = pytest.mark.integration


@dataclass
class Site:
    """One service's worth of parts on its own database."""

    store: PostgresEventStore
    games: GameService
    tournaments: TournamentService
    players: PostgresPlayers
    checkpoints: PostgresCheckpoints
    redis: Redis
    channel: str

    def reactors(self) -> list[LogFollower]:
        """A fresh process manager and bot runner, as after a restart (empty caches)."""
        games = GameService(
            self.games.games, GameRecords(self.store, self.games.games), self.games.seeds, self.games.notifier
        )
        tournaments = TournamentService(self.store, games.games, games.seeds, self.tournaments.notifier)
        manager = TournamentManager(tournaments, games, self.players)
        runner = BotRunner(games, self.players)
        reactors = Reactors(GameRecords(self.store, games.games), [runner, manager])  # as api/components.py wires them
        return [
            LogFollower(
                "reactors",
                self.store,
                reactors.handle,
                self.redis,
                self.channel,
                checkpoints=self.checkpoints,
                poll_interval=0.2,
                save_every=1.0,
            )
        ]


@pytest.fixture
async def site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    async with _site(postgres_url, redis_url) as made:
        yield made


from contextlib import asynccontextmanager  # noqa: E402


@asynccontextmanager
async def _site(postgres_url: str, redis_url: str) -> AsyncIterator[Site]:
    url = await asyncio.to_thread(create_database, postgres_url)
    await migrate_schema(url)
    pool = await open_pool(url, min_size=2, max_size=12)
    redis = Redis.from_url(redis_url)
    channel = f"tt-{uuid.uuid4().hex[:8]}:events"
    store = PostgresEventStore(pool)
    games = all_games()
    seeds = PostgresSeeds(pool)
    notifier = RedisNotifier(redis, channel)
    service = GameService(games, GameRecords(store, games), seeds, notifier)
    try:
        yield Site(
            store,
            service,
            TournamentService(store, games, seeds, notifier),
            PostgresPlayers(pool),
            PostgresCheckpoints(pool),
            redis,
            channel,
        )
    finally:
        await redis.aclose()
        await pool.close()
        await asyncio.to_thread(drop_database, postgres_url, str(conninfo_to_dict(url)["dbname"]))


async def open_swiss(
    site: Site, kind: str, entrants: int, tournament_id: str, seats: int = 2, format: str = "swiss"
) -> str:
    organizer = (await site.players.register("organizer")).player
    record = await site.tournaments.create(
        organizer, kind, format, seats_per_game=seats, seed=b"tournament-secret", tournament_id=tournament_id
    )
    for number in range(entrants):
        bot = "heuristic" if number % 2 == 0 else "random"
        player = (await site.players.register(f"{bot}-{number}", bot)).player
        await site.tournaments.execute(record.tournament_id, RegisterEntrant(player.player_id, player.name))
    await site.tournaments.execute(record.tournament_id, StartTournament())
    return record.tournament_id


async def run(followers: list[LogFollower]) -> list[asyncio.Task[None]]:
    return [asyncio.create_task(follower.run()) for follower in followers]


async def stop(tasks: list[asyncio.Task[None]]) -> None:
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def until(site: Site, tournament_id: str, done, seconds: float = 600) -> None:  # noqa: ANN001
    for _ in range(int(seconds * 10)):
        if done((await site.tournaments.load(tournament_id)).state):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"tournament {tournament_id} stuck: {(await site.tournaments.load(tournament_id)).state}")


def finished(state) -> bool:  # noqa: ANN001
    return TOURNAMENT.is_finished(state)


async def tournament_games(site: Site, tournament_id: str) -> list[str]:
    streams = {e.stream_id for e in await site.store.read_all(limit=10_000_000)}
    return sorted(s for s in streams if s.startswith(f"game-{tournament_id}."))


def table(state) -> list[tuple[str, float, float]]:  # noqa: ANN001
    return [(row.name, row.points, row.buchholz) for row in TOURNAMENT.standings(state)]


@pytest.mark.parametrize("kind", list(all_games()))
async def test_a_sixteen_entrant_swiss_runs_to_completion_unattended(site: Site, kind: str) -> None:
    tournament_id = await open_swiss(site, kind, 16, f"sw{uuid.uuid4().hex[:8]}")
    tasks = await run(site.reactors())
    try:
        await until(site, tournament_id, finished)
    finally:
        await stop(tasks)
    state = (await site.tournaments.load(tournament_id)).state
    assert state.completed_rounds == 4
    games = await tournament_games(site, tournament_id)
    recorded = [game for match in state.matches for game in match.games]
    assert len(games) == len(recorded) == 32
    assert len(TOURNAMENT.standings(state)) == 16


async def test_killing_the_manager_and_the_bot_runner_midway_changes_nothing(
    site: Site, postgres_url: str, redis_url: str
) -> None:
    tournament_id = "restartable"
    async with _site(postgres_url, redis_url) as calm:
        await open_swiss(calm, "feed-the-kitten", 8, tournament_id)
        tasks = await run(calm.reactors())
        await until(calm, tournament_id, finished)
        await stop(tasks)
        undisturbed = table((await calm.tournaments.load(tournament_id)).state)

    await open_swiss(site, "feed-the-kitten", 8, tournament_id)
    for round_ in (1, 2):  # kill both reactors mid-round, twice, and restart them fresh
        tasks = await run(site.reactors())
        await until(
            site,
            tournament_id,
            lambda state, r=round_: (
                state.round > r or (state.round == r and any(m.games for m in state.matches if m.round == r))
            ),
        )
        await asyncio.sleep(0.05)
        await stop(tasks)
    tasks = await run(site.reactors() + site.reactors())  # and two of each at once
    try:
        await until(site, tournament_id, finished)
    finally:
        await stop(tasks)
    state = (await site.tournaments.load(tournament_id)).state
    games = await tournament_games(site, tournament_id)
    assert len(games) == sum(len(match.games) for match in state.matches), "a game was created twice or lost"
    assert table(state) == undisturbed


@pytest.mark.parametrize("format", ["round-robin", "swiss", "single-elimination"])
async def test_table_tournaments_of_three_seats_run_to_the_end_with_byes(site: Site, format: str) -> None:
    tournament_id = await open_swiss(site, "feed-the-kitten", 7, f"tb{uuid.uuid4().hex[:8]}", seats=3, format=format)
    tasks = await run(site.reactors())
    try:
        await until(site, tournament_id, finished)
    finally:
        await stop(tasks)
    state = (await site.tournaments.load(tournament_id)).state
    games = await tournament_games(site, tournament_id)
    assert len(games) == sum(len(match.games) for match in state.matches)
    assert any(match.bye for match in state.matches), "seven entrants at tables of three leave a bye"
    assert all(len(match.entrants) == 3 for match in state.matches if not match.bye and match.games)
    standings = TOURNAMENT.standings(state)
    assert sorted(row.rank for row in standings) == list(range(1, 8))


async def test_a_tournament_may_choose_the_lead_bonus_for_its_games(site: Site) -> None:
    """The bonus is off by default (the rulebook); a tournament's game_options opt in for every game."""
    organizer = (await site.players.register("organizer")).player
    record = await site.tournaments.create(
        organizer, "trending-kittens", "round-robin", game_options={"lead_bonus": 1}, seed=b"tournament-secret"
    )
    for number in range(2):
        player = (await site.players.register(f"heuristic-{number}", "heuristic")).player
        await site.tournaments.execute(record.tournament_id, RegisterEntrant(player.player_id, player.name))
    await site.tournaments.execute(record.tournament_id, StartTournament())
    tasks = await run(site.reactors())
    try:
        await until(site, record.tournament_id, finished)
    finally:
        await stop(tasks)
    (stream,) = await tournament_games(site, record.tournament_id)
    game = await site.games.records.load(stream.removeprefix("game-"))
    assert game.setup.options.lead_bonus == 1 and game.state.rules.lead_bonus == 1
    assert game.state.results[-1].bonus in ((1, 0), (0, 1))
