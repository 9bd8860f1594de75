"""The fast path of canonical JSON (json.dumps in C) writes exactly what the member-by-member path does."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.audit.canonical import canonical, canonical_slow

pytestmark = pytest.mark.unit

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=8), children, max_size=6),
    max_leaves=40,
)


@settings(max_examples=600, deadline=None)
@given(JSON)
def test_both_paths_agree_on_any_json_value(value: object) -> None:
    assert canonical(value) == canonical_slow(value)


def test_strings_that_look_like_floats_and_astral_keys() -> None:
    for value in ({"a": "x,1.5"}, {"\U0001f600": 1, "\uffff": 2}, [1.0, "1e5"], {"k": [0.5]}, "[1.5]"):
        assert canonical(value) == canonical_slow(value)
    # UTF-16 order: U+1F600 is D83D DE00, before FFFF (code point order would put it last)
    assert canonical({"\U0001f600": 1, "\uffff": 2}) == '{"\U0001f600":1,"\uffff":2}'.encode()
