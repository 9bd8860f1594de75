from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.audit_report_outcome import AuditReportOutcome

T = TypeVar("T", bound="AuditReport")


@_attrs_define
class AuditReport:
    """
    Attributes:
        batches (int):
        checked (list[str]):
        game_id (str):
        mismatches (list[str]):
        ok (bool):
        outcome (AuditReportOutcome):  Default: AuditReportOutcome.BROKEN.
        seed (None | str):
        verified (int):
    """

    batches: int
    checked: list[str]
    game_id: str
    mismatches: list[str]
    ok: bool
    seed: None | str
    verified: int
    outcome: AuditReportOutcome = AuditReportOutcome.BROKEN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batches = self.batches

        checked = self.checked

        game_id = self.game_id

        mismatches = self.mismatches

        ok = self.ok

        outcome = self.outcome.value

        seed: None | str
        seed = self.seed

        verified = self.verified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batches": batches,
                "checked": checked,
                "game_id": game_id,
                "mismatches": mismatches,
                "ok": ok,
                "outcome": outcome,
                "seed": seed,
                "verified": verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        batches = d.pop("batches")

        checked = cast(list[str], d.pop("checked"))

        game_id = d.pop("game_id")

        mismatches = cast(list[str], d.pop("mismatches"))

        ok = d.pop("ok")

        outcome = AuditReportOutcome(d.pop("outcome"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        verified = d.pop("verified")

        audit_report = cls(
            batches=batches,
            checked=checked,
            game_id=game_id,
            mismatches=mismatches,
            ok=ok,
            outcome=outcome,
            seed=seed,
            verified=verified,
        )

        audit_report.additional_properties = d
        return audit_report

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
