from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_game_export_status import KombatKittensGameExportStatus

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.inclusion_proof import InclusionProof
    from ..models.kombat_kittens_exported_event import KombatKittensExportedEvent
    from ..models.kombat_kittens_options import KombatKittensOptions
    from ..models.public_key import PublicKey
    from ..models.receipt import Receipt


T = TypeVar("T", bound="KombatKittensGameExport")


@_attrs_define
class KombatKittensGameExport:
    """
    Attributes:
        chain (str):
        client_seeds (list[str]):
        complete (bool):
        events (list[KombatKittensExportedEvent]):
        format_ (Literal['clowder-export-v1']):  Default: 'clowder-export-v1'.
        game_id (str):
        head (ChainHead): Where a stream's chain stands: its last version and that event's hash (hex).
        keys (list[PublicKey]):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        log (InclusionProof | None):
        options (KombatKittensOptions): `nine_follows_seven`: 7 and 9 are adjacent in a straight (there is no 8).

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
        rng (str):
        seat (int | None):
        seats (int):
        seed_commitment (None | str):
        server_seed (None | str):
        signed_head (None | Receipt):
        status (KombatKittensGameExportStatus):
    """

    chain: str
    client_seeds: list[str]
    complete: bool
    events: list[KombatKittensExportedEvent]
    game_id: str
    head: ChainHead
    keys: list[PublicKey]
    log: InclusionProof | None
    options: KombatKittensOptions
    rng: str
    seat: int | None
    seats: int
    seed_commitment: None | str
    server_seed: None | str
    signed_head: None | Receipt
    status: KombatKittensGameExportStatus
    format_: Literal["clowder-export-v1"] = "clowder-export-v1"
    kind: Literal["kombat-kittens"] = "kombat-kittens"
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
        from ..models.kombat_kittens_exported_event import KombatKittensExportedEvent  # noqa: PLC0415
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415
        from ..models.public_key import PublicKey  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        client_seeds = cast(list[str], d.pop("client_seeds"))

        complete = d.pop("complete")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = KombatKittensExportedEvent.from_dict(events_item_data)

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

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

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

        options = KombatKittensOptions.from_dict(d.pop("options"))

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

        status = KombatKittensGameExportStatus(d.pop("status"))

        kombat_kittens_game_export = cls(
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

        kombat_kittens_game_export.additional_properties = d
        return kombat_kittens_game_export

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
