from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feed_the_kitten_game_summary import FeedTheKittenGameSummary
    from ..models.kinoko_kombat_game_summary import KinokoKombatGameSummary
    from ..models.kombat_kittens_game_summary import KombatKittensGameSummary
    from ..models.trending_kittens_game_summary import TrendingKittensGameSummary


T = TypeVar("T", bound="GameList")


@_attrs_define
class GameList:
    """
    Attributes:
        games (list[FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary |
            TrendingKittensGameSummary]):
        limit (int):
        next_ (None | str):
        next_cursor (None | str):
        offset (int):
        total (int):  Default: 0.
    """

    games: list[
        FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary
    ]
    limit: int
    next_: None | str
    next_cursor: None | str
    offset: int
    total: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_game_summary import FeedTheKittenGameSummary  # noqa: PLC0415
        from ..models.kinoko_kombat_game_summary import KinokoKombatGameSummary  # noqa: PLC0415
        from ..models.kombat_kittens_game_summary import KombatKittensGameSummary  # noqa: PLC0415

        games = []
        for games_item_data in self.games:
            games_item: dict[str, Any]
            if isinstance(games_item_data, FeedTheKittenGameSummary):
                games_item = games_item_data.to_dict()
            elif isinstance(games_item_data, KinokoKombatGameSummary):
                games_item = games_item_data.to_dict()
            elif isinstance(games_item_data, KombatKittensGameSummary):
                games_item = games_item_data.to_dict()
            else:
                games_item = games_item_data.to_dict()

            games.append(games_item)

        limit = self.limit

        next_: None | str
        next_ = self.next_

        next_cursor: None | str
        next_cursor = self.next_cursor

        offset = self.offset

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
                "limit": limit,
                "next": next_,
                "next_cursor": next_cursor,
                "offset": offset,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_game_summary import FeedTheKittenGameSummary  # noqa: PLC0415
        from ..models.kinoko_kombat_game_summary import KinokoKombatGameSummary  # noqa: PLC0415
        from ..models.kombat_kittens_game_summary import KombatKittensGameSummary  # noqa: PLC0415
        from ..models.trending_kittens_game_summary import TrendingKittensGameSummary  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:

            def _parse_games_item(
                data: object,
            ) -> (
                FeedTheKittenGameSummary
                | KinokoKombatGameSummary
                | KombatKittensGameSummary
                | TrendingKittensGameSummary
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_summary_type_0 = FeedTheKittenGameSummary.from_dict(data)

                    return componentsschemas_game_summary_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_summary_type_1 = KinokoKombatGameSummary.from_dict(data)

                    return componentsschemas_game_summary_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_summary_type_2 = KombatKittensGameSummary.from_dict(data)

                    return componentsschemas_game_summary_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_summary_type_3 = TrendingKittensGameSummary.from_dict(data)

                return componentsschemas_game_summary_type_3

            games_item = _parse_games_item(games_item_data)

            games.append(games_item)

        limit = d.pop("limit")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        offset = d.pop("offset")

        total = d.pop("total")

        game_list = cls(
            games=games,
            limit=limit,
            next_=next_,
            next_cursor=next_cursor,
            offset=offset,
            total=total,
        )

        game_list.additional_properties = d
        return game_list

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
