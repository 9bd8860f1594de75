"""ETags and ``If-None-Match`` for reads whose bytes say everything.

A view or a past version is a pure function of (game, version, viewer), so a
hash of its bytes is a strong validator: a client that already holds them
gets ``304 Not Modified`` and no body. A past version of a finished game never
changes again, so it may be cached for good (per caller: views vary by token).
"""

from __future__ import annotations

import hashlib
from typing import Annotated, Any

from litestar import Response
from litestar.datastructures import CacheControlHeader
from litestar.params import HeaderParameter

#: Route ``opt`` key: the answer carries an ETag and may be 304 (api.http.openapi declares it).
ETAG_KEY = "etag"
REVALIDATE = "private, no-cache"
IMMUTABLE = "private, max-age=31536000, immutable"

#: For a route whose answer carries a secret (a new token): no cache, shared or the browser's, keeps it.
SECRET_ANSWER = CacheControlHeader(no_store=True)

IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-None-Match",
        max_length=1000,
        description="An ETag this answer gave you before: if it still holds, the answer is 304 with no body.",
    ),
]


def etag_of(body: bytes) -> str:
    return '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'


def conditional(body: bytes, if_none_match: str | None, cache_control: str = REVALIDATE) -> Response[Any]:
    """``body`` as JSON with its ETag, or a bodiless 304 when the client holds it already."""
    etag = etag_of(body)
    headers = {"ETag": etag, "Cache-Control": cache_control, "Vary": "Authorization"}
    if if_none_match is not None and _matches(if_none_match, etag):
        return Response(b"", status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


def _matches(header: str, etag: str) -> bool:
    candidates = {candidate.strip().removeprefix("W/") for candidate in header.split(",")}
    return "*" in candidates or etag in candidates
