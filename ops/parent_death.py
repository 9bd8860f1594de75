"""Children that die with their parent: Linux ``prctl(PR_SET_PDEATHSIG)`` through ctypes.

A ``kill -9`` of a process runs none of its cleanup, so whatever it started
keeps running unless the kernel tells it. With a parent-death signal set, the
kernel sends the child that signal the moment the thread that started it
dies. It survives ``exec`` of an ordinary program, so it can be set between
fork and exec for a server such as redis-server.
"""

from __future__ import annotations

import ctypes
import signal
import sys
import threading
from collections.abc import Callable

_PR_SET_PDEATHSIG = 1


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def die_with_parent(signum: int = signal.SIGTERM) -> bool:
    """Ask the kernel to send this process ``signum`` when its parent dies; False where it cannot."""
    libc = _libc()
    return libc is not None and int(libc.prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0)) == 0


def preexec_die_with_parent(signum: int = signal.SIGTERM) -> Callable[[], None] | None:
    """A ``preexec_fn`` that sets the parent-death signal, or None where it would not be safe.

    The signal follows the *thread* that forks, so it is offered only on the
    main thread (a pool thread may end long before the process). libc is
    loaded here, before the fork, so the child only makes one system call.
    """
    libc = _libc()
    if libc is None or threading.current_thread() is not threading.main_thread():
        return None
    prctl = libc.prctl

    def set_signal() -> None:
        prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0)

    return set_signal
