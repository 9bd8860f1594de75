from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions


T = TypeVar("T", bound="KinokoKombatCreateGame")


@_attrs_define
class KinokoKombatCreateGame:
    """
    Attributes:
        kind (Literal['kinoko-kombat']):  Default: 'kinoko-kombat'.
        seats (int):
        client_seed (None | str | Unset):
        decision_seconds (float | None | Unset):
        join (bool | Unset):  Default: False.
        options (KinokoKombatKinokoOptions | Unset): `points`: the Reference card point table (see docs/rules/kinoko-
            kombat.md).

            `two_player_pairing`: how the two rows pair up in the 2-player variant.

            `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
            two players uniformly. Games created before it get `first-of-colour-v1`,
            the deal they were dealt by.
    """

    seats: int
    kind: Literal["kinoko-kombat"] = "kinoko-kombat"
    client_seed: None | str | Unset = UNSET
    decision_seconds: float | None | Unset = UNSET
    join: bool | Unset = False
    options: KinokoKombatKinokoOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seats = self.seats

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        decision_seconds: float | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        join = self.join

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seats": seats,
            }
        )
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if join is not UNSET:
            field_dict["join"] = join
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["kinoko-kombat"], d.pop("kind"))
        if kind != "kinoko-kombat":
            raise ValueError(f"kind must match const 'kinoko-kombat', got '{kind}'")

        seats = d.pop("seats")

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))

        def _parse_decision_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        join = d.pop("join", UNSET)

        _options = d.pop("options", UNSET)
        options: KinokoKombatKinokoOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = KinokoKombatKinokoOptions.from_dict(_options)

        kinoko_kombat_create_game = cls(
            kind=kind,
            seats=seats,
            client_seed=client_seed,
            decision_seconds=decision_seconds,
            join=join,
            options=options,
        )

        return kinoko_kombat_create_game
