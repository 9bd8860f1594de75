from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TokenInfo")


@_attrs_define
class TokenInfo:
    """
    Attributes:
        created_at (datetime.datetime):
        expires_at (datetime.datetime | None):
        name (str):
        parent_token_id (None | str):
        player_id (str):
        revoked_at (datetime.datetime | None):
        scopes (list[str]):
        token_id (str):
    """

    created_at: datetime.datetime
    expires_at: datetime.datetime | None
    name: str
    parent_token_id: None | str
    player_id: str
    revoked_at: datetime.datetime | None
    scopes: list[str]
    token_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        name = self.name

        parent_token_id: None | str
        parent_token_id = self.parent_token_id

        player_id = self.player_id

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        scopes = self.scopes

        token_id = self.token_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "expires_at": expires_at,
                "name": name,
                "parent_token_id": parent_token_id,
                "player_id": player_id,
                "revoked_at": revoked_at,
                "scopes": scopes,
                "token_id": token_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        name = d.pop("name")

        def _parse_parent_token_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_token_id = _parse_parent_token_id(d.pop("parent_token_id"))

        player_id = d.pop("player_id")

        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        scopes = cast(list[str], d.pop("scopes"))

        token_id = d.pop("token_id")

        token_info = cls(
            created_at=created_at,
            expires_at=expires_at,
            name=name,
            parent_token_id=parent_token_id,
            player_id=player_id,
            revoked_at=revoked_at,
            scopes=scopes,
            token_id=token_id,
        )

        token_info.additional_properties = d
        return token_info

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
