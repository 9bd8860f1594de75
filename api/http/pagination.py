"""Opaque cursors for lists that grow while a client pages through them.

A cursor names the last item a page showed (its sort key), so the next page
starts right after it however many games were created meanwhile; offsets
would shift. It is base64url JSON: opaque to clients, cheap to check.
"""

from __future__ import annotations

import base64
import binascii
from typing import Annotated
from urllib.parse import urlencode

import msgspec
from litestar.exceptions import ValidationException
from litestar.params import Parameter

from api.http.reading import LobbyRead
from api.http.schemas import GameList

Cursor = Annotated[
    str | None,
    Parameter(
        max_length=200, description="The `next_cursor` of the page before; pages then never shift as games are created."
    ),
]

_key = msgspec.json.Decoder(tuple[float, str])


def encode_cursor(key: tuple[float, str]) -> str:
    return base64.urlsafe_b64encode(msgspec.json.encode(key)).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[float, str]:
    try:
        return _key.decode(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (binascii.Error, ValueError, msgspec.DecodeError) as error:
        raise ValidationException(
            "the cursor is not one a page gave",
            extra=[{"key": "cursor", "source": "query", "message": "unknown cursor"}],
        ) from error


def game_list(read: LobbyRead, path: str, query: dict[str, str], offset: int, limit: int) -> GameList:
    """A page of summaries with its total and the link to the next page (by cursor, or by offset
    while PostgreSQL serves the lobby)."""
    cursor = None if read.last is None else encode_cursor(read.last)
    if cursor is not None:
        link: str | None = f"{path}?{urlencode({**query, 'limit': limit, 'cursor': cursor})}"
    elif read.next_offset is not None:
        link = f"{path}?{urlencode({**query, 'limit': limit, 'offset': read.next_offset})}"
    else:
        link = None
    return GameList(games=read.games, offset=offset, limit=limit, total=read.total, next_cursor=cursor, next=link)
