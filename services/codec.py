"""Encoding events for the store and decoding them back, per game kind.

The store sees a type tag and JSON bytes; only this module knows which Struct
a tag stands for. One decoder per kind handles the lobby's and the game's events.
"""

from __future__ import annotations

import typing
from functools import cache
from typing import Any

import msgspec

from domain.core.game import Game
from domain.hosting.events import LOBBY_EVENTS, LobbyEvent
from eventstore import NewEvent, RecordedEvent

_lobby_decoder = msgspec.json.Decoder(LobbyEvent)
_encoder = msgspec.json.Encoder()


def tag_of(struct: msgspec.Struct) -> str:
    tag = type(struct).__struct_config__.tag
    if not isinstance(tag, str):
        raise TypeError(f"{type(struct).__name__} has no explicit string tag")
    return tag


def encode(struct: msgspec.Struct) -> bytes:
    return _encoder.encode(struct)


def to_new_event(event: msgspec.Struct, metadata: bytes = b"{}") -> NewEvent:
    return NewEvent(type=tag_of(event), data=_encoder.encode(event), metadata=metadata)


def decode_lobby(recorded: RecordedEvent) -> LobbyEvent:
    return _lobby_decoder.decode(recorded.data)


def decode_lobby_data(data: bytes) -> LobbyEvent:
    return _lobby_decoder.decode(data)


class EventCodec:
    """Decodes every event of one game kind's streams (lobby and game events)."""

    def __init__(self, game: Game[Any, Any, Any, Any]) -> None:
        members = LOBBY_EVENTS + typing.get_args(game.event_type)
        self._decoder = msgspec.json.Decoder(typing.Union[members])  # noqa: UP007
        self._commands = msgspec.json.Decoder(game.command_type)
        self.game = game

    def decode(self, recorded: RecordedEvent) -> Any:
        return self._decoder.decode(recorded.data)

    def decode_data(self, data: bytes) -> Any:
        return self._decoder.decode(data)

    def decode_all(self, recorded: list[RecordedEvent]) -> list[Any]:
        return [self._decoder.decode(event.data) for event in recorded]

    def command_from(self, raw: Any) -> Any:
        """A client's command (already parsed JSON) as the game's typed command."""
        return msgspec.convert(raw, self.game.command_type)


@cache
def codec_for(game: Game[Any, Any, Any, Any]) -> EventCodec:
    return EventCodec(game)
