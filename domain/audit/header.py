"""The export's header, checked against the events: no unsigned field is believed.

Only the events are covered by the chain and the signed head. Everything
else in an export is a claim: each one is either recomputed from the events
and compared (a difference is a named fault) or not used at all. The header
comes from ``lobby.game_created``, the client seeds from the seatings, and
``status``, ``complete`` and ``seat`` from whether the history ends the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.audit import chain
from domain.audit.ending import Ending
from domain.audit.export import FORMAT, ExportedEvent, GameExport
from domain.audit.findings import Finding, short
from domain.core.chance import ALGORITHMS
from domain.core.game import Game

#: "corrupt" is the service's word for a history it could no longer fold: the checks name why.
STATUSES = ("open", "running", "finished", "corrupt")


def stated_header(
    games: Mapping[str, Game[Any, Any, Any, Any]], export: GameExport, findings: list[Finding]
) -> dict[str, Any] | None:
    """``lobby.game_created``'s body, once the header is compared with it (None: no game to set up)."""
    if export.format != FORMAT:
        findings.append(Finding("header", "unknown export format", None, FORMAT, export.format))
    if not export.events or export.events[0].type != "lobby.game_created":
        findings.append(Finding("header", "the history does not start with lobby.game_created", 1))
        return None
    created = export.events[0].data
    if not isinstance(created, dict) or created.get("kind") not in games:
        findings.append(Finding("header", "unknown game kind", 1, ", ".join(games), str(created)))
        return None
    stated = {
        "game_id": export.game_id,
        "kind": export.kind,
        "seats": export.seats,
        "options": export.options,
        "rng": export.rng,
        "chain": export.chain,
        "seed_commitment": export.seed_commitment,
    }
    recorded = {
        **{key: created.get(key) for key in ("game_id", "kind", "seats", "options", "seed_commitment")},
        "rng": created.get("rng") or ALGORITHMS[0],
        "chain": created.get("chain") or chain.NO_CHAIN,
    }
    for key, value in stated.items():
        if recorded[key] != value:
            findings.append(
                Finding(
                    "header",
                    f"the export's {key} is not the one lobby.game_created recorded",
                    1,
                    str(recorded[key]),
                    str(value),
                )
            )
    _downgrade(export, recorded, findings)
    _client_seeds(export, findings)
    return created


def client_seeds_of(events: list[ExportedEvent], seats: int) -> list[str]:
    """Each seat's client seed as the seatings left it ("" for none), in seat order."""
    seeds = [""] * seats
    for event in events:
        body = event.data if isinstance(event.data, dict) else {}
        seat = body.get("seat")
        if event.type in ("lobby.seat_taken", "lobby.seat_left") and isinstance(seat, int) and 0 <= seat < seats:
            seeds[seat] = str(body.get("client_seed") or "") if event.type == "lobby.seat_taken" else ""
    return seeds


def _client_seeds(export: GameExport, findings: list[Finding]) -> None:
    seats = export.events[0].data.get("seats")
    recorded = client_seeds_of(export.events, seats if isinstance(seats, int) and 0 <= seats <= 64 else 0)
    if export.client_seeds != recorded:
        findings.append(
            Finding(
                "header",
                "the export's client_seeds are not the ones the lobby.seat_taken events recorded",
                None,
                short(recorded),
                short(export.client_seeds),
            )
        )


def stated_end(export: GameExport, ending: Ending, findings: list[Finding]) -> None:
    """``status``, ``complete`` and ``seat`` against whether the events end the game.

    ``corrupt`` (the service could no longer fold the history) may stand in for
    ``finished`` and excuses nothing else: an ended game's export is complete
    and nobody's share, whatever the service thought of its history.
    """
    if export.status not in STATUSES:
        findings.append(Finding("header", "unknown status", None, " or ".join(STATUSES), export.status))
    last = export.events[-1].version if export.events else None
    if ending.ended:
        if ending.version != last:
            findings.append(
                Finding(
                    "header",
                    f"the game ended at version {ending.version} (by {ending.by}), yet events follow it",
                    ending.version,
                    f"the last event at {ending.version}",
                    f"the last event at {last}",
                )
            )
        for claim, stated, expected in (
            ("status", export.status, "finished"),
            ("complete", export.complete, True),
            ("seat", export.seat, None),
        ):
            if stated != expected and not (claim == "status" and stated == "corrupt"):
                findings.append(
                    Finding(
                        "header",
                        f"the export's {claim} is not what its history says: the game ended at version "
                        f"{ending.version} (by {ending.by})",
                        ending.version,
                        short(expected),
                        short(stated),
                    )
                )
    elif export.server_seed is None and (export.status == "finished" or export.complete):
        findings.append(
            Finding(
                "header",
                "the export says the game has ended, but it does not reveal the server seed",
                last,
                "the revealed server seed",
                f"status {export.status}, complete {str(export.complete).lower()}, no seed",
            )
        )
    elif ending.ended is False and (export.status == "finished" or export.complete):
        findings.append(
            Finding(
                "header",
                "the export says the game has ended, but its history does not end it (moves dropped?)",
                last,
                "an event that ends the game",
                f"status {export.status}, complete {str(export.complete).lower()}",
            )
        )


def _downgrade(export: GameExport, recorded: dict[str, Any], findings: list[Finding]) -> None:
    """A game made to look older than it is: its guarantees would quietly drop to an old game's."""
    if recorded["chain"] == chain.NO_CHAIN and any(event.hash for event in export.events):
        findings.append(
            Finding(
                "header",
                "events carry chain hashes but lobby.game_created says chain 'none' (a downgrade?)",
                1,
                "no hashes",
                "hashes",
            )
        )
    if recorded["rng"] == ALGORITHMS[0] and (recorded["chain"] != chain.NO_CHAIN or recorded["seed_commitment"]):
        findings.append(
            Finding(
                "header",
                "an old chance algorithm beside a chain or a commitment: no game is created so (a downgrade?)",
                1,
                ALGORITHMS[-1],
                str(recorded["rng"]),
            )
        )
