from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind

if TYPE_CHECKING:
    from ..models.game_created_options import GameCreatedOptions


T = TypeVar("T", bound="GameCreated")


@_attrs_define
class GameCreated:
    """
    Attributes:
        chain (str):  Default: 'none'.
        created_at (float):  Default: 0.0.
        created_by (str):
        decision_seconds (float | None):
        game_id (str):
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        match_id (None | str):
        options (GameCreatedOptions):
        rng (str):  Default: 'mt19937-sha256-v1'.
        seats (int):
        seed_commitment (None | str):
        tournament_id (None | str):
        type_ (Literal['lobby.game_created']):  Default: 'lobby.game_created'.
    """

    created_by: str
    decision_seconds: float | None
    game_id: str
    kind: GameKind
    match_id: None | str
    options: GameCreatedOptions
    seats: int
    seed_commitment: None | str
    tournament_id: None | str
    chain: str = "none"
    created_at: float = 0.0
    rng: str = "mt19937-sha256-v1"
    type_: Literal["lobby.game_created"] = "lobby.game_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        created_at = self.created_at

        created_by = self.created_by

        decision_seconds: float | None
        decision_seconds = self.decision_seconds

        game_id = self.game_id

        kind = self.kind.value

        match_id: None | str
        match_id = self.match_id

        options = self.options.to_dict()

        rng = self.rng

        seats = self.seats

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        tournament_id: None | str
        tournament_id = self.tournament_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "created_at": created_at,
                "created_by": created_by,
                "decision_seconds": decision_seconds,
                "game_id": game_id,
                "kind": kind,
                "match_id": match_id,
                "options": options,
                "rng": rng,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "tournament_id": tournament_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_created_options import GameCreatedOptions  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        def _parse_decision_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))

        game_id = d.pop("game_id")

        kind = GameKind(d.pop("kind"))

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))

        options = GameCreatedOptions.from_dict(d.pop("options"))

        rng = d.pop("rng")

        seats = d.pop("seats")

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        def _parse_tournament_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id"))

        type_ = cast(Literal["lobby.game_created"], d.pop("type"))
        if type_ != "lobby.game_created":
            raise ValueError(f"type must match const 'lobby.game_created', got '{type_}'")

        game_created = cls(
            chain=chain,
            created_at=created_at,
            created_by=created_by,
            decision_seconds=decision_seconds,
            game_id=game_id,
            kind=kind,
            match_id=match_id,
            options=options,
            rng=rng,
            seats=seats,
            seed_commitment=seed_commitment,
            tournament_id=tournament_id,
            type_=type_,
        )

        game_created.additional_properties = d
        return game_created

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
