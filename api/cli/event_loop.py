"""The event loop the long-running processes use: uvloop where it is installed.

uvicorn picks uvloop (and the httptools parser) by itself when they are
installed; the worker and the projector, which run no uvicorn, ask here. On
this machine uvloop took about a third off a request's CPU in the asyncio
layers (docs/benchmarks.md); where it is missing (it does not build on
Windows), the stdlib loop runs the same code.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(main: Coroutine[Any, Any, T]) -> T:
    try:
        import uvloop
    except ImportError:  # pragma: no cover - uvloop is a dependency wherever it builds
        return asyncio.run(main)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(main)
