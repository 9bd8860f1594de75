from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_game_view_status import KombatKittensGameViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.kombat_kittens_accept_help import KombatKittensAcceptHelp
    from ..models.kombat_kittens_ask_for_help import KombatKittensAskForHelp
    from ..models.kombat_kittens_battle import KombatKittensBattle
    from ..models.kombat_kittens_commit_card import KombatKittensCommitCard
    from ..models.kombat_kittens_draw_card import KombatKittensDrawCard
    from ..models.kombat_kittens_fight_alone import KombatKittensFightAlone
    from ..models.kombat_kittens_forfeit import KombatKittensForfeit
    from ..models.kombat_kittens_give_to_helper import KombatKittensGiveToHelper
    from ..models.kombat_kittens_keep_treasure import KombatKittensKeepTreasure
    from ..models.kombat_kittens_recruit import KombatKittensRecruit
    from ..models.kombat_kittens_refuse_help import KombatKittensRefuseHelp
    from ..models.kombat_kittens_take_treasure import KombatKittensTakeTreasure
    from ..models.kombat_kittens_view import KombatKittensView
    from ..models.outcome import Outcome


T = TypeVar("T", bound="KombatKittensGameView")


@_attrs_define
class KombatKittensGameView:
    """
    Attributes:
        game_id (str):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        legal_commands (list[KombatKittensAcceptHelp | KombatKittensAskForHelp | KombatKittensBattle |
            KombatKittensCommitCard | KombatKittensDrawCard | KombatKittensFightAlone | KombatKittensForfeit |
            KombatKittensGiveToHelper | KombatKittensKeepTreasure | KombatKittensRecruit | KombatKittensRefuseHelp |
            KombatKittensTakeTreasure]):
        outcome (None | Outcome):
        pending_seats (list[int]):
        seat (int | None):
        status (KombatKittensGameViewStatus):
        version (int):
        view (KombatKittensView | None):
        your_turn (bool):
        aborted (None | str | Unset):
        chain (ChainHead | None | Unset):
        deadline (datetime.datetime | None | Unset):
    """

    game_id: str
    legal_commands: list[
        KombatKittensAcceptHelp
        | KombatKittensAskForHelp
        | KombatKittensBattle
        | KombatKittensCommitCard
        | KombatKittensDrawCard
        | KombatKittensFightAlone
        | KombatKittensForfeit
        | KombatKittensGiveToHelper
        | KombatKittensKeepTreasure
        | KombatKittensRecruit
        | KombatKittensRefuseHelp
        | KombatKittensTakeTreasure
    ]
    outcome: None | Outcome
    pending_seats: list[int]
    seat: int | None
    status: KombatKittensGameViewStatus
    version: int
    view: KombatKittensView | None
    your_turn: bool
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    aborted: None | str | Unset = UNSET
    chain: ChainHead | None | Unset = UNSET
    deadline: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.kombat_kittens_accept_help import KombatKittensAcceptHelp  # noqa: PLC0415
        from ..models.kombat_kittens_ask_for_help import KombatKittensAskForHelp  # noqa: PLC0415
        from ..models.kombat_kittens_battle import KombatKittensBattle  # noqa: PLC0415
        from ..models.kombat_kittens_commit_card import KombatKittensCommitCard  # noqa: PLC0415
        from ..models.kombat_kittens_draw_card import KombatKittensDrawCard  # noqa: PLC0415
        from ..models.kombat_kittens_fight_alone import KombatKittensFightAlone  # noqa: PLC0415
        from ..models.kombat_kittens_forfeit import KombatKittensForfeit  # noqa: PLC0415
        from ..models.kombat_kittens_give_to_helper import KombatKittensGiveToHelper  # noqa: PLC0415
        from ..models.kombat_kittens_recruit import KombatKittensRecruit  # noqa: PLC0415
        from ..models.kombat_kittens_refuse_help import KombatKittensRefuseHelp  # noqa: PLC0415
        from ..models.kombat_kittens_take_treasure import KombatKittensTakeTreasure  # noqa: PLC0415
        from ..models.kombat_kittens_view import KombatKittensView  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        legal_commands = []
        for legal_commands_item_data in self.legal_commands:
            legal_commands_item: dict[str, Any]
            if isinstance(legal_commands_item_data, KombatKittensDrawCard):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensRecruit):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensBattle):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensAskForHelp):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensFightAlone):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensAcceptHelp):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensRefuseHelp):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensCommitCard):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensForfeit):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensTakeTreasure):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, KombatKittensGiveToHelper):
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

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, KombatKittensView):
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
        from ..models.kombat_kittens_accept_help import KombatKittensAcceptHelp  # noqa: PLC0415
        from ..models.kombat_kittens_ask_for_help import KombatKittensAskForHelp  # noqa: PLC0415
        from ..models.kombat_kittens_battle import KombatKittensBattle  # noqa: PLC0415
        from ..models.kombat_kittens_commit_card import KombatKittensCommitCard  # noqa: PLC0415
        from ..models.kombat_kittens_draw_card import KombatKittensDrawCard  # noqa: PLC0415
        from ..models.kombat_kittens_fight_alone import KombatKittensFightAlone  # noqa: PLC0415
        from ..models.kombat_kittens_forfeit import KombatKittensForfeit  # noqa: PLC0415
        from ..models.kombat_kittens_give_to_helper import KombatKittensGiveToHelper  # noqa: PLC0415
        from ..models.kombat_kittens_keep_treasure import KombatKittensKeepTreasure  # noqa: PLC0415
        from ..models.kombat_kittens_recruit import KombatKittensRecruit  # noqa: PLC0415
        from ..models.kombat_kittens_refuse_help import KombatKittensRefuseHelp  # noqa: PLC0415
        from ..models.kombat_kittens_take_treasure import KombatKittensTakeTreasure  # noqa: PLC0415
        from ..models.kombat_kittens_view import KombatKittensView  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        legal_commands = []
        _legal_commands = d.pop("legal_commands")
        for legal_commands_item_data in _legal_commands:

            def _parse_legal_commands_item(
                data: object,
            ) -> (
                KombatKittensAcceptHelp
                | KombatKittensAskForHelp
                | KombatKittensBattle
                | KombatKittensCommitCard
                | KombatKittensDrawCard
                | KombatKittensFightAlone
                | KombatKittensForfeit
                | KombatKittensGiveToHelper
                | KombatKittensKeepTreasure
                | KombatKittensRecruit
                | KombatKittensRefuseHelp
                | KombatKittensTakeTreasure
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_0 = KombatKittensDrawCard.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_1 = KombatKittensRecruit.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_2 = KombatKittensBattle.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_3 = KombatKittensAskForHelp.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_4 = KombatKittensFightAlone.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_5 = KombatKittensAcceptHelp.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_6 = KombatKittensRefuseHelp.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_7 = KombatKittensCommitCard.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_8 = KombatKittensForfeit.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_9 = KombatKittensTakeTreasure.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kombat_kittens_command_type_10 = KombatKittensGiveToHelper.from_dict(data)

                    return componentsschemas_kombat_kittens_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_command_type_11 = KombatKittensKeepTreasure.from_dict(data)

                return componentsschemas_kombat_kittens_command_type_11

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

        status = KombatKittensGameViewStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_view(data: object) -> KombatKittensView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = KombatKittensView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensView | None, data)

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

        kombat_kittens_game_view = cls(
            game_id=game_id,
            kind=kind,
            legal_commands=legal_commands,
            outcome=outcome,
            pending_seats=pending_seats,
            seat=seat,
            status=status,
            version=version,
            view=view,
            your_turn=your_turn,
            aborted=aborted,
            chain=chain,
            deadline=deadline,
        )

        kombat_kittens_game_view.additional_properties = d
        return kombat_kittens_game_view

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
