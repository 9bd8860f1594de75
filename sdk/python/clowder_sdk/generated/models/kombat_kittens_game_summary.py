from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_game_summary_status import KombatKittensGameSummaryStatus

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.kombat_kittens_options import KombatKittensOptions
    from ..models.outcome import Outcome
    from ..models.receipt import Receipt
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="KombatKittensGameSummary")


@_attrs_define
class KombatKittensGameSummary:
    """
    Attributes:
        aborted (None | str):
        chain (ChainHead | None):
        created (None | str):
        created_at (float):
        created_by (str):
        decision_seconds (float | None):
        game_id (str):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
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
        outcome (None | Outcome):
        pending_seats (list[int]):
        receipt (None | Receipt):
        rng (str):  Default: 'mt19937-sha256-v1'.
        seat_count (int):
        seats (list[SeatInfo]):
        seed_commitment (None | str):
        status (KombatKittensGameSummaryStatus):
        version (int):
    """

    aborted: None | str
    chain: ChainHead | None
    created: None | str
    created_at: float
    created_by: str
    decision_seconds: float | None
    game_id: str
    options: KombatKittensOptions
    outcome: None | Outcome
    pending_seats: list[int]
    receipt: None | Receipt
    seat_count: int
    seats: list[SeatInfo]
    seed_commitment: None | str
    status: KombatKittensGameSummaryStatus
    version: int
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    rng: str = "mt19937-sha256-v1"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        aborted: None | str
        aborted = self.aborted

        chain: dict[str, Any] | None
        if isinstance(self.chain, ChainHead):
            chain = self.chain.to_dict()
        else:
            chain = self.chain

        created: None | str
        created = self.created

        created_at = self.created_at

        created_by = self.created_by

        decision_seconds: float | None
        decision_seconds = self.decision_seconds

        game_id = self.game_id

        kind = self.kind

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending_seats = self.pending_seats

        receipt: dict[str, Any] | None
        if isinstance(self.receipt, Receipt):
            receipt = self.receipt.to_dict()
        else:
            receipt = self.receipt

        rng = self.rng

        seat_count = self.seat_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aborted": aborted,
                "chain": chain,
                "created": created,
                "created_at": created_at,
                "created_by": created_by,
                "decision_seconds": decision_seconds,
                "game_id": game_id,
                "kind": kind,
                "options": options,
                "outcome": outcome,
                "pending_seats": pending_seats,
                "receipt": receipt,
                "rng": rng,
                "seat_count": seat_count,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.kombat_kittens_options import KombatKittensOptions  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415
        from ..models.seat_info import SeatInfo  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_aborted(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        aborted = _parse_aborted(d.pop("aborted"))

        def _parse_chain(data: object) -> ChainHead | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chain_type_0 = ChainHead.from_dict(data)

                return chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChainHead | None, data)

        chain = _parse_chain(d.pop("chain"))

        def _parse_created(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created = _parse_created(d.pop("created"))

        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        def _parse_decision_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        game_id = d.pop("game_id")

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        options = KombatKittensOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        pending_seats = cast(list[int], d.pop("pending_seats"))

        def _parse_receipt(data: object) -> None | Receipt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                receipt_type_0 = Receipt.from_dict(data)

                return receipt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Receipt, data)

        receipt = _parse_receipt(d.pop("receipt"))

        rng = d.pop("rng")

        seat_count = d.pop("seat_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        status = KombatKittensGameSummaryStatus(d.pop("status"))

        version = d.pop("version")

        kombat_kittens_game_summary = cls(
            aborted=aborted,
            chain=chain,
            created=created,
            created_at=created_at,
            created_by=created_by,
            decision_seconds=decision_seconds,
            game_id=game_id,
            kind=kind,
            options=options,
            outcome=outcome,
            pending_seats=pending_seats,
            receipt=receipt,
            rng=rng,
            seat_count=seat_count,
            seats=seats,
            seed_commitment=seed_commitment,
            status=status,
            version=version,
        )

        kombat_kittens_game_summary.additional_properties = d
        return kombat_kittens_game_summary

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
