"""Clowder's Python SDK.

* ``Clowder`` / ``Player`` (:mod:`.service`): the generated client (``clowder_sdk.generated``,
  from the spec) behind a paced, retrying transport, and the lobby's steps;
* ``BotRunner`` (:mod:`.runner`): the decisions stream → a strategy or a policy → commands;
* ``clowder_sdk.kinds``: each game kind's types (``FeedTheKitten.PlayCard(card=50)``...);
* ``clowder_sdk.training`` and ``clowder_sdk.policy``: the games offline, and the policy
  interface the runner also accepts.
"""

from clowder_sdk.runner import BotRunner
from clowder_sdk.service import Clowder, Player
from clowder_sdk.typed import ProblemError

__all__ = ["BotRunner", "Clowder", "Player", "ProblemError"]
