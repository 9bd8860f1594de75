from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind
from ..models.settings_format import SettingsFormat

if TYPE_CHECKING:
    from ..models.settings_game_options import SettingsGameOptions


T = TypeVar("T", bound="Settings")


@_attrs_define
class Settings:
    """
    Attributes:
        format_ (SettingsFormat):
        game_options (SettingsGameOptions):
        games_per_match (int):
        kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
        rounds (int | None):
        seats_per_game (int):
        seeding (str):  Default: 'registration'.
        tournament_id (str):
    """

    format_: SettingsFormat
    game_options: SettingsGameOptions
    games_per_match: int
    kind: GameKind
    rounds: int | None
    seats_per_game: int
    tournament_id: str
    seeding: str = "registration"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game_options = self.game_options.to_dict()

        games_per_match = self.games_per_match

        kind = self.kind.value

        rounds: int | None
        rounds = self.rounds

        seats_per_game = self.seats_per_game

        seeding = self.seeding

        tournament_id = self.tournament_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "game_options": game_options,
                "games_per_match": games_per_match,
                "kind": kind,
                "rounds": rounds,
                "seats_per_game": seats_per_game,
                "seeding": seeding,
                "tournament_id": tournament_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_game_options import SettingsGameOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = SettingsFormat(d.pop("format"))

        game_options = SettingsGameOptions.from_dict(d.pop("game_options"))

        games_per_match = d.pop("games_per_match")

        kind = GameKind(d.pop("kind"))

        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))

        seats_per_game = d.pop("seats_per_game")

        seeding = d.pop("seeding")

        tournament_id = d.pop("tournament_id")

        settings = cls(
            format_=format_,
            game_options=game_options,
            games_per_match=games_per_match,
            kind=kind,
            rounds=rounds,
            seats_per_game=seats_per_game,
            seeding=seeding,
            tournament_id=tournament_id,
        )

        settings.additional_properties = d
        return settings

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
