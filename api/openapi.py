"""The OpenAPI document: Litestar's, finished with what the code knows and Litestar cannot say.

Litestar derives paths, parameters, bodies and answers from the handlers'
signatures. This pass, run once per app, adds from the same code:

* every problem an operation may answer (:mod:`api.openapi_problems`), as
  ``application/problem+json`` with the ``ProblemDetails`` schema of the
  ``Problem`` struct the service sends;
* the bearer scheme, and per operation ``security`` from the dependency
  marker its route uses (``REQUIRED``: a token; ``OPTIONAL``: with or without);
* the games' types per kind (:mod:`api.openapi_types`) in place of ``Any``;
* the media types Litestar cannot see: ``text/event-stream`` for the streams
  (each event's data schema), ``text/csv`` beside JSON (``opt`` on the route).

Nothing here is a hand-written copy of a type: schemas come from structs.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

import msgspec
from litestar import Litestar, Request
from litestar.enums import MediaType
from litestar.handlers import HTTPRouteHandler
from litestar.openapi.plugins import OpenAPIRenderPlugin

from api.caching import ETAG_KEY
from api.openapi_problems import NO_STORE_KEY, PROBLEMS_KEY, implied_statuses, problem_response
from api.openapi_types import REF, game_components
from api.problems import Problem
from domain.core.game import Game

BEARER = "bearerAuth"
QUERY_TOKEN = "queryToken"
#: Route ``opt`` keys: the events a Server-Sent Events stream sends, extra media types of the answer.
SSE_KEY = "sse_events"
ALSO_KEY = "also_content"
SSE_OPT = "no_compression"

SECURITY_SCHEMES = {
    BEARER: {
        "type": "http",
        "scheme": "bearer",
        "description": "The token `POST /players` answers, as `Authorization: Bearer <token>`.",
    },
    QUERY_TOKEN: {
        "type": "apiKey",
        "in": "query",
        "name": "token",
        "description": "The same token as `?token=`, only on the Server-Sent Events streams (EventSource cannot send headers).",
    },
}


def sse(events: Mapping[str, str | type[Any]], description: str) -> dict[str, Any]:
    """Route ``opt`` for a Server-Sent Events answer: event name -> the type (or component name) of its ``data``."""
    return {SSE_KEY: (dict(events), description), SSE_OPT: True}


def also(media_type: str, schema: dict[str, Any], description: str) -> dict[str, Any]:
    """Route ``opt`` for a second media type of the success answer (e.g. CSV)."""
    return {ALSO_KEY: (media_type, schema, description)}


def finish(
    raw: dict[str, Any], handlers: Mapping[str, HTTPRouteHandler], games: Mapping[str, Game[Any, Any, Any, Any]]
) -> dict[str, Any]:
    spec = copy.deepcopy(raw)
    components = spec.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    schemas.update(game_components(games))
    schemas.update(_problem_schemas())
    schemas["SubmitCommand"]["properties"]["command"] = {
        "$ref": REF.format(name="AnyCommand"),
        "description": schemas["SubmitCommand"]["properties"]["command"].get("description", ""),
    }
    components["securitySchemes"] = SECURITY_SCHEMES
    for operation in _operations(spec):
        handler = handlers.get(operation.get("operationId", ""))
        if handler is not None:
            _finish_operation(operation, handler, schemas)
    _link_created(spec)
    _prune(spec)
    return _open_tuples(spec)


def _finish_operation(operation: dict[str, Any], handler: HTTPRouteHandler, schemas: dict[str, Any]) -> None:
    if "requestBody" in operation:
        _finish_body(operation["requestBody"])
    security = _security_of(handler)
    streams = SSE_KEY in handler.opt
    if security is not None:
        schemes: list[dict[str, list[str]]] = [{BEARER: []}]
        if streams:
            schemes.append({QUERY_TOKEN: []})
        operation["security"] = schemes + ([{}] if security == "optional" else [])
    else:
        operation["security"] = []
    statuses = implied_statuses(operation, security, not handler.opt.get(NO_STORE_KEY, False))
    statuses |= set(handler.opt.get(PROBLEMS_KEY, ()))
    responses = operation.setdefault("responses", {})
    for status in [code for code in responses if _litestar_error(responses[code])]:
        del responses[status]  # Litestar's default 400, in a shape the service never sends
    for status in sorted(statuses):
        responses.setdefault(str(status), problem_response(status, REF.format(name="ProblemDetails")))
    success = next(code for code in responses if code.startswith("2"))
    for header in responses[success].get("headers", {}).values():
        header.setdefault("schema", {"type": "string"})  # Litestar's documentation-only headers have none
    if streams:
        events, description = handler.opt[SSE_KEY]
        responses[success] = _sse_response(
            {name: _component(data, schemas) for name, data in events.items()}, description
        )
    if handler.opt.get(ETAG_KEY):
        etag = {
            "ETag": {
                "description": "A strong validator of this answer; send it back as If-None-Match",
                "schema": {"type": "string"},
            }
        }
        responses[success]["headers"] = {**responses[success].get("headers", {}), **etag}
        responses["304"] = {
            "description": "Not modified: the If-None-Match you sent is the current ETag.",
            "headers": etag,
        }
    if ALSO_KEY in handler.opt:
        media_type, schema, description = handler.opt[ALSO_KEY]
        responses[success].setdefault("content", {})[media_type] = {"schema": schema}
        responses[success]["description"] += f" {description}"


def _component(data: str | type[Any], schemas: dict[str, Any]) -> str:
    """A component's name; a struct type is added to the components from its own schema."""
    if isinstance(data, str):
        return data
    (ref,), found = msgspec.json.schema_components([data], ref_template=REF)
    for name, schema in found.items():
        schemas.setdefault(name, schema)
    return str(ref["$ref"]).rsplit("/", 1)[1]


