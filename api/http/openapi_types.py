"""The games' own types, per kind, as OpenAPI components.

The API's generic answers (``SeatView``, ``HistoryEntry``, ``CommandResult``,
...) hold a game's view, commands and events as ``Any``: one handler serves
every kind. For the spec each is specialised per kind from the same struct,
its ``Any`` fields replaced by the kind's own types (``game.command_type``,
``game.view_type``, ...), and the kinds joined in a union tagged by ``kind``.
Schemas come from ``msgspec.json.schema_components``, so a command's ``type``
tag is a ``discriminator`` exactly as the service decodes it.

Command tags repeat across kinds (``play_card`` is in two games), so every
type of a game's package is named after its kind (``FeedTheKittenPlayCard``):
a generated client gets one class per command of each kind.
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

from api.http.schemas import CommandResult, CreateGame, CreateTournamentRequest, History, KindInfo, StateAtVersion
from api.http.stream_messages import EventMessage, ViewMessage
from domain.audit.export import ExportedEvent, GameExport
from domain.core.game import Game
from domain.hosting.events import LobbyEvent
from domain.hosting.record import Status
from domain.hosting.visibility import GameSummary, SeatView
from domain.kinoko_kombat.cards import COLOURS
from domain.trending_kittens.state import Phase as TrendingKittensPhase
from services.history import By, Cause, HistoryEntry

REF = "#/components/schemas/{name}"

#: The generic structs and, per kind, the name of their specialisation. Each becomes a
#: union of its specialisations tagged by ``kind``, except those in ``NO_UNION``.
GENERIC: dict[str, str] = {
    "SeatView": "GameView",
    "HistoryEntry": "HistoryEntry",
    "History": "History",
    "CommandResult": "CommandResult",
    "StateAtVersion": "StateAtVersion",
    "GameSummary": "GameSummary",
    "CreateGame": "CreateGame",
    "KindInfo": "KindInfo",
    "CreateTournamentRequest": "CreateTournament",
    "GameExport": "GameExport",
    "ExportedEvent": "ExportedEvent",
    "GameStreamView": "StreamView",
    "GameStreamEvent": "StreamEvent",
}
#: Read only within a game of known kind (they carry no ``kind``): no union of their own.
NO_UNION = frozenset({"HistoryEntry", "ExportedEvent"})


@dataclass(frozen=True)
class KindTypes:
    """One kind's specialised answers, and the unions that name its commands and events."""

    kind: str
    prefix: str
    command: Any
    event: Any
    answers: dict[str, type[msgspec.Struct]]


def prefix_of(game: Game[Any, Any, Any, Any]) -> str:
    """``Feed the Kitten`` -> ``FeedTheKitten``."""
    return "".join(word[:1].upper() + word[1:] for word in game.title.replace("-", " ").split())


def specialise(generic: type[msgspec.Struct], name: str, types: Mapping[str, Any]) -> type[msgspec.Struct]:
    """``generic`` with some fields' types replaced: same names, order, defaults, tag and docs."""
    fields: list[Any] = []
    for field in msgspec.structs.fields(generic):
        annotation = types.get(field.name, field.type)
        if field.required:
            fields.append((field.name, annotation))
        else:
            default = (
                field.default
                if field.default is not msgspec.NODEFAULT
                else msgspec.field(default_factory=field.default_factory)
            )
            fields.append((field.name, annotation, default))
    config = generic.__struct_config__
    return msgspec.defstruct(
        name,
        fields,
        frozen=True,
        module=__name__,
        tag=config.tag,
        tag_field=config.tag_field,
        forbid_unknown_fields=config.forbid_unknown_fields,
    )


