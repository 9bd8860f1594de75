"""Cancellation that a library swallowed.

redis-py's ``get_message(timeout=...)`` can turn a cancellation that races
its own timeout into a plain timeout and return ``None``: the task goes on as
if never cancelled, and whoever awaits it (a shutdown, a test) hangs. Since
Python 3.11 a task remembers pending cancellation requests, so loops that
wait on Redis call :func:`raise_if_cancelled` after each wait.
"""

from __future__ import annotations

import asyncio


def raise_if_cancelled() -> None:
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError
