from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feed_the_kitten_kind_info_command_schema import FeedTheKittenKindInfoCommandSchema
    from ..models.feed_the_kitten_kind_info_options_schema import FeedTheKittenKindInfoOptionsSchema
    from ..models.feed_the_kitten_options import FeedTheKittenOptions


T = TypeVar("T", bound="FeedTheKittenKindInfo")


@_attrs_define
class FeedTheKittenKindInfo:
    """
    Attributes:
        command_schema (FeedTheKittenKindInfoCommandSchema):
        default_options (FeedTheKittenOptions): `cans_to_win`: cans of food that win the game (3; 4 or 5 with 2-3
            players).

            `draw_after_renewal`: see `DRAW_AFTER_RENEWAL`; games created before
            the option existed get `always` (`LEGACY_OPTIONS`).
        kind (Literal['feed-the-kitten']):  Default: 'feed-the-kitten'.
        max_seats (int):
        min_seats (int):
        options_schema (FeedTheKittenKindInfoOptionsSchema):
        title (str):
    """

    command_schema: FeedTheKittenKindInfoCommandSchema
    default_options: FeedTheKittenOptions
    max_seats: int
    min_seats: int
    options_schema: FeedTheKittenKindInfoOptionsSchema
    title: str
    kind: Literal["feed-the-kitten"] = "feed-the-kitten"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command_schema = self.command_schema.to_dict()

        default_options = self.default_options.to_dict()

        kind = self.kind

        max_seats = self.max_seats

        min_seats = self.min_seats

        options_schema = self.options_schema.to_dict()

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_schema": command_schema,
                "default_options": default_options,
                "kind": kind,
                "max_seats": max_seats,
                "min_seats": min_seats,
                "options_schema": options_schema,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_kind_info_command_schema import FeedTheKittenKindInfoCommandSchema  # noqa: PLC0415
        from ..models.feed_the_kitten_kind_info_options_schema import FeedTheKittenKindInfoOptionsSchema  # noqa: PLC0415
        from ..models.feed_the_kitten_options import FeedTheKittenOptions  # noqa: PLC0415

        d = dict(src_dict)
        command_schema = FeedTheKittenKindInfoCommandSchema.from_dict(d.pop("command_schema"))

        default_options = FeedTheKittenOptions.from_dict(d.pop("default_options"))

        kind = cast(Literal["feed-the-kitten"], d.pop("kind"))
        if kind != "feed-the-kitten":
            raise ValueError(f"kind must match const 'feed-the-kitten', got '{kind}'")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = FeedTheKittenKindInfoOptionsSchema.from_dict(d.pop("options_schema"))

        title = d.pop("title")

        feed_the_kitten_kind_info = cls(
            command_schema=command_schema,
            default_options=default_options,
            kind=kind,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            title=title,
        )

        feed_the_kitten_kind_info.additional_properties = d
        return feed_the_kitten_kind_info

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
