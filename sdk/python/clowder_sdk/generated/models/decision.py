from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind

if TYPE_CHECKING:
    from ..models.feed_the_kitten_game_view import FeedTheKittenGameView
    from ..models.kinoko_kombat_game_view import KinokoKombatGameView
    from ..models.kombat_kittens_game_view import KombatKittensGameView
    from ..models.trending_kittens_game_view import TrendingKittensGameView


T = TypeVar("T", bound="Decision")


@_attrs_define
class Decision:
    """A `decision` message of `GET /players/me/decisions`: your `seat` of the game must decide at `version`.

    Attributes:
        deadline (datetime.datetime | None):
        game_id (str):
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        seat (int):
        type_ (Literal['decision']):  Default: 'decision'.
        version (int):
        view (FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | None | TrendingKittensGameView):
    """

    deadline: datetime.datetime | None
    game_id: str
    kind: GameKind
    seat: int
    version: int
    view: FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | None | TrendingKittensGameView
    type_: Literal["decision"] = "decision"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_game_view import FeedTheKittenGameView  # noqa: PLC0415
        from ..models.kinoko_kombat_game_view import KinokoKombatGameView  # noqa: PLC0415
        from ..models.kombat_kittens_game_view import KombatKittensGameView  # noqa: PLC0415
        from ..models.trending_kittens_game_view import TrendingKittensGameView  # noqa: PLC0415

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        game_id = self.game_id

        kind = self.kind.value

        seat = self.seat

        type_ = self.type_

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, FeedTheKittenGameView):
            view = self.view.to_dict()
        elif isinstance(self.view, KinokoKombatGameView):
            view = self.view.to_dict()
        elif isinstance(self.view, KombatKittensGameView):
            view = self.view.to_dict()
        elif isinstance(self.view, TrendingKittensGameView):
            view = self.view.to_dict()
        else:
            view = self.view

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "game_id": game_id,
                "kind": kind,
                "seat": seat,
                "type": type_,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_game_view import FeedTheKittenGameView  # noqa: PLC0415
        from ..models.kinoko_kombat_game_view import KinokoKombatGameView  # noqa: PLC0415
        from ..models.kombat_kittens_game_view import KombatKittensGameView  # noqa: PLC0415
        from ..models.trending_kittens_game_view import TrendingKittensGameView  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        game_id = d.pop("game_id")

        kind = GameKind(d.pop("kind"))

        seat = d.pop("seat")

        type_ = cast(Literal["decision"], d.pop("type"))
        if type_ != "decision":
            raise ValueError(f"type must match const 'decision', got '{type_}'")

        version = d.pop("version")

        def _parse_view(
            data: object,
        ) -> FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | None | TrendingKittensGameView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_0 = FeedTheKittenGameView.from_dict(data)

                return componentsschemas_seat_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_1 = KinokoKombatGameView.from_dict(data)

                return componentsschemas_seat_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_2 = KombatKittensGameView.from_dict(data)

                return componentsschemas_seat_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_3 = TrendingKittensGameView.from_dict(data)

                return componentsschemas_seat_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | None | TrendingKittensGameView,
                data,
            )

        view = _parse_view(d.pop("view"))

        decision = cls(
            deadline=deadline,
            game_id=game_id,
            kind=kind,
            seat=seat,
            type_=type_,
            version=version,
            view=view,
        )

        decision.additional_properties = d
        return decision

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
