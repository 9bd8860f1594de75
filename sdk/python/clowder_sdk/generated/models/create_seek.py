from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_strategy import BotStrategy
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_seek_options import CreateSeekOptions


T = TypeVar("T", bound="CreateSeek")


@_attrs_define
class CreateSeek:
    """The game you want: a kind and a number of seats, and, if you wish, bots after a while.

    Attributes:
        kind (str):
        seats (int):
        bot (BotStrategy | None | Unset):  Default: BotStrategy.HEURISTIC.
        bots_after_seconds (float | None | Unset):
        decision_seconds (float | None | Unset):
        options (CreateSeekOptions | Unset):
    """

    kind: str
    seats: int
    bot: BotStrategy | None | Unset = BotStrategy.HEURISTIC
    bots_after_seconds: float | None | Unset = UNSET
    decision_seconds: float | None | Unset = UNSET
    options: CreateSeekOptions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seats = self.seats

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotStrategy):
            bot = self.bot.value
        else:
            bot = self.bot

        bots_after_seconds: float | None | Unset
        if isinstance(self.bots_after_seconds, Unset):
            bots_after_seconds = UNSET
        else:
            bots_after_seconds = self.bots_after_seconds

        decision_seconds: float | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "seats": seats,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if bots_after_seconds is not UNSET:
            field_dict["bots_after_seconds"] = bots_after_seconds
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_seek_options import CreateSeekOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        seats = d.pop("seats")

        def _parse_bot(data: object) -> BotStrategy | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotStrategy(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotStrategy | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        def _parse_bots_after_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bots_after_seconds = _parse_bots_after_seconds(d.pop("bots_after_seconds", UNSET))

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        _options = d.pop("options", UNSET)
        options: CreateSeekOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateSeekOptions.from_dict(_options)

        create_seek = cls(
            kind=kind,
            seats=seats,
            bot=bot,
            bots_after_seconds=bots_after_seconds,
            decision_seconds=decision_seconds,
            options=options,
        )

        create_seek.additional_properties = d
        return create_seek

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
