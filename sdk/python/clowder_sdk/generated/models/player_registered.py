from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_strategy import BotStrategy

T = TypeVar("T", bound="PlayerRegistered")


@_attrs_define
class PlayerRegistered:
    """
    Attributes:
        bot (BotStrategy | None):
        handle (None | str):
        name (str):
        player_id (str):
        token (str):
    """

    bot: BotStrategy | None
    handle: None | str
    name: str
    player_id: str
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        if isinstance(self.bot, BotStrategy):
            bot = self.bot.value
        else:
            bot = self.bot

        handle: None | str
        handle = self.handle

        name = self.name

        player_id = self.player_id

        token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "handle": handle,
                "name": name,
                "player_id": player_id,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        def _parse_handle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        handle = _parse_handle(d.pop("handle"))

        name = d.pop("name")

        player_id = d.pop("player_id")

        token = d.pop("token")

        player_registered = cls(
            bot=bot,
            handle=handle,
            name=name,
            player_id=player_id,
            token=token,
        )

        player_registered.additional_properties = d
        return player_registered

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
