"""A name may hold only characters that are seen; a zero-width joiner only inside an emoji sequence."""

from __future__ import annotations

import pytest

from services.errors import InvalidCharacters
from services.input_checks import check_printable, check_visible_name

pytestmark = pytest.mark.unit

TECHNOLOGIST = "\U0001f469\u200d\U0001f4bb"  # woman, ZWJ, laptop
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man, ZWJ, woman, ZWJ, girl
RAINBOW_FLAG = "\U0001f3f3\ufe0f\u200d\U0001f308"  # white flag, VS16, ZWJ, rainbow


@pytest.mark.parametrize("name", ["Ana", "Zoë", "李小龙", "bot-1", TECHNOLOGIST, FAMILY, RAINBOW_FLAG, "a b"])
def test_visible_names_pass(name: str) -> None:
    check_visible_name(name, "name")


@pytest.mark.parametrize(
    ("name", "code_point"),
    [
        ("Ana\u202egnp.exe", "U+202E"),  # the override that reverses what follows
        ("\u200dAna", "U+200D"),  # a joiner with nothing before it
        ("Ana\u200d", "U+200D"),  # nor after it
        ("A\u200d\U0001f4bb", "U+200D"),  # a letter is not a pictograph
        ("\U0001f469\u200dA", "U+200D"),
        ("An\u200ca", "U+200C"),  # the zero-width non-joiner
        ("Ana\U000e0067", "U+E0067"),  # a tag character
    ],
)
def test_invisible_characters_are_refused_with_the_field_and_the_code_point(name: str, code_point: str) -> None:
    with pytest.raises(InvalidCharacters) as refused:
        check_visible_name(name, "name")
    assert refused.value.field == "name"
    assert refused.value.message.startswith(f"name holds {code_point} (")


def test_an_option_string_is_named_by_its_place_in_the_options() -> None:
    with pytest.raises(InvalidCharacters) as refused:
        check_printable({"custom_factions": [{"id": "x", "name": "Night\u2028Owls"}]}, "options")
    assert refused.value.field == "options.custom_factions[0].name"
    check_printable({"custom_factions": [{"id": "x", "name": f"Night Owls {TECHNOLOGIST}"}]}, "options")
