"""Cooling, heating, overheating, Norton multiplication, incentives and confusion intervals.

Published and definitional values (compared as values, parse_game(text) == g): Siegel, Combinatorial Game Theory
(AMS 2013), ch. II.5 (cooling: {2|-1} cooled by 1/2 is {3/2|-1/2}, frozen at its mean 1/2 above its temperature
3/2; +-1 cooled by 1 is *; heating); Winning Ways (2nd ed., vol. 1), ch. 6 (cooling Domineering: the 2x2 and
3x3 squares, +-1, cool by 1 to *; incentives) and ch. 8 (Norton multiplication: n.U is n copies of U, and the
atomic weight of G.^ is G); Lessons in Play (2007), ch. 6 (confusion intervals: {2|-1} is confused with every
number from -1 to 2). Page numbers were not checked against the books (chapters and sections are cited).

Theorems checked on random games (independent twins where the definition can be applied to a form that is not
canonical): cooling keeps the mean and lowers the temperature by t; cooling and heating are additive; heating by t then
cooling by t is the identity; cooling then heating is the identity when every follower that is not a number
has temperature >= t; cooling, heating and Norton products are invariant of form; Norton multiplication by
a positive U is additive and order-preserving, and G.1 = G; a confusion interval holds exactly the numbers
the game is confused with (by the order); dominant incentives are the incentives below no other.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.cgt import STAR, UP, ShortGame, atomic_weight, mean, number, parse_game, temperature
from combgames.cgt.cooling import cool, heat, norton_product, overheat
from combgames.cgt.incentives import dominant_incentives, incentives, left_incentives, right_incentives
from combgames.cgt.thermography import ConfusionInterval, confusion_interval
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=60, deadline=None)
TEMPERATURES = st.sampled_from([Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(3, 4), Fraction(1),
                                Fraction(3, 2), Fraction(2)])
UNITS = ["1", "2", "^", "^^*", "1*", "{2|1}", "1/2"]


def game(text: str) -> ShortGame:
    return parse_game(text)


# ---------------------------------------------------------------- cooling: published and definitional values
@pytest.mark.parametrize("text, t, cooled", [
    ("{2|-1}", "1/2", "{3/2|-1/2}"),  # Siegel II.5: the switch cooled by 1/2
    ("{2|-1}", "3/2", "1/2*"),        # at its temperature: infinitesimally close to its mean, not yet frozen
    ("{2|-1}", "2", "1/2"),           # above it: frozen at the mean
    ("{2|-1}", "0", "{2|-1}"),
    ("+-1", "1", "*"),                # Winning Ways ch. 6: +-1 cools by 1 to *
    ("+-1", "1/2", "+-1/2"),
    ("{1||0|-2}", "1", "^"),          # heating ^ by 1 gives {1||0|-2} (below), and cooling undoes it
    ("{1|||0||-1|-3}", "1", "^^*"), ("{1,{2|0}|-1}", "1", "^*"), ("{2|0||-1}", "1", "v"),  # likewise
    ("{2||1|-1}", "1", "{1|1*}"),
    ("3/4", "5", "3/4"), ("-7", "1", "-7"), ("*", "1/4", "0"), ("^", "1", "0"),
])
def test_cooling_values(text, t, cooled):
    assert cool(game(text), t) == game(cooled)


def _domineering(rows: int, cols: int) -> ShortGame:
    """The value of the empty rows x cols Domineering rectangle (Left vertical) by the definition: a memoised
    walk over the sets of empty cells (a twin independent of the ruleset's own value walk)."""
    cell = {(r, c): 1 << (r * cols + c) for r in range(rows) for c in range(cols)}

    @lru_cache(maxsize=None)
    def value(empty: int) -> ShortGame:
        def after(a, b):
            return [value(empty & ~cell[a] & ~cell[b])] if b in cell and empty & cell[a] and empty & cell[b] else []
        return ShortGame([v for (r, c) in cell for v in after((r, c), (r + 1, c))],
                         [v for (r, c) in cell for v in after((r, c), (r, c + 1))])
    return value((1 << rows * cols) - 1)


@pytest.mark.parametrize("rows, cols", [(2, 2), (3, 3)])
def test_cooled_domineering_squares_are_star(rows, cols):
    """Winning Ways ch. 2 and 6: the 2x2 and 3x3 Domineering squares are +-1, which cools by 1 to *."""
    g = _domineering(rows, cols)
    assert g == game("+-1") and cool(g, 1) == STAR


def test_cooled_domineering_2x3():
    """The 2x3 rectangle (2 rows, Left vertical) is {2|-1/2} (by the walk above), mean 3/4, temperature 5/4:
    cooled by 1 it is {1|1/2}, by 5/4 the number-ish 3/4*, and above that 3/4."""
    g = _domineering(2, 3)
    assert g == game("{2|-1/2}")
    assert (mean(g), temperature(g)) == (Fraction(3, 4), Fraction(5, 4))
    assert [cool(g, t) for t in (1, Fraction(5, 4), 2)] == [game("{1|1/2}"), game("3/4*"), game("3/4")]


def test_cooling_rejects_bad_temperatures():
    with pytest.raises(ValueError, match=">= 0"):
        cool(game("{2|-1}"), -1)
    with pytest.raises(ValueError):
        cool(game("{2|-1}"), Fraction(1, 3))
    with pytest.raises(TypeError, match="number"):
        cool(game("{2|-1}"), STAR)
    with pytest.raises(TypeError, match="ShortGame"):
        cool("{2|-1}", 1)
    with pytest.raises(TypeError):
        cool(game("1"), 1.5)


# ---------------------------------------------------------------- heating and overheating
@pytest.mark.parametrize("text, t, heated", [
    ("*", "1", "+-1"), ("^", "1", "{1||0|-2}"), ("{1|0}", "1", "{2|-1}"), ("1/2", "3", "1/2"),
    ("^^*", "1", "{1|||0||-1|-3}"), ("*", "*", "{*|*}"), ("^", "1/2", "{1/2||0|-1}"), ("{1/2|-1/2}", "1/2", "+-1"),
])
def test_heating_values(text, t, heated):
    assert heat(game(text), game(t)) == game(heated)


@pytest.mark.parametrize("text, overheated", [
    ("0", "0"), ("2", "2"), ("-1", "-1"), ("*", "+-(1*)"), ("1/2", "{1*|*}"), ("^", "{1*||0|-2}"),
])
def test_overheating_from_1_to_1star(text, overheated):
    """Siegel II.5 / Winning Ways ch. 6: the integral from 1 to 1* (integers n become n copies of 1)."""
    assert overheat(game(text), 1, game("1*")) == game(overheated)


def test_overheating_integers_are_copies_of_s():
    assert overheat(game("3"), game("^"), game("1")) == UP * 3
    assert overheat(game("-2"), game("{1|0}"), game("5")) == game("{1|0}") * -2


# ---------------------------------------------------------------- Norton multiplication
def test_norton_products():
    """Winning Ways ch. 8: integers multiply to copies of the unit; G.1 = G."""
    assert norton_product(game("2"), UP) == game("^^")
    assert norton_product(game("-3"), UP) == game("v3")
    assert norton_product(game("1/2"), 1) == game("1/2")
    assert norton_product(game("{2|-1}"), 1) == game("{2|-1}")
    assert norton_product(game("*"), UP) == game("+-(^^*)")
    assert norton_product(game("1/2"), UP) == game("{^^*|v*}")


@pytest.mark.parametrize("text", ["1/2", "3/2", "-3/4", "*", "{1|0}", "^", "{2|-1}"])
def test_atomic_weight_of_a_norton_product_by_up(text):
    """Winning Ways ch. 8: the atomic weight of G.^ is G."""
    assert atomic_weight(norton_product(game(text), UP)) == game(text)


def test_norton_product_needs_a_positive_unit():
    for unit in ("0", "*", "v", "^*", "-1"):
        with pytest.raises(ValueError, match="positive"):
            norton_product(game("1/2"), game(unit))
    with pytest.raises(TypeError):
        norton_product(game("1/2"), None)


# ---------------------------------------------------------------- incentives and confusion intervals
def test_incentives():
    assert left_incentives(UP) == (game("v"),) and right_incentives(UP) == (game("^*"),)
    assert incentives(game("{2|-1}")) == (game("{3|0}"),)  # both players gain {3|0}: Winning Ways ch. 6
    assert all(d < 0 for d in incentives(game("3/4"))) and incentives(game("0")) == ()
    with pytest.raises(TypeError):
        incentives("^")


@pytest.mark.parametrize("text, interval", [
    ("{2|-1}", "[-1, 2]"), ("*", "[0, 0]"), ("^", "empty"), ("5/8", "empty"), ("{1|^}", "(0, 1]"),
    ("{1*|0}", "[0, 1)"), ("{1|0}", "[0, 1]"), ("1/2*", "[1/2, 1/2]"),
])
def test_confusion_intervals(text, interval):
    """Lessons in Play ch. 6: a hot game is confused with the numbers between its stops."""
    assert str(confusion_interval(game(text))) == interval


def test_confusion_interval_type():
    i = ConfusionInterval(Fraction(0), Fraction(1), False, True)
    assert 1 in i and 0 not in i and Fraction(1, 2) in i and 2 not in i and not i.is_empty
    with pytest.raises(TypeError):
        confusion_interval("{1|0}")


# ---------------------------------------------------------------- theorems on random games
def _followers(g: ShortGame, seen: set) -> set:
    if g not in seen:
        seen.add(g)
        if not g.is_number:
            for option in g.left + g.right:
                _followers(option, seen)
    return seen


def _cool_form(p, t: Fraction) -> ShortGame:
    """The definition of cooling applied to a pregame (a form that need not be canonical)."""
    g = pre.to_short(p)
    if g.is_integer:
        return g
    if temperature(g) < t:
        return number(mean(g))
    return ShortGame([_cool_form(x, t) - t for x in p[0]], [_cool_form(x, t) + t for x in p[1]])


def _heat_form(p, t: Fraction) -> ShortGame:
    g = pre.to_short(p)
    if g.is_number:
        return g
    return ShortGame([_heat_form(x, t) + t for x in p[0]], [_heat_form(x, t) - t for x in p[1]])


def _norton_form(p, unit: ShortGame) -> ShortGame:
    g = pre.to_short(p)
    if g.is_integer:
        return unit * int(g.number) if g.number else number(0)
    plus = [unit + ul - unit for ul in unit.left] + [unit + unit - ur for ur in unit.right]
    return ShortGame([_norton_form(x, unit) + v for x in p[0] for v in plus],
                     [_norton_form(x, unit) - v for x in p[1] for v in plus])


@SMALL
@given(pre.pregames(), TEMPERATURES)
def test_cooling_keeps_the_mean_and_lowers_the_temperature(p, t):
    g = pre.to_short(p)
    cooled = cool(g, t)
    assert mean(cooled) == mean(g)
    if g.is_number or t > temperature(g):
        assert cooled == number(mean(g)) or cooled == g
    else:
        assert temperature(cooled) == temperature(g) - t
    assert _cool_form(p, t) == cooled  # invariant of form


@pytest.mark.parametrize("operation", [cool, heat])
@SMALL
@given(p=pre.pregames(), q=pre.pregames(), t=TEMPERATURES)
def test_cooling_and_heating_are_additive(operation, p, q, t):
    g, h = pre.to_short(p), pre.to_short(q)
    assert operation(g + h, t) == operation(g, t) + operation(h, t)


@SMALL
@given(pre.pregames(), TEMPERATURES)
def test_heating_is_undone_by_cooling(p, t):
    g = pre.to_short(p)
    heated = heat(g, t)
    assert cool(heated, t) == g
    assert _heat_form(p, t) == heated  # invariant of form
    if not g.is_number:
        assert temperature(heated) == temperature(g) + t and mean(heated) == mean(g)


@SMALL
@given(pre.pregames(), TEMPERATURES)
def test_cooling_is_undone_by_heating_above_hot_followers(p, t):
    g = pre.to_short(p)
    if all(temperature(f) >= t for f in _followers(g, set()) if not f.is_number):
        assert heat(cool(g, t), t) == g


@SMALL
@given(pre.pregames(), pre.pregames(), st.sampled_from(UNITS))
def test_norton_multiplication_is_additive_and_order_preserving(p, q, unit_text):
    g, h, unit = pre.to_short(p), pre.to_short(q), game(unit_text)
    gu, hu = norton_product(g, unit), norton_product(h, unit)
    assert norton_product(g + h, unit) == gu + hu
    assert (g >= 0, g <= 0) == (gu >= 0, gu <= 0)
    assert _norton_form(p, unit) == gu  # invariant of the form of G


@SMALL
@given(pre.pregames())
def test_norton_by_one_is_the_identity_and_by_up_has_atomic_weight_g(p):
    g = pre.to_short(p)
    assert norton_product(g, 1) == g
    assert atomic_weight(norton_product(g, UP)) == g


@SMALL
@given(pre.pregames())
def test_confusion_interval_by_the_order(p):
    g = pre.to_short(p)
    interval = confusion_interval(g)
    step = Fraction(1, 2 ** (g.birthday + 1))
    x = g.right_stop - 1
    while x <= g.left_stop + 1:
        assert (x in interval) == g.confused_with(number(x)), (str(g), x)
        x += step
    if g.is_number:
        assert interval.is_empty


@SMALL
@given(pre.pregames())
def test_dominant_incentives(p):
    g = pre.to_short(p)
    all_incentives = incentives(g)
    dominant = dominant_incentives(g)
    assert set(dominant) <= set(all_incentives)
    assert set(all_incentives) == set(left_incentives(g)) | set(right_incentives(g))
    for d in all_incentives:
        assert (d in dominant) == (not any(d < e for e in all_incentives))
    if all_incentives:
        assert dominant
    if g.is_number:
        assert all(d < 0 for d in all_incentives)

