"""Short games in canonical form: named values, order, sums, canonical forms, against the definitions.

Independent checks: the brute-force pregames of ``pregames.py`` (order by the definition and by play, sums
without simplification) and the published canonical forms of small values (Siegel, Combinatorial Game Theory,
AMS 2013, ch. II: ^ = {0|*}, ^* = {0,*|0}, ^^* = {0|^}, tiny-2 = {0||0|-2}, ...).
"""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.cgt import (DOWN, STAR, UP, ZERO, ShortGame, dyadic, integer, miny, nimber, number, parse_game,
                           simplest_number, switch, tiny, up_multiple)
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=60, deadline=None)


def test_named_values_have_their_published_canonical_forms():
    """Siegel ch. II.1-II.6: ^ = {0|*}, v = {*|0}, ^* = {0,*|0}, ^^* = {0|^}, ^^ = {0|^*}, *2 = {0,*|0,*},
    tiny-2 = {0||0|-2}, 1/2 = {0|1}, 3/4 = {1/2|1}, -1 = {|0}."""
    assert UP is ShortGame([0], [STAR]) and DOWN is ShortGame([STAR], [0])
    assert UP + STAR is ShortGame([0, STAR], [0])
    assert UP * 2 + STAR is ShortGame([0], [UP])
    assert UP * 2 is ShortGame([0], [UP + STAR])
    assert nimber(2) is ShortGame([0, STAR], [0, STAR])
    assert tiny(2) is ShortGame([0], [ShortGame([0], [-2])])
    assert number("1/2") is ShortGame([0], [1]) and number("3/4") is ShortGame([number("1/2")], [1])
    assert integer(-1) is ShortGame([], [0]) and number(2).left == (number(1),)


def test_canonical_form_removes_dominated_and_bypasses_reversible_options():
    assert ShortGame([0, 1], [3]) is number(2)               # 0 is dominated by 1; {1|3} = 2
    assert ShortGame([number(-1)], []) is ZERO               # -1 = {|0} reverses through 0
    assert ShortGame([UP], [DOWN]) is STAR                   # {^|v} = *
    assert ShortGame([2], [-1]).left == (number(2),)


def test_numbers_arithmetic_and_simplicity():
    assert number("1/2") + number("1/4") is number("3/4")
    assert simplest_number(Fraction(1, 4), Fraction(1, 2)) == Fraction(3, 8)
    assert simplest_number(Fraction(-3), Fraction(-2)) == Fraction(-5, 2)
    assert simplest_number(None, None) == 0
    with pytest.raises(ValueError, match="no number lies strictly between"):
        simplest_number(Fraction(1), Fraction(1))
    with pytest.raises(ValueError, match="dyadic rational"):
        number(Fraction(1, 3))
    with pytest.raises(TypeError, match="ShortGame, an int"):
        ShortGame([1.5], [])
    assert dyadic("-7/16") == Fraction(-7, 16)
    assert number(10 ** 12) > number(10 ** 12 - 1) and number(10 ** 12).birthday == 10 ** 12


def test_outcomes_and_order():
    assert [g.outcome() for g in (ZERO, number(1), number(-1), STAR, UP, switch(1, -1))] == [
        "P", "L", "R", "N", "L", "N"]
    assert STAR.confused_with(ZERO) and not UP.confused_with(ZERO)
    assert UP < number("1/1024") and UP > 0 and not (STAR <= 0) and not (STAR >= 0)
    assert (UP + STAR).confused_with(0) and (UP * 2 + STAR) > 0   # ^* || 0, ^^* > 0 (Siegel II.1)
    assert nimber(3) + nimber(5) is nimber(6)


def test_games_are_interned_hashable_and_pickle_to_themselves():
    g = parse_game("{2|0||0}")
    assert pickle.loads(pickle.dumps(g)) is g
    assert len({g, miny(2), parse_game("Miny(2)")}) == 1
    assert hash(number(3)) == hash(3) and number(3) == 3


@SMALL
@given(pre.pregames())
def test_canonical_form_is_idempotent_and_keeps_the_value(g):
    c = pre.to_short(g)
    assert ShortGame(c.left, c.right) is c
    back = _pregame(c)
    assert pre.leq(g, back) and pre.leq(back, g)


@SMALL
@given(pre.pregames(), pre.pregames())
def test_order_agrees_with_the_definition_by_play(g, h):
    a, b = pre.to_short(g), pre.to_short(h)
    assert (a >= b) == pre.geq_by_play(g, h) == pre.leq(h, g)
    assert (a is b) == (pre.leq(g, h) and pre.leq(h, g))


