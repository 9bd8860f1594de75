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
    return "".join(_parts(value)).encode("utf-8")


def _parts(value: Any) -> list[str]:
    out: list[str] = []
    _write(value, out)
    return out


def _write(value: Any, out: list[str]) -> None:
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(number(value))
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, list | tuple):
        out.append("[")
        for index, item in enumerate(value):
            if index:
                out.append(",")
            _write(item, out)
        out.append("]")
    elif isinstance(value, dict):
        out.append("{")
        for index, key in enumerate(sorted(value, key=_utf16_key)):
            if not isinstance(key, str):
                raise TypeError(f"a JSON object key must be a string, not {key!r}")
            if index:
                out.append(",")
            out.append(_string(key))
            out.append(":")
            _write(value[key], out)
        out.append("}")
    else:
        raise TypeError(f"{type(value).__name__} is not a JSON value")


def _utf16_key(key: Any) -> Any:
    if not isinstance(key, str):
        raise TypeError(f"a JSON object key must be a string, not {key!r}")
    return key.encode("utf-16-be")


def _string(text: str) -> str:
    # json.dumps escapes exactly what JCS escapes: ", \, \b \f \n \r \t and other
    # controls as \u00xx (lowercase hex); everything else is written as it is.
    return json.dumps(text, ensure_ascii=False)


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
