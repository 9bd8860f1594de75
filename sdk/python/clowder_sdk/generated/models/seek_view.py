from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_strategy import BotStrategy
from ..models.game_kind import GameKind
from ..models.seek_view_status import SeekViewStatus

if TYPE_CHECKING:
    from ..models.seek_view_options import SeekViewOptions


T = TypeVar("T", bound="SeekView")


@_attrs_define
class SeekView:
    """
    Attributes:
        bot (BotStrategy | None):  Default: BotStrategy.HEURISTIC.
        bots_after_seconds (float | None):
        decision_seconds (float | None):
        expires_at (float):
        game_id (None | str):
        game_started (bool):  Default: False.
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        options (SeekViewOptions):
        posted_at (float):
        seat (int | None):
        seats (int):
        seek_id (str):
        settled_at (float | None):
        status (SeekViewStatus):
    """

    bots_after_seconds: float | None
    decision_seconds: float | None
    expires_at: float
    game_id: None | str
    kind: GameKind
    options: SeekViewOptions
    posted_at: float
    seat: int | None
    seats: int
    seek_id: str
    settled_at: float | None
    status: SeekViewStatus
    bot: BotStrategy | None = BotStrategy.HEURISTIC
    game_started: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        if isinstance(self.bot, BotStrategy):
            bot = self.bot.value
        else:
            bot = self.bot

        bots_after_seconds: float | None
        bots_after_seconds = self.bots_after_seconds

        decision_seconds: float | None
        decision_seconds = self.decision_seconds

        expires_at = self.expires_at

        game_id: None | str
        game_id = self.game_id

        game_started = self.game_started

        kind = self.kind.value

        options = self.options.to_dict()

        posted_at = self.posted_at

        seat: int | None
        seat = self.seat

        seats = self.seats

        seek_id = self.seek_id

        settled_at: float | None
        settled_at = self.settled_at

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "bots_after_seconds": bots_after_seconds,
                "decision_seconds": decision_seconds,
                "expires_at": expires_at,
                "game_id": game_id,
                "game_started": game_started,
                "kind": kind,
                "options": options,
                "posted_at": posted_at,
                "seat": seat,
                "seats": seats,
                "seek_id": seek_id,
                "settled_at": settled_at,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_view_options import SeekViewOptions  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_bot(data: object) -> BotStrategy | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotStrategy(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotStrategy | None, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_bots_after_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        bots_after_seconds = _parse_bots_after_seconds(d.pop("bots_after_seconds"))

        def _parse_decision_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        expires_at = d.pop("expires_at")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        game_started = d.pop("game_started")

        kind = GameKind(d.pop("kind"))

        options = SeekViewOptions.from_dict(d.pop("options"))

        posted_at = d.pop("posted_at")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seats = d.pop("seats")

        seek_id = d.pop("seek_id")

        def _parse_settled_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        settled_at = _parse_settled_at(d.pop("settled_at"))

        status = SeekViewStatus(d.pop("status"))

        seek_view = cls(
            bot=bot,
            bots_after_seconds=bots_after_seconds,
            decision_seconds=decision_seconds,
            expires_at=expires_at,
            game_id=game_id,
            game_started=game_started,
            kind=kind,
            options=options,
            posted_at=posted_at,
            seat=seat,
            seats=seats,
            seek_id=seek_id,
            settled_at=settled_at,
            status=status,
        )

        seek_view.additional_properties = d
        return seek_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
