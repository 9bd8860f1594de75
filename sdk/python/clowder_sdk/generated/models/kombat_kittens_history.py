from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_history_status import KombatKittensHistoryStatus

if TYPE_CHECKING:
    from ..models.kombat_kittens_history_entry import KombatKittensHistoryEntry


T = TypeVar("T", bound="KombatKittensHistory")


@_attrs_define
class KombatKittensHistory:
    """
    Attributes:
        complete (bool):
        events (list[KombatKittensHistoryEntry]):
        game_id (str):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        status (KombatKittensHistoryStatus):
    """

    complete: bool
    events: list[KombatKittensHistoryEntry]
    game_id: str
    status: KombatKittensHistoryStatus
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game_id = self.game_id

        kind = self.kind

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "complete": complete,
                "events": events,
                "game_id": game_id,
                "kind": kind,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kombat_kittens_history_entry import KombatKittensHistoryEntry  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = KombatKittensHistoryEntry.from_dict(events_item_data)

            events.append(events_item)

        game_id = d.pop("game_id")

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        status = KombatKittensHistoryStatus(d.pop("status"))

        kombat_kittens_history = cls(
            complete=complete,
            events=events,
            game_id=game_id,
            kind=kind,
            status=status,
        )

        kombat_kittens_history.additional_properties = d
        return kombat_kittens_history

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
