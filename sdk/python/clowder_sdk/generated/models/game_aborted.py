from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameAborted")


@_attrs_define
class GameAborted:
    """An operator ended the game before its rules did: no winner, no rating change.

    Tournaments score an aborted game as a no-result: a draw for every seat.

        Attributes:
            aborted_by (str):
            reason (str):
            type_ (Literal['lobby.game_aborted']):  Default: 'lobby.game_aborted'.
    """

    aborted_by: str
    reason: str
    type_: Literal["lobby.game_aborted"] = "lobby.game_aborted"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aborted_by = self.aborted_by

        reason = self.reason

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aborted_by": aborted_by,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aborted_by = d.pop("aborted_by")

        reason = d.pop("reason")

        type_ = cast(Literal["lobby.game_aborted"], d.pop("type"))
        if type_ != "lobby.game_aborted":
            raise ValueError(f"type must match const 'lobby.game_aborted', got '{type_}'")

        game_aborted = cls(
            aborted_by=aborted_by,
            reason=reason,
            type_=type_,
        )

        game_aborted.additional_properties = d
        return game_aborted

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
