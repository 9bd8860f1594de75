from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chain_head import ChainHead
    from ..models.kombat_kittens_game_view import KombatKittensGameView
    from ..models.kombat_kittens_history_entry import KombatKittensHistoryEntry
    from ..models.log_locator import LogLocator
    from ..models.receipt import Receipt


T = TypeVar("T", bound="KombatKittensCommandResult")


@_attrs_define
class KombatKittensCommandResult:
    """
    Attributes:
        chain (ChainHead | None):
        events (list[KombatKittensHistoryEntry]):
        game_id (str):
        kind (Literal['kombat-kittens']):  Default: 'kombat-kittens'.
        log (LogLocator | None):
        receipt (None | Receipt):
        replayed (bool):
        version (int):
        view (KombatKittensGameView):
    """

    chain: ChainHead | None
    events: list[KombatKittensHistoryEntry]
    game_id: str
    log: LogLocator | None
    receipt: None | Receipt
    replayed: bool
    version: int
    view: KombatKittensGameView
    kind: Literal["kombat-kittens"] = "kombat-kittens"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.log_locator import LogLocator  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        chain: dict[str, Any] | None
        if isinstance(self.chain, ChainHead):
            chain = self.chain.to_dict()
        else:
            chain = self.chain

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game_id = self.game_id

        kind = self.kind

        log: dict[str, Any] | None
        if isinstance(self.log, LogLocator):
            log = self.log.to_dict()
        else:
            log = self.log

        receipt: dict[str, Any] | None
        if isinstance(self.receipt, Receipt):
            receipt = self.receipt.to_dict()
        else:
            receipt = self.receipt

        replayed = self.replayed

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "events": events,
                "game_id": game_id,
                "kind": kind,
                "log": log,
                "receipt": receipt,
                "replayed": replayed,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chain_head import ChainHead  # noqa: PLC0415
        from ..models.kombat_kittens_game_view import KombatKittensGameView  # noqa: PLC0415
        from ..models.kombat_kittens_history_entry import KombatKittensHistoryEntry  # noqa: PLC0415
        from ..models.log_locator import LogLocator  # noqa: PLC0415
        from ..models.receipt import Receipt  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_chain(data: object) -> ChainHead | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chain_type_0 = ChainHead.from_dict(data)

                return chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChainHead | None, data)

        chain = _parse_chain(d.pop("chain"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = KombatKittensHistoryEntry.from_dict(events_item_data)

            events.append(events_item)

        game_id = d.pop("game_id")

        kind = cast(Literal["kombat-kittens"], d.pop("kind"))
        if kind != "kombat-kittens":
            raise ValueError(f"kind must match const 'kombat-kittens', got '{kind}'")

        def _parse_log(data: object) -> LogLocator | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                log_type_0 = LogLocator.from_dict(data)

                return log_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LogLocator | None, data)

        log = _parse_log(d.pop("log"))

        def _parse_receipt(data: object) -> None | Receipt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                receipt_type_0 = Receipt.from_dict(data)

                return receipt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Receipt, data)

        receipt = _parse_receipt(d.pop("receipt"))

        replayed = d.pop("replayed")

        version = d.pop("version")

        view = KombatKittensGameView.from_dict(d.pop("view"))

        kombat_kittens_command_result = cls(
            chain=chain,
            events=events,
            game_id=game_id,
            kind=kind,
            log=log,
            receipt=receipt,
            replayed=replayed,
            version=version,
            view=view,
        )

        kombat_kittens_command_result.additional_properties = d
        return kombat_kittens_command_result

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
