from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameRecord")


@_attrs_define
class GameRecord:
    """
    Attributes:
        forfeited (list[int]):
        game_id (None | str):
        game_number (int):
        scores (list[int] | None):
        seats (list[str]):
        winners (list[int]):
    """

    forfeited: list[int]
    game_id: None | str
    game_number: int
    scores: list[int] | None
    seats: list[str]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited

        game_id: None | str
        game_id = self.game_id

        game_number = self.game_number

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        seats = self.seats

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "forfeited": forfeited,
                "game_id": game_id,
                "game_number": game_number,
                "scores": scores,
                "seats": seats,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forfeited = cast(list[int], d.pop("forfeited"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        game_number = d.pop("game_number")

        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))

        seats = cast(list[str], d.pop("seats"))

        winners = cast(list[int], d.pop("winners"))

        game_record = cls(
            forfeited=forfeited,
            game_id=game_id,
            game_number=game_number,
            scores=scores,
            seats=seats,
            winners=winners,
        )

        game_record.additional_properties = d
        return game_record

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
