"""Tampered copies of a real export, as a forger would make them.

Each forgery takes a genuine export (a JSON value, as ``GET /games/{id}/export``
answers it) and returns a changed deep copy. The strongest forger holds the
revealed server seed (public once the game has ended) and a signing key of
its own: it can recompute every hash and re-sign the head, and list its own
key in the export. Only the service's published keys, the chance draws and
the players' receipts stand in its way.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import msgspec

from domain.audit.chain import GENESIS, link
from domain.audit.receipts import key_id_of, new_private_key, sign

Export = dict[str, Any]

#: Each kind's first event that deals (its data holds the hands or decks dealt).
DEALS = {"round_dealt": "hands", "game_started": "hands"}
#: The event that names the winner, per kind.
WINNERS = {
    "feed-the-kitten": ("game_won", "seat"),
    "kombat-kittens": ("game_ended", "winners"),
    "trending-kittens": ("match_ended", "winners"),
    "kinoko-kombat": ("game_ended", "winner"),
}


def rechain(forged: Export) -> Export:
    """Recompute every hash with the revealed seed, as a forger holding it can."""
    seed, previous = bytes.fromhex(forged["server_seed"]), GENESIS
    for event in forged["events"]:
        previous = link(
            seed,
            previous,
            f"game-{forged['game_id']}",
            event["version"],
            event["type"],
            event["data"],
            event["metadata"],
        )
        event["hash"] = previous.hex()
        if "hash" in event["metadata"]:
            event["metadata"]["hash"] = previous.hex()
    forged["head"] = {"version": forged["events"][-1]["version"], "hash": previous.hex()}
    return forged


def resign(forged: Export) -> Export:
    """Sign the head with a key of the forger's own, and list that key in the export. The transparency
    log's proof goes: its head is signed by the service, whose key the forger no longer lists."""
    private, public = new_private_key()
    forged["log"] = None
    head = forged["head"]
    receipt = sign(private, forged["game_id"], head["version"], head["hash"])
    forged["signed_head"] = msgspec.to_builtins(receipt)
    forged["keys"] = [{"key_id": key_id_of(public), "public_key": public.hex(), "algorithm": "ed25519"}]
    return forged


def _game_events(forged: Export) -> list[dict[str, Any]]:
    return [event for event in forged["events"] if not event["type"].startswith("lobby.")]


def winner_flipped(exported: Export) -> Export:
    """The winner changed, the chain recomputed and the head re-signed by the forger."""
    forged = copy.deepcopy(exported)
    kind = forged["kind"]
    tag, field = WINNERS[kind]
    event = next(event for event in reversed(forged["events"]) if event["type"] == tag)
    value = event["data"][field]
    others = [(seat + 1) % forged["seats"] for seat in value] if isinstance(value, list) else []
    event["data"][field] = (value + 1) % forged["seats"] if isinstance(value, int) else (others or [0])
    return resign(rechain(forged))


def redealt(exported: Export) -> Export:
    """Two dealt cards exchanged between the first two hands (or decks), rechained and re-signed."""
    forged = copy.deepcopy(exported)
    deal = next(event for event in _game_events(forged) if event["type"] in DEALS)
    rows = deal["data"].get("hands") or deal["data"]["decks"]
    a, b = next((a, b) for a in range(len(rows[0])) for b in range(len(rows[1])) if rows[0][a] != rows[1][b])
    rows[0][a], rows[1][b] = rows[1][b], rows[0][a]
    return resign(rechain(forged))


#: Events whose data holds a chance outcome (docs/fairness.md, "Versions, batches and decided_at").
CHANCE = {"round_dealt", "starter_returned", "draw_pile_reshuffled", "game_started", "litter_box_reshuffled"}
CHANCE |= {"new_deck_shuffled"}


def later_draw_changed(exported: Export) -> Export:
    """The last chance outcome of the game reordered (two of its cards exchanged), rechained and re-signed."""
    forged = copy.deepcopy(exported)
    event = next(event for event in reversed(_game_events(forged)) if event["type"] in CHANCE)
    data = event["data"]
    rows = data["draw_pile"] if len(set(data.get("draw_pile") or ())) > 1 else (data.get("decks") or data["hands"])[0]
    a = next(index for index in range(1, len(rows)) if rows[index] != rows[0])
    rows[0], rows[a] = rows[a], rows[0]
    return resign(rechain(forged))