def kind_types(game: Game[Any, Any, Any, Any]) -> KindTypes:
    prefix = prefix_of(game)
    shown_events = typing.get_args(game.event_type) + typing.get_args(game.hidden_event_type or typing.Union[()])  # noqa: UP007
    event = typing.Union[typing.get_args(LobbyEvent) + shown_events]  # type: ignore[valid-type]  # noqa: UP007
    kind = Literal[game.kind]  # type: ignore[valid-type, name-defined]  # a type built at run time, per kind
    options = game.options_type
    cause = specialise(Cause, f"{prefix}Cause", {"command": game.command_type | None, "by": By | None})
    per_event = {"event": event, "cause": cause | None}
    entry = specialise(HistoryEntry, f"{prefix}HistoryEntry", per_event)
    view_types = {"kind": kind, "legal_commands": tuple[game.command_type, ...], "view": game.view_type | None}  # type: ignore[name-defined]  # built at run time
    view = specialise(SeatView, f"{prefix}GameView", view_types)
    exported = specialise(ExportedEvent, f"{prefix}ExportedEvent", {"data": event})
    answers: dict[str, type[msgspec.Struct]] = {
        "HistoryEntry": entry,
        "SeatView": view,
        "History": specialise(History, f"{prefix}History", {"kind": kind, "events": list[entry]}),  # type: ignore[valid-type]
        "CommandResult": specialise(
            CommandResult,
            f"{prefix}CommandResult",
            {"kind": kind, "events": list[entry], "view": view},  # type: ignore[valid-type]
        ),
        "StateAtVersion": specialise(
            StateAtVersion, f"{prefix}StateAtVersion", {"kind": kind, "state": game.state_type | None, "view": view}
        ),
        "GameSummary": specialise(GameSummary, f"{prefix}GameSummary", {"kind": kind, "options": options}),
        "CreateGame": specialise(CreateGame, f"{prefix}CreateGame", {"kind": kind, "options": options}),
        "KindInfo": specialise(KindInfo, f"{prefix}KindInfo", {"kind": kind, "default_options": options}),
        "CreateTournamentRequest": specialise(
            CreateTournamentRequest, f"{prefix}CreateTournament", {"kind": kind, "game_options": options}
        ),
        "GameExport": specialise(
            GameExport,
            f"{prefix}GameExport",
            {"kind": kind, "status": Status, "options": options, "events": list[exported]},  # type: ignore[valid-type]
        ),
        "ExportedEvent": exported,
        "GameStreamView": specialise(ViewMessage, f"{prefix}StreamView", view_types),
        "GameStreamEvent": specialise(EventMessage, f"{prefix}StreamEvent", {"kind": kind, **per_event}),
    }
    return KindTypes(game.kind, prefix, game.command_type, event, answers)


def game_components(games: Mapping[str, Game[Any, Any, Any, Any]]) -> dict[str, Any]:
    """Every kind's types as components, plus ``{Prefix}Command`` / ``{Prefix}Event`` unions
    and, for each generic answer, a union of its specialisations tagged by ``kind``."""
    per_kind = [kind_types(game) for game in games.values()]
    roots: list[Any] = []
    for types in per_kind:
        roots += [types.command, types.event, *types.answers.values()]
    refs, components = msgspec.json.schema_components(roots, ref_template=REF)
    names = _names(roots, games)
    components = {
        names.get(name, name): {
            **_renamed(schema, names),
            "title": names.get(name, name),
        }  # generators name classes by title
        for name, schema in components.items()
    }
    refs = _renamed(refs, names)
    unions: dict[str, Any] = {}
    for index, types in enumerate(per_kind):
        unions[f"{types.prefix}Command"] = refs[index * (2 + len(types.answers))]
        unions[f"{types.prefix}Event"] = refs[index * (2 + len(types.answers)) + 1]
    components = {
        name: _named_unions(schema, _own_first(unions, name, per_kind)) for name, schema in components.items()
    }
    components.update({name: {**union, "title": name} for name, union in unions.items()})
    for generic, suffix in GENERIC.items():
        if generic in NO_UNION:
            continue
        members = {types.kind: REF.format(name=f"{types.prefix}{suffix}") for types in per_kind}
        components[generic] = {
            "oneOf": [{"$ref": ref} for ref in members.values()],
            "discriminator": {"propertyName": "kind", "mapping": members},
            "title": generic,
            "description": _doc(generic),
        }
    _close_sets(components)
    components["AnyCommand"] = {
        "anyOf": [{"$ref": REF.format(name=f"{types.prefix}Command")} for types in per_kind],
        "title": "AnyCommand",
        "description": "A command of the game's kind (its `type` tag is unique within the kind, not across kinds).",
    }
    return components


def _own_first(unions: dict[str, Any], name: str, per_kind: list[KindTypes]) -> dict[str, Any]:
    """The named unions, the component's own kind's first: two kinds that share their command
    types (a game re-declared under another kind) each name their own union."""
    prefix = next((types.prefix for types in per_kind if name.startswith(types.prefix)), None)
    return unions if prefix is None else dict(sorted(unions.items(), key=lambda item: not item[0].startswith(prefix)))


def _named_unions(value: Any, unions: Mapping[str, Any]) -> Any:
    """``value`` with each inline copy of a named union replaced by a reference to it."""
    for name, union in unions.items():
        if value == union:
            return {"$ref": REF.format(name=name)}
    if isinstance(value, dict):
        return {key: _named_unions(item, unions) for key, item in value.items()}
    if isinstance(value, list):
        return [_named_unions(item, unions) for item in value]
    return value