@SMALL
@given(pre.pregames(), pre.pregames(), pre.pregames())
def test_sums_are_commutative_associative_and_have_inverses(g, h, k):
    a, b, c = pre.to_short(g), pre.to_short(h), pre.to_short(k)
    assert a + (-a) is ZERO
    assert a + b is b + a
    assert (a + b) + c is a + (b + c)
    assert a - b is a + (-b)


@SMALL
@given(pre.pregames(max_leaves=4), pre.pregames(max_leaves=4))
def test_sum_equals_the_unsimplified_sum(g, h):
    s = pre.add(g, h)
    assert pre.to_short(s) is pre.to_short(g) + pre.to_short(h)


@SMALL
@given(pre.pregames())
def test_text_round_trips(g):
    c = pre.to_short(g)
    assert parse_game(str(c)) is c
    assert parse_game(repr(c)[len("ShortGame('"):-2]) is c


@pytest.mark.parametrize("text, expected", [
    ("0", "0"), ("-3/4", "-3/4"), ("*", "*"), ("*2", "*2"), ("^", "^"), ("v", "v"), ("^^", "^^"), ("^3", "^3"),
    ("v3*2", "v3*2"), ("{0,*|0}", "^*"), ("{1|-1}", "+-1"), ("{0|{0|-2}}", "Tiny(2)"), ("{2|0||0}", "Miny(2)"),
    ("{2|-1}", "{2|-1}"), ("1/2^*", "1/2^*"), ("-1v", "-1v"), ("2+-1", "{3|1}"), ("+-{2|1}", "+-{2|1}"),
    ("{3||1|0}", "{3||1|0}"), ("1+Tiny(2)", "1+Tiny(2)"), ("↑+↓", "0"), ("±1", "+-1"), ("{|}", "0"),
    ("+-(1,2)", "+-2"), ("{1,{2|0}|-1,{0|-2}}", "+-(1,{2|0})"), ("+-({2|0},1)", "+-(1,{2|0})"),
])
def test_cgsuite_notation(text, expected):
    assert str(parse_game(text)) == expected


@pytest.mark.parametrize("text, where", [
    ("{1|", "position 3"), ("{1|2|3}", "ambiguous"), ("3/5", "dyadic"), ("{1,|2}", "after ','"), ("1 2", "position 2"),
    ("(1", "')'"), ("Tiny(2", "Tiny("), ("", "position 0"), ("{1 2|}", "between options"), ("{,1|}", "before ','"),
    ("1/", "denominator"), ("{1}", "'|' between"), ("x", "position 0"),
])
def test_malformed_text_names_the_position(text, where):
    with pytest.raises(ValueError, match="value text") as err:
        parse_game(text)
    assert where in str(err.value)


def test_up_multiples_and_nimbers():
    assert str(up_multiple(-3, 2)) == "v3*2" and up_multiple(2) is UP + UP
    assert nimber(4).nim_value == 4 and (UP + STAR).nim_value is None
    assert [g.birthday for g in (ZERO, STAR, UP, number("3/4"), nimber(3))] == [0, 1, 2, 3, 3]
    with pytest.raises(ValueError, match="n must be"):
        nimber(-1)


@SMALL
@given(pre.pregames())
def test_birthday_of_the_canonical_form_is_at_most_that_of_the_pregame(g):
    assert pre.to_short(g).birthday <= pre.birthday(g)


def _pregame(g: ShortGame):
    return (tuple(_pregame(x) for x in g.left), tuple(_pregame(x) for x in g.right))


@pytest.mark.parametrize("k", [0, 1, 5])
def test_integer_and_multiple(k):
    assert integer(k) * 3 is number(3 * k) and STAR * 2 is ZERO and (UP * -k) is DOWN * k


def test_bad_multiple_and_options():
    with pytest.raises(TypeError):
        UP * 1.5
    with pytest.raises(TypeError, match="left option"):
        ShortGame([None], [])


def test_text_is_read_by_parse_game_not_by_the_type():
    """The value type does not parse (parsing lives above it, in notation): text given where a game is expected
    is refused with a message naming parse_game; the same text parsed is the game."""
    for refused in (lambda: ShortGame(["^"], []), lambda: UP + "*", lambda: UP <= "^", lambda: tiny("2")):
        with pytest.raises(TypeError, match="parse_game"):
            refused()
    assert ShortGame([parse_game("^")], []) is ShortGame([UP], []) and UP + parse_game("*") is UP + STAR
    assert str(ShortGame([UP], [-1])) == "{^|-1}" and repr(UP + STAR) == "ShortGame('^*')"
    assert not any(hasattr(UP, name) for name in ("parse", "mean", "temperature", "thermograph", "atomic_weight"))
    assert st  # the strategies module is used through pregames


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="{}|,0123456789/*^v+-()Tinyb_ .", max_size=14))
def test_any_text_parses_or_is_refused_with_a_value_error(text):
    try:
        g = parse_game(text)
    except ValueError as err:
        assert "value text" in str(err) or "must be" in str(err)
    else:
        assert parse_game(str(g)) is g


