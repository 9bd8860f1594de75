"""Framing the docs, sniffing a JSON answer into a page, inline script on /schema.

The hole: only the web pages sent a Content-Security-Policy; ``/schema``
(the Swagger UI page with its Authorize button) could be framed by any site
and ran inline script, and JSON answers, problems and 404s had no
``X-Content-Type-Options``, so a browser could sniff an answer that echoes a
player's name into HTML. Now every answer, whichever part of the service
sent it (a route, the router's 404 or 405, a middleware's early refusal),
carries ``nosniff``, ``X-Frame-Options: DENY``, ``Referrer-Policy`` and a CSP
that forbids framing: the page policy (this host only, no inline script or
style) for HTML, a policy that allows nothing for everything else.
"""

from __future__ import annotations

import re

import httpx
import pytest

from api.http.security_headers import API_POLICY, PAGE_POLICY

pytestmark = pytest.mark.security

#: (method, path, body): a route's JSON, a problem, the router's 404 and 405, a CSV, static files, the spec.
ANSWERS = [
    ("GET", "/kinds", None),
    ("GET", "/games/no-such-game", None),
    ("GET", "/no/such/route", None),
    ("DELETE", "/kinds", None),
    ("POST", "/players", b'{"name": 7}'),
    ("POST", "/players", b'{"name": "' + b"x" * 70_000 + b'"}'),
    ("GET", "/games/a%00b", None),
    ("GET", "/tournaments/no-such-tournament/standings?format=csv", None),
    ("GET", "/health/live", None),
    ("GET", "/schema/openapi.json", None),
    ("GET", "/schema/assets/swagger-ui.css", None),
    ("GET", "/static/js/main.js", None),
]
PAGES = ["/", "/web/verify", "/web/games/some-game", "/web/rules/kombat-kittens", "/schema"]


def assert_protected(answer: httpx.Response, policy: str) -> None:
    where = f"{answer.request.method} {answer.request.url.path} ({answer.status_code})"
    assert answer.headers.get("x-content-type-options") == "nosniff", where
    assert answer.headers.get("x-frame-options") == "DENY", where
    assert answer.headers.get("referrer-policy") == "no-referrer", where
    assert answer.headers.get("content-security-policy") == policy, where
    assert "frame-ancestors 'none'" in policy


async def test_every_kind_of_answer_carries_the_headers(http: httpx.AsyncClient) -> None:
    answers = [
        await http.request(method, path, content=body, headers={"Content-Type": "application/json"} if body else {})
        for method, path, body in ANSWERS
    ]
    print([(a.request.method, a.request.url.path, a.status_code) for a in answers])
    assert {a.status_code for a in answers} >= {200, 400, 404, 405, 413, 422}
    for answer in answers:
        assert_protected(answer, API_POLICY)


async def test_the_pages_and_the_docs_get_the_page_policy_and_hold_no_inline_script_or_style(
    http: httpx.AsyncClient,
) -> None:
    assert "'unsafe-inline'" not in PAGE_POLICY and "script-src 'self'" in PAGE_POLICY
    for path in PAGES:
        answer = await http.get(path)
        assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/html"), path
        assert_protected(answer, PAGE_POLICY)
        inline_scripts = [tag for tag in re.findall(r"<script\b[^>]*>", answer.text) if "src=" not in tag]
        assert inline_scripts == [], path
        assert "<style" not in answer.text and " style=" not in answer.text, path
    # Litestar's OAuth2 redirect page runs inline script; no OAuth flow returns to /schema, so it is gone.
    assert (await http.get("/schema/oauth2-redirect.html")).status_code == 404
