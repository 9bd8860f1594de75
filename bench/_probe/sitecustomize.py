"""A diagnostic probe, not part of the suite: how long the projector's catch-ups take and how
often a notified version is not yet readable, inside ``clowder worker`` / ``clowder projector``.

Put this directory first on PYTHONPATH for a benchmark run; the servers inherit it and Python
imports this file at start. Only processes whose command line is ``api.cli worker`` or
``api.cli projector`` are touched: ``Projector.catch_up`` and ``Projector.settle`` are wrapped
(timing and counting only, same behaviour). Each such process writes
``$CLOWDER_PROBE_OUT/projector-<pid>.json`` when it exits. With ``CLOWDER_PROBE_NO_CHECKPOINTS=1``
the durable log followers' checkpoint writes (``PostgresCheckpoints.save``) are skipped, to
see what those cost. Then summarize:

    mkdir -p /tmp/probe
    CLOWDER_PROBE_OUT=/tmp/probe PYTHONPATH=bench/_probe \\
        .venv/bin/python -m bench.http_commands --seconds 4 --rounds 1 --lag-seconds 12
    .venv/bin/python bench/_probe/sitecustomize.py /tmp/probe
"""

import json
import os
import sys


def _install(out: str) -> None:
    import atexit
    import time

    import services.projector as projector

    stats: dict[str, object] = {"wakeups": 0, "unsettled": 0, "settle_ms": [], "catch_up_ms": []}
    settle, catch_up = projector.Projector.settle, projector.Projector.catch_up

    async def timed_settle(self, wanted, catch_up=None):  # type: ignore[no-untyped-def]
        if wanted:
            stats["wakeups"] += 1  # type: ignore[operator]
            if not all(self.has_projected(stream, version) for stream, version in wanted.items()):
                stats["unsettled"] += 1  # type: ignore[operator]
                began = time.monotonic()
                await settle(self, wanted, catch_up)
                stats["settle_ms"].append((time.monotonic() - began) * 1000)  # type: ignore[attr-defined]
                return
        await settle(self, wanted, catch_up)

    async def timed_catch_up(self):  # type: ignore[no-untyped-def]
        began = time.monotonic()
        try:
            return await catch_up(self)
        finally:
            stats["catch_up_ms"].append((time.monotonic() - began) * 1000)  # type: ignore[attr-defined]

    projector.Projector.settle = timed_settle
    projector.Projector.catch_up = timed_catch_up

    if os.environ.get("CLOWDER_PROBE_NO_CHECKPOINTS") == "1":
        import services.checkpoints as checkpoints

        async def save(self, name, checkpoint):  # type: ignore[no-untyped-def]
            return None

        checkpoints.PostgresCheckpoints.save = save

    @atexit.register
    def _dump() -> None:
        with open(os.path.join(out, f"projector-{os.getpid()}.json"), "w") as file:
            json.dump(stats, file)


def _summarize(directory: str) -> None:
    def at(values: list[float], fraction: float) -> float:
        return values[min(len(values) - 1, int(fraction * len(values)))] if values else float("nan")

    for name in sorted(os.listdir(directory)):
        if not name.startswith("projector-"):
            continue
        with open(os.path.join(directory, name)) as file:
            stats = json.load(file)
        catch_up, settle = sorted(stats["catch_up_ms"]), sorted(stats["settle_ms"])
        print(
            f"{name}: {stats['wakeups']} notified wake-ups, {stats['unsettled']} found a notified version"
            f" not yet readable (settling p50 {at(settle, 0.5):.1f} ms, max {max(settle, default=0):.1f} ms);"
            f" catch-up wall time p50 {at(catch_up, 0.5):.2f} ms, p90 {at(catch_up, 0.9):.2f} ms,"
            f" p99 {at(catch_up, 0.99):.2f} ms over {len(catch_up)} catch-ups"
        )


if __name__ == "__main__":
    _summarize(sys.argv[1])
else:
    try:
        with open("/proc/self/cmdline", "rb") as _file:
            _argv = _file.read().split(b"\0")
    except OSError:
        _argv = []
    _out = os.environ.get("CLOWDER_PROBE_OUT")
    if _out and b"api.cli" in _argv and (b"worker" in _argv or b"projector" in _argv):
        _install(_out)
