"""Quick play through the services on a real PostgreSQL and Redis: one game per match, whatever races.

Each test names the race or the fault and the invariant it counts: games made
per match, seeks both cancelled and matched, a game started twice.
"""

from __future__ import annotations

import asyncio

import pytest

from domain.hosting.commands import Entrant, MatchSeating
from domain.hosting.policy import service_acting_for
from domain.matchmaking import MatchSeeks, SeekNotWaiting
from services.errors import IdempotencyKeyReused, UnknownSeek
from services.matchmaking import Matchmaking, SeekRequest
from services.players import Player
from tests.integration.conftest import Wiring
from tests.integration.quick_play_site import SEEK_SECONDS, QuickPlay, fresh_queues, quick_play

pytestmark = pytest.mark.integration


@pytest.fixture
def site(wiring: Wiring) -> QuickPlay:
    return quick_play(wiring)


async def test_two_players_racing_to_seek_with_two_managers_racing_get_one_game(site: QuickPlay) -> None:
    ada, bob = await site.player("ada"), await site.player("bob")
    first, second = await asyncio.gather(site.seek(ada), site.seek(bob))
    managers = [site.manager(), site.manager()]
    await asyncio.gather(*(manager.sync("feed-the-kitten") for manager in managers))
    (game_id,) = await site.games_made()
    assert sum(manager.created for manager in managers) == 1 and sum(m.started for m in managers) == 1
    seeks = [await site.matchmaking.get(p, s.seek_id) for p, s in ((ada, first), (bob, second))]
    assert {seek.status for seek in seeks} == {"matched"} and {seek.game_id for seek in seeks} == {game_id}
    assert all(seek.game_started for seek in seeks) and {seek.seat for seek in seeks} == {0, 1}
    game = await site.wiring.service.records.load(game_id)
    assert game.status == "running" and game.match_id == "matchmaking-feed-the-kitten/1"
    for player, seek in ((ada, seeks[0]), (bob, seeks[1])):
        assert game.seat_of(player.player_id) == seek.seat


async def test_a_seek_cancelled_while_being_matched_is_either_cancelled_or_matched_never_both(site: QuickPlay) -> None:
    outcomes = set()
    for round_ in range(12):
        ada, bob = await site.player(f"ada{round_}"), await site.player(f"bob{round_}")
        seek = await site.seek(ada)
        await site.seek(bob)
        manager = site.manager()
        cancelled, _ = await asyncio.gather(
            site.matchmaking.cancel(ada, seek.seek_id), manager.sync("feed-the-kitten"), return_exceptions=True
        )
        after = await site.matchmaking.get(ada, seek.seek_id)
        if isinstance(cancelled, SeekNotWaiting):
            assert after.status == "matched" and after.game_id is not None, after
            outcomes.add("matched")
        else:
            assert not isinstance(cancelled, BaseException), cancelled
            assert cancelled.status == after.status == "cancelled" and after.game_id is None
            outcomes.add("cancelled")
        games = [await site.wiring.service.records.load(g) for g in await site.games_made()]
        in_games = [g for g in games if g.seat_of(ada.player_id) is not None]
        assert len(in_games) == (after.status == "matched")
    print(f"\nraces: {sorted(outcomes)} over 12 rounds; never cancelled and matched")


async def test_bots_take_the_empty_seats_once_the_seeks_bot_time_has_come(site: QuickPlay) -> None:
    ada = await site.player("ada")
    seek = await site.seek(ada, "kombat-kittens", 3, bots_after_seconds=10.0, bot="random")
    manager = site.manager()
    site.clock.advance(9.0)
    await manager.tick()
    assert await site.games_made() == [] and (await site.matchmaking.get(ada, seek.seek_id)).status == "waiting"
    site.clock.advance(1.0)
    await manager.tick()
    (game_id,) = await site.games_made()
    game = await site.wiring.service.records.load(game_id)
    assert game.status == "running" and game.created_by == ada.player_id
    bots = [await site.wiring.players.get(h.player_id) for h in game.seats if h and h.player_id != ada.player_id]
    assert [(bot.player_id.rsplit("-", 1)[0], bot.bot) for bot in bots if bot] == [("house-random", "random")] * 2
    assert (await site.matchmaking.get(ada, seek.seek_id)).game_started


async def test_a_seek_nobody_meets_expires_when_its_time_is_up(site: QuickPlay) -> None:
    ada = await site.player("ada")
    seek = await site.seek(ada)
    manager = site.manager()
    site.clock.advance(SEEK_SECONDS - 1)
    await manager.tick()
    assert (await site.matchmaking.get(ada, seek.seek_id)).status == "waiting"
    site.clock.advance(1)
    await manager.tick()
    expired = await site.matchmaking.get(ada, seek.seek_id)
    assert expired.status == "expired" and expired.settled_at == seek.expires_at
    assert await site.matchmaking.waiting_of(ada.player_id) == []
    with pytest.raises(SeekNotWaiting, match="expired"):
        await site.matchmaking.cancel(ada, seek.seek_id)


