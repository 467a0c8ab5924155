"""Declared options: constructor checks, command-line parsing and messages from one declaration."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combgames.options import Boolean, Choice, Custom, Integer, Integers, Option, Options, Text

OPTS = Options(
    Option("n", Integer(minimum=1, maximum=9), 3, "board size"),
    Option("flag", Boolean(), False),
    Option("rule", Choice(("loss", "draw")), "loss"),
    Option("heaps", Integers(minimum=0), (3, 4, 5)),
    Option("name", Text(), "x"),
    Option("pair", Custom("a pair of integers", checker=lambda v, name: tuple(v),
                          parser=lambda t, name: [int(w) for w in t.split(",")]), (1, 1)),
)


def test_defaults_and_checked_values():
    assert OPTS.check() == {"n": 3, "flag": False, "rule": "loss", "heaps": (3, 4, 5), "name": "x", "pair": (1, 1)}
    assert OPTS.check(n=4, flag=1, heaps=7)["heaps"] == (7,)
    assert OPTS.parse({"pair": "2,3", "heaps": "1, 2"}) | {} == OPTS.check(pair=(2, 3), heaps=[1, 2])


@pytest.mark.parametrize("text, value", [("True", True), ("false", False), ("NO", False), ("1", True),
                                         ("off", False), ("yes", True)])
def test_booleans_read_from_text(text, value):
    assert OPTS.parse({"flag": text})["flag"] is value


@pytest.mark.parametrize("texts, error, words", [
    ({"flag": "maybe"}, ValueError, "option flag must be true or false"),
    ({"n": "0"}, ValueError, "option n must be an integer in 1..9, not 0"),
    ({"n": "three"}, ValueError, "not 'three'"),
    ({"heaps": "-3"}, ValueError, "not -3 (item 1"),
    ({"heaps": "a b c"}, ValueError, "not 'a' (item 1"),
    ({"heaps": ""}, ValueError, "at least 1"),
    ({"rule": "win"}, ValueError, "option rule must be one of"),
    ({"name": " "}, ValueError, "must not be empty"),
    ({"size": "3"}, TypeError, "unknown option size; the options are: n, flag"),
])
def test_bad_text_is_named(texts, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(").replace(")", r"\)")):
        OPTS.parse(texts)


@pytest.mark.parametrize("values, error, words", [
    ({"n": True}, TypeError, "option n must be"),
    ({"flag": "False"}, TypeError, "option flag must be true or false, not 'False'"),
    ({"heaps": "3 4"}, TypeError, "must be a sequence of integers"),
    ({"heaps": [1, 2.5]}, ValueError, "not 2.5"),
])
def test_bad_python_values_are_named(values, error, words):
    with pytest.raises(error, match=words):
        OPTS.check(**values)


def test_variants_and_listing():
    assert "flag" not in OPTS.without("flag") and "n" in OPTS.without("flag")
    assert OPTS.describe().splitlines()[0] == "n: an integer in 1..9 (default 3) - board size"
    with pytest.raises(ValueError, match="distinct"):
        Options(Option("a", Text()), Option("a", Text()))


@given(st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=6), st.sampled_from([" ", ",", ", "]))
def test_integer_lists_round_trip(items, sep):
    assert OPTS.parse({"heaps": sep.join(map(str, items))})["heaps"] == tuple(items)


def test_powers_and_unordered_containers():
    assert OPTS.parse({"heaps": "1 10**100 2^3"})["heaps"] == (1, 10 ** 100, 8)
    with pytest.raises(ValueError, match="not '10\\*\\*100000'"):
        OPTS.parse({"heaps": "10**100000"})
    with pytest.raises(TypeError, match="sequence of integers"):
        OPTS.check(heaps={1: 2})
    with pytest.raises(TypeError, match="sequence of integers"):
        OPTS.check(heaps={3, 4})
