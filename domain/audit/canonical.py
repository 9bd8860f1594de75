"""Canonical JSON: the bytes a chain hash and a receipt are computed over.

PostgreSQL's jsonb keeps the JSON value but not its bytes (key order,
spacing, number spelling), so hashes are defined over the decoded value, in
the RFC 8785 (JCS) style: object members sorted by key (UTF-16 code units),
no whitespace, UTF-8, strings escaped as JCS does, integers written as
integers and other numbers in ECMAScript's shortest form. A value that is
not JSON (NaN, infinity, a non-string key) is refused.
"""

from __future__ import annotations

import json
import math
from decimal import Decimal
from typing import Any


def canonical(value: Any) -> bytes:
    """The canonical UTF-8 bytes of a JSON value (dicts, lists, str, int, float, bool, None)."""
    out: list[str] = []
    _write(value, out)
    return "".join(out).encode("utf-8")


def _write(value: Any, out: list[str]) -> None:
    kind = type(value)
    if kind is str:
        out.append(_string(value))
    elif kind is int:
        out.append(int.__repr__(value))
    elif kind is dict:
        out.append("{")
        first = True
        for key in _sorted_keys(value):
            if not first:
                out.append(",")
            first = False
            out.append(_string(key))
            out.append(":")
            _write(value[key], out)
        out.append("}")
    elif (kind is list or kind is tuple) and all(type(item) is int for item in value):
        out.append("[" + ",".join(map(int.__repr__, value)) + "]")  # a pile of cards: the common case
    elif (kind is list or kind is tuple) and all(type(item) is str for item in value):
        out.append("[" + ",".join(map(_string, value)) + "]")
    elif kind is list or kind is tuple:
        out.append("[")
        for index, item in enumerate(value):
            if index:
                out.append(",")
            _write(item, out)
        out.append("]")
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif kind is float:
        out.append(number(value))
    elif isinstance(value, int):  # an int subclass (an IntEnum)
        out.append(int.__repr__(value))
    else:
        raise TypeError(f"{kind.__name__} is not a JSON value")


def _sorted_keys(members: dict[Any, Any]) -> list[str]:
    """Keys in UTF-16 code unit order; for keys within the BMP that is code point order."""
    keys = sorted(members)
    for key in keys:
        if type(key) is not str:
            raise TypeError(f"a JSON object key must be a string, not {key!r}")
        if not key.isascii() and any(ord(char) > 0xFFFF for char in key):
            return sorted(keys, key=lambda text: text.encode("utf-16-be"))
    return keys


#: Escapes exactly what JCS escapes: ", \, \b \f \n \r \t and other controls as
#: \u00xx (lowercase hex); everything else is written as it is (the C encoder).
_string = json.encoder.encode_basestring  # type: ignore[attr-defined]


def number(value: float) -> str:
    """A double as ECMAScript's Number.prototype.toString writes it (RFC 8785, 3.2.2.3)."""
    if math.isnan(value) or math.isinf(value):
        raise ValueError("NaN and infinity are not JSON")
    if value == 0:
        return "0"
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    digits = repr(value)  # the shortest digits that round-trip, as ECMAScript chooses them
    mantissa, _, exponent = digits.partition("e")
    if not exponent:
        return digits[:-2] if digits.endswith(".0") else digits
    power = int(exponent)
    if -6 <= power < 21:
        return format(Decimal(digits), "f")
    return f"{mantissa}e{'+' if power > 0 else '-'}{abs(power)}"
