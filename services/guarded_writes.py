"""Read-model writes that land only under the generation they were computed for.

A ``FLUSHALL`` (or a rebuild by another projector) can happen between any two
commands the projector sends. If a batch computed before the flush were
written after it, it would put back a checkpoint and a few models, and the
flushed Redis would look whole while missing every other game. So every
batch is one Lua script that first compares the generation marker with the
projector's own, and the stored checkpoint with the one the projector wrote
last, and writes nothing when either differs (a flush, another projector's
rebuild, a Redis restored from an older snapshot): Redis runs a script
atomically, so no flush falls between the check and the writes.
"""

from __future__ import annotations

from typing import Any

from redis.asyncio import Redis

#: ARGV[1] is the expected generation, ARGV[2] the expected checkpoint; then
#: each command as its argument count followed by its arguments. Returns 1 if
#: written, 0 if refused.
_SCRIPT = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] or redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
local i = 3
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + n))
  i = i + n + 1
end
return 1
"""


class Ops:
    """Redis commands collected for one guarded batch (the subset the models use)."""

    def __init__(self) -> None:
        self.args: list[Any] = []
        self.count = 0

    def _add(self, *command: Any) -> None:
        self.args.append(len(command))
        self.args.extend(command)
        self.count += 1

    def set(self, key: str, value: bytes | str) -> None:
        self._add("SET", key, value)

    def zadd(self, key: str, mapping: dict[str, float]) -> None:
        for member, score in mapping.items():
            self._add("ZADD", key, repr(float(score)), member)

    def zrem(self, key: str, member: str) -> None:
        self._add("ZREM", key, member)

    def sadd(self, key: str, member: str) -> None:
        self._add("SADD", key, member)

    def srem(self, key: str, member: str) -> None:
        self._add("SREM", key, member)

    def publish(self, channel: str, message: bytes) -> None:
        """Published by the script after the writes before it, only if they land: a
        subscriber woken by it finds the models it announces (one round trip, not two)."""
        self._add("PUBLISH", channel, message)


class GuardedWriter:
    def __init__(self, redis: Redis, generation_key: str, checkpoint_key: str) -> None:
        self._script = redis.register_script(_SCRIPT)
        self._keys = [generation_key, checkpoint_key]

    async def run(self, ops: Ops, generation: str, checkpoint: str) -> bool:
        """Apply ``ops`` atomically if Redis still holds ``generation`` at ``checkpoint``; whether it did."""
        written = await self._script(keys=self._keys, args=[generation, checkpoint, *ops.args])
        return bool(written)
