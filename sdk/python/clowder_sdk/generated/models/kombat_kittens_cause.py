from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kombat_kittens_cause_by_type_0 import KombatKittensCauseByType0

if TYPE_CHECKING:
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


T = TypeVar("T", bound="KombatKittensCause")


@_attrs_define
class KombatKittensCause:
    """
    Attributes:
        by (KombatKittensCauseByType0 | None):
        command (KombatKittensAcceptHelp | KombatKittensAskForHelp | KombatKittensBattle | KombatKittensCommitCard |
            KombatKittensDrawCard | KombatKittensFightAlone | KombatKittensForfeit | KombatKittensGiveToHelper |
            KombatKittensKeepTreasure | KombatKittensRecruit | KombatKittensRefuseHelp | KombatKittensTakeTreasure | None):
        decided_at (int):  Default: 0.
        player_id (None | str):
        seat (int | None):
    """

    by: KombatKittensCauseByType0 | None
    command: (
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
        | None
    )
    player_id: None | str
    seat: int | None
    decided_at: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        by: None | str
        if isinstance(self.by, KombatKittensCauseByType0):
            by = self.by.value
        else:
            by = self.by

        command: dict[str, Any] | None
        if isinstance(self.command, KombatKittensDrawCard):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensRecruit):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensBattle):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensAskForHelp):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensFightAlone):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensAcceptHelp):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensRefuseHelp):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensCommitCard):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensForfeit):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensTakeTreasure):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensGiveToHelper):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensKeepTreasure):
            command = self.command.to_dict()
        else:
            command = self.command

        decided_at = self.decided_at

        player_id: None | str
        player_id = self.player_id

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "command": command,
                "decided_at": decided_at,
                "player_id": player_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        d = dict(src_dict)

        def _parse_by(data: object) -> KombatKittensCauseByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = KombatKittensCauseByType0(data)

                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KombatKittensCauseByType0 | None, data)

        by = _parse_by(d.pop("by"))

        def _parse_command(
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
            | None
        ):
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kombat_kittens_command_type_11 = KombatKittensKeepTreasure.from_dict(data)

                return componentsschemas_kombat_kittens_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
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
                | None,
                data,
            )

        command = _parse_command(d.pop("command"))

        decided_at = d.pop("decided_at")

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kombat_kittens_cause = cls(
            by=by,
            command=command,
            decided_at=decided_at,
            player_id=player_id,
            seat=seat,
        )

        kombat_kittens_cause.additional_properties = d
        return kombat_kittens_cause

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