@pytest.mark.parametrize("crash", ["after-the-match", "after-creating", "after-starting"])
async def test_a_worker_restarted_mid_match_makes_exactly_one_game(site: QuickPlay, crash: str) -> None:
    ada, bob = await site.player("ada"), await site.player("bob")
    seeks = [await site.seek(ada), await site.seek(bob)]
    queues = fresh_queues(site.wiring)
    # The first worker got this far, then died.
    queue, _ = await queues.execute(
        "feed-the-kitten",
        MatchSeeks(at=site.clock.now()),
    )
    (match,) = queue.state.unstarted
    if crash != "after-the-match":
        players = {p.player_id: p for p in (ada, bob)}
        entrants = tuple(Entrant(players[s.player_id].player_id, players[s.player_id].name) for s in match.seating)
        seating = MatchSeating("matchmaking-feed-the-kitten/1", entrants)
        manager = service_acting_for(ada.player_id)  # the queue's manager, for the match's host
        await site.wiring.service.create_game(
            ada, "feed-the-kitten", 2, dict(match.options), game_id=match.game_id, match=seating, actor=manager
        )
        if crash == "after-starting":
            await site.wiring.service.start(ada, match.game_id, actor=manager)
    restarted = [site.manager(), site.manager()]
    for manager in restarted:  # a restart, and the restart of the restart
        await manager.tick()
    assert await site.games_made() == [match.game_id]
    assert sum(m.created for m in restarted) == (crash == "after-the-match")
    assert sum(m.started for m in restarted) == (crash != "after-starting")
    game = await site.wiring.service.records.load(match.game_id)
    assert game.status == "running"
    for player, seek in zip((ada, bob), seeks, strict=True):
        assert (await site.matchmaking.get(player, seek.seek_id)).game_started
    assert (await queues.load("feed-the-kitten")).state.unstarted == ()


async def test_a_retried_seek_is_posted_once_and_a_reused_key_is_refused(site: QuickPlay) -> None:
    ada = await site.player("ada")
    request = SeekRequest("feed-the-kitten", 2)
    posts = await asyncio.gather(*(site.matchmaking.post(ada, request, "key-1", b"same") for _ in range(4)))
    assert len({seek.seek_id for seek in posts}) == 1
    assert len(await site.matchmaking.waiting_of(ada.player_id)) == 1
    again = await site.matchmaking.find_keyed(ada, "key-1", b"same")
    assert again is not None and again.seek_id == posts[0].seek_id
    with pytest.raises(IdempotencyKeyReused):
        await site.matchmaking.post(ada, SeekRequest("kinoko-kombat", 2), "key-1", b"other")


async def test_a_seek_is_its_players_alone_and_reads_as_unknown_to_anyone_else(site: QuickPlay) -> None:
    ada, eve = await site.player("ada"), await site.player("eve")
    seek = await site.seek(ada)
    unknown = seek.seek_id[:-4] + "0000"
    answers: list[str] = []
    for attempt in (site.matchmaking.get, site.matchmaking.cancel):
        for seek_id in (seek.seek_id, unknown):
            with pytest.raises(UnknownSeek) as refusal:
                await attempt(eve, seek_id)
            answers.append(refusal.value.message.replace(seek_id, "<id>"))
    assert len(set(answers)) == 1, "another's seek must read exactly as one that does not exist"
    assert (await site.matchmaking.get(ada, seek.seek_id)).status == "waiting"


async def test_a_rush_of_seeks_on_one_queue_from_four_processes_is_taken_whole(site: QuickPlay) -> None:
    processes = [Matchmaking(fresh_queues(site.wiring), site.wiring.games, SEEK_SECONDS) for _ in range(4)]
    players = [await site.player(f"rush{n}") for n in range(32)]
    request = SeekRequest("kombat-kittens", 5)
    posted = await asyncio.gather(
        *(processes[n % 4].post(player, request) for n, player in enumerate(players)), return_exceptions=True
    )
    refused = [answer for answer in posted if isinstance(answer, BaseException)]
    assert refused == [], f"{len(refused)} of 32 refused: {refused[:1]}"
    queue = await fresh_queues(site.wiring).load("kombat-kittens")
    assert len(queue.state.waiting) == 32


async def test_seeks_for_different_games_wait_apart(site: QuickPlay) -> None:
    players: list[Player] = [await site.player(f"p{n}") for n in range(3)]
    await site.seek(players[0], seats=2)
    await site.seek(players[1], seats=3)
    await site.seek(players[2], seats=2, decision_seconds=60.0)
    await site.manager().sync("feed-the-kitten")
    assert await site.games_made() == []


async def test_reads_racing_the_seeks_of_one_process_never_count_an_event_twice(site: QuickPlay) -> None:
    """A seek's own append and a read that lands meanwhile both bring its event; counted twice,
    the process would expect a version the queue never reaches and refuse every later seek."""
    queues = site.matchmaking.queues
    players = [await site.player(f"reader{n}") for n in range(12)]
    request = SeekRequest("kombat-kittens", 5)

    async def keep_reading(stop: asyncio.Event) -> int:
        reads = 0
        while not stop.is_set():
            await queues.load("kombat-kittens")
            reads += 1
            await asyncio.sleep(0)
        return reads

    stop = asyncio.Event()
    readers = [asyncio.create_task(keep_reading(stop)) for _ in range(4)]
    try:
        for player in players:
            await site.matchmaking.post(player, request)
    finally:
        stop.set()
        reads = sum(await asyncio.gather(*readers))
    held = await queues.load("kombat-kittens")
    stored = await fresh_queues(site.wiring).load("kombat-kittens")
    print(f"{len(players)} seeks posted beside {reads} reads: held version {held.version}, stored {stored.version}")
    assert held.version == stored.version == len(players)
    assert len(held.state.waiting) == len(players)
