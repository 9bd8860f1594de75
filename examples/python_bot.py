"""A complete Clowder bot on the Python SDK: a strategy per game kind, run by the SDK's bot runner.

    .venv/bin/python examples/python_bot.py --url http://localhost:8000 --kind kombat-kittens --games 3

(the project's venv has the SDK, ``clowder_sdk``, once ``.venv/bin/pip install -e ".[sdk]"`` has
added its one dependency; ``ops/run test``'s venv has it).
It registers a player (or uses CLOWDER_TOKEN), and for each game creates a table,
seats a built-in bot (``--opponent``) in the other seats and starts it; the
runner answers every decision from ``GET /players/me/decisions`` with one
command and stops at the game's ``game_ended``. With ``--listen`` it creates
nothing and plays whatever games it is seated in (a tournament's, a quick-play
match) until stopped. ``--policy random`` plays with a training policy
(``clowder_sdk.policy``) instead of the strategies below: the same object that
plays the PettingZoo environments.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
from typing import Any

from clowder_sdk import Clowder, Player
from clowder_sdk.kinds import KINDS, AnyCommand, FeedTheKitten, KombatKittens, SeatView


class Strategy:
    """One typed rule per kind (``isinstance`` narrows the view to the kind's ``GameView``); random otherwise."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def __call__(self, view: SeatView) -> AnyCommand:
        if isinstance(view, FeedTheKitten.GameView):
            return self.feed_the_kitten(view)
        if isinstance(view, KombatKittens.GameView):
            return self.kombat_kittens(view)
        return self.rng.choice(view.legal_commands)  # Trending Kittens, Kinoko Kombat: your rules here

    def feed_the_kitten(self, view: FeedTheKitten.GameView) -> FeedTheKitten.Command:
        """Play the highest card you may (a drawn card is one more to get rid of), else take what is left."""
        plays = [command for command in view.legal_commands if isinstance(command, FeedTheKitten.PlayCard)]
        if plays:
            return max(plays, key=lambda play: play.card)
        return self.rng.choice(view.legal_commands)

    def kombat_kittens(self, view: KombatKittens.GameView) -> KombatKittens.Command:
        """Never forfeit when anything else is allowed."""
        others = [command for command in view.legal_commands if not isinstance(command, KombatKittens.Forfeit)]
        return self.rng.choice(others or view.legal_commands)


async def new_game(me: Player, kind: str, seats: int, opponent: str) -> str:
    game = await me.create_game(KINDS[kind].CreateGame(seats=seats, join=True))
    for _ in range(seats - 1):
        await me.seat_bot(game.game_id, opponent)
    await me.start(game.game_id)
    return game.game_id


def chooser(args: argparse.Namespace) -> Any:
    if args.policy == "random":
        from clowder_sdk.policy import RandomPolicy  # needs the training extra: pip install -e ".[training]"

        return RandomPolicy(seed=args.seed)
    return Strategy(args.seed)


async def main(args: argparse.Namespace) -> int:
    async with Clowder(args.url) as service:
        token = os.environ.get("CLOWDER_TOKEN")
        me = service.player(token) if token else await service.register(args.name)
        runner = me.runner(chooser(args))
        if args.listen:
            await runner.play()  # every game it sits in, until stopped
        for number in range(args.games):
            game_id = await new_game(me, args.kind, args.seats, args.opponent)
            print(f"game {number + 1}: {game_id} ({args.kind}, {args.seats} seats)", flush=True)
            ended = (await runner.play([game_id]))[game_id]
            won = ended.outcome is not None and ended.seat in ended.outcome.winners
            print(f"game {game_id} over: {'won' if won else 'lost'}: {ended.outcome}", flush=True)
        print(f"{runner.commands} commands, {runner.conflicts} answered 409 (another seat moved first)")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--url", default=os.environ.get("CLOWDER_URL", "http://localhost:8000"))
    parser.add_argument("--name", default="example-python-bot")
    parser.add_argument("--kind", default="feed-the-kitten", choices=sorted(KINDS))
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--policy", choices=("random",), help="play with a training policy instead")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--listen", action="store_true", help="create nothing: play the games it is seated in")
    raise SystemExit(asyncio.run(main(parser.parse_args())))
