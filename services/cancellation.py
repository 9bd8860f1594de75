"""Cancellation that a library swallowed, and loops that must outlive failures.

redis-py's ``get_message(timeout=...)`` can turn a cancellation that races
its own timeout into a plain timeout and return ``None``: the task goes on as
if never cancelled, and whoever awaits it (a shutdown, a test) hangs. Since
Python 3.11 a task remembers pending cancellation requests, so loops that
wait on Redis call :func:`raise_if_cancelled` after each wait.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import structlog

log = structlog.get_logger(__name__)


def raise_if_cancelled() -> None:
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError


async def keep_running(follow: Callable[[], Awaitable[None]], event: str, **context: object) -> None:
    """Run ``follow`` forever, starting it again half a second after any failure (logged as
    ``event``): the log followers survive Redis and PostgreSQL hiccups; cancel to stop."""
    while True:
        try:
            await follow()
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log.warning(event, error=repr(error), **context)
            await asyncio.sleep(0.5)