def test_large_multiples_use_their_closed_forms_and_are_bounded():
    """n.^ = {0 | (n-1).^*}, n.^* = {0 | (n-1).^} (Siegel II.4) agree with repeated sums, and big nimbers add."""
    from combgames.cgt.short import multiple

    for n in range(6):
        assert up_multiple(n) is multiple(UP, n) and up_multiple(n, 1) is multiple(UP, n) + STAR
    assert str(up_multiple(128)) == "^128" and (nimber(128) + nimber(127)).nim_value == 255
    with pytest.raises(ValueError, match="at most 2048"):
        parse_game("^128*128")
    with pytest.raises(ValueError, match="0..128"):
        parse_game("*999")


DYADICS = st.builds(lambda m, k: Fraction(m, 2 ** k), st.integers(-2 ** 12, 2 ** 12), st.integers(0, 8))


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.none(), DYADICS), st.one_of(st.none(), DYADICS), DYADICS)
def test_number_fast_paths_agree_with_fraction_arithmetic(a, b, c):
    """The float paths of short.py (simplest number between two numbers, number sums, the value of {a | b})
    give what the Fraction definitions give."""
    from combgames.cgt.short import _float_simplest, _number_sum

    if a is not None and b is not None and a >= b:
        a, b = b, a + 1 if a == b else a
    assert Fraction(_float_simplest(None if a is None else float(a), None if b is None else float(b))) == \
        simplest_number(a, b)
    if a is not None:
        assert _number_sum(float(a), float(c)) is number(a + c)
        assert _number_sum(a, float(c)) is number(a + c)
    left = [] if a is None else [number(a)]
    right = [] if b is None else [number(b)]
    assert ShortGame(left, right) is number(simplest_number(a, b))


def _is(text: str) -> ShortGame:
    return parse_game(text)


@pytest.mark.parametrize("left, right, value", [
    (["*"], [], "0"),         # 0 fits: * <| 0 (they are confused)
    (["^"], [], "1"),         # 0 does not (^ >= 0): the simplest number above the stops
    (["*"], ["1"], "0"),
    (["^"], ["1"], "1/2"),
    (["1*"], ["2"], "1"),     # the lower end a = 1 fits
    (["1^"], ["2"], "3/2"),   # neither end fits (1 <= 1^, 2 >= 2)
    (["1/2"], ["1*"], "1"),   # the upper end b = 1 fits, simpler than a = 1/2 and than 3/4 between them
    (["v", "-1"], ["^", "1/2"], "0"),
])
def test_options_whose_stops_do_not_cross_give_the_simplest_number_that_fits(left, right, value):
    """{L | R} with max RS(G^L) < min LS(G^R) is a number: the simplest x with G^L <| x <| G^R (Siegel II.3),
    an end of [max RS, min LS] when it fits; checked against the definition of order on the unsimplified game."""
    g = ShortGame([_is(t) for t in left], [_is(t) for t in right])
    assert g is _is(value)
    raw = (tuple(_pregame(_is(t)) for t in left), tuple(_pregame(_is(t)) for t in right))
    back = _pregame(g)
    assert pre.leq(raw, back) and pre.leq(back, raw)


def test_the_simplicity_rule_in_fractions_beyond_a_float():
    """The same rule where the stops are Fractions a float cannot hold (1 + 2^-60)."""
    tiny_step = Fraction(1, 2 ** 60)
    just_above_one = number(1 + tiny_step)
    assert ShortGame([number(1) + STAR], [just_above_one]) is number(1)        # the end 1 fits
    assert ShortGame([number(1) + UP], [just_above_one]) is number(1 + tiny_step / 2)
    assert ShortGame([number(tiny_step) + STAR], []) is number(1)


@settings(max_examples=200, deadline=None)
@given(st.builds(lambda m, k: Fraction(m, 2 ** k), st.integers(-2 ** 60, 2 ** 60), st.integers(0, 70)))
def test_numbers_hash_as_their_values_and_have_the_options_of_their_definition(x):
    """A number's float form is used only where exact; its hash is its value's; its options made through floats
    are those of the definition (n = {n-1 |}, m/2^k = {(m-1)/2^k | (m+1)/2^k})."""
    g = number(x)
    assert hash(g) == hash(x) and Fraction(g._num) == x
    assert (type(g._num) is float) == (Fraction(float(x)) == x)
    if x.denominator == 1:
        expected = ([x - 1], []) if x > 0 else ([], [x + 1]) if x < 0 else ([], [])
    else:
        step = Fraction(1, x.denominator)
        expected = ([x - step], [x + step])
    assert ([o.number for o in g.left], [o.number for o in g.right]) == expected
