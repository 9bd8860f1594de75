from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_kind import GameKind

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="GameEnded")


@_attrs_define
class GameEnded:
    """A `game_ended` message of `GET /players/me/decisions`: a game you sit in has ended.

    It comes once per game and connection, after the game's last decision; stop
    waiting on that game. `outcome` is None for an aborted game (`aborted` says why).

        Attributes:
            aborted (None | str):
            game_id (str):
            kind (GameKind): A game kind Clowder hosts (`GET /kinds`).
            outcome (None | Outcome):
            seat (int | None):
            type_ (Literal['game_ended']):  Default: 'game_ended'.
            version (int):
    """

    aborted: None | str
    game_id: str
    kind: GameKind
    outcome: None | Outcome
    seat: int | None
    version: int
    type_: Literal["game_ended"] = "game_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome  # noqa: PLC0415

        aborted: None | str
        aborted = self.aborted

        game_id = self.game_id

        kind = self.kind.value

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        seat: int | None
        seat = self.seat

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aborted": aborted,
                "game_id": game_id,
                "kind": kind,
                "outcome": outcome,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_aborted(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        aborted = _parse_aborted(d.pop("aborted"))

        game_id = d.pop("game_id")

        kind = GameKind(d.pop("kind"))

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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        type_ = cast(Literal["game_ended"], d.pop("type"))
        if type_ != "game_ended":
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        version = d.pop("version")

        game_ended = cls(
            aborted=aborted,
            game_id=game_id,
            kind=kind,
            outcome=outcome,
            seat=seat,
            type_=type_,
            version=version,
        )

        game_ended.additional_properties = d
        return game_ended

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
