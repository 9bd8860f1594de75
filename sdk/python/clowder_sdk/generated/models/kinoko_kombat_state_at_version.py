from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kinoko_kombat_game_view import KinokoKombatGameView
    from ..models.kinoko_kombat_kinoko_state import KinokoKombatKinokoState


T = TypeVar("T", bound="KinokoKombatStateAtVersion")


@_attrs_define
class KinokoKombatStateAtVersion:
    """
    Attributes:
        game_id (str):
        kind (Literal['kinoko-kombat']):  Default: 'kinoko-kombat'.
        state (KinokoKombatKinokoState | None):
        version (int):
        view (KinokoKombatGameView):
    """

    game_id: str
    state: KinokoKombatKinokoState | None
    version: int
    view: KinokoKombatGameView
    kind: Literal["kinoko-kombat"] = "kinoko-kombat"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.kinoko_kombat_kinoko_state import KinokoKombatKinokoState  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        state: dict[str, Any] | None
        if isinstance(self.state, KinokoKombatKinokoState):
            state = self.state.to_dict()
        else:
            state = self.state

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "state": state,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kinoko_kombat_game_view import KinokoKombatGameView  # noqa: PLC0415
        from ..models.kinoko_kombat_kinoko_state import KinokoKombatKinokoState  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["kinoko-kombat"], d.pop("kind"))
        if kind != "kinoko-kombat":
            raise ValueError(f"kind must match const 'kinoko-kombat', got '{kind}'")

        def _parse_state(data: object) -> KinokoKombatKinokoState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = KinokoKombatKinokoState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KinokoKombatKinokoState | None, data)

        state = _parse_state(d.pop("state"))

        version = d.pop("version")

        view = KinokoKombatGameView.from_dict(d.pop("view"))

        kinoko_kombat_state_at_version = cls(
            game_id=game_id,
            kind=kind,
            state=state,
            version=version,
            view=view,
        )

        kinoko_kombat_state_at_version.additional_properties = d
        return kinoko_kombat_state_at_version

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