def client_seed_changed(exported: Export) -> Export:
    """A seat's client seed changed in its lobby.seat_taken (and in the header), rechained and re-signed."""
    forged = copy.deepcopy(exported)
    taken = next(event for event in forged["events"] if event["type"] == "lobby.seat_taken")
    taken["data"]["client_seed"] = "a-seed-the-seat-never-sent"
    forged["client_seeds"][taken["data"]["seat"]] = "a-seed-the-seat-never-sent"
    return resign(rechain(forged))


def _edited(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    event = _game_events(forged)[-1]
    event["data"] = {**event["data"], "forged": True}
    return forged


def _deleted(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    del forged["events"][7]
    return forged


def _swapped(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    events = forged["events"]
    events[7], events[8] = events[8], events[7]
    return forged


def _inserted(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    forged["events"].insert(8, copy.deepcopy(forged["events"][7]))
    return forged


def _dropped(exported: Export) -> Export:
    """The last events dropped, the head moved to the new last event (its signature kept)."""
    forged = copy.deepcopy(exported)
    forged["events"] = forged["events"][:-3]
    last = forged["events"][-1]
    forged["head"] = {"version": last["version"], "hash": last["hash"]}
    return forged


def _seed_changed(exported: Export) -> Export:
    return {**copy.deepcopy(exported), "server_seed": "00" * 32}


def _signature_forged(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    signature = forged["signed_head"]["signature"]
    forged["signed_head"]["signature"] = ("1" if signature[0] != "1" else "2") + signature[1:]
    return forged


def _marked_incomplete(exported: Export) -> Export:
    return {**copy.deepcopy(exported), "complete": False}


def _client_seed_edited(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    forged["client_seeds"][0] = "not-the-seed-sent"
    return forged


def _status_running(exported: Export) -> Export:
    return {**copy.deepcopy(exported), "status": "running"}


def _metadata_hash_differs(exported: Export) -> Export:
    forged = copy.deepcopy(exported)
    forged["events"][5]["metadata"]["hash"] = "00" * 32
    return forged


def _metadata_hash_deleted(exported: Export) -> Export:
    """The chain hashes the metadata without its hash: deleting it leaves every link intact."""
    forged = copy.deepcopy(exported)
    del forged["events"][5]["metadata"]["hash"]
    return forged


def _seat_named(exported: Export) -> Export:
    return {**copy.deepcopy(exported), "seat": 1}


def _corrupt_share(exported: Export) -> Export:
    """``corrupt`` may stand for ``finished``; it must not excuse a share's flags on an ended game."""
    return {**copy.deepcopy(exported), "status": "corrupt", "complete": False}


def redealt_marked_incomplete(exported: Export) -> Export:
    """The re-dealt forgery, then said to be a seat's share: the flag must switch no check off."""
    return {**redealt(exported), "complete": False}


#: Every forgery, by name (the name says what was done).
FORGERIES: dict[str, Callable[[Export], Export]] = {
    "edited": _edited,
    "deleted": _deleted,
    "swapped": _swapped,
    "inserted": _inserted,
    "dropped": _dropped,
    "seed changed": _seed_changed,
    "signature forged": _signature_forged,
    "re-dealt, rechained, re-signed": redealt,
    "a later draw changed, rechained, re-signed": later_draw_changed,
    "a client seed changed in its lobby event, rechained, re-signed": client_seed_changed,
    "winner flipped, rechained, re-signed": winner_flipped,
    "complete:false on an ended game": _marked_incomplete,
    "client_seeds edited": _client_seed_edited,
    'status:"running" on a finished game': _status_running,
    "metadata.hash is not hash": _metadata_hash_differs,
    "metadata.hash deleted": _metadata_hash_deleted,
    "seat: 1 on an ended game": _seat_named,
    'status:"corrupt", complete:false on an ended game': _corrupt_share,
    "re-dealt, rechained, re-signed, complete:false": redealt_marked_incomplete,
}


def forged_receipt(receipt: dict[str, Any]) -> dict[str, Any]:
    """A player's receipt with its head changed (the signature no longer covers it)."""
    return {**receipt, "head": "ab" * 32}
