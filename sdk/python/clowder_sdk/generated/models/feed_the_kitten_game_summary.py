from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_the_kitten_game_summary_status import FeedTheKittenGameSummaryStatus

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.feed_the_kitten_options import FeedTheKittenOptions
    from ..models.outcome import Outcome
    from ..models.receipt import Receipt
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="FeedTheKittenGameSummary")


@_attrs_define
class FeedTheKittenGameSummary:
    """
    Attributes:
        aborted (None | str):
        chain (ChainHead | None):
        created (None | str):
        created_at (float):
        created_by (str):
        decision_seconds (float | None):
        game_id (str):
        kind (Literal['feed-the-kitten']):  Default: 'feed-the-kitten'.
        options (FeedTheKittenOptions): `cans_to_win`: cans of food that win the game (3; 4 or 5 with 2-3 players).

            `draw_after_renewal`: see `DRAW_AFTER_RENEWAL`; games created before
            the option existed get `always` (`LEGACY_OPTIONS`).
        outcome (None | Outcome):
        pending_seats (list[int]):
        receipt (None | Receipt):
        rng (str):  Default: 'mt19937-sha256-v1'.
        seat_count (int):
        seats (list[SeatInfo]):
        seed_commitment (None | str):
        status (FeedTheKittenGameSummaryStatus):
        version (int):
    """

    aborted: None | str
    chain: ChainHead | None
    created: None | str
    created_at: float
    created_by: str
    decision_seconds: float | None
    game_id: str
    options: FeedTheKittenOptions
    outcome: None | Outcome
    pending_seats: list[int]
    receipt: None | Receipt
    seat_count: int
    seats: list[SeatInfo]
    seed_commitment: None | str
    status: FeedTheKittenGameSummaryStatus
    version: int
    kind: Literal["feed-the-kitten"] = "feed-the-kitten"
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
        from ..models.feed_the_kitten_options import FeedTheKittenOptions  # noqa: PLC0415
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

        kind = cast(Literal["feed-the-kitten"], d.pop("kind"))
        if kind != "feed-the-kitten":
            raise ValueError(f"kind must match const 'feed-the-kitten', got '{kind}'")

        options = FeedTheKittenOptions.from_dict(d.pop("options"))

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

        status = FeedTheKittenGameSummaryStatus(d.pop("status"))

        version = d.pop("version")

        feed_the_kitten_game_summary = cls(
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

        feed_the_kitten_game_summary.additional_properties = d
        return feed_the_kitten_game_summary

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
