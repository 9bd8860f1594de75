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
import re
from decimal import Decimal
from typing import Any

import msgspec

#: A float as msgspec writes one (``1.5``, ``1e+16``, ``-0.0``): after ``:``, ``,`` or
#: ``[``, digits then ``.`` or ``e``. A string may match too; that only costs the slow path.
_FLOAT = re.compile(rb"(?:^|[:,\[])-?\d+[.eE]")
_sorted = msgspec.json.Encoder(order="sorted")
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def canonical(value: Any, *, floats: bool = True) -> bytes:
    """The canonical UTF-8 bytes of a JSON value (dicts, lists, str, int, float, bool, None).

    Without floats and characters beyond the BMP, msgspec with sorted keys writes
    exactly these bytes, in C (``tests/unit/audit/test_canonical.py`` checks it on
    random values); otherwise they are written here. A caller that knows
    ``value`` holds no float (see :func:`decode_json`) passes ``floats=False``
    and skips looking for one.
    """
    raw = _sorted.encode(value)
    if (not floats or _FLOAT.search(raw) is None) and (raw.isascii() or _ASTRAL.search(raw.decode()) is None):
        return raw
    return canonical_slow(value)


def _refuse_float(text: str) -> Any:
    raise ValueError("a float")


_float_free = msgspec.json.Decoder(float_hook=_refuse_float)


def decode_json(raw: bytes) -> tuple[Any, bool]:
    """The JSON value of ``raw`` and whether it holds a float (found while decoding, in C)."""
    try:
        return _float_free.decode(raw), False
    except msgspec.ValidationError:
        return msgspec.json.decode(raw), True


def canonical_slow(value: Any) -> bytes:
    """:func:`canonical` written member by member: numbers as ECMAScript, keys in UTF-16 order."""
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
_string = json.encoder.encode_basestring


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
