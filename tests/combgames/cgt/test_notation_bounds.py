"""Bounded parsing and deep values: CGSuite text nested to any depth, numbers of any size (exact), malformed text
refused with a message naming the position, and values up to MAX_DEPTH printed, compared, added and drawn as
thermographs with no RecursionError (issue 26, item 5)."""

from fractions import Fraction

import pytest

from combgames.cgt import (GameTextError, STAR, ZERO, ShortGame, atomic_weight, mean, number, parse_game, temperature,
                           thermograph)
from combgames.cgt.notation import MAX_DIGITS
from combgames.cgt.short import MAX_DEPTH, GameDepthError, add, leq, negative


def _under(frames: int, f):
    """``f()`` called ``frames`` Python frames deeper than here (a caller that has used some of the stack)."""
    return f() if frames == 0 else _under(frames - 1, f)


def _up_chain(n: int, inner: ShortGame = ZERO) -> ShortGame:
    """{0|{0|...{0|inner}}} with n pairs of braces (^ multiples: {0|0} = *, {0|*} = ^, {0|^} = ^^*)."""
    g = inner
    for _ in range(n):
        g = ShortGame([ZERO], [g])
    return g


def test_numbers_nested_ten_thousand_deep_parse():
    n = 10_000
    assert parse_game("{" * n + "0" + "|}" * n) == n          # {n-1|} = n
    assert parse_game("(" * n + "^" + ")" * n) is parse_game("^")
    assert parse_game("-" * n + "1") == 1                     # an even number of negations


def test_deep_value_is_refused_with_its_depth_not_a_recursion_error():
    text = "{0|" * 10_000 + "0" + "}" * 10_000
    with pytest.raises(GameTextError, match=rf"MAX_DEPTH={MAX_DEPTH}") as err:
        parse_game(text)
    assert "40,001 characters" in str(err.value) and len(str(err.value)) < 400  # the text shortened


def test_the_deepest_values_print_compare_add_and_draw_with_stack_in_use():
    g = _up_chain(MAX_DEPTH - 1)          # depth MAX_DEPTH - 1 ... MAX_DEPTH
    h = _up_chain(MAX_DEPTH - 1, STAR)

    def everything():
        assert g.depth == MAX_DEPTH - 1 and h.depth == MAX_DEPTH
        text = str(g)
        assert parse_game(text) is g and repr(h).startswith("ShortGame(")
        assert g.birthday == MAX_DEPTH - 1 and h.birthday == MAX_DEPTH
        assert thermograph(g).temperature == 0 and g.outcome() == "L"
        assert g.confused_with(h) and not leq(g, h)
        assert add(g, negative(g)) is ZERO and add(h, negative(g)).depth <= MAX_DEPTH
        assert str(atomic_weight(g)) == str(MAX_DEPTH - 2)
        with pytest.raises(GameDepthError, match="levels deep"):
            add(g, h)
        return True

    assert _under(200, everything)


@pytest.mark.parametrize("text, value", [
    ("1" + "0" * 400, Fraction(10**400)),
    ("-" + "7" * 400 + "/" + str(2**1000), Fraction(-int("7" * 400), 2**1000)),
    ("1/" + str(2**3000), Fraction(1, 2**3000)),
])
def test_numbers_of_any_size_are_exact(text, value):
    g = parse_game(text)
    assert g.number == value and g.left_stop == value and mean(g) == value
    assert parse_game(str(g)) is g
    bigger = add(g, number(1))
    assert bigger.number == value + 1 and g < bigger
    switch = ShortGame([g], [-g]) if value > 0 else ShortGame([-g], [g])
    assert temperature(switch) == abs(value)                 # {x | -x} has temperature x, x any size


@pytest.mark.parametrize("text, message", [
    ("{1|", "at position 3 (end of text): expected '}' closing the '{' at position 0"),
    ("{1|2|3}", "ambiguous: two runs of 1 bar(s)"),
    ("1/3", "expected a dyadic rational (a power of 2 below the bar, as in 3/8), not '1/3'"),
    ("1/0", "expected a denominator that is not 0"),
    ("1" * (MAX_DIGITS + 1), f"expected at most {MAX_DIGITS:,} digits"),
    ("^" + "9" * 5000, "expected at most"),
    ("^200", "n must be an integer in -128..128"),
    ("*129", "star must be an integer in 0..128"),
    ("\u00b2", "at position 0 ('\u00b2'): expected a number"),      # a digit to str.isdigit, not to the notation
    ("\u0663", "expected a number"),                                # Arabic-Indic three
    ("", "at position 0 (end of text)"),
    ("{,|}", "expected an option before ','"),
    ("+-(1", "expected ',' or ')' closing the '(' at position 2"),
    ("Tiny(1", "expected ')' closing Tiny("),
    ("1 2", "expected the end of the text"),
])
def test_malformed_text_is_a_clear_error(text, message):
    with pytest.raises(GameTextError) as err:
        parse_game(text)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_not_text_is_a_type_error():
    with pytest.raises(TypeError, match="must be a str"):
        parse_game(b"{1|0}")