def _finish_body(body: dict[str, Any]) -> None:
    """The body's description where readers look for it; optional when ``null`` (no body) is allowed."""
    for media in body.get("content", {}).values():
        schema = media.get("schema", {})
        if "description" in schema:
            body["description"] = schema.pop("description")
        if schema.get("examples"):
            media["example"] = schema["examples"][0]
        if {"type": "null"} in schema.get("oneOf", []) + schema.get("anyOf", []):
            body["required"] = False


def _litestar_error(response: dict[str, Any]) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return "status_code" in schema.get("required", ())


def _security_of(handler: HTTPRouteHandler) -> str | None:
    """From the route's dependency marker (``api.auth.REQUIRED``, ``READER``, ``ORGANIZER``,
    ``OPERATOR``, ``CREDENTIAL``: a token; ``OPTIONAL``: with or without)."""
    dependencies = handler.resolve_dependencies()  # the controller's and the app's too, not only the route's
    if "player" in dependencies or "credential" in dependencies:
        return "required"
    if "caller" in dependencies:
        return "optional"
    return None


def _sse_response(events: Mapping[str, str], description: str) -> dict[str, Any]:
    """An event stream, described one event at a time: its name, its ``id`` and its JSON ``data``.

    The shape is OpenAPI 3.2's ``itemSchema`` for ``text/event-stream``, given as the
    schema (3.1 has no item schemas): each ``data`` is a string of JSON (``contentSchema``).
    """
    listed = "; ".join(f"`{name}`: data is `{schema}`" for name, schema in events.items())
    per_event = [
        {
            "type": "object",
            "title": f"{name} event",
            "properties": {
                "event": {"type": "string", "const": name},
                "id": {
                    "type": "string",
                    "description": "The game version, where the event has one (resume with Last-Event-ID).",
                },
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": {"$ref": REF.format(name=schema)},
                },
            },
            "required": ["event", "data"],
        }
        for name, schema in events.items()
    ]
    return {
        "description": f"{description} Events: {listed}. Comment lines (`: keepalive`) come every 15 s.",
        "content": {
            "text/event-stream": {
                "schema": {
                    "description": f"One event of the stream, framed as `event: {next(iter(events))}`, `id: 7`, `data: {{...}}` lines and a blank line.",
                    **({"oneOf": per_event} if len(per_event) > 1 else per_event[0]),
                },
            }
        },
    }


def _problem_schemas() -> dict[str, Any]:
    """``ProblemDetails`` (the ``Problem`` struct) and the structs it holds."""
    (ref,), components = msgspec.json.schema_components([Problem], ref_template=REF)
    name = ref["$ref"].rsplit("/", 1)[1]
    schema = dict(components.pop(name))
    schema["title"] = "ProblemDetails"
    schema["description"] = (
        "An RFC 9457 problem. `type` ends in a stable code (`https://clowder.dev/problems/<code>`); "
        "members beyond these may be added (extension members), so ignore the ones you do not know."
    )
    return {**components, "ProblemDetails": schema}


