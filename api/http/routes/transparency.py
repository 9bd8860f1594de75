"""The transparency log's reads: signed tree heads at a well-known address, leaves, and proofs.

Everything here is public and append-only (docs/transparency.md): a leaf
names a game, a batch's versions and the chain hash after it, which every
game summary already shows.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Annotated, TypeVar
from urllib.parse import urlencode

import msgspec
from litestar import Controller, get
from litestar.exceptions import NotFoundException, ValidationException
from litestar.params import Parameter

from api.components import ComponentsDep
from api.http.openapi_problems import problems
from api.http.schemas import LogLocator
from domain.audit.chain import ChainHead
from domain.audit.log_leaf import LogLeaf
from domain.audit.log_proofs import ConsistencyProof, InclusionProof
from domain.audit.tree_head import SignedTreeHead
from services.transparency.reader import LoggedLeaf, NotInLog

#: Where a client finds the log, and the path of an inclusion proof (the command answer links it).
WELL_KNOWN = "/.well-known/clowder-log"
INCLUSION_PATH = "/log/proofs/inclusion"

#: The largest index, size or timestamp a query may name (far beyond any log, exact as a JSON double).
MAX = 10**15
MAX_VERSION = 10_000_000
T = TypeVar("T")

Size = Annotated[int, Parameter(ge=0, le=MAX, description="A tree size: the number of leaves of a published head")]
OptionalSize = Annotated[
    int | None, Parameter(ge=0, le=MAX, description="The tree size of a published head (default: the latest head)")
]
Limit = Annotated[int, Parameter(ge=1, le=1000)]


class HeadList(msgspec.Struct, frozen=True):
    #: Oldest first; each head's ``timestamp`` is later than the one before.
    heads: list[SignedTreeHead]
    #: The path of the next page, None on the last (for now).
    next: str | None = None


class LeafList(msgspec.Struct, frozen=True):
    leaves: list[LoggedLeaf]
    next: str | None = None


class LogHeadController(Controller):
    path = WELL_KNOWN
    tags = ["audit"]

    @get(
        "/head", operation_id="getLogHead", summary="The transparency log's latest signed tree head", opt=problems(404)
    )
    async def head(self, components: ComponentsDep) -> SignedTreeHead:
        """Signed with a key of ``/.well-known/clowder-keys.json`` over the canonical message of
        docs/transparency.md; a new one at least every few seconds while games are played."""
        return await _found(components.transparency.latest_head())

    @get("/heads", operation_id="listLogHeads", summary="Every signed tree head published, oldest first")
    async def heads(
        self,
        components: ComponentsDep,
        after: Annotated[
            int, Parameter(ge=-1, le=MAX, description="Only heads with a later `timestamp` (milliseconds)")
        ] = -1,
        limit: Limit = 100,
    ) -> HeadList:
        """Every head is kept: a monitor checks each against the one before (a consistency proof)."""
        heads = await components.transparency.heads(after, limit)
        following = None
        if len(heads) == limit:
            following = f"{WELL_KNOWN}/heads?{urlencode({'after': heads[-1].timestamp, 'limit': limit})}"
        return HeadList(heads, following)


class LogController(Controller):
    path = "/log"
    tags = ["audit"]

    @get("/leaves", operation_id="listLogLeaves", summary="The log's leaves from an index: one per game batch")
    async def leaves(
        self,
        components: ComponentsDep,
        start: Annotated[int, Parameter(ge=0, le=MAX, description="The first leaf index")] = 0,
        limit: Limit = 100,
    ) -> LeafList:
        leaves = await components.transparency.leaves(start, limit)
        following = None
        if len(leaves) == limit:
            following = f"/log/leaves?{urlencode({'start': leaves[-1].leaf_index + 1, 'limit': limit})}"
        return LeafList(leaves, following)

    @get(
        "/proofs/inclusion",
        operation_id="getInclusionProof",
        summary="Prove a game's batch (or a leaf) is in the tree of a published head",
        opt=problems(404),
    )
    async def inclusion(
        self,
        components: ComponentsDep,
        game_id: Annotated[str | None, Parameter(max_length=64, description="The game whose batch to prove")] = None,
        version: Annotated[
            int | None,
            Parameter(
                ge=1, le=MAX_VERSION, description="A version of the game: its batch's leaf (default: its last logged)"
            ),
        ] = None,
        leaf_index: Annotated[
            int | None, Parameter(ge=0, le=MAX, description="A leaf, by index (instead of game_id)")
        ] = None,
        tree_size: OptionalSize = None,
    ) -> InclusionProof:
        """Name ``leaf_index``, or ``game_id`` (and a ``version``). 404 ``not-found`` while the
        batch is not in the log yet (it is within seconds of its commit), or for an unpublished
        ``tree_size``."""
        if (leaf_index is None) == (game_id is None) or (version is not None and game_id is None):
            raise ValidationException(
                "name either leaf_index, or game_id (with an optional version)",
                extra=[{"key": "leaf_index" if game_id is None else "game_id", "source": "query", "message": "one"}],
            )
        return await _found(components.transparency.inclusion(leaf_index, game_id, version, tree_size))

    @get(
        "/proofs/consistency",
        operation_id="getConsistencyProof",
        summary="Prove the tree of one published head extends the tree of an earlier one",
        opt=problems(404),
    )
    async def consistency(
        self, components: ComponentsDep, first: Size, second: OptionalSize = None
    ) -> ConsistencyProof:
        """RFC 9162 §2.1.4: the path from the head of ``first`` leaves to the head of ``second`` (the latest)."""
        return await _found(components.transparency.consistency(first, second))


def locator(game_id: str, first_version: int, head: ChainHead | None) -> LogLocator | None:
    """A command answer's pointer into the log, from what the answer already holds (its batch's
    first version and the chain head after it); None for a game created before chains."""
    if head is None or head.hash is None:
        return None
    leaf = LogLeaf(game_id, first_version, head.version, head.hash)
    query = urlencode({"game_id": game_id, "version": head.version})
    return LogLocator(leaf, leaf.hash().hex(), f"{INCLUSION_PATH}?{query}")


async def _found(pending: Awaitable[T]) -> T:
    try:
        return await pending
    except NotInLog as error:
        raise NotFoundException(str(error)) from error