def _doc(generic: str) -> str:
    docs = {
        "SeatView": SeatView.__doc__ or "",
        "History": "A game's event history.",
        "CommandResult": "The answer to a command.",
        "StateAtVersion": "A game at a past version.",
        "GameSummary": "A game as the lobby shows it, with its kind's options.",
        "CreateGame": "A new game of a kind, with that kind's options (partial: the others keep their defaults).",
        "KindInfo": "A game kind: its seats, default options and command schema.",
        "CreateTournamentRequest": "A new tournament of a kind, with the options of that kind's games.",
        "GameExport": "A game's export (docs/fairness.md): every event with its data typed by the game's kind.",
        "GameStreamView": ViewMessage.__doc__ or "",
        "GameStreamEvent": EventMessage.__doc__ or "",
    }
    return docs[generic].strip() + " One schema per game kind, chosen by `kind`."


def _structs(roots: list[Any]) -> set[type[Any]]:
    found: set[type[Any]] = set()

    def walk(info: Any) -> None:
        if isinstance(info, msgspec.inspect.StructType):
            if info.cls in found:
                return
            found.add(info.cls)
            for field in info.fields:
                walk(field.type)
            return
        for attribute in ("item_type", "key_type", "value_type", "types", "item_types"):
            value = getattr(info, attribute, None)
            if isinstance(value, tuple):
                for inner in value:
                    walk(inner)
            elif value is not None:
                walk(value)

    for info in msgspec.inspect.multi_type_info(roots):
        walk(info)
    return found


def _names(roots: list[Any], games: Mapping[str, Game[Any, Any, Any, Any]]) -> dict[str, str]:
    """msgspec's component name of each struct -> its name in our spec (kind-prefixed)."""
    packages = _packages(games)
    structs = _structs(roots)
    counts: dict[str, int] = {}
    for cls in structs:
        counts[cls.__name__] = counts.get(cls.__name__, 0) + 1
    renamed: dict[str, str] = {}
    for cls in structs:
        given = cls.__name__ if counts[cls.__name__] == 1 else f"{cls.__module__}.{cls.__qualname__}"
        prefix = next((p for package, p in packages.items() if cls.__module__.startswith(package + ".")), "")
        renamed[given] = cls.__name__ if cls.__name__.startswith(prefix) else prefix + cls.__name__
    if len(set(renamed.values())) != len(renamed):
        raise ValueError(f"two types would share a component name: {sorted(renamed.values())}")
    return renamed


def _packages(games: Mapping[str, Game[Any, Any, Any, Any]]) -> dict[str, str]:
    """Each game package -> the prefix of its types: the package its options type is defined in.
    Two kinds may share a package (a game re-declared under another kind): the types keep the
    prefix of the kind the package is named after (``feed_the_kitten``: ``feed-the-kitten``)."""
    packages: dict[str, str] = {}
    for game in games.values():
        package = game.options_type.__module__.rsplit(".", 1)[0]
        if package not in packages or package.rsplit(".", 1)[-1] == game.kind.replace("-", "_"):
            packages[package] = prefix_of(game)
    return packages


def _renamed(value: Any, names: Mapping[str, str]) -> Any:
    """``value`` with every ``$ref`` (and discriminator mapping) rewritten through ``names``."""
    if isinstance(value, dict):
        return {
            key: _ref(item, names)
            if key == "$ref"
            else ({tag: _ref(ref, names) for tag, ref in item.items()} if key == "mapping" else _renamed(item, names))
            for key, item in value.items()
        }
    if isinstance(value, list | tuple):
        return [_renamed(item, names) for item in value]
    return value


def _ref(ref: str, names: Mapping[str, str]) -> str:
    name = ref.removeprefix(REF.format(name=""))
    return REF.format(name=names.get(name, name))


#: Members the rules type as plain strings in views although their values are a closed set:
#: (schema, member) -> the values, from the rules' own constants. (Trending Kittens' factions
#: stay open: a game may bring factions of its own, ``custom_factions``.)
CLOSED_SETS: dict[tuple[str, str], tuple[str, ...]] = {
    ("TrendingKittensView", "phase"): typing.get_args(TrendingKittensPhase),
    ("KinokoKombatRowCardView", "colour"): COLOURS,
    ("KinokoKombatTeamCardView", "colour"): COLOURS,
    ("KinokoKombatCenterView", "colour"): COLOURS,
}


def _close_sets(components: dict[str, Any]) -> None:
    for (name, member), values in CLOSED_SETS.items():
        schema = components[name]["properties"][member]
        closed = {"type": "string", "enum": list(values)}
        if schema == {"type": "string"}:
            components[name]["properties"][member] = closed
        elif schema == {"anyOf": [{"type": "string"}, {"type": "null"}]}:
            components[name]["properties"][member] = {"anyOf": [closed, {"type": "null"}]}
        else:
            raise ValueError(f"{name}.{member} is no longer a plain string: {schema}")