def _open_tuples(value: Any) -> Any:
    """Say two things so that generators read them; each rewrite means the same schema.

    A one-value ``enum`` (a struct's tag) becomes a ``const``: clients fill it in.
    Fixed-length arrays (``prefixItems`` with ``items: false``) get an ``items`` schema.

    With ``maxItems`` equal to the prefix's length, ``items`` applies to no element,
    so the schema means the same; code generators that read only ``items``
    (openapi-python-client rejects ``false``) then see each element's type.
    """
    if isinstance(value, list):
        return [_open_tuples(item) for item in value]
    if not isinstance(value, dict):
        return value
    value = {key: _open_tuples(item) for key, item in value.items()}
    enum = value.get("enum")
    if isinstance(enum, list) and len(enum) == 1 and isinstance(enum[0], str):  # a tag: the same, said as a const
        value.pop("enum")
        value.update({"type": "string", "const": enum[0]})
    prefix = value.get("prefixItems")
    if value.get("items") is False and prefix and value.get("maxItems") == len(prefix):
        unique = [schema for index, schema in enumerate(prefix) if schema not in prefix[:index]]
        value["items"] = unique[0] if len(unique) == 1 else {"anyOf": unique}
    return value


def _link_created(spec: dict[str, Any]) -> None:
    """OpenAPI links from each 201 to the operations that take the id it answers.

    ``POST /games`` answers ``game_id``: every operation with a ``{game_id}`` in
    its path gets a link, so clients (and schemathesis) know where the id goes.
    """
    schemas = spec["components"]["schemas"]
    for path, item in spec["paths"].items():
        for operation in _operations({"paths": {path: item}}):
            created = operation.get("responses", {}).get("201")
            if created is None:
                continue
            ref = created.get("content", {}).get("application/json", {}).get("schema", {}).get("$ref", "")
            ids = [
                name for name in schemas.get(ref.rsplit("/", 1)[-1], {}).get("properties", {}) if name.endswith("_id")
            ]
            links = {}
            for other_path, other_item in spec["paths"].items():
                for other in _operations({"paths": {other_path: other_item}}):
                    taken = {name for name in ids if "{" + name + "}" in other_path}
                    if taken and len(taken) == other_path.count("{"):
                        links[other["operationId"]] = {
                            "operationId": other["operationId"],
                            "parameters": {name: f"$response.body#/{name}" for name in taken},
                        }
            if links:
                created["links"] = links


def _operations(spec: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for item in spec.get("paths", {}).values():
        for method in ("get", "put", "post", "delete", "patch"):
            if method in item:
                yield item[method]


def _prune(spec: dict[str, Any]) -> None:
    """Drop components nothing refers to any more (Litestar's ``Any``-typed generics)."""
    schemas = spec["components"]["schemas"]
    while True:
        text = msgspec.json.encode({k: v for k, v in spec.items() if k != "components"}).decode()
        text += msgspec.json.encode(schemas).decode()
        unused = [name for name in schemas if f'"{REF.format(name=name)}"' not in text]
        if not unused:
            return
        for name in unused:
            del schemas[name]


def spec_of(app: Litestar, games: Mapping[str, Game[Any, Any, Any, Any]]) -> dict[str, Any]:
    """The finished document of ``app`` without serving it (scripts, unit tests)."""
    return finish(app.openapi_schema.to_schema(), handlers_of(app), games)


def handlers_of(app: Litestar) -> dict[str, HTTPRouteHandler]:
    """Every HTTP handler by its operation id."""
    found: dict[str, HTTPRouteHandler] = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", ()):
            if isinstance(handler, HTTPRouteHandler) and isinstance(handler.operation_id, str):
                found[handler.operation_id] = handler
    return found


class FinishedSpec:
    """The finished document of one app, built on first use."""

    def __init__(self, games: Mapping[str, Game[Any, Any, Any, Any]]) -> None:
        self.games = games
        self._spec: dict[str, Any] | None = None
        self._json: bytes | None = None

    def of(self, request: Request[Any, Any, Any], raw: dict[str, Any]) -> dict[str, Any]:
        if self._spec is None:
            self._spec = finish(raw, handlers_of(request.app), self.games)
        return self._spec

    def json(self, request: Request[Any, Any, Any], raw: dict[str, Any]) -> bytes:
        if self._json is None:
            self._json = msgspec.json.encode(self.of(request, raw))
        return self._json


class JsonSpecPlugin(OpenAPIRenderPlugin):
    """``/schema/openapi.json``: the finished document."""

    def __init__(self, spec: FinishedSpec) -> None:
        super().__init__(path="/openapi.json", media_type=MediaType.JSON)
        self.spec = spec

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return self.spec.json(request, openapi_schema)
