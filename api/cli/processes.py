"""How Clowder's processes stop: on a signal, and when their parent dies.

``clowder serve`` starts a worker (and perhaps PostgreSQL and Redis); every
one of them must go when it goes. A requested stop (SIGTERM from ``docker
stop`` or systemd, SIGINT from Ctrl-C, SIGHUP from a closed terminal) unwinds
in order. A ``kill -9`` of the parent runs no code in it, so the children see
to themselves: the kernel sends them SIGTERM when it dies (Linux
``PR_SET_PDEATHSIG``), and, where that is missing or was set too late, they
notice their parent id change within half a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import Callable
from types import FrameType

import structlog

from ops.parent_death import die_with_parent

__all__ = ["STOP_SIGNALS", "StopRequest", "die_with_parent", "expected_parent", "stop_on_signals", "watch_parent"]

log = structlog.get_logger(__name__)

#: The signals that ask a Clowder process to stop.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
#: The environment variable that tells a child which process it belongs to.
PARENT_PID_VARIABLE = "CLOWDER_PARENT_PID"


def expected_parent(environ: dict[str, str] | None = None) -> int | None:
    """The parent's pid named by ``CLOWDER_PARENT_PID``, if this process was started by ``clowder serve``."""
    value = (environ if environ is not None else os.environ).get(PARENT_PID_VARIABLE, "")
    return int(value) if value.isdigit() else None


async def watch_parent(parent_pid: int, on_orphaned: Callable[[], None], every: float = 0.5) -> None:
    """Call ``on_orphaned`` once this process's parent is no longer ``parent_pid`` (it died)."""
    while os.getppid() == parent_pid:
        await asyncio.sleep(every)
    log.warning("process.orphaned", parent_pid=parent_pid)
    on_orphaned()


def stop_on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Set ``stop`` on SIGTERM, SIGINT or SIGHUP (for a process run by ``asyncio.run``)."""
    for signum in STOP_SIGNALS:
        loop.add_signal_handler(signum, _log_and_set, signum, stop)


def _log_and_set(signum: int, stop: asyncio.Event) -> None:
    log.info("process.stopping", signal=signal.Signals(signum).name)
    stop.set()


class StopRequest:
    """Remembers the first stop signal a synchronous main thread receives, and passes it on.

    Installed with :meth:`install` before anything is started, it never
    raises inside the interrupted code (so a half-started PostgreSQL is never
    abandoned); the code checks :attr:`requested` between steps, and
    ``on_stop`` (set once a server runs) tells that server to shut down.
    """

    def __init__(self) -> None:
        self.signum: int | None = None
        self.on_stop: Callable[[], None] | None = None

    @property
    def requested(self) -> bool:
        return self.signum is not None

    def install(self) -> None:
        for signum in STOP_SIGNALS:
            signal.signal(signum, self._handle)

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.signum is None:
            self.signum = signum
        if self.on_stop is not None:
            with contextlib.suppress(Exception):
                self.on_stop()
