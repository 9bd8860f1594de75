from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KinokoKombatGameEnded")


@_attrs_define
class KinokoKombatGameEnded:
    """`tie_broken`: the top score was shared and the final round decided.

    Attributes:
        scores (list[int]):
        tie_broken (bool):
        type_ (Literal['game_ended']):  Default: 'game_ended'.
        winner (int):
    """

    scores: list[int]
    tie_broken: bool
    winner: int
    type_: Literal["game_ended"] = "game_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        tie_broken = self.tie_broken

        type_ = self.type_

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "tie_broken": tie_broken,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        tie_broken = d.pop("tie_broken")

        type_ = cast(Literal["game_ended"], d.pop("type"))
        if type_ != "game_ended":
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        winner = d.pop("winner")

        kinoko_kombat_game_ended = cls(
            scores=scores,
            tie_broken=tie_broken,
            type_=type_,
            winner=winner,
        )

        kinoko_kombat_game_ended.additional_properties = d
        return kinoko_kombat_game_ended

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
