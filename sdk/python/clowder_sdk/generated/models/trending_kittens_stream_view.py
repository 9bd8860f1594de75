from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trending_kittens_stream_view_status import TrendingKittensStreamViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.outcome import Outcome
    from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter
    from ..models.trending_kittens_play_card import TrendingKittensPlayCard
    from ..models.trending_kittens_turn_card import TrendingKittensTurnCard
    from ..models.trending_kittens_view import TrendingKittensView


T = TypeVar("T", bound="TrendingKittensStreamView")


@_attrs_define
class TrendingKittensStreamView:
    """
    Attributes:
        game_id (str):
        kind (Literal['trending-kittens']):  Default: 'trending-kittens'.
        legal_commands (list[TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard]):
        outcome (None | Outcome):
        pending_seats (list[int]):
        seat (int | None):
        status (TrendingKittensStreamViewStatus):
        type_ (Literal['view']):  Default: 'view'.
        version (int):
        view (None | TrendingKittensView):
        your_turn (bool):
        aborted (None | str | Unset):
        chain (ChainHead | None | Unset):
        deadline (datetime.datetime | None | Unset):
    """

    game_id: str
    legal_commands: list[TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard]
    outcome: None | Outcome
    pending_seats: list[int]
    seat: int | None
    status: TrendingKittensStreamViewStatus
    version: int
    view: None | TrendingKittensView
    your_turn: bool
    kind: Literal["trending-kittens"] = "trending-kittens"
    type_: Literal["view"] = "view"
    aborted: None | str | Unset = UNSET
    chain: ChainHead | None | Unset = UNSET
    deadline: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415
        from ..models.trending_kittens_view import TrendingKittensView  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        legal_commands = []
        for legal_commands_item_data in self.legal_commands:
            legal_commands_item: dict[str, Any]
            if isinstance(legal_commands_item_data, TrendingKittensPlaceStarter):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, TrendingKittensPlayCard):
                legal_commands_item = legal_commands_item_data.to_dict()
            else:
                legal_commands_item = legal_commands_item_data.to_dict()

            legal_commands.append(legal_commands_item)

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending_seats = self.pending_seats

        seat: int | None
        seat = self.seat

        status = self.status.value

        type_ = self.type_

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, TrendingKittensView):
            view = self.view.to_dict()
        else:
            view = self.view

        your_turn = self.your_turn

        aborted: None | str | Unset
        if isinstance(self.aborted, Unset):
            aborted = UNSET
        else:
            aborted = self.aborted

        chain: dict[str, Any] | None | Unset
        if isinstance(self.chain, Unset):
            chain = UNSET
        elif isinstance(self.chain, ChainHead):
            chain = self.chain.to_dict()
        else:
            chain = self.chain

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "legal_commands": legal_commands,
                "outcome": outcome,
                "pending_seats": pending_seats,
                "seat": seat,
                "status": status,
                "type": type_,
                "version": version,
                "view": view,
                "your_turn": your_turn,
            }
        )
        if aborted is not UNSET:
            field_dict["aborted"] = aborted
        if chain is not UNSET:
            field_dict["chain"] = chain
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415
        from ..models.trending_kittens_turn_card import TrendingKittensTurnCard  # noqa: PLC0415
        from ..models.trending_kittens_view import TrendingKittensView  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["trending-kittens"], d.pop("kind"))
        if kind != "trending-kittens":
            raise ValueError(f"kind must match const 'trending-kittens', got '{kind}'")

        legal_commands = []
        _legal_commands = d.pop("legal_commands")
        for legal_commands_item_data in _legal_commands:

            def _parse_legal_commands_item(
                data: object,
            ) -> TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trending_kittens_command_type_0 = TrendingKittensPlaceStarter.from_dict(data)

                    return componentsschemas_trending_kittens_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trending_kittens_command_type_1 = TrendingKittensPlayCard.from_dict(data)

                    return componentsschemas_trending_kittens_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trending_kittens_command_type_2 = TrendingKittensTurnCard.from_dict(data)

                return componentsschemas_trending_kittens_command_type_2

            legal_commands_item = _parse_legal_commands_item(legal_commands_item_data)

            legal_commands.append(legal_commands_item)

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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        status = TrendingKittensStreamViewStatus(d.pop("status"))

        type_ = cast(Literal["view"], d.pop("type"))
        if type_ != "view":
            raise ValueError(f"type must match const 'view', got '{type_}'")

        version = d.pop("version")

        def _parse_view(data: object) -> None | TrendingKittensView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = TrendingKittensView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrendingKittensView, data)

        view = _parse_view(d.pop("view"))

        your_turn = d.pop("your_turn")

        def _parse_aborted(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        aborted = _parse_aborted(d.pop("aborted", UNSET))

        def _parse_chain(data: object) -> ChainHead | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chain_type_0 = ChainHead.from_dict(data)

                return chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChainHead | None | Unset, data)

        chain = _parse_chain(d.pop("chain", UNSET))

        def _parse_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        trending_kittens_stream_view = cls(
            game_id=game_id,
            kind=kind,
            legal_commands=legal_commands,
            outcome=outcome,
            pending_seats=pending_seats,
            seat=seat,
            status=status,
            type_=type_,
            version=version,
            view=view,
            your_turn=your_turn,
            aborted=aborted,
            chain=chain,
            deadline=deadline,
        )

        trending_kittens_stream_view.additional_properties = d
        return trending_kittens_stream_view

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
