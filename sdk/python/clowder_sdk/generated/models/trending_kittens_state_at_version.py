from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_game_view import TrendingKittensGameView
    from ..models.trending_kittens_state import TrendingKittensState


T = TypeVar("T", bound="TrendingKittensStateAtVersion")


@_attrs_define
class TrendingKittensStateAtVersion:
    """
    Attributes:
        game_id (str):
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        state (None | TrendingKittensState):
        version (int):
        view (TrendingKittensGameView):
    """

    game_id: str
    state: None | TrendingKittensState
    version: int
    view: TrendingKittensGameView
    kind: Literal["trending-kittens"] = "trending-kittens"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trending_kittens_state import TrendingKittensState  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        state: dict[str, Any] | None
        if isinstance(self.state, TrendingKittensState):
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
        from ..models.trending_kittens_game_view import TrendingKittensGameView  # noqa: PLC0415
        from ..models.trending_kittens_state import TrendingKittensState  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

        def _parse_state(data: object) -> None | TrendingKittensState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = TrendingKittensState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensState, data)

        state = _parse_state(d.pop("state"))

        version = d.pop("version")

        view = TrendingKittensGameView.from_dict(d.pop("view"))

        trending_kittens_state_at_version = cls(
            game_id=game_id,
            kind=kind,
            state=state,
            version=version,
            view=view,
        )

        trending_kittens_state_at_version.additional_properties = d
        return trending_kittens_state_at_version

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
