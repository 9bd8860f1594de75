"""The last passes over the finished spec: what makes a generated client's types exact.

* Closed sets become named enums built from the code's own registries: the game
  kinds (``GameKind``), the built-in bots (``BotStrategy``, one schema for every
  ``bot``), the problem types (``ProblemType``).
* Every member of a response schema that the service always sends is
  ``required`` (msgspec encodes every field). Left as they are: request bodies
  (a default there means "may be left out"), the problem details (sent with
  ``omit_defaults``), an export's event data (as stored, from before later
  fields existed) and the game views, which the read models serve as written,
  possibly by an older release.
* Every answer of a rate-limited operation declares ``RateLimit`` and ``RateLimit-Policy``.
* Descriptions lose Python's reST markup (``:data:`X```, double backquotes).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from api.http.openapi_problems import RATE_LIMIT
from api.http.problem_types import PROBLEM_BASE, all_problem_codes
from services.bots.registry import BOT_NAMES

REF = "#/components/schemas/{name}"
#: Paths the rate limiter never charges (api/http/limits.py).
UNLIMITED_PREFIXES = ("/health",)
#: Schemas whose members stay optional even in answers (see the module's docstring).
KEEP_OPTIONAL = re.compile(r"^(ProblemDetails|FieldError|\w*GameView|\w*StreamView|\w*ExportedEvent)$")


def polish(spec: dict[str, Any], kinds: Iterable[str]) -> dict[str, Any]:
    schemas = spec["components"]["schemas"]
    _named_enums(schemas, list(kinds))
    _rate_limit_headers(spec)
    _required_when_always_sent(spec)
    return _plain_descriptions(spec)  # type: ignore[no-any-return]


def _named_enums(schemas: dict[str, Any], kinds: list[str]) -> None:
    schemas["GameKind"] = {
        "title": "GameKind",
        "type": "string",
        "enum": kinds,
        "description": "A game kind Clowder hosts (`GET /kinds`).",
    }
    schemas["BotStrategy"] = {
        "title": "BotStrategy",
        "type": "string",
        "enum": list(BOT_NAMES),
        "description": "A built-in bot's strategy: the server plays every seat of such a player (docs/bots.md).",
    }
    schemas["ProblemType"] = {
        "title": "ProblemType",
        "type": "string",
        "enum": [PROBLEM_BASE + code for code in sorted(all_problem_codes())],
        "description": "Every problem type the service answers: `https://clowder.dev/problems/<code>`.",
    }
    problem = schemas["ProblemDetails"]["properties"]
    problem["type"] = {**_described(problem["type"]), "$ref": REF.format(name="ProblemType")}
    for schema in schemas.values():
        members = schema.get("properties", {})
        if members.get("kind") == {"type": "string"}:
            members["kind"] = {"$ref": REF.format(name="GameKind")}
        if "bot" in members:
            bot = {"$ref": REF.format(name="BotStrategy")}
            members["bot"] = {**_described(members["bot"]), "oneOf": [bot, {"type": "null"}]}


def _described(schema: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in schema.items() if key in ("description", "default")}


def _rate_limit_headers(spec: dict[str, Any]) -> None:
    for path, item in spec["paths"].items():
        if path.startswith(UNLIMITED_PREFIXES):
            continue
        for operation in _operations(item):
            for response in operation.get("responses", {}).values():
                response["headers"] = {**RATE_LIMIT, **response.get("headers", {})}


def _required_when_always_sent(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    asked: set[str] = set()
    answered: set[str] = set()
    for item in spec["paths"].values():
        for operation in _operations(item):
            _reach(operation.get("requestBody", {}), schemas, asked)
            for parameter in operation.get("parameters", []):
                _reach(parameter, schemas, asked)
            _reach(operation.get("responses", {}), schemas, answered)
    for name in sorted(answered - asked):
        schema = schemas[name]
        if "properties" in schema and not KEEP_OPTIONAL.match(name):
            schema["required"] = list(schema["properties"])


def _reach(value: Any, schemas: Mapping[str, Any], found: set[str]) -> None:
    """Every component ``value`` refers to, directly or through others."""
    for ref in _refs(value):
        name = ref.rsplit("/", 1)[1]
        if name not in found:
            found.add(name)
            _reach(schemas[name], schemas, found)


def _refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "$ref" and isinstance(item, str):
                yield item
            else:
                yield from _refs(item)
    elif isinstance(value, list):
        for item in value:
            yield from _refs(item)


_ROLE = re.compile(r":(?:data|class|func|meth|attr|mod|obj):`~?([^`]+)`")


def _plain_descriptions(value: Any) -> Any:
    """``:data:`X``` and ````X```` (reST) as Markdown's ```X```, in every description."""
    if isinstance(value, dict):
        return {
            key: _plain(item) if key == "description" and isinstance(item, str) else _plain_descriptions(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_plain_descriptions(item) for item in value]
    return value


def _plain(text: str) -> str:
    return _ROLE.sub(lambda match: f"`{match.group(1).rsplit('.', 1)[-1]}`", text).replace("``", "`")


def _operations(item: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for method in ("get", "put", "post", "delete", "patch"):
        if method in item:
            yield item[method]
