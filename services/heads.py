"""The command path's record of each game's newest acknowledged version (its head).

Before a command's answer leaves the API, the head is raised in Redis
(``game:{id}:head``) in the same round trip as the projector's wake-up. A read
compares the read model's version with it: a model older than a write some
client has seen is not served (api/http/reading.py), so no read goes back in time,
whichever API process took the write. Redis is disposable here too: a head
that cannot be recorded is logged, and a missing one is asked of PostgreSQL.
"""

from __future__ import annotations

from redis.asyncio.client import Pipeline

from eventstore import AppendResult
from services.notifier import RedisPipelines
from services.read_models import HEAD_SECONDS, RECORD_HEAD, ReadModels

GAME_STREAM = "game-"


class HeadsNotifier:
    """A :class:`services.notifier.Notifier` that records the game's head, then wakes the projector.

    Commands finishing together share one pipeline (``services/notifier.py``);
    each is answered only after the pipeline holding its head has run."""

    def __init__(self, models: ReadModels, channel: str, retry_seconds: float = 1.0) -> None:
        self._models = models
        self._channel = channel
        self.pipelines = RedisPipelines(models.redis, self._fill, retry_seconds)

    def _fill(self, pipe: Pipeline, result: AppendResult) -> None:
        if result.stream_id.startswith(GAME_STREAM):
            game_id = result.stream_id.removeprefix(GAME_STREAM)
            # EVAL, not the registered script: in a pipeline redis-py would
            # first ask SCRIPT EXISTS, one more round trip per command.
            pipe.eval(RECORD_HEAD, 1, self._models.head_key(game_id), result.last_version, HEAD_SECONDS)
        pipe.publish(self._channel, f"{result.stream_id}:{result.last_version}")

    async def appended(self, result: AppendResult) -> None:
        await self.pipelines.batches.send(result)
