from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KombatKittensGameEnded")


@_attrs_define
class KombatKittensGameEnded:
    """
    Attributes:
        by_tiebreak (bool):
        scores (list[int]):
        type_ (Literal['game_ended']):  Default: 'game_ended'.
        winners (list[int]):
    """

    by_tiebreak: bool
    scores: list[int]
    winners: list[int]
    type_: Literal["game_ended"] = "game_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by_tiebreak = self.by_tiebreak

        scores = self.scores

        type_ = self.type_

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by_tiebreak": by_tiebreak,
                "scores": scores,
                "type": type_,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_tiebreak = d.pop("by_tiebreak")

        scores = cast(list[int], d.pop("scores"))

        type_ = cast(Literal["game_ended"], d.pop("type"))
        if type_ != "game_ended":
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        kombat_kittens_game_ended = cls(
            by_tiebreak=by_tiebreak,
            scores=scores,
            type_=type_,
            winners=winners,
        )

        kombat_kittens_game_ended.additional_properties = d
        return kombat_kittens_game_ended

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
