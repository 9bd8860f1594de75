"""A game's commands as a fixed alphabet of actions: one ``Discrete`` space per game setup.

A command is *spelled* as a short sequence of tokens, each a fixed action id:

* the first token names the command's tag and its first field's value
  (``play_card card=50``), or the tag alone for a command without fields
  (``draw_card``);
* each later field adds a token naming that field and its value (``give=5Sa``,
  ``x=-2``), whatever command it belongs to;
* a tuple field is spelled element by element and closed by its end token
  (``row=red-1``, ``row=green-1``, ..., ``row=<end>``), so no spelling is the
  beginning of another.

Most commands are one token; a command with several free fields (Trending
Kittens' ``play_card``: card, x, y, rotation) takes one action per field, the
same seat acting again until the command is whole. A token whose every legal
continuation is the same is added by the environment without asking (the
end of a row that has no card left to place), so a policy only chooses where
there is a choice.

The alphabet is the product of the command types (read from the game's
``command_type``) and each field's finite set of values for the setup (a
``Literal`` field's values come from its type; the others from the kind's
vocabulary, :mod:`.vocabularies`). A token id means the same thing in every
state of every game of that setup.
"""

from __future__ import annotations

import typing
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec


class _End:
    """The end of a tuple field's elements."""

    def __repr__(self) -> str:
        return "<end>"


END: Any = _End()


class Token(msgspec.Struct, frozen=True):
    """One action: ``tag`` is set on a command's first token only; ``field`` is None for a bare tag."""

    tag: str | None
    field: str | None
    value: Any

    def label(self) -> str:
        named = "" if self.field is None else f"{self.field}={self.value!r}"
        return f"{self.tag} {named}".strip() if self.tag is not None else f"… {named}"


class CommandShape(msgspec.Struct, frozen=True):
    """A command type as the alphabet sees it: its tag, its fields in order, which are tuples."""

    cls: Any
    tag: str
    fields: tuple[str, ...]
    tuples: frozenset[str]
    literals: Mapping[str, tuple[Any, ...]]


class MissingVocabulary(LookupError):
    """A command field has no finite set of values for this kind (see :mod:`.vocabularies`)."""


def command_shapes(command_type: Any) -> tuple[CommandShape, ...]:
    """Every command struct of a game's tagged union, read from its type annotations."""
    members = typing.get_args(command_type) or (command_type,)
    shapes = []
    for cls in members:
        hints = typing.get_type_hints(cls, include_extras=False)
        fields = tuple(cls.__struct_fields__)
        tuples = frozenset(name for name in fields if typing.get_origin(hints[name]) is tuple)
        literals = {
            name: typing.get_args(hints[name]) for name in fields if typing.get_origin(hints[name]) is typing.Literal
        }
        shapes.append(CommandShape(cls, str(cls.__struct_config__.tag), fields, tuples, literals))
    return tuple(shapes)


class ActionAlphabet:
    """The fixed action ids of one game setup, and the spelling of each command in them."""

    def __init__(
        self, command_type: Any, vocabulary: Mapping[str, Sequence[Any]], max_lengths: Mapping[str, int]
    ) -> None:
        self.shapes = command_shapes(command_type)
        self._by_class = {shape.cls: shape for shape in self.shapes}
        tokens: dict[Token, None] = {}
        for shape in self.shapes:
            if not shape.fields:
                tokens[Token(shape.tag, None, None)] = None
                continue
            first = shape.fields[0]
            for value in self._values(shape, first, vocabulary):
                tokens[Token(shape.tag, first, value)] = None
        for shape in self.shapes:
            for index, name in enumerate(shape.fields):
                if index > 0 or name in shape.tuples:
                    for value in self._values(shape, name, vocabulary):
                        tokens[Token(None, name, value)] = None
        self.tokens: tuple[Token, ...] = tuple(tokens)
        self._ids = {token: index for index, token in enumerate(self.tokens)}
        self.longest = max(self._longest(shape, max_lengths) for shape in self.shapes)

    @property
    def size(self) -> int:
        return len(self.tokens)

    def _values(self, shape: CommandShape, name: str, vocabulary: Mapping[str, Sequence[Any]]) -> list[Any]:
        if name in shape.literals:
            values = list(shape.literals[name])
        elif name in vocabulary:
            values = list(vocabulary[name])
        else:
            raise MissingVocabulary(f"command {shape.tag!r}: no vocabulary for its field {name!r}")
        return [*values, END] if name in shape.tuples else values

    @staticmethod
    def _longest(shape: CommandShape, max_lengths: Mapping[str, int]) -> int:
        if not shape.fields:
            return 1
        missing = [name for name in shape.tuples if name not in max_lengths]
        if missing:
            raise MissingVocabulary(f"command {shape.tag!r}: no longest length for its tuple field {missing[0]!r}")
        return sum(max_lengths[name] + 1 if name in shape.tuples else 1 for name in shape.fields)

    def spell(self, command: Any) -> tuple[int, ...]:
        """The action ids that make ``command``; ValueError if a value is outside the alphabet."""
        shape = self._by_class[type(command)]
        if not shape.fields:
            return (self._ids[Token(shape.tag, None, None)],)
        spelled = []
        for index, name in enumerate(shape.fields):
            value = getattr(command, name)
            parts = [*value, END] if name in shape.tuples else [value]
            for position, part in enumerate(parts):
                tag = shape.tag if index == 0 and position == 0 else None
                token = Token(tag, name, part)
                if token not in self._ids:
                    raise ValueError(f"{command!r}: {token.label()} is not in this setup's action alphabet")
                spelled.append(self._ids[token])
        return tuple(spelled)

    def label(self, action: int) -> str:
        return self.tokens[action].label()


class Speller:
    """One decision being spelled: the legal commands, the actions taken so far, what may come next."""

    def __init__(self, alphabet: ActionAlphabet, legal: Iterable[Any]) -> None:
        self.legal = tuple(legal)
        self._spellings = [alphabet.spell(command) for command in self.legal]
        self.prefix: tuple[int, ...] = ()

    def allowed(self) -> frozenset[int]:
        """The actions that continue the prefix toward some legal command."""
        depth = len(self.prefix)
        return frozenset(s[depth] for s in self._spellings if s[:depth] == self.prefix and len(s) > depth)

    def take(self, action: int) -> Any | None:
        """Add ``action`` (and any forced continuation); the command once it is whole, else None."""
        if action not in self.allowed():
            raise ValueError(f"action {action} is not allowed now")
        self.prefix += (action,)
        while True:
            complete = [i for i, s in enumerate(self._spellings) if s == self.prefix]
            if complete:
                return self.legal[complete[0]]
            following = self.allowed()
            if len(following) != 1:
                return None
            self.prefix += tuple(following)
