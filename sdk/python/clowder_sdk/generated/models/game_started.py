from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameStarted")


@_attrs_define
class GameStarted:
    """
    Attributes:
        started_by (str):
        type_ (Literal['lobby.game_started']):  Default: 'lobby.game_started'.
    """

    started_by: str
    type_: Literal["lobby.game_started"] = "lobby.game_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        started_by = self.started_by

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "started_by": started_by,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        started_by = d.pop("started_by")

        type_ = cast(Literal["lobby.game_started"], d.pop("type"))
        if type_ != "lobby.game_started":
            raise ValueError(f"type must match const 'lobby.game_started', got '{type_}'")

        game_started = cls(
            started_by=started_by,
            type_=type_,
        )

        game_started.additional_properties = d
        return game_started

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
