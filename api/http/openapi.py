"""The OpenAPI document: Litestar's, finished with what the code knows and Litestar cannot say.

Litestar derives paths, parameters, bodies and answers from the handlers'
signatures. This pass, run once per app, adds from the same code:

* every problem an operation may answer (:mod:`api.http.openapi_problems`), as
  ``application/problem+json`` with the ``ProblemDetails`` schema of the
  ``Problem`` struct the service sends;
* the bearer scheme, and per operation ``security`` from the dependency
  door its route asks (``api.http.auth.asks(action)``): a token when the action needs one, with or without otherwise;
* the games' types per kind (:mod:`api.http.openapi_types`) in place of ``Any``;
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

from api.http.caching import ETAG_KEY
from api.http.openapi_polish import polish
from api.http.openapi_problems import CODES_KEY, NO_STORE_KEY, PROBLEMS_KEY, implied_statuses, problem_response
from api.http.openapi_types import REF, game_components
from api.http.problems import Problem
from api.http.stream_messages import TAG_FIELD
from domain.core.game import Game

BEARER = "bearerAuth"
#: Route ``opt`` keys: the messages a Server-Sent Events stream sends, extra media types of the answer.
SSE_KEY = "sse_events"
ALSO_KEY = "also_content"
SSE_OPT = "no_compression"

SECURITY_SCHEMES = {
    BEARER: {
        "type": "http",
        "scheme": "bearer",
        "description": "The token `POST /players` answers, as `Authorization: Bearer <token>`.",
    },
}

#: The streams' ``?token=``: a parameter, not a security scheme, so that generated clients never put
#: a token in a URL of their own accord (URLs end up in logs); it is there for EventSource.
QUERY_TOKEN = {
    "name": "token",
    "in": "query",
    "required": False,
    "schema": {"type": "string", "maxLength": 512},
    "description": "Only for a browser's `EventSource`, which cannot send headers: the same token as "
    "`Authorization: Bearer`. Any other client sends the header and leaves this out.",
}


def sse(name: str, messages: Mapping[str, str | type[Any]], description: str) -> dict[str, Any]:
    """Route ``opt`` for a Server-Sent Events answer: the component ``name`` is the union, tagged by
    ``type``, of its messages' data (SSE event name -> the struct, or component name, of its data)."""
    return {SSE_KEY: (name, dict(messages), description), SSE_OPT: True}


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
    return polish(_open_tuples(spec), games)


def _finish_operation(operation: dict[str, Any], handler: HTTPRouteHandler, schemas: dict[str, Any]) -> None:
    if "requestBody" in operation:
        _finish_body(operation["requestBody"])
    security = _security_of(handler)
    streams = SSE_KEY in handler.opt
    if security is not None:
        operation["security"] = [{BEARER: []}] + ([{}] if security == "optional" else [])
    else:
        operation["security"] = []
    if streams:
        operation.setdefault("parameters", []).append(QUERY_TOKEN)
    statuses = implied_statuses(operation, security, not handler.opt.get(NO_STORE_KEY, False))
    statuses |= set(handler.opt.get(PROBLEMS_KEY, ()))
    responses = operation.setdefault("responses", {})
    for status in [code for code in responses if _litestar_error(responses[code])]:
        del responses[status]  # Litestar's default 400, in a shape the service never sends
    codes = handler.opt.get(CODES_KEY, {})
    for status in sorted(statuses):
        responses.setdefault(
            str(status), problem_response(status, REF.format(name="ProblemDetails"), codes.get(status))
        )
    success = next(code for code in responses if code.startswith("2"))
    for header in responses[success].get("headers", {}).values():
        header.setdefault("schema", {"type": "string"})  # Litestar's documentation-only headers have none
    if streams:
        name, messages, description = handler.opt[SSE_KEY]
        mapping = {event: REF.format(name=_component(data, schemas)) for event, data in messages.items()}
        schemas[name] = {
            "title": name,
            "description": "The JSON `data` of one message of the stream; its `type` is the message's SSE `event` name.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": TAG_FIELD, "mapping": mapping},
        }
        responses[success] = _sse_response(name, list(messages), description)
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
    """The body's description where readers look for it; a body that may be ``null`` (left out)
    is an optional body of its one other schema, as generators expect an optional body."""
    for media in body.get("content", {}).values():
        schema = media.get("schema", {})
        if "description" in schema:
            body["description"] = schema.pop("description")
        if schema.get("examples"):
            media["example"] = schema.pop("examples")[0]
        if list(schema) == ["allOf"] and len(schema["allOf"]) == 1:  # Litestar's wrapper, once its examples are out
            media["schema"] = schema = schema["allOf"][0]
        branches = schema.get("oneOf", []) + schema.get("anyOf", [])
        if {"type": "null"} in branches:
            body["required"] = False
            (media["schema"],) = [branch for branch in branches if branch != {"type": "null"}]


def _litestar_error(response: dict[str, Any]) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return "status_code" in schema.get("required", ())


def _security_of(handler: HTTPRouteHandler) -> str | None:
    """From the route's door (``api.http.auth.asks(action)``: a token when the policy's scope for the
    action needs one, with or without otherwise; ``CREDENTIAL``: a token)."""
    dependencies = handler.resolve_dependencies()  # the controller's and the app's too, not only the route's
    if "player" in dependencies or "credential" in dependencies:
        return "required"
    if "caller" in dependencies:
        return "optional"
    return None


def _sse_response(name: str, events: list[str], description: str) -> dict[str, Any]:
    """An event stream whose schema is what a message's ``data`` decodes to: the union ``name``.

    OpenAPI 3.1 has no schema for the items of a stream (3.2's ``itemSchema``), and the
    generators read the media type's ``schema`` as the type of each message's decoded
    ``data`` (@hey-api/openapi-ts's stream helper yields exactly that). Each data names
    its own ``event`` in ``type``, so the union is discriminated without the frame.
    """
    listed = ", ".join(f"`{event}`" for event in events)
    return {
        "description": f"{description} Each message is an `event:` line ({listed}), an `id:` line where it has one, one `data:` "
        f"line of JSON whose `type` repeats the event name, and a blank line; comment lines (`: keepalive`) "
        f"come after 15 s of silence.",
        "content": {"text/event-stream": {"schema": {"$ref": REF.format(name=name)}}},
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
            answer = schemas.get(ref.rsplit("/", 1)[-1], {})
            if "oneOf" in answer:  # one schema per kind: they share their ids
                answer = schemas[answer["oneOf"][0]["$ref"].rsplit("/", 1)[-1]]
            ids = [name for name in answer.get("properties", {}) if name.endswith("_id")]
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
