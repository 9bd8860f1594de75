from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """
    Attributes:
        max_lag_seconds (float):
        postgres (str):
        projection_lag_seconds (float | None):
        reasons (list[str]):
        redis (str):
        status (str):
    """

    max_lag_seconds: float
    postgres: str
    projection_lag_seconds: float | None
    reasons: list[str]
    redis: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_lag_seconds = self.max_lag_seconds

        postgres = self.postgres

        projection_lag_seconds: float | None
        projection_lag_seconds = self.projection_lag_seconds

        reasons = self.reasons

        redis = self.redis

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_lag_seconds": max_lag_seconds,
                "postgres": postgres,
                "projection_lag_seconds": projection_lag_seconds,
                "reasons": reasons,
                "redis": redis,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_lag_seconds = d.pop("max_lag_seconds")

        postgres = d.pop("postgres")

        def _parse_projection_lag_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        projection_lag_seconds = _parse_projection_lag_seconds(d.pop("projection_lag_seconds"))

        reasons = cast(list[str], d.pop("reasons"))

        redis = d.pop("redis")

        status = d.pop("status")

        readiness = cls(
            max_lag_seconds=max_lag_seconds,
            postgres=postgres,
            projection_lag_seconds=projection_lag_seconds,
            reasons=reasons,
            redis=redis,
            status=status,
        )

        readiness.additional_properties = d
        return readiness

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
