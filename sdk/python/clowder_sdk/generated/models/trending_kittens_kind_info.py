from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trending_kittens_kind_info_command_schema import TrendingKittensKindInfoCommandSchema
    from ..models.trending_kittens_kind_info_options_schema import TrendingKittensKindInfoOptionsSchema
    from ..models.trending_kittens_options import TrendingKittensOptions


T = TypeVar("T", bound="TrendingKittensKindInfo")


@_attrs_define
class TrendingKittensKindInfo:
    """
    Attributes:
        command_schema (TrendingKittensKindInfoCommandSchema):
        default_options (TrendingKittensOptions): How a game is set up.

            * `factions`: the faction id of each seat, in seat order; empty = seats
              take the catalog in order (custom factions first, then the built-in ones).
            * `custom_factions`: extra faction decks for this game.
            * `best_of`: 1 (single game), 3 or 5 (a match of successive games).
            * `teams`: the team label of each seat; empty = skirmish, all against all.
            * `over_limit`: see `OVER_LIMIT`.
            * `empty_places`: see `EMPTY_PLACES`.
            * `faction_edition`: which built-in decks: 2 (balanced, the default) or 1.
            * `match_ties`: see `MATCH_TIES`.
            * `lead_bonus`: points added to the score of the seat that plays first
              in each game, which is otherwise at a disadvantage (a house rule: the
              rulebook has no bonus). 0 (the default, the rulebook): none; `None`:
              1 with two seats, 0 with more (the default of the games created between
              the bonus and the rulebook default, which stored it so).
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        max_seats (int):
        min_seats (int):
        options_schema (TrendingKittensKindInfoOptionsSchema):
        title (str):
    """

    command_schema: TrendingKittensKindInfoCommandSchema
    default_options: TrendingKittensOptions
    max_seats: int
    min_seats: int
    options_schema: TrendingKittensKindInfoOptionsSchema
    title: str
    kind: Literal["trending-kittens"] = "trending-kittens"
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
        from ..models.trending_kittens_kind_info_command_schema import TrendingKittensKindInfoCommandSchema  # noqa: PLC0415
        from ..models.trending_kittens_kind_info_options_schema import TrendingKittensKindInfoOptionsSchema  # noqa: PLC0415
        from ..models.trending_kittens_options import TrendingKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        command_schema = TrendingKittensKindInfoCommandSchema.from_dict(d.pop("command_schema"))

        default_options = TrendingKittensOptions.from_dict(d.pop("default_options"))

        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = TrendingKittensKindInfoOptionsSchema.from_dict(d.pop("options_schema"))

        title = d.pop("title")

        trending_kittens_kind_info = cls(
            command_schema=command_schema,
            default_options=default_options,
            kind=kind,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            title=title,
        )

        trending_kittens_kind_info.additional_properties = d
        return trending_kittens_kind_info

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
