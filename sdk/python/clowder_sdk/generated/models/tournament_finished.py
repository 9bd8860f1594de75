from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.standing import Standing


T = TypeVar("T", bound="TournamentFinished")


@_attrs_define
class TournamentFinished:
    """
    Attributes:
        standings (list[Standing]):
        type_ (Literal['tournament_finished']):  Default: 'tournament_finished'.
    """

    standings: list[Standing]
    type_: Literal["tournament_finished"] = "tournament_finished"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "standings": standings,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        type_ = cast(Literal["tournament_finished"], d.pop("type"))
        if type_ != "tournament_finished":
            raise ValueError(f"type must match const 'tournament_finished', got '{type_}'")

        tournament_finished = cls(
            standings=standings,
            type_=type_,
        )

        tournament_finished.additional_properties = d
        return tournament_finished

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
