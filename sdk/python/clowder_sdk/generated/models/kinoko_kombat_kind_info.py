from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kinoko_kombat_kind_info_command_schema import KinokoKombatKindInfoCommandSchema
    from ..models.kinoko_kombat_kind_info_options_schema import KinokoKombatKindInfoOptionsSchema
    from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions


T = TypeVar("T", bound="KinokoKombatKindInfo")


@_attrs_define
class KinokoKombatKindInfo:
    """
    Attributes:
        command_schema (KinokoKombatKindInfoCommandSchema):
        default_options (KinokoKombatKinokoOptions): `points`: the Reference card point table (see docs/rules/kinoko-
            kombat.md).

            `two_player_pairing`: how the two rows pair up in the 2-player variant.

            `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
            two players uniformly. Games created before it get `first-of-colour-v1`,
            the deal they were dealt by.
        kind (Literal['kinoko-kombat']):  Default: 'kinoko-kombat'.
        max_seats (int):
        min_seats (int):
        options_schema (KinokoKombatKindInfoOptionsSchema):
        title (str):
    """

    command_schema: KinokoKombatKindInfoCommandSchema
    default_options: KinokoKombatKinokoOptions
    max_seats: int
    min_seats: int
    options_schema: KinokoKombatKindInfoOptionsSchema
    title: str
    kind: Literal["kinoko-kombat"] = "kinoko-kombat"
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
        from ..models.kinoko_kombat_kind_info_command_schema import KinokoKombatKindInfoCommandSchema  # noqa: PLC0415
        from ..models.kinoko_kombat_kind_info_options_schema import KinokoKombatKindInfoOptionsSchema  # noqa: PLC0415
        from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions  # noqa: PLC0415

        d = dict(src_dict)
        command_schema = KinokoKombatKindInfoCommandSchema.from_dict(d.pop("command_schema"))

        default_options = KinokoKombatKinokoOptions.from_dict(d.pop("default_options"))

        kind = cast(Literal["kinoko-kombat"], d.pop("kind"))
        if kind != "kinoko-kombat":
            raise ValueError(f"kind must match const 'kinoko-kombat', got '{kind}'")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options_schema = KinokoKombatKindInfoOptionsSchema.from_dict(d.pop("options_schema"))

        title = d.pop("title")

        kinoko_kombat_kind_info = cls(
            command_schema=command_schema,
            default_options=default_options,
            kind=kind,
            max_seats=max_seats,
            min_seats=min_seats,
            options_schema=options_schema,
            title=title,
        )

        kinoko_kombat_kind_info.additional_properties = d
        return kinoko_kombat_kind_info

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
