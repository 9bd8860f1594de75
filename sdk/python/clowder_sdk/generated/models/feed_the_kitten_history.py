from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_the_kitten_history_status import FeedTheKittenHistoryStatus

if TYPE_CHECKING:
    from ..models.feed_the_kitten_history_entry import FeedTheKittenHistoryEntry


T = TypeVar("T", bound="FeedTheKittenHistory")


@_attrs_define
class FeedTheKittenHistory:
    """
    Attributes:
        complete (bool):
        events (list[FeedTheKittenHistoryEntry]):
        game_id (str):
        kind (Literal['feed-the-kitten']):  Default: 'feed-the-kitten'.
        status (FeedTheKittenHistoryStatus):
    """

    complete: bool
    events: list[FeedTheKittenHistoryEntry]
    game_id: str
    status: FeedTheKittenHistoryStatus
    kind: Literal["feed-the-kitten"] = "feed-the-kitten"
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
        from ..models.feed_the_kitten_history_entry import FeedTheKittenHistoryEntry  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = FeedTheKittenHistoryEntry.from_dict(events_item_data)

            events.append(events_item)

        game_id = d.pop("game_id")

        kind = cast(Literal["feed-the-kitten"], d.pop("kind"))
        if kind != "feed-the-kitten":
            raise ValueError(f"kind must match const 'feed-the-kitten', got '{kind}'")

        status = FeedTheKittenHistoryStatus(d.pop("status"))

        feed_the_kitten_history = cls(
            complete=complete,
            events=events,
            game_id=game_id,
            kind=kind,
            status=status,
        )

        feed_the_kitten_history.additional_properties = d
        return feed_the_kitten_history

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
