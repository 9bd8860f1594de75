from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kinoko_kombat_game_export_status import KinokoKombatGameExportStatus

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.inclusion_proof import InclusionProof
    from ..models.kinoko_kombat_exported_event import KinokoKombatExportedEvent
    from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions
    from ..models.public_key import PublicKey
    from ..models.receipt import Receipt


T = TypeVar("T", bound="KinokoKombatGameExport")


@_attrs_define
class KinokoKombatGameExport:
    """
    Attributes:
        chain (str):
        client_seeds (list[str]):
        complete (bool):
        events (list[KinokoKombatExportedEvent]):
        format_ (Literal['clowder-export-v1']):  Default: 'clowder-export-v1'.
        game_id (str):
        head (ChainHead): Where a stream's chain stands: its last version and that event's hash (hex).
        keys (list[PublicKey]):
        kind (Literal['kinoko-kombat']):  Default: 'kinoko-kombat'.
        log (InclusionProof | None):
        options (KinokoKombatKinokoOptions): `points`: the Reference card point table (see docs/rules/kinoko-kombat.md).

            `two_player_pairing`: how the two rows pair up in the 2-player variant.

            `deal`: the deal algorithm (`deal`); `neutrals-apart-v2` deals
            two players uniformly. Games created before it get `first-of-colour-v1`,
            the deal they were dealt by.
        rng (str):
        seat (int | None):
        seats (int):
        seed_commitment (None | str):
        server_seed (None | str):
        signed_head (None | Receipt):
        status (KinokoKombatGameExportStatus):
    """

    chain: str
    client_seeds: list[str]
    complete: bool
    events: list[KinokoKombatExportedEvent]
    game_id: str
    head: ChainHead
    keys: list[PublicKey]
    log: InclusionProof | None
    options: KinokoKombatKinokoOptions
    rng: str
    seat: int | None
    seats: int
    seed_commitment: None | str
    server_seed: None | str
    signed_head: None | Receipt
    status: KinokoKombatGameExportStatus
    format_: Literal["clowder-export-v1"] = "clowder-export-v1"
    kind: Literal["kinoko-kombat"] = "kinoko-kombat"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.inclusion_proof import InclusionProof  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        chain = self.chain

        client_seeds = self.client_seeds

        complete = self.complete

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        format_ = self.format_

        game_id = self.game_id

        head = self.head.to_dict()

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        kind = self.kind

        log: dict[str, Any] | None
        if isinstance(self.log, InclusionProof):
            log = self.log.to_dict()
        else:
            log = self.log

        options = self.options.to_dict()

        rng = self.rng

        seat: int | None
        seat = self.seat

        seats = self.seats

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        server_seed: None | str
        server_seed = self.server_seed

        signed_head: dict[str, Any] | None
        if isinstance(self.signed_head, Receipt):
            signed_head = self.signed_head.to_dict()
        else:
            signed_head = self.signed_head

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "client_seeds": client_seeds,
                "complete": complete,
                "events": events,
                "format": format_,
                "game_id": game_id,
                "head": head,
                "keys": keys,
                "kind": kind,
                "log": log,
                "options": options,
                "rng": rng,
                "seat": seat,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "server_seed": server_seed,
                "signed_head": signed_head,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.inclusion_proof import InclusionProof  # noqa: PLC0415
        from ..models.kinoko_kombat_exported_event import KinokoKombatExportedEvent  # noqa: PLC0415
        from ..models.kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions  # noqa: PLC0415
        from ..models.public_key import PublicKey  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        client_seeds = cast(list[str], d.pop("client_seeds"))

        complete = d.pop("complete")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = KinokoKombatExportedEvent.from_dict(events_item_data)

            events.append(events_item)

        format_ = cast(Literal["clowder-export-v1"], d.pop("format"))
        if format_ != "clowder-export-v1":
            raise ValueError(f"format must match const 'clowder-export-v1', got '{format_}'")

        game_id = d.pop("game_id")

        head = ChainHead.from_dict(d.pop("head"))

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = PublicKey.from_dict(keys_item_data)

            keys.append(keys_item)

        kind = cast(Literal["kinoko-kombat"], d.pop("kind"))
        if kind != "kinoko-kombat":
            raise ValueError(f"kind must match const 'kinoko-kombat', got '{kind}'")

        def _parse_log(data: object) -> InclusionProof | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                log_type_0 = InclusionProof.from_dict(data)

                return log_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InclusionProof | None, data)

        log = _parse_log(d.pop("log"))

        options = KinokoKombatKinokoOptions.from_dict(d.pop("options"))

        rng = d.pop("rng")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seats = d.pop("seats")

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        def _parse_server_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_seed = _parse_server_seed(d.pop("server_seed"))

        def _parse_signed_head(data: object) -> None | Receipt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signed_head_type_0 = Receipt.from_dict(data)

                return signed_head_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Receipt, data)

        signed_head = _parse_signed_head(d.pop("signed_head"))

        status = KinokoKombatGameExportStatus(d.pop("status"))

        kinoko_kombat_game_export = cls(
            chain=chain,
            client_seeds=client_seeds,
            complete=complete,
            events=events,
            format_=format_,
            game_id=game_id,
            head=head,
            keys=keys,
            kind=kind,
            log=log,
            options=options,
            rng=rng,
            seat=seat,
            seats=seats,
            seed_commitment=seed_commitment,
            server_seed=server_seed,
            signed_head=signed_head,
            status=status,
        )

        kinoko_kombat_game_export.additional_properties = d
        return kinoko_kombat_game_export

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
