from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_the_kitten_draw_card import FeedTheKittenDrawCard
    from ..models.feed_the_kitten_pass import FeedTheKittenPass
    from ..models.feed_the_kitten_play_card import FeedTheKittenPlayCard
    from ..models.feed_the_kitten_renew_hand import FeedTheKittenRenewHand
    from ..models.kinoko_kombat_arrange_row import KinokoKombatArrangeRow
    from ..models.kinoko_kombat_choose_center import KinokoKombatChooseCenter
    from ..models.kinoko_kombat_choose_leader import KinokoKombatChooseLeader
    from ..models.kinoko_kombat_claim_center import KinokoKombatClaimCenter
    from ..models.kinoko_kombat_claim_recruit import KinokoKombatClaimRecruit
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
    from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter
    from ..models.trending_kittens_play_card import TrendingKittensPlayCard
    from ..models.trending_kittens_turn_card import TrendingKittensTurnCard


T = TypeVar("T", bound="SubmitCommand")


@_attrs_define
class SubmitCommand:
    """One of your seat's legal commands (the view lists them), and the version you decided on.

    Attributes:
        command (FeedTheKittenDrawCard | FeedTheKittenPass | FeedTheKittenPlayCard | FeedTheKittenRenewHand |
            KinokoKombatArrangeRow | KinokoKombatChooseCenter | KinokoKombatChooseLeader | KinokoKombatClaimCenter |
            KinokoKombatClaimRecruit | KombatKittensAcceptHelp | KombatKittensAskForHelp | KombatKittensBattle |
            KombatKittensCommitCard | KombatKittensDrawCard | KombatKittensFightAlone | KombatKittensForfeit |
            KombatKittensGiveToHelper | KombatKittensKeepTreasure | KombatKittensRecruit | KombatKittensRefuseHelp |
            KombatKittensTakeTreasure | TrendingKittensPlaceStarter | TrendingKittensPlayCard | TrendingKittensTurnCard): A
            command of the game's kind (its `type` tag is unique within the kind, not across kinds).
        expected_version (int | None | Unset):
    """

    command: (
        FeedTheKittenDrawCard
        | FeedTheKittenPass
        | FeedTheKittenPlayCard
        | FeedTheKittenRenewHand
        | KinokoKombatArrangeRow
        | KinokoKombatChooseCenter
        | KinokoKombatChooseLeader
        | KinokoKombatClaimCenter
        | KinokoKombatClaimRecruit
        | KombatKittensAcceptHelp
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
        | TrendingKittensPlaceStarter
        | TrendingKittensPlayCard
        | TrendingKittensTurnCard
    )
    expected_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_the_kitten_draw_card import FeedTheKittenDrawCard  # noqa: PLC0415
        from ..models.feed_the_kitten_pass import FeedTheKittenPass  # noqa: PLC0415
        from ..models.feed_the_kitten_play_card import FeedTheKittenPlayCard  # noqa: PLC0415
        from ..models.feed_the_kitten_renew_hand import FeedTheKittenRenewHand  # noqa: PLC0415
        from ..models.kinoko_kombat_arrange_row import KinokoKombatArrangeRow  # noqa: PLC0415
        from ..models.kinoko_kombat_choose_center import KinokoKombatChooseCenter  # noqa: PLC0415
        from ..models.kinoko_kombat_choose_leader import KinokoKombatChooseLeader  # noqa: PLC0415
        from ..models.kinoko_kombat_claim_center import KinokoKombatClaimCenter  # noqa: PLC0415
        from ..models.kinoko_kombat_claim_recruit import KinokoKombatClaimRecruit  # noqa: PLC0415
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
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415

        command: dict[str, Any]
        if isinstance(self.command, FeedTheKittenPlayCard):
            command = self.command.to_dict()
        elif isinstance(self.command, FeedTheKittenDrawCard):
            command = self.command.to_dict()
        elif isinstance(self.command, FeedTheKittenRenewHand):
            command = self.command.to_dict()
        elif isinstance(self.command, FeedTheKittenPass):
            command = self.command.to_dict()
        elif isinstance(self.command, KinokoKombatChooseCenter):
            command = self.command.to_dict()
        elif isinstance(self.command, KinokoKombatChooseLeader):
            command = self.command.to_dict()
        elif isinstance(self.command, KinokoKombatArrangeRow):
            command = self.command.to_dict()
        elif isinstance(self.command, KinokoKombatClaimRecruit):
            command = self.command.to_dict()
        elif isinstance(self.command, KinokoKombatClaimCenter):
            command = self.command.to_dict()
        elif isinstance(self.command, KombatKittensDrawCard):
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
        elif isinstance(self.command, TrendingKittensPlaceStarter):
            command = self.command.to_dict()
        elif isinstance(self.command, TrendingKittensPlayCard):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_the_kitten_draw_card import FeedTheKittenDrawCard  # noqa: PLC0415
        from ..models.feed_the_kitten_pass import FeedTheKittenPass  # noqa: PLC0415
        from ..models.feed_the_kitten_play_card import FeedTheKittenPlayCard  # noqa: PLC0415
        from ..models.feed_the_kitten_renew_hand import FeedTheKittenRenewHand  # noqa: PLC0415
        from ..models.kinoko_kombat_arrange_row import KinokoKombatArrangeRow  # noqa: PLC0415
        from ..models.kinoko_kombat_choose_center import KinokoKombatChooseCenter  # noqa: PLC0415
        from ..models.kinoko_kombat_choose_leader import KinokoKombatChooseLeader  # noqa: PLC0415
        from ..models.kinoko_kombat_claim_center import KinokoKombatClaimCenter  # noqa: PLC0415
        from ..models.kinoko_kombat_claim_recruit import KinokoKombatClaimRecruit  # noqa: PLC0415
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
        from ..models.trending_kittens_place_starter import TrendingKittensPlaceStarter  # noqa: PLC0415
        from ..models.trending_kittens_play_card import TrendingKittensPlayCard  # noqa: PLC0415
        from ..models.trending_kittens_turn_card import TrendingKittensTurnCard  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            FeedTheKittenDrawCard
            | FeedTheKittenPass
            | FeedTheKittenPlayCard
            | FeedTheKittenRenewHand
            | KinokoKombatArrangeRow
            | KinokoKombatChooseCenter
            | KinokoKombatChooseLeader
            | KinokoKombatClaimCenter
            | KinokoKombatClaimRecruit
            | KombatKittensAcceptHelp
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
            | TrendingKittensPlaceStarter
            | TrendingKittensPlayCard
            | TrendingKittensTurnCard
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_command_type_0 = FeedTheKittenPlayCard.from_dict(data)

                return componentsschemas_feed_the_kitten_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_command_type_1 = FeedTheKittenDrawCard.from_dict(data)

                return componentsschemas_feed_the_kitten_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_command_type_2 = FeedTheKittenRenewHand.from_dict(data)

                return componentsschemas_feed_the_kitten_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_the_kitten_command_type_3 = FeedTheKittenPass.from_dict(data)

                return componentsschemas_feed_the_kitten_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_command_type_0 = KinokoKombatChooseCenter.from_dict(data)

                return componentsschemas_kinoko_kombat_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_command_type_1 = KinokoKombatChooseLeader.from_dict(data)

                return componentsschemas_kinoko_kombat_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_command_type_2 = KinokoKombatArrangeRow.from_dict(data)

                return componentsschemas_kinoko_kombat_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_command_type_3 = KinokoKombatClaimRecruit.from_dict(data)

                return componentsschemas_kinoko_kombat_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kinoko_kombat_command_type_4 = KinokoKombatClaimCenter.from_dict(data)

                return componentsschemas_kinoko_kombat_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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

        command = _parse_command(d.pop("command"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        submit_command = cls(
            command=command,
            expected_version=expected_version,
        )

        submit_command.additional_properties = d
        return submit_command

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
