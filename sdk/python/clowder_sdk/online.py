"""A :class:`~clowder_sdk.policy.Policy` as a bot against a Clowder server.

:class:`PolicyBot` is a ``services.bots.base.Bot``: given a seat's view and
legal commands as the REST API sends them, it builds the observation the
environment would (same view bytes, same action alphabet for the game's
setup, same mask), asks the policy for actions until a command is spelled,
and returns that legal command. The SDK's bot runner
(:class:`clowder_sdk.runner.BotRunner`) plays a policy through it:
``player.runner(policy).play([game_id])``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import msgspec

from clowder_sdk.policy import Policy
from clowder_sdk.training import DEFAULT_VIEW_BYTES, Speller, alphabet_for, training_setup
from clowder_sdk.training.encoding import encode
from domain.core.game import Game

Json = dict[str, Any]


class PolicyBot:
    """Chooses one legal command for one seat of a ``game`` at ``seats`` with ``options``, by ``policy``."""

    name = "policy"

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        seats: int,
        options: Mapping[str, Any] | None,
        policy: Policy,
        view_bytes: int = DEFAULT_VIEW_BYTES,
    ) -> None:
        self.game, self.policy, self.view_bytes = game, policy, view_bytes
        self.alphabet = alphabet_for(game, training_setup(game, seats, options))

    def choose(self, view: Json, legal_commands: list[Json], rng: random.Random) -> Json:
        commands = [msgspec.convert(command, self.game.command_type) for command in legal_commands]
        speller = Speller(self.alphabet, commands)
        while True:
            size, longest = self.alphabet.size, self.alphabet.longest
            observation = encode(view, speller.allowed(), speller.prefix, self.view_bytes, size, longest)
            command = speller.take(self.policy.act(observation, view))
            if command is not None:
                return legal_commands[commands.index(command)]
