from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kombat_kittens_kind_info_command_schema import KombatKittensKindInfoCommandSchema
    from ..models.kombat_kittens_kind_info_options_schema import KombatKittensKindInfoOptionsSchema
    from ..models.kombat_kittens_options import KombatKittensOptions


T = TypeVar("T", bound="KombatKittensKindInfo")


@_attrs_define
class KombatKittensKindInfo:
    """
    Attributes:
        command_schema (KombatKittensKindInfoCommandSchema):
        default_options (KombatKittensOptions): `nine_follows_seven`: 7 and 9 are adjacent in a straight (there is no
            8).

            `first_seat`: who goes first; `None` (the default) draws it at random
            (the rulebook's "most realistic meow" cannot be judged by a server).

            `recruit_twice_in_a_row`: may a player recruit on two turns of theirs in
            a row? On by default (the rulebook sets no limit). Off is the opt-in limit:
            players who only trade Recruit cards never run the deck out, so a table
            that wants every game to end (a tournament of bots) may choose it.

            `dog_placement`: `window` (default) puts each Dog but the bottom one at
            a random place around its share of the pile (see `dogs`); `exact`
            at exactly its share, which anyone counting the draws can predict.

            `tied_dog`: `discard` (default, the rulebook) puts a tied Dogfight's
            Dog in the Litter Box; `set_aside` takes it out of the game.

            `final_dogfight_ends_game`: the game ends right after the final deck's
            bottom Dog has been fought over (the rulebook, the default), even if the
            draws after it brought a Dog back up from the Litter Box; off, such a Dog
            was fought over too (games created before).

            Games created before an option existed get the rule they were played by
            (`LEGACY_OPTIONS`): recruiting twice in a row allowed (as now), `exact`,
            `set_aside`, and the Dog after the final Dogfight fought over.
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        max_seats (int):
        min_seats (int):
        options_schema (KombatKittensKindInfoOptionsSchema):
        title (str):
    """

    command_schema: KombatKittensKindInfoCommandSchema
    default_options: KombatKittensOptions
    max_seats: int
    min_seats: int
    options_schema: KombatKittensKindInfoOptionsSchema
    title: str
    kind: Literal["kombat-kittens"] = "kombat-kittens"
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
        from ..models.kombat_kittens_kind_info_command_schema import KombatKittensKindInfoCommandSchema  # noqa: PLC0415
        from ..models.kombat_kittens_kind_info_options_schema import KombatKittensKindInfoOptionsSchema  # noqa: PLC0415
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415

        d = dict(src_dict)
        command_schema = KombatKittensKindInfoCommandSchema.from_dict(d.pop("command_schema"))

        default_options = KombatKittensOptions.from_dict(d.pop("default_options"))

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = KombatKittensKindInfoOptionsSchema.from_dict(d.pop("options_schema"))

        title = d.pop("title")

        kombat_kittens_kind_info = cls(
            command_schema=command_schema,
            default_options=default_options,
            kind=kind,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            title=title,
        )

        kombat_kittens_kind_info.additional_properties = d
        return kombat_kittens_kind_info

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
