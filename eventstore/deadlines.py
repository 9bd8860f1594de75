"""PostgreSQL connections whose every wait on the server has a deadline.

A frozen PostgreSQL (SIGSTOP of the postmaster and its backends, a hung
host, a partition that drops nothing) keeps its sockets open and the kernel
keeps acknowledging what is sent, so a statement waits for as long as the
freeze lasts: a 10 s freeze held every in-flight command 10 s, then answered
200, and ``/health/ready`` hung as long. ``statement_timeout`` is enforced by
the server, which is the part that is frozen; psycopg's asyncio cancellation
sends a cancel request to the (frozen) postmaster and waits 5 s for it, then
5 s more for the query to end.

Here, when one wait on the server (a statement, its results, a ``COMMIT``)
passes the deadline, the connection's socket is shut down in both
directions. libpq reads end-of-file at once, the operation fails as a lost
connection (:class:`StatementDeadlineExceeded`, an ``OperationalError``, which
callers already answer with a 503 and ``Retry-After``), and the pool throws
the connection away and opens another. No cancellation is involved, so the
deadline holds whatever the server does.

What a cut statement did is unknown: the server may still run it when it
wakes (an append would then commit). The caller must treat the outcome as
unknown, never as done: the event store reports the append as unavailable,
the API does not acknowledge it, and its retry with the same
``Idempotency-Key`` finds the batch if it was written.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from typing import Any

import psycopg
from psycopg.abc import PQGen
from psycopg.conninfo import conninfo_to_dict

#: Seconds a statement may wait on PostgreSQL before its connection is cut (``CLOWDER_STATEMENT_DEADLINE_SECONDS``).
DEFAULT_DEADLINE_SECONDS = 3.0


class StatementDeadlineExceeded(psycopg.OperationalError):
    """PostgreSQL did not answer within the deadline; the connection was cut and the outcome is unknown."""


def bounded_connection_class(deadline_seconds: float) -> type[psycopg.AsyncConnection[Any]]:
    """An ``AsyncConnection`` class whose waits on the server end after ``deadline_seconds``."""
    if deadline_seconds <= 0:
        raise ValueError(f"the statement deadline must be positive, not {deadline_seconds}")

    class BoundedConnection(psycopg.AsyncConnection[Any]):
        deadline = deadline_seconds

        async def wait(self, gen: PQGen[Any], interval: float = 0.1, timeout: float | None = None) -> Any:
            cut = asyncio.get_running_loop().call_later(self.deadline, _shut_down_socket, self)
            try:
                return await super().wait(gen, interval, timeout)
            except psycopg.OperationalError as error:
                if not _was_cut(self):
                    raise
                raise StatementDeadlineExceeded(f"PostgreSQL did not answer within {self.deadline} s") from error
            finally:
                cut.cancel()

    return BoundedConnection


def connect_kwargs(conninfo: str, deadline_seconds: float) -> dict[str, Any]:
    """Bound connecting too (libpq's ``connect_timeout``; psycopg's default is 130 s), unless the URL sets it."""
    if "connect_timeout" in conninfo_to_dict(conninfo):
        return {}
    return {"connect_timeout": max(2, round(deadline_seconds))}


_CUT = "_clowder_cut"


def _shut_down_socket(conn: psycopg.AsyncConnection[Any]) -> None:
    """Shut the connection's socket down (a duplicate descriptor: libpq keeps and later closes its own)."""
    with contextlib.suppress(Exception):
        duplicate = socket.socket(fileno=os.dup(conn.pgconn.socket))
        try:
            duplicate.shutdown(socket.SHUT_RDWR)
            setattr(conn, _CUT, True)
        finally:
            duplicate.close()


def _was_cut(conn: psycopg.AsyncConnection[Any]) -> bool:
    return bool(getattr(conn, _CUT, False))
