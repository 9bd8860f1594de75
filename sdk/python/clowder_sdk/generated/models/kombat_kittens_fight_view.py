from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_fight_view_kind import KombatKittensFightViewKind
from ..models.kombat_kittens_fight_view_stage import KombatKittensFightViewStage

if TYPE_CHECKING:
    from ..models.kombat_kittens_card import KombatKittensCard
    from ..models.kombat_kittens_side_view import KombatKittensSideView


T = TypeVar("T", bound="KombatKittensFightView")


@_attrs_define
class KombatKittensFightView:
    """
    Attributes:
        asked_seat (int | None):
        asking_seat (int | None):
        committed_seats (list[int]):
        dog (KombatKittensCard | None):
        kind (KombatKittensFightViewKind):
        loser (int | None):
        sides (list[KombatKittensSideView]):
        stage (KombatKittensFightViewStage):
        step (int):
        taken (list[KombatKittensCard]):
        winner (int | None):
        your_committed_card (KombatKittensCard | None):
    """

    asked_seat: int | None
    asking_seat: int | None
    committed_seats: list[int]
    dog: KombatKittensCard | None
    kind: KombatKittensFightViewKind
    loser: int | None
    sides: list[KombatKittensSideView]
    stage: KombatKittensFightViewStage
    step: int
    taken: list[KombatKittensCard]
    winner: int | None
    your_committed_card: KombatKittensCard | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415

        asked_seat: int | None
        asked_seat = self.asked_seat

        asking_seat: int | None
        asking_seat = self.asking_seat

        committed_seats = self.committed_seats

        dog: dict[str, Any] | None
        if isinstance(self.dog, KombatKittensCard):
            dog = self.dog.to_dict()
        else:
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

        taken = []
        for taken_item_data in self.taken:
            taken_item = taken_item_data.to_dict()
            taken.append(taken_item)

        winner: int | None
        winner = self.winner

        your_committed_card: dict[str, Any] | None
        if isinstance(self.your_committed_card, KombatKittensCard):
            your_committed_card = self.your_committed_card.to_dict()
        else:
            your_committed_card = self.your_committed_card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asked_seat": asked_seat,
                "asking_seat": asking_seat,
                "committed_seats": committed_seats,
                "dog": dog,
                "kind": kind,
                "loser": loser,
                "sides": sides,
                "stage": stage,
                "step": step,
                "taken": taken,
                "winner": winner,
                "your_committed_card": your_committed_card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_card import KombatKittensCard  # noqa: PLC0415
        from ..models.kombat_kittens_side_view import KombatKittensSideView  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_asked_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        asked_seat = _parse_asked_seat(d.pop("asked_seat"))

        def _parse_asking_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        asking_seat = _parse_asking_seat(d.pop("asking_seat"))

        committed_seats = cast(list[int], d.pop("committed_seats"))

        def _parse_dog(data: object) -> KombatKittensCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dog_type_0 = KombatKittensCard.from_dict(data)

                return dog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensCard | None, data)

        dog = _parse_dog(d.pop("dog"))

        kind = KombatKittensFightViewKind(d.pop("kind"))

        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = KombatKittensSideView.from_dict(sides_item_data)

            sides.append(sides_item)

        stage = KombatKittensFightViewStage(d.pop("stage"))

        step = d.pop("step")

        taken = []
        _taken = d.pop("taken")
        for taken_item_data in _taken:
            taken_item = KombatKittensCard.from_dict(taken_item_data)

            taken.append(taken_item)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_your_committed_card(data: object) -> KombatKittensCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                your_committed_card_type_0 = KombatKittensCard.from_dict(data)

                return your_committed_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensCard | None, data)

        your_committed_card = _parse_your_committed_card(d.pop("your_committed_card"))

        kombat_kittens_fight_view = cls(
            asked_seat=asked_seat,
            asking_seat=asking_seat,
            committed_seats=committed_seats,
            dog=dog,
            kind=kind,
            loser=loser,
            sides=sides,
            stage=stage,
            step=step,
            taken=taken,
            winner=winner,
            your_committed_card=your_committed_card,
        )

        kombat_kittens_fight_view.additional_properties = d
        return kombat_kittens_fight_view

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
