from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feed_the_kitten_game_view import FeedTheKittenGameView
    from ..models.feed_the_kitten_state import FeedTheKittenState


T = TypeVar("T", bound="FeedTheKittenStateAtVersion")


@_attrs_define
class FeedTheKittenStateAtVersion:
    """
    Attributes:
        game_id (str):
        kind (Literal['feed-the-kitten']):  Default: 'feed-the-kitten'.
        state (FeedTheKittenState | None):
        version (int):
        view (FeedTheKittenGameView):
    """

    game_id: str
    state: FeedTheKittenState | None
    version: int
    view: FeedTheKittenGameView
    kind: Literal["feed-the-kitten"] = "feed-the-kitten"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_state import FeedTheKittenState  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        state: dict[str, Any] | None
        if isinstance(self.state, FeedTheKittenState):
            state = self.state.to_dict()
        else:
            state = self.state

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "state": state,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_game_view import FeedTheKittenGameView  # noqa: PLC0415
        from ..models.feed_the_kitten_state import FeedTheKittenState  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["feed-the-kitten"], d.pop("kind"))
        if kind != "feed-the-kitten":
            raise ValueError(f"kind must match const 'feed-the-kitten', got '{kind}'")

        def _parse_state(data: object) -> FeedTheKittenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = FeedTheKittenState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedTheKittenState | None, data)

        state = _parse_state(d.pop("state"))

        version = d.pop("version")

        view = FeedTheKittenGameView.from_dict(d.pop("view"))

        feed_the_kitten_state_at_version = cls(
            game_id=game_id,
            kind=kind,
            state=state,
            version=version,
            view=view,
        )

        feed_the_kitten_state_at_version.additional_properties = d
        return feed_the_kitten_state_at_version

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
