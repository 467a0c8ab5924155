"""Fuzz target of the CGSuite-notation parser (:func:`combgames.cgt.parse_game`).

Arbitrary text, and text made of the notation's own pieces (to get past the first checks and nest deeply), must
give either a value or a :class:`~combgames.cgt.GameTextError` (a ValueError) whose one-line message names a
position in the text; never another exception (no RecursionError, OverflowError or a bare ValueError from
``int``). A value that parses prints as text that reads back as the same value.

Run many more examples with ``COMBGAMES_FUZZ=20000 python -m pytest -m fuzz tests/fuzz/test_fuzz_cgt.py``.
"""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from combgames.cgt import GameTextError, parse_game
from tests.fuzzing import FUZZ

pytestmark = pytest.mark.fuzz

_PIECES = ["{", "}", "|", "||", ",", "(", ")", "+", "-", "+-", "±", "^", "v", "↑", "↓", "*", "0", "1", "2", "7",
           "/", "/4", "3/8", "10" * 40, "9" * 4100, "Tiny(", "Miny(", " ", "\u00b2", "\u0663", "*129", "^128"]

_value_text = st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(_PIECES), max_size=40).map("".join),
    st.tuples(st.integers(0, 400), st.sampled_from(["{", "(", "-", "{0|", "+-", "Tiny("]),
              st.sampled_from(["0", "1", "*", "^"])).map(lambda t: t[1] * t[0] + t[2] + "".join(
                  {"{": "|}", "(": ")", "-": "", "{0|": "}", "+-": "", "Tiny(": ")"}[t[1]] for _ in range(t[0]))),
)


@FUZZ
@given(_value_text)
@example("{" * 3000 + "0" + "|}" * 3000)
@example("{0|" * 1000 + "0" + "}" * 1000)
@example("1" + "0" * 400)
@example("9" * 4100)
@example("\u00b2")
@example("1/0")
def test_parse_game_gives_a_value_or_a_clear_value_error(text):
    try:
        g = parse_game(text)
    except Exception as err:  # noqa: BLE001 - the test is that only GameTextError comes out
        assert isinstance(err, GameTextError), f"{type(err).__name__}: {err}"
        message = str(err)
        assert "at position " in message and "\n" not in message and len(message) < 1000, message
        return
    assert parse_game(str(g)) is g
