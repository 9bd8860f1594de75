"""SDK bots as tournament entrants: two Python and two TypeScript bots play a round robin to its end.

Each bot registers and enters the tournament itself, with its own token; the
organizer starts it; each bot's runner plays the games the tournament's
manager creates for it, from its decisions stream alone, and stops after its
three games' ``game_ended`` messages.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import time
from pathlib import Path

import pytest
from clowder_sdk import Clowder, Player
from clowder_sdk.generated import models
from clowder_sdk.kinds import AnyCommand, FeedTheKitten, SeatView

from tests.sdk.node import PROGRAMS, a_package_using_the_sdk, compile_with_tsc

pytestmark = pytest.mark.e2e

#: Four entrants at two seats: three rounds, each entrant plays each other once.
GAMES_EACH = 3


def plays_first(view: SeatView) -> AnyCommand:
    """Prefer a play to a draw (Feed the Kitten), else the first legal command."""
    plays = [command for command in view.legal_commands if isinstance(command, FeedTheKitten.PlayCard)]
    return (plays or view.legal_commands)[0]


async def test_two_python_and_two_typescript_sdk_bots_play_a_round_robin_to_its_end(
    service: Clowder, service_url: str, typescript_sdk: Path, tmp_path: Path
) -> None:
    a_package_using_the_sdk(tmp_path, PROGRAMS / "enters_a_tournament.ts")
    compiled = await compile_with_tsc(typescript_sdk, tmp_path, "enters_a_tournament.ts")
    assert compiled.code == 0, compiled.out
    organizer = await service.register("organizer")
    body = FeedTheKitten.CreateTournament(format_=models.FeedTheKittenCreateTournamentFormat.ROUND_ROBIN)
    tournament_id = (await organizer.create_tournament(body)).tournament_id

    node = shutil.which("node")
    assert node is not None
    script = tmp_path / "out" / "enters_a_tournament.js"
    typescript = await asyncio.create_subprocess_exec(
        node, str(script), service_url, tournament_id, "2", str(GAMES_EACH), stdout=asyncio.subprocess.PIPE
    )
    try:
        assert typescript.stdout is not None
        said = (await asyncio.wait_for(typescript.stdout.readline(), 60)).decode()
        assert said.strip() == "entered 2", said
        python_bots = [await service.register(f"py-entrant-{n}") for n in range(2)]
        for bot in python_bots:
            await bot.enter(tournament_id)  # itself, with its own token
        await organizer.start_tournament(tournament_id)

        runners = [bot.runner(plays_first) for bot in python_bots]
        played = await asyncio.wait_for(asyncio.gather(*(runner.play(count=GAMES_EACH) for runner in runners)), 150)
        out, _ = await asyncio.wait_for(typescript.communicate(), 150)
    finally:
        if typescript.returncode is None:
            typescript.kill()
    assert typescript.returncode == 0
    typescript_played = json.loads(out.decode().strip().splitlines()[-1])

    tournament = await finished(organizer, tournament_id)
    games = {game.game_id for match in tournament.state.matches for game in match.games}
    assert len(games) == 2 * GAMES_EACH  # three rounds of two games
    for ended in played:
        assert len(ended) == GAMES_EACH and set(ended) <= games
        assert all(message.outcome is not None for message in ended.values())
    for bot in typescript_played:
        assert len(bot["games"]) == GAMES_EACH and set(bot["games"]) <= games and bot["commands"] > 0
    assert len(tournament.standings) == 4 and all(row.played == GAMES_EACH for row in tournament.standings)
    print({row.name: row.points for row in tournament.standings})


async def finished(organizer: Player, tournament_id: str) -> models.TournamentView:
    """The tournament once its manager has recorded every result (it does so moments after each game ends)."""
    deadline = time.monotonic() + 60
    while True:
        tournament = await organizer.tournament(tournament_id)
        if tournament.state.phase == models.TournamentStatePhase.FINISHED or time.monotonic() > deadline:
            assert tournament.state.phase == models.TournamentStatePhase.FINISHED, tournament.state.phase
            return tournament
        await asyncio.sleep(0.2)
