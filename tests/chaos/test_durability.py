"""Durability of acknowledged commands while the service is killed under load.

Fault: ``kill -9`` of the API (``clowder serve``, which takes its worker
along) four times, restarted each time on the same store, and ``kill -9`` of
the worker alone twice (``clowder serve`` restarts it).
Load: four lanes of random-legal bots through ``api.client.session`` (retries, an
Idempotency-Key per command), a new game as soon as one ends.
Invariants counted: acknowledged commands lost or duplicated (0), games not
finished (0), read models differing from a fresh fold of the store (0),
5xx answers other than the documented 503 (0), processes left behind (0).
"""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from api.cli.embedded import free_port
from tests.chaos.harness import (
    ROOT,
    BotLoad,
    Service,
    check_commands,
    check_read_models,
    describe,
    service_env,
    until,
    wait_gone,
)

pytestmark = [pytest.mark.chaos, pytest.mark.timeout(180)]

FAULTS = ("api", "worker", "api", "api", "worker", "api")


def _serve(database_url: str, redis_url: str, log: Path) -> Service:
    port = free_port()
    env = service_env(database_url, redis_url, f"chaos-{uuid.uuid4().hex[:8]}:")
    return Service(["serve", "--port", str(port)], env, log, port)


async def _kill_worker(service: Service) -> float:
    """kill -9 the worker; the seconds until ``clowder serve`` has a new one running."""
    [worker] = service.workers()
    worker.kill()
    return await until(lambda: [w.pid for w in service.workers()] not in ([], [worker.pid]), 20)


async def test_kill_9_of_api_and_worker_under_bot_load_loses_and_duplicates_nothing(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    service = _serve(fresh_database_url, redis_url, tmp_path / "serve.log")
    service.start()
    await service.wait_healthy()
    load = BotLoad(service.url, kind="kinoko-kombat", players=2)
    stop = asyncio.Event()
    began = time.monotonic()
    playing = asyncio.create_task(load.play(lanes=4, stop=stop))
    downtimes: list[str] = []
    try:
        for fault in FAULTS:
            mark = len(load.acks)
            await until(lambda mark=mark: len(load.acks) >= mark + 12 or playing.done(), 30)
            if fault == "api":
                service.kill9()
                service.start()
                downtimes.append(f"api {await service.wait_healthy():.1f}s")
            else:
                downtimes.append(f"worker {await _kill_worker(service):.1f}s")
        stop.set()
        await asyncio.wait_for(playing, 120)
        commands = await check_commands(fresh_database_url, load.acks, list(load.seats))
        models = await check_read_models(service.url, fresh_database_url, load.seats)
    finally:
        stop.set()
        service.send(signal.SIGTERM)
        exit_code = service.wait(30)
    left, _ = await wait_gone(service.seen, 10)
    finished = sum(1 for result in load.results if result.finished)
    print(
        f"\n[chaos] kill -9: {len(FAULTS)} faults ({', '.join(downtimes)}) over {time.monotonic() - began:.0f}s; "
        f"games {finished}/{len(load.seats)} finished, failures {len(load.failures)}; "
        f"commands acknowledged {commands.acknowledged}, stored {commands.stored}, lost {commands.lost}, "
        f"duplicated {commands.duplicated}, wrong version {commands.wrong_version}, "
        f"stored unacknowledged {commands.stored_unacknowledged}, without key {commands.without_key}; "
        f"read models {models.games} summaries + {models.views} views, mismatches "
        f"{models.summary_mismatches + models.view_mismatches}; statuses {dict(load.statuses)}; "
        f"5xx unexpected {load.unexpected_5xx}; retries {dict(load.retries)}; "
        f"processes left {len(left)}; exit {exit_code}"
    )
    assert load.failures == []
    assert finished == len(load.seats) > 0
    assert commands.lost == 0 and commands.duplicated == 0 and commands.wrong_version == 0
    assert commands.without_key == 0 and commands.acknowledged >= len(FAULTS) * 12
    assert models.summary_mismatches == 0 and models.view_mismatches == 0, models.details
    assert load.unexpected_5xx == 0
    assert exit_code == 0 and left == [], describe(left)


async def test_clowder_play_finishes_every_game_across_a_kill_9_and_restart_of_the_api(
    fresh_database_url: str, redis_url: str, tmp_path: Path
) -> None:
    """``clowder play`` during an API restart finished 0 of 200 games."""
    service = _serve(fresh_database_url, redis_url, tmp_path / "serve.log")
    service.start()
    await service.wait_healthy()
    out = tmp_path / "play.out"
    with out.open("wb") as sink:
        play = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "api.cli",
                "play",
                "--game",
                "kinoko-kombat",
                "--players",
                "2",
                "--games",
                "20",
                "--concurrency",
                "4",
                "--seed",
                "7",
                "--url",
                service.url,
            ],
            cwd=ROOT,
            stdout=sink,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
    try:
        await until(lambda: out.read_text().count("] game ") >= 3, 60)  # some games done, others mid-way
        done_before = out.read_text().count("] game ")
        service.kill9()
        await asyncio.sleep(1.0)  # the API is down for a while, not just a blink
        service.start()
        downtime = await service.wait_healthy()
        exit_code = await asyncio.to_thread(play.wait, 90)
    finally:
        if play.poll() is None:
            play.kill()
        service.stop()
    text = out.read_text()
    print(
        f"\n[chaos] clowder play: {done_before}/20 done at the kill -9, API back after {downtime + 1:.1f}s; "
        f"exit {exit_code}; {text.strip().splitlines()[-1]}"
    )
    assert exit_code == 0, text[-3000:]
    assert "20/20 games finished" in text
    assert "DID NOT FINISH" not in text
