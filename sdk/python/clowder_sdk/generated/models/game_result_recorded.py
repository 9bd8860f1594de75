from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameResultRecorded")


@_attrs_define
class GameResultRecorded:
    """
    Attributes:
        game_id (str):
        game_number (int):
        match_id (str):
        scores (list[int]):
        type_ (Literal['game_result_recorded']):  Default: 'game_result_recorded'.
        winners (list[int]):
    """

    game_id: str
    game_number: int
    match_id: str
    scores: list[int]
    winners: list[int]
    type_: Literal["game_result_recorded"] = "game_result_recorded"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        game_number = self.game_number

        match_id = self.match_id

        scores = self.scores

        type_ = self.type_

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_number": game_number,
                "match_id": match_id,
                "scores": scores,
                "type": type_,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_number = d.pop("game_number")

        match_id = d.pop("match_id")

        scores = cast(list[int], d.pop("scores"))

        type_ = cast(Literal["game_result_recorded"], d.pop("type"))
        if type_ != "game_result_recorded":
            raise ValueError(f"type must match const 'game_result_recorded', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        game_result_recorded = cls(
            game_id=game_id,
            game_number=game_number,
            match_id=match_id,
            scores=scores,
            type_=type_,
            winners=winners,
        )

        game_result_recorded.additional_properties = d
        return game_result_recorded

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
