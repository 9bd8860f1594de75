from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_fight_kind import KombatKittensFightKind
from ..models.kombat_kittens_fight_stage import KombatKittensFightStage

if TYPE_CHECKING:
    from ..models.kombat_kittens_side import KombatKittensSide


T = TypeVar("T", bound="KombatKittensFight")


@_attrs_define
class KombatKittensFight:
    """A battle (two sides), a Dogfight or the final tie-break (a side per seat).

    Attributes:
        asked (int | None):
        asking (int):  Default: 0.
        committed (list[list[int | str]]):
        dog (None | str):
        kind (KombatKittensFightKind):
        loser (int | None):
        sides (list[KombatKittensSide]):
        stage (KombatKittensFightStage):
        step (int):  Default: 1.
        taken (list[str]):
        winner (int | None):
    """

    asked: int | None
    committed: list[list[int | str]]
    dog: None | str
    kind: KombatKittensFightKind
    loser: int | None
    sides: list[KombatKittensSide]
    stage: KombatKittensFightStage
    taken: list[str]
    winner: int | None
    asking: int = 0
    step: int = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asked: int | None
        asked = self.asked

        asking = self.asking

        committed = []
        for committed_item_data in self.committed:
            committed_item = []
            for committed_item_item_data in committed_item_data:
                committed_item_item: int | str
                committed_item_item = committed_item_item_data
                committed_item.append(committed_item_item)

            committed.append(committed_item)

        dog: None | str
        dog = self.dog

        kind = self.kind.value

        loser: int | None
        loser = self.loser

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)

        stage = self.stage.value

        step = self.step

        taken = self.taken

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asked": asked,
                "asking": asking,
                "committed": committed,
                "dog": dog,
                "kind": kind,
                "loser": loser,
                "sides": sides,
                "stage": stage,
                "step": step,
                "taken": taken,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_side import KombatKittensSide  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_asked(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        asked = _parse_asked(d.pop("asked"))

        asking = d.pop("asking")

        committed = []
        _committed = d.pop("committed")
        for committed_item_data in _committed:
            committed_item = []
            _committed_item = committed_item_data
            for committed_item_item_data in _committed_item:

                def _parse_committed_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                committed_item_item = _parse_committed_item_item(committed_item_item_data)

                committed_item.append(committed_item_item)

            committed.append(committed_item)

        def _parse_dog(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dog = _parse_dog(d.pop("dog"))

        kind = KombatKittensFightKind(d.pop("kind"))

        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = KombatKittensSide.from_dict(sides_item_data)

            sides.append(sides_item)

        stage = KombatKittensFightStage(d.pop("stage"))

        step = d.pop("step")

        taken = cast(list[str], d.pop("taken"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        kombat_kittens_fight = cls(
            asked=asked,
            asking=asking,
            committed=committed,
            dog=dog,
            kind=kind,
            loser=loser,
            sides=sides,
            stage=stage,
            step=step,
            taken=taken,
            winner=winner,
        )

        kombat_kittens_fight.additional_properties = d
        return kombat_kittens_fight

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
